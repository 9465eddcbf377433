// Columns are found by their header, never by position: the add-on owns the header texts of its columns
// (Name, Status, Round, Player…), and row 1 says where each one is now. Columns the organizer inserts
// anywhere, and owned columns they move, are read and written where they are; a header that is
// missing, doubled or not in row 1 is a problem at its cell, and nothing is written.
import type { CellValue } from '../engine/format';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import type { Grid } from './grid';
import { cellText } from './text';

/** For each owned header, in the add-on's order, the 1-based column of the tab that holds it now. */
export type ColumnMap = number[];

/** Headers compare trimmed, ignoring case and runs of spaces. */
export function normHeader(value: CellValue | undefined): string {
  return cellText(value).trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The columns as laid out at setup: owned header i in column i + 1. */
export function defaultColumns(headers: readonly string[]): ColumnMap {
  return headers.map((_, i) => i + 1);
}

/** The codes of the problems with a tab's header row: the add-on finds its columns by their headers. */
export const HEADER_CODES = {
  /** The header row is below row 1 (rows inserted above it). */
  moved: 'header-row-moved',
  /** Row 1 holds none of the headers (the header row deleted). */
  noHeaderRow: 'header-row-missing',
  /** Two columns with one owned header. */
  duplicate: 'header-duplicate',
  /** An owned header missing from row 1. */
  missing: 'header-missing',
} as const;

/** How many rows below row 1 are searched for a header row that moved down (rows inserted above it). */
const MOVED_SEARCH = 20;

export type ColumnsOutcome = { ok: true; cols: ColumnMap } | { ok: false; problems: Problem[] };

/**
 * Finds each of `headers` in row 1 of `grid`. `required` headers (all, unless given) must be there once;
 * an optional header that is absent maps to 0.
 */
export function findColumns(
  grid: Grid,
  headers: readonly string[],
  tab: string,
  required: readonly string[] = headers,
): ColumnsOutcome {
  const top = grid[0] ?? [];
  const at = new Map<string, number[]>();
  top.forEach((v, i) => {
    const key = normHeader(v);
    if (key) at.set(key, [...(at.get(key) ?? []), i + 1]);
  });
  const wanted = headers.map((h) => normHeader(h));
  // A blank header is a spacer between sections (Attack Wing's Fleets): never required, never found.
  const mustHave = new Set(required.map((h) => normHeader(h)).filter(Boolean));
  const problems: Problem[] = [];
  const list = headers.join(' | ');
  if (wanted.every((h) => !at.has(h))) {
    // No owned header in row 1: the header row was deleted (row 1 is now data) or moved down.
    const moved = grid.slice(1, MOVED_SEARCH + 1).findIndex((row) => {
      const seen = new Set(row.map((v) => normHeader(v)));
      return wanted.filter((h) => mustHave.has(h)).every((h) => seen.has(h));
    });
    problems.push(
      moved >= 0
        ? {
            severity: 'error',
            code: HEADER_CODES.moved,
            tab,
            cell: 'A1',
            message: `The column headers of the ${tab} tab are in row ${moved + 2}, not row 1, so the rows above them would be read as data.`,
            fix: `Delete or move the rows above the headers, so that row 1 reads: ${list}. Nothing is written until then.`,
          }
        : {
            severity: 'error',
            code: HEADER_CODES.noHeaderRow,
            tab,
            cell: 'A1',
            message: `Row 1 of the ${tab} tab does not hold the column headers (${list}); the header row may have been deleted, and row 1 would be read as data.`,
            fix: `Insert a row at the top and type the headers: ${list}. Nothing is written until then.`,
          },
    );
    return { ok: false, problems };
  }
  const cols: ColumnMap = [];
  let lastFound = 0;
  wanted.forEach((h, i) => {
    const found = h ? (at.get(h) ?? []) : [];
    if (found.length > 1) {
      problems.push({
        severity: 'error',
        code: HEADER_CODES.duplicate,
        tab,
        cell: a1(1, found[1]),
        message: `Two columns of the ${tab} tab are headed "${headers[i]}" (${found.map((c) => a1(1, c)).join(' and ')}); the add-on finds its columns by their headers.`,
        fix: `Rename the header of your own column (the add-on owns "${headers[i]}"). Nothing is written until then.`,
      });
    }
    if (found.length === 0 && mustHave.has(h)) {
      const where = lastFound + 1;
      problems.push({
        severity: 'error',
        code: HEADER_CODES.missing,
        tab,
        cell: a1(1, where),
        message: `The "${headers[i]}" column header is missing from row 1 of the ${tab} tab; the add-on finds its columns by their headers.`,
        fix: `Type "${headers[i]}" back in row 1 above its column (headers of the ${tab} tab: ${list}). Nothing is written until then.`,
      });
    }
    cols.push(found[0] ?? 0);
    if (found[0]) lastFound = found[0];
  });
  return problems.length ? { ok: false, problems } : { ok: true, cols };
}

/**
 * The grid rearranged into the add-on's column order: row 1 the expected headers, every other row the
 * owned cells in header order (organizer columns left out). Row numbers stay the same.
 */
export function canonicalGrid(grid: Grid, headers: readonly string[], cols: ColumnMap): Grid {
  return grid.map((row, i) =>
    i === 0 ? headers.slice() : cols.map((c) => (c > 0 ? (row[c - 1] ?? '') : '')),
  );
}

/** A1 of a cell given by its owned column (1-based, in the add-on's order). */
export function cellOf(cols: ColumnMap, row: number, ownedCol: number): string {
  return a1(row, cols[ownedCol - 1] || ownedCol);
}

/**
 * The parsers' errors, one per cell to fix, at a cell given by its owned column: the A1 follows the
 * column wherever the organizer moved it.
 */
export function errorAt(tab: string, cols: ColumnMap) {
  return (code: string, row: number, ownedCol: number, message: string, fix: string): Problem => ({
    code,
    severity: 'error',
    tab,
    cell: cellOf(cols, row, ownedCol),
    message,
    fix,
  });
}

/** A row of values in the add-on's order spread over the tab's columns: `[first column, values]`, '' between. */
export function spreadRow(cols: ColumnMap, values: readonly CellValue[]): { col: number; row: CellValue[] } {
  const used = cols.filter((c) => c > 0);
  const first = Math.min(...used);
  const last = Math.max(...used);
  const row: CellValue[] = new Array(last - first + 1).fill('');
  values.forEach((v, i) => {
    if (cols[i] > 0) row[cols[i] - first] = v;
  });
  return { col: first, row };
}

/** Whether the owned columns are where setup put them (and nothing sits between them). */
export function isDefaultLayout(cols: ColumnMap): boolean {
  return cols.every((c, i) => c === i + 1);
}
