// Full Thrust, through the built dist/Code.js: a tie that waits for its tie-breaker battle (the option
// on) names nobody on any tab until the battle is recorded, and Standings before any result rank nobody.
import { describe, expect, it } from 'vitest';
import type { HallScreen } from '../../src/shared/types';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import {
  eventState,
  type FtSide,
  ftStandings,
  pairOk,
  setupFullThrust,
  typeFtRound,
} from '../support/full-thrust';

const TO_PLAY = 'Tie-breaker battle to play';

/** Six players, every qualifying total apart; P4 and P5 identical (same fleet) when `cutTie`. */
function sides(cutTie: boolean): Record<string, FtSide> {
  return {
    P1: { opt: 300, dpt: 100, hull: 10 },
    P2: { opt: 250, dpt: 100, hull: 10 },
    P3: { opt: 200, dpt: 100, hull: 10 },
    P4: { opt: 150, dpt: 100, hull: 10 },
    P5: cutTie ? { opt: 150, dpt: 100, hull: 10 } : { opt: 100, dpt: 100, hull: 10 },
    P6: { opt: 50, dpt: 50, hull: 5 },
  };
}

function qualified(cutTie: boolean): Artifact {
  const s = sides(cutTie);
  const a = setupFullThrust(
    Object.keys(s).map((n) => [n, 1500] as [string, number]),
    {},
    'pending',
  );
  for (let round = 1; round <= 2; round++) {
    pairOk(a);
    typeFtRound(a, round, (n) => s[n]);
  }
  return a;
}

const playersRow = (a: Artifact, name: string) => a.values('Players').findIndex((r) => r[0] === name) + 1;
const cellsOf = (a: Artifact, tab: string) => a.values(tab).flat().map(String);

/** The Standings title, stages, rank, coin toss and "Tie decided by" of `names`, after an update. */
function standingsOf(a: Artifact, names: string[]) {
  a.call('updateStandings');
  const s = ftStandings(a);
  const title = String(a.values('Standings')[0][0]);
  const of = (n: string, h: string) => s.byName(n)[s.col(h)];
  return {
    title,
    stages: s.body.map((r) => r[s.col('Stage')]),
    rows: names.map((n) => ({
      rank: of(n, 'Rank'),
      stage: of(n, 'Stage'),
      coin: of(n, 'Coin toss'),
      decided: of(n, 'Tie decided by'),
      battle: of(n, 'Tie-breaker battle'),
    })),
  };
}

