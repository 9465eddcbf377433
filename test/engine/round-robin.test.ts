import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullSchedule,
  numberInRound,
  scheduleLength,
  scheduleRound,
  startOf,
} from '../../src/engine/round-robin';

function checkOdd(n: number) {
  const rounds = fullSchedule(n);
  expect(rounds).toHaveLength(n);
  const met = new Map<string, number>();
  const sat = new Map<number, number>();
  const arrows = new Map<number, number>();
  const targets = new Map<number, number>();
  for (const r of rounds) {
    const seen = new Set<number>();
    for (const g of r.games) {
      // "If the player's current number is ODD, they are a target ... EVEN, they are an arrow."
      expect(g.arrowNumber % 2).toBe(0);
      expect(g.targetNumber % 2).toBe(1);
      expect(g.arrowNumber + g.targetNumber).toBe(n + 2);
      expect(numberInRound(g.arrow, r.round, n)).toBe(g.arrowNumber);
      expect(numberInRound(g.target, r.round, n)).toBe(g.targetNumber);
      expect(g.arrow).not.toBe(g.target);
      for (const p of [g.arrow, g.target]) {
        expect(seen.has(p)).toBe(false);
        seen.add(p);
      }
      const pair = [g.arrow, g.target].sort((a, b) => a - b).join('-');
      met.set(pair, (met.get(pair) ?? 0) + 1);
      arrows.set(g.arrow, (arrows.get(g.arrow) ?? 0) + 1);
      targets.set(g.target, (targets.get(g.target) ?? 0) + 1);
    }
    expect(r.sitsOut).not.toBeNull();
    expect(numberInRound(r.sitsOut as number, r.round, n)).toBe(1);
    expect(seen.has(r.sitsOut as number)).toBe(false);
    expect(seen.size + 1).toBe(n);
    sat.set(r.sitsOut as number, (sat.get(r.sitsOut as number) ?? 0) + 1);
  }
  // "There are N rounds total, which means every player will fight every other player."
  expect(met.size).toBe((n * (n - 1)) / 2);
  expect([...met.values()].every((c) => c === 1)).toBe(true);
  for (let p = 1; p <= n; p++) {
    expect(sat.get(p)).toBe(1);
    expect(arrows.get(p) ?? 0).toBe((n - 1) / 2);
    expect(targets.get(p) ?? 0).toBe((n - 1) / 2);
  }
}

describe('round-robin schedule (arrow/target)', () => {
  for (let n = 3; n <= 41; n += 2) {
    it(`odd N = ${n}: every pair meets exactly once, everyone sits out once, arrows and targets (N-1)/2 each`, () => {
      checkOdd(n);
    });
  }

  it('the source\'s 9-player example: "number 4 plays 7", player 1 sits out, 2 (arrow) plays 9 (target); next round 2 becomes 3 and 7 becomes 8 and counters 3', () => {
    const r = 5;
    const round = scheduleRound(9, r);
    const byNumber = (x: number) => round.games.find((g) => g.arrowNumber === x || g.targetNumber === x);
    expect(byNumber(4)).toMatchObject({ arrowNumber: 4, targetNumber: 7 });
    expect(byNumber(2)).toMatchObject({ arrowNumber: 2, targetNumber: 9 });
    expect(numberInRound(round.sitsOut as number, r, 9)).toBe(1);
    const two = startOf(2, r, 9);
    const seven = startOf(7, r, 9);
    const next = scheduleRound(9, r + 1);
    // "player 2 will become player 3 and will have to use the same deck they used as an arrow"
    expect(numberInRound(two, r + 1, 9)).toBe(3);
    expect(numberInRound(seven, r + 1, 9)).toBe(8);
    const g = next.games.find((x) => x.target === two);
    expect(g).toMatchObject({ arrow: seven, arrowNumber: 8, targetNumber: 3 });
  });

  it('numbers go up by one each round and N wraps to 1', () => {
    expect(numberInRound(1, 1, 5)).toBe(1);
    expect(numberInRound(1, 2, 5)).toBe(2);
    expect(numberInRound(5, 2, 5)).toBe(1);
    expect(numberInRound(4, 3, 5)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 100 }), (half, round) => {
        const n = 2 * half + 1;
        for (let s = 1; s <= n; s++) expect(startOf(numberInRound(s, round, n), round, n)).toBe(s);
      }),
    );
  });

  it('every arrow is a target the next round (the deck it must keep), within the schedule', () => {
    for (let n = 3; n <= 21; n += 2) {
      for (let r = 1; r < n; r++) {
        const now = scheduleRound(n, r);
        const next = scheduleRound(n, r + 1);
        for (const g of now.games) expect(next.games.some((x) => x.target === g.arrow)).toBe(true);
      }
    }
  });

  for (let n = 2; n <= 40; n += 2) {
    it(`even N = ${n}: everyone plays everyone once in N-1 rounds; player N plays whoever would sit out`, () => {
      const rounds = fullSchedule(n);
      expect(scheduleLength(n)).toBe(n - 1);
      expect(rounds).toHaveLength(n - 1);
      const met = new Map<string, number>();
      for (const r of rounds) {
        expect(r.sitsOut).toBeNull();
        const seen = new Set<number>();
        for (const g of r.games) {
          for (const p of [g.arrow, g.target]) seen.add(p);
          const pair = [g.arrow, g.target].sort((a, b) => a - b).join('-');
          met.set(pair, (met.get(pair) ?? 0) + 1);
        }
        expect(seen.size).toBe(n);
        const fixed = r.games.filter((g) => g.fixed);
        expect(fixed).toHaveLength(1);
        // "arrow or target by round parity": player N is the target in odd rounds, the arrow in even ones.
        expect(r.round % 2 === 1 ? fixed[0].target : fixed[0].arrow).toBe(n);
        const sitter = r.round % 2 === 1 ? fixed[0].arrow : fixed[0].target;
        if (n > 2) expect(numberInRound(sitter, r.round, n - 1)).toBe(1);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
    });
  }
});
