// What the sidebar shows as the event stands (src/sheets/actions/state.ts).
import { describe, expect, it } from 'vitest';
import { planUpdateStandings } from '../../../src/sheets/actions/standings';
import { eventState, ROSTER_LIMIT } from '../../../src/sheets/actions/state';
import { checkEventProblems } from '../../../src/sheets/check';
import { TITLE_CODES } from '../../../src/sheets/standings-title';
import { NOW } from '../../support/plans';
import { afterPlan, eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
const state = (s: Parameters<typeof eventState>[0]) => eventState(s, []);

describe('eventState', () => {
  it('no Event tab: set up an event', () => {
    const s = state({ tabs: {} });
    expect([s.ready, s.nextAction]).toEqual([false, 'setup']);
  });

  it('before round 1: add players until two are active, then pair; the seating button is offered', () => {
    expect(state(eventSnapshot('sealed-deck', ['Ann'])).nextAction).toBe('add-players');
    const s = state(eventSnapshot('sealed-deck', FIVE));
    expect(s.nextAction).toBe('pair');
    expect(s.players).toEqual({ active: 5, dropped: 0 });
    expect(s.seating?.button).toBe('Seat deck construction');
    expect(s.leaders).toEqual([]);
  });

  it('the roster to pick a player from, in the Players order with each status; none past ROSTER_LIMIT players', () => {
    const s = state(typed(eventSnapshot('sealed-deck', FIVE), 'players', 3, 2, [['dropped']]));
    expect(s.roster).toEqual(FIVE.map((name, i) => ({ name, active: i !== 1 })));
    const many = Array.from({ length: ROSTER_LIMIT + 1 }, (_, i) => `P${i + 1}`);
    expect(state(eventSnapshot('sealed-deck', many)).roster).toBeUndefined();
    expect(state(eventSnapshot('sealed-deck', many.slice(1))).roster).toHaveLength(ROSTER_LIMIT);
  });

  it('a round in play lists each game without its result at its cell; a bye is neither entered nor expected', () => {
    let snap = paired(eventSnapshot('sealed-deck', FIVE));
    const results = snap.tabs.results?.values ?? [];
    let s = state(snap);
    expect(s.nextAction).toBe('enter-results');
    expect([s.resultsEntered, s.resultsExpected]).toEqual([0, 2]);
    expect(s.missing).toEqual([
      { round: 1, table: 1, players: [results[1][2], results[1][3]], cell: 'E2' },
      { round: 1, table: 2, players: [results[2][2], results[2][3]], cell: 'E3' },
    ]);
    snap = typed(snap, 'results', 2, 5, [[20, 10, 'Win']]);
    s = state(snap);
    expect([s.resultsEntered, s.resultsExpected]).toEqual([1, 2]);
    expect(s.missing.map((m) => m.cell)).toEqual(['E3']);
    // Leaders once a game has its result.
    expect(s.leaders.length).toBeGreaterThan(0);
  });

  it('finished once the last round has every result and Standings says so; an error anywhere means fix problems first', () => {
    const typedIn = sealedRoundPlayed(paired(eventSnapshot('sealed-deck', FIVE, { rounds: 1 })), 1);
    // Pairing titled Standings "round 1 of 1: 0 of 2 results in": every result is in, Standings is not final.
    const waiting = state(typedIn);
    expect(waiting.nextAction).toBe('publish-final');
    expect(waiting.leaders).toEqual([]);
    expect(waiting.standingsTab).toMatchObject({ final: false, current: false });
    // The main button says it; the warning is Check event's (it would be the third time here).
    expect(waiting.problems.map((p) => p.code)).not.toContain(TITLE_CODES.finalUnpublished);
    expect(checkEventProblems(typedIn).warnings.map((p) => p.code)).toContain(TITLE_CODES.finalUnpublished);
    const done = afterPlan(typedIn, planUpdateStandings(typedIn, NOW));
    const s0 = state(done);
    expect(s0.nextAction).toBe('finished');
    expect(s0.standingsTab).toEqual({ title: 'Test night · final', current: true, final: true });
    expect(s0.leaders.length).toBeGreaterThan(0);
    const bad = typed(done, 'results', 2, 5, [['sixty']]);
    const s = state(bad);
    expect(s.nextAction).toBe('fix-problems');
    expect(s.problems[0]).toMatchObject({ severity: 'error', tab: 'Results', cell: 'E2' });
  });

  it('a late entry the format refuses is listed with the problems, at the name', () => {
    let snap = paired(
      eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }),
    );
    snap = typed(snap, 'players', 6, 1, [['Kim']]);
    const s = state(snap);
    expect(s.nextAction).toBe('fix-problems');
    expect(s.problems.filter((p) => p.severity === 'error').map((p) => p.cell)).toEqual(['A6']);
  });
});
