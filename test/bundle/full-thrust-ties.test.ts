// Full Thrust ties, Standings and the judge game, through the built dist/Code.js: a tie-breaker battle belongs to one tie;
// a tie that decides who advances holds the next round until its battle is recorded, or says how it was
// settled; Standings columns and stages; the judge game waits for its result.
import { describe, expect, it } from 'vitest';
import type { ActionResult, Problem } from '../../src/shared/types';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import {
  eventState,
  type FtSide,
  ftStandings,
  isJudgeRow,
  pairOk,
  setEventOption,
  setupFullThrust,
  typeFtRound,
} from '../support/full-thrust';

const SOURCE_BATTLE =
  '"If the players are still tied at this point and the tie determines whether or not a player advances to the next round, a tie breaker is called."';

/** Six players; P4 and P5 identical in every game (same fleet total): tied on every step for the 4th seed. */
const sixSides: Record<string, FtSide> = {
  P1: { opt: 300, dpt: 100, hull: 10 },
  P2: { opt: 250, dpt: 100, hull: 10 },
  P3: { opt: 200, dpt: 100, hull: 10 },
  P4: { opt: 150, dpt: 100, hull: 10 },
  P5: { opt: 150, dpt: 100, hull: 10 },
  P6: { opt: 50, dpt: 50, hull: 5 },
};

function qualifyingDone(
  options: Record<string, unknown> = {},
  sides = sixSides,
  fleets = {} as Record<string, number>,
) {
  const a = setupFullThrust(
    Object.keys(sides).map((n) => [n, fleets[n] ?? 1500] as [string, number]),
    options,
    'ties-11',
  );
  for (let round = 1; round <= 2; round++) {
    pairOk(a);
    typeFtRound(a, round, (n) => sides[n]);
  }
  return a;
}

const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error');
const playersRow = (a: Artifact, name: string) => a.values('Players').findIndex((r) => r[0] === name) + 1;

