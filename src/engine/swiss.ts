// The pile-walk pairing of the source documents, shared by every Swiss-style format: sort, take the top
// player, pair them with the next lower player they have not faced; if they have faced everyone left,
// "leave the pairing as it originally was" (adjacent) and flag the rematch.
import { RemainingGraph } from './matching';

export type PairingMode = 'written' | 'look-ahead';

export interface SwissInput {
  /** Player keys, best first: the pile. */
  order: readonly string[];
  /** Every earlier game as a pair of keys. */
  history: readonly (readonly [string, string])[];
  mode: PairingMode;
  /** A bye already decided by the format's bye rule; null lets the walk leave the last player over. */
  bye: string | null;
}

export interface SwissResult {
  pairs: [string, string][];
  bye: string | null;
  rematches: [string, string][];
  /** Rematches the written rule made here that the look-ahead walk would have avoided. */
  avoidableRematches: number;
}

interface Indexed {
  keys: string[];
  opponents: number[][];
  metSet: Set<number>;
  n: number;
}

function indexPlayers(order: readonly string[], history: SwissInput['history']): Indexed {
  const keys = order.slice();
  const n = keys.length;
  const index = new Map<string, number>();
  keys.forEach((k, i) => {
    index.set(k, i);
  });
  const opponents: number[][] = keys.map(() => []);
  const metSet = new Set<number>();
  for (const [a, b] of history) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia === undefined || ib === undefined || ia === ib) continue;
    const code = ia * n + ib;
    if (metSet.has(code)) continue;
    metSet.add(code);
    metSet.add(ib * n + ia);
    opponents[ia].push(ib);
    opponents[ib].push(ia);
  }
  return { keys, opponents, metSet, n };
}

function walk(
  idx: Indexed,
  excluded: number | null,
  lookAhead: boolean,
): { pairs: [number, number][]; rematches: number } {
  const { n, metSet, opponents } = idx;
  const met = (a: number, b: number) => metSet.has(a * n + b);
  const graph = new RemainingGraph(n, opponents, met);
  // A doubly linked list over the pile keeps "next lower player" O(1) to step through as players leave.
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const HEAD = n;
  let last = HEAD;
  for (let i = 0; i < n; i++) {
    if (i === excluded) continue;
    next[last] = i;
    prev[i] = last;
    last = i;
  }
  next[last] = -1;
  if (excluded !== null) graph.remove(excluded);
  const unlink = (v: number) => {
    const p = prev[v];
    const q = next[v];
    next[p] = q;
    if (q >= 0) prev[q] = p;
  };
  const members = () => {
    const out: number[] = [];
    for (let v = next[HEAD]; v >= 0; v = next[v]) out.push(v);
    return out;
  };
  const pairs: [number, number][] = [];
  let rematches = 0;
  for (let top = next[HEAD]; top >= 0 && next[top] >= 0; top = next[HEAD]) {
    unlink(top);
    graph.remove(top);
    let partner = -1;
    let firstUnmet = -1;
    for (let c = next[HEAD]; c >= 0; c = next[c]) {
      if (met(top, c)) continue;
      if (firstUnmet < 0) firstUnmet = c;
      if (!lookAhead) break;
      graph.remove(c);
      const ok = graph.canPairWithoutRematch(members);
      graph.restore(c);
      if (ok) {
        partner = c;
        break;
      }
    }
    if (partner < 0) partner = firstUnmet;
    if (partner < 0) {
      partner = next[HEAD];
      rematches++;
    }
    unlink(partner);
    graph.remove(partner);
    pairs.push([top, partner]);
  }
  return { pairs, rematches };
}

export function pairSwiss(input: SwissInput): SwissResult {
  const idx = indexPlayers(input.order, input.history);
  const byeIndex = input.bye === null ? null : idx.keys.indexOf(input.bye);
  const excluded = byeIndex !== null && byeIndex >= 0 ? byeIndex : null;
  const lookAhead = input.mode === 'look-ahead';
  const result = walk(idx, excluded, lookAhead);
  const used = new Set<number>();
  for (const [a, b] of result.pairs) {
    used.add(a);
    used.add(b);
  }
  let bye: string | null = excluded !== null ? idx.keys[excluded] : null;
  if (bye === null) {
    for (let i = 0; i < idx.n; i++) if (!used.has(i)) bye = idx.keys[i];
  }
  const metSet = idx.metSet;
  const rematches = result.pairs
    .filter(([a, b]) => metSet.has(a * idx.n + b))
    .map(([a, b]) => [idx.keys[a], idx.keys[b]] as [string, string]);
  let avoidable = 0;
  if (!lookAhead && rematches.length > 0) {
    avoidable = Math.max(0, rematches.length - walk(idx, excluded, true).rematches);
  }
  return {
    pairs: result.pairs.map(([a, b]) => [idx.keys[a], idx.keys[b]]),
    bye,
    rematches,
    avoidableRematches: avoidable,
  };
}

/**
 * The default bye rule of the Swiss formats: the lowest player in the pile who has not had a bye yet
 * (everyone has had one: the lowest player).
 */
export function lowestWithoutBye(order: readonly string[], hadBye: (key: string) => boolean): string | null {
  if (order.length % 2 === 0) return null;
  for (let i = order.length - 1; i >= 0; i--) if (!hadBye(order[i])) return order[i];
  return order[order.length - 1];
}
