// Streams of players' reports against the pure accept and reject plans (src/sheets/actions/reports.ts),
// on a sealed-deck round 1 that the organizer undoes, pairs again (another seed, so players change seats)
// and re-pairs: reports for real and unreal games, from players at the table and not, valid and not
// (formulas, 50,000 characters, a name), resubmissions, reports still sent for a pairing undone, results
// typed by the organizer, rejects, dismissals of the refused and conflicting reports, accepts with and
// without "Accept a single report", and the responses tab edited by hand (a row deleted, the rows
// sorted, a row inserted). After every accept: a Results cell
// written is the result cell of a game of the pairing standing now, blank before, and holds what the
// latest report sent since that pairing by each player who reported it says (both players agreeing
// unless single reports are on); every report it decides was sent by a player at that table after the
// pairing. A result typed on Results never changes, and a decided report never comes back to the queue.
// Half the streams run a form in the players' own words ("Your points", Winner "You"): there the second
// seat's answers are the game swapped, and the accepted cells must be that swap.
// CI runs a few seeded streams; FUZZ_RUNS and FUZZ_SEED search longer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../src/engine/format';
import { nameKey } from '../../src/engine/names';
import { planPair } from '../../src/sheets/actions/pair';
import type { Plan } from '../../src/sheets/actions/plan';
import { planAcceptReports, planDismissReports, planRejectReport } from '../../src/sheets/actions/reports';
import { planRePair, planUndo } from '../../src/sheets/actions/undo';
import { snapshotAfter } from '../../src/sheets/after-writes';
import type { Snapshot } from '../../src/sheets/grid';
import { EVENT_LABELS } from '../../src/sheets/parse-event';
import { readReports } from '../../src/sheets/reports/read';
import { FUZZ_SEED, params, runs } from '../property/arbitraries';
import {
  connectedEvent,
  gamesOf,
  OWN_WORDS_HEADERS,
  RESPONSE_HEADERS,
  SIX,
  submitted,
} from '../support/reports';
import { model, typed, withoutRows } from '../support/snapshot';

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
  /**
   * `game` 3 is a table never paired; `side` 2 a player of another table (or nobody at all). While the
   * round is undone, the players report for the pairing undone.
   */
  | { kind: 'report'; round: number; game: number; side: number; who: number; answer: number }
  | { kind: 'type'; game: number }
  | { kind: 'accept'; single: boolean }
  | { kind: 'reject'; game: number }
  | { kind: 'dismiss' }
  /** Undo round 1. */
  | { kind: 'undo' }
  /** Pair round 1 again once undone, with another seed when `seed` is set. */
  | { kind: 'pair'; seed: number }
  /** Re-pair round 1 (refused once a result is typed). */
  | { kind: 'repair' }
  /** The responses tab edited by hand: a row deleted, the rows sorted, a row inserted. */
  | { kind: 'delete'; row: number }
  | { kind: 'sort'; by: number; reverse: boolean }
  | { kind: 'insert'; row: number; blank: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 12,
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
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), single: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reject' as const), game: fc.integer({ min: 0, max: 2 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dismiss' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('pair' as const), seed: fc.integer({ min: 0, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repair' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), row: fc.integer({ min: 0, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sort' as const),
      by: fc.integer({ min: 0, max: 4 }),
      reverse: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      row: fc.integer({ min: 0, max: 40 }),
      blank: fc.boolean(),
    }),
  },
);

const RESULT_COLS = [5, 6, 7, 8];
const STATUS_COL = 9;
const resultCells = (s: Snapshot, row: number) =>
  RESULT_COLS.map((c) => s.tabs.results?.values[row - 1]?.[c - 1] ?? '');
const isBlank = (cells: CellValue[]) => cells.every((v) => v === '' || v === false);
const norm = (v: CellValue) => String(v).trim().toLowerCase();
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Games written by accepts, and reports refused as for an earlier pairing, over every stream: the fuzzer must reach some. */
let written = 0;
let earlierRefused = 0;
let decidedAfterEdits = 0;

