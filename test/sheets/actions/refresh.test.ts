// What every action that writes brings up to date besides its own writes (src/sheets/actions/refresh.ts):
// the Standings title and the Results Status cells, from the event as the action leaves it.
import { describe, expect, it } from 'vitest';
import { allFormats, summarize } from '../../../src/engine/formats/registry';
import type { Plan } from '../../../src/sheets/actions/plan';
import { planSetPlayerStatus } from '../../../src/sheets/actions/players';
import { titleWrite, withRefreshes } from '../../../src/sheets/actions/refresh';
import { planUpdateStandings } from '../../../src/sheets/actions/standings';
import { eventState } from '../../../src/sheets/actions/state';
import type { Snapshot } from '../../../src/sheets/grid';
import { NOW, planned } from '../../support/plans';
import {
  afterPlan,
  eventSnapshot,
  paired,
  resultRows,
  sealedRoundPlayed,
  typed,
} from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
/** Results' Status column in sealed deck (Round, Table, Player, Opponent, 4 result cells, Status). */
const STATUS = 9;

/** A one-round event, every result in and Standings updated: "Test night · final". */
function finalEvent(): Snapshot {
  const typedIn = sealedRoundPlayed(paired(eventSnapshot('sealed-deck', FIVE, { rounds: 1 })), 1);
  return afterPlan(typedIn, planUpdateStandings(typedIn, NOW));
}

describe('withRefreshes', () => {
  it('a result cleared by hand, then a drop: Standings loses "final" and the row says it waits', () => {
    const done = finalEvent();
    expect(done.standingsTitle).toBe('Test night · final');
    const row = resultRows(done, 1)[0];
    const cleared = typed(done, 'results', row, 5, [['', '', '']]);
    const drop = planSetPlayerStatus(cleared, 'Eve', 'dropped', NOW);
    expect(planned(drop).writes.some((w) => w.role === 'standings')).toBe(false);
    const writes = planned(withRefreshes(cleared, drop, { nowIso: NOW })).writes;
    expect(writes).toContainEqual(titleWrite('Test night · round 1 of 1: 1 of 2 results in'));
    expect(writes).toContainEqual({
      kind: 'rows',
      role: 'results',
      startRow: row,
      col: STATUS,
      width: 1,
      rows: [['Waiting for result']],
      clearTo: row,
    });
    expect(afterPlan(cleared, withRefreshes(cleared, drop, { nowIso: NOW })).standingsTitle).toBe(
      'Test night · round 1 of 1: 1 of 2 results in',
    );
  });

  it('no title of its own where the plan rewrites Standings, and none asked for (an old layout)', () => {
    const done = finalEvent();
    const update = planUpdateStandings(done, NOW);
    expect(planned(withRefreshes(done, update, { nowIso: NOW })).writes).toEqual(planned(update).writes);
    const cleared = typed(done, 'results', resultRows(done, 1)[0], 5, [['', '', '']]);
    const drop = planSetPlayerStatus(cleared, 'Eve', 'dropped', NOW);
    const old = planned(withRefreshes(cleared, drop, { nowIso: NOW, title: false })).writes;
    expect(old.some((w) => w.role === 'standings')).toBe(false);
  });

  it('with an error on the sheet, a title that would say final is not written; a refusal is left as it is', () => {
    const done = finalEvent();
    // Eve's row is typed over with a second "Ann": an error on Players, every result still in.
    const bad = typed(done, 'players', 6, 1, [['Ann']]);
    const drop = planSetPlayerStatus(bad, 'Bob', 'dropped', NOW);
    const writes = planned(withRefreshes(bad, drop, { nowIso: NOW })).writes;
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.some((w) => w.role === 'standings')).toBe(false);
    const refusal: Plan = { ok: false, problems: [], warnings: [] };
    expect(withRefreshes(done, refusal, { nowIso: NOW })).toBe(refusal);
  });

  it('with an error on the sheet the counts stay as players read them, unless the title says final and a game waits', () => {
    const done = finalEvent();
    const row = resultRows(done, 1)[0];
    // A result cleared and another typed as "sixty": the round waits, and its input has an error.
    const cleared = typed(done, 'results', row, 5, [['', '', '']]);
    const bad = typed(cleared, 'results', resultRows(done, 1)[1], 5, [['sixty']]);
    const drop = planSetPlayerStatus(bad, 'Eve', 'dropped', NOW);
    const shownFinal = planned(
      withRefreshes(bad, drop, { nowIso: NOW, shownTitle: () => 'Test night · final' }),
    ).writes;
    const title = shownFinal.find((w) => w.role === 'standings');
    expect(title).toBeDefined();
    expect(JSON.stringify(title)).not.toContain('final');
    const shownProgress = planned(
      withRefreshes(bad, drop, {
        nowIso: NOW,
        shownTitle: () => 'Test night · round 1 of 1: 2 of 2 results in',
      }),
    ).writes;
    expect(shownProgress.some((w) => w.role === 'standings')).toBe(false);
    expect(
      planned(withRefreshes(bad, drop, { nowIso: NOW })).writes.some((w) => w.role === 'standings'),
    ).toBe(false);
  });
  it('carries the event as all its writes leave it (Status cells and title included), so the answer is not parsed again', () => {
    const done = finalEvent();
    const row = resultRows(done, 1)[0];
    const cleared = typed(done, 'results', row, 5, [['', '', '']]);
    const refreshed = planned(
      withRefreshes(cleared, planSetPlayerStatus(cleared, 'Eve', 'dropped', NOW), { nowIso: NOW }),
    );
    const after = afterPlan(cleared, refreshed);
    expect(refreshed.after?.ok).toBe(true);
    const formats = allFormats().map(summarize);
    const parsedAgain = eventState(after, formats);
    expect(eventState(after, formats, refreshed.after)).toEqual(parsedAgain);
    // The state is the dropped player's and the cleared result's, not the tabs as read.
    expect(parsedAgain.players).toEqual({ active: 4, dropped: 1 });
    expect(parsedAgain.resultsEntered).toBe(1);
  });
});
