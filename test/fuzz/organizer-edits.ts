// The organizer-edit fuzzer: random sequences of actions through dist/Code.js interleaved
// with the hand edits organizers make (insert, delete and move columns, sort rows, delete or rename
// headers, rename tabs, formulas in their own columns, clear the Log, duplicate a tab, two executions
// racing). After every action: nothing typed is lost without a Log copy, formulas stay formulas (or are
// logged as their text), a refused action changes nothing, and every problem names a real cell of a
// real tab.
import fc from 'fast-check';
import { expect } from 'vitest';
import { handEdits, parseA1 } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import { ACTION_CODES } from '../../src/server/run-action';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { ROLE_KEY } from '../../src/sheets/layout';
import { type Artifact, openArtifact, reopen } from '../support/artifact';
import { FORMATS, resultCells, startEvent } from '../support/events';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const INPUT_ROLES = new Set(['event', 'players', 'results', 'fleets']);
/** Input-tab columns whose values the add-on itself rewrites (statuses, frozen fleets, roll-offs). */
const WRITTEN_BY_ADDON = new Set(['status', 'frozen fleet', 'roll-off']);

export type Step =
  | { kind: 'pair'; force: boolean }
  | { kind: 'standings' | 'undo' | 're-pair' | 'check' }
  | { kind: 'status'; who: number; drop: boolean }
  | { kind: 'add'; who: number }
  | { kind: 'results'; pick: number }
  | { kind: 'insert-column'; tab: number; at: number }
  | { kind: 'delete-own-column'; pick: number }
  | { kind: 'move-column'; tab: number; from: number; to: number }
  | { kind: 'sort'; tab: number; by: number; ascending: boolean }
  | { kind: 'delete-header'; tab: number; col: number }
  | { kind: 'restore-headers' }
  | { kind: 'rename-own-header'; pick: number }
  | { kind: 'rename-tab'; tab: number }
  | { kind: 'formula'; pick: number; row: number }
  | { kind: 'clear-log' }
  | { kind: 'duplicate'; tab: number }
  | { kind: 'race'; which: number }
  | { kind: 'stale'; which: number }
  | { kind: 'fixed-table'; who: number; table: number };

const small = fc.nat({ max: 40 });

export const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('pair' as const), force: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('results' as const), pick: small }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom('standings' as const, 'undo' as const, 're-pair' as const, 'check' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('status' as const), who: small, drop: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), who: small }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert-column' as const), tab: small, at: small }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-own-column' as const), pick: small }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('move-column' as const), tab: small, from: small, to: small }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sort' as const),
      tab: small,
      by: small,
      ascending: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete-header' as const), tab: small, col: small }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore-headers' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename-own-header' as const), pick: small }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename-tab' as const), tab: small }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('formula' as const), pick: small, row: small }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear-log' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), tab: small }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), which: small }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stale' as const), which: small }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fixed-table' as const),
      who: small,
      table: fc.nat({ max: 5 }),
    }),
  },
);

export interface EditCase {
  format: FormatId;
  players: number;
  steps: Step[];
  sim: number;
}

export const editCase: fc.Arbitrary<EditCase> = fc.record({
  format: fc.constantFrom<FormatId>(...FORMATS),
  players: fc.integer({ min: 4, max: 8 }),
  steps: fc.array(step, { minLength: 6, maxLength: 22 }),
  sim: fc.nat(),
});

/** The run's memory of what the organizer did: their own column headers and the headers they blanked. */
interface Run {
  a: Artifact;
  format: FormatId;
  names: string[];
  own: number;
  blanked: { tabId: number; header: string }[];
  renames: number;
}

function storeRole(a: Artifact, sheetId: number): string | undefined {
  return a.emu.store.metadata.find((m) => m.key === ROLE_KEY && m.sheetId === sheetId)?.value ?? undefined;
}

/** The event's input tabs and the organizer's copies, as sheets of the store. */
function typedTabs(run: Run) {
  return run.a.emu.store.sheets.filter((s) => {
    const role = storeRole(run.a, s.id);
    return role === undefined ? s.name.startsWith('Copy') : INPUT_ROLES.has(role) && role !== 'event';
  });
}

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

function headerCol(run: Run, tabName: string, header: string): number {
  const top = (run.a.values(tabName)[0] ?? []) as unknown[];
  return top.findIndex((h) => String(h).trim().toLowerCase() === header.toLowerCase()) + 1;
}

