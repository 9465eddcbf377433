import { describe, expect, it } from 'vitest';
import { bergerCycleLength, bergerSchedule } from '../../../src/engine/any-game/berger';

// The published Berger tables (http://c.w.fox.tripod.com/chess/berger.html), typed from the page.
const PUBLISHED: Record<number, string[]> = {
  4: ['1-4, 2-3', '4-3, 1-2', '2-4, 3-1'],
  6: ['1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'],
  8: [
    '1-8, 2-7, 3-6, 4-5',
    '8-5, 6-4, 7-3, 1-2',
    '2-8, 3-1, 4-7, 5-6',
    '8-6, 7-5, 1-4, 2-3',
    '3-8, 4-2, 5-1, 6-7',
    '8-7, 1-6, 2-5, 3-4',
    '4-8, 5-3, 6-2, 7-1',
  ],
};

const rows = (players: number, double = false) =>
  bergerSchedule(players, double).map((r) => r.games.map((g) => `${g.white}-${g.black}`).join(', '));

describe('Berger tables', () => {
  for (const n of [4, 6, 8]) {
    it(`N = ${n}: every round equals the published table, White named first`, () => {
      expect(rows(n)).toEqual(PUBLISHED[n]);
    });
  }

  for (const n of [3, 5, 7]) {
    it(`odd N = ${n}: "the highest number counts as a bye", the rest of the table for ${n + 1} unchanged`, () => {
      const schedule = bergerSchedule(n);
      expect(schedule).toHaveLength(n);
      const published = PUBLISHED[n + 1].map((row) =>
        row
          .split(', ')
          .filter((g) => !g.split('-').includes(String(n + 1)))
          .join(', '),
      );
      expect(rows(n)).toEqual(published);
      // Everyone sits out exactly once: the player the table pairs with the highest number.
      expect(schedule.map((r) => r.bye).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
    });
  }

  it('every pair meets exactly once in a cycle, N from 2 to 20', () => {
    for (let n = 2; n <= 20; n++) {
      const seen = new Set<string>();
      for (const r of bergerSchedule(n)) {
        for (const g of r.games) seen.add([g.white, g.black].sort((a, b) => a - b).join('-'));
      }
      expect(seen.size, `N = ${n}`).toBe((n * (n - 1)) / 2);
      expect(bergerSchedule(n)).toHaveLength(bergerCycleLength(n));
    }
  });

  it("double round robin: the second cycle reverses colours and the first cycle's last two rounds are switched", () => {
    const double = rows(6, true);
    expect(double).toHaveLength(10);
    const first = PUBLISHED[6].slice();
    [first[3], first[4]] = [first[4], first[3]];
    expect(double.slice(0, 5)).toEqual(first);
    const reversed = first.map((row) =>
      row
        .split(', ')
        .map((g) => g.split('-').reverse().join('-'))
        .join(', '),
    );
    expect(double.slice(5)).toEqual(reversed);
  });

  it('double round robin: no player has the same colour three times in a row, N from 5 to 16; N = 4 is the one exception the switch leaves (players 2 and 4)', () => {
    const streaks = (n: number) => {
      const colours = new Map<number, string>();
      for (const r of bergerSchedule(n, true)) {
        for (const g of r.games) {
          colours.set(g.white, `${colours.get(g.white) ?? ''}W`);
          colours.set(g.black, `${colours.get(g.black) ?? ''}B`);
        }
      }
      return [...colours].filter(([, c]) => /WWW|BBB/.test(c)).map(([p, c]) => `${p}:${c}`);
    };
    for (let n = 5; n <= 16; n++) expect(streaks(n), `N = ${n}`).toEqual([]);
    expect(streaks(4)).toEqual(['4:BBWWWB', '2:WWBBBW']);
  });
});
