// The only file that exports entry points: each is a top-level function in dist/Code.js, callable from
// the menu and from the sidebar's google.script.run. They stay thin: the work is in src/sheets.

import { newEventSeed } from '../engine/random';
import type {
  ActionResult,
  EventState,
  HallScreen,
  Problem,
  ReportLinks,
  RoundPreview,
  Seen,
  SelfTestResult,
  SetupOptions,
  Swap,
} from '../shared/types';
import { ADDON_NAME, ADDON_VERSION } from '../shared/version';
import {
  acceptedView,
  archivedRoles,
  autoAccepting,
  eventState,
  IMPORT_READ_ROLES,
  lastSeasonEvent,
  type Plan,
  planAcceptDrop,
  planAcceptReports,
  planAddPlayer,
  planCloseEvent,
  planCommand,
  planDismissReports,
  planImportSeason,
  planPair,
  planRejectReport,
  planRename,
  planRePair,
  planRestoreRows,
  planSeating,
  planSetPlayerStatus,
  planStartNext,
  planUndo,
  planUndoClose,
  planUpdateStandings,
  previewPair,
  previewSeen,
  readSeen,
  readSwaps,
  runTool,
  SEASON_READ_ROLES,
  staleCall,
} from '../sheets/actions';
import { whileNotClosed } from '../sheets/actions/closed-event';
import { checkEventProblems } from '../sheets/check';
import { type ExportTables, exportTables } from '../sheets/export';
import { hallScreen } from '../sheets/hall';
import { hallLeague } from '../sheets/hall-league';
import { SEASON_ROLES, seasonLayouts } from '../sheets/season';
import { IMPORT_ROLE, importLayout } from '../sheets/season-import';
import { archiveTabs } from './archive';
import { requireGrantedScopes } from './authorization';
import { createReportForm as createReportFormAction } from './create-form';
import { docProperties } from './doc-properties';
import { buildMenu } from './menu';
import { connectReportTab, reportTabs } from './report-connect';
import { reportLinksNow, setReportLinkAction } from './report-links';
import {
  BusyError,
  busyResult,
  eventRoles,
  findMoreTabs,
  formatSummaries,
  INPUT_ROLES,
  readEventSnapshot,
  readInputs,
  readSnapshot,
  realTabNames,
  runAction,
  stateWithTabNames,
  withDocumentLock,
  withShownTitle,
} from './run-action';
import { withSeasonGlance } from './season-glance';
import { runSelfTestAction } from './self-test';
import { setupEventTabs } from './setup';
import { findTabs } from './tabs';

export function onOpen(_e?: unknown): void {
  buildMenu();
}

export function onInstall(e?: unknown): void {
  onOpen(e);
}

export function showSidebar(): void {
  requireGrantedScopes();
  const html = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(ADDON_NAME);
  SpreadsheetApp.getUi().showSidebar(html);
}

export function setupEvent(options: SetupOptions): ActionResult {
  requireGrantedScopes();
  try {
    return withState(withDocumentLock(() => setupEventTabs(options)));
  } catch (e) {
    if (e instanceof BusyError) return busyResult(e);
    throw e;
  }
}

/** Actions return the state computed from the tabs they already read (and wrote); others read it. */
function withState(result: ActionResult): ActionResult {
  return result.state ? result : { ...result, state: getEventState() };
}

// Every state-changing entry point takes one options object whose `seen` is what the sidebar showed
// (see Seen): a click on a sidebar whose event has moved on is refused and changes nothing. Menu calls
// send none and act on the event as it is. One object rather than positional arguments, so the sidebar
// adds `seen` to whatever it sends without knowing where it goes.

/** What every state-changing entry point accepts; the sidebar sends `seen`, the menu does not. */
interface SeenOption {
  seen?: Seen;
}

export function pairNextRound(options?: { force?: boolean } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(
        autoAccepting((s, now) => planPair(s, { force: Boolean(options?.force) }, now)),
        'pairing a round',
      ),
      seen: options?.seen,
    }),
  );
}

/**
 * The round pairNextRound would write, with the organizer's swaps, and nothing written: every table by
 * name with the pairing's reasons, the warnings, and `seen`, the event it was made from, for publishRound.
 */
