// Undo and re-pair as pure plans (src/sheets/actions/undo.ts): rows go to the Log before they leave Results.
import { describe, expect, it } from 'vitest';
import { planPair } from '../../../src/sheets/actions/pair';
import { planRePair, planUndo, resultsEntered } from '../../../src/sheets/actions/undo';
import { EVENT_CODES } from '../../../src/sheets/event-model';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import {
  afterPlan,
  eventSnapshot,
  model,
  paired,
  resultRows,
  sealedRoundPlayed,
  typed,
} from '../../support/snapshot';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const twoRounds = () => paired(sealedRoundPlayed(paired(eventSnapshot('sealed-deck', SIX)), 1));

describe('planUndo', () => {
  it('before round 1 there is nothing to undo', () => {
    const problems = refused(planUndo(eventSnapshot('sealed-deck', SIX), NOW));
    expect(problems.map((p) => [p.tab, p.message])).toEqual([
      ['Results', 'No round has been paired yet, so there is nothing to undo.'],
    ]);
  });

  it('copies each row of the last round to the Log, then deletes those rows and takes the round off the record', () => {
    const s = twoRounds();
    const rows = resultRows(s, 2);
    expect(rows).toEqual([5, 6, 7]);
    const plan = planned(planUndo(s, NOW));
    expect(plan.message).toBe('Round 2 undone: its 3 rows are in the Log tab.');
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual(['Undo round', ...rows.map(() => 'Undo round: removed row')]);
    // Each removed row is logged whole from the Removed row column on, as it was on Results.
    expect(log.slice(1).map((r) => r.slice(5, 15))).toEqual(rows.map((r) => s.tabs.results?.values[r - 1]));
    expect(writeTo(plan.writes, 'results', 'delete-rows').rows).toEqual(rows);
    // The Log comes first: the rows are copied before they are deleted.
    expect(plan.writes[0].role).toBe('log');
    const next = afterPlan(s, plan);
    expect(model(next).round).toBe(1);
    expect(model(next).record.entries.every((e) => e.round === 1)).toBe(true);
    expect(next.tabs.results?.values).toHaveLength(4);
  });

  it('refuses on the errors Update standings refuses on (a typo in a name, "sixty" in points)', () => {
    let s = twoRounds();
    s = typed(s, 'results', 2, 3, [['Anne']]);
    s = typed(s, 'results', 3, 5, [['sixty']]);
    const cells = refused(planUndo(s, NOW)).map((p) => p.cell);
    expect(cells).toContain('C2');
    expect(cells).toContain('E3');
  });

  it('goes ahead despite Rounds lowered below the rounds paired: removing the round is the fix', () => {
    let s = twoRounds();
    const roundsRow = (s.tabs.event?.values ?? []).findIndex((r) => r[0] === 'Rounds') + 1;
    s = typed(s, 'event', roundsRow, 2, [[1]]);
    expect(model(s).problems.some((p) => p.code === EVENT_CODES.roundsLowered)).toBe(true);
    expect(planned(planUndo(s, NOW)).message).toMatch(/^Round 2 undone/);
  });
});

