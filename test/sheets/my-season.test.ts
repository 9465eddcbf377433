// My season (src/sheets/my-season.ts) from a season of two events: every player by name under their
// shaded name row, each event they played with their rank, league points and rating after it, then the
// rating line; the ratings are the engine's, as the Ratings tab shows them.
import { describe, expect, it } from 'vitest';
import { eloSeason } from '../../src/engine/season/elo';
import { mySeasonRows } from '../../src/sheets/my-season';
import { readSeasonSettings, type SeasonGameRow, type SeasonView } from '../../src/sheets/season';

const game = (event: string, player: string, opponent: string, score: 0 | 0.5 | 1 | null): SeasonGameRow => ({
  row: 0,
  event,
  date: '2026-11-01',
  player,
  opponent,
  score,
});

const VIEW: SeasonView = {
  events: [
    {
      row: 2,
      event: 'Autumn',
      date: '2026-11-01',
      format: 'any-game',
      nextStarted: 'x',
      standings: [
        { rank: 1, player: 'Ann', stage: '' },
        { rank: 2, player: 'Bob', stage: '' },
        { rank: 3, player: 'Cy', stage: '' },
      ],
    },
    {
      row: 3,
      event: 'Winter',
      date: '2026-11-01',
      format: 'any-game',
      nextStarted: '',
      standings: [
        { rank: 1, player: 'Bob', stage: '' },
        { rank: 2, player: 'Ann', stage: '' },
      ],
    },
  ],
  games: [
    game('Autumn', 'Ann', 'Bob', 1),
    game('Autumn', 'Cy', '', null),
    game('Autumn', 'Ann', 'Cy', 1),
    game('Winter', 'Bob', 'Ann', 1),
  ],
};

describe('My season', () => {
  const { settings } = readSeasonSettings(undefined);
  const elo = eloSeason(
    [
      [
        { player: 'Ann', opponent: 'Bob', score: 1 },
        { player: 'Ann', opponent: 'Cy', score: 1 },
      ],
      [{ player: 'Bob', opponent: 'Ann', score: 1 }],
    ],
    { k: 'fide', initialRating: 1500 },
  );
  const rated = (i: number, p: string) => elo[i].find((r) => r.player === p)?.rating;

  it('lists each player by name with their events, points, ratings and rating line', () => {
    const { headers, rows, subheaders } = mySeasonRows(VIEW, settings);
    expect(headers).toEqual(['Event', 'Rank', 'Points', 'Rating']);
    // Default points: 1 for attending, 3 a win, 1 a draw.
    expect(rows).toEqual([
      ['Ann', '', '', ''],
      ['Autumn 2026-11-01', 1, 7, rated(0, 'Ann')],
      ['Winter 2026-11-01', 2, 1, rated(1, 'Ann')],
      [`Rating 1500 → ${rated(0, 'Ann')} → ${rated(1, 'Ann')}`, '', '', ''],
      ['Bob', '', '', ''],
      ['Autumn 2026-11-01', 2, 1, rated(0, 'Bob')],
      ['Winter 2026-11-01', 1, 4, rated(1, 'Bob')],
      [`Rating 1500 → ${rated(0, 'Bob')} → ${rated(1, 'Bob')}`, '', '', ''],
      ['Cy', '', '', ''],
      ['Autumn 2026-11-01', 3, 1, rated(0, 'Cy')],
      [`Rating 1500 → ${rated(0, 'Cy')}`, '', '', ''],
    ]);
    expect(subheaders).toEqual([0, 4, 8]);
    expect(rated(0, 'Ann')).toBeGreaterThan(1500);
  });

  it('Glicko-2 ratings rounded, as Ratings shows them', () => {
    const glicko = { ...settings, rating: 'glicko2' as const };
    const rows = mySeasonRows(VIEW, glicko).rows;
    for (const r of rows.filter((x) => x[0] !== '' && x[1] !== '')) expect(Number.isInteger(r[3])).toBe(true);
  });

  it('an empty season has no rows', () => {
    expect(mySeasonRows({ events: [], games: [] }, settings).rows).toEqual([]);
  });
});
