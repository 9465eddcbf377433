// bench/RESULTS.md's cost tables say where an action is over the budgets: cells over 2 × changed +
// slack, modelled seconds over 2 s at 20 players and 20 s at 2,000, and each event's worst action over
// all its rounds, not only each entry point's last.
import { describe, expect, it } from 'vitest';
import type { EntryCalls } from '../../bench/calls';
import { budgetAt, type CostFigures, worstOf } from '../../bench/cost';
import { costTable, worstTable } from '../../bench/report';

const figures = (over: Partial<CostFigures>): CostFigures => ({
  format: 'any-game',
  players: 20,
  entry: 'pairNextRound',
  ok: true,
  calls: 50,
  growth: 0,
  widen: 0,
  reads: 30,
  writes: 20,
  commits: 1,
  cells: 500,
  changed: 300,
  rowsInserted: 0,
  rowsDeleted: 0,
  ...over,
});

const measured = (entry: string, round: number, cells: number, changed: number, reads = 30): EntryCalls =>
  ({
    entry,
    round,
    ok: true,
    spreadsheet: reads + 20,
    lockProperties: 0,
    growth: 0,
    widen: 0,
    byMethod: {},
    cost: {
      reads,
      writes: 20,
      commits: 1,
      cells,
      rowsInserted: 0,
      rowsDeleted: 0,
      columnsInserted: 0,
      columnsDeleted: 0,
    },
    changed,
  }) as EntryCalls;

describe('the cost tables mark what is over budget', () => {
  it('the budgets by size: 2 s at 20 players, 20 s at 2,000, none set at 200', () => {
    expect(budgetAt(20)).toEqual({ slack: 200, seconds: 2 });
    expect(budgetAt(200)).toEqual({ slack: 200 });
    expect(budgetAt(2000)).toEqual({ slack: 2000, seconds: 20 });
  });

  it('cells over 2 × changed + slack and modelled seconds over the budget are each marked (over)', () => {
    // 50 calls × 25 ms + 100 ms + 500 cells × 0.1 ms = 1.40 s; 2 × 300 + 200 = 800 cells.
    const within = costTable([figures({})], [], budgetAt(20));
    expect(within).toContain('1.40');
    expect(within).not.toContain('(over)');
    const over = costTable([figures({ cells: 9000, changed: 100 })], [], budgetAt(20));
    // 400 cells budget, and 1.25 + 0.1 + 0.9 = 2.25 s.
    expect(over).toContain('400 (over)');
    expect(over).toContain('2.25 (over)');
    expect(costTable([figures({ cells: 9000, changed: 100 })], [], budgetAt(200))).not.toContain(
      '2.25 (over)',
    );
  });

  it("an event's worst action is found among every round, setup aside", () => {
    const worst = worstOf('any-game', 20, [
      measured('setupEvent', 0, 90000, 100),
      measured('pairNextRound', 1, 900, 100),
      measured('updateStandings', 1, 300, 200),
      measured('pairNextRound', 2, 500, 400, 60),
    ]);
    expect(worst.ratioAt).toBe('pairNextRound, round 1');
    expect(worst.ratio).toBeCloseTo(900 / 400);
    expect(worst.secondsAt).toBe('pairNextRound, round 2');
    expect(worstTable([worst])).toContain('2.25 (over)');
  });
});
