// The seating list before round 1 as a pure plan (src/sheets/actions/seating.ts).
import { describe, expect, it } from 'vitest';
import { planSeating } from '../../../src/sheets/actions/seating';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { eventSnapshot, paired } from '../../support/snapshot';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

describe('planSeating', () => {
  it('seats every active player on Pairings and logs the seed and the whole order', () => {
    const plan = planned(planSeating(eventSnapshot('sealed-deck', SIX), NOW));
    expect(plan.message).toBe(
      'Deck construction seating: 6 seats on the Pairings tab. Pairing round 1 replaces it.',
    );
    const log = writeTo(plan.writes, 'log', 'append').rows[0];
    expect(log[1]).toBe('Deck construction seating');
    const order = /: (.*)\.$/.exec(String(log[4]))?.[1].split(', ') ?? [];
    expect(order.map((x) => x.replace(/^\d+ /, '')).sort()).toEqual([...SIX].sort());
    expect(order.map((x) => Number(x.split(' ')[0]))).toEqual([1, 2, 3, 4, 5, 6]);
    const seated = writeTo(plan.writes, 'pairings', 'rows').rows.flat();
    for (const name of SIX) expect(seated).toContain(name);
    // The same seed seats the same way.
    expect(planned(planSeating(eventSnapshot('sealed-deck', SIX), NOW)).writes).toEqual(plan.writes);
  });

  it('once round 1 is paired it is refused at the Round cell of the first Results row', () => {
    const problems = refused(planSeating(paired(eventSnapshot('sealed-deck', SIX)), NOW));
    expect(problems.map((p) => [p.tab, p.cell])).toEqual([['Results', 'A2']]);
    expect(problems[0].message).toMatch(/^Round 1 is paired: the deck construction seating list/);
  });

  it('a format without a seating list says so at its Format cell; fewer than two players are refused', () => {
    const none = refused(planSeating(eventSnapshot('attack-wing', SIX), NOW));
    expect(none.map((p) => [p.tab, p.cell])).toEqual([['Event', 'B2']]);
    expect(none[0].message).toMatch(/has no seating list before round 1\.$/);
    const few = refused(planSeating(eventSnapshot('sealed-deck', ['Ann']), NOW));
    expect(few.map((p) => p.message)).toEqual([
      '1 active player: at least two are needed for a seating list.',
    ]);
  });
});
