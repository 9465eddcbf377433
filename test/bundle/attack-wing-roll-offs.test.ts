// Attack Wing roll-offs through dist/Code.js: "If there is a tie between 2 or more players' Battle and Fleet
// Points at the end of any Battle Round, the tie will be broken by a roll off. Each player rolls 5 attack
// dice and the player with the most results is the winner." A roll-off decides only the tie it was rolled
// for (those players, that round): a later tie among other players needs its own.
import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState, Problem } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { setupFormat } from '../support/events';
import { typePlayers } from '../support/sealed';
import { standingsOf } from '../support/standings';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];

function start(): Artifact {
  const a = openArtifact();
  setupFormat(a, 'attack-wing', { name: 'Roll-offs', seed: 'aw-roll' });
  typePlayers(a, FOUR);
  return a;
}

/** The round's battle rows as [sheet row, player, opponent]. */
function tables(a: Artifact, round: number): [number, string, string][] {
  return a
    .values('Results')
    .map((r, i) => [i + 1, r] as const)
    .filter(([i, r]) => i > 1 && r[0] === round && r[3] !== 'BYE')
    .map(([i, r]) => [i, String(r[2]), String(r[3])]);
}

/** Types a timed battle per table: fp(player, opponent) gives the player's fleet points. */
function play(a: Artifact, round: number, fp: (p: string, o: string) => number): void {
  for (const [row, p, o] of tables(a, round)) a.type('Results', `E${row}`, [[fp(p, o), fp(o, p), 'Time']]);
}

const col = (rows: unknown[][], header: string) => (rows[0] as unknown[]).indexOf(header);
const standing = (a: Artifact) => {
  const { headers, rows } = standingsOf(a);
  const st = [headers, ...rows];
  return rows.map((r) => ({
    rank: r[col(st, 'Rank')],
    name: String(r[col(st, 'Player')]),
    bp: r[col(st, 'Battle points')],
    fp: r[col(st, 'Fleet points')],
    rolled: r[col(st, 'Roll-off')],
    tie: r[col(st, 'Tie')],
  }));
};
const tieNotes = (s: EventState) =>
  s.problems.filter((p: Problem) => p.tab === 'Fleets' && /are tied/.test(p.message));
/** The roll-offs table: columns I to L of the Fleets tab, rows with content. */
/** The roll-off the organizer records from the sidebar (Attack Wing's `recordRollOff` command). */
const recordRollOff = (a: Artifact, round: number, rolls: unknown) =>
  a.call<ActionResult>('runFormatCommand', { name: 'recordRollOff', args: { round, rolls } });
const rollOffRows = (a: Artifact) =>
  a
    .values('Fleets')
    .slice(1)
    .map((r) => r.slice(8, 12))
    .filter((r) => r.some((v) => v !== ''));

