// How a tab looks: header style, frozen header, widths, plain-text name columns, dropdowns and
// warning-only protection on tabs the add-on owns. Applied when a tab is created (and to rows added later).
// Calls are grouped (docs/ARCHITECTURE.md, Cost): equal neighbouring widths in one setColumnWidths, every text column in
// one range list, each distinct dropdown rule built once and all dropdown columns set in one call.
import type { CellValue } from '../engine/format';
import { ADDON_NAME } from '../shared/version';
import { columnLetter } from '../sheets/a1';
import {
  LOG_TIME_FORMAT,
  PAIRINGS_FONT_SIZE,
  PAIRINGS_TITLE_FONT_SIZE,
  type TabLayout,
} from '../sheets/layout';
import { COLORS } from '../sheets/patch';
import { protectRow } from '../sheets/text';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type DataValidation = GoogleAppsScript.Spreadsheet.DataValidation;

/** Runs of neighbouring columns (1-based) sharing a value: [first column, count, value]. */
export function runs<T>(values: readonly T[], keep: (v: T) => boolean): [number, number, T][] {
  const out: [number, number, T][] = [];
  values.forEach((v, i) => {
    const last = out[out.length - 1];
    if (!keep(v)) return;
    if (last && last[2] === v && last[0] + last[1] === i + 1) last[1]++;
    else out.push([i + 1, 1, v]);
  });
  return out;
}

/**
 * The columns each of a layout's format calls covers on a data row, one list per call: plain text
 * on the text columns of a tab the organizer types in, Pairings' phone formats, wrapping, date-times.
 */
export function rowFormatCalls(layout: TabLayout, width: number): number[][] {
  const calls: number[][] = [];
  if (!layout.owned && layout.textColumns.length) calls.push(layout.textColumns);
  if (layout.role === 'pairings') {
    const all = Array.from({ length: width }, (_, i) => i + 1);
    // Font size, wrap, vertical alignment over the row; horizontal alignment on the table number.
    calls.push(all, all, all, [1]);
  }
  if (layout.wrapColumns?.length) calls.push(layout.wrapColumns);
  if (layout.dateTimeColumns?.length) calls.push(layout.dateTimeColumns);
  return calls;
}

/**
 * Plain-text format on the text columns, a date-time format on date-time columns, wrapping on the
 * columns that wrap (Standings' names) and dropdowns on the data rows. Output tabs need no text format:
 * the add-on writes every string through protectRow, which keeps it text.
 *
 * Each format is its own call over every row, so a cell under several (Pairings: font size, wrap,
 * alignment) is written once per format. Where that covers more cells than one copy would, only the
 * first row is formatted call by call and Range.copyFormatToRange repeats it down the rest: one write
 * per cell, whatever the number of formats. Dropdowns are set on every row either way, as the copy
 * carries formatting only. `fresh`: the rows hold no formats of their own yet.
 */
export function applyColumnFormats(
  sheet: Sheet,
  layout: TabLayout,
  firstRow: number,
  rows: number,
  fresh = true,
): void {
  if (rows <= 0) return;
  // Columns may have moved right of the headers' count (organizer columns inserted before them).
  const width = Math.max(layout.headers.length, 1, ...layout.textColumns);
  const calls = rowFormatCalls(layout, width);
  const cols = calls.flat();
  const from = Math.min(...cols);
  const to = Math.max(...cols);
  const perCall = cols.length;
  // Only over fresh rows (a new tab's, a grown tab's): the copy sets every format of the span, so on rows
  // that hold a band colour or a bold header (an upgrade's) it would paint the first row's over them.
  if (fresh && rows > 1 && perCall > 0 && perCall > to - from + 1) {
    formatRows(sheet, layout, firstRow, 1, width);
    sheet
      .getRange(firstRow, from, 1, to - from + 1)
      .copyFormatToRange(sheet, from, to, firstRow + 1, firstRow + rows - 1);
  } else formatRows(sheet, layout, firstRow, rows, width);
  setRowDropdowns(sheet, layout, firstRow, rows);
}

