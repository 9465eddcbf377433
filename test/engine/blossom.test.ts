// src/engine/blossom.ts: the weighted matching behind any-game's Swiss. Its matchings must be optimal
// (the heaviest, among those of maximum cardinality when asked): checked against an exhaustive search on
// small graphs and against edmonds-blossom-fixed, whose algorithm it runs, on larger ones. Where several
// matchings weigh the same it may return another than the library, so only weight and cardinality are
// compared.
import maxWeightMatchingLibrary from 'edmonds-blossom-fixed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blossomWork, maxWeightMatching } from '../../src/engine/blossom';
import { weightedMatching } from '../../src/engine/matching';

type Edge = [number, number, number];

/** A graph on up to `n` vertices with distinct pairs and integer weights (some equal, some large). */
const graphs = (n: number, maxEdges: number) =>
  fc
    .tuple(
      fc.integer({ min: 2, max: n }),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat(),
          fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1e9 })),
        ),
        { minLength: 1, maxLength: maxEdges },
      ),
    )
    .map(([size, raw]) => {
      const seen = new Set<string>();
      const edges: Edge[] = [];
      for (const [a, b, w] of raw) {
        const [u, v] = [a % size, b % size];
        const pair = `${Math.min(u, v)}-${Math.max(u, v)}`;
        if (u === v || seen.has(pair)) continue;
        seen.add(pair);
        edges.push([u, v, w]);
      }
      return edges;
    })
    .filter((edges) => edges.length > 0);

const ours = (edges: Edge[], maxCardinality: boolean) =>
  maxWeightMatching(
    edges.map((e) => e[0]),
    edges.map((e) => e[1]),
    edges.map((e) => e[2]),
    maxCardinality,
  );

/** Pairs and total weight of `mate` over `edges`, after checking it is a matching of those edges. */
function measure(edges: Edge[], mate: ArrayLike<number>): { pairs: number; weight: number } {
  const weightOf = new Map(edges.map(([u, v, w]) => [`${Math.min(u, v)}-${Math.max(u, v)}`, w]));
  let pairs = 0;
  let weight = 0;
  for (let v = 0; v < mate.length; v++) {
    const m = mate[v];
    if (m < 0) continue;
    expect(mate[m], `mate of ${m}`).toBe(v);
    if (m < v) continue;
    const w = weightOf.get(`${v}-${m}`);
    expect(w, `edge ${v}-${m}`).toBeDefined();
    pairs++;
    weight += w ?? 0;
  }
  return { pairs, weight };
}

/** The best (pairs, weight) by exhaustive search: pairs first when `maxCardinality`, else weight alone. */
function bestByHand(edges: Edge[], maxCardinality: boolean): { pairs: number; weight: number } {
  const n = Math.max(...edges.flatMap((e) => [e[0], e[1]])) + 1;
  const used = new Array(n).fill(false);
  let best = { pairs: 0, weight: 0 };
  const better = (a: { pairs: number; weight: number }, b: typeof a) =>
    maxCardinality ? a.pairs > b.pairs || (a.pairs === b.pairs && a.weight > b.weight) : a.weight > b.weight;
  const go = (from: number, pairs: number, weight: number) => {
    if (better({ pairs, weight }, best)) best = { pairs, weight };
    for (let k = from; k < edges.length; k++) {
      const [u, v, w] = edges[k];
      if (used[u] || used[v]) continue;
      used[u] = used[v] = true;
      go(k + 1, pairs + 1, weight + w);
      used[u] = used[v] = false;
    }
  };
  go(0, 0, 0);
  return best;
}

describe('src/engine/blossom.ts', () => {
  it('finds the heaviest matching (the heaviest of the largest, with max cardinality) on small random graphs, as an exhaustive search does', () => {
    fc.assert(
      fc.property(graphs(8, 16), fc.boolean(), (edges, maxCardinality) => {
        const got = measure(edges, ours(edges, maxCardinality));
        const best = bestByHand(edges, maxCardinality);
        if (maxCardinality) expect(got).toEqual(best);
        else expect(got.weight).toBe(best.weight);
      }),
      { numRuns: 400, seed: 23 },
    );
  });

  it('matches edmonds-blossom-fixed in weight and cardinality on larger random graphs', () => {
    fc.assert(
      fc.property(graphs(30, 150), fc.boolean(), (edges, maxCardinality) => {
        const library = maxWeightMatchingLibrary(
          edges.map((e) => [...e] as Edge),
          maxCardinality,
        );
        expect(measure(edges, ours(edges, maxCardinality))).toEqual(measure(edges, library));
      }),
      { numRuns: 300, seed: 29 },
    );
  });

  it('on a Swiss-shaped graph (300 players, pairs within 32 places, standings and point-group costs): the library’s weight, from a greedy start that leaves few stages', () => {
    const n = 300;
    const group = (i: number) => Math.floor(i / 37);
    const edges: Edge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n && j - i <= 32; j++)
        edges.push([
          i,
          j,
          1e9 - 1e6 * (group(j) - group(i)) ** 2 - (j - i - 1) - ((i * 7 + j) % 11 === 0 ? 5e8 : 0),
        ]);
    const before = { ...blossomWork };
    const mate = ours(edges, true);
    const stages = blossomWork.stages - before.stages;
    expect(measure(edges, mate)).toEqual(measure(edges, maxWeightMatchingLibrary(edges, true)));
    // The library runs one stage per pair (150 here); the greedy start leaves the odd groups' players.
    expect(blossomWork.greedyPairs - before.greedyPairs).toBeGreaterThan(130);
    expect(stages).toBeLessThan(20);
  });

  it('an empty graph matches nothing; weightedMatching reads [u, v, w] edges and gives a plain array', () => {
    expect(Array.from(maxWeightMatching([], [], [], true))).toEqual([]);
    expect(weightedMatching([], true)).toEqual([]);
    expect(
      weightedMatching(
        [
          [0, 1, 5],
          [1, 2, 7],
          [2, 3, 5],
        ],
        true,
      ),
    ).toEqual([1, 0, 3, 2]);
    expect(
      weightedMatching(
        [
          [0, 1, 5],
          [1, 2, 11],
          [2, 3, 5],
        ],
        false,
      ),
    ).toEqual([-1, 2, 1, -1]);
  });
});
