import { describe, expect, it } from 'vitest';
import { areNearDuplicates, findNearDuplicates, nameKey } from '../../src/engine/names';

describe('player names (clarification: "compared trimmed, case-insensitive and with accents folded")', () => {
  it('folds case, spaces and accents', () => {
    expect(nameKey('  Zoë   HART ')).toBe('zoe hart');
    expect(nameKey('José')).toBe(nameKey('jose'));
  });

  it('"Jon Smith" / "John Smith" and "J. Smith" are near-duplicates; different people are not', () => {
    expect(areNearDuplicates('Jon Smith', 'John Smith')).toBe(true);
    expect(areNearDuplicates('J. Smith', 'John Smith')).toBe(true);
    expect(areNearDuplicates('Jane Doe', 'John Smith')).toBe(false);
    expect(areNearDuplicates('Player 12', 'Player 13')).toBe(false);
  });

  it('the indexed search finds the same pairs as comparing every pair', () => {
    const names = [
      'Jon Smith',
      'John Smith',
      'J. Smith',
      'Ann Lee',
      'Anne Lee',
      'Bob',
      'Rob',
      'Kim Park',
      'K. Park',
    ];
    const brute: [number, number][] = [];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        if (areNearDuplicates(names[i], names[j])) brute.push([i, j]);
    expect(findNearDuplicates(names)).toEqual(brute.sort((p, q) => p[1] - q[1] || p[0] - q[0]));
  });
});
