// A season of events in different formats, through the built dist/Code.js: after Start the next event,
// and before its first round, Set up event in another format replaces the event's tabs (already
// archived) with the new format's, carries the Players list over and keeps the Log and every season tab
// as they were; the events closed in turn all count in League and Ratings. Once a round of the next
// event is paired, setting up again is refused as in any spreadsheet holding an event.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { kitOf } from '../support/kits';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
const SEASON_TABS = ['Season games', 'Season events', 'Season settings', 'League', 'Ratings', 'My season'];
const state = (a: Artifact) => a.call<EventState>('getEventState');

/** Plays the event on the tabs to its published final standings, then closes it into the season. */
function playAndClose(a: Artifact, format: FormatId, seed: string): void {
  const r = seededRandom(seed);
  for (let i = 0; i < 14; i++) {
    const s = state(a);
    if (s.nextAction === 'publish-final' || s.nextAction === 'finished') break;
    if (s.round === 0 || s.nextAction === 'pair') pairOk(a);
    typeResults(a, format, state(a).round, r);
    const updated = a.call<ActionResult>('updateStandings');
    expect(updated.ok, JSON.stringify(updated.problems)).toBe(true);
  }
  expect(state(a).nextAction).toBe('finished');
  const closed = a.call<ActionResult>('closeEvent');
  expect(closed.ok, JSON.stringify(closed.problems)).toBe(true);
}

/** Start the next event, then set it up in `format` under `name`, typing only what the format adds to Players. */
function nextEventIn(a: Artifact, format: FormatId, name: string, date: string): ActionResult {
  const started = a.call<ActionResult>('startNextEvent');
  expect(started.ok, JSON.stringify(started.problems)).toBe(true);
  const kit = kitOf(format);
  const r = a.call<ActionResult>('setupEvent', {
    format,
    name,
    date,
    seed: 'fixed-seed',
    ...kit.event.setup,
  });
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  for (const t of kit.event.entrants?.(NAMES) ?? []) a.type(t.tab, t.a1, t.rows);
  return r;
}

const seasonTabs = (a: Artifact) => Object.fromEntries(SEASON_TABS.map((t) => [t, a.values(t)]));

describe('A season of different formats', () => {
  it('sets up the next event in another format: players carried, Log and season kept, every event counted', () => {
    const a = openArtifact();
    // Hal dropped in the first event: Start the next event sets him active again.
    startEvent(a, 'sealed-deck', NAMES, { name: 'Sealed Night', date: '2026-09-05' });
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'Hal', status: 'dropped' }).ok).toBe(true);
    playAndClose(a, 'sealed-deck', 'sealed');
    a.type('Players', 'E2', [['my own note']]);
    const started = a.call<ActionResult>('startNextEvent');
    expect(started.ok, JSON.stringify(started.problems)).toBe(true);
    const season = seasonTabs(a);
    const log = a.values('Log');
    const archivedNow = () =>
      a.emu.store.sheets.filter((s) => s.hidden && s.name.includes(' · ')).map((s) => s.name);
    const archived = archivedNow();
    expect(archived.length).toBeGreaterThan(3);

    const r = a.call<ActionResult>('setupEvent', {
      format: 'any-game',
      name: 'Winter Rapid',
      date: '2026-11-07',
      ...kitOf('any-game').event.setup,
    });
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(r.state?.format).toBe('any-game');
    // The players, in their order and active, under the new format's Players headers.
    const players = a.values('Players');
    expect(players.slice(1).map((row) => row[0])).toEqual(NAMES);
    expect(players.slice(1).map((row) => row[1] || 'active')).toEqual(NAMES.map(() => 'active'));
    // The season and the archive as they were; the Log kept, its new lines below the old ones.
    expect(seasonTabs(a)).toEqual(season);
    expect(archivedNow()).toEqual(archived);
    const after = a.values('Log');
    // Rows read to the Log's widest: the earlier rows compared up to their own width.
    expect(after.slice(0, log.length).map((row, i) => row.slice(0, log[i].length))).toEqual(log);
    expect(after.slice(log.length).some((row) => row[1] === 'Set up event')).toBe(true);
    // The organizer's note from the earlier Players tab is in the Log.
    expect(after.slice(log.length).some((row) => row.includes('my own note'))).toBe(true);
    expect(a.values('Event').find((row) => row[0] === 'Format')?.[1]).toMatch(/any game/i);

    playAndClose(a, 'any-game', 'rapid');
    nextEventIn(a, 'attack-wing', 'Spring OP', '2027-03-06');
    playAndClose(a, 'attack-wing', 'op');

    const events = a.values('Season events').slice(1);
    expect(events.map((e) => [e[0], e[2]])).toEqual([
      ['Sealed Night', expect.stringMatching(/sealed/i)],
      ['Winter Rapid', expect.stringMatching(/any game/i)],
      ['Spring OP', expect.stringMatching(/attack wing/i)],
    ]);
    const league = a.values('League');
    expect(league[0].slice(4)).toEqual([
      'Sealed Night 2026-09-05',
      'Winter Rapid 2026-11-07',
      'Spring OP 2027-03-06',
    ]);
    // Every player played all three: three events each, and a point for attending each at least.
    for (const row of league.slice(1)) {
      expect(row[3]).toBe(3);
      expect(Number(row[2])).toBeGreaterThanOrEqual(3);
    }
    const games = a.values('Season games').slice(1);
    expect(new Set(games.map((g) => g[0]))).toEqual(new Set(['Sealed Night', 'Winter Rapid', 'Spring OP']));
  });

  it('is refused, writing nothing, once the next event has paired a round', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', NAMES, { name: 'Autumn Swiss', date: '2026-09-05' });
    playAndClose(a, 'any-game', 'autumn');
    expect(a.call<ActionResult>('startNextEvent').ok).toBe(true);
    pairOk(a);
    const before = a.snapshot();
    const r = a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'Sealed Night' });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code)).toContain('setup-event-typed');
    expectUnchanged(a, before, 'setupEvent after round 1 of the next event');
  });

  it('before Start the next event, setting up is refused and the season stays', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', NAMES, { name: 'Autumn Swiss', date: '2026-09-05' });
    playAndClose(a, 'any-game', 'autumn');
    const before = a.snapshot();
    const r = a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'Sealed Night' });
    expect(r.ok).toBe(false);
    expectUnchanged(a, before, 'setupEvent before Start the next event');
  });
});
