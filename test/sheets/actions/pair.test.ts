// Pairing the next round as a pure plan (src/sheets/actions/pair.ts): what it refuses and what it writes.
import { describe, expect, it } from 'vitest';
import { planPair } from '../../../src/sheets/actions/pair';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('planPair', () => {
  it('round 1: the games and the bye appended to Results and the record, Pairings written, the shuffle logged', () => {
    const plan = planned(planPair(eventSnapshot('sealed-deck', FIVE), {}, NOW));
    expect(plan.message).toBe('Round 1 paired: 2 tables.');
    const results = writeTo(plan.writes, 'results', 'append');
    expect(results.rows.map((r) => [r[0], r[1], r[3] === 'BYE'])).toEqual([
      [1, 1, false],
      [1, 2, false],
      [1, 3, true],
    ]);
    expect(results.rows.map((r) => r[8])).toEqual(['Waiting for result', 'Waiting for result', 'Bye']);
    // Every player is seated once.
    expect(results.rows.flatMap((r) => [r[2], r[3]]).sort()).toEqual([...FIVE, 'BYE'].sort());
    const record = writeTo(plan.writes, 'record', 'append');
    expect(record.rows.map((r) => r.slice(0, 4))).toEqual(results.rows.map((r) => r.slice(0, 4)));
    // The rounds still to come are reserved on the record: 2 more rounds of 3 games.
    expect(record.reserve).toBe(6);
    expect(writeTo(plan.writes, 'pairings', 'rows').rows[0][0]).toBe('Round 1 · Test night');
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log).toHaveLength(1);
    expect(log[0].slice(1, 4)).toEqual(['Pair round', 1, 'fixed-seed']);
    expect(String(log[0][4])).toContain('fixed-seed:round-1');
  });

  it('the next round waits for every result of the last one: an error at each missing result cell', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const problems = refused(planPair(s, {}, NOW));
    // The bye on row 4 needs no result.
    expect(problems.map((p) => [p.tab, p.cell, p.message])).toEqual([
      ['Results', 'E2', 'Round 1, table 1: the result is missing.'],
      ['Results', 'E3', 'Round 1, table 2: the result is missing.'],
    ]);
    const one = typed(s, 'results', 2, 5, [[20, 10, 'Win']]);
    expect(refused(planPair(one, {}, NOW)).map((p) => p.cell)).toEqual(['E3']);
  });

  it('"Pair anyway" pairs over missing results and logs which cells were blank', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const plan = planned(planPair(s, { force: true }, NOW));
    expect(plan.message).toMatch(/^Round 2 paired/);
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual(['Pair round', 'Paired with results missing']);
    expect(log[1][4]).toBe('E2, E3');
  });

  it('once every round is paired, pairing is refused on the Event tab with how to play more', () => {
    let s = eventSnapshot('sealed-deck', FIVE, { rounds: 1 });
    s = sealedRoundPlayed(paired(s), 1);
    const problems = refused(planPair(s, {}, NOW));
    expect(problems.map((p) => [p.tab, p.message, p.fix])).toEqual([
      ['Event', 'The only round is paired.', 'Raise "Rounds" on the Event tab to play more rounds.'],
    ]);
    s = eventSnapshot('sealed-deck', FIVE, { rounds: 2 });
    s = sealedRoundPlayed(paired(s), 1);
    s = sealedRoundPlayed(paired(s), 2);
    expect(refused(planPair(s, {}, NOW)).map((p) => p.message)).toEqual(['All 2 rounds are paired.']);
  });

  it('fewer than two active players: refused at Players A2', () => {
    const problems = refused(planPair(eventSnapshot('sealed-deck', ['Ann']), {}, NOW));
    expect(problems.map((p) => [p.tab, p.cell, p.message])).toEqual([
      ['Players', 'A2', '1 active player: at least two are needed to pair a round.'],
    ]);
  });

  it('a format without late entries refuses the next round while a player not in round 1 is active', () => {
    let s = paired(eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }));
    s = typed(s, 'players', 6, 1, [['Kim', 'active']]);
    const problems = refused(planPair(s, { force: true }, NOW));
    expect(problems.map((p) => [p.tab, p.cell])).toEqual([['Players', 'A6']]);
    expect(problems[0].message).toMatch(/^Kim was not in round 1\. /);
  });

  it('Standings are rewritten with the new round in: the title counts its games, the bye not among them', () => {
    const plan = planned(planPair(eventSnapshot('sealed-deck', FIVE), {}, NOW));
    const standings = writeTo(plan.writes, 'standings', 'rows');
    expect(standings.rows[0][0]).toBe('Test night · round 1 of 3: 0 of 2 results in');
    const next = afterPlan(eventSnapshot('sealed-deck', FIVE), plan);
    expect(next.tabs.results?.values).toHaveLength(4);
  });
});

describe('planPair: any game, requested byes (chess)', () => {
  const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo'];
  /** The organizer's Bye request header in column E (D left empty), Bob's request in row 3. */
  const asking = (options: Record<string, unknown>, status = 'active') => {
    let s = eventSnapshot('any-game', SIX, { preset: 'chess', ...options });
    s = typed(s, 'players', 1, 5, [['Bye request']]);
    s = typed(s, 'players', 3, 2, [[status]]);
    return typed(s, 'players', 3, 5, [['Half-point bye']]);
  };

  it('Bob sits the round out: his bye row carries the Result asked for, and the request is cleared under its header', () => {
    const plan = planned(planPair(asking({ requestedByes: 'allowed' }), {}, NOW));
    const rows = writeTo(plan.writes, 'results', 'append').rows;
    // Round, Table, Player, Opponent, three games cells, Result.
    expect(rows.filter((r) => r[2] === 'Bob' || r[3] === 'Bob').map((r) => [r[3], r[7]])).toEqual([
      ['BYE', 'Half-point bye'],
    ]);
    // Five left: two games and the pairing's bye, its Result blank.
    expect(rows.filter((r) => r[3] !== 'BYE')).toHaveLength(2);
    expect(rows.filter((r) => r[3] === 'BYE' && r[2] !== 'Bob').map((r) => r[7])).toEqual(['']);
    const cleared = plan.writes.find((w) => w.role === 'players' && w.kind === 'rows');
    expect(cleared).toMatchObject({ col: 5, startRow: 2 });
    expect(cleared?.kind === 'rows' && cleared.rows.map((r) => r[0])).toEqual(['', '', '', '', '', '']);
    // The next action reads Bob's half point, and a blank request.
    const next = afterPlan(asking({ requestedByes: 'allowed' }), plan);
    expect(next.tabs.players?.values[2][4]).toBe('');
  });

  it('refused, with nothing written, where the Event tab does not allow requested byes or the player has dropped', () => {
    const notAllowed = refused(planPair(asking({}), {}, NOW));
    expect(notAllowed.map((p) => [p.tab, p.cell, p.code])).toContainEqual([
      'Players',
      'E3',
      'any-game-bye-request-not-allowed',
    ]);
    const gone = refused(planPair(asking({ requestedByes: 'allowed' }, 'dropped'), {}, NOW));
    expect(gone.map((p) => [p.tab, p.cell, p.code])).toContainEqual([
      'Players',
      'E3',
      'any-game-bye-request-dropped',
    ]);
  });
});
