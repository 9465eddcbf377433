// Creates an event's tabs. Refuses, writing nothing, when the spreadsheet already holds an event with
// data or a tab of the same name that is not the add-on's.
import { newEventSeed } from '../engine/random';
import { plural } from '../shared/plural';
import type { ActionResult, Problem, SetupOptions } from '../shared/types';
import { ADDON_VERSION } from '../shared/version';
import { a1 } from '../sheets/a1';
import { eventState } from '../sheets/actions';
import { canonicalGrid, findColumns } from '../sheets/columns';
import type { Grid, Snapshot } from '../sheets/grid';
import { EVENT_HEADERS, headerRowOf, ROLE_KEY } from '../sheets/layout';
import { EVENT_LABELS, parseEvent } from '../sheets/parse-event';
import { renderLog } from '../sheets/render';
import { type ReplacedTab, replacedTabLines } from '../sheets/replaced-tabs';
import { planSetup } from '../sheets/setup';
import { standingsTitle } from '../sheets/standings-title';
import { cellText } from '../sheets/text';
import { mergeWidths, setupWidths, widthsFor } from '../sheets/widths';
import { applyWrite } from './apply';
import { docProperties } from './doc-properties';
import { formatNewTab } from './format-tab';
import { asRead, defaultTitle, formatSummaries, INPUT_ROLES } from './run-action';
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
  // Setting up again replaces the earlier event's tabs, so it is refused while any of them holds
  // something typed: a row under the headers of Players, Results, the Log or a format's input tab
  // (Fleets…), or an Event setting changed from its default. A cleared Log is no permission.
  // The record is the add-on's own: its rows were never typed.
  const typed = new Set([
    'players',
    'results',
    'log',
    ...INPUT_ROLES.filter((r) => r !== 'event' && r !== 'record'),
  ]);
  const withData = existingSheets.filter((s) => typed.has(roleOf(existing, s)) && s.getLastRow() > 1);
  const fix =
    'Change settings on the Event tab instead, or set up the new event in a copy of this file (File > Make a copy) or a new spreadsheet.';
  const problems: Problem[] = withData.map((s) => ({
    severity: 'error' as const,
    tab: s.getName(),
    cell: 'A2',
    message: `This spreadsheet already has an event: the ${s.getName()} tab has ${plural(s.getLastRow() - 1, 'row')} of data.`,
    fix,
  }));
  const eventId = existing.event;
  const eventSheet = eventId === undefined ? null : ss.getSheetById(eventId);
  if (eventSheet) {
    const changed = changedSettings(eventSheet.getDataRange().getValues() as Grid, eventSheet.getName());
    if (changed) problems.push({ ...changed, fix });
  }
  if (problems.length) return refuse(problems);
  const planned = planSetup(options, newEventSeed(Date.now()));
  if (!planned.ok) return refuse(planned.problems);
  const { plan } = planned;
  const ours = new Set(Object.values(existing));
  // Tab names are unique ignoring case ("A sheet with the name ... already exists"), and whether
  // getSheetByName ignores case is unverified: every tab is listed and compared in lower case, so all
  // clashes are found before anything is written.
  const taken = new Map<string, Sheet>();
  for (const s of ss.getSheets()) taken.set(s.getName().toLowerCase(), s);
  const clashes: Problem[] = [];
  for (const layout of plan.layouts) {
    const other = taken.get(layout.title.toLowerCase());
    if (other && !ours.has(other.getSheetId())) {
      const name = other.getName();
      clashes.push({
        severity: 'error',
        tab: name,
        cell: 'A1',
        message: `A tab named "${name}" already exists and is not part of a Tourney Sheets event; tab names are the same ignoring capitals, so the event's "${layout.title}" tab cannot be added.`,
        fix: `Rename or delete your "${name}" tab, then set up the event again.`,
      });
    }
  }
  if (clashes.length) return refuse(clashes);
  // An earlier setup with no data yet is replaced, so changing format before round 1 is possible. Its
  // tabs stay until the new ones exist: Sheets refuses to delete a spreadsheet's last tab ("You can't
  // remove all the sheets"), and a failure half way must leave the earlier event whole. What they hold
  // goes to the new Log before they are deleted.
  const replaced = existingSheets.map((s) => readReplaced(s, roleOf(existing, s)));
  const names = new Set([...taken.keys()]);
  /** A free name for a new tab whose title an earlier tab still has; renamed once that tab is gone. */
  const interim = (title: string) => {
    let name = `${title} (new)`;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${title} (new ${n})`;
    names.add(name.toLowerCase());
    return name;
  };
  const renames: [Sheet, string][] = [];
  const ids: TabIds = {};
  const sheets: Record<string, Sheet> = {};
  const snapshot: Snapshot = { tabs: {} };
  const seed = String(plan.eventRows.find((r) => r[0] === 'Seed')?.[1] ?? '');
  const rounds = plan.eventRows.find((r) => r[0] === 'Rounds')?.[1];
  const logWrite = renderLog(
    [
      {
        action: 'Set up event',
        round: 0,
        seed,
        details: `${plan.format.title}: "${String(options.name)}", ${rounds ? plural(Number(rounds), 'round') : 'rounds set by the players'}. Tourney Sheets ${ADDON_VERSION}.`,
      },
    ],
    new Date().toISOString(),
  );
  // Every column starts wide enough for its header and what setup writes (the Event rows, the Log line).
  const widths: Record<string, number[]> = {};
  const created: Sheet[] = [];
  try {
    for (const layout of plan.layouts) {
      const clash = taken.has(layout.title.toLowerCase());
      const sheet = ss.insertSheet(clash ? interim(layout.title) : layout.title);
      created.push(sheet);
      if (clash) renames.push([sheet, layout.title]);
      sheet.addDeveloperMetadata(ROLE_KEY, layout.role);
      ids[layout.role] = sheet.getSheetId();
      sheets[layout.role] = sheet;
      const headerRow = headerRowOf(layout.role);
      const top = layout.role === 'event' ? plan.eventRows : layout.headers.length ? [layout.headers] : [];
      widths[layout.role] = mergeWidths(
        setupWidths(layout, top),
        layout.role === 'log' ? widthsFor('log', 2, 1, logWrite.rows) : [],
      );
      formatNewTab(sheet, { ...layout, widths: widths[layout.role] }, headerRow, top);
      if (layout.role === 'standings')
        sheet.getRange(1, 1).setValue(
          standingsTitle({
            eventName: String(options.name ?? ''),
            rounds: Number(rounds) || 0,
            paired: [],
          }),
        );
      // The state the sidebar gets back is computed from what was just written, not read again.
      if (INPUT_ROLES.includes(layout.role))
        snapshot.tabs[layout.role] = { name: defaultTitle(layout.role), values: asRead(top) };
    }
  } catch (e) {
    // All or nothing: a tab that could not be made (a clash appearing meanwhile) takes the others with
    // it, and the earlier event's tabs were not touched.
    for (const sheet of created) ss.deleteSheet(sheet);
    throw e;
  }
  applyWrite(sheets.log, logWrite, undefined, 1);
  const removedLines = replacedTabLines(replaced, plan.layouts);
  if (removedLines.length)
    applyWrite(
      sheets.log,
      renderLog(removedLines, new Date().toISOString()),
      undefined,
      1 + logWrite.rows.length,
    );
  for (const s of existingSheets) ss.deleteSheet(s);
  for (const [sheet, title] of renames) sheet.setName(title);
  const props = docProperties();
  writeCache(ids, props);
  rememberWidths(widths, props);
  recordLayout(props);
  sheets.players.activate();
  return {
    ok: true,
    message: `${plan.format.title} event set up. Type the players' names on the Players tab.`,
    problems: [],
    warnings: [],
    state: eventState(snapshot, formatSummaries()),
  };
}

