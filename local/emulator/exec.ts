import type { CallCounter } from './call-counter';
import type { Realm } from './errors';
import type { SheetState, WorkbookStore } from './store';
import type { UiRecords } from './ui';

type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GSpreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * One emulated script execution: its own call counter, UI records and object caches over a
 * document store that other executions may share.
 */
export interface Exec {
  id: number;
  store: WorkbookStore;
  calls: CallCounter;
  realm: Realm;
  ui: UiRecords;
  distDir: string;
  now: () => Date;
  logs: string[];
  spreadsheet(): GSpreadsheet;
  sheetFor(state: SheetState): GSheet;
}
