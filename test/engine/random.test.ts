import { describe, expect, it } from 'vitest';
import { hashString, seededRandom, seedFor } from '../../src/engine/random';

describe('seeded randomness', () => {
  it('the same seed text gives the same sequence; another seed another one', () => {
    const a = seededRandom('event:round-1:bye');
    const b = seededRandom('event:round-1:bye');
    const c = seededRandom('event:round-2:bye');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('shuffle is a permutation and reproducible', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const s1 = seededRandom('x').shuffle(items);
    expect([...s1].sort((p, q) => p - q)).toEqual(items);
    expect(seededRandom('x').shuffle(items)).toEqual(s1);
    expect(s1).not.toEqual(items);
  });

  it('seed text names the event seed, the round and the purpose, as the Log shows it', () => {
    expect(seedFor('abc', 3, 'bye')).toBe('abc:round-3:bye');
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});
