// The season's league table: points for attending, per match and by final place; best N of M events;
// a minimum of events to be ranked; ties by events played, then wins, then name.
import { describe, expect, it } from 'vitest';
import { type LeagueEntry, type LeaguePoints, leagueTable } from '../../../src/engine/season/league';

const POINTS: LeaguePoints = { attend: 1, win: 3, draw: 1, loss: 0, byPlace: [10, 6, 3] };
const entry = (player: string, place: number, wins = 0, draws = 0, losses = 0): LeagueEntry => ({
  player,
  place,
  wins,
  draws,
  losses,
});

describe('league table', () => {
  it('gives points for attending, for each match won, drawn and lost, and by final place', () => {
    const table = leagueTable([[entry('A', 1, 3, 0, 0), entry('B', 2, 1, 1, 1), entry('C', 4, 0, 1, 2)]], {
      points: { ...POINTS, loss: 0.5 },
    });
    expect(table.map((r) => [r.player, r.points])).toEqual([
      ['A', 1 + 9 + 10], // attend, 3 wins, 1st
      ['B', 1 + 3 + 1 + 0.5 + 6],
      ['C', 1 + 1 + 1 + 0], // 4th: past the place table
    ]);
  });

  it('gives players sharing a place that place’s points each', () => {
    const table = leagueTable([[entry('A', 1), entry('B', 2), entry('C', 2)]], { points: POINTS });
    expect(table.map((r) => [r.player, r.points])).toEqual([
      ['A', 11],
      ['B', 7],
      ['C', 7],
    ]);
  });

  it('counts the best N of the events a player played; points per event is over the counted events', () => {
    const events = [[entry('A', 1)], [entry('A', 3)], [entry('A', 2)], [entry('A', 9)]];
    const [a] = leagueTable(events, { points: POINTS, best: 2 });
    expect(a).toMatchObject({ points: 11 + 7, events: 4, counted: 2, perEvent: 9 });
    const [all] = leagueTable(events, { points: POINTS });
    expect(all).toMatchObject({ points: 11 + 4 + 7 + 1, events: 4, counted: 4, perEvent: 23 / 4 });
  });

  it('lists players under the minimum of events unranked, after every ranked player', () => {
    const events = [
      [entry('A', 1), entry('B', 2)],
      [entry('B', 1), entry('C', 2)],
    ];
    const table = leagueTable(events, { points: POINTS, minEvents: 2 });
    expect(table.map((r) => [r.rank, r.player])).toEqual([
      [1, 'B'],
      [null, 'A'], // 11 points, but one event
      [null, 'C'],
    ]);
  });

  it('breaks ties by more events played, then more wins, then name; equal but for the name is one rank', () => {
    const points: LeaguePoints = { attend: 1, win: 0, draw: 0, loss: 0, byPlace: [] };
    const events = [
      [entry('Zed', 1, 2), entry('Amy', 2, 1), entry('Bob', 3, 1), entry('Cat', 4, 1), entry('Dan', 5, 0)],
      [entry('Zed', 1, 0), entry('Eve', 2, 0), entry('Fay', 3, 0)],
      [entry('Eve', 1, 0), entry('Fay', 2, 0)],
    ];
    // Zed 2 points (2 events); Eve, Fay 2 points (2 events, 0 wins); Amy, Bob, Cat 1 (1 win); Dan 1 (0).
    const table = leagueTable(events, { points });
    expect(table.map((r) => [r.rank, r.player, r.points, r.events, r.wins])).toEqual([
      [1, 'Zed', 2, 2, 2],
      [2, 'Eve', 2, 2, 0],
      [2, 'Fay', 2, 2, 0],
      [4, 'Amy', 1, 1, 1],
      [4, 'Bob', 1, 1, 1],
      [4, 'Cat', 1, 1, 1],
      [7, 'Dan', 1, 1, 0],
    ]);
  });

  it('puts more events played before more points per event when league points tie', () => {
    const points: LeaguePoints = { attend: 0, win: 0, draw: 0, loss: 0, byPlace: [4, 2] };
    const table = leagueTable([[entry('A', 1), entry('B', 2)], [entry('B', 2)]], { points });
    expect(table.map((r) => [r.rank, r.player, r.perEvent])).toEqual([
      [1, 'B', 2],
      [2, 'A', 4],
    ]);
  });

  it('breaks ties by the tie-breakers the organizer chooses, in their order; none: equal points share a rank', () => {
    const points: LeaguePoints = { attend: 0, win: 0, draw: 0, loss: 0, byPlace: [4, 2] };
    // A: 4 points in 1 event (4 per event, 0 wins); B: 4 in 2 (2 per event, 3 wins).
    const events = [[entry('A', 1), entry('B', 2, 1)], [entry('B', 2, 2)]];
    const row = (tieBreakers: ('events' | 'wins' | 'perEvent')[]) =>
      leagueTable(events, { points, tieBreakers }).map((r) => [r.rank, r.player]);
    expect(row(['perEvent', 'events'])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(row(['wins'])).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
    expect(row([])).toEqual([
      [1, 'A'],
      [1, 'B'],
    ]);
  });

  it('refuses a player listed twice in one event, and a best N under 1', () => {
    expect(() => leagueTable([[entry('A', 1), entry('A', 2)]], { points: POINTS })).toThrow(
      'event 1: A is listed twice',
    );
    expect(() => leagueTable([], { points: POINTS, best: 0 })).toThrow(/best N must be at least 1/);
  });
});
