// The hall screen's League (src/sheets/hall-league.ts): the League tab's rows as it shows them.
import { describe, expect, it } from 'vitest';
import { hallLeague } from '../../src/sheets/hall-league';

describe('hallLeague', () => {
  it('reads rank, player and points; a player below the minimum events has no rank', () => {
    const grid = [
      ['Rank', 'Player', 'League points', 'Events'],
      [1, 'Ann', 10, 2],
      ['', 'Bob', 4, 1],
      ['', '', '', ''],
    ];
    expect(hallLeague(grid)).toEqual([
      { rank: 1, player: 'Ann', points: 10 },
      { rank: null, player: 'Bob', points: 4 },
    ]);
  });

  it('is absent without a League tab', () => {
    expect(hallLeague(undefined)).toBeUndefined();
    expect(hallLeague(null)).toBeUndefined();
  });
});