function letter(col: number): string {
  let s = '';
  for (let c = col; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

function ownColumns(run: Run): { tab: string; col: number }[] {
  const out: { tab: string; col: number }[] = [];
  for (const s of typedTabs(run)) {
    const top = (run.a.values(s.name)[0] ?? []) as unknown[];
    top.forEach((h, i) => {
      if (/^(Mine|Notes) \d+$/.test(String(h))) out.push({ tab: s.name, col: i + 1 });
    });
  }
  return out;
}

function nameOfRole(run: Run, role: string): string | undefined {
  const md = run.a.emu.store.metadata.find((m) => m.key === ROLE_KEY && m.value === role);
  return run.a.emu.store.sheets.find((s) => s.id === md?.sheetId)?.name;
}

/** Types a result for every game of the last round, each value under its header wherever it is. */
function typeLastRound(run: Run, r: ReturnType<typeof seededRandom>): void {
  const results = nameOfRole(run, 'results');
  if (!results) return;
  const grid = run.a.values(results);
  const cols = ['Round', 'Opponent'].map((h) => headerCol(run, results, h));
  const format = getFormat(run.format);
  const resultCols = format?.resultColumns.map((c) => headerCol(run, results, c.header)) ?? [];
  if (cols.some((c) => c === 0) || resultCols.some((c) => c === 0)) return;
  const round = Math.max(0, ...grid.slice(1).map((row) => Number(row[cols[0] - 1]) || 0));
  grid.forEach((row, i) => {
    if (i === 0 || Number(row[cols[0] - 1]) !== round || row[cols[1] - 1] === 'BYE') return;
    const values = resultCells(run.format, r, `p${i}`, round);
    values.forEach((v, j) => {
      if (resultCols[j]) run.a.type(results, `${letter(resultCols[j])}${i + 1}`, [[v]]);
    });
  });
}

/** Applies one hand edit; returns false for an action step (the caller runs and checks those). */
function applyEdit(run: Run, s: Step, r: ReturnType<typeof seededRandom>): boolean {
  const store = run.a.emu.store;
  const tabs = typedTabs(run);
  switch (s.kind) {
    case 'results':
      typeLastRound(run, r);
      return true;
    case 'insert-column': {
      const sheet = pick(tabs, s.tab);
      if (!sheet) return true;
      const width = ((run.a.values(sheet.name)[0] ?? []) as unknown[]).length;
      const at = 1 + (s.at % (width + 1));
      if (at > sheet.maxColumns) return true;
      handEdits.insertColumnsBefore(sheet, at, 1);
      run.a.type(sheet.name, `${letter(at)}1`, [[`Mine ${++run.own}`]]);
      run.a.type(sheet.name, `${letter(at)}2`, [[`note ${run.own}`]]);
      return true;
    }
    case 'delete-own-column': {
      const own = pick(ownColumns(run), s.pick);
      if (own) handEdits.deleteColumns(handEdits.tabNamed(store, own.tab), own.col, 1);
      return true;
    }
    case 'move-column': {
      const sheet = pick(tabs, s.tab);
      if (!sheet) return true;
      const width = ((run.a.values(sheet.name)[0] ?? []) as unknown[]).length;
      if (width < 2) return true;
      handEdits.moveColumns(sheet, 1 + (s.from % width), 1, 1 + (s.to % (width + 1)));
      return true;
    }
    case 'sort': {
      const sheet = pick(tabs, s.tab);
      if (!sheet) return true;
      const width = ((run.a.values(sheet.name)[0] ?? []) as unknown[]).length;
      if (width) handEdits.sortRows(sheet, 2, 1 + (s.by % width), s.ascending);
      return true;
    }
    case 'delete-header': {
      const sheet = pick(tabs, s.tab);
      if (!sheet) return true;
      const top = (run.a.values(sheet.name)[0] ?? []) as unknown[];
      const col = 1 + (s.col % Math.max(1, top.length));
      const header = String(top[col - 1] ?? '');
      if (!header || /^Mine|^Notes/.test(header)) return true;
      run.blanked.push({ tabId: sheet.id, header });
      run.a.type(sheet.name, `${letter(col)}1`, [['']]);
      return true;
    }
    case 'restore-headers': {
      // The organizer types each header they blanked back into a blank header cell of its column.
      for (const b of run.blanked.splice(0)) {
        const sheet = store.sheets.find((x) => x.id === b.tabId);
        if (!sheet) continue;
        const top = (run.a.values(sheet.name)[0] ?? []) as unknown[];
        const col = top.indexOf('') + 1 || top.length + 1;
        if (col <= sheet.maxColumns) run.a.type(sheet.name, `${letter(col)}1`, [[b.header]]);
      }
      return true;
    }
    case 'rename-own-header': {
      const own = pick(ownColumns(run), s.pick);
      if (own) run.a.type(own.tab, `${letter(own.col)}1`, [[`Notes ${++run.own}`]]);
      return true;
    }
    case 'rename-tab': {
      const sheet = pick(store.sheets, s.tab);
      if (sheet) handEdits.renameTab(store, sheet, `Tab ${++run.renames}`);
      return true;
    }
    case 'formula': {
      const own = pick(ownColumns(run), s.pick);
      if (!own) return true;
      const row = 2 + (s.row % 12);
      run.a.type(own.tab, `${letter(own.col)}${row}`, [[`=${row}*${s.pick + 1}`]]);
      return true;
    }
    case 'clear-log': {
      const log = nameOfRole(run, 'log');
      if (log) handEdits.clearContents(handEdits.tabNamed(store, log), 2);
      return true;
    }
    case 'fixed-table': {
      // A player's Fixed table: cleared (0), a table from 1 to 4 (often shared), or a word (an error).
      const players = nameOfRole(run, 'players');
      const col = players ? headerCol(run, players, 'Fixed table') : 0;
      const rows = players ? run.a.values(players).length : 0;
      if (!players || !col || rows < 2) return true;
      const value = s.table === 5 ? 'two' : s.table === 0 ? '' : s.table;
      run.a.type(players, `${letter(col)}${2 + (s.who % (rows - 1))}`, [[value]]);
      return true;
    }
    case 'duplicate': {
      const sheet = pick(tabs.length ? tabs : store.sheets, s.tab);
      if (sheet) handEdits.duplicateTab(store, sheet);
      return true;
    }
    default:
      return false;
  }
}

// ------------------------------------------------------------------ the checks after every action

/** Every problem names a tab that exists now and a cell inside it (or '' for the whole tab). */
export function expectRealCells(a: Artifact, problems: readonly Problem[], where: string): void {
  for (const p of problems) {
    const sheet = a.emu.store.sheets.find((s) => s.name === p.tab);
    expect(sheet, `${where}: problem names no tab of the workbook: ${JSON.stringify(p)}`).toBeDefined();
    if (!sheet || p.cell === '') continue;
    const rect = parseA1(p.cell);
    expect(
      rect &&
        rect.numRows === 1 &&
        rect.numCols === 1 &&
        rect.row <= sheet.maxRows &&
        rect.col <= sheet.maxColumns,
      `${where}: ${p.cell} is not a cell of ${p.tab}: ${JSON.stringify(p)}`,
    ).toBe(true);
    expect(p.fix.length + p.message.length, `${where}: empty problem`).toBeGreaterThan(0);
  }
}

type Cell = string | number | boolean | { formula: string } | { date: string };
const keyOf = (v: Cell) => JSON.stringify(v);

/** Each tab's role and cell contents (a formula as { formula }), read straight from the document. */
interface Contents {
  tabs: Record<string, { role: string | undefined; values: Cell[][] }>;
}

function contentsOf(a: Artifact): Contents {
  const tabs: Contents['tabs'] = {};
  for (const sheet of a.emu.store.sheets) {
    const values = sheet.rows.map((row) =>
      Array.from(row ?? [], (c): Cell => {
        if (!c) return '';
        if (c.formula !== undefined) return { formula: c.formula };
        const v = c.value;
        if (v === undefined) return '';
        return v instanceof Date ? { date: v.toISOString() } : v;
      }),
    );
    tabs[sheet.name] = { role: storeRole(a, sheet.id), values };
  }
  return { tabs };
}

/** The whole document (cells, formats, validation, sizes, metadata, properties) as one string, for "changed nothing". */
function documentText(a: Artifact): string {
  const { store } = a.emu;
  return JSON.stringify(
    { sheets: store.sheets, metadata: store.metadata, properties: store.properties.document },
    (_k, v) => (v instanceof Map ? [...v.entries()] : v),
  );
}

/**
 * Nothing typed is lost without a Log copy, and formulas stay formulas: every value of an input tab or an
 * organizer's own tab (outside the columns the add-on writes) is still on that tab, or in the Log; a
 * formula is still a formula there, or its text is in the Log.
 */
function expectNothingLostOrFlattened(before: Contents, after: Contents, where: string): void {
  const logName = Object.keys(after.tabs).find((t) => after.tabs[t].role === 'log');
  const logCells = new Set((logName ? after.tabs[logName].values : []).flat().map(keyOf));
  for (const [name, tab] of Object.entries(before.tabs)) {
    const role = tab.role;
    if (role !== undefined && !INPUT_ROLES.has(role)) continue;
    const top = (tab.values[0] ?? []).map((h) => String(h).trim().toLowerCase());
    const nowCells = new Set((after.tabs[name]?.values ?? []).flat().map(keyOf));
    tab.values.forEach((row, i) => {
      row.forEach((v, j) => {
        if (v === '' || (i > 0 && role && WRITTEN_BY_ADDON.has(top[j]))) return;
        const formula = typeof v === 'object' && v !== null && 'formula' in v ? v.formula : null;
        const kept =
          nowCells.has(keyOf(v)) ||
          logCells.has(keyOf(v)) ||
          (formula !== null && logCells.has(JSON.stringify(formula)));
        expect(
          kept,
          `${where}: ${name}!${letter(j + 1)}${i + 1} ${keyOf(v)} lost (not on the tab, not in the Log)`,
        ).toBe(true);
      });
    });
  }
}

function seenOf(state: EventState | undefined) {
  return state ? { round: state.round, fingerprint: state.fingerprint } : undefined;
}

function callAction(run: Run, a: Artifact, s: Step, seen?: unknown): ActionResult {
  const who = run.names[((s as { who?: number }).who ?? 0) % run.names.length];
  switch (s.kind) {
    case 'pair':
      return a.call('pairNextRound', { force: s.force, seen });
    case 'standings':
      return a.call('updateStandings', { seen });
    case 'undo':
      return a.call('undoLastRound', { seen });
    case 're-pair':
      return a.call('rePairRound', { seen });
    case 'check':
      return a.call('checkEvent');
    case 'status':
      return a.call('setPlayerStatus', { name: who, status: s.drop ? 'dropped' : 'active', seen });
    case 'add':
      return a.call('addPlayer', { name: `Late ${s.who}`, seen });
    default:
      throw new Error(`not an action: ${s.kind}`);
  }
}

const ACTIONS: Step['kind'][] = ['pair', 'standings', 'undo', 're-pair', 'check', 'status', 'add'];

function actionFor(which: number): Step {
  const kind = ACTIONS[which % ACTIONS.length];
  return kind === 'pair'
    ? { kind, force: true }
    : kind === 'status'
      ? { kind, who: which, drop: which % 2 === 0 }
      : kind === 'add'
        ? { kind, who: which }
        : ({ kind } as Step);
}

/** Runs an action and checks everything the fuzzer promises about it. */
function checkedAction(run: Run, s: Step, where: string, seen?: unknown, a = run.a): ActionResult {
  const before = contentsOf(run.a);
  const beforeText = documentText(run.a);
  let out: ActionResult;
  try {
    out = callAction(run, a, s, seen);
  } catch (e) {
    throw new Error(`${where} threw: ${(e as Error).stack ?? String(e)}`);
  }
  expectRealCells(run.a, out.problems, where);
  expectRealCells(run.a, out.warnings, where);
  if (out.state) expectRealCells(run.a, out.state.problems, `${where} (state)`);
  if (!out.ok || s.kind === 'check')
    expect(
      documentText(run.a) === beforeText,
      `${where}: refused (${out.message}) but the workbook changed`,
    ).toBe(true);
  else expectNothingLostOrFlattened(before, contentsOf(run.a), where);
  return out;
}

/** One random sequence; returns how many actions were checked. */
export function runEditCase(c: EditCase): number {
  const a = openArtifact();
  const names = NAMES.slice(0, c.players);
  startEvent(a, c.format, names);
  const run: Run = { a, format: c.format, names, own: 0, blanked: [], renames: 0 };
  const r = seededRandom(`edits:${c.sim}`);
  let checked = 0;
  c.steps.forEach((s, i) => {
    const where = `${c.format} step ${i} ${JSON.stringify(s)}`;
    if (applyEdit(run, s, r)) return;
    checked++;
    if (s.kind === 'race') {
      // Another execution holds the lock: the action is told so and changes nothing.
      a.emu.lockHeldElsewhere(true);
      try {
        const out = checkedAction(run, actionFor(s.which), where);
        if (actionFor(s.which).kind !== 'check')
          expect(out.code, `${where}: ${out.message}`).toBe(ACTION_CODES.busy);
      } finally {
        a.emu.lockHeldElsewhere(false);
      }
      return;
    }
    if (s.kind === 'stale') {
      // Two sidebars show the same state; the other one acts first, then this one clicks.
      const shown = seenOf(a.call<EventState>('getEventState'));
      const other = reopen(a);
      checkedAction(run, actionFor(s.which), `${where} (other sidebar)`, shown, other);
      const now = seenOf(a.call<EventState>('getEventState'));
      const mine = actionFor(s.which + 1);
      const out = checkedAction(run, mine, `${where} (this sidebar)`, shown);
      if (mine.kind !== 'check' && (now?.round !== shown?.round || now?.fingerprint !== shown?.fingerprint))
        expect(out.ok, `${where}: a click on a sidebar whose event moved on was carried out`).toBe(false);
      return;
    }
    checkedAction(run, s, where, seenOf(a.call<EventState>('getEventState')));
  });
  // Whatever happened, the event can still be read, and its problems name real cells.
  expectRealCells(a, a.call<EventState>('getEventState').problems, `${c.format} final state`);
  return checked;
}