describe('Full Thrust ties that decide who advances', () => {
  it(`with the battle option on, a tie for the last semi-final place refuses pairing, names the players and the cell, until its battle is recorded: ${SOURCE_BATTLE}`, () => {
    const a = qualifyingDone();
    const state = eventState(a);
    const [err] = errors(state.problems);
    expect(err.message).toContain(
      'P4 and P5 are tied on score, OPT, hull boxes and fleet total for a place in the semi-finals',
    );
    expect(err.tab).toBe('Players');
    expect(err.cell).toBe(`D${playersRow(a, 'P4')}`);
    expect(err.fix).toContain('"won v P5 (cut)"');
    // Refused, even when forced, and nothing is written.
    const before = a.values('Results');
    for (const force of [false, true]) {
      const r = a.call<ActionResult>('pairNextRound', { force });
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => p.message)).toContain(err.message);
    }
    expect(a.values('Results')).toEqual(before);
    // Check event lists it too.
    const check = a.call<ActionResult>('checkEvent');
    expect(check.problems.map((p) => p.message)).toContain(err.message);
    // P5 wins the battle: the semi-finals pair, P5 as the 4th seed.
    a.type('Players', `D${playersRow(a, 'P5')}`, [['won v P4 (cut)']]);
    expect(errors(eventState(a).problems)).toEqual([]);
    pairOk(a);
    expect(roundRows(a, 3).map((r) => r.values.slice(1, 4))).toEqual([
      [1, 'P1', 'P5'],
      [2, 'P2', 'P3'],
    ]);
    const s = ftStandings(a);
    expect(s.byName('P5')[s.col('Tie decided by')]).toBe('Tie-breaker battle vs P4');
  });

  it('a battle belongs to one tie: a battle of other players, of another decision, or a bare "won" settles nothing', () => {
    const a = qualifyingDone();
    const p5 = `D${playersRow(a, 'P5')}`;
    // The old one-cell-per-player form says nothing about which tie: an error at that cell.
    a.type('Players', p5, [['won']]);
    let ps = eventState(a).problems;
    expect(ps.find((p) => p.cell === p5 && p.severity === 'error')?.message).toContain(
      'does not say which tie',
    );
    // A battle is recorded once, in its winner's cell: "lost" on the other player's row is an error there.
    const p4 = `D${playersRow(a, 'P4')}`;
    a.type('Players', p4, [['lost']]);
    expect(eventState(a).problems.find((p) => p.cell === p4 && p.severity === 'error')?.message).toContain(
      "in its winner's cell",
    );
    a.type('Players', p4, [['']]);
    // A battle recorded for the decision after game 1 does not decide the cut.
    a.type('Players', p5, [['won v P4 (after game 1)']]);
    ps = eventState(a).problems;
    expect(
      errors(ps)
        .map((p) => p.message)
        .join(' '),
    ).toContain('P4 and P5 are tied');
    // A battle among other players (P5 v P6) decides nothing now, and says so at its cell.
    a.type('Players', p5, [['won v P6 (cut)']]);
    ps = eventState(a).problems;
    expect(
      errors(ps)
        .map((p) => p.message)
        .join(' '),
    ).toContain('P4 and P5 are tied');
    const unused = ps.find((p) => p.cell === p5 && p.severity === 'warning');
    expect(unused?.message).toContain('a battle belongs to one tie');
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
  });

  it('a three-way tie across the line: each battle settles its own tie; the two left are a new tie that needs a new battle', () => {
    const sides = { ...sixSides, P3: sixSides.P4 };
    const a = qualifyingDone({}, sides);
    expect(errors(eventState(a).problems)[0].message).toContain('P3, P4 and P5 are tied');
    a.type('Players', `D${playersRow(a, 'P4')}`, [['won v P3, P5 (cut)']]);
    // P4 took 3rd; P3 and P5 are still level for the 4th seed: a new tie, a new battle.
    const [next] = errors(eventState(a).problems);
    expect(next.message).toContain('P3 and P5 are tied');
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    a.type('Players', `D${playersRow(a, 'P3')}`, [['won v P5 (cut)']]);
    pairOk(a);
    expect(roundRows(a, 3).map((r) => r.values.slice(1, 4))).toEqual([
      [1, 'P1', 'P3'],
      [2, 'P2', 'P4'],
    ]);
  });

  it('with the battle option off, a warning says a seeded coin toss settled the tie (with its seed), and pairing goes ahead', () => {
    const a = qualifyingDone({ battle: false });
    const r = pairOk(a);
    const w = r.warnings.find((x) => x.message.includes('P4 and P5 are level'));
    expect(w?.message).toContain('the Tie-breaker battle option is off, so a seeded coin toss decided');
    expect(w?.message).toContain('seed "ties-11:round-3:coin-toss:cut:p4,p5"');
    expect(w?.tab).toBe('Players');
    expect(w?.cell).toMatch(/^A\d+$/);
  });

  it('turning the option off is the fix the error offers: the coin toss then decides', () => {
    const a = qualifyingDone();
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    setEventOption(a, 'Tie-breaker battle', false);
    pairOk(a);
  });

  it('a tie the lower fleet total settles is said: "a player with an original fleet total of 1481 points would be ranked higher"', () => {
    const a = qualifyingDone({}, sixSides, { P4: 1487, P5: 1481 });
    const w = eventState(a).problems.find((p) => p.message.includes('the lower fleet total decided'));
    expect(w?.severity).toBe('warning');
    expect(w?.message).toContain(
      'P4 and P5 are level on score, OPT and hull boxes for a place in the semi-finals',
    );
    expect(w?.message).toContain('P5 1481, P4 1487');
    pairOk(a);
    expect(roundRows(a, 3)[0].values.slice(2, 4)).toEqual(['P1', 'P5']);
  });

  it('a semi-final tied on every step waits for the battle chosen in its own row before the final is paired', () => {
    const a = qualifyingDone({}, { ...sixSides, P5: { opt: 100, dpt: 100, hull: 10 } });
    pairOk(a);
    const level: FtSide = { opt: 120, dpt: 80, hull: 9 };
    typeFtRound(a, 3, () => level);
    const table1 = roundRows(a, 3)[0];
    const [err] = errors(eventState(a).problems);
    expect(err.message).toContain(
      'P1 and P4 are tied on score, OPT, hull boxes and fleet total in the semi-final at table 1',
    );
    expect(err.tab).toBe('Results');
    expect(err.cell).toBe(`M${table1.row}`);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    // Opponent (P4) was left on the table.
    a.type('Results', `M${table1.row}`, [['Opponent']]);
    const cells = roundRows(a, 3)[1];
    a.type('Results', `M${cells.row}`, [['Player']]);
    pairOk(a);
    expect(roundRows(a, 4)[0].values.slice(2, 4)).toEqual(['P4', 'P2']);
  });

  it('judge method: a tie for the place eliminated after game 1 holds game 2 until its battle ("after game 1") is recorded', () => {
    const names = ['P1', 'P2', 'P3', 'P4', 'P5'];
    const a = setupFullThrust(
      names.map((n) => [n, 1500] as [string, number]),
      { oddMethod: 'judge' },
      'judge-tie',
    );
    pairOk(a);
    typeFtRound(a, 1, (n) =>
      n === 'P1' || n === 'P2' ? { opt: 10, dpt: 10, hull: 1 } : { opt: 100, dpt: 100, hull: 10 },
    );
    const [err] = errors(eventState(a).problems);
    expect(err.message).toContain(
      'P1 and P2 are tied on score, OPT, hull boxes and fleet total for the place eliminated after game 1',
    );
    expect(err.fix).toContain('(after game 1)');
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    a.type('Players', `D${playersRow(a, 'P2')}`, [['won v P1 (after game 1)']]);
    pairOk(a);
    expect(roundRows(a, 2).some((r) => r.values[2] === 'P1' || r.values[3] === 'P1')).toBe(false);
    const s = ftStandings(a);
    expect(s.byName('P1')[s.col('Stage')]).toBe('Eliminated after game 1');
  });
});

