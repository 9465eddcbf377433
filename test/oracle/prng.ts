// The oracle suites' own random source (mulberry32) for the events they build, so nothing in them comes
// from src/ (the add-on's seeded random is src/engine/random.ts, which the oracles must not share).
export interface Prng {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
}

export function prng(seed: number): Prng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
  };
}
