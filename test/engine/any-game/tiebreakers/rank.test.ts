import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchPoints,
  rankPlayers,
  TIEBREAKERS,
  type TiebreakerId,
  tiebreaker,
} from '../../../../src/engine/any-game/tiebreakers';
import { eventOf, headToHeadEvent } from './build';
import { randomEvent } from './random-event';

describe('the tie-breaker library and its ranking', () => {
  it('every tie-breaker has its standard column name', () => {
    expect(TIEBREAKERS.map((t) => t.column)).toEqual([
      'Match points',
      'OMW%',
      'GW%',
      'OGW%',
      'OWP',
      'OOWP',
      'Buchholz',
      'Buchholz Cut 1',
      'Median Buchholz',
      'Sonneborn-Berger',
      'Direct encounter',
      'Wins',
      'Games won',
      'SoS',
      'Extended SoS',
      'Head-to-head',
      'ARO',
      'TPR',
      'Random',
    ]);
    expect(tiebreaker('omw').column).toBe('OMW%');
  });

  it('ranks by the listed tie-breakers in order and says which one separated each player from the next', () => {
    // A and B are 2-0 (6); A's opponents did better, so OMW% puts A first. C and D are 1-1.
    const e = eventOf([
      [
        ['A', 'C', 'W'],
        ['B', 'D', 'W'],
        ['E', 'F', 'W'],
      ],
      [
        ['A', 'E', 'W'],
        ['B', 'F', 'W'],
        ['C', 'D', 'W'],
      ],
    ]);
    const ranked = rankPlayers(e, ['match-points', 'omw']);
    expect(ranked.slice(0, 2).map((r) => r.id)).toEqual(['A', 'B']);
    expect(ranked[0].decidedBy).toBe('omw');
    expect(ranked[1].decidedBy).toBe('match-points');
    expect(ranked[0].values['match-points']).toBe(6);
    expect(ranked.map((r) => r.place)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('head-to-head reads exactly the players still tied at its step', () => {
    // A and C are 2-1 (6 points) and A beat C; B and D are 1-2 (3 points) and B beat D.
    const e = headToHeadEvent();
    const ranked = rankPlayers(e, ['match-points', 'head-to-head']);
    expect(ranked[0].id).toBe('A');
    expect(ranked[0].decidedBy).toBe('head-to-head');
    expect(ranked.map((r) => r.id)).toEqual(['A', 'C', 'B', 'D']);
    expect(ranked[2].decidedBy).toBe('head-to-head');
  });

  it('a tie nothing separates is decided by the random order from the seed, always last: same seed, same order', () => {
    const e = eventOf(
      [
        [
          ['A', 'B', 'D'],
          ['C', 'D', 'D'],
        ],
      ],
      { seed: 'one' },
    );
    const order = (seed: string, by: TiebreakerId[]) => rankPlayers({ ...e, seed }, by).map((r) => r.id);
    expect(order('one', ['match-points'])).toEqual(order('one', ['match-points']));
    expect(rankPlayers(e, ['match-points'])[0].decidedBy).toBe('random');
    // Listed first, random still comes last.
    expect(order('one', ['random', 'match-points'])).toEqual(order('one', ['match-points']));
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => order(s, ['match-points']).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('property: the ranking is a permutation of the players, in non-increasing match points', () => {
    fc.assert(
      fc.property(randomEvent(), (e) => {
        const ranked = rankPlayers(e, ['match-points', 'omw', 'gw', 'ogw', 'head-to-head', 'buchholz']);
        expect(ranked.map((r) => r.id).sort()).toEqual(e.players.map((p) => p.id).sort());
        const mp = matchPoints(e);
        for (let i = 1; i < ranked.length; i++) {
          expect(mp.get(ranked[i - 1].id) ?? 0).toBeGreaterThanOrEqual(mp.get(ranked[i].id) ?? 0);
        }
      }),
    );
  });
});
