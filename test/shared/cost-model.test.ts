// The cost model turns the emulator's counts into seconds. Its constants come from published figures
// (docs/PLATFORM.md, "Cost model"); these tests hold the arithmetic, the ordering of each range, and
// the two reference actions the ranges were calibrated against.
import { describe, expect, it } from 'vitest';
import { type ActionCost, COST_MODEL, type ModelPoint, modelledSeconds } from '../../src/shared/cost-model';

const POINTS: ModelPoint[] = ['low', 'mid', 'high'];

/** A whole round's rewrite: about 60 calls, 9 to 11 commits, 62,000 cells. */
const BIG: ActionCost = { calls: 60, commits: 10, cells: 62000 };
/** A small action: about 25 calls, one commit, a few hundred cells. */
const SMALL: ActionCost = { calls: 25, commits: 1, cells: 300 };

describe('modelledSeconds', () => {
  it('is calls, commits and cells times their constants, in seconds, at mid by default', () => {
    const cost = { calls: 3, commits: 2, cells: 1000 };
    const ms = 3 * COST_MODEL.callMs.mid + 2 * COST_MODEL.commitMs.mid + 1000 * COST_MODEL.cellMs.mid;
    expect(modelledSeconds(cost)).toBeCloseTo(ms / 1000, 10);
    expect(modelledSeconds(cost, 'mid')).toBe(modelledSeconds(cost));
    for (const point of POINTS) {
      expect(modelledSeconds({ calls: 1, commits: 0, cells: 0 }, point)).toBeCloseTo(
        COST_MODEL.callMs[point] / 1000,
        10,
      );
      expect(modelledSeconds({ calls: 0, commits: 1, cells: 0 }, point)).toBeCloseTo(
        COST_MODEL.commitMs[point] / 1000,
        10,
      );
      expect(modelledSeconds({ calls: 0, commits: 0, cells: 1 }, point)).toBeCloseTo(
        COST_MODEL.cellMs[point] / 1000,
        10,
      );
    }
  });

  it('costs nothing for nothing, and grows with each count', () => {
    for (const point of POINTS) {
      expect(modelledSeconds({ calls: 0, commits: 0, cells: 0 }, point)).toBe(0);
      const base = modelledSeconds(SMALL, point);
      expect(modelledSeconds({ ...SMALL, calls: SMALL.calls + 1 }, point)).toBeGreaterThan(base);
      expect(modelledSeconds({ ...SMALL, commits: SMALL.commits + 1 }, point)).toBeGreaterThan(base);
      expect(modelledSeconds({ ...SMALL, cells: SMALL.cells + 1 }, point)).toBeGreaterThan(base);
    }
  });

  it('orders every range low < mid < high, all positive', () => {
    for (const c of [COST_MODEL.callMs, COST_MODEL.commitMs, COST_MODEL.cellMs]) {
      expect(c.low).toBeGreaterThan(0);
      expect(c.low).toBeLessThan(c.mid);
      expect(c.mid).toBeLessThan(c.high);
    }
  });

  it('puts a 60-call, 9-11-commit, 62,000-cell action at about 3 to 21 s, best guess 7 to 9 s', () => {
    for (const commits of [9, 10, 11]) {
      const cost = { ...BIG, commits };
      expect(modelledSeconds(cost, 'low')).toBeGreaterThanOrEqual(2.5);
      expect(modelledSeconds(cost, 'low')).toBeLessThanOrEqual(3.5);
      expect(modelledSeconds(cost, 'mid')).toBeGreaterThanOrEqual(7);
      expect(modelledSeconds(cost, 'mid')).toBeLessThanOrEqual(9);
      expect(modelledSeconds(cost, 'high')).toBeGreaterThanOrEqual(19);
      expect(modelledSeconds(cost, 'high')).toBeLessThanOrEqual(23);
    }
  });

  it('puts a 25-call, one-commit action of a few hundred cells at about 0.4 to 2.2 s', () => {
    for (const cells of [200, 300, 500]) {
      const cost = { ...SMALL, cells };
      expect(modelledSeconds(cost, 'low')).toBeGreaterThanOrEqual(0.35);
      expect(modelledSeconds(cost, 'low')).toBeLessThanOrEqual(0.5);
      expect(modelledSeconds(cost, 'mid')).toBeGreaterThan(modelledSeconds(cost, 'low'));
      expect(modelledSeconds(cost, 'mid')).toBeLessThan(modelledSeconds(cost, 'high'));
      expect(modelledSeconds(cost, 'high')).toBeGreaterThanOrEqual(1.9);
      expect(modelledSeconds(cost, 'high')).toBeLessThanOrEqual(2.4);
    }
  });

  it('makes a commit cost more than a call, and a call more than a cell, at every point', () => {
    for (const point of POINTS) {
      expect(COST_MODEL.commitMs[point]).toBeGreaterThan(COST_MODEL.callMs[point]);
      expect(COST_MODEL.callMs[point]).toBeGreaterThan(COST_MODEL.cellMs[point]);
    }
  });
});
