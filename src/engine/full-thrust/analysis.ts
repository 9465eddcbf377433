// The whole Full Thrust event read from Results: every game scored, the player picked after game 1 in an
// odd field, the qualifying order, the cut's seeds and its bracket. Pairing, standings and tabs read this.
import { type Bracket, bracketSize, buildBracket, isGameBetween, seedPositions, walkover } from '../bracket';
import { pairedTable } from '../fixed-tables';
import type { FormatContext, Match } from '../format';
import { seedFor } from '../random';
import { battleFor } from './battles';
import { activeKeys, nameFn } from './players';
import { gameWinner, stepsFor } from './ranking';
import { type Counted, type Entry, entryOf, type Scored, scoreMatch } from './scoring';
import { type Structure, structureOf } from './structure';
import { type ChainResult, rankByChain } from './tie-chain';

export interface Analysis {
  structure: Structure;
  scored: Scored[];
  /** Per player per round: their side of that round's game. */
  sides: Map<string, Map<number, Counted>>;
  /** Judge method: the player eliminated after game 1. Sit-out method: the player straight to the cut. */
  picked: string | null;
  pickResult: ChainResult<Entry> | null;
  /** Qualifying order of the pool (sit-out: the straight-through player first). */
  qualifying: Entry[];
  qualResult: ChainResult<Entry> | null;
  seeds: string[] | null;
  bracket: Bracket | null;
  qualifyingComplete: boolean;
  /**
   * Players tied for a decision whose next round is not paired yet, waiting for their tie-breaker battle
   * (the option is on): nothing may name an outcome for them until it is recorded.
   */
  waiting: string[][];
}

/** Whether `key` is one of the players of a tie waiting for its battle. */
export function waitsForBattle(analysis: Analysis, key: string | null): boolean {
  return key !== null && analysis.waiting.some((g) => g.includes(key));
}

type SideOf = (key: string, round: number) => Counted;

function sidesByPlayer(scored: readonly Scored[]): Map<string, Map<number, Counted>> {
  const sides = new Map<string, Map<number, Counted>>();
  const put = (key: string, round: number, c: Counted) => {
    if (!sides.has(key)) sides.set(key, new Map());
    (sides.get(key) as Map<number, Counted>).set(round, c);
  };
  for (const g of scored) {
    put(g.match.a, g.match.round, { side: g.a, kind: g.kind });
    if (g.match.b !== null) put(g.match.b, g.match.round, { side: g.b, kind: g.kind });
  }
  return sides;
}

/** Odd fields: after game 1, eliminate the lowest (judge) or send the best straight through (sit-out). */
function pickAfterGame1(
  ctx: FormatContext,
  structure: Structure,
  scored: readonly Scored[],
  side: SideOf,
): { picked: string | null; pickResult: ChainResult<Entry> | null } {
  if (!(structure.mode === 'judge' || structure.mode === 'sit-out'))
    return { picked: null, pickResult: null };
  const active = activeKeys(ctx);
  const inRound2 = new Set(ctx.matches.filter((m) => m.round === 2).flatMap((m) => [m.a, m.b ?? '']));
  const round2Paired = inRound2.size > 0;
  // Nobody is picked on game 1 until every game-1 result is in (or game 2 is paired: the pick is made).
  const game1 = scored.filter((g) => g.match.round === 1);
  if (!round2Paired && (!game1.length || !game1.every((g) => g.complete)))
    return { picked: null, pickResult: null };
  const candidates = structure.entrants.filter((k) => side(k, 1).kind !== 'sit-out' && active.has(k));
  if (!candidates.length) return { picked: null, pickResult: null };
  const entries = candidates.map((k) => entryOf(ctx, k, [side(k, 1)]));
  const judge = structure.mode === 'judge';
  const ranked = rankByChain(entries, (e) => e.key, stepsFor(ctx, battleFor(ctx, 'after game 1')), {
    line: judge ? entries.length - 1 : 1,
    coinSeed: seedFor(ctx.config.seed, 2, judge ? 'coin-toss:elimination' : 'coin-toss:straight-through'),
    name: nameFn(ctx),
  });
  const byRank = judge ? ranked.order[ranked.order.length - 1].key : ranked.order[0].key;
  // A tie for the pick that waits for its battle picks nobody yet.
  if (!round2Paired) return { picked: ranked.battleMissing.length ? null : byRank, pickResult: ranked };
  // Once game 2 is paired, the pick is the player it left out (whatever was edited since); the ranking
  // explains it only while it still agrees.
  const left = new Set(candidates.filter((k) => !inRound2.has(k)));
  const order = ranked.order.filter((e) => left.has(e.key));
  if (!order.length) return { picked: null, pickResult: null };
  const picked = judge ? order[order.length - 1].key : order[0].key;
  const pickResult = picked === byRank ? ranked : null;
  return { picked, pickResult };
}

