import { describe, expect, it } from 'vitest';
import { FLEET_POINTS_CODES } from '../../src/engine/full-thrust/fleet-issues';
import type { ActionResult } from '../../src/shared/types';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import {
  pairOk as pair,
  type FtSide as Side,
  setupFullThrust as setup,
  ftStandings as standings,
  typeFtRound as typeRound,
} from '../support/full-thrust';

/** Strength from the name's number: P12 beats P11 and so on. */
const byNumber = (name: string, round: number): Side => {
  const i = Number(name.replace(/\D/g, ''));
  return { opt: 100 + 7 * i + round, dpt: 50 + 3 * i, hull: 10 + i };
};

function runToEnd(a: Artifact, side = byNumber): number {
  let rounds = 0;
  for (let guard = 0; guard < 10; guard++) {
    const r = pair(a);
    rounds++;
    typeRound(a, r.state?.round as number, side);
    const s = a.call<ActionResult>('updateStandings');
    expect(s.ok, JSON.stringify(s.problems)).toBe(true);
    if (s.state?.nextAction === 'finished') return rounds;
  }
  throw new Error('the event did not finish');
}

describe('Full Thrust through the built artifact', () => {
  it("the source's fighter example from the Fleets roster: Doug's 78 points of fighters, Bob's OPT 56, Doug's DPT 22", () => {
    const a = setup([
      ['Bob', 150],
      ['Doug', ''],
    ]);
    a.type('Fleets', 'A2', [
      ['Bob', 'Ticonderoga', 'Ship', 150, '', ''],
      ['Doug', 'Normal 1', 'Fighters', '', 6, 3],
      ['Doug', 'Normal 2', 'Fighters', '', 6, 3],
      ['Doug', 'Normal 3', 'Fighters', '', 6, 3],
      ['Doug', 'Fast', 'Fighters', '', 6, 4],
    ]);
    pair(a);
    const [{ row, values }] = roundRows(a, 1);
    const bobFirst = values[2] === 'Bob';
    // "2 normal fighter squadrons were totally destroyed, the fast fighter squadron has one fighter left".
    const dougLost = 'Normal 1, Normal 2, Fast: 5';
    a.type('Results', `G${row}`, [[bobFirst ? 20 : 0]]);
    a.type('Results', `J${row}`, [
      [bobFirst ? 0 : 20, bobFirst ? 'none' : dougLost, bobFirst ? dougLost : 'none'],
    ]);
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(r.warnings.map((w) => w.code)).not.toContain(FLEET_POINTS_CODES.missing);
    const [h, ...games] = a.values('Games');
    const g = games[0];
    const bob = bobFirst ? 5 : 9;
    const doug = bobFirst ? 9 : 5;
    expect(h[bob]).toMatch(/OPT/);
    expect(g[bob]).toBe(56);
    expect(g[doug + 1]).toBe(22);
    expect(g[doug + 3]).toBe(22);
    expect(g[13]).toBe('Bob');
    expect(a.values('Results')[row - 1][13]).toBe('Recorded');
    // Doug's Fleet points are blank: his total comes from the roster, "worth a total of 78 points".
    const s = standings(a);
    expect(s.byName('Doug')[s.col('Fleet total')]).toBe(78);
  });

  it('the 1481-point fleet ranks above the 1487-point fleet when all else ties', () => {
    const a = setup([
      ['Ann', 1487],
      ['Bea', 1481],
    ]);
    const same = (): Side => ({ opt: 80, dpt: 120, hull: 12 });
    for (let round = 1; round <= 3; round++) {
      pair(a);
      typeRound(a, round, same);
    }
    a.call('updateStandings');
    const s = standings(a);
    expect(s.body.slice(0, 2).map((r) => r[1])).toEqual(['Bea', 'Ann']);
    expect(s.byName('Bea')[s.col('Tie decided by')]).toBe('Lower fleet total vs Ann');
    expect(s.byName('Ann')[s.col('Fleet total')]).toBe(1487);
    const final = pair(a);
    expect(final.state?.round).toBe(4);
    expect(roundRows(a, 4)[0].values.slice(2, 4)).toEqual(['Bea', 'Ann']);
  });

  it('game 2 pairs nobody against their game-1 opponent, for every even field from 4 to 24', () => {
    for (let n = 4; n <= 24; n += 2) {
      const a = setup(
        Array.from({ length: n }, (_, i) => [`P${i + 1}`, 1500] as [string, number]),
        {},
        `even-${n}`,
      );
      pair(a);
      typeRound(a, 1, byNumber);
      pair(a);
      const met = new Set(roundRows(a, 1).map((r) => [r.values[2], r.values[3]].sort().join()));
      const g2 = roundRows(a, 2);
      expect(g2).toHaveLength(n / 2);
      for (const r of g2)
        expect(
          met.has([r.values[2], r.values[3]].sort().join()),
          `${n} players: ${r.values[2]} v ${r.values[3]}`,
        ).toBe(false);
    }
  });

  it.each([
    [2, 'judge'],
    [3, 'judge'],
    [4, 'judge'],
    [5, 'judge'],
    [8, 'judge'],
    [9, 'judge'],
    [9, 'sit-out'],
    [24, 'judge'],
  ])('a full event of %i players (%s method) ends with a Grand Admiral', (n, odd) => {
    const a = setup(
      Array.from({ length: n }, (_, i) => [`P${i + 1}`, 1500 - i] as [string, number]),
      { oddMethod: odd },
      `full-${n}-${odd}`,
    );
    const rounds = runToEnd(a);
    expect(rounds).toBe(4);
    const s = standings(a);
    expect(s.body[0][s.col('Stage')]).toBe('Grand Admiral');
    expect(s.body[0][1]).toBe(`P${n}`);
    expect(s.body.map((r) => r[1]).sort()).toEqual(Array.from({ length: n }, (_, i) => `P${i + 1}`).sort());
    const bracket = a.values('Bracket');
    expect(bracket[bracket.length - 1].slice(0, 4)).toEqual(['Grand Admiral', `P${n}`, '', '']);
    // The sidebar's leaders read in rank order by their stage, not by a qualifying score a
    // semi-finalist may top the finalist with.
    const leaders = a.call<{ leaders: { name: string; score: string }[] }>('getEventState').leaders;
    expect(leaders.map((l) => l.name)).toEqual(
      s.body
        .slice(0, 3)
        .map((r) => r[1])
        .filter(Boolean),
    );
    expect(leaders.slice(0, 2).map((l) => l.score)).toEqual(['Grand Admiral', 'Finalist']);
    if (n >= 5) expect(leaders[2].score).toBe('Semi-finalist');
    if (n >= 5) {
      const semis = bracket.filter((r) => r[0] === 'Semi-final');
      expect(semis.map((r) => [r[4], r[5], r[7]])).toEqual([
        [1, 1, 4],
        [2, 2, 3],
      ]);
      expect(typeof semis[0][6]).toBe('number');
    }
    if (n === 9 && odd === 'judge') expect(s.byName('P1')[s.col('Stage')]).toBe('Eliminated after game 1');
    if (n === 9 && odd === 'sit-out') {
      const sitter = roundRows(a, 1).find((r) => r.values[3] === 'BYE')?.values[2];
      expect(a.values('Log').some((r) => String(r[4]).includes(`${sitter}: Sits out game 1`))).toBe(true);
    }
    const again = a.call<ActionResult>('pairNextRound');
    expect(again.ok).toBe(false);
    expect(again.problems[0].message).toContain('All 4 rounds are paired');
  });

  it('every tie step decides a case of its own, shown as columns and in "Tie decided by"', () => {
    const sides: Record<string, Side> = {
      P1: { opt: 200, dpt: 0, hull: 5 },
      P2: { opt: 100, dpt: 50, hull: 5 },
      P3: { opt: 95, dpt: 55, hull: 10 },
      P4: { opt: 95, dpt: 55, hull: 5 },
      P5: { opt: 95, dpt: 55, hull: 5 },
      P6: { opt: 50, dpt: 50, hull: 5 },
      P7: { opt: 50, dpt: 50, hull: 5 },
      P8: { opt: 10, dpt: 10, hull: 1 },
    };
    const fleets: Record<string, number> = { P4: 1487, P5: 1481 };
    const run = (seed: string) => {
      const a = setup(
        Object.keys(sides).map((n) => [n, fleets[n] ?? 1500] as [string, number]),
        {},
        seed,
      );
      for (let round = 1; round <= 2; round++) {
        pair(a);
        typeRound(a, round, (n) => sides[n]);
      }
      pair(a);
      return a;
    };
    const a = run('ties');
    const s = standings(a);
    const decided = (n: string) => s.byName(n)[s.col('Tie decided by')];
    expect(s.body.slice(0, 5).map((r) => r[1])).toEqual(['P1', 'P2', 'P3', 'P5', 'P4']);
    expect(decided('P1')).toBe('');
    expect(decided('P2')).toBe('OPT vs P3');
    expect(decided('P3')).toBe('OPT vs P2; Hull boxes vs P5');
    expect(decided('P5')).toBe('Hull boxes vs P3; Lower fleet total vs P4');
    expect(decided('P4')).toBe('Lower fleet total vs P5');
    expect(decided('P6')).toMatch(/^Coin toss vs P7$/);
    expect([s.byName('P6')[s.col('Coin toss')], s.byName('P7')[s.col('Coin toss')]].sort()).toEqual([1, 2]);
    // The semi-final seeds: 1 v 4 is P1 v P5 (P5's lower fleet total put it in).
    expect(roundRows(a, 3).map((r) => r.values.slice(1, 4))).toEqual([
      [1, 'P1', 'P5'],
      [2, 'P2', 'P3'],
    ]);
    // The coin toss is logged with its seed and comes out the same from the same seed.
    const toss = a.values('Log').find((r) => String(r[4]).includes('Coin toss among P6, P7'));
    expect(String(toss?.[4])).toContain('seed "ties:round-3:coin-toss:cut:p6,p7"');
    const b = run('ties');
    expect(standings(b).body).toEqual(s.body);
  });

  it('a recorded tie-breaker battle decides a tie for the last semi-final place; without the option, a coin toss does', () => {
    // P5 and P6 are level on every step for the 4th seed; P6 won their battle, recorded for that tie.
    const opt: Record<string, number> = { P1: 300, P2: 250, P3: 200, P4: 50, P5: 100, P6: 100 };
    const sides = (n: string): Side => ({ opt: opt[n], dpt: 100, hull: 10 });
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
    const run = (battle: boolean) => {
      const a = setup(
        names.map((n) => [n, 1500, n === 'P6' ? 'won v P5 (cut)' : ''] as [string, number, string]),
        { battle },
        'battle',
      );
      for (let round = 1; round <= 2; round++) {
        pair(a);
        typeRound(a, round, sides);
      }
      pair(a);
      return standings(a);
    };
    const on = run(true);
    expect(on.byName('P6')[on.col('Stage')]).toBe('Seed 4');
    expect(String(on.byName('P6')[on.col('Tie decided by')])).toContain('Tie-breaker battle');
    const off = run(false);
    expect(off.body.every((r) => !String(r[off.col('Tie decided by')]).includes('battle'))).toBe(true);
    expect(off.body.some((r) => String(r[off.col('Tie decided by')]).includes('Coin toss'))).toBe(true);
  });
});