describe('Attack Wing roll-offs: one roll-off per tie (dist/Code.js)', () => {
  it('a roll-off after round 1 does not decide a new tie among other players after round 2; the sidebar state names the new tie', () => {
    const a = start();
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    // Round 1: every first-listed player wins 100 to 50: two winners level on 2 BP / 100 FP, two losers on 1 / 50.
    play(a, 1, (p) => (tables(a, 1).some(([, x]) => x === p) ? 100 : 50));
    const [w1, w2] = tables(a, 1).map(([, p]) => p);
    const [l1, l2] = tables(a, 1).map(([, , o]) => o);
    let state = a.call<EventState>('getEventState');
    const sorted = (x: string, y: string) => [x, y].sort((p, q) => p.localeCompare(q));
    expect(tieNotes(state).map((p) => [p.cell, p.message])).toEqual([
      [
        'I2',
        `${sorted(w1, w2).join(' and ')} are tied on battle and fleet points after round 1 (2 BP, 100 FP): roll off (5 attack dice each).`,
      ],
      [
        'I2',
        `${sorted(l1, l2).join(' and ')} are tied on battle and fleet points after round 1 (1 BP, 50 FP): roll off (5 attack dice each).`,
      ],
    ]);
    // The organizer records the winners' roll-off from the sidebar; the losers' is rolled with the seed.
    const recorded = recordRollOff(a, 1, [
      { player: w1, results: 2 },
      { player: w2, results: '3' },
    ]);
    expect(recorded.ok, JSON.stringify(recorded.problems)).toBe(true);
    const seeded = a.call<ActionResult>('runFormatCommand', { name: 'rollOff', args: {} });
    expect(seeded.ok, JSON.stringify(seeded.problems)).toBe(true);
    expect(tieNotes(seeded.state as EventState)).toEqual([]);
    const rows = rollOffRows(a);
    expect(rows.map((r) => [r[0], r[2]])).toEqual([
      [1, sorted(w1, w2)[0]],
      [1, sorted(w1, w2)[1]],
      [1, sorted(l1, l2)[0]],
      [1, sorted(l1, l2)[1]],
    ]);
    expect(rows[0][1]).toBe(sorted(w1, w2).join(', '));
    expect(standing(a).slice(0, 2)).toEqual([
      expect.objectContaining({ rank: 1, name: w2, rolled: '3', tie: 'Roll-off decided' }),
      expect.objectContaining({ rank: 2, name: w1, rolled: '2', tie: 'Roll-off decided' }),
    ]);

    // Round 2 is paired from that order; the pairing says which roll-off it used.
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const pairLog = a.values('Log').filter((r) => r[1] === 'Pair round' && r[2] === 2);
    expect(String(pairLog[0][4])).toContain('the roll-off recorded after round 1 (Fleets row 2)');
    // Round 2: w2 (first in the pile) beats w1 100-60; the losers' game ends 110-20, which leaves w1 on
    // 3 BP / 160 FP and the losers' winner on 3 BP / 160 FP too: a new tie among different players.
    const r2 = tables(a, 2);
    expect(r2.map(([, p, o]) => sorted(p, o))).toEqual([sorted(w1, w2), sorted(l1, l2)]);
    play(a, 2, (p) => ({ [w2]: 100, [w1]: 60 })[p] ?? (p === r2[1][1] ? 110 : 20));
    const lw = r2[1][1];
    state = a.call<EventState>('getEventState');
    const names = sorted(w1, lw).join(' and ');
    expect(tieNotes(state).map((p) => p.message)).toEqual([
      `${names} are tied on battle and fleet points after round 2 (3 BP, 160 FP): roll off (5 attack dice each).`,
    ]);
    // The round-1 roll-off values are not reused: the tie is open and shares its rank.
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const open = standing(a).filter((x) => x.name === w1 || x.name === lw);
    expect(open.map((x) => [x.rank, x.tie, x.rolled])).toEqual([
      [2, 'Roll-off needed', ''],
      [2, 'Roll-off needed', ''],
    ]);
    // The ties tool (for the sidebar) says the same, as data.
    const ties = a.call<{
      ok: boolean;
      value: { round: number; ties: { players: string[]; decided: boolean }[] };
    }>('runFormatTool', 'rollOffTies', {});
    expect(ties.value.round).toBe(2);
    expect(ties.value.ties).toEqual([
      expect.objectContaining({ players: sorted(w1, lw), decided: false, battlePoints: 3, fleetPoints: 160 }),
    ]);
  });

  it('recording refuses a roll-off that is not exactly one tie, or that leaves players level; nothing is written', () => {
    const a = start();
    a.call('pairNextRound');
    play(a, 1, (p) => (tables(a, 1).some(([, x]) => x === p) ? 100 : 50));
    const [w1, w2] = tables(a, 1).map(([, p]) => p);
    const [l1] = tables(a, 1).map(([, , o]) => o);
    const before = JSON.stringify(a.values('Fleets'));
    const tryRecord = (rolls: unknown) => recordRollOff(a, 1, rolls);
    const notTied = tryRecord([
      { player: w1, results: 4 },
      { player: l1, results: 2 },
    ]);
    expect(notTied.ok).toBe(false);
    expect(notTied.problems[0].message).toMatch(/are not tied on battle and fleet points after round 1/);
    const level = tryRecord([
      { player: w1, results: 3 },
      { player: w2, results: 3 },
    ]);
    expect(level.problems[0].message).toMatch(/rolled the same: the roll-off does not decide the tie yet/);
    const six = tryRecord([
      { player: w1, results: 6 },
      { player: w2, results: 3 },
    ]);
    expect(six.problems[0]).toMatchObject({
      tab: 'Fleets',
      message: `"6" is not a roll-off result for ${w1}.`,
    });
    const unplayed = recordRollOff(a, 2, [
      { player: w1, results: 4 },
      { player: w2, results: 3 },
    ]);
    expect(unplayed.problems[0].message).toMatch(/Round 2 is not complete/);
    expect(JSON.stringify(a.values('Fleets'))).toBe(before);
    // Level on the first roll, then a re-roll: "3, 5" beats "3, 1".
    const reRolled = tryRecord([
      { player: w1, results: [3, 1] },
      { player: w2, results: '3, 5' },
    ]);
    expect(reRolled.ok, JSON.stringify(reRolled.problems)).toBe(true);
    expect(
      standing(a)
        .slice(0, 2)
        .map((x) => [x.name, x.rolled]),
    ).toEqual([
      [w2, '3, 5'],
      [w1, '3, 1'],
    ]);
  });

  it('typed by hand in the roll-offs table; after an undo the rows stay as typed and decide nothing until their round is played again', () => {
    const a = start();
    a.call('pairNextRound');
    play(a, 1, (p) => (tables(a, 1).some(([, x]) => x === p) ? 100 : 50));
    const [w1, w2] = tables(a, 1).map(([, p]) => p);
    const [l1, l2] = tables(a, 1).map(([, , o]) => o);
    // Blank Round and Tied players cells continue the row above, as on the Fleets tab.
    a.type('Fleets', 'I2', [
      [1, 'winners', w1, '5'],
      ['', '', w2, '1'],
      [1, 'losers', l1, '2'],
      ['', '', l2, '4'],
    ]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standing(a).map((x) => x.name)).toEqual([w1, w2, l2, l1]);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    play(a, 2, () => 70);
    // Equal fleet points at time need a winner: the first-listed player.
    for (const [row] of tables(a, 2)) a.type('Results', `H${row}`, [['Player']]);
    a.type('Fleets', 'I6', [
      [2, '', w1, '1'],
      ['', '', l2, '2'],
    ]);
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    // Nothing typed is lost: the round-2 rows are still there, flagged, and the round-1 roll-offs still decide.
    expect(rollOffRows(a)).toHaveLength(6);
    const state = undone.state as EventState;
    expect(state.problems).toContainEqual(
      expect.objectContaining({
        tab: 'Fleets',
        cell: 'I6',
        message: expect.stringContaining('is for round 2, which is not complete: it decides nothing'),
      }),
    );
    expect(standing(a).map((x) => [x.name, x.tie])).toEqual([
      [w1, 'Roll-off decided'],
      [w2, 'Roll-off decided'],
      [l2, 'Roll-off decided'],
      [l1, 'Roll-off decided'],
    ]);
    // A bad cell on the tab is an error at its cell, and nothing is paired.
    a.type('Fleets', 'L2', [['lots']]);
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.ok).toBe(false);
    expect(refused.problems).toContainEqual(
      expect.objectContaining({ tab: 'Fleets', cell: 'L2', message: '"lots" is not a roll-off result.' }),
    );
  });
});
