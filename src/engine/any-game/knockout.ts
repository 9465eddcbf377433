// Single elimination: the cut after the Swiss rounds (seeded by the standings) and an event run as
// elimination from the start (seeded as listed, or drawn from the seed). A round's table numbers are the
// bracket's game numbers, so the next round pairs the winners of games 1 and 2, 3 and 4, and so on, read
// back from Results; a player who has dropped gives their opponent a walkover.
import { pairedTable } from '../fixed-tables';
import {
  type FormatContext,
  type Match,
  PAIRING_CODES,
  type PlannedTable,
  playerNames,
  type RoundNotes,
} from '../format';
import { cutFirstRound, eliminationFirstRound, type FirstRoundGame } from './elimination';
import { outcomeOf } from './outcome';
import { rankingOf } from './ranking';
import { settingsOf } from './settings';
import { fieldOf, knockoutName, planOf } from './structure';

/** The knockout's round count and the name of its round `k`. */
function roundName(ctx: FormatContext, k: number): string {
  const plan = planOf(ctx);
  const rounds = plan.kind === 'swiss' ? plan.cutRounds : plan.kind === 'elimination' ? plan.rounds : 0;
  return knockoutName(k, rounds);
}

/** Who went on from a knockout row: the bye's player, the winner of a scored game; null while unknown. */
export function advancing(match: Match, ctx: FormatContext): string | null {
  if (match.b === null) return match.a;
  const o = outcomeOf(match, settingsOf(ctx.config));
  if (!o) return null;
  return o.a === 'win' ? match.a : o.b === 'win' ? match.b : null;
}

function firstRoundGames(ctx: FormatContext): FirstRoundGame[] {
  const plan = planOf(ctx);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  if (plan.kind === 'swiss' && plan.cut) {
    const seeds = rankingOf(ctx)
      .map((r) => r.id)
      .filter((k) => active.has(k));
    return cutFirstRound(seeds, plan.cut);
  }
  const listed = fieldOf(ctx).filter((k) => active.has(k));
  return eliminationFirstRound(listed, settingsOf(ctx.config).seeding, ctx.config.seed);
}

export function pairKnockout(
  ctx: FormatContext,
  round: number,
  k: number,
  notes: RoundNotes,
): PlannedTable[] {
  const names = playerNames(ctx);
  const nameOf = (key: string) => names.get(key) ?? key;
  const title = roundName(ctx, k);
  if (k === 1) {
    const games = firstRoundGames(ctx);
    const plan = planOf(ctx);
    notes.log.push(
      plan.kind === 'swiss'
        ? `${title}: the top ${plan.cut} by the Swiss standings, in bracket order: ${games.map((g) => `${nameOf(g.a)} (${g.seedA}) v ${g.b ? `${nameOf(g.b)} (${g.seedB})` : 'bye'}`).join(', ')}.`
        : `${title}: ${settingsOf(ctx.config).seeding === 'random' ? `seeds drawn from seed "${ctx.config.seed}"` : 'seeded as listed'}: ${games.map((g) => `${nameOf(g.a)} (${g.seedA}) v ${g.b ? `${nameOf(g.b)} (${g.seedB})` : 'bye'}`).join(', ')}.`,
    );
    return games.map((g) => ({
      table: g.index,
      a: g.a,
      b: g.b,
      note:
        g.b === null ? `${title}: bye for seed ${g.seedA}` : `${title}: seed ${g.seedA} v seed ${g.seedB}`,
    }));
  }
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const previous = ctx.matches.filter((m) => m.round === round - 1);
  const byIndex = new Map(previous.map((m) => [pairedTable(m), m]));
  const slots = Math.max(0, ...byIndex.keys());
  const tables: PlannedTable[] = [];
  for (let j = 1; 2 * j - 1 <= slots; j++) {
    const top = byIndex.get(2 * j - 1);
    const bottom = byIndex.get(2 * j);
    const x = top ? advancing(top, ctx) : null;
    const y = bottom ? advancing(bottom, ctx) : null;
    if ((top && x === null) || (bottom && y === null)) {
      notes.warnings.push({
        code: PAIRING_CODES.waiting,
        message: `${title} game ${j}: waiting for a winner of the round before.`,
      });
      continue;
    }
    const sides = [x, y].filter((s): s is string => s !== null);
    const staying = sides.filter((s) => active.has(s));
    if (sides.length === 2 && staying.length === 2) {
      tables.push({ table: j, a: sides[0], b: sides[1], note: title });
    } else if (staying.length === 1) {
      const gone = sides.find((s) => s !== staying[0]);
      tables.push({
        table: j,
        a: staying[0],
        b: null,
        note: gone ? `${nameOf(gone)} has dropped: ${nameOf(staying[0])} advances` : `${title}: bye`,
      });
      if (gone)
        notes.log.push(`${title} game ${j}: ${nameOf(gone)} has dropped, so ${nameOf(staying[0])} advances.`);
    } else if (sides.length > 0) {
      notes.warnings.push({
        code: PAIRING_CODES.bothDropped,
        message: `${title} game ${j}: ${sides.map(nameOf).join(' and ')} have dropped; nobody plays it.`,
      });
    }
  }
  return tables;
}

/** The champion once the last knockout round has its winner, else null. */
export function champion(ctx: FormatContext, lastRound: number): string | null {
  const final = ctx.matches.filter((m) => m.round === lastRound);
  if (final.length !== 1) return null;
  return advancing(final[0], ctx);
}

/** The note a knockout game row carries on Pairings (its round's name), for a rebuilt Pairings tab. */
export function knockoutNote(ctx: FormatContext, match: Match): string {
  const plan = planOf(ctx);
  const k = plan.kind === 'swiss' ? match.round - plan.swissRounds : match.round;
  const title = roundName(ctx, k);
  if (k !== 1) return title;
  const game = firstRoundGames(ctx).find((g) => g.index === pairedTable(match));
  return game ? `${title}: seed ${game.seedA} v seed ${game.seedB}` : title;
}
