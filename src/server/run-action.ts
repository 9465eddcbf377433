// The frame every organizer action runs in (docs/ARCHITECTURE.md, Layers and Guarantees): the document lock, one read per tab, a pure
// plan, and either every write or none. Problems come back to the sidebar with their tab and cell.

import { allFormats, summarize } from '../engine/formats/registry';
import { outputTabs } from '../engine/output-tabs';
import { MY_GAMES_ROLE, STANDINGS_BY_ROUND_ROLE } from '../engine/round-by-round';
import { ACTION_CODES } from '../shared/action-codes';
import type { ActionResult, EventState, Problem } from '../shared/types';
import { ADDON_NAME } from '../shared/version';
import { eventState, type Plan, readSeen, staleCall, withRefreshes } from '../sheets/actions';
import { snapshotAfter } from '../sheets/after-writes';
import { EVENT_CODES, type ReadOutcome, wantsSeasonRatings } from '../sheets/event-model';
import type { Grid, Snapshot } from '../sheets/grid';
import { emptyContext, type TabLayout } from '../sheets/layout';
import { layoutsFor } from '../sheets/placed-layouts';
import { chartPlanOf, progressionChartPlan, sameChart } from '../sheets/progression-chart';
import { SEASON_ROLES } from '../sheets/season';
import { defaultTitle, titlesNamed, withRealTabNames } from '../sheets/tab-titles';
import { applyWrite } from './apply';
import { floatSnapshotDates } from './dates';
import { type DocProperties, docProperties } from './doc-properties';
import { keepPreset, withKeptPreset } from './preset-property';
import { writeProgressionChart } from './progression-chart';
import { createOwnTab, createOwnTabs, createRecordTab } from './record-tab';
import { createReportsTab, readConnection, readResponses } from './report-form';
import { withSeasonGlance } from './season-glance';
import { findTabs } from './tabs';
import { needsUpgrade, upgradeLayout } from './upgrade';
import { widenWrittenColumns } from './widths';
import { afterWrite, readWriteTargets } from './write-targets';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Every tab an action reads: the shared inputs plus any format's own input tabs (absent ones cost nothing). */
export const INPUT_ROLES: readonly string[] = [
  'event',
  'players',
  'results',
  // What the add-on paired: read with the inputs, so every action reconciles Results with it.
  'record',
  ...new Set(allFormats().flatMap((f) => (f.inputTabs ?? []).map((t) => t.role))),
];
/** Output tabs added after events were set up without them: made by the first action that writes them. */
const ADDED_OUTPUT_ROLES = [STANDINGS_BY_ROUND_ROLE, MY_GAMES_ROLE];
const LOCK_WAIT_MS = 10000;

/**
 * Every role a tab of an event can have: the tabs a plan writes are found by the roles its writes name,
 * and the tab a problem cites by its default title.
 */
export function eventRoles(): string[] {
  const formatTabs = allFormats().flatMap((f) => outputTabs(f, emptyContext(f)).map((t) => t.role));
  return [
    ...new Set([
      ...INPUT_ROLES,
      'reports',
      'pairings',
      'standings',
      'slips',
      'log',
      ...ADDED_OUTPUT_ROLES,
      ...formatTabs,
    ]),
  ];
}

/**
 * Adds to `sheets` the tabs of `roles` not looked up yet (one getSheetById each, before any write, so
 * no commit): an action finds the tabs its plan writes once the plan names them.
 */
export function findMoreTabs(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheets: Record<string, Sheet | undefined>,
  roles: Iterable<string>,
  props: DocProperties,
): void {
  const wanted = [...new Set(roles)].filter((r) => !(r in sheets));
  if (wanted.length) Object.assign(sheets, findTabs(ss, wanted, props));
}

/** The roles of the tabs `problems` cite, so their real names can be asked. */
function rolesCited(problems: readonly Problem[]): string[] {
  const titles = titlesNamed(problems);
  return titles.size ? eventRoles().filter((r) => titles.has(defaultTitle(r))) : [];
}