export function previewNextRound(options?: { swaps?: Swap[] } & SeenOption): RoundPreview {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const { sheets, snapshot } = readEventSnapshot(ss, docProperties());
  const names = new Map<GoogleAppsScript.Spreadsheet.Sheet, string>();
  const refused = (message: string, problems: Problem[], warnings: Problem[] = []): RoundPreview => ({
    ok: false,
    message,
    round: 0,
    tables: [],
    log: [],
    problems: realTabNames(problems, sheets, names),
    warnings: realTabNames(warnings, sheets, names),
    seen: null,
  });
  const stale = staleCall(readSeen(options?.seen), snapshot);
  if (stale)
    return refused(`Nothing to preview: the event moved on since you last saw it. ${stale.message}`, [stale]);
  const swaps = readSwaps(options?.swaps);
  if (!Array.isArray(swaps))
    return refused('The swaps could not be read.', [
      { severity: 'error', tab: 'Results', cell: '', ...swaps },
    ]);
  // As publishing will see it: agreed reports accepted first when the Event tab says so.
  const view = acceptedView(snapshot, new Date().toISOString());
  const out = previewPair(view, { swaps });
  if (!out.ok)
    return refused(
      'This round cannot be published: fix the problems listed, then preview again.',
      out.refused.problems,
      out.refused.warnings,
    );
  const { preview } = out;
  return {
    ok: true,
    message: `Round ${preview.round} previewed: nothing is written until you publish it.`,
    ...preview,
    problems: [],
    warnings: realTabNames(preview.warnings, sheets, names),
    seen: previewSeen(snapshot),
  };
}

/** The code of publishRound's own refusal. */
const PUBLISH_CODES = {
  /** Publish was called without the seen of a preview. */
  noPreview: 'publish-without-preview',
} as const;

/**
 * Writes the previewed round exactly as pairNextRound does, with the swaps applied and each swap's
 * reason in the Log; refused, with nothing written, when the event changed since the preview (`seen`).
 */
export function publishRound(options: { swaps?: Swap[]; seen: Seen }): ActionResult {
  const swaps = readSwaps(options?.swaps);
  const previewed = readSeen(options?.seen)?.inputs !== undefined;
  const refusal = (code: string, message: string, fix: string): Plan => ({
    ok: false,
    problems: [{ severity: 'error', tab: 'Results', cell: '', message, fix, code }],
    warnings: [],
  });
  return withState(
    runAction({
      plan: whileNotClosed(
        autoAccepting((s, now) => {
          if (!previewed)
            return refusal(
              PUBLISH_CODES.noPreview,
              'Publish takes the round a preview showed, and no preview was sent.',
              'Preview the round first (previewNextRound), then publish it with the seen the preview gave.',
            );
          return Array.isArray(swaps)
            ? planPair(s, { swaps }, now)
            : refusal(swaps.code, swaps.message, swaps.fix);
        }),
        'publishing a round',
      ),
      seen: options?.seen,
    }),
  );
}

export function rePairRound(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(planRePair, 'pairing the round again'),
      formulas: ['results'],
      seen: options?.seen,
    }),
  );
}

export function undoLastRound(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(runAction({ plan: planUndo, formulas: ['results'], seen: options?.seen }));
}

export function updateStandings(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(autoAccepting(planUpdateStandings), 'updating the standings'),
      seen: options?.seen,
    }),
  );
}

export function setPlayerStatus(options: { name: string; status: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(
        (s, now) => planSetPlayerStatus(s, options.name, options.status, now),
        'a status change',
      ),
      seen: options.seen,
    }),
  );
}

export function addPlayer(options: { name: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed((s, now) => planAddPlayer(s, options.name, now), 'a late entry'),
      seen: options.seen,
    }),
  );
}

/** Puts back every paired game whose Results row was cleared or deleted, from the add-on's record. */
export function restoreMissingRows(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({ plan: whileNotClosed(planRestoreRows, 'restoring rows'), seen: options?.seen }),
  );
}

/**
 * Renames a player on every tab the add-on wrote the name on, keeping the old name in the Log; also
 * confirms a rename already typed on Players.
 */
export function renamePlayer(options: { from: string; to: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(
        (s, now) => planRename(s, String(options.from), String(options.to), now),
        'a rename',
      ),
      seen: options.seen,
    }),
  );
}

/**
 * The format's seating list before round 1 (sealed deck: deck construction), on Pairings; refused once
 * round 1 is paired. The same players and seed give the same seats every time.
 */
export function seatPlayers(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(runAction({ plan: planSeating, seen: options?.seen }));
}

/** The season's tabs, read by its two actions besides the event's; made by the first close. */
const SEASON_TABS = { roles: SEASON_READ_ROLES, layouts: seasonLayouts() };

/**
 * Close event (docs/SEASON.md): once Standings says final, copies the event into the season (its games on
 * Season games, one row on Season events) and recomputes League and Ratings; refused otherwise, and for
 * an event the season already holds.
 */
export function closeEvent(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({ plan: planCloseEvent, extra: SEASON_TABS, shownTitle: true, seen: options?.seen }),
  );
}

/**
 * Undo close: takes the season's last event out again (its rows to the Log first) and recomputes League
 * and Ratings; refused once the next event has paired its first round.
 */