interface Sent {
  at: string;
  round: number;
  table: number;
  who: string;
  answer: CellValue[];
}

/** The responses tab's rows below its header, replaced. */
function withResponses(s: Snapshot, rows: (body: CellValue[][]) => CellValue[][]): Snapshot {
  const tab = s.tabs.responses;
  if (!tab) throw new Error('no responses tab');
  const [header, ...body] = tab.values;
  return { ...s, tabs: { ...s.tabs, responses: { ...tab, values: [header, ...rows(body)] } } };
}

/**
 * A sealed-deck answer as the player at the second seat tells it by seat (points swap, a Winner of
 * Player or Opponent swaps): a form in the players' own words puts it there.
 */
const fromSecondSeat = (a: CellValue[]): CellValue[] => [
  a[1],
  a[0],
  a[2],
  a[3] === 'Player' ? 'Opponent' : a[3] === 'Opponent' ? 'Player' : a[3],
];
/** A Winner answer in the players' own words. */
const OWN_WINNER: Record<string, string> = { Player: 'You', Opponent: 'Your opponent' };

/**
 * One stream. `ownWords`: the form asks in the players' own words ("Your points", Winner "You"), each
 * player answering as themselves, so the second seat's answers land swapped; else a form by seat.
 */
function runStream(ops: Op[], ownWords = false): number {
  let s = connectedEvent(ownWords ? OWN_WORDS_HEADERS : RESPONSE_HEADERS);
  // The clock: one second or more between any two steps, so no report shares a second with a pairing.
  let clock = Date.parse('2026-12-05T10:00:00.000Z');
  const tick = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  /** When the pairing standing now was written; null while round 1 is undone. */
  let pairedOn: string | null = '2026-12-05T10:00:00.000Z';
  let games = gamesOf(s);
  /** The games of the pairing undone, which players may still report for. */
  let stale = games;
  const optionRow = (s.tabs.event?.values.length ?? 0) + 1;
  const seedRow = (s.tabs.event?.values.findIndex((r) => r[0] === EVENT_LABELS.seed) ?? -1) + 1;
  expect(seedRow).toBeGreaterThan(0);
  // Every valid report still on the responses tab, by timestamp: the oracle's own account.
  const sent = new Map<string, Sent>();
  /** Timestamps of the reports an accept or a reject decided. */
  const decided = new Set<string>();
  let edited = false;
  let accepts = 0;
  const decisionsOf = (plan: Plan) =>
    plan.ok
      ? plan.writes.flatMap((w) =>
          w.role === 'reports' && w.kind === 'append'
            ? w.rows.map((r) => ({ game: String(r[0]), at: String(r[2]), reporter: String(r[3]) }))
            : [],
        )
      : [];
  for (const o of ops) {
    const now = tick();
    if (o.kind === 'report') {
      const list = pairedOn ? games : stale;
      const game = list[o.game];
      const table = game ? game[1] : 9;
      const who =
        game && o.side < 2 ? String(game[2 + o.side]) : o.who === SIX.length ? 'Stranger' : SIX[o.who];
      const answer = ANSWERS[o.answer];
      const typedAnswer = ownWords
        ? [...answer.slice(0, 3), OWN_WINNER[String(answer[3])] ?? answer[3]]
        : answer;
      s = submitted(s, [o.round, table, who, ...typedAnswer], new Date(now));
      // A refused report (the answers sealed deck does not take, or nobody at the table) replaces nothing.
      if (o.answer < VALID) sent.set(now, { at: now, round: o.round, table, who, answer: ANSWERS[o.answer] });
    } else if (o.kind === 'type') {
      const row = games[o.game]?.[0];
      if (pairedOn && row && isBlank(resultCells(s, row))) s = typed(s, 'results', row, 5, [[7, 3, 'Win']]);
    } else if (o.kind === 'undo') {
      const plan = planUndo(s, now);
      if (plan.ok) {
        s = snapshotAfter(s, plan.writes);
        stale = games;
        games = [];
        pairedOn = null;
      } else expect(pairedOn).toBeNull();
    } else if (o.kind === 'pair' || o.kind === 'repair') {
      if (o.kind === 'pair' && pairedOn) continue;
      if (o.kind === 'pair' && o.seed) s = typed(s, 'event', seedRow, 2, [[`seed-${o.seed}`]]);
      const plan = o.kind === 'pair' ? planPair(s, {}, now) : planRePair(s, now);
      if (!plan.ok) {
        // Re-pair refuses once a result is typed, and on a round undone pairs it as Pair does.
        expect(o.kind, JSON.stringify(plan.problems)).toBe('repair');
        continue;
      }
      if (pairedOn) stale = games;
      s = snapshotAfter(s, plan.writes);
      games = gamesOf(s);
      pairedOn = now;
    } else if (o.kind === 'delete' || o.kind === 'insert' || o.kind === 'sort') {
      const rows = (s.tabs.responses?.values.length ?? 1) - 1;
      if (o.kind === 'delete') {
        if (!rows) continue;
        const row = 2 + (o.row % rows);
        const at = s.tabs.responses?.values[row - 1]?.[0];
        if (at instanceof Date) sent.delete(at.toISOString());
        s = withoutRows(s, 'responses', [row]);
      } else if (o.kind === 'insert') {
        // A stray row of the organizer's: blank, or a note that reads as no report.
        const line: CellValue[] = o.blank ? ['', '', '', ''] : [new Date(now), 'note', '', 'organizer'];
        const at = o.row % (rows + 1);
        s = withResponses(s, (body) => [...body.slice(0, at), line, ...body.slice(at)]);
      } else {
        const key = (r: CellValue[]) =>
          r[o.by] instanceof Date ? (r[o.by] as Date).getTime() : String(r[o.by]);
        s = withResponses(s, (body) => {
          const out = [...body].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
          return o.reverse ? out.reverse() : out;
        });
      }
      edited = true;
    } else if (o.kind === 'dismiss') {
      const plan = planDismissReports(s, 'Fuzzed dismissal', now);
      expect(plan.ok, JSON.stringify(plan)).toBe(true);
      if (!plan.ok) return accepts;
      expect(plan.writes.some((w) => w.role === 'results')).toBe(false);
      for (const d of decisionsOf(plan)) decided.add(d.at);
      s = snapshotAfter(s, plan.writes);
      const counts = readReports(s, model(s))?.queue.counts;
      expect([counts?.refused, counts?.conflicts], 'nothing refused or in conflict is left').toEqual([0, 0]);
    } else if (o.kind === 'reject') {
      const queued = readReports(s, model(s))?.queue.games ?? [];
      const g = queued[o.game % Math.max(1, queued.length)];
      if (!g) continue;
      const plan = planRejectReport(s, g.id, 'Fuzzed reason', now);
      expect(plan.ok, JSON.stringify(plan)).toBe(true);
      for (const d of decisionsOf(plan)) decided.add(d.at);
      s = snapshotAfter(s, plan.ok ? plan.writes : []);
    } else {
      s = typed(s, 'event', optionRow, 1, [['Accept a single report', o.single ? 'yes' : 'no']]);
      // With single reports on, accept those too (by id), as the sidebar offers them.
      const read = readReports(s, model(s));
      const ids = o.single ? read?.queue.games.filter((g) => g.result).map((g) => g.id) : undefined;
      const plan = planAcceptReports(s, ids, now);
      expect(plan.ok, JSON.stringify(plan)).toBe(true);
      if (!plan.ok) return accepts;
      // Every report the accept decides was sent, after the pairing standing now, by a player at its table.
      for (const d of decisionsOf(plan)) {
        const game = games.find((g) => `r1t${g[1]}` === d.game);
        expect(game, `${d.game} is a game of the pairing standing now`).toBeDefined();
        expect(pairedOn).not.toBeNull();
        expect(seconds(d.at), `${d.at} sent after the pairing of ${pairedOn}`).toBeGreaterThanOrEqual(
          seconds(pairedOn as string),
        );
        expect([game?.[2], game?.[3]].map((n) => nameKey(String(n)))).toContain(nameKey(d.reporter));
      }
      for (const w of plan.writes.filter((x) => x.role === 'results')) {
        // Besides the accepted cells, only the Status column, as every Update standings rewrites it.
        if (w.kind === 'rows') expect([w.col, w.width]).toEqual([STATUS_COL, 1]);
        if (w.kind !== 'cells') continue;
        expect(w.col).toBe(5);
        w.rows.forEach((cells, i) => {
          const row = w.row + i;
          written++;
          const game = games.find((g) => g[0] === row);
          expect(game, `row ${row} is a game of the pairing standing now`).toBeDefined();
          if (!game) return;
          expect(isBlank(resultCells(s, row)), `row ${row} was blank`).toBe(true);
          const players = [game[2], game[3]];
          const since = seconds(pairedOn as string);
          const latest = players
            .map((p) =>
              [...sent.values()]
                .filter(
                  (x) =>
                    x.round === 1 &&
                    x.table === game[1] &&
                    nameKey(x.who) === nameKey(p) &&
                    seconds(x.at) >= since &&
                    !decided.has(x.at),
                )
                .pop(),
            )
            .filter((x) => x !== undefined);
          expect(latest.length, `someone at table ${game[1]} reported`).toBeGreaterThan(0);
          // By seat: a report in the players' own words from the second seat is the game swapped.
          const bySeat = (r: Sent) =>
            ownWords && nameKey(r.who) === nameKey(String(game[3])) ? fromSecondSeat(r.answer) : r.answer;
          for (const r of latest) expect(bySeat(r).map(norm), `table ${game[1]}`).toEqual(cells.map(norm));
          // Without single reports, both players must have reported.
          if (!o.single) expect(latest).toHaveLength(2);
        });
      }
      const typedBefore = games
        .filter((g) => !isBlank(resultCells(s, g[0])))
        .map((g) => [g[0], resultCells(s, g[0])] as const);
      for (const d of decisionsOf(plan)) decided.add(d.at);
      s = snapshotAfter(s, plan.writes);
      for (const [row, cells] of typedBefore)
        expect(resultCells(s, row), `typed row ${row} unchanged`).toEqual(cells);
      accepts++;
    }
    // After every step: no decided report is back, in a game or among the refused.
    const queue = readReports(s, model(s))?.queue;
    const shown = [...(queue?.games.flatMap((g) => g.reports) ?? []), ...(queue?.refused ?? [])];
    for (const r of shown) expect(decided.has(r.at), `decided report of ${r.at} is back`).toBe(false);
    earlierRefused += queue?.refused.filter((r) => r.code === 'earlier-pairing').length ?? 0;
    if (edited && decided.size) decidedAfterEdits++;
  }
  return accepts;
}

describe('the report stream fuzzer', () => {
  it('an accept writes only what the pairing standing now and its latest reports agree on, never over a typed result, and nothing decided comes back', () => {
    let accepts = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 5, maxLength: 60 }), fc.boolean(), (ops, ownWords) => {
        accepts += runStream(ops, ownWords);
      }),
      params(DEFAULT_RUNS),
    );
    expect(accepts).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);
    expect(earlierRefused).toBeGreaterThan(0);
    expect(decidedAfterEdits).toBeGreaterThan(0);
    console.info(
      `reports fuzz: ${accepts} accepts writing ${written} games checked, ${earlierRefused} refusals for an earlier pairing seen, ${decidedAfterEdits} steps with decisions after hand edits, over ${runs(DEFAULT_RUNS)} streams (FUZZ_SEED=${FUZZ_SEED})`,
    );
  }, 120000);
});
