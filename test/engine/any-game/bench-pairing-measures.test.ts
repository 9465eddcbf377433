// The measures bench/any-game-pairing.ts reports for pairSwissRound beside tournament-pairings, on tiny
// hand-made rounds, so a figure in bench/RESULTS.md counts what its column says.
import { describe, expect, it } from 'vitest';
import { type Before, measureRound, pairKey, pointGroupOf } from '../../../bench/any-game-pairing';

/** Six players: a and b on 2 points, c and d on 1½, e and f on 0; a v c and e v f played before. */
const before: Before = {
  points: new Map([
    ['a', 2],
    ['b', 2],
    ['c', 1.5],
    ['d', 1.5],
    ['e', 0],
    ['f', 0],
  ]),
  byes: new Map([
    ['b', 1],
    ['e', 1],
    ['f', 1],
  ]),
  met: new Set([pairKey('a', 'c'), pairKey('f', 'e')]),
};

describe('bench any-game pairing measures', () => {
  it('point groups are the index of a score among the distinct scores, highest first (not score distance)', () => {
    expect([...pointGroupOf(before.points)]).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 1],
      ['d', 1],
      ['e', 2],
      ['f', 2],
    ]);
  });

  it('counts rematches either way round, group gaps in groups (sum, squares, largest, tables across), and both-bye tables', () => {
    // c v a is a rematch (listed the other way round), b v e crosses two groups, d v f one.
    const m = measureRound(
      before,
      [
        ['c', 'a'],
        ['b', 'e'],
        ['d', 'f'],
      ],
      [],
    );
    expect(m).toEqual({
      rematches: 1,
      groupGap: 1 + 2 + 1,
      squaredGap: 1 + 4 + 1,
      maxGap: 2,
      crossGroup: 3,
      bothByes: 1, // b and e both had a bye; d had none
      secondByes: 0,
      extraByes: 0,
    });
  });

  it('tables within their groups have no gap, and a within-group rematch of two bye-holders still counts as both', () => {
    const m = measureRound(
      before,
      [
        ['a', 'b'],
        ['c', 'd'],
        ['f', 'e'],
      ],
      [],
    );
    expect(m).toMatchObject({ rematches: 1, groupGap: 0, crossGroup: 0, maxGap: 0, bothByes: 1 });
  });

  it("a bye to a player who had one is a second bye; unpaired players beyond the odd field's one are extra byes", () => {
    // Even field, two left unpaired (the peer's short matching): both extra, and e and f had byes: two second byes.
    const short = measureRound(
      before,
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      ['e', 'f'],
    );
    expect(short).toMatchObject({ secondByes: 2, extraByes: 2 });
    // Odd field: one bye is needed, so one unpaired player is no extra bye.
    const odd: Before = { ...before, points: new Map([...before.points, ['g', 0]]) };
    expect(measureRound(odd, [['a', 'b']], ['g'])).toMatchObject({ secondByes: 0, extraByes: 0 });
    expect(measureRound(odd, [['a', 'b']], ['g', 'c', 'd'])).toMatchObject({ secondByes: 0, extraByes: 2 });
  });
});