/** The formats of rowFormatCalls, each its own call over `rows` rows. */
function formatRows(sheet: Sheet, layout: TabLayout, firstRow: number, rows: number, width: number): void {
  const last = firstRow + rows - 1;
  if (!layout.owned) {
    const text = runs(
      Array.from({ length: width }, (_, i) => layout.textColumns.includes(i + 1)),
      (t) => t,
    );
    if (text.length)
      sheet
        .getRangeList(text.map(([c, n]) => `${columnLetter(c)}${firstRow}:${columnLetter(c + n - 1)}${last}`))
        .setNumberFormat('@');
  }
  if (layout.role === 'pairings') formatPairingsRows(sheet, firstRow, rows, width);
  const wrap = layout.wrapColumns ?? [];
  if (wrap.length)
    sheet
      .getRangeList(wrap.map((c) => `${columnLetter(c)}${firstRow}:${columnLetter(c)}${last}`))
      .setWrap(true);
  const dateTimes = layout.dateTimeColumns ?? [];
  if (dateTimes.length)
    sheet
      .getRangeList(dateTimes.map((c) => `${columnLetter(c)}${firstRow}:${columnLetter(c)}${last}`))
      .setNumberFormat(LOG_TIME_FORMAT);
}

function setRowDropdowns(sheet: Sheet, layout: TabLayout, firstRow: number, rows: number): void {
  if (!layout.validations.length) return;
  const ruleFor = dropdownRules(true);
  const cols = layout.validations.map((v) => v.col);
  const from = Math.min(...cols);
  const span = Math.max(...cols) - from + 1;
  const rowRules: (DataValidation | null)[] = new Array(span).fill(null);
  for (const v of layout.validations) rowRules[v.col - from] = ruleFor(v.choices);
  if (span === 1) {
    sheet.getRange(firstRow, from, rows, 1).setDataValidation(rowRules[0]);
    return;
  }
  // Columns between the dropdowns get null: no rule, as on any new row.
  sheet.getRange(firstRow, from, rows, span).setDataValidations(Array.from({ length: rows }, () => rowRules));
}

/**
 * A dropdown rule per list of choices, each built once. `strict`: a value typed that is not in the list
 * is refused; else it is kept and Sheets marks the cell, the default of a new rule ("The default for new
 * data validation rules is true", DataValidationBuilder.setAllowInvalid), so no call sets it.
 */
export function dropdownRules(strict: boolean): (choices: readonly string[]) => DataValidation {
  const built = new Map<string, DataValidation>();
  return (choices) => {
    const key = JSON.stringify(choices);
    let rule = built.get(key);
    if (!rule) {
      const builder = SpreadsheetApp.newDataValidation().requireValueInList([...choices], true);
      rule = (strict ? builder.setAllowInvalid(false) : builder).build();
      built.set(key, rule);
    }
    return rule;
  };
}

/**
 * Formats a tab just created: `top` (the header row, or the Event tab's settings under its header) is
 * written at `headerRow` with the header style, then widths, formats, dropdowns, colour and protection.
 */
/** A tab's size when the caller already asked (setup asks every new tab's at once, before formatting any). */
export interface TabSize {
  maxRows?: number;
  maxColumns?: number;
}

/** Whether formatting the layout needs the tab's row count (its column formats run to the last row). */
export function formatsRows(layout: TabLayout): boolean {
  return (
    (!layout.owned && layout.textColumns.length > 0) ||
    (layout.dateTimeColumns?.length ?? 0) > 0 ||
    layout.validations.length > 0 ||
    layout.role === 'pairings' ||
    layout.role === 'standings' ||
    (layout.wrapColumns?.length ?? 0) > 0
  );
}

export function formatNewTab(
  sheet: Sheet,
  layout: TabLayout,
  headerRow: number,
  top: CellValue[][],
  size?: TabSize,
): void {
  const width = Math.max(layout.headers.length, 1);
  if (top.length) {
    const range = sheet.getRange(headerRow, 1, top.length, width);
    range.setValues(top.map((r) => protectRow(r)));
    if (top.length === 1) range.setFontWeight('bold').setBackground(COLORS.header);
    else {
      // The Event tab: a styled header row, then the settings with their labels in bold.
      range.setFontWeights(top.map((r, i) => r.map((_, c) => (i === 0 || c === 0 ? 'bold' : null))));
      range.setBackgrounds(top.map((r, i) => r.map(() => (i === 0 ? COLORS.header : null))));
    }
  }
  formatLayout(sheet, layout, headerRow, size);
  sheet.setTabColor(layout.tabColor);
  if (layout.owned)
    sheet
      .protect()
      .setWarningOnly(true)
      .setDescription(`Written by ${ADDON_NAME}: your edits here are replaced at the next action.`);
  if (layout.hidden) sheet.hideSheet();
}

