// "Restore missing rows" as a pure plan (src/sheets/actions/restore.ts): the record puts lost rows back.
import { describe, expect, it } from 'vitest';
import { planRestoreRows } from '../../../src/sheets/actions/restore';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, model, paired, withoutRows } from '../../support/snapshot';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

describe('planRestoreRows', () => {
  it('with nothing missing there is no row to restore', () => {
    const problems = refused(planRestoreRows(paired(eventSnapshot('sealed-deck', SIX)), NOW));
    expect(problems.map((p) => p.message)).toEqual([
      'No paired game is missing from Results: there is no row to restore.',
    ]);
  });

  it('a deleted row is an error until Restore appends it as paired, result cells blank, and logs the game', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const lost = s.tabs.results?.values[2] ?? [];
    const cut = withoutRows(s, 'results', [3]);
    expect(model(cut).missingGames.map((m) => m.entry.table)).toEqual([lost[1]]);
    const plan = planned(planRestoreRows(cut, NOW));
    expect(plan.message).toBe('1 row restored at the bottom of Results: type its result again.');
    expect(writeTo(plan.writes, 'results', 'append').rows).toEqual([lost]);
    expect(writeTo(plan.writes, 'log', 'append').rows[0][4]).toBe(
      `1 paired game put back on Results from the add-on's record, result cells blank: round 1, table ${lost[1]}: ${lost[2]} v ${lost[3]}.`,
    );
    const back = model(afterPlan(cut, plan));
    expect(back.missingGames).toEqual([]);
    expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