/** The cut's seeds as paired on Results once its first round exists, else the qualifying order once complete. */
function cutSeeds(ctx: FormatContext, structure: Structure, qualifying: readonly Entry[], complete: boolean) {
  const firstCut = structure.qualRounds + 1;
  const cutRows = ctx.matches.filter((m) => m.round === firstCut);
  if (cutRows.length) {
    const positions = seedPositions(bracketSize(structure.cutCount));
    const out: string[] = [];
    for (const m of cutRows) {
      const top = positions[2 * (pairedTable(m) - 1)];
      const bottom = positions[2 * (pairedTable(m) - 1) + 1];
      if (top !== undefined) out[top - 1] = m.a;
      if (m.b !== null && bottom !== undefined) out[bottom - 1] = m.b;
    }
    return out.filter((k) => k !== undefined);
  }
  return complete ? qualifying.slice(0, structure.cutCount).map((e) => e.key) : null;
}

/** The cut bracket with every winner known: played games by the tie chain, dropped players by walkover. */
function cutBracket(
  ctx: FormatContext,
  structure: Structure,
  scored: readonly Scored[],
  seeds: string[],
): Bracket {
  const active = activeKeys(ctx);
  return buildBracket(seeds, (game) => {
    const round = structure.qualRounds + game.round;
    const g = scored.find((x) => x.match.round === round && isGameBetween(x.match, game.a, game.b));
    const played = g ? (gameWinner(g, ctx, structure)?.winner ?? null) : null;
    return played ?? walkover(ctx.matches, round, game.a, game.b, active);
  });
}

const analysisCache = new WeakMap<FormatContext, Analysis>();

/**
 * The analysis of a context, computed once: every result check of a cut row, the standings, both tabs
 * and the pairing of one action read the same one (a context is never changed once it is read).
 */
export function analyze(ctx: FormatContext): Analysis {
  const cached = analysisCache.get(ctx);
  if (cached) return cached;
  const out = computeAnalysis(ctx);
  analysisCache.set(ctx, out);
  return out;
}

/**
 * Who won a game of the cut, as the bracket decides it (the higher game score, then the tie steps); null
 * for a qualifying game, where each side scores its own and nobody wins, and for one still undecided.
 */
export function cutWinnerSide(match: Match, ctx: FormatContext): 'a' | 'b' | null {
  const analysis = analyze(ctx);
  if (match.b === null || match.round <= analysis.structure.qualRounds) return null;
  const g = analysis.scored.find((s) => s.match === match);
  const winner = g ? gameWinner(g, ctx, analysis.structure)?.winner : null;
  return winner === match.a ? 'a' : winner === match.b ? 'b' : null;
}

function computeAnalysis(ctx: FormatContext): Analysis {
  const structure = structureOf(ctx);
  const scored = ctx.matches.map((m) => scoreMatch(m, ctx, structure));
  const sides = sidesByPlayer(scored);
  const side: SideOf = (key, round) => sides.get(key)?.get(round) ?? { side: null, kind: 'absent' };
  const active = activeKeys(ctx);
  const { picked, pickResult } = pickAfterGame1(ctx, structure, scored, side);

  // Qualifying order of the pool; the sit-out method counts game 2 only.
  const qualRounds = Array.from({ length: structure.qualRounds }, (_, i) => i + 1);
  const counted = structure.mode === 'sit-out' ? [2] : qualRounds;
  const pool = structure.entrants.filter((k) => active.has(k) && k !== picked);
  const entries = pool.map((k) =>
    entryOf(
      ctx,
      k,
      counted.map((r) => side(k, r)),
    ),
  );
  const straight = structure.mode === 'sit-out' && picked ? 1 : 0;
  const qualResult = entries.length
    ? rankByChain(entries, (e) => e.key, stepsFor(ctx, battleFor(ctx, 'cut')), {
        line: structure.cutCount - straight,
        coinSeed: seedFor(ctx.config.seed, structure.qualRounds + 1, 'coin-toss:cut'),
        name: nameFn(ctx),
      })
    : null;
  const qualifying = [
    ...(straight && picked ? [entryOf(ctx, picked, [side(picked, 1)])] : []),
    ...(qualResult?.order ?? []),
  ];
  const qualifyingComplete =
    scored.filter((g) => qualRounds.includes(g.match.round)).every((g) => g.complete) &&
    qualRounds.every((r) => scored.some((g) => g.match.round === r));

  const seeds = cutSeeds(ctx, structure, qualifying, qualifyingComplete);
  const bracket = seeds && seeds.length >= 2 ? cutBracket(ctx, structure, scored, seeds) : null;
  const paired = (round: number) => ctx.matches.some((m) => m.round === round);
  const waiting: string[][] = [];
  if (pickResult && !paired(2)) waiting.push(...pickResult.battleMissing);
  if (qualResult && qualifyingComplete && !paired(structure.qualRounds + 1))
    waiting.push(...qualResult.battleMissing);
  for (const g of scored) {
    if (g.match.round <= structure.qualRounds || g.match.b === null) continue;
    const w = gameWinner(g, ctx, structure);
    if (w && w.winner === null) waiting.push([g.match.a, g.match.b]);
  }
  return {
    structure,
    scored,
    sides,
    picked,
    pickResult,
    qualifying,
    qualResult,
    seeds,
    bracket,
    qualifyingComplete,
    waiting,
  };
}
