// Results reconciled with the record (src/sheets/record.ts): every game the add-on paired must still be
// on a Results row of its round, or it is reported missing at its round and table, naming both players,
// with a click that restores the row. A player renamed by hand on Players is recognised as a rename
// (the games name the old name, the new name is in none of them) and asked about once, instead of an
// error at every cell that still holds the old name.
import type { Player } from '../engine/format';
import { nameKey } from '../engine/names';
import type { Problem } from '../shared/types';
import { type ColumnMap, cellOf } from './columns';
import type { Grid } from './grid';
import { BYE_LABEL } from './layout';
import { roundNumber } from './parse-results';
import type { RecordEntry } from './record';
import { cellText } from './text';

export interface MissingGame {
  entry: RecordEntry;
  /** Both players are on no row of the round, so the row can be put back as it was paired. */
  restorable: boolean;
}

export interface Rename {
  from: string;
  to: string;
  /** The Players row that holds the new name. */
  row: number;
}

export interface Reconciled {
  missing: MissingGame[];
  renames: Rename[];
  problems: Problem[];
  /** Results rows whose own problems the rename question replaces (they hold the old or the new name). */
  renamedRows: Set<number>;
  /** The round of each missing-row problem (RECONCILE_CODES.missingRow), for Undo last round. */
  missingRound: Map<Problem, number>;
}

/** Problem codes of the record reconciled with Results. */
export const RECONCILE_CODES = {
  /** A game the add-on paired whose Results row is gone (cleared or deleted): it counts nowhere. */
  missingRow: 'record-missing-row',
  /** A name on Players no game names, where a name the games name is gone: asked as a rename. */
  rename: 'record-rename',
} as const;

export const RESTORE_ACTION = 'restoreMissingRows' as const;
export const RENAME_ACTION = 'renamePlayer' as const;

const versus = (e: RecordEntry) => `${e.a} v ${e.b ?? BYE_LABEL}`;

/** Edit distance, stopping early past `limit` (names are short; this runs once per unmatched name). */
function closeEnough(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length] <= limit;
}

/** How much a new name looks like a rename of an old one: 0 = not at all. */
function likeness(from: string, to: string, onlyPair: boolean): number {
  const [f, t] = [nameKey(from), nameKey(to)];
  if (t.startsWith(`${f} `) || f.startsWith(`${t} `)) return 3;
  const words = new Set(f.split(' '));
  if (t.split(' ').some((w) => w.length > 1 && words.has(w))) return 2;
  if (closeEnough(f, t, 2)) return 2;
  return onlyPair ? 1 : 0;
}

/** Old names of the record no longer on Players, each matched to the one new name that looks like it. */
export function suggestRenames(entries: readonly RecordEntry[], players: readonly Player[]): Rename[] {
  const listed = new Set(players.map((p) => p.key));
  const recorded = new Map<string, string>();
  for (const e of entries)
    for (const n of [e.a, e.b]) if (n !== null && !recorded.has(nameKey(n))) recorded.set(nameKey(n), n);
  const gone = [...recorded].filter(([k]) => !listed.has(k)).map(([, n]) => n);
  const fresh = players.filter((p) => !recorded.has(p.key));
  const onlyPair = gone.length === 1 && fresh.length === 1;
  const taken = new Set<string>();
  const out: Rename[] = [];
  for (const from of gone) {
    const scored = fresh
      .filter((p) => !taken.has(p.key))
      .map((p) => ({ p, score: likeness(from, p.name, onlyPair) }))
      .filter((x) => x.score > 0)
      .sort((x, y) => y.score - x.score);
    // Only a clear best: two equally likely new names are a question the add-on cannot ask for you.
    if (!scored.length || (scored[1] && scored[1].score === scored[0].score)) continue;
    taken.add(scored[0].p.key);
    out.push({ from, to: scored[0].p.name, row: scored[0].p.row });
  }
  return out;
}

/**
 * `grid` is Results in the add-on's column order; `cols` says where its columns are now. `lastRow` is
 * the tab's last used row: a restored row goes below it, which is where the problem points.
 */
export function reconcile(
  entries: readonly RecordEntry[],
  grid: Grid,
  players: readonly Player[],
  tabs: { results: string; players: string },
  cols: { results: ColumnMap; players: ColumnMap },
  lastRow: number,
): Reconciled {
  const renames = suggestRenames(entries, players);
  // A rename still to be confirmed counts the old name as the new one, so its games are not "missing".
  const alias = new Map(renames.map((r) => [nameKey(r.from), nameKey(r.to)]));
  const same = (name: string) => alias.get(nameKey(name)) ?? nameKey(name);
  const seated = new Map<number, Set<string>>();
  const renamedRows = new Set<number>();
  const renamedKeys = new Set(renames.flatMap((r) => [nameKey(r.from), nameKey(r.to)]));
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i];
    const round = roundNumber(row[0]);
    const names = [cellText(row[2]).trim(), cellText(row[3]).trim()].filter(Boolean);
    if (names.some((n) => renamedKeys.has(nameKey(n)))) renamedRows.add(i + 1);
    if (round === null) continue;
    const set = seated.get(round) ?? new Set<string>();
    for (const n of names) set.add(same(n));
    seated.set(round, set);
  }
  const missing: MissingGame[] = [];
  for (const e of entries) {
    const here = seated.get(e.round) ?? new Set<string>();
    const keys = [e.a, e.b].filter((n): n is string => n !== null).map(same);
    const absent = keys.filter((k) => !here.has(k));
    if (absent.length) missing.push({ entry: e, restorable: absent.length === keys.length });
  }
  const problems: Problem[] = [];
  const missingRound = new Map<Problem, number>();
  let next = lastRow + 1;
  for (const m of missing) {
    const e = m.entry;
    const where = `Round ${e.round}, table ${e.table}`;
    if (m.restorable) {
      const problem: Problem = {
        severity: 'error',
        tab: tabs.results,
        cell: cellOf(cols.results, next++, 1),
        role: 'results',
        code: RECONCILE_CODES.missingRow,
        message: `${where}: ${versus(e)} was paired, but its row is missing from Results (cleared or deleted), so the game counts nowhere and the round is not complete.`,
        fix: 'Click "Restore missing rows" to put the row back as it was paired, then type its result again; or undo the deletion with Edit > Undo.',
        action: { label: 'Restore missing rows', name: RESTORE_ACTION, args: [] },
      };
      problems.push(problem);
      missingRound.set(problem, e.round);
    }
    // Otherwise one of its players is still on a row of the round: that row was retyped, and the
    // checks of its own cells (a name not on Players, a pair never paired) say what is wrong with it.
  }
  for (const r of renames) {
    problems.push({
      severity: 'error',
      code: RECONCILE_CODES.rename,
      tab: tabs.players,
      cell: cellOf(cols.players, r.row, 1),
      role: 'players',
      message: `Did you rename ${r.from} to ${r.to}? The games of this event name ${r.from}, who is no longer on Players, and ${r.to} is in none of them.`,
      fix: `Click "Rename ${r.from} to ${r.to}": the player is renamed on every tab the add-on wrote the name on, and the old name is kept in the Log. If ${r.to} is another player, type ${r.from} back on Players.`,
      action: { label: `Rename ${r.from} to ${r.to}`, name: RENAME_ACTION, args: [r.from, r.to] },
    });
  }
  return { missing, renames, problems, renamedRows, missingRound };
}

/** The row number of an A1 cell ("C12" -> 12), or 0. */
export function rowOfCell(cell: string): number {
  const m = /(\d+)$/.exec(cell);
  return m ? Number(m[1]) : 0;
}
