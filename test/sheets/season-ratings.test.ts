// Ratings from the season (src/sheets/season-ratings.ts): a blank Rating takes the season's, matched by
// the Players fold; a typed rating always wins; no Ratings tab, or the setting off, changes nothing.
import { describe, expect, it } from 'vitest';
import type { CellValue, Player } from '../../src/engine/format';
import { RATINGS_HEADERS } from '../../src/sheets/season';
import { seasonRatings, seasonRatingsOn, withSeasonRatings } from '../../src/sheets/season-ratings';

const player = (name: string, i: number, rating?: CellValue): Player => ({
  key: name.toLowerCase(),
  name,
  active: true,
  row: i + 2,
  listIndex: i,
  fields: rating === undefined ? {} : { rating },
});

const RATINGS = [
  RATINGS_HEADERS,
  [1, 'Ann Smith', 1620, 12, 7],
  [2, 'Ben', 1580, -3, 7],
  [3, 'Cy', 1500, 0, 4],
];

describe('ratings from the season', () => {
  it('fills a blank Rating (or no Rating column) from the Ratings tab, matched by the Players fold', () => {
    const players = [player('  ANN   smith ', 0, ''), player('Ben', 1), player('Dora', 2, '')];
    const out = withSeasonRatings(players, RATINGS);
    expect(out.map((p) => p.fields.rating)).toEqual([1620, 1580, '']);
    // The inputs are left as they were read.
    expect(players.map((p) => p.fields.rating)).toEqual(['', undefined, '']);
  });

  it('never overrides a rating typed on Players, nor a cell the Players check refuses', () => {
    const players = [player('Ann Smith', 0, 1400), player('Ben', 1, 'abc'), player('Cy', 2, 0)];
    const out = withSeasonRatings(players, RATINGS);
    expect(out.map((p) => p.fields.rating)).toEqual([1400, 'abc', 0]);
    expect(out).toEqual(players);
  });

  it('changes nothing without a Ratings tab, or with one whose headers or ratings do not read', () => {
    const players = [player('Ann Smith', 0, ''), player('Ben', 1, '')];
    expect(withSeasonRatings(players, undefined)).toBe(players);
    expect(withSeasonRatings(players, [RATINGS_HEADERS])).toBe(players);
    expect(
      withSeasonRatings(players, [
        ['Rank', 'Name', 'Elo'],
        [1, 'Ben', 1580],
      ]),
    ).toBe(players);
    expect([
      ...seasonRatings([RATINGS_HEADERS, [1, 'Ann Smith', 1620.5], [2, 'Ben', 9000], [3, '', 1500]]),
    ]).toEqual([]);
    // Columns found by header, wherever they are (Glicko-2's RD after them).
    expect([
      ...seasonRatings([
        [...RATINGS_HEADERS, 'RD'],
        [1, 'Ben', 1580, 2, 5, 80],
      ]),
    ]).toEqual([['ben', 1580]]);
  });

  it('is on only when the event says yes', () => {
    expect(seasonRatingsOn({ options: { seasonRatings: true } })).toBe(true);
    expect(seasonRatingsOn({ options: { seasonRatings: false } })).toBe(false);
    expect(seasonRatingsOn({ options: {} })).toBe(false);
  });
});