/** The first Event setting (Rounds or a format option) that differs from the format's default, as a problem. */
function changedSettings(grid: Grid, tab: string): Problem | null {
  const found = findColumns(grid, EVENT_HEADERS, tab, EVENT_HEADERS.slice(0, 2));
  if (!found.ok) return null;
  const canonical = canonicalGrid(grid, EVENT_HEADERS, found.cols);
  const parsed = parseEvent(canonical, tab, found.cols[1]);
  if (!parsed.format) return null;
  const message = (label: string) =>
    `This spreadsheet already has an event whose "${label}" setting on the ${tab} tab differs from the default; setting up again would replace the ${tab} tab.`;
  const cellOfLabel = (label: string) => {
    const row = canonical.findIndex(
      (r, i) => i > 0 && cellText(r[0]).trim().toLowerCase() === label.toLowerCase(),
    );
    return a1(row < 0 ? 1 : row + 1, found.cols[1]);
  };
  const changed = (label: string): Problem => ({
    severity: 'error',
    tab,
    cell: cellOfLabel(label),
    message: message(label),
    fix: '',
  });
  const config = parsed.config;
  // A setting that does not read as valid was typed by hand, too.
  if (!config) return parsed.problems[0] ? { ...changed('Event'), cell: parsed.problems[0].cell } : null;
  if (config.rounds !== parsed.format.defaultRounds) return changed(EVENT_LABELS.rounds);
  for (const spec of parsed.format.options)
    if (config.options[spec.key] !== spec.default) return changed(spec.label);
  return null;
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
