// What counts on the arrow/target Standings, and what refuses it: a winner typed before the deck codes,
// wins credited for an absence or a drop, and a late entry the schedule cannot take.
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import type { ActionResult } from '../../src/shared/types';
import { setupArrowTarget as setup } from '../support/arrow-target';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { standingsOf } from '../support/standings';

const FIVE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

function pair(a: Artifact, force = false): ActionResult {
  const r = a.call<ActionResult>('pairNextRound', { force });
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

/** One Standings row by player name, by header. */
function standingOf(a: Artifact, name: string): Record<string, unknown> {
  const { headers, rows } = standingsOf(a);
  const row = rows.find((r) => r[1] === name);
  if (!row) throw new Error(`${name} is not on Standings`);
  return Object.fromEntries(headers.map((h, i) => [h, row[i]]));
}

/** The sheet row of the round's game whose arrow (Player column) is `arrow`. */
function rowOf(a: Artifact, round: number, arrow: string): number {
  const r = roundRows(a, round).find((x) => x.values[2] === arrow && x.values[3] !== 'BYE');
  if (!r) throw new Error(`${arrow} is no arrow in round ${round}`);
  return r.row;
}

describe('arrow/target: a winner typed before the deck codes', () => {
  it('does not count: Standings credits no win, the Status and a refusal to pair say the deck codes are missing', () => {
    const a = setup(FIVE);
    pair(a);
    // As listed, round 1: #2 Bob (arrow) v #5 Eve, #4 Dan v #3 Cat, Ann sits out.
    const bob = rowOf(a, 1, 'Bob');
    const dan = rowOf(a, 1, 'Dan');
    a.type('Results', `E${bob}`, [['', '', 'Arrow', '']]);
    a.type('Results', `E${dan}`, [['Dan-1', '', 'Target', '']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingOf(a, 'Bob')).toMatchObject({ Wins: 0, 'As arrow': 0, Played: 0 });
    expect(standingOf(a, 'Cat')).toMatchObject({ Wins: 0, 'As target': 0, Played: 0 });
    expect(standingsOf(a).title).toContain('0 of 2 results in');
    const status = (row: number) => a.values('Results')[row - 1][8];
    expect(status(bob)).toBe('Waiting for deck codes');
    expect(status(dan)).toBe('Waiting for target deck');
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => [p.cell, p.message])).toEqual([
      [
        `E${bob}`,
        'Round 1, table 1: the winner is typed, but the deck codes are missing, so the game does not count yet.',
      ],
      // At the blank Target deck cell: E holds Dan's deck code.
      [
        `F${dan}`,
        "Round 1, table 2: the winner is typed, but the target's deck code is missing, so the game does not count yet.",
      ],
    ]);
    expect(refused.problems.every((p) => p.code !== RESULT_CODES.missing)).toBe(true);
    // With the codes typed the same winners count.
    a.type('Results', `E${bob}`, [['Bob-1', 'Eve-1']]);
    a.type('Results', `F${dan}`, [['Cat-1']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingOf(a, 'Bob')).toMatchObject({ Wins: 1, 'As arrow': 1, Played: 1 });
    expect(standingOf(a, 'Cat')).toMatchObject({ Wins: 1, 'As target': 1, Played: 1 });
    expect(standingsOf(a).title).not.toContain('results in');
    expect(status(bob)).toBe('Recorded');
    pair(a);
  });
});

describe('arrow/target: Played counts games played, not wins credited', () => {
  it('a win credited for an absent opponent and one credited for a dropped opponent are both not Played', () => {
    const a = setup(FIVE);
    pair(a);
    // Round 1: Eve, Bob's target, is absent: Bob is credited. Dan beats Cat at the table.
    a.type('Results', `E${rowOf(a, 1, 'Bob')}`, [['Bob-1', '', '', 'Target']]);
    a.type('Results', `E${rowOf(a, 1, 'Dan')}`, [['Dan-1', 'Cat-1', 'Arrow', '']]);
    // Round 2 (#2 Ann v #5 Dan, #4 Cat v #3 Bob, Eve sits out): Cat drops before it is paired, so Bob's
    // game becomes a BYE row credited as a win.
    const players = a.values('Players');
    const catRow = players.findIndex((r) => r[0] === 'Cat') + 1;
    a.type('Players', `B${catRow}`, [['dropped']]);
    pair(a);
    expect(roundRows(a, 2).find((x) => x.values[2] === 'Bob')?.values[3]).toBe('BYE');
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingOf(a, 'Bob')).toMatchObject({ Wins: 2, 'As arrow': 1, 'As target': 1, Played: 0 });
    expect(standingOf(a, 'Eve')).toMatchObject({ Absences: 1, Played: 0 });
    expect(standingOf(a, 'Dan')).toMatchObject({ Wins: 1, Played: 1 });
  });
});

describe('arrow/target: a late entry', () => {
  it('refuses Update standings at the late player’s Players cell, as pairing and Check event do', () => {
    const a = setup(FIVE);
    pair(a);
    for (const arrow of ['Bob', 'Dan'])
      a.type('Results', `E${rowOf(a, 1, arrow)}`, [[`${arrow}-1`, 'x-1', 'Arrow', '']]);
    // Typed under the field after round 1 was paired, not through "Add player".
    a.type('Players', 'A7', [['Zed']]);
    const late = {
      severity: 'error',
      tab: 'Players',
      cell: 'A7',
      message: expect.stringMatching(/^Zed was not in round 1\. The arrow\/target schedule is fixed/),
    };
    const before = JSON.stringify(a.values('Standings'));
    const standings = a.call<ActionResult>('updateStandings');
    expect(standings.ok).toBe(false);
    expect(standings.problems).toEqual([expect.objectContaining(late)]);
    expect(JSON.stringify(a.values('Standings'))).toBe(before);
    expect(a.values('Standings').some((r) => r[1] === 'Zed')).toBe(false);
    const paired = a.call<ActionResult>('pairNextRound');
    expect(paired.ok).toBe(false);
    expect(paired.problems).toEqual([expect.objectContaining(late)]);
    const check = a.call<ActionResult>('checkEvent');
    expect(check.problems).toContainEqual(expect.objectContaining(late));
    // Marked dropped, the entry no longer refuses anything.
    a.type('Players', 'B7', [['dropped']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});
