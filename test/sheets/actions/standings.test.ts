// Update standings as a pure plan (src/sheets/actions/standings.ts).
import { describe, expect, it } from 'vitest';
import { planUpdateStandings } from '../../../src/sheets/actions/standings';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('planUpdateStandings', () => {
  it('logs how many results are in (a bye is one) and rewrites Standings and every Status cell', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const before = planned(planUpdateStandings(s, NOW));
    expect(writeTo(before.writes, 'log', 'append').rows[0][4]).toBe('1 of 3 results recorded.');
    const played = sealedRoundPlayed(s, 1);
    const plan = planned(planUpdateStandings(played, NOW));
    expect(plan.message).toBe('Standings updated.');
    expect(writeTo(plan.writes, 'log', 'append').rows[0][4]).toBe('3 of 3 results recorded.');
    expect(writeTo(plan.writes, 'results', 'rows').rows).toEqual([['Recorded'], ['Recorded'], ['Bye']]);
    const standings = writeTo(plan.writes, 'standings', 'rows').rows;
    expect(standings[0][0]).toBe('Test night · after round 1 of 3');
  });

  it('refuses on an error anywhere, at its cell, and writes nothing', () => {
    const s = typed(paired(eventSnapshot('sealed-deck', FIVE)), 'results', 2, 5, [['sixty']]);
    const problems = refused(planUpdateStandings(s, NOW));
    expect(problems.map((p) => [p.tab, p.cell])).toEqual([['Results', 'E2']]);
  });

  it('a late entry the format refuses is not ranked: refused at the name', () => {
    let s = paired(eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }));
    s = typed(s, 'players', 6, 1, [['Kim']]);
    const problems = refused(planUpdateStandings(s, NOW));
    expect(problems.map((p) => p.cell)).toEqual(['A6']);
  });
});