describe('Full Thrust Standings', () => {
  it('8 players: the rounds are Game 1, Game 2, Semi-final, Final; no "Game 3" repeats the semi-final score', () => {
    const a = setupFullThrust(
      Array.from({ length: 8 }, (_, i) => [`P${i + 1}`, 1500 - i] as [string, number]),
    );
    const side = (n: string, r: number): FtSide => ({
      opt: 100 + 10 * Number(n.slice(1)) + r,
      dpt: 50,
      hull: 10,
    });
    for (let round = 1; round <= 3; round++) {
      pairOk(a);
      typeFtRound(a, round, side);
    }
    a.call('updateStandings');
    const s = ftStandings(a);
    expect(s.headers.slice(s.col('Tie decided by') + 1)).toEqual([
      'Game 1',
      'Game 2',
      'Semi-final',
      'Final',
      'Status',
    ]);
    const semi = s.byName('P8')[s.col('Semi-final')];
    expect(semi).toBe(side('P8', 3).opt + 50);
    expect(s.byName('P8').filter((v) => v === semi)).toHaveLength(1);
  });

  it.each([2, 3, 4])(
    '%i players (small field): one "Status" header; Game 1 to Game 3 then the Final',
    (n) => {
      const a = setupFullThrust(
        Array.from({ length: n }, (_, i) => [`P${i + 1}`, 1500 - i] as [string, number]),
      );
      pairOk(a);
      const s = ftStandings(a);
      expect(s.headers.filter((h) => h === 'Status')).toHaveLength(1);
      expect(s.headers.slice(s.col('Tie decided by') + 1)).toEqual([
        'Game 1',
        'Game 2',
        'Game 3',
        'Final',
        'Status',
      ]);
    },
  );

  it('"Tie decided by" says each decision once, and the game-1 ranking of an odd field only for the place it decides', () => {
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
    const a = setupFullThrust(
      names.map((n, i) => [n, 1500 + i] as [string, number]),
      { oddMethod: 'judge' },
      'notes',
    );
    const flat: FtSide = { opt: 100, dpt: 100, hull: 10 };
    const eachOnce = () => {
      const s = ftStandings(a);
      for (const r of s.body) {
        const parts = String(r[s.col('Tie decided by')]).split('; ').filter(Boolean);
        expect(new Set(parts).size, `${r[1]}: ${parts.join('; ')}`).toBe(parts.length);
      }
      return s;
    };
    pairOk(a);
    typeFtRound(a, 1, () => flat);
    a.call('updateStandings');
    eachOnce();
    pairOk(a);
    typeFtRound(a, 2, () => flat);
    pairOk(a);
    const s = eachOnce();
    // The highest fleet total (P7, 1506) is the lowest after game 1: the one game-1 note is that place.
    expect(s.byName('P7')[s.col('Stage')]).toBe('Eliminated after game 1');
    expect(s.byName('P7')[s.col('Tie decided by')]).toBe('Lower fleet total vs P6 (eliminated after game 1)');
  });

  it('nobody is "Eliminated after game 1" before every game-1 result is in', () => {
    const a = setupFullThrust(
      ['P1', 'P2', 'P3', 'P4', 'P5'].map((n) => [n, 1500] as [string, number]),
      { oddMethod: 'judge' },
    );
    pairOk(a);
    const stages = () => {
      a.call('updateStandings');
      const s = ftStandings(a);
      return s.body.map((r) => r[s.col('Stage')]);
    };
    expect(stages()).not.toContain('Eliminated after game 1');
    const [first] = roundRows(a, 1);
    a.type('Results', `E${first.row}`, [[100, 100, 10, 50, 50, 5]]);
    expect(stages()).not.toContain('Eliminated after game 1');
  });
});

