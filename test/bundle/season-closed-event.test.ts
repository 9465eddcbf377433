// An event closed into the season is the season's as it was closed, through dist/Code.js: until Undo
// close, every action that would change its pairings, results, players or standings is refused at its
// Season events row, writing nothing, so the tabs players read never say something League and Ratings
// do not count. After Undo close the change goes through, and Close event puts the event back as it
// then stands.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di'];
const state = (a: Artifact) => a.call<EventState>('getEventState');

function closedEvent(): Artifact {
  const a = openArtifact();
  startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
  const r = seededRandom('closed-event');
  for (;;) {
    pairOk(a);
    typeResults(a, 'any-game', state(a).round, r);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (state(a).nextAction === 'finished') break;
  }
  expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
  return a;
}

/** Results row 2's games flipped: the first game's winner becomes its loser. */
function flipFirstGame(a: Artifact): [string, string] {
  const row = a.values('Results')[1];
  a.type('Results', 'E2', [[row[5], row[4]]]);
  return [String(row[2]), String(row[3])];
}

describe('an event closed into the season', () => {
  it('refuses every change, writing nothing, until Undo close', () => {
    const a = closedEvent();
    flipFirstGame(a);
    const rowCell = `A${a.values('Season events').length}`;
    const attempts: [string, unknown][] = [
      ['updateStandings', undefined],
      ['setPlayerStatus', { name: 'Ann', status: 'dropped' }],
      ['addPlayer', { name: 'Eve' }],
      ['renamePlayer', { from: 'Ann', to: 'Anne' }],
      ['rePairRound', undefined],
      ['acceptReports', undefined],
    ];
    for (const [name, args] of attempts) {
      const before = a.snapshot();
      const r = a.call<ActionResult>(name, args);
      expect(r.ok, name).toBe(false);
      expect(
        r.problems.map((p) => [p.code, p.tab, p.cell]),
        name,
      ).toEqual([['season-event-closed', 'Season events', rowCell]]);
      expectUnchanged(a, before, `${name} while closed`);
    }
    // More rounds typed on the Event tab do not reopen it either.
    const rounds = a.values('Event').findIndex((row) => row[0] === 'Rounds') + 1;
    a.type('Event', `B${rounds}`, [[state(a).rounds + 1]]);
    const before = a.snapshot();
    const paired = a.call<ActionResult>('pairNextRound', {});
    expect(paired.problems.map((p) => p.code)).toEqual(['season-event-closed']);
    expectUnchanged(a, before, 'pairNextRound while closed');
  });

  it('after Undo close, the change goes through and Close event puts the event back as it then stands', () => {
    const a = closedEvent();
    const games = () =>
      a
        .values('Season games')
        .slice(1)
        .map((g) => `${g[2]}:${g[4]}-${g[5]}:${g[7]}`);
    const [player, opponent] = flipFirstGame(a);
    const was = games().find((g) => g.startsWith(`1:${player}-${opponent}:`));
    expect(a.call<ActionResult>('undoCloseEvent').ok).toBe(true);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const now = games().find((g) => g.startsWith(`1:${player}-${opponent}:`));
    expect(was).toBeDefined();
    expect(now).toBe(`1:${player}-${opponent}:${1 - Number(String(was).split(':').pop())}`);
  });
});
