// The record read back from its cells: a row that does not read as a game is not one.
import { describe, expect, it } from 'vitest';
import { ROUND_CEILING, roundNumber } from '../../src/sheets/parse-results';
import { parseRecord, recordFromPairedAs } from '../../src/sheets/record';

const HEAD = ['Round', 'Table', 'Player', 'Opponent', 'Paired at', 'Paired on'];

describe('parseRecord and recordFromPairedAs', () => {
  it('read a round up to the ceiling and drop a row whose round is past it (a typed 655444187)', () => {
    expect(roundNumber(ROUND_CEILING)).toBe(ROUND_CEILING);
    expect(roundNumber(ROUND_CEILING + 1)).toBeNull();
    const entries = parseRecord([HEAD, [1, 1, 'Ann', 'Bob', '', ''], [655444187, 2, 'Cy', 'Dee', '', '']]);
    expect(entries.map((e) => [e.round, e.a])).toEqual([[1, 'Ann']]);
    const grid = [
      ['Round', 'Table', 'Player', 'Opponent', 'Paired as'],
      [1, 1, 'Ann', 'Bob', 'round 1: Ann v Bob'],
      [1, 2, 'Cy', 'Dee', 'round 655444187: Cy v Dee'],
    ];
    expect(recordFromPairedAs(grid, 5).map((e) => [e.round, e.a, e.b])).toEqual([[1, 'Ann', 'Bob']]);
  });
});
