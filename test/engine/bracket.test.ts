import { describe, expect, it } from 'vitest';
import { buildBracket, seedPositions } from '../../src/engine/bracket';

describe('single-elimination bracket', () => {
  it('places seeds so 1 and 2 can only meet in the final', () => {
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives byes to the top seeds when the field is not a power of two', () => {
    const b = buildBracket(['s1', 's2', 's3', 's4', 's5'], () => null);
    const first = b.games.filter((g) => g.round === 1);
    expect(first.filter((g) => g.bye).map((g) => g.a)).toEqual(['s1', 's2', 's3']);
    expect(first.filter((g) => !g.bye).map((g) => [g.a, g.b])).toEqual([['s4', 's5']]);
    expect(b.champion).toBeNull();
  });

  it('advances recorded winners to a champion', () => {
    const winners: Record<string, string> = { 's1|s4': 's4', 's2|s3': 's2', 's4|s2': 's2' };
    const b = buildBracket(['s1', 's2', 's3', 's4'], (g) => winners[`${g.a}|${g.b}`] ?? null);
    expect(b.games.map((g) => [g.round, g.a, g.b, g.winner])).toEqual([
      [1, 's1', 's4', 's4'],
      [1, 's2', 's3', 's2'],
      [2, 's4', 's2', 's2'],
    ]);
    expect(b.champion).toBe('s2');
  });

  it('a three-way tie: the top seed has a bye into the final', () => {
    const b = buildBracket(['a', 'b', 'c'], (g) => (g.a === 'b' ? 'c' : g.a === 'a' ? 'a' : null));
    expect(b.games.map((g) => [g.round, g.a, g.b, g.bye])).toEqual([
      [1, 'a', null, true],
      [1, 'b', 'c', false],
      [2, 'a', 'c', false],
    ]);
    expect(b.champion).toBe('a');
  });
});
