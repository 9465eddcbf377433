// What the add-on paired, kept beside what people type: every Results row it writes carries its pairing
// in the "Paired as" column ("Round 2: Ann v Bob"). A row whose Player/Opponent no longer match any
// pairing of its round (names retyped, rows swapped to other players, a pair added by hand) is flagged at
// its cells, so later rounds are never paired from games that were not played as paired. The records of a
// round are compared as a set, not row by row, so sorting Results by hand (whole rows or only some
// columns) changes nothing; and they are read with the Results tab itself, so the check costs no call.
import type { Format, Match, Player } from '../engine/format';
import { nameKey } from '../engine/names';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import { type ColumnMap, cellOf } from './columns';
import { type Grid, problem } from './grid';
import { BYE_LABEL, RESULT_FIXED } from './layout';
import { cellText } from './text';

/** The codes of the problems the Paired as column finds. */
export const PAIRED_AS_CODES = {
  /** A row's Player and Opponent are a pair the add-on never paired (retyped by hand). */
  neverPaired: 'paired-as-never-paired',
} as const;

export const PAIRED_AS_HEADER = 'Paired as';

/** 1-based column of "Paired as": after the format's result columns and Status. */
export function pairedAsColumn(format: Format): number {
  return RESULT_FIXED.length + format.resultColumns.length + 2;
}

/**
 * The record written with a new Results row. `pairedAt`: the table the format paired the game at, when
 * fixed tables gave it another number ("Round 2 (paired at table 1): Ann v Bob"), so later rounds that
 * follow from this one's tables (arrow/target start numbers, Full Thrust's game 2) are paired as without.
 */
export function pairedAsText(round: number, a: string, b: string | null, pairedAt?: number): string {
  return `Round ${round}${pairedAt === undefined ? '' : ` (paired at table ${pairedAt})`}: ${a} v ${b ?? BYE_LABEL}`;
}

const ROUND = /^round (\d+): /;
/** The table part of a record, before the names (so no name can be mistaken for it). */
const PAIRED_AT = /^(round \d+) \(paired at table (\d+)\):/i;

/** The table a "Paired as" record says its game was paired at, if fixed tables renumbered it. */
export function pairedAtOf(text: string): number | undefined {
  const m = PAIRED_AT.exec(text.trim());
  return m ? Number(m[2]) : undefined;
}

/** A record without its table part: what is compared with the row's players. */
function withoutTable(text: string): string {
  return text.trim().replace(PAIRED_AT, '$1:');
}

/** Compared as names are: trimmed, case-insensitive, accents folded, inner spaces collapsed. */
function recordKey(text: string): string {
  return nameKey(text);
}

function listed(items: string[]): string {
  const shown = items.slice(0, 4).map((t) => `"${t}"`);
  return items.length > 4 ? `${shown.join(', ')} and ${items.length - 4} more` : shown.join(', ');
}

/** Problems at the Player or Opponent cell of every row whose pair the add-on never made in that round. */
export function checkPairedAs(
  grid: Grid,
  matches: readonly Match[],
  players: readonly Player[],
  format: Format,
  tab: string,
  cols?: ColumnMap,
): Problem[] {
  // `grid` in the add-on's column order when `cols` (columns.ts) says where the columns are now.
  const col = pairedAsColumn(format) - 1;
  const names = new Map(players.map((p) => [p.key, p.name]));
  // Every record by round: the key to match and the text as written, for messages.
  const byRound = new Map<number, Map<string, string[]>>();
  const ownRecord = new Map<number, string>();
  grid.forEach((row, i) => {
    if (i === 0) return;
    const text = cellText(row[col]).trim();
    const key = recordKey(withoutTable(text));
    const round = ROUND.exec(key);
    if (!round) return;
    ownRecord.set(i + 1, text);
    const r = Number(round[1]);
    const records = byRound.get(r) ?? new Map<string, string[]>();
    records.set(key, [...(records.get(key) ?? []), text]);
    byRound.set(r, records);
  });
  const flagged: { match: Match; shown: string; key: string }[] = [];
  for (const m of matches) {
    // A round with no record at all was paired before the add-on kept them: nothing to compare with.
    const records = byRound.get(m.round);
    if (!records) continue;
    const shown = pairedAsText(m.round, names.get(m.a) ?? m.a, m.b === null ? null : (names.get(m.b) ?? m.b));
    const key = recordKey(shown);
    const left = records.get(key);
    if (left?.length) left.pop();
    else flagged.push({ match: m, shown, key });
  }
  return flagged.map(({ match, shown }) => {
    const unplayed = [...(byRound.get(match.round)?.values() ?? [])].flat();
    const own = ownRecord.get(match.row);
    // Only the opponent differs from this row's own record: point at the Opponent cell.
    const aName = names.get(match.a) ?? match.a;
    const sameA =
      own !== undefined &&
      recordKey(withoutTable(own)).startsWith(recordKey(`Round ${match.round}: ${aName} v `));
    const message =
      `${shown} was never paired` +
      (own && recordKey(withoutTable(own)) !== recordKey(shown) ? `; this row was paired as "${own}"` : '') +
      (unplayed.length ? `. Paired in round ${match.round} but on no row: ${listed(unplayed)}.` : '.');
    return problem(
      PAIRED_AS_CODES.neverPaired,
      'error',
      tab,
      cols ? cellOf(cols, match.row, sameA ? 4 : 3) : a1(match.row, sameA ? 4 : 3),
      message,
      `Restore the Player and Opponent as paired. If the change is meant (players swapped opponents, a name was corrected), type the same pair under ${PAIRED_AS_HEADER} in that row.`,
    );
  });
}
