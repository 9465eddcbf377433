// Where arrow/target players read their game (Pairings, its find-your-name list, the slips, the hall
// screen), each is told whether it is the arrow or the target, its number this round, and the deck it
// must use: "If you are a target, you must use the same deck you used in the previous round as an arrow".
import { describe, expect, it } from 'vitest';
import type { ActionResult, HallScreen } from '../../src/shared/types';
import { setupArrowTarget as setup } from '../support/arrow-target';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { readPairings } from '../support/pairings';

const FIVE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

function pair(a: Artifact): void {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
}

/** Find-your-name: name -> what the player reads beside it. */
function byName(a: Artifact): Record<string, unknown> {
  return Object.fromEntries(readPairings(a.values('Pairings')).byName.map((r) => [r.player, r.note]));
}

/** The line under each slip's names: [table title, under Player, under Opponent]. */
function slipRoles(a: Artifact): unknown[][] {
  const rows = a.values('Slips');
  return rows.flatMap((r, i) =>
    /^Round \d+ · Table \d+$/.test(String(r[0])) ? [[r[0], ...rows[i + 1].slice(1, 3)]] : [],
  );
}

describe('arrow/target: every player reads its role and the deck it must use', () => {
  it('on Pairings, in find-your-name, on the slips and on the hall screen, round 1 and round 2', () => {
    const a = setup(FIVE);
    pair(a);
    // As listed, round 1: #2 Bob (arrow) v #5 Eve (target), #4 Dan v #3 Cat, #1 Ann sits out.
    const tables = readPairings(a.values('Pairings')).tables;
    expect(tables.map((t) => t.note)).toEqual([
      "Player = arrow #2, Opponent = target #5 · target's deck: any (round 1)",
      "Player = arrow #4, Opponent = target #3 · target's deck: any (round 1)",
      '#1 sits out',
    ]);
    expect(byName(a)).toEqual({
      Ann: 'Bye',
      Bob: "Arrow #2 · counter Eve's deck",
      Cat: 'Target #3 · any deck (round 1)',
      Dan: "Arrow #4 · counter Cat's deck",
      Eve: 'Target #5 · any deck (round 1)',
    });
    expect(slipRoles(a)).toEqual([
      ['Round 1 · Table 1', "Arrow #2 · counter Eve's deck", 'Target #5 · any deck (round 1)'],
      ['Round 1 · Table 2', "Arrow #4 · counter Cat's deck", 'Target #3 · any deck (round 1)'],
    ]);
    // The arrow decks of round 1 are the decks its arrows must play as targets in round 2.
    for (const { row, values } of roundRows(a, 1))
      if (values[3] !== 'BYE')
        a.type('Results', `E${row}`, [[`${values[2]}-r1`, `${values[3]}-r1`, 'Arrow', '']]);
    pair(a);
    // Round 2: #2 Ann v #5 Dan (who was #4, the arrow with Dan-r1), #4 Cat v #3 Bob (Bob-r1), Eve sits out.
    expect(byName(a)).toEqual({
      Ann: 'Arrow #2 · counter deck Dan-r1',
      Bob: 'Target #3 · deck Bob-r1',
      Cat: 'Arrow #4 · counter deck Bob-r1',
      Dan: 'Target #5 · deck Dan-r1',
      Eve: 'Bye',
    });
    expect(slipRoles(a)).toEqual([
      ['Round 2 · Table 1', 'Arrow #2 · counter deck Dan-r1', 'Target #5 · deck Dan-r1'],
      ['Round 2 · Table 2', 'Arrow #4 · counter deck Bob-r1', 'Target #3 · deck Bob-r1'],
    ]);
    const hall = a.call<HallScreen>('getHallScreen');
    expect(hall.games).toEqual([
      {
        table: 1,
        a: 'Ann',
        b: 'Dan',
        aRole: 'Arrow #2 · counter deck Dan-r1',
        bRole: 'Target #5 · deck Dan-r1',
      },
      {
        table: 2,
        a: 'Cat',
        b: 'Bob',
        aRole: 'Arrow #4 · counter deck Bob-r1',
        bRole: 'Target #3 · deck Bob-r1',
      },
    ]);
    expect(hall.byes).toEqual(['Eve']);
    // After an undo, Pairings rebuilt from the Results rows says the same.
    const round2 = a.values('Pairings');
    for (const { row, values } of roundRows(a, 2))
      if (values[3] !== 'BYE')
        a.type('Results', `E${row}`, [[`${values[2]}-r2`, `${values[3]}-r1`, 'Target', '']]);
    pair(a);
    expect(a.values('Pairings')).not.toEqual(round2);
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    expect(a.values('Pairings')).toEqual(round2);
  });
  it('in a playoff game, which word of the Winner cell is each player’s', () => {
    const a = setup(FIVE);
    // Stronger players win, except Dan beats Ann: Ann and Bob tie on 3 wins, and play a final.
    const strength = (n: string) => FIVE.length - FIVE.indexOf(n);
    const beats = (x: string, y: string) =>
      x === 'Dan' && y === 'Ann' ? true : x === 'Ann' && y === 'Dan' ? false : strength(x) > strength(y);
    for (let round = 1; round <= 5; round++) {
      pair(a);
      for (const { row, values } of roundRows(a, round)) {
        if (values[3] === 'BYE') continue;
        const [arrow, target] = [String(values[2]), String(values[3])];
        a.type('Results', `E${row}`, [
          [`${arrow}-r${round}`, `${target}-r${round - 1}`, beats(arrow, target) ? 'Arrow' : 'Target', ''],
        ]);
      }
    }
    pair(a);
    const [final] = roundRows(a, 6);
    const [player, opponent] = [final.values[2], final.values[3]];
    expect(new Set([player, opponent])).toEqual(new Set(['Ann', 'Bob']));
    expect(byName(a)).toMatchObject({
      [String(player)]: 'Playoff · "Arrow" in Winner',
      [String(opponent)]: 'Playoff · "Target" in Winner',
    });
    expect(slipRoles(a)).toEqual([
      ['Round 6 · Table 1', 'Playoff · "Arrow" in Winner', 'Playoff · "Target" in Winner'],
    ]);
  });
});
