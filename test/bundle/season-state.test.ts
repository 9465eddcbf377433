// The season's state the sidebar gets (EventState.season) through the built dist/Code.js: from the
// season tabs after Close event, Undo close and Start the next event, and from the season glance for
// the sidebar's own read and every other action, the same either way; a few reads, constant in players
// and rounds, and none in a spreadsheet with no season.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const state = (a: Artifact) => a.call<EventState>('getEventState');

function playRounds(a: Artifact, seed: string): void {
  const r = seededRandom(seed);
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (round >= state(a).rounds) break;
  }
}

/** Runs an action, checks it went ahead and that its answer's state is getEventState's; returns it. */
function act(a: Artifact, name: string): EventState {
  const r = a.call<ActionResult>(name);
  expect(r.ok, `${name}: ${JSON.stringify(r.problems)}`).toBe(true);
  expect(r.state, name).toEqual(state(a));
  return r.state as EventState;
}

/** Reads getEventState makes of the spreadsheet. */
function stateCalls(a: Artifact): number {
  a.emu.calls.reset();
  state(a);
  return a.emu.calls.cost().reads;
}

describe("the sidebar's season state", () => {
  it('follows Close event, Start the next event, round 1 and Undo close', () => {
    const a = openArtifact();
    const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
    startEvent(a, 'any-game', names, { name: 'Autumn Open', date: '2026-11-01' });
    playRounds(a, 'season-state');
    expect(state(a).nextAction).toBe('finished');
    expect(state(a).season).toBeUndefined();

    const closed = act(a, 'closeEvent');
    const leader = a.values('League')[1][1];
    expect(closed.season).toEqual({
      events: 1,
      closed: true,
      canUndo: true,
      nextNotBegun: false,
      lastEvent: 'Autumn Open',
      leaders: a
        .values('League')
        .slice(1)
        .filter((r) => r[0] === 1)
        .map((r) => r[1]),
    });
    expect(closed.season?.leaders).toContain(leader);

    const next = act(a, 'startNextEvent');
    expect(next.season).toMatchObject({ events: 1, closed: false, canUndo: true, nextNotBegun: true });
    // Undo close is reachable after Start the next event, until round 1 is paired.
    expect(act(a, 'undoCloseEvent').season).toMatchObject({ events: 0, canUndo: false, leaders: [] });
    const again = a.call<ActionResult>('closeEvent');
    expect(again.ok).toBe(false);
  });

  it('no Undo close once the next event pairs its first round', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', ['Ann', 'Ben', 'Cy', 'Di'], { name: 'Autumn Open', date: '2026-11-01' });
    playRounds(a, 'season-state-2');
    act(a, 'closeEvent');
    act(a, 'startNextEvent');
    const paired = act(a, 'pairNextRound');
    expect(paired.season).toMatchObject({ events: 1, closed: false, canUndo: false, nextNotBegun: false });
  });

  it('costs a few reads once the season exists, the same at 8 players as at 4, and none before', () => {
    const cost = (players: number) => {
      const a = openArtifact();
      const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].slice(0, players);
      startEvent(a, 'any-game', names, { name: 'Autumn Open', date: '2026-11-01' });
      playRounds(a, `cost-${players}`);
      const before = stateCalls(a);
      act(a, 'closeEvent');
      return { before, after: stateCalls(a) };
    };
    const small = cost(4);
    const large = cost(8);
    expect(large.after).toBe(small.after);
    expect(small.after - small.before).toBeLessThanOrEqual(6);
    expect(small.after).toBeGreaterThan(small.before);
  });
});
