// How wide a column must be for what the add-on writes in it (issue 11 A14: "every written column is
// wide enough for its content"). A pure estimate from Arial's advance widths, the Sheets default font:
// no Apps Script call can measure text, and autoResizeColumns is one call per tab per action.
import type { CellValue } from '../engine/format';
import { FIND_YOUR_NAME_HEADERS, headerRowOf, PAIRINGS_FONT_SIZE, PAIRINGS_WIDTHS } from './layout';

/** Arial advance widths in 1/1000 em for printable ASCII (32..126). */
const ARIAL = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Bold Arial is about 7% wider on average. */
const BOLD = 1.07;
/** Cell padding on both sides, plus room for a filter or dropdown arrow's margin. */
const PADDING = 14;
/** Widths are set in steps, so a column grows a few times over an event, not at every new character. */
export const WIDTH_STEP = 20;
/**
 * The widest a column is made for its content. Longer prose (a Log line, an Event help text, a note)
 * stays readable by spilling into the empty cell beside it, as Sheets shows overflowing text.
 */
export const MAX_COLUMN_WIDTH = 640;

export interface TextStyle {
  /** Points; Sheets' default is 10. */
  fontSize?: number;
  bold?: boolean;
}

function charUnits(code: number): number {
  if (code >= 32 && code <= 126) return ARIAL[code - 32];
  // Wide scripts (CJK, emoji) take a full em; other letters about an average capital.
  return code >= 0x2e80 ? 1000 : 650;
}

/** The pixels a value takes on one line, padding included (the longest line of a multi-line value). */
export function textWidth(value: CellValue, style: TextStyle = {}): number {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (text === '') return 0;
  const px = ((style.fontSize ?? 10) * 4) / 3;
  let widest = 0;
  for (const line of text.split('\n')) {
    let units = 0;
    for (const ch of line) units += charUnits(ch.codePointAt(0) ?? 32);
    widest = Math.max(widest, units);
  }
  return Math.ceil((widest / 1000) * px * (style.bold ? BOLD : 1)) + PADDING;
}

/** What a column needs for `value`: its text width, in whole steps, at most MAX_COLUMN_WIDTH. */
export function neededWidth(value: CellValue, style: TextStyle = {}): number {
  const w = textWidth(value, style);
  if (w === 0) return 0;
  return Math.min(MAX_COLUMN_WIDTH, Math.ceil(w / WIDTH_STEP) * WIDTH_STEP);
}

/**
 * The style of one written row of a tab: its header row is bold; Pairings are in PAIRINGS_FONT_SIZE, and
 * the header of their find-your-name block is bold like row 2 (`findHeader`).
 */
export function rowStyle(role: string, row: number, headerRow: number, findHeader = false): TextStyle {
  return {
    fontSize: role === 'pairings' ? PAIRINGS_FONT_SIZE : 10,
    bold: row === headerRow || (role === 'pairings' && findHeader),
  };
}

/** Whether a Pairings row is the header of its find-your-name block (its place moves with the tables). */
export function isFindYourNameHeader(row: readonly CellValue[]): boolean {
  return FIND_YOUR_NAME_HEADERS.every((h, i) => (row[i] ?? '') === h);
}

/**
 * The widths the columns `col`.. need for `rows` written from sheet row `startRow` of a tab with role
 * `role`. The title of Pairings and Standings (row 1, above their header row) is left out: it is merged
 * across the columns and wraps. Data cells in `wrapped` columns (1-based) are left out too: their text
 * wraps at the column's set width (Standings' names), only their header must fit. Pairings never need
 * more than their phone widths.
 */
export function widthsFor(
  role: string,
  startRow: number,
  col: number,
  rows: readonly CellValue[][],
  wrapped: readonly number[] = [],
): number[] {
  const headerRow = headerRowOf(role);
  const out: number[] = [];
  rows.forEach((r, i) => {
    const sheetRow = startRow + i;
    if (sheetRow < headerRow) return;
    const style = rowStyle(role, sheetRow, headerRow, role === 'pairings' && isFindYourNameHeader(r));
    r.forEach((v, j) => {
      const c = col - 1 + j;
      if (sheetRow > headerRow && wrapped.includes(c + 1)) return;
      const w = neededWidth(v, style);
      if (w > (out[c] ?? 0)) out[c] = w;
    });
  });
  for (let c = 0; c < out.length; c++) out[c] ??= 0;
  // Pairings keep their phone widths (issue 14): a longer name or note wraps onto a second line.
  if (role === 'pairings') return out.map((w, c) => Math.min(w, PAIRINGS_WIDTHS[c] ?? 0));
  return out;
}

/**
 * The columns to widen, as runs [first column, count, width] of neighbours needing the same width: only
 * where `needed` is wider than what the column already has (`current`, 0 when unknown). Never narrower,
 * so an organizer's wider column stays as it is.
 */
export function widenings(current: readonly number[], needed: readonly number[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  needed.forEach((w, i) => {
    if (!(w > (current[i] ?? 0))) return;
    const last = runs[runs.length - 1];
    if (last && last[2] === w && last[0] + last[1] === i + 1) last[1]++;
    else runs.push([i + 1, 1, w]);
  });
  return runs;
}

/** Sheets' width for a column nobody has sized. */
export const DEFAULT_COLUMN_WIDTH = 100;

/**
 * What `count` columns are wide now, as far as the add-on knows: the widths it recorded, else the
 * layout's (set when the tab was created), else Sheets' default.
 */
export function knownWidths(
  recorded: readonly number[] | undefined,
  layout: readonly number[],
  count: number,
): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(recorded?.[i] ?? (layout[i] || DEFAULT_COLUMN_WIDTH));
  return out;
}

/** `current` with every column at least as wide as `needed`. */
export function mergeWidths(current: readonly number[], needed: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.max(current.length, needed.length); i++)
    out.push(Math.max(current[i] ?? 0, needed[i] ?? 0));
  return out;
}
