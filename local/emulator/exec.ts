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
  /** The manifest's oauthScopes: EmulatorOptions.manifestScopes, else dist/appsscript.json's. */
  manifestScopes(): string[];
  /** Scopes the user left unticked on the consent screen (Emulator.withholdScopes). */
  withheldScopes: Set<string>;
  now: () => Date;
  logs: string[];
  spreadsheet(): GSpreadsheet;
  sheetFor(state: SheetState): GSheet;
}
