// The whole workbook in a form that is cheap to take and to compare, for tests that prove an action
// changed nothing. JSON.stringify(storeToJson(store)) says the same but builds an object keyed by A1 for
// every formatted cell (a new event formats its columns down to row 1,000: some 25,000 cells), which cost
// 25 to 55 ms a save and about a tenth of the bundle tests' time; the snapshot takes a few milliseconds.
import { cellToA1 } from './a1';
import { FORMAT_KEYS } from './format';
import type { CellState, SheetState, WorkbookStore } from './store';
import { storeToJson } from './workbook-json';

/**
 * The workbook as a flat list: the saved JSON of everything but the cells, then every cell that holds a
 * value or a format. Two snapshots are equal (snapshotChange gives null) exactly when the two workbooks
 * save to the same JSON text, but for the order of the keys inside a validation rule.
 */
export interface WorkbookSnapshot {
  readonly parts: readonly unknown[];
}

/** Opens each cell's entry in `parts`: the tab's name, the row and the column (0-based) follow it. */
const CELL = Symbol('cell');

export function storeSnapshot(store: WorkbookStore): WorkbookSnapshot {
  const rest = storeToJson(store, false);
  const parts: unknown[] = [JSON.stringify(rest)];
  // The saved JSON keeps one tab per name (the last), in its keys' order.
  const byName = new Map(store.sheets.map((s) => [s.name, s]));
  for (const name of Object.keys(rest.tabs)) addCells(byName.get(name) as SheetState, parts);
  return { parts };
}

function addCells(sheet: SheetState, parts: unknown[]): void {
  const { rows, name } = sheet;
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri];
    if (!row) continue;
    for (let ci = 0; ci < row.length; ci++) {
      const cell = row[ci];
      if (cell && (holdsValue(cell) || hasFormat(cell))) addCell(cell, name, ri, ci, parts);
    }
  }
}

/** As storeToJson's values: a formula, or a value other than ''. */
function holdsValue(cell: CellState): boolean {
  return cell.formula !== undefined || (cell.value !== undefined && cell.value !== '');
}

/** As storeToJson's formats: a validation rule, or a format key that is set. */
function hasFormat(cell: CellState): boolean {
  if (cell.validation) return true;
  const format = cell.format;
  if (!format) return false;
  for (const k of FORMAT_KEYS) if (format[k] !== undefined) return true;
  return false;
}

/** A value as JSON writes it where it matters to equality: NaN, the infinities and undefined as null. */
function asJson(x: unknown): unknown {
  if (typeof x === 'number') return Number.isFinite(x) ? x : null;
  if (x === undefined) return null;
  return x !== null && typeof x === 'object' ? JSON.stringify(x) : x;
}

function addCell(cell: CellState, tab: string, ri: number, ci: number, parts: unknown[]): void {
  parts.push(CELL, tab, ri, ci);
  // The value's kind, then the value: the text '=1' and the formula =1 differ, as in the JSON.
  if (cell.formula !== undefined) parts.push('formula', cell.formula);
  else if (cell.value instanceof Date) parts.push('date', cell.value.getTime());
  else parts.push('value', cell.value === undefined ? '' : asJson(cell.value));
  // An unset key is left out of the JSON: undefined here, apart from null.
  const format = cell.format;
  for (const k of FORMAT_KEYS) parts.push(format?.[k] === undefined ? undefined : asJson(format[k]));
  const v = cell.validation;
  if (!v) parts.push(undefined);
  else {
    parts.push(v.type, v.allowInvalid, v.helpText, v.showDropdown, v.values.length);
    for (const x of v.values) parts.push(asJson(x));
  }
}

/**
 * Null when the two snapshots are of the same workbook; otherwise where they first differ, in words: the
 * cell (tab and A1) or the part of the saved JSON outside the cells.
 */
export function snapshotChange(before: WorkbookSnapshot, after: WorkbookSnapshot): string | null {
  const [a, b] = [before.parts, after.parts];
  if (a[0] !== b[0]) return `outside the cells: ${firstDifference(String(a[0]), String(b[0]))}`;
  const n = Math.max(a.length, b.length);
  for (let i = 1; i < n; i++) {
    if (a[i] === b[i]) continue;
    return `${cellAt(a, i) ?? cellAt(b, i) ?? 'a cell'} changed (before: ${entryAt(a, i)}; after: ${entryAt(b, i)})`;
  }
  return null;
}

function firstDifference(x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const from = Math.max(0, i - 60);
  return `before …${x.slice(from, i + 60)}… after …${y.slice(from, i + 60)}…`;
}

function entryStart(parts: readonly unknown[], i: number): number {
  let at = Math.min(i, parts.length - 1);
  while (at > 0 && parts[at] !== CELL) at--;
  return at;
}

function cellAt(parts: readonly unknown[], i: number): string | null {
  const at = entryStart(parts, i);
  if (at === 0) return null;
  return `${String(parts[at + 1])}!${cellToA1(Number(parts[at + 2]) + 1, Number(parts[at + 3]) + 1)}`;
}

function entryAt(parts: readonly unknown[], i: number): string {
  const at = entryStart(parts, i);
  if (at === 0) return 'no cell';
  let end = at + 1;
  while (end < parts.length && parts[end] !== CELL) end++;
  return JSON.stringify(parts.slice(at + 1, end));
}
