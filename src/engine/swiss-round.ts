// One Swiss round from a pile order, as the Swiss formats' sources describe it: round 1 pairs
// neighbours of the (shuffled) list with the last card left over for the bye; later rounds walk the
// pile with pairSwiss, flag rematches on Pairings, and warn about second byes and avoidable rematches.

import type { FormatContext, Match, PairingWarning, PlannedTable } from './format';
import { PAIRING_CODES, playerNames } from './format';
import { lowestWithoutBye, type PairingMode, pairSwiss } from './swiss';

export interface SwissRound {
  tables: PlannedTable[];
  warnings: PairingWarning[];
  bye: string | null;
}

export function toTables(
  pairs: [string, string][],
  bye: string | null,
  rematches: Set<string>,
): PlannedTable[] {
  const tables: PlannedTable[] = pairs.map(([a, b], i) => ({
    table: i + 1,
    a,
    b,
    note: rematches.has(`${a}|${b}`) ? 'Rematch' : '',
  }));
  if (bye) tables.push({ table: tables.length + 1, a: bye, b: null, note: 'Bye' });
  return tables;
}

/** "Take the top two cards off the pile": neighbours play, an odd last card has the bye. */
export function pairNeighbours(order: readonly string[]): SwissRound {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i], order[i + 1]]);
  const bye = order.length % 2 === 1 ? order[order.length - 1] : null;
  return { tables: toTables(pairs, bye, new Set()), warnings: [], bye };
}

export interface LaterRoundOptions {
  mode: PairingMode;
  /** true: the last player left in the walk has the bye, even a second time ("strictly as written"). */
  byeLeftOver?: boolean;
}

/** The warning of a rematch the pile walk could not avoid (a swap that ends the rematch drops it). */
export function rematchWarning(a: string, b: string): string {
  return `Rematch: ${a} and ${b} have met before; everyone left in the pile had been faced.`;
}

/** A later round: the pile walk over `order` (best first), avoiding players faced in earlier rounds. */
export function pairFromPile(
  ctx: FormatContext,
  round: number,
  order: string[],
  options: LaterRoundOptions,
): SwissRound {
  const previous = ctx.matches.filter((m) => m.round < round);
  const names = playerNames(ctx);
  const byeKeys = new Set(previous.filter((m) => m.b === null).map((m) => m.a));
  const result = pairSwiss({
    order,
    history: previous.filter((m) => m.b !== null).map((m) => [m.a, m.b as string] as [string, string]),
    mode: options.mode,
    bye: options.byeLeftOver ? null : lowestWithoutBye(order, (k) => byeKeys.has(k)),
  });
  const warnings: PairingWarning[] = [];
  const rematches = new Set<string>();
  for (const [a, b] of result.rematches) {
    rematches.add(`${a}|${b}`);
    warnings.push({
      code: PAIRING_CODES.rematch,
      message: rematchWarning(names.get(a) ?? a, names.get(b) ?? b),
      players: [a, b],
    });
  }
  if (result.avoidableRematches > 0) {
    warnings.push({
      code: PAIRING_CODES.avoidableRematches,
      message: `The written rule made ${result.avoidableRematches} rematch(es) that the "Look ahead" option would avoid. Set "Later rounds" to Look ahead on the Event tab and re-pair to use it.`,
    });
  }
  if (result.bye && byeKeys.has(result.bye)) {
    warnings.push({
      code: PAIRING_CODES.secondBye,
      message: `${names.get(result.bye)} receives a second bye: every player has had one.`,
    });
  }
  return { tables: toTables(result.pairs, result.bye, rematches), warnings, bye: result.bye };
}

/**
 * The Pairings note of a Swiss game read back from Results (after an undo): a rematch is flagged again.
 * `played` says whether an earlier game of the same two counts as their meeting (any game's forfeits do
 * not); it is asked only of those games.
 */
export function rematchNote(
  match: Match,
  ctx: FormatContext,
  played: (earlier: Match) => boolean = () => true,
): string {
  const met = ctx.matches.some(
    (m) =>
      m.round < match.round &&
      m.b !== null &&
      ((m.a === match.a && m.b === match.b) || (m.a === match.b && m.b === match.a)) &&
      played(m),
  );
  return met ? 'Rematch' : '';
}
