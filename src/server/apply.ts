// Applies a plan's writes with a fixed number of calls per tab, whatever the number of rows: one range,
// one setValues, one setBackgrounds. Strings go through protectRow so typed text stays text, and a Date
// read from the sheet goes back as the instant it was (src/server/dates.ts). A rewrite of a tab whose
// values are known writes only the rows that changed (src/sheets/changed-rows.ts), and a tab's size is
// known from the read phase (src/server/write-targets.ts), so no write asks the sheet anything.
import type { CellValue } from '../engine/format';
import { MY_GAMES_HEADERS, MY_GAMES_ROLE } from '../engine/round-by-round';
import { columnLetter } from '../sheets/a1';
import { type FormatPatch, patchRows, type RowRun, type RowsPatch } from '../sheets/changed-rows';
import { PAIRINGS_HEADERS, type TabLayout } from '../sheets/layout';
import { type DropdownsWrite, type RowsWrite, rowRuns, type Write } from '../sheets/patch';
import { pad } from '../sheets/render';
import { protectRow } from '../sheets/text';
import { instantFor } from './dates';
import { applyColumnFormats, dropdownRules } from './format-tab';
import { targetRows, type WriteTarget } from './write-targets';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Grows a tab to hold `lastRow`. Growth is the one place an action's calls depend on size: the first
 * write that outgrows a tab adds insertRowsAfter plus the new rows' formats, with room to spare.
 * `known` is a row count the tab has at least; `max` its row count when the read phase asked.
 */
