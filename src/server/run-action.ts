// The frame every organizer action runs in (DESIGN §4): the document lock, one read per tab, a pure
// plan, and either every write or none. Problems come back to the sidebar with their tab and cell.
import { allFormats, summarize } from '../engine/formats/registry';
import type { ActionResult, EventState, Problem } from '../shared/types';
import type { Plan } from '../sheets/actions';
import { findFormatFromGrid } from '../sheets/format-of';
import type { Grid, Snapshot } from '../sheets/grid';
import { baseLayouts, type TabLayout } from '../sheets/layout';
import { applyWrite } from './apply';
import { findTabs } from './tabs';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Every tab an action reads: the shared inputs plus any format's own input tabs (absent ones cost nothing). */
export const INPUT_ROLES: readonly string[] = [
  'event',
  'players',
  'results',
  ...new Set(allFormats().flatMap((f) => (f.inputTabs ?? []).map((t) => t.role))),
];
const LOCK_WAIT_MS = 10000;

export class BusyError extends Error {}

export function withDocumentLock<T>(work: () => T): T {
  const lock = LockService.getDocumentLock();
  // getDocumentLock is null outside a document (typed as non-null in @types), see reference §1.6.
  if (!lock?.tryLock(LOCK_WAIT_MS)) {
    throw new BusyError(
      'Another Tourney Sheets action is running on this spreadsheet. Wait a moment and try again.',
    );
  }
  try {
    return work();
  } finally {
    SpreadsheetApp.flush();
    lock.releaseLock();
  }
}

export function readSnapshot(sheets: Record<string, Sheet | undefined>, roles: readonly string[]): Snapshot {
  const snapshot: Snapshot = { tabs: {} };
  for (const role of roles) {
    const sheet = sheets[role];
    if (sheet)
      snapshot.tabs[role] = { name: defaultTitle(role), values: sheet.getDataRange().getValues() as Grid };
  }
  return snapshot;
}

export function defaultTitle(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Problems name tabs by their default title; an organizer who renamed a tab sees its real name. */
function realTabNames(problems: Problem[], sheets: Record<string, Sheet | undefined>): Problem[] {
  if (!problems.length) return problems;
  const names = new Map<string, string>();
  for (const [role, sheet] of Object.entries(sheets))
    if (sheet) names.set(defaultTitle(role), sheet.getName());
  return problems.map((p) => (names.has(p.tab) ? { ...p, tab: names.get(p.tab) as string } : p));
}

export function layoutsFor(snapshot: Snapshot): Record<string, TabLayout> {
  const format = findFormatFromGrid(snapshot.tabs.event?.values);
  const out: Record<string, TabLayout> = {};
  if (format) for (const l of baseLayouts(format)) out[l.role] = l;
  return out;
}

export interface ActionSpec {
  /** Tabs the plan writes besides the inputs it reads. */
  outputs: readonly string[];
  plan: (snapshot: Snapshot, nowIso: string) => Plan;
  state?: (snapshot: Snapshot) => EventState;
}

export function runAction(spec: ActionSpec): ActionResult {
  try {
    return withDocumentLock(() => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const roles = [...INPUT_ROLES, ...spec.outputs.filter((r) => !INPUT_ROLES.includes(r))];
      const sheets = findTabs(ss, roles);
      const snapshot = readSnapshot(sheets, INPUT_ROLES);
      const plan = spec.plan(snapshot, new Date().toISOString());
      if (!plan.ok) {
        return {
          ok: false,
          message: 'Nothing was changed: fix the problems listed, then try again.',
          problems: realTabNames(plan.problems, sheets),
          warnings: realTabNames(plan.warnings, sheets),
        };
      }
      const layouts = layoutsFor(snapshot);
      const missing = plan.writes.filter((w) => !sheets[w.role]).map((w) => w.role);
      if (missing.length) {
        return {
          ok: false,
          message: 'Nothing was changed: a tab of this event is missing.',
          problems: missing.map((role) => ({
            severity: 'error' as const,
            tab: defaultTitle(role),
            cell: '',
            message: `The ${defaultTitle(role)} tab of this event cannot be found.`,
            fix: 'Restore it from File > Version history.',
          })),
          warnings: [],
        };
      }
      for (const w of plan.writes) applyWrite(sheets[w.role] as Sheet, w, layouts[w.role]);
      return { ok: true, message: plan.message, problems: [], warnings: realTabNames(plan.warnings, sheets) };
    });
  } catch (e) {
    if (e instanceof BusyError) return { ok: false, message: e.message, problems: [], warnings: [] };
    throw e;
  }
}

export function formatSummaries() {
  return allFormats().map(summarize);
}
