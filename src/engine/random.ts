// Every random choice comes from the event seed plus a purpose and round, so the Log can say how to
// reproduce it and re-running an action gives the same answer.

/** cyrb53-style string hash: stable across engines, no Math.random. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0) ^ (h1 >>> 0);
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32 over a seed string such as `${eventSeed}:round-3:bye`. */
export function seededRandom(seedText: string): Random {
  let state = hashString(seedText) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  };
  return { next, int, shuffle };
}

/** The seed text for one random purpose, also what the Log records. */
export function seedFor(eventSeed: string, round: number, purpose: string): string {
  return `${eventSeed}:round-${round}:${purpose}`;
}

/** A fresh event seed from the clock, made readable for the Event tab. */
export function newEventSeed(nowMs: number): string {
  return `ts-${(hashString(String(nowMs)) >>> 0).toString(36)}`;
}
