// The only file that exports entry points: each is a top-level function in dist/Code.js, callable from
// the menu and from the sidebar's google.script.run. They stay thin: the work is in src/sheets.

import { allFormats } from '../engine/formats/registry';
import { outputTabs } from '../engine/output-tabs';
import type { ActionResult, EventState, HallScreen, SelfTestResult, SetupOptions } from '../shared/types';
import { ADDON_VERSION } from '../shared/version';
import {
  eventState,
  planAddPlayer,
  planCommand,
  planPair,
  planRepair,
  planSetPlayerStatus,
  planUndo,
  planUpdateStandings,
  runTool,
} from '../sheets/actions';
import { checkEventProblems, withTabNames } from '../sheets/check';
import { type ExportTables, exportTables } from '../sheets/export';
import { hallScreen } from '../sheets/hall';
import { emptyContext } from '../sheets/layout';
import { buildMenu } from './menu';
import {
  BusyError,
  defaultTitle,
  formatSummaries,
  INPUT_ROLES,
  readSnapshot,
  runAction,
  withDocumentLock,
} from './run-action';
import { runSelfTestAction } from './self-test';
import { setupEventTabs } from './setup';
import { findTabs } from './tabs';

/** Every format's own output tabs (Report, Bracket, Schedule...); a tab the event lacks costs nothing. */
function extraTabRoles(): string[] {
  return [...new Set(allFormats().flatMap((f) => outputTabs(f, emptyContext(f)).map((t) => t.role)))];
}

function pairOutputs(): string[] {
  return ['pairings', 'standings', 'log', ...extraTabRoles()];
}

export function onOpen(_e?: unknown): void {
  buildMenu();
}

export function onInstall(e?: unknown): void {
  onOpen(e);
}

export function showSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Tourney Sheets');
  SpreadsheetApp.getUi().showSidebar(html);
}

export function setupEvent(options: SetupOptions): ActionResult {
  try {
    return withState(withDocumentLock(() => setupEventTabs(options)));
  } catch (e) {
    if (e instanceof BusyError) return { ok: false, message: e.message, problems: [], warnings: [] };
    throw e;
  }
}

/** Actions return the state computed from the tabs they already read (and wrote); others read it. */
function withState(result: ActionResult): ActionResult {
  return result.state ? result : { ...result, state: getEventState() };
}

export function pairNextRound(options?: { force?: boolean }): ActionResult {
  return withState(
    runAction({
      outputs: pairOutputs(),
      plan: (s, now) => planPair(s, { force: Boolean(options?.force) }, now),
    }),
  );
}

export function repairRound(): ActionResult {
  return withState(runAction({ outputs: pairOutputs(), plan: planRepair }));
}

export function undoLastRound(): ActionResult {
  return withState(runAction({ outputs: pairOutputs(), plan: planUndo }));
}

export function updateStandings(): ActionResult {
  return withState(
    runAction({ outputs: ['standings', 'log', ...extraTabRoles()], plan: planUpdateStandings }),
  );
}

export function setPlayerStatus(name: string, status: string): ActionResult {
  return withState(
    runAction({ outputs: ['log'], plan: (s, now) => planSetPlayerStatus(s, name, status, now) }),
  );
}

export function addPlayer(name: string): ActionResult {
  return withState(runAction({ outputs: ['log'], plan: (s, now) => planAddPlayer(s, name, now) }));
}

export function getEventState(): EventState {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const sheets = findTabs(ss, INPUT_ROLES);
  return eventState(readSnapshot(sheets, INPUT_ROLES), formatSummaries());
}

/** A format's own action that records values (e.g. Attack Wing's seeded roll-off). */
export function runFormatCommand(name: string, args?: unknown): ActionResult {
  return withState(
    runAction({
      outputs: ['log', 'standings', ...extraTabRoles()],
      plan: (s, now) => planCommand(s, String(name), args ?? null, now),
    }),
  );
}

