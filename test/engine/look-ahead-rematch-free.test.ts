import { describe, expect, it } from 'vitest';
import { maxRematchFreeMatching } from '../../src/engine/matching';
import { seededRandom } from '../../src/engine/random';
import { pairSwiss } from '../../src/engine/swiss';

/** A field of n players after `rounds` rounds of random pairings (rematches allowed), best first. */
function field(n: number, rounds: number, seed: string) {
  const rng = seededRandom(seed);
  const keys = Array.from({ length: n }, (_, i) => `p${i}`);
  const history: [string, string][] = [];
  for (let r = 0; r < rounds; r++) {
    const order = rng.shuffle(keys);
    for (let i = 0; i + 1 < order.length; i += 2) history.push([order[i], order[i + 1]]);
  }
  return { order: rng.shuffle(keys), history };
}

describe('look-ahead pairing: "the next lower player not faced", never walking into a forced rematch', () => {
  it('gives no rematch whenever a rematch-free pairing of the whole field exists (small, sparse fields)', () => {
    let sparse = 0;
    for (let t = 0; t < 300; t++) {
      const n = 6 + 2 * (t % 6);
      const rounds = 2 + (t % 7);
      const { order, history } = field(n, rounds, `sparse-${t}`);
      const index = new Map(order.map((k, i) => [k, i]));
      const met = new Set(history.map(([a, b]) => `${index.get(a)}|${index.get(b)}`));
      const possible =
        maxRematchFreeMatching(
          order.map((_, i) => i),
          (a, b) => met.has(`${a}|${b}`) || met.has(`${b}|${a}`),
        ) ===
        n / 2;
      if (!possible) continue;
      sparse++;
      const { rematches, pairs } = pairSwiss({ order, history, mode: 'look-ahead', bye: null });
      expect(pairs).toHaveLength(n / 2);
      expect(rematches, `n=${n} rounds=${rounds} seed sparse-${t}`).toEqual([]);
    }
    expect(sparse).toBeGreaterThan(100);
  });
});
