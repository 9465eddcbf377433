// Service calls per entry point, counted by the emulator while the built dist/Code.js runs a whole event
// of every format: setup, players (and fleets), every round paired, filled in and scored, then the
// remaining entry points at the last round. Growing a tab (insertRowsAfter plus the new rows' formats
// and dropdowns) is the one size-dependent step; it is counted apart.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type vm from 'node:vm';
import {
  callEntryPoint,
  cellPrints,
  changedCells,
  createEmulator,
  type ActionCost as EmulatedCost,
  type Emulator,
  linkFormTab,
  loadBundle,
  submitFormResponse,
  typeInto,
} from '../local/emulator';
import { allFormats, getFormat } from '../src/engine/formats/registry';
import type { ActionCost } from '../src/shared/cost-model';
import { kitOf } from '../test/support/kits';

type Row = unknown[];

export interface Driver {
  id: string;
  /** setupEvent's options for `rounds` rounds of `players` players. */
  options(rounds: number, players: number): Record<string, unknown>;
  /** Rows typed on the Players tab under its header. */
  players(names: string[]): Row[];
  /** Other tabs typed before round 1 (A2 down). */
  inputs?(names: string[]): Record<string, Row[]>;
  /** Result cells (from column E) for one game row of `round`; null leaves the row alone. */
  result(row: Row, round: number, index: number): Row | null;
  /** The rounds actually played when asked for `rounds` (a format's natural length may be shorter). */
  rounds(rounds: number, players: number): number;
  /** Entry points the format offers before round 1 (sealed deck's seating), as [entry point, ...args]. */
  beforeRound1?: [string, ...unknown[]][];
  /** The format's own commands and tools, as [entry point, ...args]. */
  extras?(names: string[]): [string, ...unknown[]][];
  /** A player added after round 1 (formats whose rules close entries at round 1 refuse, which is measured too). */
  late: string;
}

/**
 * Every registered format's driver, in the registry's order: each is in its format's test kit
 * (test/support/kits/<id>.ts), with the rest of what the suites need of that format.
 */
export const DRIVERS: Driver[] = allFormats().map((f) => kitOf(f.id).driver);

export interface EntryCalls {
  entry: string;
  /** The round the event was at when measured. */
  round: number;
  ok: boolean;
  spreadsheet: number;
  /** Lock and Properties service calls. */
  lockProperties: number;
  /** Spreadsheet calls made by growing a tab (included in `spreadsheet`). */
  growth: number;
  /**
   * Spreadsheet calls that widened columns for longer content (included in `spreadsheet`): like growth,
   * size-dependent and rare (widths only grow, in 20 px steps), one call per run of columns widened.
   */
  widen: number;
  byMethod: Record<string, number>;
  /** Reads, writes, commits, cells written, rows and columns inserted or deleted (local/emulator/cost-counter.ts). */
  cost: EmulatedCost;
  /** Cells whose value, formula, formats or dropdown the action changed (local/emulator/cell-changes.ts). */
  changed: number;
  /** Cells written by tab and method, most first: where the cells of `cost` went. */
  cellsBy?: [string, number][];
}

/**
 * What the cost model prices (docs/PLATFORM.md, Cost model): the calls that reach the spreadsheet (its
 * reads and writes; a range handle or a chart builder is made in the script), the commits and the cells
 * written.
 */
export function modelledCost(c: EntryCalls): ActionCost {
  return { calls: c.cost.reads + c.cost.writes, commits: c.cost.commits, cells: c.cost.cells };
}

// Methods that only the growth step (ensureRows in src/server/apply.ts) uses during an action.
const GROWTH_METHODS = [
  'Sheet.insertRowsAfter',
  'Range.setNumberFormats',
  'Range.setNumberFormat',
  'RangeList.setNumberFormat',
  // Pairings' new rows: wrap, phone font size, centred tables (src/server/format-tab.ts).
  'RangeList.setFontSize',
  'RangeList.setWrap',
  'RangeList.setVerticalAlignment',
  'RangeList.setHorizontalAlignment',
  // The first new row's formats repeated down the rest (applyColumnFormats).
  'Range.copyFormatToRange',
  'Sheet.getRangeList',
  'Range.setDataValidation',
  'Range.setDataValidations',
  'SpreadsheetApp.newDataValidation',
  'DataValidationBuilder.requireValueInList',
  'DataValidationBuilder.setAllowInvalid',
  'DataValidationBuilder.build',
];

