// The Players tab's optional columns (any game's Rating): read when the organizer types the header,
// found by header wherever it is, refused at its cell when the value is not a whole number in range.
import { describe, expect, it } from 'vitest';
import { ratingOf } from '../../src/engine/any-game/rating';
import { anyGame } from '../../src/engine/formats/any-game';
import type { Snapshot } from '../../src/sheets/grid';
import { playersLayout } from '../../src/sheets/layout';
import { eventSnapshot, model, typed } from '../support/snapshot';

const chess = () => eventSnapshot('any-game', ['Ann', 'Bob', 'Cy', 'Dee'], { options: { preset: 'chess' } });

/** The snapshot with a Rating column typed in column `col` (header and one value per player row). */
function withRatings(s: Snapshot, col: number, ratings: (string | number)[]): Snapshot {
  return typed(s, 'players', 1, col, [['Rating'], ...ratings.map((r) => [r])]);
}

const ratings = (s: Snapshot) => model(s).ctx.players.map((p) => ratingOf(p));

describe('the Rating column of any game', () => {
  it('is not written by setup: the Players tab of every preset keeps its columns', () => {
    expect(playersLayout(anyGame).headers).toEqual(['Name', 'Status', 'Fixed table']);
    expect(chess().tabs.players?.values[0]).toEqual(['Name', 'Status', 'Fixed table']);
  });

  it('reads blank (every player unrated) when the organizer has not added it', () => {
    const m = model(chess());
    expect(m.ctx.players.map((p) => ratingOf(p))).toEqual([null, null, null, null]);
    expect(m.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('is read under its header after Fixed table, a blank cell unrated', () => {
    expect(ratings(withRatings(chess(), 4, [2100, '', '1850', 1400]))).toEqual([2100, null, 1850, 1400]);
  });

  it('is found by its header wherever the organizer put it, the header in any case', () => {
    let s = chess();
    // Name, RATING, Status, Fixed table: the organizer's column between the add-on's own.
    const tab = s.tabs.players;
    if (!tab) throw new Error('no Players tab');
    s = {
      ...s,
      tabs: {
        ...s.tabs,
        players: {
          ...tab,
          values: tab.values.map((r, i) => [r[0], i === 0 ? 'RATING' : 1500 + i, ...r.slice(1)]),
        },
      },
    };
    expect(ratings(s)).toEqual([1501, 1502, 1503, 1504]);
  });

  it.each([
    ['abc', '"abc" is not a number (Rating of Bob).'],
    [3600, '3600 is not a whole number from 0 to 3500 (Rating of Bob).'],
    [1850.5, '1850.5 is not a whole number from 0 to 3500 (Rating of Bob).'],
    [-1, '-1 is not a whole number from 0 to 3500 (Rating of Bob).'],
  ])('refuses %s at its cell, with the fix', (value, message) => {
    const m = model(withRatings(chess(), 4, [2100, value, 1850, 1400]));
    const errors = m.problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        tab: 'Players',
        cell: 'D3',
        message,
        fix: expect.stringMatching(
          /^Type a whole number from 0 to 3500: the player's rating .*blank: unrated.* Or clear the cell\.$/,
        ),
      }),
    ]);
    // The refused cell is no rating: nothing pairs or breaks a tie by it.
    expect(ratingOf(m.ctx.players[1])).toBeNull();
  });
});
