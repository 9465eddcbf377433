import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import type { ActionResult, EventState } from '../../src/shared/types';
import { expectUnchanged, openArtifact } from '../support/artifact';
import { readPairings } from '../support/pairings';
import { setupSealed, splitReport, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const SEVEN = ['Picard', 'Riker', 'Data', 'Worf', 'Troi', 'Crusher', 'La Forge'];
// A fixed strength order so every game has a predictable winner.
const strength = (name: string) => SEVEN.length - SEVEN.indexOf(name);

describe('a whole 7-player, 3-round sealed-deck event through dist/Code.js', () => {
  it('setup, players, pair, results, pair ... final standings values and formatting', () => {
    const a = openArtifact();
    setupSealed(a, SEVEN);
    const byes: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const paired = a.call<ActionResult>('pairNextRound');
      expect(paired.ok, JSON.stringify(paired.problems)).toBe(true);
      const results = a.values('Results').filter((r) => r[0] === round);
      // 7 players: three games and one bye every round, each player exactly once.
      expect(results).toHaveLength(4);
      const seen = results.flatMap((r) => [r[2], r[3]]).filter((n) => n !== 'BYE');
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
      const bye = results.find((r) => r[3] === 'BYE') as unknown[];
      byes.push(String(bye[2]));
      expect(bye[8]).toBe('Bye');
      typeRound(a, round, (x, y) => (strength(x) > strength(y) ? [100, 40, 'Win'] : [40, 100, 'Win']));
      const state = a.call<EventState>('getEventState');
      expect(state.resultsEntered).toBe(3);
      expect(state.missing).toEqual([]);
    }
    // Never a second bye while someone has none.
    expect(new Set(byes).size).toBe(3);
    const updated = a.call<ActionResult>('updateStandings');
    expect(updated.ok).toBe(true);
    const standings = standingsOf(a);
    // Every round paired and recorded: the title says the standings are final.
    expect(standings.title).toBe('Friday sealed · final');
    expect(standings.headers).toEqual([
      'Rank',
      'Player',
      'Score',
      'Victory points',
      'Differential',
      'Played',
      'Won',
      'Lost',
      'Tied',
      'Byes',
      'Status',
      'Tie',
    ]);
    // Victory points total: 2 per game (3 a round) plus 2 per bye; differentials of the games sum to zero.
    const body = standings.rows;
    expect(body).toHaveLength(7);
    expect(body.reduce((s, r) => s + Number(r[3]), 0)).toBe(3 * 3 * 2 + 3 * 2);
    expect(body.reduce((s, r) => s + Number(r[4]), 0)).toBe(0);
    // Sorted by victory points then differential; ranks 1..n with ties sharing a rank.
    for (let i = 1; i < body.length; i++) {
      const [p, q] = [body[i - 1], body[i]];
      expect(Number(p[3]) > Number(q[3]) || (p[3] === q[3] && Number(p[4]) >= Number(q[4]))).toBe(true);
    }
    expect(body[0][2]).toBe(`${body[0][3]} (${Number(body[0][4]) >= 0 ? '+' : ''}${body[0][4]})`);
    // Formatting: a larger bold title, a bold shaded header row frozen with it, rank and name frozen,
    // leader row highlighted.
    const tab = a.tab('Standings');
    expect(tab.frozenRows).toBe(2);
    expect(tab.frozenColumns).toBe(2);
    expect(tab.formats?.A1?.fontWeight).toBe('bold');
    expect(tab.formats?.A1?.fontSize).toBe(14);
    expect(tab.formats?.A2?.fontWeight).toBe('bold');
    expect(tab.formats?.A2?.background).toBe('#e8f0fe');
    const leaderTied = body[1][0] === body[0][0];
    expect(tab.formats?.B3?.background).toBe(leaderTied ? '#ede7f6' : '#fce8b2');
    // The results report lists all 9 games and 3 byes.
    expect(splitReport(a.values('Report')).games).toHaveLength(12);
    // Pairings of round 3 with a find-your-name list of all 7 players.
    const pairings = a.values('Pairings');
    expect(pairings[0][0]).toBe('Round 3 · Friday sealed');
    expect(readPairings(pairings).byName.map((r) => r.player)).toEqual(
      [...SEVEN].sort((x, y) => x.localeCompare(y)),
    );
    // Every action is in the Log.
    const actions = a
      .values('Log')
      .slice(1)
      .map((r) => r[1]);
    expect(actions).toEqual(['Set up event', 'Pair round', 'Pair round', 'Pair round', 'Update standings']);
    const finished = a.call<EventState>('getEventState');
    expect(finished.nextAction).toBe('finished');
  });

  it('pairing round k+1 requires every result of round k unless the organizer confirms', () => {
    const a = openArtifact();
    setupSealed(a, SEVEN.slice(0, 4));
    a.call('pairNextRound');
    a.type('Results', 'E2', [[100, 20, 'Win']]);
    const before = a.snapshot();
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      {
        severity: 'error',
        tab: 'Results',
        role: 'results',
        cell: 'E3',
        message: 'Round 1, table 2: the result is missing.',
        fix: expect.stringContaining('Pair anyway'),
        code: RESULT_CODES.missing,
      },
    ]);
    expectUnchanged(a, before);
    const forced = a.call<ActionResult>('pairNextRound', { force: true });
    expect(forced.ok).toBe(true);
    expect(a.values('Results').filter((r) => r[0] === 2)).toHaveLength(2);
  });

  it('re-pairing a round with no results replaces it, its rows copied to the Log first', () => {
    const a = openArtifact();
    setupSealed(a, SEVEN.slice(0, 6));
    a.call('pairNextRound');
    const round1 = a.values('Results').slice(1);
    a.call('setPlayerStatus', { name: 'Data', status: 'dropped' });
    const rePaired = a.call<ActionResult>('rePairRound');
    expect(rePaired.ok, JSON.stringify(rePaired.problems)).toBe(true);
    const rows = a.values('Results').slice(1);
    expect(rows.flatMap((r) => [r[2], r[3]])).not.toContain('Data');
    const log = a.values('Log');
    const removed = log.filter((r) => r[1] === 'Re-pair round: removed row').map((r) => r.slice(5, 5 + 10));
    expect(removed).toEqual(round1);
  });
});
