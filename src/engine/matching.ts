// "Can these players all be paired without a rematch?" decides every look-ahead step, so it must be
// cheap when the answer is obviously yes. Dirac: a graph on n >= 3 vertices whose minimum degree is at
// least n/2 has a Hamiltonian cycle, hence a matching covering all but at most one vertex. Only
// sparse leftovers (small fields late in an event) reach the exact blossom matching.
//
// Both any-game's Swiss (weightedMatching) and the look-ahead's yes-or-no count run blossom.ts's
// matching; the count asks for maximum cardinality over unit weights, so its size is the answer.
import { maxWeightMatching } from './blossom';

export type MetLookup = (a: number, b: number) => boolean;

/** How often the exact matching ran (the benchmark shows it stays at 0 on dense graphs). */
export const matchingStats = { exact: 0 };

/**
 * A maximum-weight matching of `edges` ([u, v, weight], vertices 0..n-1), among the matchings of maximum
 * cardinality when `maxCardinality` is set. Returns mate[v], or -1 for a vertex left unmatched (and for
 * a vertex past the last one any edge names). Weights must be integers up to
 * Number.MAX_SAFE_INTEGER / 4 for the result to be exact (the duals add and double them).
 */
export function weightedMatching(
  edges: readonly [number, number, number][],
  maxCardinality: boolean,
): number[] {
  if (edges.length === 0) return [];
  const from = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  edges.forEach(([u, v, w], k) => {
    from[k] = u;
    to[k] = v;
    weight[k] = w;
  });
  return Array.from(maxWeightMatching(from, to, weight, maxCardinality));
}

/** Size of a maximum matching of the not-yet-met graph over `vertices`. */
export function maxRematchFreeMatching(vertices: readonly number[], met: MetLookup): number {
  matchingStats.exact++;
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < vertices.length; i++) {
    for (let j = i + 1; j < vertices.length; j++) {
      if (!met(vertices[i], vertices[j])) {
        from.push(i);
        to.push(j);
      }
    }
  }
  if (from.length === 0) return 0;
  const mate = maxWeightMatching(from, to, new Float64Array(from.length).fill(1), true);
  let matched = 0;
  for (const m of mate) if (m >= 0) matched++;
  return matched / 2;
}

/**
 * Tracks, for the players still unpaired, how many of their past opponents are also still unpaired,
 * so the density test is O(rounds) instead of O(n) per step.
 */
export class RemainingGraph {
  private readonly inSet: boolean[];
  private readonly metLeft: number[];
  private readonly bucket: number[];
  private size: number;

  constructor(
    n: number,
    private readonly opponents: readonly (readonly number[])[],
    private readonly met: MetLookup,
  ) {
    this.inSet = new Array(n).fill(true);
    this.size = n;
    this.metLeft = opponents.map((list) => list.length);
    let maxDegree = 0;
    for (const d of this.metLeft) maxDegree = Math.max(maxDegree, d);
    this.bucket = new Array(maxDegree + 1).fill(0);
    for (const d of this.metLeft) this.bucket[d]++;
  }

  remove(v: number): void {
    this.inSet[v] = false;
    this.size--;
    this.bucket[this.metLeft[v]]--;
    for (const o of this.opponents[v]) {
      if (!this.inSet[o]) continue;
      this.bucket[this.metLeft[o]]--;
      this.metLeft[o]--;
      this.bucket[this.metLeft[o]]++;
    }
  }

  restore(v: number): void {
    for (const o of this.opponents[v]) {
      if (!this.inSet[o]) continue;
      this.bucket[this.metLeft[o]]--;
      this.metLeft[o]++;
      this.bucket[this.metLeft[o]]++;
    }
    this.inSet[v] = true;
    this.size++;
    this.bucket[this.metLeft[v]]++;
  }

  private maxMetLeft(): number {
    for (let d = this.bucket.length - 1; d > 0; d--) if (this.bucket[d] > 0) return d;
    return 0;
  }

  /** Whether the remaining players can be paired (all but one when odd) with no rematch. */
  canPairWithoutRematch(members: () => number[]): boolean {
    if (this.size <= 1) return true;
    const minDegree = this.size - 1 - this.maxMetLeft();
    if (this.size >= 3 && minDegree >= this.size / 2) return true;
    if (this.size === 2) return minDegree >= 1;
    // Only players still in the set: a candidate being tried is removed here but may still be listed.
    const left = members().filter((v) => this.inSet[v]);
    return maxRematchFreeMatching(left, this.met) >= Math.floor(this.size / 2);
  }
}