describe('Full Thrust: a tie waiting for its tie-breaker battle names nobody until it is recorded', () => {
  it('a final tied on every step: no Grand Admiral on Standings, Bracket, Games or the sidebar, and Standings is not "final"; once the battle is chosen, its winner is Grand Admiral and Standings shows the battle', () => {
    const a = qualified(false);
    pairOk(a);
    // Semi-finals: P1 beats P4, P2 beats P3.
    typeFtRound(a, 3, (n) =>
      n === 'P1' || n === 'P2' ? { opt: 200, dpt: 100, hull: 10 } : { opt: 50, dpt: 50, hull: 5 },
    );
    pairOk(a);
    const [final] = roundRows(a, 4);
    expect(final.values.slice(2, 4)).toEqual(['P1', 'P2']);
    typeFtRound(a, 4, () => ({ opt: 120, dpt: 80, hull: 9 }));

    const state = eventState(a);
    expect(state.nextAction).toBe('fix-problems');
    const before = standingsOf(a, ['P1', 'P2']);
    expect(before.title).not.toContain('final');
    expect(before.title).toContain('tie-breaker battle to play');
    expect(before.stages).not.toContain('Grand Admiral');
    for (const r of before.rows) {
      expect(r).toEqual({ rank: 1, stage: TO_PLAY, coin: '', decided: '', battle: '' });
    }
    // The sidebar's leaders name neither finalist (nobody above the tie is placed either).
    expect(eventState(a).leaders).toEqual([]);
    expect(cellsOf(a, 'Bracket')).not.toContain('Grand Admiral');
    const bracketFinal = a.values('Bracket').find((r) => r[0] === 'Final') as unknown[];
    expect(bracketFinal[3]).toBe(TO_PLAY);
    const gamesFinal = a.values('Games').find((r) => r[1] === 'Final') as unknown[];
    expect(gamesFinal.slice(13, 15)).toEqual([TO_PLAY, '']);
    expect(cellsOf(a, 'Games')).not.toContain('Coin toss');
    // The slip of the final and the hall screen show the game, with no outcome.
    expect(cellsOf(a, 'Slips')).toContain('Round 4 · Table 1');
    expect(cellsOf(a, 'Slips')).not.toContain('Grand Admiral');
    const hall = a.call<HallScreen>('getHallScreen');
    expect(hall.games).toEqual([{ table: 1, a: 'P1', b: 'P2' }]);
    expect(JSON.stringify(hall)).not.toMatch(/Grand Admiral|Coin toss|won/);

    // P2 was left on the table.
    a.type('Results', `M${final.row}`, [['Opponent']]);
    const after = standingsOf(a, ['P2', 'P1']);
    expect(after.title).toContain('final');
    expect(after.rows[0]).toEqual({
      rank: 1,
      stage: 'Grand Admiral',
      coin: '',
      decided: '',
      battle: 'won v P1 (final)',
    });
    expect(after.rows[1]).toMatchObject({ rank: 2, stage: 'Finalist', battle: '' });
    expect(eventState(a).leaders[0]).toEqual({ rank: 1, name: 'P2', score: 'Grand Admiral' });
    expect(a.values('Bracket').find((r) => r[0] === 'Grand Admiral')?.[1]).toBe('P2');
    expect((a.values('Games').find((r) => r[1] === 'Final') as unknown[]).slice(13, 15)).toEqual([
      'P2',
      'Tie-breaker battle',
    ]);
  });

  it('a tie for the last semi-final place: neither player is "Seed 4" or drawn by a coin toss on Standings, the Bracket names neither, the leaders stop above them; the battle then seeds its winner', () => {
    const a = qualified(true);
    const before = standingsOf(a, ['P4', 'P5']);
    for (const r of before.rows)
      expect(r).toEqual({ rank: 4, stage: TO_PLAY, coin: '', decided: '', battle: '' });
    expect(before.stages.slice(0, 3)).toEqual(['Seed 1', 'Seed 2', 'Seed 3']);
    expect(before.stages).not.toContain('Seed 4');
    expect(before.title).toContain('tie-breaker battle to play');
    const bracket = a.values('Bracket');
    expect(cellsOf(a, 'Bracket')).not.toContain('P4');
    expect(cellsOf(a, 'Bracket')).not.toContain('P5');
    expect(bracket.find((r) => r[7] === 4)?.[2]).toBe('(tie-breaker battle to play)');
    expect(eventState(a).leaders.map((l) => l.name)).toEqual(['P1', 'P2', 'P3']);

    a.type('Players', `D${playersRow(a, 'P5')}`, [['won v P4 (cut)']]);
    const after = standingsOf(a, ['P5', 'P4']);
    expect(after.rows[0]).toMatchObject({ rank: 4, stage: 'Seed 4', coin: '', battle: 'won v P4 (cut)' });
    expect(after.rows[1]).toMatchObject({ rank: 5, stage: 'Did not qualify' });
    expect(a.values('Bracket').find((r) => r[7] === 4)?.[2]).toBe('P5');
  });

  it.each([
    ['judge', 'Eliminated after game 1'],
    ['sit-out', 'Straight to the cut'],
  ])(
    '%s method: a tie for the place decided after game 1 is nobody\'s until its battle ("after game 1") is recorded',
    (oddMethod, stage) => {
      const names = ['P1', 'P2', 'P3', 'P4', 'P5'];
      const a = setupFullThrust(
        names.map((n) => [n, 1500] as [string, number]),
        { oddMethod },
        'judge-tie',
      );
      pairOk(a);
      // Judge: the two lowest tie; sit-out: the two highest.
      const low: FtSide = { opt: 10, dpt: 10, hull: 1 };
      const high: FtSide = { opt: 100, dpt: 100, hull: 10 };
      const tied = roundRows(a, 1)
        .filter((r) => r.values[3] !== 'BYE')
        .map((r) => String(r.values[2]))
        .slice(0, 2);
      typeFtRound(a, 1, (n) => (tied.includes(n) === (oddMethod === 'judge') ? low : high));
      const before = standingsOf(a, tied);
      expect(before.stages).not.toContain(stage);
      for (const r of before.rows) expect(r).toMatchObject({ stage: TO_PLAY, coin: '', decided: '' });
      expect(before.rows[0].rank).toBe(before.rows[1].rank);
      expect(before.title).toContain('tie-breaker battle to play');
      for (const l of eventState(a).leaders) expect(tied).not.toContain(l.name);

      a.type('Players', `D${playersRow(a, tied[1])}`, [[`won v ${tied[0]} (after game 1)`]]);
      const after = standingsOf(a, tied);
      const picked = oddMethod === 'judge' ? tied[0] : tied[1];
      expect(after.rows[tied.indexOf(picked)].stage).toBe(stage);
      expect(after.rows[tied.indexOf(picked)].decided).toContain('Tie-breaker battle vs');
    },
  );
});

describe('Full Thrust Standings before any result', () => {
  it('no ranks and no decided ties (not "Lower fleet total") until a player has a result that counts', () => {
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
    const a = setupFullThrust(names.map((n, i) => [n, 1500 - i] as [string, number]));
    const look = () => {
      a.call('updateStandings');
      const s = ftStandings(a);
      return new Map(
        s.body.map((r) => [
          String(r[1]),
          { rank: r[s.col('Rank')], decided: r[s.col('Tie decided by')], coin: r[s.col('Coin toss')] },
        ]),
      );
    };
    for (const r of look().values()) expect(r).toEqual({ rank: '', decided: '', coin: '' });
    pairOk(a);
    for (const r of look().values()) expect(r).toEqual({ rank: '', decided: '', coin: '' });
    // One table's result: its two players are ranked; the four who have not played are not, and
    // nothing is said to have decided between them.
    const [first] = roundRows(a, 1);
    a.type('Results', `E${first.row}`, [[200, 100, 10, 100, 100, 10]]);
    const played = [String(first.values[2]), String(first.values[3])];
    const now = look();
    expect(now.get(played[0])?.rank).toBe(1);
    expect(now.get(played[1])?.rank).toBe(2);
    for (const n of names.filter((x) => !played.includes(x)))
      expect(now.get(n), n).toEqual({ rank: '', decided: '', coin: '' });
  });
});
