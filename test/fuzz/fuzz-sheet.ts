// Fuzzed sheets through the BUILT artifact (dist/Code.js): an event is started, then random garbage is
// typed into every tab the organizer touches (wrong types, blanks, gaps, formulas, very long text, emoji,
// dates in point cells, rows in odd order, deleted headers), and every entry point is called. Each must
// succeed or report problems addressed to a tab and an A1 cell (or '' for a whole tab), never throw,
// and leave the workbook byte-for-byte unchanged when it refuses.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, FormatId, Problem } from '../../src/shared/types';
import { params, runs, timeoutFor } from '../property/arbitraries';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { FORMATS, type FormatOrKit, inputTabs, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit'];

/** Values a person might type or paste anywhere. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '=1/0',
      '=A1',
      '=SUM(1,2)',
      '=1+1',
      "'=1+1",
      '+1',
      '-',
      '007',
      'TRUE',
      'false',
      '2026-12-05',
      '12/31/2026',
      'BYE',
      'bye',
      'active',
      'dropped',
      ' Dropped ',
      'Win',
      'Time',
      'Time called',
      'Elimination',
      'Decks exhausted',
      'Arrow',
      'Target',
      'Both',
      'Player',
      'Opponent',
      'won',
      'lost',
      'NaN',
      'Infinity',
      '1e309',
      '-0',
      '0x10',
      '1,5',
      '١٢',
      '🚀',
      '👩‍👩‍👧‍👦 Family',
      'Zoë',
      '<script>alert(1)</script>',
      'line\nbreak',
      '\t',
      'null',
      'undefined',
      '#REF!',
      'Round',
      'Name',
      'Ship',
      'Captain',
      'Upgrade',
      'Resource',
      'FED',
      'Normal 1, Fast: 5',
      'none',
      ...FORMATS,
      'chess',
      'magic',
      'generic',
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
      '1-0',
      '½-½',
      'ID',
      'games',
      'single',
      'round-robin',
      'elimination',
      'Top 8',
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom(...NAMES, ...NAMES.map((n) => n.toUpperCase()), ' ann ') },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 3000, maxLength: 5000 }) },
  { weight: 3, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1e9, max: 1e9 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }) },
  { weight: 1, arbitrary: fc.boolean() },
  {
    weight: 1,
    arbitrary: fc.date({ min: new Date('1899-12-31'), max: new Date('2100-01-01'), noInvalidDate: true }),
  },
);

export type Edit =
  | { kind: 'cell'; tab: number; row: number; col: number; value: unknown }
  | { kind: 'shuffle-results'; seed: number }
  | { kind: 'blank-row'; tab: number; row: number }
  | { kind: 'header'; tab: number; col: number; value: unknown };

export const edit: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('cell' as const),
      tab: fc.nat(),
      row: fc.nat({ max: 40 }),
      col: fc.nat({ max: 14 }),
      value: garbage,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('shuffle-results' as const), seed: fc.integer() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('blank-row' as const),
      tab: fc.nat(),
      row: fc.nat({ max: 30 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      tab: fc.nat(),
      col: fc.nat({ max: 12 }),
      value: fc.oneof(fc.constant(''), garbage),
    }),
  },
);

export type Call =
  | { fn: 'pairNextRound'; force: boolean }
  | {
      fn:
        | 'rePairRound'
        | 'undoLastRound'
        | 'updateStandings'
        | 'getEventState'
        | 'getExportTables'
        | 'seatPlayers';
    }
  | { fn: 'checkEvent' | 'onOpen' | 'menuPairNextRound' | 'menuUpdateStandings' | 'menuCheckEvent' }
  | { fn: 'setPlayerStatus'; name: unknown; status: unknown }
  | { fn: 'addPlayer'; name: unknown }
  | { fn: 'runFormatCommand' | 'runFormatTool'; name: unknown; args: unknown }
  | { fn: 'selectCell'; tab: unknown; a1: unknown }
  | { fn: 'setupEvent'; options: unknown };

const anyArg = fc.oneof(
  garbage,
  fc.constant(undefined),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ players: ['Ann', 'Bob'] }),
  fc.constant({ players: ['Ann', 'Nobody'] }),
  fc.constant({ opponent: 'Ann', destroyed: ['1'], criticalHitTokens: 2 }),
  fc.constant({ ships: [{ label: 'x', total: 'y' }], destroyed: 'x' }),
);

export const call: fc.Arbitrary<Call> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ fn: fc.constant('pairNextRound' as const), force: fc.boolean() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      fn: fc.constantFrom(
        'rePairRound' as const,
        'undoLastRound' as const,
        'updateStandings' as const,
        'getEventState' as const,
        'getExportTables' as const,
        'seatPlayers' as const,
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      fn: fc.constantFrom(
        'checkEvent' as const,
        'onOpen' as const,
        'menuPairNextRound' as const,
        'menuUpdateStandings' as const,
        'menuCheckEvent' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      fn: fc.constant('setPlayerStatus' as const),
      name: fc.oneof(fc.constantFrom(...NAMES), anyArg),
      status: fc.oneof(fc.constantFrom('active', 'dropped', 'DROPPED ', 'gone'), anyArg),
    }),
  },
  { weight: 1, arbitrary: fc.record({ fn: fc.constant('addPlayer' as const), name: anyArg }) },
  {
    weight: 2,
    arbitrary: fc.record({
      fn: fc.constantFrom('runFormatCommand' as const, 'runFormatTool' as const),
      name: fc.oneof(fc.constantFrom('rollOff', 'peakPerformance', 'nothing'), anyArg),
      args: anyArg,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      fn: fc.constant('selectCell' as const),
      tab: fc.oneof(fc.constantFrom('Results', 'Players', 'Nope'), anyArg),
      a1: fc.oneof(fc.constantFrom('E2', 'A1:B2', '', 'ZZZ99999', 'not a cell'), anyArg),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      fn: fc.constant('setupEvent' as const),
      options: fc.oneof(
        anyArg,
        fc.record({ format: fc.constantFrom('sealed-deck', 'full-thrust', 'any-game', 'x'), name: garbage }),
      ),
    }),
  },
);

export interface FuzzCase {
  players: number;
  roundsBefore: number;
  edits: Edit[];
  calls: Call[];
  sim: number;
}

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
  players: fc.integer({ min: 0, max: NAMES.length }),
  roundsBefore: fc.integer({ min: 0, max: 2 }),
  edits: fc.array(edit, { minLength: 1, maxLength: 8 }),
  calls: fc.array(call, { minLength: 1, maxLength: 6 }),
  sim: fc.integer(),
});

const A1 = /^[A-Z]+\d+$/;

function sheetOf(a: Artifact, tab: string) {
  return a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab);
}

/** Types `value` as a person would; an entry the cell's data validation rejects never reaches the sheet. */
function typeCell(a: Artifact, tab: string, row: number, col: number, value: unknown): void {
  const sheet = sheetOf(a, tab);
  if (!sheet || row > sheet.getMaxRows() || col > sheet.getMaxColumns()) return;
  const a1 = sheet.getRange(row, col).getA1Notation();
  try {
    a.type(tab, a1, [[value]]);
  } catch (e) {
    if (!String((e as Error).message).includes('data validation')) throw e;
  }
}

function applyEdit(a: Artifact, tabs: string[], e: Edit): void {
  const tabOf = (i: number) => tabs[i % tabs.length];
  if (e.kind === 'cell') {
    const tab = tabOf(e.tab);
    const sheet = sheetOf(a, tab);
    if (!sheet) return;
    const lastRow = Math.max(2, sheet.getLastRow() + 2);
    typeCell(a, tab, 1 + (e.row % lastRow), 1 + e.col, e.value);
  } else if (e.kind === 'header') typeCell(a, tabOf(e.tab), 1, 1 + e.col, e.value);
  else if (e.kind === 'blank-row') {
    const tab = tabOf(e.tab);
    const sheet = sheetOf(a, tab);
    if (!sheet || sheet.getLastRow() < 2) return;
    const row = 2 + (e.row % (sheet.getLastRow() - 1));
    for (let c = 1; c <= sheet.getLastColumn(); c++) typeCell(a, tab, row, c, '');
  } else {
    // Rows in odd order: the organizer sorts or pastes the Results rows back in another order.
    const sheet = sheetOf(a, 'Results');
    if (!sheet || sheet.getLastRow() < 3) return;
    const body = sheet.getRange(2, 1, sheet.getLastRow() - 1, sheet.getLastColumn()).getValues();
    const order = seededRandom(`shuffle:${e.seed}`).shuffle(body);
    order.forEach((row, i) => {
      row.forEach((v, j) => {
        typeCell(a, 'Results', i + 2, j + 1, v);
      });
    });
  }
}

function expectAddressed(problems: Problem[], where: string): void {
  for (const p of problems) {
    expect(
      typeof p.tab === 'string' && p.tab.length > 0,
      `${where}: problem without a tab ${JSON.stringify(p)}`,
    ).toBe(true);
    expect(p.cell === '' || A1.test(p.cell), `${where}: bad cell ${JSON.stringify(p)}`).toBe(true);
    expect(typeof p.message === 'string' && p.message.length > 0, `${where}: no message`).toBe(true);
  }
}

const READ_ONLY = new Set([
  'getEventState',
  'getExportTables',
  'checkEvent',
  'runFormatTool',
  'onOpen',
  'menuCheckEvent',
]);

function invoke(a: Artifact, c: Call): unknown {
  switch (c.fn) {
    case 'pairNextRound':
      return a.call(c.fn, { force: c.force });
    case 'setPlayerStatus':
      return a.call(c.fn, { name: c.name, status: c.status });
    case 'addPlayer':
      return a.call(c.fn, { name: c.name });
    case 'runFormatCommand':
      return a.call(c.fn, { name: c.name, args: c.args });
    case 'runFormatTool':
      return a.call(c.fn, c.name, c.args);
    case 'selectCell':
      return a.call(c.fn, c.tab, c.a1);
    case 'setupEvent':
      return a.call(c.fn, c.options);
    default:
      return a.call(c.fn);
  }
}

/** Runs one fuzz case; returns how many entry-point calls were checked. */
export function runCase(format: FormatOrKit, c: FuzzCase, open: () => Artifact = openArtifact): number {
  const a = open();
  const id = typeof format === 'string' ? format : format.id;
  const names = NAMES.slice(0, c.players);
  startEvent(a, format, names);
  const r = seededRandom(`fuzz:${c.sim}`);
  for (let round = 1; round <= c.roundsBefore && names.length >= 2; round++) {
    const paired = a.call<ActionResult>('pairNextRound', { force: true });
    if (!paired.ok) break;
    typeResults(a, format, round, r);
  }
  const tabs = [...inputTabs(format), 'Pairings', 'Standings', 'Log'];
  for (const e of c.edits) applyEdit(a, tabs, e);
  let checked = 0;
  for (const c1 of c.calls) {
    const where = `${id} ${JSON.stringify(c1).slice(0, 200)}`;
    const before = a.snapshot();
    let out: unknown;
    try {
      out = invoke(a, c1);
    } catch (e) {
      throw new Error(`${where} threw: ${(e as Error).stack ?? String(e)}`);
    }
    checked++;
    if (c1.fn === 'getEventState') {
      expectAddressed((out as { problems: Problem[] }).problems, where);
    } else if (c1.fn === 'runFormatTool') {
      expectAddressed((out as { problems: Problem[] }).problems ?? [], where);
    } else if (
      out &&
      typeof out === 'object' &&
      'ok' in out &&
      'problems' in out &&
      Array.isArray((out as ActionResult).problems)
    ) {
      const res = out as ActionResult;
      expectAddressed(res.problems, where);
      expectAddressed(res.warnings ?? [], where);
      if (!res.ok && c1.fn !== 'checkEvent') {
        expect(res.problems.length, `${where}: refused without a problem: ${res.message}`).toBeGreaterThan(0);
        expectUnchanged(a, before, `${where}: refused but the workbook changed`);
      }
      if (res.state) expectAddressed(res.state.problems, `${where} (state)`);
    }
    if (READ_ONLY.has(c1.fn)) expectUnchanged(a, before, `${where}: a read-only call changed the workbook`);
  }
  // Whatever happened, the event can still be read.
  const state = a.call<{ problems: Problem[] }>('getEventState');
  expectAddressed(state.problems, `${id} final state`);
  return checked;
}

/** The property run by each format's fuzz file; returns the number of entry-point calls checked. */
export function fuzzFormat(format: FormatId, defaultRuns: number): number {
  let calls = 0;
  fc.assert(
    fc.property(fuzzCase, (c) => {
      calls += runCase(format, c);
    }),
    params(defaultRuns),
  );
  return calls;
}

/** Cases per format in CI; FUZZ_RUNS overrides it. */
const FUZZ_RUNS = 12;

/**
 * Each format's fuzz test: fuzzFormat over FUZZ_RUNS sheets. The test name is passed in so that it stays
 * written in the suite's file (formats.fuzz.test.ts), where docs/ORGANIZER.md (What the add-on guarantees) cites it.
 */
export function fuzzTest(format: FormatId, name: string): void {
  it(
    name,
    () => {
      const calls = fuzzFormat(format, FUZZ_RUNS);
      expect(calls).toBeGreaterThanOrEqual(runs(FUZZ_RUNS));
      console.info(`${runs(FUZZ_RUNS)} fuzzed %s sheets, ${calls} entry-point calls checked`, format);
    },
    timeoutFor(FUZZ_RUNS, 2000),
  );
}
