// Applies a plan's writes with a fixed number of calls per tab, whatever the number of rows: one range,
// one setValues, one setBackgrounds. Strings go through protectRow so typed text stays text, and a Date
// read from the sheet goes back as the instant it was (src/server/dates.ts).
import type { CellValue } from '../engine/format';
import { MY_GAMES_HEADERS, MY_GAMES_ROLE } from '../engine/round-by-round';
import { PAIRINGS_HEADERS, type TabLayout } from '../sheets/layout';
import { rowRuns, type Write } from '../sheets/patch';
import { pad } from '../sheets/render';
import { protectRow } from '../sheets/text';
import { instantFor } from './dates';
import { applyColumnFormats } from './format-tab';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Grows a tab to hold `lastRow`. Growth is the one place an action's calls depend on size: the first
 * write that outgrows a tab adds insertRowsAfter plus the new rows' formats, with room to spare.
 */
function ensureRows(sheet: Sheet, lastRow: number, layout: TabLayout | undefined, known = 0): number {
  // A tab holding `known` rows of content has at least that many rows: no need to ask.
  if (lastRow <= known) return known;
  const max = sheet.getMaxRows();
  if (lastRow <= max) return max;
  const grown = Math.max(lastRow * 2, max * 2);
  sheet.insertRowsAfter(max, grown - max);
  if (layout) applyColumnFormats(sheet, layout, max + 1, grown - max);
  return grown;
}

/**
 * Every tab the add-on makes starts with Sheets' 26 columns (A to Z), and it deletes none, except on
 * Pairings and My games: setup keeps only their phone-width columns there (src/server/format-tab.ts).
 */
const KNOWN_COLUMNS = 26;
const knownColumns = (role: string) =>
  role === 'pairings'
    ? PAIRINGS_HEADERS.length
    : role === MY_GAMES_ROLE
      ? MY_GAMES_HEADERS.length
      : KNOWN_COLUMNS;

/**
 * Grows a tab to hold `lastCol`, as ensureRows does for rows: a Log line carrying a removed Results row
 * is as wide as whatever the organizer typed on Results (column V or later). Costs a call only then.
 */
function ensureColumns(sheet: Sheet, lastCol: number, role: string): void {
  if (lastCol <= knownColumns(role)) return;
  const max = sheet.getMaxColumns();
  if (lastCol > max) sheet.insertColumnsAfter(max, lastCol - max);
}

/** The columns setup and growth format as plain text ('@'): only on tabs the organizer types in. */
export function plainTextColumns(layout: TabLayout | undefined): (col: number) => boolean {
  if (!layout || layout.owned) return () => false;
  const cols = new Set(layout.textColumns);
  return (col) => cols.has(col);
}

/** Rows as setValues gets them. */
function forSheet(
  rows: readonly (readonly CellValue[])[],
  layout: TabLayout | undefined,
  firstCol: number,
): CellValue[][] {
  const plainText = plainTextColumns(layout);
  return rows.map((row) => protectRow(row.map(instantFor), plainText, firstCol));
}

/**
 * `lastRow`, when the caller knows the tab's last used row (it read the tab), saves asking for it, and
 * for the tab's size when the write stays within it.
 */
export function applyWrite(
  sheet: Sheet,
  write: Write,
  layout: TabLayout | undefined,
  lastRow?: number,
): void {
  try {
    writeOnce(sheet, write, layout, lastRow);
  } catch (e) {
    // The organizer may have deleted rows or columns by hand (the Log's spare columns, the bottom of
    // Standings), and Sheets refuses a range past a tab's edge. Asking every tab's size before every
    // write would cost calls in every action, so the size is asked only once a write was refused: the
    // tab grows to what the write needs and the write runs again. A refusal with room enough is real.
    if (write.kind === 'delete-rows' || !growFor(sheet, write, layout, lastRow)) throw e;
    writeOnce(sheet, write, layout, lastRow);
  }
}

/** The last column a layout formats (headers, text, wrapping, date-time and dropdown columns). */
function layoutWidth(layout: TabLayout | undefined): number {
  if (!layout) return 0;
  return Math.max(
    layout.headers.length,
    ...layout.textColumns,
    ...(layout.wrapColumns ?? []),
    ...(layout.dateTimeColumns ?? []),
    ...layout.validations.map((v) => v.col),
  );
}

