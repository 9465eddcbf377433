// How wide a column must be for what the add-on writes in it (every written column is wide
// enough for its content), from the text-width estimate in text-width.ts.
import type { CellValue } from '../engine/format';
import { SLIPS_ROLE } from '../engine/slips';
import {
  FIND_YOUR_NAME_HEADERS,
  headerRowOf,
  PAIRINGS_FONT_SIZE,
  PAIRINGS_WIDTHS,
  PHONE_WIDTHS,
  type TabLayout,
} from './layout';
import { neededWidth, type TextStyle, wrappedHeaderWidth } from './text-width';

export { MAX_COLUMN_WIDTH, neededWidth, type TextStyle, textWidth, WIDTH_STEP } from './text-width';

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

const isLink = (v: CellValue) => typeof v === 'string' && /^https:\/\//.test(v);

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
      // A player's report link on a slip (src/engine/slips.ts) is clicked, not read: sized to it, a slip
      // would print two 640 px columns wide. It shows as far as the column (or the empty cell beside it).
      if (role === SLIPS_ROLE && isLink(v)) return;
      // Standings' header row wraps (a phone shows more columns): it needs its longest word only.
      const w =
        (role === 'standings' || PHONE_WIDTHS.has(role)) && sheetRow === headerRow
          ? wrappedHeaderWidth(String(v), style)
          : neededWidth(v, style);
      if (w > (out[c] ?? 0)) out[c] = w;
    });
  });
  for (let c = 0; c < out.length; c++) out[c] ??= 0;
  // Pairings keep their phone widths: a longer name or note wraps onto a second line.
  if (role === 'pairings') return out.map((w, c) => Math.min(w, PAIRINGS_WIDTHS[c] ?? 0));
  // So do the tabs players read on a phone (Standings by round, My games): their text wraps.
  const phone = PHONE_WIDTHS.get(role);
  if (phone) return out.map((w, c) => Math.min(w, phone[c] ?? w));
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

/**
 * The widths setup gives a tab: its layout's, widened for `top`, the rows setup writes from its header
 * row (the headers, or the Event tab's settings). An upgrade lays an older tab out with the same.
 */
export function setupWidths(layout: TabLayout, top: readonly CellValue[][]): number[] {
  return mergeWidths(layout.widths, widthsFor(layout.role, headerRowOf(layout.role), 1, top));
}