/** The growth share of an action's calls: the growth methods plus the one getRange each of them formats. */
export function growthOf(byMethod: Record<string, number>, entry: string): number {
  if (entry === 'setupEvent' || !byMethod['Sheet.insertRowsAfter']) return 0;
  let n = 0;
  for (const m of GROWTH_METHODS) n += byMethod[m] ?? 0;
  const ranges =
    (byMethod['Range.setNumberFormats'] ?? 0) +
    (byMethod['Range.setNumberFormat'] ?? 0) +
    (byMethod['Range.setDataValidation'] ?? 0) +
    (byMethod['Range.setDataValidations'] ?? 0) +
    (byMethod['Range.copyFormatToRange'] ?? 0);
  return n + ranges;
}

/** Column widenings (src/server/widths.ts): setupEvent sets every width as it creates the tabs. */
export function widenOf(byMethod: Record<string, number>, entry: string): number {
  if (entry === 'setupEvent') return 0;
  return (byMethod['Sheet.setColumnWidth'] ?? 0) + (byMethod['Sheet.setColumnWidths'] ?? 0);
}

const SPREADSHEET =
  /^(SpreadsheetApp|Spreadsheet|Sheet|Range|RangeList|DeveloperMetadata\w*|DataValidation\w*|Protection)\./;
const LOCK_PROPERTIES = /^(LockService|Lock|PropertiesService|Properties)\./;

export function classify(
  entry: string,
  round: number,
  ok: boolean,
  byMethod: Record<string, number>,
  cost: EmulatedCost,
  changed: number,
): EntryCalls {
  let spreadsheet = 0;
  let lockProperties = 0;
  for (const [m, n] of Object.entries(byMethod)) {
    if (SPREADSHEET.test(m)) spreadsheet += n;
    else if (LOCK_PROPERTIES.test(m)) lockProperties += n;
  }
  return {
    entry,
    round,
    ok,
    spreadsheet,
    lockProperties,
    growth: growthOf(byMethod, entry),
    widen: widenOf(byMethod, entry),
    byMethod,
    cost,
    changed,
  };
}

/** The build measured: dist/, or another build's folder (BENCH_DIST, for the cost before a change). */
const DIST = resolve(process.env.BENCH_DIST ?? 'dist');
let code: string | null = null;
function bundle(): string {
  code ??= readFileSync(resolve(DIST, 'Code.js'), 'utf8');
  return code;
}

/** The built artifact in a fresh vm over an empty spreadsheet. */
export class Event {
  readonly emu: Emulator;
  private readonly ctx: vm.Context;
  readonly measured: EntryCalls[] = [];
  round = 0;
  /** The problems of the last measured call that failed. */
  problems: unknown[] = [];

  /** `code`: a build other than dist/Code.js (a format added to the registry by a test). */
  constructor(code?: string) {
    this.emu = createEmulator({ distDir: DIST, now: () => new Date('2026-12-05T10:00:00Z') });
    this.ctx = loadBundle(code ?? bundle(), this.emu);
  }

  call<T = { ok: boolean; problems?: unknown[]; state?: { round: number } }>(
    name: string,
    ...args: unknown[]
  ): T {
    return callEntryPoint(this.ctx, name, args) as T;
  }

  /** Calls an entry point, recording its service calls. */
  measure(name: string, ...args: unknown[]): EntryCalls {
    const before = cellPrints(this.emu.store);
    this.emu.calls.reset();
    const result = this.call<{ ok?: boolean; problems?: unknown[] }>(name, ...args);
    const ok = result.ok ?? true;
    if (!ok) this.problems = result.problems ?? [];
    const calls = classify(
      name,
      this.round,
      ok !== false,
      this.emu.calls.byMethod(),
      this.emu.calls.cost(),
      changedCells(before, this.emu.store),
    );
    calls.cellsBy = this.emu.calls.cellsByWrite();
    this.emu.calls.reset();
    this.measured.push(calls);
    return calls;
  }