export class BusyError extends Error {}

/** Codes of an ActionResult whose action did not run (ActionResult.code). */
export { ACTION_CODES };

/** The answer of an action refused because another one holds the document lock: nothing was done. */
export function busyResult(e: BusyError): ActionResult {
  return { ok: false, message: e.message, problems: [], warnings: [], code: ACTION_CODES.busy };
}

export function withDocumentLock<T>(work: () => T): T {
  const lock = LockService.getDocumentLock();
  // getDocumentLock is null outside a document (typed as non-null in @types), see reference §1.6.
  if (!lock?.tryLock(LOCK_WAIT_MS)) {
    throw new BusyError(
      `Another ${ADDON_NAME} action is running on this spreadsheet. Wait a moment and try again.`,
    );
  }
  try {
    return work();
  } finally {
    SpreadsheetApp.flush();
    lock.releaseLock();
  }
}

/** One read per tab; `formulaRoles` (undo, re-pair) also read the formulas, to log a removed one as typed. */
export function readSnapshot(
  sheets: Record<string, Sheet | undefined>,
  roles: readonly string[],
  formulaRoles: readonly string[] = [],
): Snapshot {
  const snapshot: Snapshot = { tabs: {} };
  for (const role of roles) {
    const sheet = sheets[role];
    if (!sheet) continue;
    const range = sheet.getDataRange();
    snapshot.tabs[role] = { name: defaultTitle(role), values: range.getValues() as Grid };
    if (formulaRoles.includes(role))
      (snapshot.tabs[role] as { formulas?: string[][] }).formulas = range.getFormulas();
  }
  floatSnapshotDates(snapshot, () => SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone());
  return snapshot;
}

/**
 * Problems name tabs by their default title; an organizer who renamed a tab sees its real name, and each
 * problem carries the tab's role so "Go to" selects the tab by role, whatever it is called by then.
 */
export function realTabNames(
  problems: Problem[],
  sheets: Record<string, Sheet | undefined>,
  known: Map<Sheet, string> = new Map(),
): Problem[] {
  if (!problems.length) return problems;
  // One getName per tab the problems name, not per tab of the event, and once per execution.
  const wanted = titlesNamed(problems);
  const names = new Map<string, { name: string; role: string }>();
  for (const [role, sheet] of Object.entries(sheets)) {
    const title = defaultTitle(role);
    if (sheet && !names.has(title) && wanted.has(title))
      names.set(title, { name: sheetNameOnce(sheet, known), role });
  }
  return withRealTabNames(problems, names);
}

/** The tab's name as Sheets has it, asked once per action (`known` lives as long as one action). */
function sheetNameOnce(sheet: Sheet, known: Map<Sheet, string>): string {
  let name = known.get(sheet);
  if (name === undefined) {
    name = sheet.getName();
    known.set(sheet, name);
  }
  return name;
}

/** The event state with its problems named by the tabs' real names (see realTabNames). */
export function stateWithTabNames(
  state: EventState,
  sheets: Record<string, Sheet | undefined>,
  known: Map<Sheet, string> = new Map(),
): EventState {
  return state.problems.length ? { ...state, problems: realTabNames(state.problems, sheets, known) } : state;
}

export interface ActionSpec {
  plan: (snapshot: Snapshot, nowIso: string) => Plan;
  /** The answer's state; `read` is the snapshot's event where the frame has it already parsed. */
  state?: (snapshot: Snapshot, read?: ReadOutcome) => EventState;
  /** Input tabs whose formulas the plan needs (undo and re-pair log a removed formula as typed). */
  formulas?: readonly string[];
  /** What the organizer saw when they clicked (the sidebar sends it); a call whose event moved on is refused. */
  seen?: unknown;
  /**
   * A document property the action changes besides its writes (setReportLink's template): `snapshot`
   * gives the tabs as they read once it is saved, which the plan and the state are made from, and
   * `save` keeps it after the writes are applied (not at all when the plan is refused).
   */
  property?: { snapshot: (s: Snapshot) => Snapshot; save: (props: DocProperties) => void };
  /**
   * Tabs read besides the event's (the season's, for Close event and Undo close), once each with the
   * inputs; a write to one of them that is missing makes it first, with its layout's headers.
   */
  extra?: { roles: readonly string[]; layouts: Record<string, TabLayout> };
  /** The plan reads what Standings' title shows players (Close event: only final standings close). */
  shownTitle?: boolean;
  /**
   * Work on the tabs themselves once the plan went ahead, before its writes (Start the next event copies
   * the event's tabs into hidden archive tabs first, so the writes that reset them lose nothing).
   */
  beforeWrites?: (
    ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
    sheets: Record<string, Sheet | undefined>,
    snapshot: Snapshot,
    props: DocProperties,
  ) => void;
}