export function undoCloseEvent(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(runAction({ plan: planUndoClose, extra: SEASON_TABS, seen: options?.seen }));
}

/**
 * Import into season: an event played elsewhere, from the Import tab (made by the first call), into the
 * season as Close event adds one; refused, writing nothing, on any problem at its cell.
 */
export function importIntoSeason(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: planImportSeason,
      extra: {
        roles: IMPORT_READ_ROLES,
        layouts: { ...SEASON_TABS.layouts, [IMPORT_ROLE]: importLayout() },
      },
      seen: options?.seen,
    }),
  );
}

/**
 * Start the next event, once this one is in the season: its tabs archived (copied, renamed with its name
 * and date, hidden), then Results emptied, every player active again, a new seed and today's date on the
 * Event tab, the season kept; refused while the event is not closed.
 */
export function startNextEvent(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  // Today in the spreadsheet's time zone, as the organizer's calendar has it.
  const today = () =>
    Utilities.formatDate(
      new Date(),
      SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone(),
      'yyyy-MM-dd',
    );
  return withState(
    runAction({
      plan: (s, now) => planStartNext(s, now, { seed: newEventSeed(Date.now()), date: today() }),
      extra: SEASON_TABS,
      seen: options?.seen,
      beforeWrites: (book, sheets, snapshot, props) => {
        const closed = lastSeasonEvent(snapshot);
        if (!closed) return;
        const roles = archivedRoles(eventRoles()).filter((r) => r !== 'reports');
        findMoreTabs(book, sheets, roles, props);
        archiveTabs(book, sheets, [...roles, 'players'], closed);
      },
    }),
  );
}

export function getEventState(): EventState {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const props = docProperties();
  const { sheets, snapshot } = readEventSnapshot(ss, props);
  // With what Standings shows players, so the sidebar says final only once that tab does; with the
  // season's glance, so the Season section offers only the buttons that apply.
  const seen = withSeasonGlance(ss, sheets, withShownTitle(ss, sheets, snapshot, props), props);
  return stateWithTabNames(eventState(seen, formatSummaries()), sheets);
}

/**
 * Connects the tab a report form writes its responses to (docs/REPORTING.md): checks its headers, makes
 * the add-on's hidden reports tab and keeps the connection. The responses tab itself is never written.
 */
export function connectReportForm(options: { tab: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(connectReportTab(String(options?.tab ?? ''), options?.seen));
}

/** The tabs a Google Form writes its responses to, for the sidebar to offer. */
export function getReportTabs(): { name: string; formUrl: string }[] {
  requireGrantedScopes();
  return reportTabs();
}

/**
 * Keeps the organizer's pre-filled link (Google Forms' Get pre-filled link answering ROUND, TABLE and
 * NAME) that every player's report link is made from, and rewrites the Slips that print them; an empty
 * link removes it. Refused while no form is connected, and for a link that is not such a template.
 */
export function setReportLink(options: { link: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(setReportLinkAction(String(options?.link ?? '')));
}

/** Every player's pre-filled report link for the current round's games, and its slips, by table; reads only. */
export function getReportLinks(): ReportLinks {
  requireGrantedScopes();
  return reportLinksNow();
}

/**
 * Writes the result of every agreed game (or of the games named) from the players' reports; with
 * `version`, one player's report of one disputed game.
 */
export function acceptReports(options?: { ids?: string[]; version?: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  const ids = Array.isArray(options?.ids) ? options.ids.map(String) : undefined;
  const version = options?.version === undefined ? undefined : String(options.version);
  return withState(
    runAction({
      plan: whileNotClosed((s, now) => planAcceptReports(s, ids, now, version), 'accepting reports'),
      seen: options?.seen,
    }),
  );
}

/**
 * Sets a game's current reports, or a player's request to drop (a DropRequest id), aside with the reason
 * (kept on the reports tab and in the Log).
 */
export function rejectReport(options: { id: string; reason: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: (s, now) => planRejectReport(s, String(options?.id ?? ''), String(options?.reason ?? ''), now),
      seen: options?.seen,
    }),
  );
}

/** Drops the player who asked to through the report form, as setPlayerStatus does; `id` is DropRequest.id. */
export function acceptDropRequest(options: { id: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed((s, now) => planAcceptDrop(s, String(options?.id ?? ''), now), 'a drop'),
      seen: options?.seen,
    }),
  );
}

/** Sets every refused report and every report of a game already on Results aside, with one reason. */
export function dismissReports(options: { reason: string } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: (s, now) => planDismissReports(s, String(options?.reason ?? ''), now),
      seen: options?.seen,
    }),
  );
}

