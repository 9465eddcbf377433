// Streams of players' reports against the pure accept plan (src/sheets/actions/reports.ts), on a paired
// sealed-deck round: reports for real and unreal games, from players at the table and not, valid and
// not (formulas, 50,000 characters, a name), resubmissions, results typed by the organizer, accepts with
// and without "Accept a single report". After every accept: a Results cell written is the result cell of
// a game on the record, blank before, and holds what the latest report of each player who reported it
// says (both players agreeing unless single reports are on); a result typed on Results never changes.
// CI runs a few seeded streams; FUZZ_RUNS and FUZZ_SEED search longer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/engine/format';
import { nameKey } from '../../src/engine/names';
import { planAcceptReports } from '../../src/sheets/actions/reports';
import { snapshotAfter } from '../../src/sheets/after-writes';
import type { Snapshot } from '../../src/sheets/grid';
import { readReports } from '../../src/sheets/reports/read';
import { FUZZ_SEED, params, runs } from '../property/arbitraries';
import { NOW } from '../support/plans';
import { connectedEvent, gamesOf, SIX, submitted } from '../support/reports';
import { model, typed } from '../support/snapshot';

const DEFAULT_RUNS = 60;

/** The first three are results sealed deck takes; the rest are refused, and replace nothing. */
const VALID = 3;
const ANSWERS: CellValue[][] = [
  ['20', '10', 'Win', ''],
  ['30', '12', 'Win', ''],
  [20, 10, 'win', ''],
  ['15', '15', 'Time called', 'Player'],
  ['=1+1', '10', 'Win', ''],
  ['20', '10', 'x'.repeat(50_000), ''],
  ['20', '10', 'Win', 'Bob'],
  ['', '', '', ''],
];

type Op =
  /** `game` 3 is a table never paired; `side` 2 a player of another table (or nobody at all). */
  | { kind: 'report'; round: number; game: number; side: number; who: number; answer: number }
  | { kind: 'type'; game: number }
  | { kind: 'accept'; single: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      round: fc.constantFrom(1, 1, 1, 1, 0, 2),
      game: fc.integer({ min: 0, max: 3 }),
      side: fc.constantFrom(0, 0, 1, 1, 2),
      who: fc.integer({ min: 0, max: SIX.length }),
      // The valid answers weigh more, so games get agreed.
      answer: fc.constantFrom(0, 0, 0, 2, 2, 1, 3, 4, 5, 6, 7),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('type' as const), game: fc.integer({ min: 0, max: 2 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accept' as const), single: fc.boolean() }) },
);

const RESULT_COLS = [5, 6, 7, 8];
const STATUS_COL = 9;
const resultCells = (s: Snapshot, row: number) =>
  RESULT_COLS.map((c) => s.tabs.results?.values[row - 1]?.[c - 1] ?? '');
const isBlank = (cells: CellValue[]) => cells.every((v) => v === '' || v === false);
const norm = (v: CellValue) => String(v).trim().toLowerCase();

/** Games written by accepts over every stream: the fuzzer must reach some. */
let written = 0;

function runStream(ops: Op[]): number {
  let s = connectedEvent();
  const games = gamesOf(s);
  const optionRow = (s.tabs.event?.values.length ?? 0) + 1;
  // Every report sent, in order: the oracle keeps its own account of what each player said last.
  const sent: { round: number; table: number; who: string; answer: CellValue[] }[] = [];
  let accepts = 0;
  for (const o of ops) {
    if (o.kind === 'report') {
      const game = games[o.game];
      const table = game ? game[1] : 9;
      const who =
        game && o.side < 2 ? String(game[2 + o.side]) : o.who === SIX.length ? 'Stranger' : SIX[o.who];
      s = submitted(s, [o.round, table, who, ...ANSWERS[o.answer]]);
      // A refused report (the answers sealed deck does not take, or nobody at the table) replaces nothing.
      if (o.answer < VALID) sent.push({ round: o.round, table, who, answer: ANSWERS[o.answer] });
      continue;
    }
    if (o.kind === 'type') {
      const row = games[o.game][0];
      if (isBlank(resultCells(s, row))) s = typed(s, 'results', row, 5, [[7, 3, 'Win']]);
      continue;
    }
    s = typed(s, 'event', optionRow, 1, [['Accept a single report', o.single ? 'yes' : 'no']]);
    // With single reports on, accept those too (by id), as the sidebar offers them.
    const read = readReports(s, model(s));
    const ids = o.single ? read?.queue.games.filter((g) => g.result).map((g) => g.id) : undefined;
    const plan = planAcceptReports(s, ids, NOW);
    expect(plan.ok, JSON.stringify(plan)).toBe(true);
    if (!plan.ok) return accepts;
    for (const w of plan.writes.filter((x) => x.role === 'results')) {
      // Besides the accepted cells, only the Status column, as every Update standings rewrites it.
      if (w.kind === 'rows') expect([w.col, w.width]).toEqual([STATUS_COL, 1]);
      if (w.kind !== 'cells') continue;
      expect(w.col).toBe(5);
      w.rows.forEach((cells, i) => {
        const row = w.row + i;
        written++;
        const game = games.find((g) => g[0] === row);
        expect(game, `row ${row} is a game of the record`).toBeDefined();
        if (!game) return;
        expect(isBlank(resultCells(s, row)), `row ${row} was blank`).toBe(true);
        const players = [game[2], game[3]];
        const latest = players
          .map((p) =>
            sent.filter((x) => x.round === 1 && x.table === game[1] && nameKey(x.who) === nameKey(p)).pop(),
          )
          .filter((x) => x !== undefined);
        expect(latest.length, `someone at table ${game[1]} reported`).toBeGreaterThan(0);
        for (const r of latest) expect(r.answer.map(norm), `table ${game[1]}`).toEqual(cells.map(norm));
        // Without single reports, both players must have reported.
        if (!o.single) expect(latest).toHaveLength(2);
      });
    }
    const typedBefore = games
      .filter((g) => !isBlank(resultCells(s, g[0])))
      .map((g) => [g[0], resultCells(s, g[0])] as const);
    s = snapshotAfter(s, plan.writes);
    for (const [row, cells] of typedBefore)
      expect(resultCells(s, row), `typed row ${row} unchanged`).toEqual(cells);
    accepts++;
  }
  return accepts;
}

describe('the report stream fuzzer', () => {
  it('an accept writes only what the record and the latest reports agree on, and never over a typed result', () => {
    let accepts = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 5, maxLength: 40 }), (ops) => {
        accepts += runStream(ops);
      }),
      params(DEFAULT_RUNS),
    );
    expect(accepts).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);
    console.info(
      `reports fuzz: ${accepts} accepts writing ${written} games checked over ${runs(DEFAULT_RUNS)} streams (FUZZ_SEED=${FUZZ_SEED})`,
    );
  }, 120000);
});