/** Every input tab read once, with the preset kept (src/server/preset-property.ts): a read-only view. */
export function readInputs(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  props: DocProperties = docProperties(),
  sheets: Record<string, Sheet | undefined> = findTabs(ss, INPUT_ROLES, props),
): Snapshot {
  return withSeasonRatingsTab(ss, sheets, withKeptPreset(readSnapshot(sheets, INPUT_ROLES), props), props);
}

/**
 * `snapshot` with the season's Ratings tab when the Event tab asks for it ("Ratings from the season":
 * yes, src/sheets/season-ratings.ts): one tab more, read with the inputs before any write, and nothing
 * more at all otherwise or in a spreadsheet with no season (its tab is not in the cache).
 */
export function withSeasonRatingsTab(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheets: Record<string, Sheet | undefined>,
  snapshot: Snapshot,
  props: DocProperties,
): Snapshot {
  if (snapshot.tabs[SEASON_ROLES.ratings] || !wantsSeasonRatings(snapshot)) return snapshot;
  findMoreTabs(ss, sheets, [SEASON_ROLES.ratings], props);
  Object.assign(snapshot.tabs, readSnapshot(sheets, [SEASON_ROLES.ratings]).tabs);
  return snapshot;
}

/**
 * Every input tab read once, and while a report form is connected its responses tab and the reports
 * tab as well (nothing more when none is: the connection is a document property already read).
 */
export function readEventSnapshot(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  props: DocProperties,
  formulas?: readonly string[],
): { sheets: Record<string, Sheet | undefined>; snapshot: Snapshot } {
  const connection = readConnection(props);
  const inputs = connection ? [...INPUT_ROLES, 'reports'] : INPUT_ROLES;
  const sheets = findTabs(ss, inputs, props);
  const snapshot = withKeptPreset(readSnapshot(sheets, inputs, formulas), props);
  if (connection) readResponses(ss, connection, snapshot);
  return { sheets, snapshot: withSeasonRatingsTab(ss, sheets, snapshot, props) };
}

/**
 * `snapshot` with what the Standings tab's title shows players (A1: its tab found, one cell read), for a
 * state that must not call the standings final before that tab does. Read only where no write of the
 * action sets it: the sidebar's state, Check event, a refusal.
 */
export function withShownTitle(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheets: Record<string, Sheet | undefined>,
  snapshot: Snapshot,
  props: DocProperties,
): Snapshot {
  if (snapshot.standingsTitle !== undefined) return snapshot;
  findMoreTabs(ss, sheets, ['standings'], props);
  const sheet = sheets.standings;
  if (!sheet) return snapshot;
  return { ...snapshot, standingsTitle: String(sheet.getRange(1, 1).getValue() ?? '') };
}

