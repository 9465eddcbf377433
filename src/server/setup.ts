// Creates an event's tabs: reads what the spreadsheet holds, plans with src/sheets/actions/setup.ts
// (which refuses, writing nothing, while an earlier event holds data or a tab of the same name is not
// the add-on's), then creates the planned tabs and applies the planned writes.
import { newEventSeed } from '../engine/random';
import type { ActionResult, Problem, SetupOptions } from '../shared/types';
import { eventState } from '../sheets/actions';
import { existingEventProblems, planSetupTabs, type TypedTab, tabClashes } from '../sheets/actions/setup';
import { isNextEventInSeason, SEASON_KEPT_ROLES } from '../sheets/actions/setup-in-season';
import type { Grid, Snapshot } from '../sheets/grid';
import { ROLE_KEY } from '../sheets/layout';
import type { ReplacedTab } from '../sheets/replaced-tabs';
import { SEASON_ROLES } from '../sheets/season';
import { EVENTS_GLANCE_COLUMNS, LEAGUE_GLANCE_ROWS } from '../sheets/season-state';
import { planSetup } from '../sheets/setup';
import { applyWrite } from './apply';
import { docProperties } from './doc-properties';
import { formatNewTab, formatsRows } from './format-tab';
import { keepPreset } from './preset-property';
import { formatSummaries, INPUT_ROLES } from './run-action';
import { topRows } from './season-glance';
import { scanRoles, type TabIds, writeCache } from './tabs';
import { recordLayout } from './upgrade';
import { rememberWidths } from './widths';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

function refuse(problems: Problem[]): ActionResult {
  return { ok: false, message: 'Nothing was changed.', problems, warnings: [] };
}

