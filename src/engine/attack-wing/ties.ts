// "If there is a tie between 2 or more players' Battle and Fleet Points at the end of any Battle Round, the
// tie will be broken by a roll off." A tie is one set of players level after one round; a roll-off decides
// only that tie (those players, that round), never a later one among other players.
import type { FormatContext } from '../format';
import { fleetsOf } from './fleet';
import { battleOf } from './results';
import { type RollOffRecord, recordFor, rollOffOrder } from './roll-off-record';
import { scoreGroups } from './score-groups';
import { completeRounds, type Tally, tallies } from './scoring';

export interface Tie {
  round: number;
  /** Every player level, best-known order: names alphabetically. */
  players: Tally[];
  /** The roll-off recorded for exactly these players after this round, when it separates them all. */
  record: RollOffRecord | null;
  /** Keys best first, when the record decides the tie. */
  order: string[] | null;
}

/** The roll-offs recorded on the Fleets tab (none when the table is empty). */
export function rollOffRecords(ctx: FormatContext): RollOffRecord[] {
  return fleetsOf(ctx).rollOffs?.records ?? [];
}

/** The tie of exactly these players after `round`, with the roll-off that decides it, if any. */
export function tieOf(players: Tally[], round: number, records: readonly RollOffRecord[]): Tie {
  const found = recordFor(
    records,
    round,
    players.map((p) => p.key),
  );
  const order = found ? rollOffOrder(found.rolls) : null;
  return { round, players, record: order ? found : null, order: order ? order.map((r) => r.key) : null };
}

/** Every tie among the players after `round` (points of rounds up to it). */
export function tiesAfter(ctx: FormatContext, round: number): Tie[] {
  const records = rollOffRecords(ctx);
  return scoreGroups([...tallies(ctx, round).values()])
    .filter((g) => g.length > 1)
    .map((g) => tieOf(g, round, records));
}

/**
 * The round the Standings stand after: the last round with a counted result (a battle with its result, a
 * bye of a complete round); 0 before any. `complete` says whether every battle of that round has a result:
 * only then are level players a tie "at the end of" a Battle Round.
 */
export function standingRound(ctx: FormatContext): { round: number; complete: boolean } {
  const complete = completeRounds(ctx);
  let round = 0;
  for (const m of ctx.matches) {
    const counted = m.b === null ? complete.has(m.round) : battleOf(m) !== null;
    if (counted) round = Math.max(round, m.round);
  }
  return { round, complete: round > 0 && complete.has(round) };
}

/**
 * The ties a roll-off is due for now: those after the last paired round, once it is complete and before
 * the next is paired (the next pairing settles an unrecorded one by a seeded roll written to the Log).
 */
export function tiesDue(ctx: FormatContext): Tie[] {
  const last = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const at = standingRound(ctx);
  if (!at.complete || at.round !== last) return [];
  return tiesAfter(ctx, last).filter((t) => t.order === null);
}