export function runAction(spec: ActionSpec): ActionResult {
  try {
    return withDocumentLock(() => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const props = docProperties();
      const read = readEventSnapshot(ss, props, spec.formulas);
      const { sheets } = read;
      if (spec.extra) {
        findMoreTabs(ss, sheets, spec.extra.roles, props);
        // The Ratings tab may be read already, for "Ratings from the season".
        const unread = spec.extra.roles.filter((r) => !read.snapshot.tabs[r]);
        Object.assign(read.snapshot.tabs, readSnapshot(sheets, unread).tabs);
      }
      const property = spec.property ? spec.property.snapshot(read.snapshot) : read.snapshot;
      const titled = spec.shownTitle ? withShownTitle(ss, sheets, property, props) : property;
      // The Season section's summary, read before any write (a read after one would commit it).
      const snapshot = withSeasonGlance(ss, sheets, titled, props);
      const baseState =
        spec.state ?? ((s: Snapshot, read?: ReadOutcome) => eventState(s, formatSummaries(), read));
      const names = new Map<Sheet, string>();
      // A problem may cite a tab the action does not otherwise touch: found only to name it.
      const named = (problems: Problem[]) => {
        findMoreTabs(ss, sheets, rolesCited(problems), props);
        return realTabNames(problems, sheets, names);
      };
      const stateOf = (s: Snapshot, read?: ReadOutcome) => {
        const state = baseState(withShownTitle(ss, sheets, s, props), read);
        return state.problems.length ? { ...state, problems: named(state.problems) } : state;
      };
      const stale = staleCall(readSeen(spec.seen), snapshot);
      if (stale) {
        return {
          ok: false,
          message: `Nothing was changed: the event moved on since you last saw it. ${stale.message}`,
          problems: named([stale]),
          warnings: [],
          state: stateOf(snapshot),
          code: ACTION_CODES.movedOn,
        };
      }
      const nowIso = new Date().toISOString();
      // Results' Status cells and Standings' title as the event now stands, whatever the action.
      const plan = withRefreshes(snapshot, spec.plan(snapshot, nowIso), {
        nowIso,
        title: !needsUpgrade(props),
        shownTitle: () => withShownTitle(ss, sheets, snapshot, props).standingsTitle,
      });
      if (!plan.ok) {
        return {
          ok: false,
          message: 'Nothing was changed: fix the problems listed, then try again.',
          problems: named(plan.problems),
          warnings: named(plan.warnings),
          state: stateOf(snapshot),
          code: ACTION_CODES.refused,
        };
      }
      // The tabs as the writes leave them (a Preset change applied on the Event tab included), so rows
      // a tab grows by get the dropdowns of the event's settings as they will read.
      const written: Snapshot = {
        ...snapshotAfter(withTabsToMake(snapshot, spec.extra?.layouts, plan.writes), plan.writes),
        ...(plan.preset === undefined ? {} : { preset: plan.preset }),
      };
      const layouts = { ...layoutsFor(written), ...spec.extra?.layouts };
      // The plan names the tabs it writes; the layout upgrade below may rewrite Pairings, Standings and the Log.
      const upgrading =
        needsUpgrade(props) && plan.writes.some((w) => w.role === 'pairings' || w.role === 'standings');
      findMoreTabs(
        ss,
        sheets,
        [...plan.writes.map((w) => w.role), ...(upgrading ? ['pairings', 'standings', 'log'] : [])],
        props,
      );
      // The tabs the writes need that are not there. The action makes some with their first write (the
      // record, the reports, a later-added output, the season's); any other is missing, and then nothing
      // is made either: a refusal writes nothing.
      const absent = [...new Set(plan.writes.map((w) => w.role))].filter((role) => !sheets[role]);
      const extraLayouts = spec.extra?.layouts ?? {};
      const makes = (role: string) =>
        role === 'record' ||
        role === 'reports' ||
        (ADDED_OUTPUT_ROLES.includes(role) && !!layouts[role]) ||
        role in extraLayouts;
      const missing = absent.filter((role) => !makes(role));
      if (missing.length) {
        return {
          ok: false,
          message: 'Nothing was changed: a tab of this event is missing.',
          problems: missing.map((role) => ({
            severity: 'error' as const,
            code: EVENT_CODES.tabMissing,
            tab: defaultTitle(role),
            cell: '',
            message: `The ${defaultTitle(role)} tab of this event cannot be found.`,
            fix: 'Restore it from File > Version history.',
          })),
          warnings: [],
          state: stateOf(snapshot),
        };
      }
      // An event set up before the record existed gets its tab with the first write of the record.
      if (absent.includes('record')) sheets.record = createRecordTab(ss, props);
      if (absent.includes('reports')) sheets.reports = createReportsTab(ss, props);
      // An event set up before Standings by round and My games existed gets them with their first write.
      for (const role of ADDED_OUTPUT_ROLES) {
        const layout = layouts[role];
        if (absent.includes(role) && layout) sheets[role] = createOwnTab(ss, props, layout, layout.headers);
      }
      // The season's tabs are made by the first write that needs them (Close event's first).
      const made = Object.entries(extraLayouts)
        .filter(([role]) => absent.includes(role))
        .map(([, layout]) => layout);
      if (made.length) Object.assign(sheets, createOwnTabs(ss, props, made));
      // Everything the answer needs is read before the first write (the tab names its problems cite
      // included): a read after a write would make Sheets commit the writes pending before it. The
      // Standings title is the plan's when it writes one, else read here.
      const after = withShownTitle(ss, sheets, written, props);
      // An event set up before this release's layout gets it with the first rewrite of Pairings or Standings.
      if (upgrading) upgradeLayout(sheets, layouts, props, baseState(snapshot).round, nowIso);
      const answer: ActionResult = {
        ok: true,
        message: plan.message,
        problems: [],
        warnings: named(plan.warnings),
        // Parsed once after the writes, by the refresh (plan.after), not again here.
        state: stateOf(after, plan.after),
      };
      spec.beforeWrites?.(ss, sheets, snapshot, props);
      applyWrites(plan, sheets, layouts, snapshot, props);
      if (plan.preset !== undefined) keepPreset(props, plan.preset);
      spec.property?.save(props);
      return answer;
    });
  } catch (e) {
    if (e instanceof BusyError) return busyResult(e);
    throw e;
  }
}

