// Creates an event's tabs: reads what the spreadsheet holds, plans with src/sheets/actions/setup.ts
// (which refuses, writing nothing, while an earlier event holds data or a tab of the same name is not
// the add-on's), then creates the planned tabs and applies the planned writes.
import { newEventSeed } from '../engine/random';
import type { ActionResult, Problem, SetupOptions } from '../shared/types';
import { eventState } from '../sheets/actions';
import { existingEventProblems, planSetupTabs, type TypedTab, tabClashes } from '../sheets/actions/setup';
import type { Grid, Snapshot } from '../sheets/grid';
import { ROLE_KEY } from '../sheets/layout';
import type { ReplacedTab } from '../sheets/replaced-tabs';
import { planSetup } from '../sheets/setup';
import { applyWrite } from './apply';
import { docProperties } from './doc-properties';
import { formatNewTab, formatsRows } from './format-tab';
import { keepPreset } from './preset-property';
import { formatSummaries, INPUT_ROLES } from './run-action';
import { scanRoles, type TabIds, writeCache } from './tabs';
import { recordLayout } from './upgrade';
import { rememberWidths } from './widths';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

function refuse(problems: Problem[]): ActionResult {
  return { ok: false, message: 'Nothing was changed.', problems, warnings: [] };
}

export function setupEventTabs(options: SetupOptions): ActionResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const existing = scanRoles(ss);
  const existingSheets: Sheet[] = [];
  for (const id of Object.values(existing)) {
    const sheet = ss.getSheetById(id);
    if (sheet) existingSheets.push(sheet);
  }
  // Tabs the organizer types in: Players, Results, the Log and a format's input tabs (Fleets…). The
  // record is the add-on's own: its rows were never typed.
  const typed = new Set([
    'players',
    'results',
    'log',
    ...INPUT_ROLES.filter((r) => r !== 'event' && r !== 'record'),
  ]);
  const typedTabs: TypedTab[] = [];
  for (const s of existingSheets) {
    if (!typed.has(roleOf(existing, s))) continue;
    const lastRow = s.getLastRow();
    if (lastRow > 1) typedTabs.push({ name: s.getName(), lastRow });
  }
  const eventId = existing.event;
  const eventSheet = eventId === undefined ? null : ss.getSheetById(eventId);
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
  const tabsPlan = planSetupTabs(
    plan,
    options,
    new Set(taken.keys()),
    replaced,
    INPUT_ROLES,
    new Date().toISOString(),
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
  } catch (e) {
    // All or nothing: a tab that could not be made (a clash appearing meanwhile) takes the others with
    // it, and the earlier event's tabs were not touched.
    for (const sheet of created) ss.deleteSheet(sheet);
    throw e;
  }
  for (const { write, usedRows } of tabsPlan.writes)
    applyWrite(sheets[write.role], write, undefined, {
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
    state: eventState(withSetupTitle(tabsPlan.inputs, tabsPlan.tabs), formatSummaries()),
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