/** A format's calculator (e.g. Peak Performance): reads the event, writes nothing. */
export function runFormatTool(
  name: string,
  args?: unknown,
): { ok: boolean; value?: unknown; problems: unknown[] } {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return runTool(readSnapshot(findTabs(ss, INPUT_ROLES), INPUT_ROLES), String(name), args ?? null);
}

/** Standings and Results as plain tables for the sidebar's CSV export: reads, writes nothing. */
export function getExportTables(): ExportTables {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return exportTables(readSnapshot(findTabs(ss, INPUT_ROLES), INPUT_ROLES));
}

/** "Check event": runs every validation and lists every problem with its cell; writes nothing. */
export function checkEvent(): ActionResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const sheets = findTabs(ss, INPUT_ROLES);
  const names: Record<string, string> = {};
  for (const [role, sheet] of Object.entries(sheets)) if (sheet) names[defaultTitle(role)] = sheet.getName();
  const result = withTabNames(checkEventProblems(readSnapshot(sheets, INPUT_ROLES)), names);
  return { ...result, state: getEventState() };
}

/**
 * "Self-test" (menu and sidebar): checks every unverified assumption about Google Sheets in a temporary
 * tab it removes, shows the checks in a dialog and writes the outcome to the Log; changes nothing else.
 */
export function runSelfTest(): SelfTestResult {
  return runSelfTestAction();
}

/** Selects a cell the sidebar's problem list points at. */
export function selectCell(tab: string, a1: string): boolean {
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(String(tab));
  if (!sheet) return false;
  sheet.activate();
  const cell = typeof a1 === 'string' ? a1.trim() : '';
  if (!cell) return true;
  // Only a single A1 cell is selected; one past the tab's end (rows deleted since) just opens the tab.
  if (!/^[A-Z]{1,3}[1-9]\d{0,6}$/.test(cell)) return false;
  try {
    sheet.getRange(cell).activate();
  } catch (_e) {
    return false;
  }
  return true;
}

function alertResult(result: ActionResult): void {
  const lines = [
    result.message,
    ...result.problems.map((p) => `• ${p.tab}${p.cell ? ` ${p.cell}` : ''}: ${p.message} ${p.fix}`),
    ...result.warnings.map((p) => `⚠ ${p.message}`),
  ];
  SpreadsheetApp.getUi().alert(lines.join('\n'));
}

export function menuPairNextRound(): void {
  alertResult(pairNextRound());
}

export function menuUpdateStandings(): void {
  alertResult(updateStandings());
}

export function menuCheckEvent(): void {
  alertResult(checkEvent());
}

export function menuUndoLastRound(): void {
  const ui = SpreadsheetApp.getUi();
  const answer = ui.alert(
    'Undo last round',
    "The last round's rows on Results (with any results typed) move to the Log tab. Continue?",
    ui.ButtonSet.YES_NO,
  );
  if (answer === ui.Button.YES) alertResult(undoLastRound());
}

/** The installed version, for the sidebar's About line: an organizer can tell whether a fix has reached them. */
export function getAddonInfo(): { name: string; version: string } {
  return { name: 'Tourney Sheets', version: ADDON_VERSION };
}

/** The current round's games for the hall screen; reads only. */
export function getHallScreen(): HallScreen {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return hallScreen(readSnapshot(findTabs(ss, INPUT_ROLES), INPUT_ROLES));
}

/**
 * The hall screen: the sidebar's own page in a large modeless dialog, in its projector mode (the
 * marker on <body> is the only difference), so it needs no second HTML file and shares the timer code.
 */
export function showHallScreen(): void {
  const page = HtmlService.createHtmlOutputFromFile('Sidebar')
    .getContent()
    .replace('<body>', '<body data-view="hall">');
  const out = HtmlService.createHtmlOutput(page).setTitle('Hall screen').setWidth(1400).setHeight(860);
  SpreadsheetApp.getUi().showModelessDialog(out, 'Hall screen');
}
