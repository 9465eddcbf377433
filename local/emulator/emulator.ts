import { join } from 'node:path';
import { CallCounter } from './call-counter';
import { hostRealm, type Realm } from './errors';
import type { Exec } from './exec';
import { type EmuFormState, newFormApp } from './form-app';
import { newHtmlService } from './html';
import { newLockService } from './lock';
import { manifestScopesOf } from './manifest';
import type { PlatformSwitches } from './platform';
import { newPropertiesService } from './properties';
import { newScriptApp } from './script-app';
import { wrapSheet } from './sheet';
import { EmuSpreadsheet } from './spreadsheet';
import { EmuSpreadsheetApp } from './spreadsheet-app';
import {
  allocateSheetId,
  newSheetState,
  newStore,
  type SheetState,
  setSwitches,
  type WorkbookStore,
} from './store';
import { assertTimeZone } from './time-zone';
import { EmuUi, newUiRecords, type UiRecords } from './ui';
import { newConsole, newLogger, newSession, newUtilities } from './utilities';
import {
  type CellJson,
  storeFromJson,
  storeToJson,
  type TabJson,
  tabToJson,
  tabValuesToJson,
  type WorkbookJson,
} from './workbook-json';
import { storeSnapshot, type WorkbookSnapshot } from './workbook-snapshot';

export interface EmulatorOptions {
  /** Starting document; without it, an "Untitled spreadsheet" with one empty tab "Sheet1". */
  workbook?: WorkbookJson;
  /** Share another emulator's document (see Emulator.newExecution). Wins over `workbook`. */
  store?: WorkbookStore;
  /** Where createHtmlOutputFromFile looks for NAME.html; defaults to ./dist. */
  distDir?: string;
  /** The clock seen by `new Date()` inside a loaded bundle; defaults to the real clock. */
  now?: () => Date;
  /** The spreadsheet's time zone (File > Settings); defaults to the workbook's, else Etc/UTC. */
  timeZone?: string;
  /** Platform switches (platform.ts) over the TOURNEY_PLATFORM defaults. */
  platform?: Partial<PlatformSwitches>;
  /**
   * The manifest's oauthScopes, in place of those of `distDir`'s appsscript.json: a build that asks for
   * more than this one (the Forms scope, say). A service whose scope is not among them refuses, as
   * Apps Script does.
   */
  manifestScopes?: string[];
}

/** The globals a bundle sees, named as in Apps Script. */
export interface EmulatorGlobals {
  SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  HtmlService: GoogleAppsScript.HTML.HtmlService;
  LockService: GoogleAppsScript.Lock.LockService;
  PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  Logger: ReturnType<typeof newLogger>;
  Session: ReturnType<typeof newSession>;
  Utilities: ReturnType<typeof newUtilities>;
  console: ReturnType<typeof newConsole>;
  /** Always present: the add-on checks its own authorization (src/server/create-form.ts). */
  FormApp: GoogleAppsScript.Forms.FormApp;
  /** Granular consent (local/emulator/script-app.ts): the add-on checks its scopes (src/server/authorization.ts). */
  ScriptApp: GoogleAppsScript.Script.ScriptApp;
}

export interface Emulator extends EmulatorGlobals {
  /** Counts of service calls made through the globals (not through typeInto or saveWorkbook). */
  calls: CallCounter;
  /** ScriptApp's calls, counted apart from `calls` (local/emulator/script-app.ts). */
  scriptCalls: CallCounter;
  /**
   * The scopes this user left unticked on the consent screen (granular consent); none by default. Set
   * before or between calls; every execution keeps its own.
   */
  withholdScopes(scopes: string[]): void;
  /** Menus, sidebars, dialogs, alerts and toasts this execution showed. */
  ui: UiRecords;
  /** Lines written with Logger.log and console.*. */
  logs: string[];
  /** The document state, shared with every execution created by newExecution(). */
  store: WorkbookStore;
  /** The forms this execution created with FormApp. */
  forms: EmuFormState[];
  /** Execution id used for lock ownership. */
  executionId: number;
  globals(): EmulatorGlobals;
  saveWorkbook(): WorkbookJson;
  /** The workbook as a test compares it before and after an action (workbook-snapshot.ts), at a fraction of a save's cost. */
  snapshot(): WorkbookSnapshot;
  /** One tab's values as saveWorkbook() would give them (undefined for no such tab), at a fraction of its cost. */
  tabValues(name: string): CellJson[][] | undefined;
  /** One tab as saveWorkbook() would give it, without the other tabs. */
  tabJson(name: string): TabJson | undefined;
  /** Another execution over the same document: its own counters and UI records, shared cells/locks/properties. */
  newExecution(): Emulator;
  /** While true, every tryLock returns false and waitLock throws, as if another user held the lock. */
  lockHeldElsewhere(held: boolean): void;
  /** Queues the button the next alert() returns (e.g. 'NO'); otherwise the set's first button is returned. */
  respondToNextAlert(button: string): void;
  respondToNextPrompt(button: string, text: string): void;
  /** Flips platform switches for this document (and every execution sharing it). */
  setPlatform(switches: Partial<PlatformSwitches>): void;
  /** Internal: load-bundle points created Dates and Errors at the vm context's constructors. */
  setRealm(realm: Realm): void;
  readonly now: () => Date;
}

