// Start the next event through the built dist/Code.js: refused until the event is closed; then the
// event's tabs are archived (hidden copies named after it, holding what they held), Results emptied,
// every player active again, the season kept; Undo close is refused once the next event pairs round 1;
// the next event's close adds only its rows, and League and Ratings cover both events.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { eloSeason } from '../../src/engine/season/elo';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
const state = (a: Artifact) => a.call<EventState>('getEventState');
const codes = (r: ActionResult) => r.problems.map((p) => p.code);

/** Plays every round of the event on the tabs and publishes the final standings; drops Hal after round 1 when asked. */
function playRounds(a: Artifact, seed: string, dropHal = false): void {
  const r = seededRandom(seed);
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (round === 1 && dropHal)
      expect(a.call<ActionResult>('setPlayerStatus', { name: 'Hal', status: 'dropped' }).ok).toBe(true);
    if (round >= state(a).rounds) break;
  }
}

function eventCell(a: Artifact, label: string): string {
  const row = a.values('Event').findIndex((r) => r[0] === label);
  return `B${row + 1}`;
}

const hidden = (a: Artifact, name: string) => a.emu.store.sheets.find((s) => s.name === name)?.hidden;

describe('Start the next event', () => {
  it('archives the closed event, resets the players, keeps the season; the next close adds only its rows', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
    playRounds(a, 'autumn', true);
    // Not in the season yet: refused, nothing written.
    const before = a.snapshot();
    const early = a.call<ActionResult>('startNextEvent');
    expect(codes(early)).toEqual(['season-event-not-closed']);
    expectUnchanged(a, before, 'start next before close');

    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    // Typed by hand after the close, in a column of the organizer's own: the archive keeps it.
    a.type('Results', 'M2', [['checked by the judge']]);
    const old = {
      results: a.values('Results'),
      players: a.values('Players'),
      standings: a.values('Standings'),
      games: a.values('Season games'),
    };
    expect(old.players.find((r) => r[0] === 'Hal')?.[1]).toBe('dropped');
    const r = a.call<ActionResult>('startNextEvent');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    // The archive: hidden copies named after the event, holding what the tabs held.
    for (const [tab, values] of [
      ['Results', old.results],
      ['Players', old.players],
      ['Standings', old.standings],
    ] as const) {
      const name = `Autumn Open 2026-11-01 · ${tab}`;
      expect(a.values(name), name).toEqual(values);
      expect(hidden(a, name), name).toBe(true);
    }
    // The fresh event: no games, everyone active, the season as it was.
    expect(a.values('Results')).toHaveLength(1);
    // A blank status is active already, and stays blank; Hal, dropped, is active again.
    expect(a.values('Players').slice(1)).toEqual(
      old.players.slice(1).map((p) => [p[0], p[0] === 'Hal' ? 'active' : p[1], p[2]]),
    );
    expect(a.values('Season games')).toEqual(old.games);
    expect(String(a.values('Season events')[1][6])).not.toBe('');
    const now = state(a);
    expect(now.round).toBe(0);
    expect(now.players).toEqual({ active: 8, dropped: 0 });
    const log = a.values('Log');
    expect(log.some((x) => x[1] === 'Start the next event')).toBe(true);
    expect(log.filter((x) => x[1] === 'Start the next event: status reset').map((x) => x[4])).toEqual([
      'Hal was dropped; now active.',
    ]);
    // Started twice: the event on the tabs is not in the season.
    expect(codes(a.call<ActionResult>('startNextEvent'))).toEqual(['season-event-not-closed']);

    // The next event, renamed by hand: once it pairs round 1, Autumn Open stays in the season.
    a.type('Event', eventCell(a, 'Event name'), [['Winter Open']]);
    a.type('Event', eventCell(a, 'Date'), [['2026-12-01']]);
    pairOk(a);
    const paired = a.snapshot();
    expect(codes(a.call<ActionResult>('undoCloseEvent'))).toEqual(['season-next-paired']);
    expectUnchanged(a, paired, 'undo close after the next event paired');
    typeResults(a, 'any-game', 1, seededRandom('winter'));
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const r2 = seededRandom('winter-rest');
    for (let round = 2; round <= state(a).rounds; round++) {
      pairOk(a);
      typeResults(a, 'any-game', round, r2);
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    }
    const closed = a.call<ActionResult>('closeEvent');
    expect(closed.ok, JSON.stringify(closed.problems)).toBe(true);
    const games = a.values('Season games');
    expect(games.slice(0, old.games.length)).toEqual(old.games);
    const winter = games.slice(old.games.length);
    expect(winter.length).toBeGreaterThan(0);
    for (const g of winter) expect(g.slice(0, 2)).toEqual(['Winter Open', '2026-12-01']);
    expect(a.values('League')[0].slice(4)).toEqual(['Autumn Open 2026-11-01', 'Winter Open 2026-12-01']);
    const rated = (rows: unknown[][]) =>
      rows
        .filter((g) => g[7] !== '' && g[5] !== '')
        .map((g) => ({ player: String(g[4]), opponent: String(g[5]), score: g[7] as 0 | 0.5 | 1 }));
    const elo = eloSeason([rated(old.games.slice(1)), rated(winter)])[1];
    const shown = new Map(
      a
        .values('Ratings')
        .slice(1)
        .map((x) => [x[1], x.slice(2, 5)]),
    );
    for (const row of elo)
      expect(shown.get(row.player), row.player).toEqual([row.rating, row.change, row.games]);
  });
});

describe('Undo close after Start the next event', () => {
  it('takes the event out of the season until the next event pairs, and its archive stays', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
    playRounds(a, 'undo-after-start');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const games = a.values('Season games');
    expect(a.call<ActionResult>('startNextEvent').ok).toBe(true);
    const undone = a.call<ActionResult>('undoCloseEvent');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    expect(a.values('Season games')).toHaveLength(1);
    expect(a.values('Season events')).toHaveLength(1);
    // Nothing lost: the rows are in the Log, the event's tabs in its archive.
    expect(a.values('Log').filter((x) => x[1] === 'Undo close: removed row')).toHaveLength(games.length);
    expect(a.values('Autumn Open 2026-11-01 · Results').length).toBeGreaterThan(1);
    expect(state(a).round).toBe(0);
  });
});

describe('what the season actions cost', () => {
  it('Close event commits once once the season tabs exist (three times when it makes them), Undo close once, Start the next event at most three times', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
    playRounds(a, 'cost');
    const commits = (action: string) => {
      a.emu.calls.reset();
      const r = a.call<ActionResult>(action);
      expect(r.ok, `${action}: ${JSON.stringify(r.problems)}`).toBe(true);
      const { commits: n } = a.emu.calls.cost();
      // The answer's state is the one computed from the tabs read and written, as getEventState reads them.
      expect(r.state, action).toEqual(state(a));
      return n;
    };
    // The first close makes the season's five tabs together (src/server/record-tab.ts, createOwnTabs):
    // their ids and sizes asked at once, then the write targets read, then the writes.
    const first = commits('closeEvent');
    expect(commits('undoCloseEvent')).toBe(1);
    expect(commits('closeEvent')).toBe(1);
    // The archive's copies, then its metadata search (a commit only where Sheets copied the roles to
    // remove), then the action's writes.
    expect(commits('startNextEvent')).toBeLessThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(3);
  });
});
