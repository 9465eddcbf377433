// Through the built dist/Code.js: "If a player is absent from a round, their opponent is
// credited with a win. If a player is absent from a round and they were a target, their win total is
// decreased by 1" (arrow-target-round-robin.txt). A dropped player's scheduled game is exactly such an
// absence, and a dropped player is never listed above the players still in the event without a reason.
import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { setupArrowTarget } from '../support/arrow-target';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { standingsOf } from '../support/standings';

const FIVE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

function setup(): Artifact {
  return setupArrowTarget(FIVE);
}

function ok(r: ActionResult): ActionResult {
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

/** Types every game of `round` with honest decks; `arrowWins(arrow, target)` picks the winner. */
function typeRound(a: Artifact, round: number, arrowWins: (arrow: string, target: string) => boolean) {
  for (const { row, values } of roundRows(a, round)) {
    if (values[3] === 'BYE') continue;
    const [arrow, target] = [String(values[2]), String(values[3])];
    const prev = roundRows(a, round - 1).find((x) => x.values[2] === target && x.values[3] !== 'BYE');
    const tDeck = prev ? String(prev.values[4]) : `${target}-start`;
    a.type('Results', `E${row}`, [
      [`${arrow}-r${round}`, tDeck, arrowWins(arrow, target) ? 'Arrow' : 'Target'],
    ]);
  }
}

function standings(a: Artifact) {
  const { headers, rows } = standingsOf(a);
  const col = (h: string) => (headers as string[]).indexOf(h);
  const of = (name: string) => {
    const r = rows.find((x) => x[1] === name) as unknown[];
    return {
      rank: r[0],
      wins: r[col('Wins')],
      penalty: r[col('Absent as target')],
      absences: r[col('Absences')],
      status: r[col('Status')],
      note: r[col('Note')],
    };
  };
  return { headers, rows, of };
}

/**
 * As listed, N = 5: round 1 Bob v Eve, Dan v Cat (Ann sits out); round 2 Ann v Dan, Cat v Bob (Eve sits
 * out); round 3 Eve v Cat, Bob v Ann (Dan sits out); round 4 Dan v Bob, Ann v Eve (Cat sits out).
 * Eve wins both her games, so after round 3 she leads with 2 wins.
 */
function threeRounds(a: Artifact) {
  for (let r = 1; r <= 3; r++) {
    ok(a.call('pairNextRound'));
    typeRound(
      a,
      r,
      (arrow, target) => arrow === 'Eve' || (target !== 'Eve' && arrow !== 'Cat') || target === 'Bob',
    );
  }
}

describe('arrow/target: a dropped player scheduled as a target', () => {
  it('a dropped target is absent: its arrow is credited with the win and the target loses one win', () => {
    const a = setup();
    threeRounds(a);
    ok(a.call('updateStandings'));
    expect(standings(a).of('Eve')).toMatchObject({ wins: 2, penalty: 0, absences: 0 });
    ok(a.call('setPlayerStatus', { name: 'Eve', status: 'dropped' }));
    ok(a.call('pairNextRound'));
    // Round 4: Ann (#4, arrow) was to play Eve (#3, target): Ann gets the BYE row, credited as arrow.
    const annRow = roundRows(a, 4).find((x) => x.values[2] === 'Ann');
    expect(annRow?.values[3]).toBe('BYE');
    const log = a.values('Log').map((r) => String(r[4]));
    expect(
      log.some((l) =>
        l.includes('Eve has dropped, which counts as an absence (as the target, Eve also loses one win)'),
      ),
    ).toBe(true);
    ok(a.call('updateStandings'));
    const s = standings(a);
    expect(s.of('Eve')).toMatchObject({ wins: 1, penalty: -1, absences: 1, status: 'Dropped' });
    const annWins = Number(s.of('Ann').wins);
    expect(annWins).toBeGreaterThanOrEqual(1);
  });

  it('both players of a scheduled game dropped: nobody is credited, the target still loses one win', () => {
    const a = setup();
    threeRounds(a);
    ok(a.call('updateStandings'));
    const annBefore = Number(standings(a).of('Ann').wins);
    ok(a.call('setPlayerStatus', { name: 'Eve', status: 'dropped' }));
    ok(a.call('setPlayerStatus', { name: 'Ann', status: 'dropped' }));
    ok(a.call('pairNextRound'));
    expect(roundRows(a, 4).some((x) => x.values[2] === 'Ann' || x.values[3] === 'Eve')).toBe(false);
    ok(a.call('updateStandings'));
    const s = standings(a);
    expect(s.of('Eve')).toMatchObject({ wins: 1, penalty: -1, absences: 1 });
    expect(s.of('Ann')).toMatchObject({ wins: annBefore, penalty: 0, absences: 1 });
  });

  it('a dropped player is listed after the players still in the event, and its Note says why', () => {
    const a = setup();
    threeRounds(a);
    // Eve drops while leading on 2 wins, before her sit-out round would cost her anything.
    ok(a.call('setPlayerStatus', { name: 'Eve', status: 'dropped' }));
    ok(a.call('updateStandings'));
    const s = standings(a);
    expect(s.headers.at(-1)).toBe('Note');
    expect(s.of('Eve')).toMatchObject({ wins: 2, status: 'Dropped' });
    // Eve has the most wins, yet every active player is ranked above her, and the Note says why.
    const last = s.rows.at(-1) as unknown[];
    expect(last[1]).toBe('Eve');
    for (const n of ['Ann', 'Bob', 'Cat', 'Dan']) {
      expect(Number(s.of(n).wins)).toBeLessThan(2);
      expect(Number(s.of(n).rank)).toBeLessThan(Number(s.of('Eve').rank));
      expect(s.of(n).note).toBe('');
    }
    expect(String(s.of('Eve').note)).toMatch(/^Dropped: listed after the players still in the event/);
    const state = a.call<EventState>('getEventState');
    expect(state.leaders.map((l) => l.name)).not.toContain('Eve');
  });
});
