/**
 * What organizers do to a sheet by hand, on the shared document (uncounted, like typeInto): insert,
 * delete and move columns, sort rows, delete rows, rename and duplicate tabs, clear a tab. Each follows
 * the Sheets behaviour the matching Apps Script method documents (reference: Sheet.insertColumnsBefore,
 * Sheet.deleteColumns, Sheet.moveColumns, Range.sort, Sheet.deleteRows, Sheet.setName, Sheet.copyTo):
 * cells move with their values, formulas, formats and validation; column widths move with the columns.
 * Formula text is kept as typed (the emulator does not rewrite references, see formula.ts).
 */
import {
  allocateSheetId,
  type CellState,
  contentExtent,
  newSheetState,
  type SheetState,
  type WorkbookStore,
} from './store';

export function tabNamed(store: WorkbookStore, name: string): SheetState {
  const sheet = store.sheets.find((s) => s.name === name);
  if (!sheet) throw new Error(`no tab named "${name}"`);
  return sheet;
}

function checkColumns(sheet: SheetState, start: number, n: number): void {
  if (!(start >= 1) || !(n >= 1) || start + n - 1 > sheet.maxColumns)
    throw new Error('Those columns are out of bounds.');
}

function remapWidths(sheet: SheetState, to: (col: number) => number | null): void {
  const next = new Map<number, number>();
  for (const [col, px] of sheet.columnWidths) {
    const c = to(col);
    if (c !== null) next.set(c, px);
  }
  sheet.columnWidths = next;
}

/** Sheet.insertColumnsBefore(columnIndex, numColumns): blank columns, the rest shift right. */
export function insertColumnsBefore(sheet: SheetState, columnIndex: number, numColumns: number): void {
  checkColumns(sheet, columnIndex, 1);
  for (const row of sheet.rows) {
    if (row && row.length >= columnIndex) row.splice(columnIndex - 1, 0, ...new Array(numColumns));
  }
  remapWidths(sheet, (c) => (c >= columnIndex ? c + numColumns : c));
  sheet.maxColumns += numColumns;
}

/** Sheet.deleteColumns(columnPosition, howMany): the columns and everything in them go. */
export function deleteColumns(sheet: SheetState, columnPosition: number, howMany: number): void {
  checkColumns(sheet, columnPosition, howMany);
  if (howMany >= sheet.maxColumns) throw new Error("You can't delete all the columns on the sheet.");
  for (const row of sheet.rows) row?.splice(columnPosition - 1, howMany);
  const end = columnPosition + howMany - 1;
  remapWidths(sheet, (c) => (c < columnPosition ? c : c > end ? c - howMany : null));
  sheet.maxColumns -= howMany;
}

/**
 * Sheet.moveColumns(columnSpec, destinationIndex): "Moves the columns selected by the given range to the
 * position indicated by the destinationIndex … the index is based on the coordinates before the columns
 * are moved." `first`..`first + count - 1` land before the column that was at destinationIndex.
 */
export function moveColumns(sheet: SheetState, first: number, count: number, destinationIndex: number): void {
  checkColumns(sheet, first, count);
  if (!(destinationIndex >= 1) || destinationIndex > sheet.maxColumns + 1)
    throw new Error('Those columns are out of bounds.');
  if (destinationIndex >= first && destinationIndex <= first + count) return;
  const order = Array.from({ length: sheet.maxColumns }, (_, i) => i + 1);
  const moving = order.splice(first - 1, count);
  const at = destinationIndex > first ? destinationIndex - 1 - count : destinationIndex - 1;
  order.splice(at, 0, ...moving);
  // order[newIndex - 1] = old column
  const newOf = new Map(order.map((old, i) => [old, i + 1]));
  for (let r = 0; r < sheet.rows.length; r++) {
    const row = sheet.rows[r];
    if (!row) continue;
    const next: (CellState | undefined)[] = [];
    order.forEach((old, i) => {
      if (row[old - 1]) next[i] = row[old - 1];
    });
    sheet.rows[r] = next;
  }
  remapWidths(sheet, (c) => newOf.get(c) ?? c);
}

