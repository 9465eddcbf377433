// Google Sheets' size limits, so a write past one fails here as it fails there. Sources: Google's
// "Files you can store in Google Drive" (10 million cells per spreadsheet, 18,278 columns, i.e. ZZZ)
// and the Apps Script quotas page (Properties: 9 KB per value). The 50,000 characters per cell limit
// is cell-limit.ts.
import { exception } from './errors';
import type { Exec } from './exec';
import type { WorkbookStore } from './store';

export const MAX_CELLS = 10_000_000;
export const MAX_COLUMNS = 18_278;
export const MAX_PROPERTY_VALUE_BYTES = 9 * 1024;

function cells(store: WorkbookStore): number {
  return store.sheets.reduce((n, s) => n + s.maxRows * s.maxColumns, 0);
}

/** Refuses growth by `addedCells` past the workbook's cell limit. */
export function assertCellRoom(exec: Exec, addedCells: number): void {
  if (cells(exec.store) + addedCells > MAX_CELLS) {
    throw exception(
      exec.realm,
      `This action would increase the number of cells in the workbook above the limit of ${MAX_CELLS} cells.`,
    );
  }
}

/** Refuses a tab wider than the column limit. */
export function assertColumnRoom(exec: Exec, newMaxColumns: number): void {
  if (newMaxColumns > MAX_COLUMNS) {
    throw exception(
      exec.realm,
      `This action would increase the number of columns in the sheet above the limit of ${MAX_COLUMNS}.`,
    );
  }
}

/** Refuses a property value over 9 KB (UTF-8 bytes of key and value, as the quota counts them). */
export function assertPropertySize(exec: Exec, key: string, value: string): void {
  if (Buffer.byteLength(key, 'utf8') + Buffer.byteLength(value, 'utf8') > MAX_PROPERTY_VALUE_BYTES) {
    throw exception(exec.realm, 'Argument too large: value');
  }
}
