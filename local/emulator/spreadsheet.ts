import { duplicateTab } from './duplicate';
import { exception } from './errors';
import type { Exec } from './exec';
import { assertCellRoom } from './limits';
import { addMetadata, metadataAt, newFinder } from './metadata';
import { noteSwitch, type PlatformSwitches } from './platform';
import { newRange } from './range';
import { assertNameFree, type EmuSheet } from './sheet';
import {
  allocateSheetId,
  DEFAULT_MAX_COLUMNS,
  DEFAULT_MAX_ROWS,
  newSheetState,
  type SheetState,
  switchDiffers,
} from './store';
import { assertTimeZone } from './time-zone';

type GSpreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GRange = GoogleAppsScript.Spreadsheet.Range;

type SpreadsheetMethods =
  | 'getId'
  | 'getName'
  | 'rename'
  | 'getSheets'
  | 'getNumSheets'
  | 'getSheetByName'
  | 'getSheetById'
  | 'insertSheet'
  | 'deleteSheet'
  | 'setActiveSheet'
  | 'getActiveSheet'
  | 'getActiveRange'
  | 'setActiveRange'
  | 'toast'
  | 'addDeveloperMetadata'
  | 'getDeveloperMetadata'
  | 'createDeveloperMetadataFinder'
  | 'getSpreadsheetTimeZone'
  | 'setSpreadsheetTimeZone'
  | 'duplicateActiveSheet'
  | 'getSpreadsheetLocale';

export function sheetStateOf(exec: Exec, sheet: GSheet): SheetState {
  const state = (sheet as unknown as EmuSheet).state;
  if (!state || !exec.store.sheets.includes(state)) throw exception(exec.realm, 'Sheet not found');
  return state;
}

export function activeSheetState(exec: Exec): SheetState {
  const { store } = exec;
  return store.sheets.find((s) => s.id === store.activeSheetId) ?? store.sheets[0];
}

export class EmuSpreadsheet implements Pick<GSpreadsheet, SpreadsheetMethods> {
  constructor(private exec: Exec) {}

  private self(): GSpreadsheet {
    return this as unknown as GSpreadsheet;
  }

  getId(): string {
    return this.exec.store.id;
  }
  getName(): string {
    return this.exec.store.name;
  }
  rename(newName: string): void {
    this.exec.store.name = String(newName);
  }
  getSheets(): GSheet[] {
    return this.exec.store.sheets.map((s) => this.exec.sheetFor(s));
  }
  getNumSheets(): number {
    return this.exec.store.sheets.length;
  }
  getSheetByName(name: string): GSheet | null {
    // Whether the lookup ignores case is unverified: switch sheetNameLookup (platform.ts).
    const { store } = this.exec;
    const s = findSheetByName(store.sheets, String(name), store.platform.sheetNameLookup);
    if (switchDiffers(store, 'sheetNameLookup')) {
      const other = findSheetByName(store.sheets, String(name), store.alternative?.sheetNameLookup);
      if (other !== s) noteSwitch('sheetNameLookup');
    }
    return s ? this.exec.sheetFor(s) : null;
  }
  getSheetById(id: number): GSheet | null {
    const s = this.exec.store.sheets.find((x) => x.id === id);
    return s ? this.exec.sheetFor(s) : null;
  }

  insertSheet(a?: unknown, b?: unknown): GSheet {
    const { store } = this.exec;
    const name = typeof a === 'string' ? a : undefined;
    const index = typeof a === 'number' ? a : typeof b === 'number' ? b : store.sheets.length;
    let finalName = name;
    if (finalName === undefined) {
      let n = store.sheets.length + 1;
      while (store.sheets.some((s) => s.name.toLowerCase() === `sheet${n}`)) n++;
      finalName = `Sheet${n}`;
    }
    assertNameFree(this.exec, finalName);
    assertCellRoom(this.exec, DEFAULT_MAX_ROWS * DEFAULT_MAX_COLUMNS);
    const state = newSheetState(allocateSheetId(store), finalName);
    store.sheets.splice(Math.max(0, Math.min(index, store.sheets.length)), 0, state);
    // Apps Script makes the inserted sheet the active one.
    store.activeSheetId = state.id;
    store.activeRange = null;
    return this.exec.sheetFor(state);
  }
  deleteSheet(sheet: GSheet): void {
    const { store } = this.exec;
    const state = sheetStateOf(this.exec, sheet);
    if (store.sheets.length === 1)
      throw exception(this.exec.realm, "You can't remove all the sheets in a document.");
    const i = store.sheets.indexOf(state);
    store.sheets.splice(i, 1);
    state.deleted = true;
    // Deleting an object deletes the developer metadata attached to it.
    store.metadata = store.metadata.filter((m) => m.sheetId !== state.id);
    if (store.activeSheetId === state.id) {
      store.activeSheetId = store.sheets[Math.max(0, i - 1)].id;
      store.activeRange = null;
    }
  }
  setActiveSheet(sheet: GSheet): GSheet {
    const state = sheetStateOf(this.exec, sheet);
    this.exec.store.activeSheetId = state.id;
    this.exec.store.activeRange = null;
    return this.exec.sheetFor(state);
  }
  getActiveSheet(): GSheet {
    return this.exec.sheetFor(activeSheetState(this.exec));
  }
  getActiveRange(): GRange {
    const { store } = this.exec;
    const sheet = activeSheetState(this.exec);
    const r = store.activeRange;
    if (r && r.sheetId === sheet.id) return newRange(this.exec, sheet, r);
    return newRange(this.exec, sheet, { row: 1, col: 1, numRows: 1, numCols: 1 });
  }
  setActiveRange(range: GRange): GRange {
    range.activate();
    return range;
  }
  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    this.exec.ui.toasts.push({
      msg: String(msg),
      title: title ?? '',
      timeoutSeconds: timeoutSeconds ?? null,
    });
  }
  addDeveloperMetadata(key: string, a?: unknown, b?: unknown): GSpreadsheet {
    addMetadata(this.exec, null, key, a, b);
    return this.self();
  }
  getDeveloperMetadata(): GoogleAppsScript.Spreadsheet.DeveloperMetadata[] {
    return metadataAt(this.exec, null);
  }
  createDeveloperMetadataFinder(): GoogleAppsScript.Spreadsheet.DeveloperMetadataFinder {
    return newFinder(this.exec, null);
  }
  duplicateActiveSheet(): GSheet {
    const source = activeSheetState(this.exec);
    const copy = duplicateTab(this.exec, source, this.exec.store.sheets.indexOf(source) + 1);
    this.exec.store.activeSheetId = copy.id;
    this.exec.store.activeRange = null;
    return this.exec.sheetFor(copy);
  }
  /** File > Settings > Locale, which decides the typed forms setValues converts (switch locale). */
  getSpreadsheetLocale(): string {
    if (switchDiffers(this.exec.store, 'locale')) noteSwitch('locale');
    return this.exec.store.platform.locale;
  }
  getSpreadsheetTimeZone(): string {
    return this.exec.store.timeZone;
  }
  setSpreadsheetTimeZone(timezone: string): void {
    try {
      assertTimeZone(String(timezone));
    } catch (_e) {
      throw exception(this.exec.realm, `Invalid argument: ${String(timezone)}`);
    }
    this.exec.store.timeZone = String(timezone);
  }
}

function findSheetByName(
  sheets: SheetState[],
  wanted: string,
  lookup: PlatformSwitches['sheetNameLookup'] | undefined,
): SheetState | undefined {
  const lower = wanted.toLowerCase();
  return sheets.find((x) => (lookup === 'exact' ? x.name === wanted : x.name.toLowerCase() === lower));
}
