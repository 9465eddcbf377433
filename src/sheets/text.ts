// Sheets parses a written string as if a person typed it: "=1+1" becomes a formula, "007" a number,
// "10:30" a time, "$5" and "(5)" numbers, "Mar 1 2016" a date, "1,5" a number in a German spreadsheet.
// Which strings convert depends on the locale and is not fully documented, so no list of look-alikes
// is kept: in a cell of ordinary format every non-empty string goes with a leading apostrophe, which
// keeps it literal text and is not part of the stored value.
// A cell formatted as plain text ('@') keeps text as text, and whether Sheets also strips a leading
// apostrophe there is unverified (docs/PLATFORM.md), so strings go into such cells as they are, right
// under either behaviour. Only a string that itself starts with an apostrophe needs one added there
// (right where Sheets strips it, which it does in every other cell).
import type { CellValue } from '../engine/format';
import { boundText, CELL_CHAR_LIMIT } from './cell-limit';

/** A string for a cell of ordinary ("Automatic") format: always literal text. */
export function asText(value: string): string {
  return value === '' ? '' : `'${value}`;
}

/** A string for a cell formatted as plain text ('@'). */
export function asPlainText(value: string): string {
  return value.startsWith("'") ? `'${value}` : value;
}

/**
 * Prepares one row for setValues: strings are protected (and cut to fit a cell, see cell-limit.ts),
 * numbers, booleans and dates go as they are. `plainText(col)` tells which 1-based columns are
 * formatted '@'; `firstCol` is the row's first column.
 */
export function protectRow(
  row: readonly CellValue[],
  plainText: (col: number) => boolean = () => false,
  firstCol = 1,
): CellValue[] {
  return row.map((v, i) => (typeof v === 'string' ? fitText(v, plainText(firstCol + i)) : v));
}

/** The protected string, cut to fit a cell when it does not (an apostrophe it adds counts too). */
function fitText(value: string, plain: boolean): string {
  const protect = plain ? asPlainText : asText;
  const text = protect(value);
  if (text.length <= CELL_CHAR_LIMIT) return text;
  return protect(boundText(value, CELL_CHAR_LIMIT - (text.length - value.length)));
}

export function cellText(value: CellValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