export function setupEventTabs(options: SetupOptions): ActionResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const all = scanRoles(ss);
  // The season's tabs are never replaced: an event set up again keeps the season.
  const existing: TabIds = Object.fromEntries(
    Object.entries(all).filter(([role]) => !SEASON_KEPT_ROLES.includes(role)),
  );
  // Each tab looked up once, whichever step below asks for it first.
  const found = new Map<string, Sheet | null>();
  const sheetOf = (role: string): Sheet | null => {
    if (!found.has(role))
      found.set(role, all[role] === undefined ? null : ss.getSheetById(all[role] as number));
    return found.get(role) ?? null;
  };
  const rowsBelowHeader = (role: string) => Math.max(0, (sheetOf(role)?.getLastRow() ?? 0) - 1);
  const seasonEvents = sheetOf(SEASON_ROLES.events)?.getDataRange().getValues() as Grid | undefined;
  // The season summary the sidebar shows after setup, read with everything else before the first write.
  const glance = seasonEvents && {
    events: seasonEvents.map((r) => r.slice(0, EVENTS_GLANCE_COLUMNS)),
    league: topRows(sheetOf(SEASON_ROLES.league) ?? undefined, LEAGUE_GLANCE_ROWS, 2),
  };
  const nextInSeason = isNextEventInSeason(seasonEvents, {
    results: rowsBelowHeader('results'),
    record: rowsBelowHeader('record'),
  });
  // The season's next event, not begun: the Log is kept, the players carried to the new Players tab.
  const keptLog = nextInSeason ? sheetOf('log') : null;
  const existingSheets: Sheet[] = [];
  for (const role of Object.keys(existing)) {
    const sheet = sheetOf(role);
    if (sheet && !(keptLog && role === 'log')) existingSheets.push(sheet);
  }
  // Tabs the organizer types in: Players, Results, the Log and a format's input tabs (Fleets…). The
  // record is the add-on's own: its rows were never typed. The season's next event replaces them all:
  // Start the next event archived them, and their rows go to the Log.
  const typed = new Set([
    'players',
    'results',
    'log',
    ...INPUT_ROLES.filter((r) => r !== 'event' && r !== 'record'),
  ]);
  const typedTabs: TypedTab[] = [];
  for (const s of nextInSeason ? [] : existingSheets) {
    if (!typed.has(roleOf(existing, s))) continue;
    const lastRow = s.getLastRow();
    if (lastRow > 1) typedTabs.push({ name: s.getName(), lastRow });
  }
  const eventId = existing.event;
  const eventSheet = eventId === undefined || nextInSeason ? null : ss.getSheetById(eventId);
  const event = eventSheet
    ? { values: eventSheet.getDataRange().getValues() as Grid, name: eventSheet.getName() }
    : null;
  const problems = existingEventProblems(typedTabs, event);
  if (problems.length) return refuse(problems);
  const planned = planSetup(options, newEventSeed(Date.now()));
  if (!planned.ok) return refuse(planned.problems);
  const { plan } = planned;
  const ours = new Set(Object.values(existing));
  // Whether getSheetByName ignores case is unverified: every tab is listed and compared in lower case,
  // so all clashes are found before anything is written.
  const taken = new Map<string, Sheet>();
  for (const s of ss.getSheets()) taken.set(s.getName().toLowerCase(), s);
  const clashes = tabClashes(plan.layouts, (title) => {
    const other = taken.get(title);
    return other && !ours.has(other.getSheetId()) ? other.getName() : null;
  });
  if (clashes.length) return refuse(clashes);
  // An earlier setup with no data yet is replaced, so changing format before round 1 is possible. Its
  // tabs stay until the new ones exist: Sheets refuses to delete a spreadsheet's last tab ("You can't
  // remove all the sheets"), and a failure half way must leave the earlier event whole. What they hold
  // goes to the new Log before they are deleted.
  const replaced = existingSheets.map((s) => readReplaced(s, roleOf(existing, s)));
  // The earlier Players tab as just read for the Log, its players carried over.
  const carry = nextInSeason
    ? {
        ...(keptLog ? { log: keptLog.getDataRange().getValues() as Grid } : {}),
        players: replaced.find((t) => t.role === 'players')?.values ?? [],
      }
    : {};
  const tabsPlan = planSetupTabs(
    plan,
    options,
    new Set(taken.keys()),
    replaced,
    INPUT_ROLES,
    new Date().toISOString(),
    carry,
  );
  const maxRowsOf = new Map<string, number>();
  const ids: TabIds = {};
  const sheets: Record<string, Sheet> = {};
  const widths: Record<string, number[]> = {};
  const created: Sheet[] = [];
  try {
    // Every tab is made first, then asked its id and size at once, then formatted: a read between two
    // writes makes Sheets commit the writes before it, so reading in the middle of each tab's
    // formatting cost a commit per tab.
    for (const tab of tabsPlan.tabs) created.push(ss.insertSheet(tab.name));
    const writesRows = (role: string) => tabsPlan.writes.some((w) => w.write.role === role);
    const sizes = created.map((sheet, i) => {
      const { layout } = tabsPlan.tabs[i];
      return {
        id: sheet.getSheetId(),
        ...(formatsRows(layout) || writesRows(layout.role) ? { maxRows: sheet.getMaxRows() } : {}),
        ...(layout.phoneColumns ? { maxColumns: sheet.getMaxColumns() } : {}),
      };
    });
    tabsPlan.tabs.forEach((tab, i) => {
      const { layout } = tab;
      const sheet = created[i];
      const { id, ...size } = sizes[i];
      sheet.addDeveloperMetadata(ROLE_KEY, layout.role);
      ids[layout.role] = id;
      sheets[layout.role] = sheet;
      widths[layout.role] = tab.widths;
      formatNewTab(sheet, { ...layout, widths: tab.widths }, tab.headerRow, tab.top, size);
      if (tab.title !== undefined) sheet.getRange(1, 1).setValue(tab.title);
      if (size.maxRows !== undefined) maxRowsOf.set(layout.role, size.maxRows);
    });
    for (const role of SEASON_KEPT_ROLES) if (all[role] !== undefined) ids[role] = all[role];
    if (keptLog && all.log !== undefined) {
      ids.log = all.log;
      sheets.log = keptLog;
    }
  } catch (e) {
    // All or nothing: a tab that could not be made (a clash appearing meanwhile) takes the others with
    // it, and the earlier event's tabs were not touched.
    for (const sheet of created) ss.deleteSheet(sheet);
    throw e;
  }
  // The layout tells which columns are plain text, where carried names go as they are.
  const layoutOf = (role: string) => tabsPlan.tabs.find((t) => t.layout.role === role)?.layout;
  for (const { write, usedRows } of tabsPlan.writes)
    applyWrite(sheets[write.role], write, layoutOf(write.role), {
      ...(usedRows === undefined ? {} : { used: usedRows }),
      ...(maxRowsOf.has(write.role) ? { maxRows: maxRowsOf.get(write.role) } : {}),
    });
  for (const s of existingSheets) ss.deleteSheet(s);
  for (const tab of tabsPlan.tabs) if (tab.renameTo) sheets[tab.layout.role].setName(tab.renameTo);
  const props = docProperties();
  writeCache(ids, props);
  rememberWidths(widths, props);
  recordLayout(props);
  if (plan.preset !== undefined) keepPreset(props, plan.preset);
  sheets.players.activate();
  return {
    ok: true,
    message: tabsPlan.message,
    problems: [],
    warnings: [],
    state: eventState(
      { ...withSetupTitle(tabsPlan.inputs, tabsPlan.tabs), ...(glance ? { seasonGlance: glance } : {}) },
      formatSummaries(),
    ),
  };
}

/** An earlier event's tab as it is, before setup deletes it. */
function readReplaced(sheet: Sheet, role: string): ReplacedTab {
  const range = sheet.getDataRange();
  return {
    role,
    name: sheet.getName(),
    values: range.getValues() as Grid,
    formulas: range.getFormulas(),
  };
}

function roleOf(ids: TabIds, sheet: Sheet): string {
  const id = sheet.getSheetId();
  return Object.keys(ids).find((r) => ids[r] === id) ?? '';
}

/** The inputs with the Standings title setup just wrote: the state says what players read, as getEventState does. */
function withSetupTitle(
  inputs: Snapshot,
  tabs: readonly { layout: { role: string }; title?: string }[],
): Snapshot {
  const title = tabs.find((t) => t.layout.role === 'standings')?.title;
  return title === undefined ? inputs : { ...inputs, standingsTitle: title };
}