/** Grows the tab to the rows and columns `write` reaches; whether it had to. */
function growFor(sheet: Sheet, write: Write, layout: TabLayout | undefined, lastRow?: number): boolean {
  let rows: number;
  let cols: number;
  switch (write.kind) {
    case 'rows':
      rows = Math.max(write.startRow + write.rows.length - 1, write.clearTo);
      cols = (write.col ?? 1) + write.width - 1;
      break;
    case 'append':
      rows = (lastRow ?? sheet.getLastRow()) + write.rows.length + (write.reserve ?? 0);
      cols = (write.col ?? 1) + write.width - 1;
      break;
    case 'cells':
      rows = write.row + write.rows.length - 1;
      cols = write.col + (write.rows[0]?.length ?? 0) - 1;
      break;
    default:
      return false;
  }
  cols = Math.max(cols, layoutWidth(layout));
  const maxCols = sheet.getMaxColumns();
  const maxRows = sheet.getMaxRows();
  if (cols > maxCols) sheet.insertColumnsAfter(maxCols, cols - maxCols);
  if (rows > maxRows) ensureRows(sheet, rows, layout);
  return cols > maxCols || rows > maxRows;
}

function writeOnce(sheet: Sheet, write: Write, layout: TabLayout | undefined, lastRow?: number): void {
  switch (write.kind) {
    case 'rows': {
      const col = write.col ?? 1;
      ensureColumns(sheet, col + write.width - 1, write.role);
      // Writing down to the last row of the tab blanks whatever an earlier, longer version left there.
      const needed = write.startRow + write.rows.length - 1;
      let last: number;
      if (write.clearTo < 0) last = ensureRows(sheet, needed, layout);
      else {
        ensureRows(sheet, needed, layout, lastRow);
        last = Math.max(needed, write.clearTo);
      }
      const height = last - write.startRow + 1;
      if (height <= 0) return;
      const padded: CellValue[][] = [];
      for (let i = 0; i < height; i++) padded.push(pad(write.rows[i] ?? [], write.width));
      const values = forSheet(padded, layout, col);
      const range = sheet.getRange(write.startRow, col, height, write.width);
      range.setValues(values);
      if (write.rowColors) {
        const colors = values.map((_, i) => new Array(write.width).fill(write.rowColors?.[i] ?? null));
        range.setBackgrounds(colors);
      }
      if (write.boldRows) {
        // Also unbolds the rows cleared below: a header that moved (Pairings' find-your-name) leaves none.
        const bold = write.boldRows;
        range.setFontWeights(values.map((_, i) => new Array(write.width).fill(bold[i] ? 'bold' : 'normal')));
      }
      return;
    }
    case 'append': {
      if (write.rows.length === 0) return;
      const start = (lastRow ?? sheet.getLastRow()) + 1;
      ensureColumns(sheet, write.width, write.role);
      ensureRows(sheet, start + write.rows.length - 1 + (write.reserve ?? 0), layout);
      sheet.getRange(start, write.col ?? 1, write.rows.length, write.width).setValues(
        forSheet(
          write.rows.map((r) => pad(r, write.width)),
          layout,
          write.col ?? 1,
        ),
      );
      return;
    }
    case 'delete-rows': {
      // One call per run of neighbouring rows, bottom first so the rows above keep their numbers: one
      // run when the round's rows are together (as pairing appends them), more after a hand sort.
      for (const [first, count] of rowRuns(write.rows)) {
        try {
          sheet.deleteRows(first, count);
        } catch (e) {
          // Sheets refuses to delete every row under the frozen header ("not possible to delete all
          // non-frozen rows"): a tab shrunk to its data gets one blank row below, then the delete runs.
          if (first + count - 1 < sheet.getMaxRows()) throw e;
          sheet.insertRowsAfter(first + count - 1, 1);
          sheet.deleteRows(first, count);
        }
      }
      return;
    }
    case 'cells': {
      const width = write.rows[0]?.length ?? 0;
      if (!width) return;
      ensureColumns(sheet, write.col + width - 1, write.role);
      sheet
        .getRange(write.row, write.col, write.rows.length, width)
        .setValues(forSheet(write.rows, layout, write.col));
      return;
    }
  }
}
