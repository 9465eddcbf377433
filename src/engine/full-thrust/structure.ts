// The shape of a Full Thrust event, which follows from the players rather than the Event tab's Rounds:
// qualifying games (two; three each below 5 players), then the single-elimination cut.

import { bracketSize } from '../bracket';
import { byPairedTable } from '../fixed-tables';
import { type FormatContext, optionValue } from '../format';
import { cutOpt, oddMethod } from './options';

export type Mode = 'small' | 'even' | 'judge' | 'sit-out';

export interface Structure {
  entrants: string[];
  mode: Mode;
  /** Qualifying games: 2, or 3 for fewer than 5 players. */
  qualRounds: number;
  /** Players sent to the cut (2 for small fields: the final). */
  cutCount: number;
  cutRounds: number;
  total: number;
  /** The rounds the event would have had if nobody had dropped before the cut (Standings keep that width). */
  widest: number;
}

/**
 * The structure of each context, worked out once: the result check asks for it at every game, and at
 * 2,000 players working it out again each time was half of what reading the event cost. A context whose
 * games, players or settings are other lists is another event, so those are compared too.
 */
const STRUCTURES = new WeakMap<
  FormatContext,
  {
    of: [FormatContext['matches'], FormatContext['players'], FormatContext['config'], number];
    structure: Structure;
  }
>();

export function structureOf(ctx: FormatContext): Structure {
  const of: [FormatContext['matches'], FormatContext['players'], FormatContext['config'], number] = [
    ctx.matches,
    ctx.players,
    ctx.config,
    ctx.matches.length,
  ];
  const hit = STRUCTURES.get(ctx);
  if (hit?.of.every((x, i) => x === of[i])) return hit.structure;
  const structure = workOutStructure(ctx);
  STRUCTURES.set(ctx, { of, structure });
  return structure;
}

function workOutStructure(ctx: FormatContext): Structure {
  const round1 = byPairedTable(ctx.matches, 1);
  const entrants = round1.length
    ? round1.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]))
    : ctx.players.filter((p) => p.active).map((p) => p.key);
  const n = entrants.length;
  const mode: Mode = n < 5 ? 'small' : n % 2 === 0 ? 'even' : oddMethod(ctx);
  const qualRounds = mode === 'small' ? 3 : 2;
  const cut = Number(optionValue(ctx.config, cutOpt)) || 4;
  const cutCount =
    mode === 'small' ? Math.min(2, n) : Math.max(2, Math.min(cut, cutPool(ctx, entrants, mode, qualRounds)));
  const roundsOf = (count: number) => (count < 2 ? 0 : Math.round(Math.log2(bracketSize(count))));
  const cutRounds = roundsOf(cutCount);
  const full = mode === 'small' ? cutCount : Math.max(2, Math.min(cut, mode === 'judge' ? n - 1 : n));
  const widest = qualRounds + Math.max(cutRounds, roundsOf(full));
  return { entrants, mode, qualRounds, cutCount, cutRounds, total: qualRounds + cutRounds, widest };
}

/**
 * How many players the cut can seed: once its first round is paired, the players it seated (a bye is a
 * row too); before, the entrants still in (the judge method's player eliminated after game 1 is not).
 * Players who drop before the cut leave a smaller bracket: 4 left of a cut of 8 play semi-finals.
 */
function cutPool(ctx: FormatContext, entrants: readonly string[], mode: Mode, qualRounds: number): number {
  const first = ctx.matches.filter((m) => m.round === qualRounds + 1);
  if (first.length) return first.reduce((k, m) => k + (m.b === null ? 1 : 2), 0);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const still = entrants.filter((k) => active.has(k));
  if (mode !== 'judge') return still.length;
  // Judge method: the lowest player still in after game 1 is eliminated (once game 2 is paired, the one
  // it left out).
  const round2 = new Set(ctx.matches.filter((m) => m.round === 2).flatMap((m) => [m.a, m.b]));
  return round2.size ? still.filter((k) => round2.has(k)).length : Math.max(0, still.length - 1);
}

export function cutRoundName(structure: Structure, round: number): string {
  if (round <= structure.qualRounds) return `Game ${round}`;
  const fromEnd = structure.total - round;
  return fromEnd === 0
    ? 'Final'
    : fromEnd === 1
      ? 'Semi-final'
      : fromEnd === 2
        ? 'Quarter-final'
        : `Cut round ${round - structure.qualRounds}`;
}

export function roundLimit(ctx: FormatContext): { rounds: number; done: string } {
  const structure = structureOf(ctx);
  return {
    rounds: structure.total,
    done: `The ${structure.total} rounds of this event (${structure.qualRounds} qualifying games, then the cut) are all paired: the final's winner is the Grand Admiral.`,
  };
}

/** The source's words that number the cut's tables. */
export const CUT_TABLES_RULE =
  'The 1st place player will play the 4th place player at table 1, and the 2nd place player will play the 3rd place player at table 2';

/** The cut (semi-finals, final) keeps the tables the rules give it; fixed tables renumber only qualifying games. */
export function tablesByRule(ctx: FormatContext, round: number): string | null {
  return round > structureOf(ctx).qualRounds ? CUT_TABLES_RULE : null;
}
