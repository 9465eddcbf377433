// Accepting and rejecting reports as pure plans (src/sheets/actions/reports.ts): exactly the result
// cells written, a decision per report, a Log line naming the timestamps, standings rewritten; a
// dispute, a conflict, an unknown id or a rejection without a reason refused with nothing written.
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../src/engine/format';
import { getFormat } from '../../../src/engine/formats/registry';
import {
  autoAccepting,
  planAcceptReports,
  planDismissReports,
  planRejectReport,
  REPORT_ACTION_CODES,
  resultWrites,
} from '../../../src/sheets/actions/reports';
import { planUpdateStandings } from '../../../src/sheets/actions/standings';
import { readReports } from '../../../src/sheets/reports/read';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { connectedEvent, gamesOf, submitted } from '../../support/reports';
import { afterPlan, model, typed } from '../../support/snapshot';

function reported() {
  let s = connectedEvent();
  const [g1, g2, g3] = gamesOf(s);
  for (const name of [g1[2], g1[3]]) s = submitted(s, [1, g1[1], name, '20', '10', 'Win']);
  for (const [name, points] of [
    [g2[2], '20'],
    [g2[3], '21'],
  ])
    s = submitted(s, [1, g2[1], name, points, '10', 'Win']);
  s = submitted(s, [1, g3[1], g3[2], '20', '10', 'Win']);
  return { s, g1, g2, g3 };
}

describe('planAcceptReports', () => {
  it('writes the agreed game result cells only, the decisions and a Log line naming the reports', () => {
    const { s, g1 } = reported();
    const plan = planned(planAcceptReports(s, undefined, NOW));
    expect(plan.message).toBe('Accepted one reported game.');
    const cells = plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells');
    expect(cells).toEqual([
      { kind: 'cells', role: 'results', row: g1[0], col: 5, rows: [[20, 10, 'Win', '']] },
    ]);
    const decided = writeTo(plan.writes, 'reports', 'append').rows;
    expect(decided.map((r) => [r[0], r[1], r[4]])).toEqual([
      [`r1t${g1[1]}`, 2, 'accepted'],
      [`r1t${g1[1]}`, 3, 'accepted'],
    ]);
    const log = plan.writes
      .filter((w) => w.role === 'log' && w.kind === 'append')
      .flatMap((w) => (w.kind === 'append' ? w.rows : []));
    expect(String(log[0][4])).toContain('2026-12-05T10:00:');
    expect(plan.writes.some((w) => w.role === 'standings')).toBe(true);
    // Accepted reports leave the queue.
    const after = afterPlan(s, plan);
    expect(readReports(after, model(after))?.queue.games.map((g) => g.status)).toEqual([
      'disputed',
      'waiting-for-opponent',
    ]);
  });

  it('refuses a disputed game, an unknown id, and a single report unless the Event option allows it', () => {
    const { s, g2, g3 } = reported();
    expect(refused(planAcceptReports(s, [`r1t${g2[1]}`], NOW))[0].message).toContain('disputed');
    expect(refused(planAcceptReports(s, ['r9t9'], NOW))[0].message).toContain('r9t9');
    expect(refused(planAcceptReports(s, [`r1t${g3[1]}`], NOW))[0].message).toContain('waiting-for-opponent');
    const single = typed(s, 'event', (s.tabs.event?.values.length ?? 0) + 1, 1, [
      ['Accept a single report', 'yes'],
    ]);
    const plan = planned(planAcceptReports(single, [`r1t${g3[1]}`], NOW));
    expect(plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells')).toHaveLength(1);
  });

  it("one player's version settles a dispute; asked of a game not disputed, or of someone who sent nothing, it is refused", () => {
    const { s, g1, g2 } = reported();
    const codes = (ids: string[], version: string) =>
      refused(planAcceptReports(s, ids, NOW, version)).map((p) => p.code);
    expect(codes([`r1t${g1[1]}`], g1[2])).toEqual([REPORT_ACTION_CODES.versionRefused]);
    expect(codes([`r1t${g2[1]}`], 'Nobody')).toEqual([REPORT_ACTION_CODES.versionRefused]);
    expect(codes([`r1t${g1[1]}`, `r1t${g2[1]}`], g2[3])).toEqual([REPORT_ACTION_CODES.versionRefused]);
    const plan = planned(planAcceptReports(s, [`r1t${g2[1]}`], NOW, g2[3]));
    expect(plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells')).toEqual([
      { kind: 'cells', role: 'results', row: g2[0], col: 5, rows: [[21, 10, 'Win', '']] },
    ]);
    expect(writeTo(plan.writes, 'reports', 'append').rows.map((r) => r[4])).toEqual(['accepted', 'accepted']);
  });

  it('never writes over a result typed on Results', () => {
    const { s, g1 } = reported();
    const typedIn = typed(s, 'results', g1[0], 5, [[5, 4, 'Win']]);
    const plan = planned(planAcceptReports(typedIn, undefined, NOW));
    expect(plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells')).toEqual([]);
    expect(plan.message).toBe('No agreed reports to accept.');
  });

  it('neighbouring rows in one write; result columns moved apart, one write per cell', () => {
    const format = getFormat('sealed-deck') as Format;
    const game = (row: number) => ({
      resultsRow: row,
      result: { 'Player points': '1', 'Opponent points': '0', 'How it ended': 'Win', Winner: '' },
    });
    const games = [game(3), game(2), game(5)];
    expect(
      resultWrites(format, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], games).map((w) => [w.row, w.rows.length]),
    ).toEqual([
      [2, 2],
      [5, 1],
    ]);
    expect(resultWrites(format, [1, 2, 3, 4, 5, 9, 7, 8, 6, 10], [game(2)])).toHaveLength(4);
  });
});

