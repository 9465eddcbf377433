// Sheets refuses a cell of more than 50,000 characters, and a write past it fails as a whole. Sources: the 50,000 figure is widely reported (e.g. haeminway.com/en/notes/sheet-cell-json-limit,
// "A Google Sheets cell caps at 50,000 characters"); the exception text below is the one Apps Script
// users quote for setValue/setValues. Neither is in Google's reference documentation: both are UNSOURCED, so tests should rely on the limit, not on the wording.
import { exception, type Realm } from './errors';

export const CELL_CHAR_LIMIT = 50000;

export function cellTooLongMessage(): string {
  return `Your input contains more than the maximum of ${CELL_CHAR_LIMIT} characters in a single cell.`;
}

/**
 * Throws before anything is written when any value of a write is longer than a cell holds, as Sheets
 * does, so a call that fails leaves the range as it was. Non-strings are measured as they would be typed.
 */
export function checkCellLengths(realm: Realm, rows: readonly (readonly unknown[])[]): void {
  for (const row of rows) {
    for (const v of row) {
      if (typeof v === 'string' && v.length > CELL_CHAR_LIMIT) throw exception(realm, cellTooLongMessage());
    }
  }
}
