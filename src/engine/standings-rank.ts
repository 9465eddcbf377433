// Ranks rows already sorted by a format's chain: equal keys share a rank ("=" ties), the next distinct
// row takes its position (1, 2, 2, 4).

export interface Ranked<T> {
  item: T;
  rank: number;
  tied: boolean;
}

export function rankSorted<T>(sorted: readonly T[], sameScore: (a: T, b: T) => boolean): Ranked<T>[] {
  const out: Ranked<T>[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const rank = i > 0 && sameScore(sorted[i - 1], sorted[i]) ? out[i - 1].rank : i + 1;
    out.push({ item: sorted[i], rank, tied: false });
  }
  for (let i = 0; i < out.length; i++) {
    out[i].tied =
      (i > 0 && out[i - 1].rank === out[i].rank) || (i + 1 < out.length && out[i + 1].rank === out[i].rank);
  }
  return out;
}

/** Compares by a list of numeric keys, each descending unless marked ascending: the tie chain as data. */
export function byChain<T>(keys: readonly { get: (t: T) => number; ascending?: boolean }[]) {
  return (a: T, b: T): number => {
    for (const k of keys) {
      const d = k.get(b) - k.get(a);
      if (d !== 0) return k.ascending ? -d : d;
    }
    return 0;
  };
}
