// The League presets (src/sheets/league-presets.ts) as Season settings reads them (src/sheets/season.ts):
// a blank league setting takes the preset's value, a typed one wins, a preset changed mid-season changes
// every setting left blank, and the chess ladder ranks League by season rating.
import { describe, expect, it } from 'vitest';
import {
  LEAGUE_PRESETS,
  PRESET_LABELS,
  presetDefaultsText,
  presetNamed,
} from '../../src/sheets/league-presets';
import {
  defaultSettingsRows,
  leagueRows,
  readSeasonSettings,
  SEASON_SETTINGS_HEADERS,
  type SeasonGameRow,
  type SeasonView,
} from '../../src/sheets/season';

/** The block as the tab holds it, under its header row, with the preset and any settings typed. */
const block = (preset: string, typed: Record<string, string> = {}) => [
  SEASON_SETTINGS_HEADERS,
  ...defaultSettingsRows().map((r) => {
    if (r[0] === 'League preset') return [r[0], preset, r[2], r[3]];
    return String(r[0]) in typed ? [r[0], typed[String(r[0])], r[2], r[3]] : r;
  }),
];

describe('League presets', () => {
  it('are found by name in any case; every preset gives every setting it governs', () => {
    expect(presetNamed(' op  SERIES ')?.name).toBe('OP series');
    expect(presetNamed('chess ladder')?.name).toBe('Chess ladder');
    expect(presetNamed('weekly')).toBeNull();
    for (const p of LEAGUE_PRESETS) expect(Object.keys(p.values).sort()).toEqual([...PRESET_LABELS].sort());
    expect(presetDefaultsText('Points by final place')).toBe(
      'Store league: — · OP series: 10, 8, 6, 5, 4, 3, 2, 1 · Chess ladder: —',
    );
  });

  it('a new block leaves the preset’s settings blank, so the preset decides them', () => {
    const rows = defaultSettingsRows();
    expect(rows[0].slice(0, 2)).toEqual(['League preset', 'Store league']);
    for (const label of PRESET_LABELS) expect(rows.find((r) => r[0] === label)?.[1]).toBe('');
    const store = readSeasonSettings(rows);
    expect(store.problems).toEqual([]);
    expect(store.settings.league.points).toEqual({ attend: 1, win: 3, draw: 1, loss: 0, byPlace: [] });
    expect(store.settings.league.tieBreakers).toEqual(['events', 'wins']);
    expect(store.settings.leagueOrder).toBe('points');
    // No preset row at all (a block from before presets): the store league, as before.
    expect(readSeasonSettings(rows.slice(1)).settings).toEqual(store.settings);
  });

  it('OP series: points by place over the best 4 events; a typed value wins over the preset', () => {
    const op = readSeasonSettings(block('OP series')).settings;
    expect(op.league.points).toEqual({
      attend: 1,
      win: 0,
      draw: 0,
      loss: 0,
      byPlace: [10, 8, 6, 5, 4, 3, 2, 1],
    });
    expect(op.league.best).toBe(4);
    expect(op.league.tieBreakers).toEqual(['perEvent', 'events']);
    const typed = readSeasonSettings(
      block('OP series', { 'Best N events': '6', 'Points per match win': '1' }),
    );
    expect(typed.settings.league.best).toBe(6);
    expect(typed.settings.league.points.win).toBe(1);
    expect(typed.settings.league.points.byPlace).toEqual([10, 8, 6, 5, 4, 3, 2, 1]);
  });

  it('Chess ladder: chess points, ranked by rating; a preset that does not read is refused at its cell', () => {
    const ladder = readSeasonSettings(block('Chess ladder')).settings;
    expect(ladder.league.points).toEqual({ attend: 0, win: 1, draw: 0.5, loss: 0, byPlace: [] });
    expect(ladder.leagueOrder).toBe('rating');
    const bad = readSeasonSettings(block('Weekly'));
    expect(bad.problems.map((p) => [p.code, p.cell, p.message])).toEqual([
      [
        'season-setting-invalid',
        'B2',
        'League preset must be "Store league", "OP series" or "Chess ladder".',
      ],
    ]);
    const order = readSeasonSettings(block('Store league', { 'League order': 'wins' }));
    expect(order.problems.map((p) => p.message)).toEqual([
      'League order must be "league points" or "rating".',
    ]);
  });
});

describe('League by rating', () => {
  const game = (player: string, opponent: string, score: 0 | 0.5 | 1): SeasonGameRow => ({
    row: 0,
    event: 'Autumn',
    date: '2026-11-01',
    player,
    opponent,
    score,
  });
  // Cy beats Ann and Bob; Ann and Bob draw; Bob beats Dee.
  const view: SeasonView = {
    events: [
      {
        row: 2,
        event: 'Autumn',
        date: '2026-11-01',
        format: 'any-game',
        nextStarted: '',
        standings: [
          { rank: 1, player: 'Cy', stage: '' },
          { rank: 2, player: 'Ann', stage: '' },
          { rank: 2, player: 'Bob', stage: '' },
          { rank: 4, player: 'Dee', stage: '' },
        ],
      },
    ],
    games: [game('Cy', 'Ann', 1), game('Cy', 'Bob', 1), game('Ann', 'Bob', 0.5), game('Dee', 'Bob', 0)],
  } as unknown as SeasonView;

  it('ranks by season rating, equal ratings sharing a rank; points are the preset’s', () => {
    const { settings } = readSeasonSettings(block('Chess ladder'));
    const rows = leagueRows(view, settings).rows;
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Cy', 2],
      [2, 'Bob', 1.5],
      // Ann (a loss and a draw) and Dee (one loss) both lose 20: one rank, the name orders them.
      [3, 'Ann', 0.5],
      [3, 'Dee', 0],
    ]);
  });
});