/** A format's own action that records values (e.g. Attack Wing's seeded roll-off). */
export function runFormatCommand(options: { name: string; args?: unknown } & SeenOption): ActionResult {
  requireGrantedScopes();
  return withState(
    runAction({
      plan: whileNotClosed(
        (s, now) => planCommand(s, String(options.name), options.args ?? null, now),
        'a format command',
      ),
      seen: options.seen,
    }),
  );
}

/** A format's calculator (e.g. Peak Performance): reads the event, writes nothing. */
export function runFormatTool(
  name: string,
  args?: unknown,
): { ok: boolean; value?: unknown; problems: unknown[] } {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return runTool(readInputs(ss), String(name), args ?? null);
}

/** Standings and Results as plain tables for the sidebar's CSV export: reads, writes nothing. */
export function getExportTables(): ExportTables {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return exportTables(readInputs(ss));
}

/** "Check event": runs every validation and lists every problem with its cell; writes nothing. */
export function checkEvent(): ActionResult {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const props = docProperties();
  const sheets = findTabs(ss, INPUT_ROLES, props);
  // Standings' title too: one that calls the standings final while a game waits is a problem it lists.
  const result = checkEventProblems(withShownTitle(ss, sheets, readInputs(ss, props, sheets), props));
  const names = new Map<GoogleAppsScript.Spreadsheet.Sheet, string>();
  return {
    ...result,
    problems: realTabNames(result.problems, sheets, names),
    warnings: realTabNames(result.warnings, sheets, names),
    state: getEventState(),
  };
}

/**
 * "Self-test" (menu and sidebar): checks every unverified assumption about Google Sheets in a temporary
 * tab it removes, shows the checks in a dialog and writes the outcome to the Log; changes nothing else.
 */
export function runSelfTest(): SelfTestResult {
  requireGrantedScopes();
  return runSelfTestAction();
}

/**
 * Selects a cell the sidebar's problem list points at: the tab by its role when the problem names one
 * (so a tab renamed since is still found), else by name.
 */
export function selectCell(tab: string, a1: string, role?: string): boolean {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const byRole = typeof role === 'string' && role ? findTabs(ss, [role])[role] : undefined;
  const sheet = byRole ?? ss.getSheetByName(String(tab));
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
  requireGrantedScopes();
  alertResult(pairNextRound());
}

export function menuUpdateStandings(): void {
  requireGrantedScopes();
  alertResult(updateStandings());
}

export function menuCheckEvent(): void {
  requireGrantedScopes();
  alertResult(checkEvent());
}

export function menuUndoLastRound(): void {
  requireGrantedScopes();
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
  requireGrantedScopes();
  return { name: ADDON_NAME, version: ADDON_VERSION };
}

/** The current round's games for the hall screen, and the League where there is one; reads only. */
export function getHallScreen(): HallScreen {
  requireGrantedScopes();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const hall = hallScreen(readInputs(ss), () => {
    const tabs = findTabs(ss, ['pairings']);
    return readSnapshot(tabs, ['pairings']).tabs.pairings?.values ?? null;
  });
  // The League, where the season has one: found by its cached id, so nothing is asked before the first close.
  const league = hallLeague(
    readSnapshot(findTabs(ss, [SEASON_ROLES.league]), [SEASON_ROLES.league]).tabs[SEASON_ROLES.league]
      ?.values,
  );
  return league ? { ...hall, league } : hall;
}

/**
 * The sidebar's own page in a large modeless dialog, in another of its views (the marker on <body> is
 * the only difference, read by src/sidebar/sidebar.ts), so it needs no second HTML file.
 */
function showView(view: string, title: string, width: number, height: number): void {
  const page = HtmlService.createHtmlOutputFromFile('Sidebar')
    .getContent()
    .replace('<body>', `<body data-view="${view}">`);
  const out = HtmlService.createHtmlOutput(page).setTitle(title).setWidth(width).setHeight(height);
  SpreadsheetApp.getUi().showModelessDialog(out, title);
}

/** The hall screen: the sidebar's page in its projector mode, sharing the timer code. */
export function showHallScreen(): void {
  requireGrantedScopes();
  showView('hall', 'Hall screen', 1400, 860);
}

/**
 * "Print slips with report codes": the current round's match slips, one per table, as the Slips tab
 * holds them, with the QR code of each player's pre-filled report link beside their name
 * (getReportLinks), drawn in the dialog and printed from it.
 */
export function showReportCodes(): void {
  requireGrantedScopes();
  showView('report-codes', 'Print slips', 1000, 800);
}

/**
 * Creates the event's report form and links its responses here; refused while the add-on lacks the
 * Forms scope (src/server/create-form.ts, docs/marketplace/oauth-scopes.md).
 */
export function createReportForm(options?: SeenOption): ActionResult {
  requireGrantedScopes();
  return createReportFormAction(options);
}