  /** Deletes sheet row `row` of `tab` by hand, as an organizer would (uncounted). */
  deleteRow(tab: string, row: number): void {
    this.emu.calls.silently(() =>
      this.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab)?.deleteRow(row),
    );
  }

  values(tab: string): Row[] {
    return this.emu.calls.silently(
      () =>
        this.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab)?.getDataRange().getValues() ?? [],
    ) as Row[];
  }

  /** Types rows from A2 down, growing the tab first the way a paste past the end does (uncounted). */
  paste(tab: string, rows: Row[]): void {
    this.emu.calls.silently(() => {
      const sheet = this.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab);
      if (sheet && sheet.getMaxRows() < rows.length + 1)
        sheet.insertRowsAfter(sheet.getMaxRows(), rows.length + 1 - sheet.getMaxRows());
    });
    if (rows.length) typeInto(this.emu, tab, 'A2', rows);
  }
}

/** The players' report form's responses tab (docs/REPORTING.md). */
export const FORM_TAB = 'Form Responses 1';

function formatOf(driver: Driver) {
  const format = getFormat(driver.id);
  if (!format) throw new Error(`no format ${driver.id}`);
  return format;
}

/**
 * Links a report form's responses tab and connects it (uncounted). The form asks by seat (each Results
 * header), as forms made before the questions were in the players' own words: both players send the
 * same answers, and reading costs the same either way.
 */
export function connectForm(ev: Event, driver: Driver): void {
  const headers = formatOf(driver).resultColumns.map((c) => c.header);
  linkFormTab(ev.emu, FORM_TAB, ['Round', 'Table', 'Your name', ...headers, 'Drop from the event']);
  expectOk('connectReportForm', ev.call('connectReportForm', { tab: FORM_TAB }));
}

const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));
let reported = 0;

/** The games of `round` with their result: both players' reports of it, or the organizer typing it. */
function fill(ev: Event, driver: Driver, round: number, report = false, table?: number): void {
  // Only a report names the columns: typing them needs nothing of src/'s registry (a test's own build may hold the format).
  const headers = report ? formatOf(driver).resultColumns.map((c) => c.header) : [];
  ev.values('Results').forEach((row, i) => {
    if (i === 0 || row[0] !== round || row[3] === 'BYE') return;
    if (table !== undefined && row[1] !== table) return;
    const cells = driver.result(row, round, i + 1);
    if (!cells) return;
    if (!report) {
      typeInto(ev.emu, 'Results', `E${i + 1}`, [cells]);
      return;
    }
    const answers = Object.fromEntries(headers.map((h, j) => [h, asText(cells[j])]));
    for (const name of [row[2], row[3]])
      submitFormResponse(
        ev.emu,
        FORM_TAB,
        { Round: String(round), Table: String(row[1]), 'Your name': String(name), ...answers },
        new Date(Date.UTC(2026, 11, 5, 10, 0, reported++)),
      );
  });
}

/** Every game of `round` reported by both its players (on the connected form's tab). */
export const reportRound = (ev: Event, driver: Driver, round: number) => fill(ev, driver, round, true);
/** Every game of `round` typed by the organizer. */
export const fillRound = (ev: Event, driver: Driver, round: number) => fill(ev, driver, round);

/** The report of table 1 at the last round, rejected as the organizer would for a wrong table. */
const REJECTED_TABLE = 1;