describe('Full Thrust judge game', () => {
  it('the judge game waits for its result: "enter results" until it is typed, then pairing succeeds', () => {
    const a = setupFullThrust(
      ['P1', 'P2', 'P3', 'P4', 'P5'].map((n, i) => [n, 1500 + i] as [string, number]),
      { oddMethod: 'judge' },
      'judge-game',
    );
    pairOk(a);
    const judge = roundRows(a, 1).find((r) => isJudgeRow(a, r.values));
    expect(judge, 'a judge game in game 1').toBeDefined();
    const row = judge?.row as number;
    expect(a.values('Results')[row - 1][13]).toBe('Waiting for result');
    const side = (n: string): FtSide => ({ opt: 100 + Number(n.slice(1)), dpt: 100, hull: 10 });
    for (const r of roundRows(a, 1))
      if (r.row !== row) {
        const [p, o] = [side(String(r.values[2])), side(String(r.values[3]))];
        a.type('Results', `E${r.row}`, [[p.opt, p.dpt, p.hull, o.opt, o.dpt, o.hull]]);
      }
    const waiting = eventState(a);
    expect(waiting.nextAction).toBe('enter-results');
    expect(waiting.resultsExpected).toBe(3);
    expect(waiting.resultsEntered).toBe(2);
    expect(waiting.missing).toEqual([
      { round: 1, table: judge?.values[1], players: [judge?.values[2], 'Judge'], cell: `E${row}` },
    ]);
    const p = side(String(judge?.values[2]));
    a.type('Results', `E${row}`, [[p.opt, p.dpt, p.hull]]);
    const ready = eventState(a);
    expect(ready.nextAction).toBe('pair');
    expect(ready.resultsEntered).toBe(3);
    pairOk(a);
    a.call('updateStandings');
    expect(a.values('Results')[row - 1][13]).toBe('Recorded');
  });
});