/** Sheets' sort order: numbers, then text (ignoring case), then booleans, blanks last. */
function sortKey(cell: CellState | undefined): [number, number | string] {
  if (!cell || (cell.value === undefined && cell.formula === undefined) || cell.value === '') return [4, ''];
  const v = cell.formula !== undefined ? cell.formula : cell.value;
  if (typeof v === 'number') return [0, v];
  if (v instanceof Date) return [0, v.getTime()];
  if (typeof v === 'boolean') return [2, v ? 1 : 0];
  return [1, String(v).toLowerCase()];
}

/**
 * Range.sort({column, ascending}) over rows firstRow.. the last row with content: whole rows move
 * (every column of the tab, as "Sort range" over the data does), ties keep their order, blanks go last.
 */
export function sortRows(sheet: SheetState, firstRow: number, column: number, ascending = true): void {
  const last = contentExtent(sheet).lastRow;
  if (last <= firstRow) return;
  const rows = sheet.rows.slice(firstRow - 1, last);
  while (rows.length < last - firstRow + 1) rows.push(undefined as unknown as CellState[]);
  const keyed = rows.map((row, i) => ({ row, i, key: sortKey(row?.[column - 1]) }));
  keyed.sort((x, y) => {
    if (x.key[0] !== y.key[0]) return x.key[0] === 4 ? 1 : y.key[0] === 4 ? -1 : x.key[0] - y.key[0];
    const a = x.key[1];
    const b = y.key[1];
    const c = a < b ? -1 : a > b ? 1 : 0;
    return (ascending || x.key[0] === 4 ? c : -c) || x.i - y.i;
  });
  keyed.forEach((k, i) => {
    sheet.rows[firstRow - 1 + i] = k.row;
  });
}

/** Sheet.deleteRows(rowPosition, howMany) done by hand (right-click > Delete rows). */
export function deleteRows(sheet: SheetState, rowPosition: number, howMany: number): void {
  if (howMany >= sheet.maxRows) throw new Error("You can't delete all the rows on the sheet.");
  sheet.rows.splice(rowPosition - 1, howMany);
  sheet.maxRows -= howMany;
}

/** Renames a tab (double-click the tab); names clash ignoring case, as in Sheets. */
export function renameTab(store: WorkbookStore, sheet: SheetState, name: string): void {
  const lower = name.toLowerCase();
  if (store.sheets.some((s) => s !== sheet && s.name.toLowerCase() === lower))
    throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
  sheet.name = name;
}

/**
 * "Duplicate" on a tab: a copy named "Copy of …" right after it, with values, formulas, formats,
 * validation and widths. Developer metadata is not copied: whether Sheets copies it is not documented
 * (reference §1.8), and a copy must never be taken for the event's own tab either way.
 */
export function duplicateTab(store: WorkbookStore, sheet: SheetState): SheetState {
  let name = `Copy of ${sheet.name}`;
  for (let n = 2; store.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase()); n++)
    name = `Copy ${n} of ${sheet.name}`;
  const copy = newSheetState(allocateSheetId(store), name);
  copy.maxRows = sheet.maxRows;
  copy.maxColumns = sheet.maxColumns;
  copy.frozenRows = sheet.frozenRows;
  copy.frozenColumns = sheet.frozenColumns;
  copy.columnWidths = new Map(sheet.columnWidths);
  copy.rows = sheet.rows.map((row) =>
    row?.map((c) => (c ? { ...c, format: c.format ? { ...c.format } : undefined } : c)),
  );
  store.sheets.splice(store.sheets.indexOf(sheet) + 1, 0, copy);
  return copy;
}

/** Select rows from `firstRow` down and press Delete: contents go, formats and validation stay. */
export function clearContents(sheet: SheetState, firstRow: number): void {
  sheet.rows.slice(firstRow - 1).forEach((row) => {
    row?.forEach((cell) => {
      if (!cell) return;
      delete cell.value;
      delete cell.formula;
    });
  });
}