function ensureRows(
  sheet: Sheet,
  lastRow: number,
  layout: TabLayout | undefined,
  known = 0,
  maxRows?: number,
): number {
  if (lastRow <= known && maxRows === undefined) return known;
  const max = maxRows ?? sheet.getMaxRows();
  if (lastRow <= max) return max;
  // A tab the organizer types in doubles, keeping blank rows to type in; a tab the add-on owns or adds the
  // rows of (Results) gets the rows it needs: new rows are formatted, and formatting rows nobody uses is
  // cells written for nothing, all in one click.
  const grown = layout?.owned || layout?.rowsAdded ? lastRow : Math.max(lastRow * 2, max * 2);
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
function ensureColumns(sheet: Sheet, lastCol: number, role: string, maxColumns?: number): void {
  if (maxColumns === undefined && lastCol <= knownColumns(role)) return;
  const max = maxColumns ?? sheet.getMaxColumns();
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
 * Writes `write` to a tab of which `target` says what the read phase learned; returns the tab's row
 * count when known (grown, if the write grew it). A rewrite of a tab whose values were read writes only
 * the rows that changed, and nothing at all when none did.
 */
export function applyWrite(
  sheet: Sheet,
  write: Write,
  layout: TabLayout | undefined,
  target: WriteTarget = {},
): number | undefined {
  if (write.kind === 'rows' && target.grid) {
    const patch = patchRows(write, {
      values: target.grid,
      ...(target.backgrounds ? { backgrounds: target.backgrounds } : {}),
      ...(target.fontWeights ? { fontWeights: target.fontWeights } : {}),
    });
    return withGrowth(sheet, write, layout, target, (t) => applyPatch(sheet, write, patch, layout, t));
  }
  return withGrowth(sheet, write, layout, target, (t) => writeOnce(sheet, write, layout, t));
}

function withGrowth(
  sheet: Sheet,
  write: Write,
  layout: TabLayout | undefined,
  target: WriteTarget,
  run: (target: WriteTarget) => number | undefined,
): number | undefined {
  try {
    return run(target);
  } catch (e) {
    // The organizer may have deleted rows or columns by hand since the read (the Log's spare columns,
    // the bottom of Standings), and Sheets refuses a range past a tab's edge. The size is asked only once
    // a write was refused: the tab grows to what the write needs and the write runs again. A refusal
    // with room enough is real.
    if (write.kind === 'delete-rows') throw e;
    if (!growFor(sheet, write, layout, targetRows(target) ?? sheet.getLastRow())) throw e;
    return run({ ...target, maxRows: undefined, maxColumns: undefined });
  }
}

/** The changed blocks of a rewrite, then the row colours and weights that differ. */
function applyPatch(
  sheet: Sheet,
  write: RowsWrite,
  patch: RowsPatch,
  layout: TabLayout | undefined,
  target: WriteTarget,
): number | undefined {
  const { values, colors, weights } = patch;
  const lastRow = Math.max(
    0,
    ...values.map((b) => b.row + b.rows.length - 1),
    formatEnd(colors),
    formatEnd(weights),
  );
  if (!lastRow) return target.maxRows;
  ensureColumns(sheet, (write.col ?? 1) + write.width - 1, write.role, target.maxColumns);
  const size = ensureRows(sheet, lastRow, layout, targetRows(target) ?? 0, target.maxRows);
  for (const block of values)
    sheet
      .getRange(block.row, block.col, block.rows.length, block.rows[0]?.length ?? 0)
      .setValues(forSheet(block.rows, layout, block.col));
  // Colours and weights over the same rows (Pairings' headers move with both) share one range.
  let shared: GoogleAppsScript.Spreadsheet.Range | null = null;
  if (colors?.kind === 'block') {
    shared = sheet.getRange(colors.row, colors.col, colors.list.length, colors.width);
    shared.setBackgrounds(colors.list.map((c) => new Array(colors.width).fill(c)));
  } else if (colors)
    for (const run of colors.runs) rangeList(sheet, colors, run.rows).setBackground(run.value);
  if (weights?.kind === 'block') {
    const sameRows =
      colors?.kind === 'block' && colors.row === weights.row && colors.list.length === weights.list.length;
    (sameRows && shared
      ? shared
      : sheet.getRange(weights.row, weights.col, weights.list.length, weights.width)
    ).setFontWeights(weights.list.map((b) => new Array(weights.width).fill(b ? 'bold' : 'normal')));
  } else if (weights)
    for (const run of weights.runs)
      rangeList(sheet, weights, run.rows).setFontWeight(run.value ? 'bold' : 'normal');
  return size;
}

/** The last row a format patch reaches (0 for none). */
function formatEnd<T>(patch: FormatPatch<T> | null): number {
  if (!patch) return 0;
  if (patch.kind === 'block') return patch.row + patch.list.length - 1;
  return Math.max(0, ...patch.runs.flatMap((r) => r.rows.map(([first, n]) => first + n - 1)));
}

function rangeList(sheet: Sheet, patch: { col: number; width: number }, rows: readonly RowRun[]) {
  const from = columnLetter(patch.col);
  const to = columnLetter(patch.col + patch.width - 1);
  return sheet.getRangeList(rows.map(([first, n]) => `${from}${first}:${to}${first + n - 1}`));
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
function growFor(sheet: Sheet, write: Write, layout: TabLayout | undefined, lastRow: number): boolean {
  let rows: number;
  let cols: number;
  switch (write.kind) {
    case 'rows':
      rows = Math.max(write.startRow + write.rows.length - 1, write.clearTo);
      cols = (write.col ?? 1) + write.width - 1;
      break;
    case 'append':
      rows = lastRow + write.rows.length + (write.reserve ?? 0);
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

function writeOnce(
  sheet: Sheet,
  write: Write,
  layout: TabLayout | undefined,
  target: WriteTarget,
): number | undefined {
  const used = targetRows(target);
  const { maxRows, maxColumns } = target;
  switch (write.kind) {
    case 'rows': {
      const col = write.col ?? 1;
      ensureColumns(sheet, col + write.width - 1, write.role, maxColumns);
      const needed = write.startRow + write.rows.length - 1;
      let last: number;
      let size: number | undefined;
      if (write.clearTo < 0) {
        // A tab whose values were not read: written down to its last row, which blanks whatever an
        // earlier, longer version left there.
        size = ensureRows(sheet, needed, layout, 0, maxRows);
        last = size;
      } else {
        size = ensureRows(sheet, Math.max(needed, write.clearTo), layout, used ?? 0, maxRows);
        last = Math.max(needed, write.clearTo);
      }
      const height = last - write.startRow + 1;
      if (height <= 0) return size;
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
      return size;
    }
    case 'append': {
      if (write.rows.length === 0) return maxRows;
      if (target.appendRows) {
        for (const row of forSheet(
          write.rows.map((r) => pad(r, write.width)),
          layout,
          1,
        ))
          sheet.appendRow(row);
        return maxRows;
      }
      // A tab nobody read for this write (the self-test's Log line) is asked for its last row.
      const start = (used ?? sheet.getLastRow()) + 1;
      ensureColumns(sheet, write.width, write.role, maxColumns);
      const size = ensureRows(
        sheet,
        start + write.rows.length - 1 + (write.reserve ?? 0),
        layout,
        0,
        maxRows,
      );
      sheet.getRange(start, write.col ?? 1, write.rows.length, write.width).setValues(
        forSheet(
          write.rows.map((r) => pad(r, write.width)),
          layout,
          write.col ?? 1,
        ),
      );
      return size;
    }
    case 'delete-rows': {
      let size = maxRows;
      // One call per run of neighbouring rows, bottom first so the rows above keep their numbers: one
      // run when the round's rows are together (as pairing appends them), more after a hand sort.
      for (const [first, count] of rowRuns(write.rows)) {
        try {
          sheet.deleteRows(first, count);
          if (size !== undefined) size -= count;
        } catch (e) {
          // Sheets refuses to delete every row under the frozen header ("not possible to delete all
          // non-frozen rows"): a tab shrunk to its data gets one blank row below, then the delete runs.
          if (first + count - 1 < (size ?? sheet.getMaxRows())) throw e;
          sheet.insertRowsAfter(first + count - 1, 1);
          sheet.deleteRows(first, count);
          if (size !== undefined) size += 1 - count;
        }
      }
      return size;
    }
    case 'cells': {
      const width = write.rows[0]?.length ?? 0;
      if (!width) return maxRows;
      ensureColumns(sheet, write.col + width - 1, write.role, maxColumns);
      sheet
        .getRange(write.row, write.col, write.rows.length, width)
        .setValues(forSheet(write.rows, layout, write.col));
      return maxRows;
    }
    case 'dropdowns':
      setDropdowns(sheet, write);
      return maxRows;
  }
}

/** One range and one call for the column, and a rule built per distinct list. */
function setDropdowns(sheet: Sheet, write: DropdownsWrite): void {
  if (!write.choices.length) return;
  const ruleFor = dropdownRules(write.strict);
  const rules = write.choices.map((c) => (c ? ruleFor(c) : null));
  if (write.toEnd) {
    // A range open at its foot ('H2:H') reaches the tab's last row without asking for it.
    const letter = columnLetter(write.col);
    sheet.getRange(`${letter}${write.row}:${letter}`).setDataValidation(rules[0]);
    return;
  }
  sheet.getRange(write.row, write.col, rules.length, 1).setDataValidations(rules.map((r) => [r]));
}