function defaultStore(): WorkbookStore {
  const store = newStore();
  const sheet = newSheetState(allocateSheetId(store), 'Sheet1');
  store.sheets.push(sheet);
  store.activeSheetId = sheet.id;
  return store;
}

/** The tab saveWorkbook() saves under `name`: the last of that name, as its tabs object keeps. */
function savedSheet(store: WorkbookStore, name: string): SheetState | undefined {
  return store.sheets.filter((s) => s.name === name).at(-1);
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const store = options.store ?? (options.workbook ? storeFromJson(options.workbook) : defaultStore());
  if (options.platform) setSwitches(store, options.platform);
  if (options.timeZone) {
    assertTimeZone(options.timeZone);
    store.timeZone = options.timeZone;
  }
  const calls = new CallCounter();
  const sheetCache = new Map<SheetState, GoogleAppsScript.Spreadsheet.Sheet>();
  let spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet | null = null;
  let ui: GoogleAppsScript.Base.Ui | null = null;

  const exec: Exec = {
    id: store.nextExecutionId++,
    store,
    calls,
    realm: hostRealm(),
    ui: newUiRecords(),
    distDir: options.distDir ?? join(process.cwd(), 'dist'),
    manifestScopes: () => options.manifestScopes ?? manifestScopesOf(exec.distDir),
    withheldScopes: new Set<string>(),
    now: options.now ?? (() => new Date()),
    logs: [],
    spreadsheet() {
      spreadsheet ??= calls.wrap(
        new EmuSpreadsheet(exec),
        'Spreadsheet',
      ) as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
      return spreadsheet;
    },
    sheetFor(state) {
      let s = sheetCache.get(state);
      if (!s) {
        s = wrapSheet(exec, state);
        sheetCache.set(state, s);
      }
      return s;
    },
  };
  const getUi = () => {
    ui ??= calls.wrap(new EmuUi(exec), 'Ui') as unknown as GoogleAppsScript.Base.Ui;
    return ui;
  };

  const formApp = newFormApp(exec);
  const scriptApp = newScriptApp(exec);
  const globals: EmulatorGlobals = {
    SpreadsheetApp: calls.wrap(
      new EmuSpreadsheetApp(exec, getUi),
      'SpreadsheetApp',
    ) as unknown as GoogleAppsScript.Spreadsheet.SpreadsheetApp,
    HtmlService: newHtmlService(exec),
    LockService: newLockService(exec),
    PropertiesService: newPropertiesService(exec),
    Logger: newLogger(exec),
    Session: newSession(),
    Utilities: newUtilities(exec),
    console: newConsole(exec),
    FormApp: formApp.app,
    ScriptApp: scriptApp.app,
  };

  return {
    ...globals,
    calls,
    ui: exec.ui,
    forms: formApp.forms,
    logs: exec.logs,
    store,
    executionId: exec.id,
    now: exec.now,
    globals: () => ({ ...globals }),
    saveWorkbook: () => storeToJson(store),
    snapshot: () => storeSnapshot(store),
    tabJson: (name) => {
      const sheet = savedSheet(store, name);
      return sheet ? tabToJson(sheet) : undefined;
    },
    tabValues: (name) => {
      const sheet = savedSheet(store, name);
      return sheet ? tabValuesToJson(sheet) : undefined;
    },
    newExecution: () =>
      createEmulator({
        store,
        distDir: exec.distDir,
        now: exec.now,
        ...(options.manifestScopes ? { manifestScopes: options.manifestScopes } : {}),
      }),
    scriptCalls: scriptApp.calls,
    withholdScopes(scopes) {
      exec.withheldScopes.clear();
      for (const s of scopes) exec.withheldScopes.add(s);
    },
    lockHeldElsewhere(held) {
      store.lockHeldElsewhere = held;
    },
    respondToNextAlert(button) {
      exec.ui.alertResponses.push(button);
    },
    respondToNextPrompt(button, text) {
      exec.ui.promptResponses.push({ button, text });
    },
    setPlatform(switches) {
      setSwitches(store, switches);
    },
    setRealm(realm) {
      exec.realm = realm;
    },
  };
}
