// src/engine/matching.ts: the look-ahead's yes-or-no count (maxRematchFreeMatching) runs blossom.ts's
// matching with maximum cardinality over unit weights. Its size must be the maximum matching's size of the
// not-yet-met graph: checked against edmonds-blossom-fixed (the test oracle) on random graphs, and on
// small graphs whose answer is worked by hand.
import maxWeightMatchingLibrary from 'edmonds-blossom-fixed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxRematchFreeMatching } from '../../src/engine/matching';

/** A met-lookup over `pairs` (unordered). */
const metOf = (pairs: [number, number][]) => {
  const set = new Set(pairs.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  return (a: number, b: number) => set.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
};

describe('maxRematchFreeMatching', () => {
  it('golden cases worked by hand', () => {
    const vs = (n: number) => Array.from({ length: n }, (_, i) => i);
    // Nobody has met: 5 players make 2 pairs.
    expect(maxRematchFreeMatching(vs(5), metOf([]))).toBe(2);
    // Everyone has met: no pair.
    expect(
      maxRematchFreeMatching(
        vs(4),
        metOf([
          [0, 1],
          [0, 2],
          [0, 3],
          [1, 2],
          [1, 3],
          [2, 3],
        ]),
      ),
    ).toBe(0);
    // 4 players who met as 0-1 and 2-3: 0-2 and 1-3 are left, 2 pairs.
    expect(
      maxRematchFreeMatching(
        vs(4),
        metOf([
          [0, 1],
          [2, 3],
        ]),
      ),
    ).toBe(2);
    // A star: 0 has not met anyone, the others have all met each other: only one pair.
    expect(
      maxRematchFreeMatching(
        vs(4),
        metOf([
          [1, 2],
          [1, 3],
          [2, 3],
        ]),
      ),
    ).toBe(1);
    // Unmet graph = a 5-cycle 0-1-2-3-4-0 plus a pendant 5 on 0; the maximum is 3 (5-0, 1-2, 3-4), which
    // needs the odd cycle shrunk as a blossom after a greedy 0-1 start.
    const unmet = new Set(['0-1', '1-2', '2-3', '3-4', '0-4', '0-5']);
    expect(maxRematchFreeMatching(vs(6), (a, b) => !unmet.has(`${Math.min(a, b)}-${Math.max(a, b)}`))).toBe(
      3,
    );
    // Vertices are read through the list given: only players 10, 11, 12 and 13, who all met except 10-13.
    expect(
      maxRematchFreeMatching([10, 11, 12, 13], (a, b) => !(Math.min(a, b) === 10 && Math.max(a, b) === 13)),
    ).toBe(1);
  });

  it('has the size of edmonds-blossom-fixed’s maximum-cardinality matching on random met-graphs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 800 }),
        (n, density, noise) => {
          const met: [number, number][] = [];
          let k = 0;
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++)
              if ((noise[k++ % Math.max(1, noise.length)] ?? 0) % 100 < density) met.push([i, j]);
          const isMet = metOf(met);
          const edges: [number, number, number][] = [];
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (!isMet(i, j)) edges.push([i, j, 1]);
          const mate = edges.length === 0 ? [] : maxWeightMatchingLibrary(edges, true);
          const expected = mate.filter((m) => m >= 0).length / 2;
          expect(
            maxRematchFreeMatching(
              Array.from({ length: n }, (_, i) => i),
              isMet,
            ),
          ).toBe(expected);
        },
      ),
      { numRuns: 300, seed: 37 },
    );
  });
});