describe('planRejectReport', () => {
  it('needs a reason and a game in the queue; the decision and the reason go to the reports tab and the Log', () => {
    const { s, g2 } = reported();
    expect(refused(planRejectReport(s, `r1t${g2[1]}`, '  ', NOW))[0].message).toContain('reason');
    expect(refused(planRejectReport(s, 'r7t1', 'typo', NOW))[0].message).toContain('r7t1');
    const plan = planned(planRejectReport(s, `r1t${g2[1]}`, 'Scores do not add up', NOW));
    expect(writeTo(plan.writes, 'reports', 'append').rows.map((r) => [r[4], r[5]])).toEqual([
      ['rejected', 'Scores do not add up'],
      ['rejected', 'Scores do not add up'],
    ]);
    expect(plan.writes.some((w) => w.role === 'results')).toBe(false);
    const after = afterPlan(s, plan);
    expect(readReports(after, model(after))?.queue.games.map((g) => g.id)).not.toContain(`r1t${g2[1]}`);
  });
});

describe('planDismissReports', () => {
  it('sets every refused report and every conflict aside with one reason, one decision each and one Log line; the rest stays', () => {
    const { s: base, g1, g2 } = reported();
    // g1 typed by hand: its two agreed reports become a conflict. A report for a table never paired is refused.
    let s = typed(base, 'results', g1[0], 5, [[5, 4, 'Win']]);
    s = submitted(s, [1, 99, g2[2], '20', '10', 'Win']);
    const before = readReports(s, model(s))?.queue;
    expect(before?.counts).toMatchObject({ conflicts: 1, refused: 1, disputed: 1, waiting: 1 });
    const none = refused(planDismissReports(s, '   ', NOW));
    expect(none.map((p) => p.code)).toEqual([REPORT_ACTION_CODES.reasonMissing]);
    const plan = planned(planDismissReports(s, 'Typed by the judge', NOW));
    expect(plan.message).toBe('Dismissed 3 reports.');
    expect(writeTo(plan.writes, 'reports', 'append').rows.map((r) => [r[0], r[4], r[5]])).toEqual([
      ['r1t99', 'dismissed', 'Typed by the judge'],
      [`r1t${g1[1]}`, 'dismissed', 'Typed by the judge'],
      [`r1t${g1[1]}`, 'dismissed', 'Typed by the judge'],
    ]);
    const logged = plan.writes.flatMap((w) => (w.role === 'log' && w.kind === 'append' ? w.rows : []));
    expect(logged).toHaveLength(1);
    expect(String(logged[0][4])).toBe(
      `Dismissed 1 refused report and the reports of 1 game already on Results (round 1, table ${g1[1]}): Typed by the judge`,
    );
    expect(plan.writes.some((w) => w.role === 'results')).toBe(false);
    const after = afterPlan(s, plan);
    const queue = readReports(after, model(after))?.queue;
    expect(queue?.counts).toEqual({ agreed: 0, waiting: 1, disputed: 1, conflicts: 0, refused: 0, drops: 0 });
    // Nothing left to dismiss: no write. A player who sends again comes back.
    expect(planned(planDismissReports(after, 'again', NOW)).writes).toEqual([]);
    const again = submitted(after, [1, 99, g2[2], '20', '10', 'Win'], new Date('2026-12-05T11:00:00Z'));
    expect(readReports(again, model(again))?.queue.counts.refused).toBe(1);
  });
});

describe('autoAccepting', () => {
  it('accepts agreed games first only with the Event option on', () => {
    const { s, g1 } = reported();
    const off = planned(autoAccepting(planUpdateStandings)(s, NOW));
    expect(off.writes.some((w) => w.role === 'results' && w.kind === 'cells')).toBe(false);
    const on = typed(s, 'event', (s.tabs.event?.values.length ?? 0) + 1, 1, [
      ['Accept agreed reports automatically', 'yes'],
    ]);
    const plan = planned(autoAccepting(planUpdateStandings)(on, NOW));
    expect(plan.writes.find((w) => w.role === 'results' && w.kind === 'cells')).toMatchObject({ row: g1[0] });
    expect(plan.message).toContain('Accepted 1 agreed game from reports first.');
    // The standings it writes count the accepted game.
    const logged = plan.writes.flatMap((w) => (w.role === 'log' && w.kind === 'append' ? w.rows : []));
    expect(logged.map((r) => r[4])).toContain('1 of 3 results recorded.');
  });

  it('an invalid option value is an error at its cell, and accepting is refused', () => {
    const { s } = reported();
    const row = (s.tabs.event?.values.length ?? 0) + 1;
    const bad = typed(s, 'event', row, 1, [['Accept a single report', 'perhaps']]);
    expect(refused(planAcceptReports(bad, undefined, NOW)).map((p) => p.cell)).toEqual([`B${row}`]);
  });
});
