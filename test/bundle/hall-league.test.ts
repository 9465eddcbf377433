// The hall screen's League through the built dist/Code.js: absent before the season has one, then the
// League tab's rank, player and points as the tab shows them, after each Close event and Undo close.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, HallScreen } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

describe('the hall screen can show the League', () => {
  it('is absent before the first close, then the League tab as it reads', () => {
    const a = openArtifact();
    startEvent(a, 'any-game', ['Ann', 'Ben', 'Cy', 'Di', 'Ed'], { name: 'Autumn Open', date: '2026-11-01' });
    const r = seededRandom('hall-league');
    for (let round = 1; ; round++) {
      pairOk(a);
      typeResults(a, 'any-game', round, r);
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      if (round >= a.call<EventState>('getEventState').rounds) break;
    }
    expect(a.call<HallScreen>('getHallScreen').league).toBeUndefined();
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const hall = a.call<HallScreen>('getHallScreen');
    const tab = a.values('League').slice(1);
    expect(hall.league).toEqual(tab.map((row) => ({ rank: row[0], player: row[1], points: row[2] })));
    expect(hall.league).toHaveLength(5);
    // The round's games are still there for the round view.
    expect(hall.ok).toBe(true);
    expect(a.call<ActionResult>('undoCloseEvent').ok).toBe(true);
    expect(a.call<HallScreen>('getHallScreen').league).toEqual([]);
  });
});
