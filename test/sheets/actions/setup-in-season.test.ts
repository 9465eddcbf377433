// Setting up in a spreadsheet that holds a season (src/sheets/actions/setup-in-season.ts): the season's
// next event not begun is told from Season events and the played rows, and the players carry over under
// the new format's Players headers.
import { describe, expect, it } from 'vitest';
import {
  carriedPlayers,
  isNextEventInSeason,
  SEASON_KEPT_ROLES,
} from '../../../src/sheets/actions/setup-in-season';
import { SEASON_EVENTS_HEADERS, SEASON_ROLES } from '../../../src/sheets/season';
import { IMPORT_ROLE } from '../../../src/sheets/season-import';

const event = (name: string, format: string, nextStarted: string) => [
  name,
  '2026-11-01',
  format,
  8,
  12,
  '2026-11-01 20:00:00',
  nextStarted,
  '[]',
  '{}',
];
const none = { results: 0, record: 0 };

describe('isNextEventInSeason', () => {
  it('is the season’s next event once Start the next event has run and nothing is played', () => {
    const events = [SEASON_EVENTS_HEADERS, event('Autumn', 'Any game', '2026-11-02 09:00:00')];
    expect(isNextEventInSeason(events, none)).toBe(true);
    expect(isNextEventInSeason(events, { results: 4, record: 0 })).toBe(false);
    expect(isNextEventInSeason(events, { results: 0, record: 4 })).toBe(false);
  });

  it('is not while the last event closed here waits for Start the next event, or with no season', () => {
    expect(isNextEventInSeason([SEASON_EVENTS_HEADERS, event('Autumn', 'Any game', '')], none)).toBe(false);
    expect(isNextEventInSeason([SEASON_EVENTS_HEADERS], none)).toBe(false);
    expect(isNextEventInSeason(undefined, none)).toBe(false);
  });

  it('looks past an imported event to the last one closed here', () => {
    const events = [
      SEASON_EVENTS_HEADERS,
      event('Autumn', 'Any game', '2026-11-02 09:00:00'),
      event('Club night', 'Imported', ''),
    ];
    expect(isNextEventInSeason(events, none)).toBe(true);
  });
});

describe('carriedPlayers', () => {
  it('takes each column whose header the new tab has, in any case, and leaves the others', () => {
    const old = [
      ['NAME', 'Status', 'Faction', 'Note'],
      ['Ann', 'active', 'Federation', 'late'],
      ['', '', '', ''],
      ['Ben', '', 'Klingon', ''],
      ['', 'active', '', 'no name'],
    ];
    expect(carriedPlayers(old, ['Name', 'Status', 'Rating', 'Fixed table'])).toEqual([
      ['Ann', 'active', '', ''],
      ['Ben', '', '', ''],
    ]);
  });

  it('carries nothing from a tab with no Name column', () => {
    expect(carriedPlayers([['Player'], ['Ann']], ['Name', 'Status'])).toEqual([]);
    expect(carriedPlayers([], ['Name', 'Status'])).toEqual([]);
  });
});

describe('SEASON_KEPT_ROLES', () => {
  it('holds every season tab and the Import tab', () => {
    expect([...SEASON_KEPT_ROLES].sort()).toEqual([...Object.values(SEASON_ROLES), IMPORT_ROLE].sort());
  });
});
