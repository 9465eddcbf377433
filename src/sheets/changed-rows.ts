// Which cells of a rewrite differ from what the tab holds (docs/ARCHITECTURE.md, Cost): a rewrite that
// finds a cell already as planned leaves it alone, so an action writes the block of cells that changed,
// blanks only cells that held content before and no longer do (never the tab's blank padding), and sets
// a row's colour or weight only where it is not already what the plan wants.
import type { CellValue } from '../engine/format';
import { usedRows } from './after-writes';
import type { Grid } from './grid';
import type { RowsWrite } from './patch';
import { pad } from './render';

/** What the read phase holds of a tab, from A1: its values, and its formats where the write sets them. */
export interface TabNow {
  values: Grid;
  backgrounds?: string[][];
  fontWeights?: string[][];
}

/** A block of cells to set, and the row formats to set across the write's columns. */
export interface RowsPatch {
  values: { row: number; col: number; rows: CellValue[][] } | null;
  colors: { row: number; col: number; width: number; colors: (string | null)[] } | null;
  weights: { row: number; col: number; width: number; bold: boolean[] } | null;
}

const blank = (v: CellValue | null | undefined) => v === '' || v === null || v === undefined;

/** Whether a cell reads back as `planned` once written (text stays text, a Date is its instant). */
export function sameCell(read: CellValue | null | undefined, planned: CellValue | null | undefined): boolean {
  if (blank(read) || blank(planned)) return blank(read) && blank(planned);
  if (read instanceof Date || planned instanceof Date)
    return read instanceof Date && planned instanceof Date && read.getTime() === planned.getTime();
  return read === planned || String(read) === String(planned);
}

/** A cell with no background reads as white. */
const NO_BACKGROUND = '#ffffff';
const sameColor = (read: string | undefined, planned: string | null) =>
  (read ?? NO_BACKGROUND).toLowerCase() === (planned ?? NO_BACKGROUND).toLowerCase();

/** The first and last index where `differs` holds, or null. */
function span(from: number, to: number, differs: (i: number) => boolean): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let i = from; i <= to; i++) {
    if (!differs(i)) continue;
    if (first < 0) first = i;
    last = i;
  }
  return first < 0 ? null : [first, last];
}

/**
 * The part of `write` that changes the tab: rows past the planned ones are compared with blank rows, down
 * to `clearTo` or, when that is -1, the tab's last used row. Values are one block, from the first row and
 * column that differ to the last; colours and weights are compared with the formats read when they were,
 * and otherwise set on every row whose values change.
 */
export function patchRows(write: RowsWrite, now: TabNow): RowsPatch {
  const col = write.col ?? 1;
  const planned = write.startRow + write.rows.length - 1;
  const last = Math.max(planned, write.clearTo < 0 ? usedRows(now.values) : write.clearTo);
  const want = (row: number) => pad(write.rows[row - write.startRow] ?? [], write.width);
  const read = (row: number, j: number) => now.values[row - 1]?.[col - 1 + j];
  const changedRow = (row: number) => {
    const w = want(row);
    for (let j = 0; j < write.width; j++) if (!sameCell(read(row, j), w[j])) return true;
    return false;
  };
  const rows = span(write.startRow, last, changedRow);
  let values: RowsPatch['values'] = null;
  if (rows) {
    let left = write.width;
    let right = -1;
    for (let row = rows[0]; row <= rows[1]; row++) {
      const w = want(row);
      for (let j = 0; j < write.width; j++) {
        if (sameCell(read(row, j), w[j])) continue;
        left = Math.min(left, j);
        right = Math.max(right, j);
      }
    }
    const block: CellValue[][] = [];
    for (let row = rows[0]; row <= rows[1]; row++) block.push(want(row).slice(left, right + 1));
    values = { row: rows[0], col: col + left, rows: block };
  }
  const rowFormat = <T>(
    list: readonly T[] | undefined,
    fill: T,
    readFormats: string[][] | undefined,
    same: (read: string | undefined, planned: T) => boolean,
  ): { row: number; list: T[] } | null => {
    if (!list) return null;
    const at = (row: number) => list[row - write.startRow] ?? fill;
    const differs = readFormats
      ? (row: number) => {
          for (let j = 0; j < write.width; j++)
            if (!same(readFormats[row - 1]?.[col - 1 + j], at(row))) return true;
          return false;
        }
      : changedRow;
    const s = span(write.startRow, last, differs);
    if (!s) return null;
    return { row: s[0], list: Array.from({ length: s[1] - s[0] + 1 }, (_, i) => at(s[0] + i)) };
  };
  const colors = rowFormat<string | null>(write.rowColors, null, now.backgrounds, sameColor);
  const weights = rowFormat<boolean>(
    write.boldRows,
    false,
    now.fontWeights,
    (r, bold) => (r ?? 'normal') === (bold ? 'bold' : 'normal'),
  );
  return {
    values,
    colors: colors && { row: colors.row, col, width: write.width, colors: colors.list },
    weights: weights && { row: weights.row, col, width: write.width, bold: weights.list },
  };
}