/**
 * Applies the plan's writes in two phases: every read the writes need first (each tab's size, the output
 * tabs' values to compare with, the progression chart), then the writes, which read nothing, so the
 * action commits once. Each write to a tab whose values are known writes only the rows that changed.
 */
function applyWrites(
  plan: Plan & { ok: true },
  sheets: Record<string, Sheet | undefined>,
  layouts: Record<string, TabLayout>,
  snapshot: Snapshot,
  props: DocProperties,
): void {
  const targets = readWriteTargets(plan.writes, sheets, snapshot);
  const chart = progressionChartPlan(plan.writes);
  const byRound = sheets[STANDINGS_BY_ROUND_ROLE];
  const before = targets.get(STANDINGS_BY_ROUND_ROLE)?.grid;
  const charts = chart && byRound ? byRound.getCharts() : [];
  for (const write of plan.writes) {
    const target = targets.get(write.role) ?? {};
    const size = applyWrite(sheets[write.role] as Sheet, write, layouts[write.role], target);
    targets.set(write.role, afterWrite(target, write, size));
  }
  widenWrittenColumns(plan.writes, sheets, layouts, props);
  // The progression chart reads Standings by round's first rows: updated when its range moved, made
  // when the tab has none.
  if (chart && byRound && (!charts.length || !before || !sameChart(chartPlanOf(before), chart)))
    writeProgressionChart(byRound, chart, charts[0]);
}

export function formatSummaries() {
  return allFormats().map(summarize);
}

/**
 * `snapshot` with each extra tab the writes will make (the season's, at the first Close event) as its
 * headers, as it is made: the answer's state then reads what the writes put there.
 */
function withTabsToMake(
  snapshot: Snapshot,
  layouts: Record<string, TabLayout> | undefined,
  writes: readonly { role: string }[],
): Snapshot {
  const made = Object.entries(layouts ?? {}).filter(
    ([role]) => !snapshot.tabs[role] && writes.some((w) => w.role === role),
  );
  if (!made.length) return snapshot;
  const tabs = { ...snapshot.tabs };
  for (const [role, layout] of made) tabs[role] = { name: layout.title, values: [layout.headers] };
  return { ...snapshot, tabs };
}