describe('planRePair', () => {
  it('refuses once a result of the last round is typed, at that result cell', () => {
    let s = paired(eventSnapshot('sealed-deck', SIX));
    s = typed(s, 'results', 3, 5, [[20]]);
    expect(resultsEntered(model(s), 1).map((m) => m.row)).toEqual([3]);
    const problems = refused(planRePair(s, NOW));
    expect(problems.map((p) => [p.tab, p.cell, p.message])).toEqual([
      ['Results', 'E3', 'Round 1 already has a result at table 2.'],
    ]);
  });

  it('logs the old rows with the new round in one Log write, and writes the new round over the old in place', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const plan = planned(planRePair(s, NOW));
    expect(plan.message).toBe('Round 1 re-paired.');
    expect(plan.writes.filter((w) => w.role === 'log')).toHaveLength(1);
    const log = writeTo(plan.writes, 'log', 'append').rows;
    const removed = [
      'Re-pair round: removed row',
      'Re-pair round: removed row',
      'Re-pair round: removed row',
    ];
    expect(log.map((r) => r[1])).toEqual(['Re-pair round', ...removed, 'Pair round']);
    // The round is the foot of Results with nothing typed beside it: no row is deleted or appended, so
    // the rows keep their formats and dropdowns and only the cells that differ are written.
    const kinds = plan.writes.filter((w) => w.role === 'results').map((w) => w.kind);
    expect(kinds).not.toContain('append');
    expect(kinds).not.toContain('delete-rows');
    expect(plan.writes).toContainEqual(
      expect.objectContaining({ kind: 'rows', role: 'results', startRow: 2, clearTo: 4 }),
    );
    const next = model(afterPlan(s, plan));
    expect(next.round).toBe(1);
    expect(next.record.entries).toHaveLength(3);
    expect(next.missingGames).toEqual([]);
    expect(next.ctx.matches.map((m) => m.row)).toEqual([2, 3, 4]);
  });

  it('a note typed beside the round, or a formula in it: the new rows are appended first, then the old deleted', () => {
    const withFormula = paired(eventSnapshot('sealed-deck', SIX));
    const results = withFormula.tabs.results;
    if (!results) throw new Error('no Results');
    // A formula in the round's Table column reads as its value; written over in place it would stay.
    const formulas = results.values.map((r) => r.map(() => ''));
    formulas[2][1] = '=1+1';
    const formulaRound = { tabs: { ...withFormula.tabs, results: { ...results, formulas } } };
    for (const s of [
      typed(paired(eventSnapshot('sealed-deck', SIX)), 'results', 3, 20, [['see judge']]),
      formulaRound,
    ]) {
      const plan = planned(planRePair(s, NOW));
      const kinds = plan.writes.filter((w) => w.role === 'results').map((w) => w.kind);
      // New rows first, so the delete never empties the tab.
      expect(kinds.indexOf('append')).toBeGreaterThanOrEqual(0);
      expect(kinds.indexOf('append')).toBeLessThan(kinds.indexOf('delete-rows'));
      expect(writeTo(plan.writes, 'results', 'delete-rows').rows).toEqual([2, 3, 4]);
    }
  });

  it('before round 1 it pairs round 1', () => {
    expect(planned(planRePair(eventSnapshot('sealed-deck', SIX), NOW)).message).toBe(
      'Round 1 paired: 3 tables.',
    );
  });
});

describe('Undo and Re-pair: any game, a requested bye (chess)', () => {
  /** Round 1 paired with Bob's half-point bye asked for (Bye request in column D, row 3). */
  const pairedWithRequest = () => {
    let s = eventSnapshot('any-game', SIX, { preset: 'chess', requestedByes: 'allowed' });
    s = typed(s, 'players', 1, 4, [['Bye request']]);
    s = typed(s, 'players', 3, 4, [['Half-point bye']]);
    s = afterPlan(s, planPair(s, {}, NOW));
    expect(s.tabs.players?.values[2][3]).toBe('');
    return s;
  };
  const bobsRows = (s: ReturnType<typeof pairedWithRequest>) =>
    (s.tabs.results?.values ?? [])
      .filter((r) => r[2] === 'Bob' || r[3] === 'Bob')
      .map((r) => [r[0], r[3], r[7]]);

  it('Undo types the request back on Players, as before the round was paired', () => {
    const s = afterPlan(pairedWithRequest(), planUndo(pairedWithRequest(), NOW));
    expect(s.tabs.players?.values[2][3]).toBe('Half-point bye');
    expect(bobsRows(s)).toEqual([]);
  });

  it('Re-pair pairs the round again with the request: Bob keeps his bye, and the request stays used up', () => {
    const s = pairedWithRequest();
    const again = afterPlan(s, planRePair(s, NOW));
    expect(bobsRows(again)).toEqual([[1, 'BYE', 'Half-point bye']]);
    expect(again.tabs.players?.values[2][3]).toBe('');
  });
});
