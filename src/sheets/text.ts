// Sheets parses a written string as if a person typed it: "=1+1" becomes a formula, "007" a number,
// "TRUE" a boolean, "2026-12-01" a date. A leading apostrophe keeps any string as literal text and is
// not part of the stored value, so text the organizer typed goes back exactly as typed.
import type { CellValue } from '../engine/format';
import { boundText, CELL_CHAR_LIMIT } from './cell-limit';

const NEEDS_QUOTE =
  /^(\s*[=+\-@'].*|\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*|\s*(true|false)\s*|\s*\d{1,4}[-/.]\d{1,2}([-/.]\d{1,4})?.*|\s*\d+(,\d{3})+(\.\d+)?\s*|\s*\d+(\.\d+)?\s*%\s*)$/is;

export function asText(value: string): string {
  return NEEDS_QUOTE.test(value) ? `'${value}` : value;
}

/**
 * Prepares one row for setValues: strings are protected (and cut to fit a cell, see cell-limit.ts),
 * numbers and booleans go as they are.
 */
export function protectRow(row: readonly CellValue[]): CellValue[] {
  return row.map((v) => (typeof v === 'string' ? fitText(v) : v));
}

/** asText, cut to fit a cell when it does not (the apostrophe it may add counts too). */
function fitText(value: string): string {
  const text = asText(value);
  return text.length <= CELL_CHAR_LIMIT ? text : asText(boundText(value, CELL_CHAR_LIMIT - 1));
}

export function cellText(value: CellValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
