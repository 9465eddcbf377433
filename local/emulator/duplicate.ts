// Duplicating a tab (Sheet.copyTo on the same spreadsheet, Spreadsheet.duplicateActiveSheet, or the
// organizer's right-click > Duplicate): cells, formats, validation, widths and frozen rows are copied.
// Whether the tab's developer metadata is copied too is unverified: switch metadataOnDuplicate.
import { exception } from './errors';
import type { Exec } from './exec';
import { assertCellRoom } from './limits';
import { noteSwitch } from './platform';
import { allocateSheetId, type CellState, newSheetState, type SheetState, switchDiffers } from './store';
import { copyValidation } from './validation';

function copyCell(cell: CellState | undefined): CellState | undefined {
  if (!cell) return undefined;
  const out: CellState = {};
  if (cell.value !== undefined) out.value = cell.value instanceof Date ? new Date(cell.value) : cell.value;
  if (cell.formula !== undefined) out.formula = cell.formula;
  if (cell.format) out.format = { ...cell.format };
  if (cell.validation) out.validation = copyValidation(cell.validation);
  return out;
}

/** "Copy of Players", then "Copy of Players 2"... whichever is free ignoring case. */
function copyName(exec: Exec, name: string): string {
  const taken = new Set(exec.store.sheets.map((s) => s.name.toLowerCase()));
  let candidate = `Copy of ${name}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `Copy of ${name} ${n}`;
  return candidate;
}

/** Adds a copy of `source` at tab position `index` (0-based; default: last) and returns it. */
export function duplicateTab(exec: Exec, source: SheetState, index?: number): SheetState {
  const { store } = exec;
  if (!store.sheets.includes(source)) throw exception(exec.realm, 'Sheet not found');
  assertCellRoom(exec, source.maxRows * source.maxColumns);
  const copy = newSheetState(allocateSheetId(store), copyName(exec, source.name));
  copy.maxRows = source.maxRows;
  copy.maxColumns = source.maxColumns;
  copy.frozenRows = source.frozenRows;
  copy.frozenColumns = source.frozenColumns;
  copy.tabColor = source.tabColor;
  copy.protection = source.protection ? { ...source.protection } : null;
  copy.columnWidths = new Map(source.columnWidths);
  copy.rows = source.rows.map((row) => (row ? row.map(copyCell) : row));
  store.sheets.splice(index ?? store.sheets.length, 0, copy);
  const metadata = store.metadata.filter((x) => x.sheetId === source.id);
  if (metadata.length > 0 && switchDiffers(store, 'metadataOnDuplicate')) noteSwitch('metadataOnDuplicate');
  if (store.platform.metadataOnDuplicate === 'copied') {
    for (const m of metadata) store.metadata.push({ ...m, id: store.nextMetadataId++, sheetId: copy.id });
  }
  return copy;
}