function expectOk(what: string, r: { ok: boolean; problems?: unknown[] }): void {
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r.problems?.slice(0, 3))}`);
}

/**
 * One whole event of `driver`'s format with `players` players over `rounds` rounds, measuring every
 * entry point: setupEvent; the format's actions before round 1 (sealed deck's seating list);
 * pairNextRound and updateStandings at every round, with a form acceptReports too (and at the last round
 * rejectReport of one table, whose result is then typed); addPlayer once round 1 is scored; at the last
 * round getEventState, the format's commands and tools, renamePlayer, setPlayerStatus and
 * restoreMissingRows (a Results row deleted by hand); then undoLastRound, previewNextRound and
 * publishRound (the round paired again), and rePairRound on it.
 */
export function runEvent(
  driver: Driver,
  players: number,
  rounds: number,
  /** With a report form connected before round 1, every result reported by both players and accepted. */
  form = false,
  /** A build other than dist/Code.js, whose registry holds the driver's format. */
  code?: string,
): EntryCalls[] {
  const ev = new Event(code);
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const played = driver.rounds(rounds, players);
  const setup = ev.measure('setupEvent', { format: driver.id, ...driver.options(played, players) });
  if (!setup.ok) throw new Error(`${driver.id}: setupEvent failed`);
  ev.paste('Players', driver.players(names));
  for (const [tab, rows] of Object.entries(driver.inputs?.(names) ?? {})) ev.paste(tab, rows);
  if (form) connectForm(ev, driver);
  for (const [entry, ...args] of driver.beforeRound1 ?? [])
    if (!ev.measure(entry, ...args).ok)
      throw new Error(`${driver.id}: ${entry} failed: ${JSON.stringify(ev.problems.slice(0, 2))}`);
  for (let round = 1; round <= played; round++) {
    ev.round = round;
    const paired = ev.measure('pairNextRound');
    if (!paired.ok)
      throw new Error(
        `${driver.id}: pairing round ${round} failed: ${JSON.stringify(ev.problems.slice(0, 2))}`,
      );
    fill(ev, driver, round, form);
    // At the last round one table's reports are rejected (a wrong table, say) and its result typed.
    const rejecting = form && round === played;
    if (rejecting)
      expectOk(
        `${driver.id}: rejecting a report of round ${round}`,
        ev.measure('rejectReport', {
          id: `r${round}t${REJECTED_TABLE}`,
          reason: 'Reported at the wrong table',
        }),
      );
    if (form && !ev.measure('acceptReports', {}).ok)
      throw new Error(
        `${driver.id}: accepting round ${round} failed: ${JSON.stringify(ev.problems.slice(0, 2))}`,
      );
    if (rejecting) fill(ev, driver, round, false, REJECTED_TABLE);
    const scored = ev.measure('updateStandings');
    if (!scored.ok)
      throw new Error(
        `${driver.id}: standings after round ${round} failed: ${JSON.stringify(ev.problems.slice(0, 2))}`,
      );
    // A late entry once round 1 is scored (refused where the rules close entries at round 1).
    if (round === 1) ev.measure('addPlayer', { name: driver.late });
  }
  ev.measure('getEventState');
  for (const [entry, ...args] of driver.extras?.(names) ?? []) ev.measure(entry, ...args);
  expectOk(
    `${driver.id}: renaming a player`,
    ev.measure('renamePlayer', { from: names[3], to: 'Renamed Player' }),
  );
  ev.measure('setPlayerStatus', { name: names[6], status: 'dropped' });
  // A row of the last round deleted from Results by hand, and restored from the record.
  const results = ev.values('Results');
  const lost = results.findIndex((row, i) => i > 0 && row[0] === played);
  if (lost < 0) throw new Error(`${driver.id}: no Results row of round ${played} to delete`);
  ev.deleteRow('Results', lost + 1);
  expectOk(`${driver.id}: restoring the deleted row`, ev.measure('restoreMissingRows'));
  ev.measure('undoLastRound');
  ev.round = played;
  // The last round again, previewed (reads only) and then published as the preview showed it.
  expectOk(`${driver.id}: previewing round ${played}`, ev.measure('previewNextRound'));
  const { seen } = ev.call<{ ok: boolean; seen: unknown }>('previewNextRound');
  expectOk(`${driver.id}: publishing round ${played} again`, ev.measure('publishRound', { seen }));
  ev.measure('rePairRound');
  return ev.measured;
}

/** Every entry point once: its last measurement (pairNextRound and updateStandings at the last round). */
export function lastOfEach(measured: EntryCalls[]): EntryCalls[] {
  const out = new Map<string, EntryCalls>();
  for (const m of measured) out.set(m.entry, m);
  return [...out.values()];
}
