// The season's state for the sidebar (src/sheets/season-state.ts), from the season tabs or the glance.
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/sheets/grid';
import { SEASON_EVENTS_HEADERS, SEASON_ROLES } from '../../src/sheets/season';
import { seasonState } from '../../src/sheets/season-state';

const row = (event: string, next = '') => [
  event,
  '2026-11-01',
  'Sealed deck',
  6,
  6,
  '2026-11-01 20:00:00',
  next,
];
const league = [
  ['Rank', 'Player', 'League points'],
  [1, 'Ann', 10],
  [1, 'Bob', 10],
  [3, 'Cy', 4],
];

describe('seasonState', () => {
  it('is absent where nothing of the season was read', () => {
    expect(seasonState({ tabs: {} }, 1)).toBeUndefined();
  });

  it('from the glance: the last event closed, the leaders sharing rank 1', () => {
    const s: Snapshot = {
      tabs: {},
      seasonGlance: {
        events: [SEASON_EVENTS_HEADERS.slice(0, 7), row('Spring', 'x'), row('Autumn')],
        league,
      },
    };
    expect(seasonState(s, 2)).toEqual({
      events: 2,
      closed: true,
      canUndo: true,
      nextNotBegun: false,
      lastEvent: 'Autumn',
      leaders: ['Ann', 'Bob'],
    });
  });

  it('the next event started: Undo close until its first round is paired', () => {
    const s: Snapshot = {
      tabs: {
        [SEASON_ROLES.events]: { name: 'Season events', values: [SEASON_EVENTS_HEADERS, row('Autumn', 'x')] },
      },
    };
    expect(seasonState(s, 0)).toMatchObject({
      events: 1,
      closed: false,
      canUndo: true,
      nextNotBegun: true,
      leaders: [],
    });
    expect(seasonState(s, 1)).toMatchObject({ closed: false, canUndo: false, nextNotBegun: false });
  });

  it('an event imported after the next one started: this event is not closed, and the import can be undone', () => {
    const imported = ['Club night', '2026-11-20', 'Imported', 4, 4, '2026-11-21 10:00:00', ''];
    const s: Snapshot = {
      tabs: {},
      seasonGlance: { events: [SEASON_EVENTS_HEADERS.slice(0, 7), row('Autumn', 'x'), imported] },
    };
    // The event on the tabs is the one started after Autumn: before its first round it may change format.
    expect(seasonState(s, 0)).toMatchObject({ nextNotBegun: true });
    expect(seasonState(s, 2)).toMatchObject({
      events: 2,
      closed: false,
      canUndo: true,
      nextNotBegun: false,
      lastEvent: 'Club night',
    });
  });

  it('the tabs read whole win over a glance', () => {
    const s: Snapshot = {
      tabs: { [SEASON_ROLES.events]: { name: 'Season events', values: [SEASON_EVENTS_HEADERS] } },
      seasonGlance: { events: [SEASON_EVENTS_HEADERS, row('Autumn')] },
    };
    expect(seasonState(s, 0)).toMatchObject({ events: 0, closed: false, canUndo: false });
  });
});