/**
 * The layout of a tab below its header's style: frozen rows (and columns), widths, column formats, and
 * Pairings' and Standings' phone formatting. Setup applies it to a new tab; an upgrade (src/server/
 * upgrade.ts) applies it again to a tab an earlier release laid out.
 */
export function formatLayout(
  sheet: Sheet,
  layout: TabLayout,
  headerRow: number,
  size?: TabSize,
  fresh = true,
): void {
  const width = Math.max(layout.headers.length, 1);
  sheet.setFrozenRows(headerRow);
  for (const [col, n, w] of runs(layout.widths, (w) => w > 0)) {
    if (n === 1) sheet.setColumnWidth(col, w);
    else sheet.setColumnWidths(col, n, w);
  }
  const maxRows = formatsRows(layout) ? (size?.maxRows ?? sheet.getMaxRows()) : 0;
  applyColumnFormats(sheet, layout, headerRow + 1, maxRows - headerRow, fresh);
  if (layout.role === 'pairings') formatPairingsTop(sheet, headerRow, width);
  if (layout.role === 'standings') {
    // Readable on a phone: a larger title, rank and name frozen while the other columns pan (long names
    // wrap in their narrow column: applyColumnFormats).
    // Text is cut at the frozen columns' edge, so the title is merged across them and wraps there.
    const frozen = layout.frozenColumns ?? 1;
    sheet.getRange(1, 1, 1, frozen).merge().setWrap(true).setFontSize(14).setFontWeight('bold');
    // Headers wrap between words, so each score column is only as wide as its longest word.
    sheet.getRange(headerRow, 1, 1, width).setWrap(true);
    sheet.getRange(headerRow, 1, maxRows - headerRow + 1, 1).setHorizontalAlignment('center');
    sheet.setFrozenColumns(frozen);
  }
  // The tabs players read on a phone (Standings by round, My games): headers wrap between words, and
  // the columns named frozen stay while the rest pans.
  if (layout.wrapHeader) sheet.getRange(headerRow, 1, 1, Math.max(width, layout.widths.length)).setWrap(true);
  if (layout.role !== 'standings' && layout.frozenColumns) sheet.setFrozenColumns(layout.frozenColumns);
  if (layout.phoneColumns) trimColumns(sheet, width, size?.maxColumns);
}

/**
 * Pairings rows, phone first: every cell wraps (a long name takes a second line instead of
 * being cut), body text readable on a phone, centred in the row's height, table numbers centred. Set
 * once at setup, and on the rows a tab grows by, so no action pays for it.
 */
function formatPairingsRows(sheet: Sheet, firstRow: number, rows: number, width: number): void {
  // Range lists, like the other formats of new rows, so growth is told apart from an action's own calls.
  const last = firstRow + rows - 1;
  sheet
    .getRangeList([`A${firstRow}:${columnLetter(width)}${last}`])
    .setFontSize(PAIRINGS_FONT_SIZE)
    .setWrap(true)
    // A row is as tall as its longest wrapped cell: the others sit in its middle, level with each other.
    .setVerticalAlignment('middle');
  sheet.getRangeList([`A${firstRow}:A${last}`]).setHorizontalAlignment('center');
}

/**
 * The top of Pairings: the title larger and bold, merged across the four columns so it wraps at the
 * tab's width; the header row as the rows below; and no columns past D, so the grid ends where a 390 px
 * phone's screen does.
 */
function formatPairingsTop(sheet: Sheet, headerRow: number, width: number): void {
  formatPairingsRows(sheet, 1, headerRow, width);
  sheet.getRange(1, 1, 1, width).mergeAcross();
  sheet.getRange(1, 1).setFontSize(PAIRINGS_TITLE_FONT_SIZE).setFontWeight('bold');
  trimColumns(sheet, width);
}

/** No columns past `width`: the grid ends where a 390 px phone's screen does (Pairings, My games). */
function trimColumns(sheet: Sheet, width: number, maxColumns?: number): void {
  const columns = maxColumns ?? sheet.getMaxColumns();
  if (columns > width) sheet.deleteColumns(width + 1, columns - width);
}
