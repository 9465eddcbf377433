import { describe, expect, it } from 'vitest';
import { lexicographicWeights } from '../../../src/engine/any-game/pairing-weights';

describe('lexicographic pairing weights', () => {
  it('one unit on a higher tier outweighs the most every lower tier can add over a whole matching', () => {
    // Matchings of 2 edges: {0, 3} costs one unit on "high"; {1, 2} costs nothing there but 10 on "low".
    const { weights, dropped } = lexicographicWeights(
      [
        { name: 'high', costs: [1, 0, 0, 0], byeOnly: false },
        { name: 'low', costs: [0, 5, 5, 0], byeOnly: false },
      ],
      4,
      2,
    );
    expect(dropped).toEqual([]);
    expect(weights[1] + weights[2]).toBeGreaterThan(weights[0] + weights[3]);
    expect(weights.every((w) => Number.isSafeInteger(w) && w > 0)).toBe(true);
  });

  it('a field too big for exact weights drops the lowest tiers first, and names them', () => {
    const big = Array.from({ length: 4 }, () => 2 ** 10);
    const { dropped, weights } = lexicographicWeights(
      ['a', 'b', 'c', 'd'].map((name) => ({ name, costs: big, byeOnly: false })),
      4,
      1000,
    );
    expect(dropped).toEqual(['d', 'c']);
    expect(weights.every((w) => Number.isSafeInteger(4 * w))).toBe(true);
  });
});
