import { describe, expect, it } from 'vitest';
import { lexicographicWeights, tiersKept } from '../../../src/engine/any-game/pairing-weights';

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

  it("a tier's known bound narrows the weights: the same tiers fit where the costs times the edges would not", () => {
    const costs = Array.from({ length: 4 }, () => 1);
    const tiers = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name, costs, byeOnly: false }));
    // Six tiers of up to 1,000 units each need 1001^6 > 2^51: the lowest go.
    expect(lexicographicWeights(tiers, 4, 1000).dropped).toEqual(['f']);
    // Bounded at 33 units a matching (34^6 < 2^31), all six fit, and stay exact.
    const bounded = lexicographicWeights(
      tiers.map((t) => ({ ...t, most: 33 })),
      4,
      1000,
    );
    expect(bounded.dropped).toEqual([]);
    expect(bounded.weights.every((w) => Number.isSafeInteger(4 * w))).toBe(true);
  });

  it('tiersKept counts the tiers lexicographicWeights keeps, from the same bounds', () => {
    expect(tiersKept([1000, 1000, 1000, 1000, 1000, 1000])).toBe(5);
    expect(tiersKept([33, 33, 33, 33, 33, 33])).toBe(6);
    expect(tiersKept([])).toBe(0);
  });
});
