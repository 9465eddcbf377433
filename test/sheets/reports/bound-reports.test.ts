// A report belongs to the pairing it was sent for, and a decision to the report it decided
// (docs/REPORTING.md, How a report is matched): a report sent before its round was paired as it stands
// is refused, never applied; a decision is keyed by the report's timestamp, reporter and answers, so
// deleting, sorting or inserting responses rows brings no decided report back.
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../src/engine/format';
import { planPair } from '../../../src/sheets/actions/pair';
import { planAcceptReports, planRejectReport } from '../../../src/sheets/actions/reports';
import { planUndo } from '../../../src/sheets/actions/undo';
import { snapshotAfter } from '../../../src/sheets/after-writes';
import type { Snapshot } from '../../../src/sheets/grid';
import { readReports } from '../../../src/sheets/reports/read';
import { planned } from '../../support/plans';
import { connectedEvent, gamesOf, submitted } from '../../support/reports';
import { afterPlan, model, sealedRoundPlayed, withoutRows } from '../../support/snapshot';

const queueOf = (s: Snapshot) => readReports(s, model(s))?.queue;
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 5, 10, minute, second));
const iso = (minute: number) => at(minute).toISOString();

/** The result cells (E..H) of a Results row. */
const resultOf = (s: Snapshot, row: number) => (s.tabs.results?.values[row - 1] ?? []).slice(4, 8);

/** The responses tab with its rows (below the header) replaced. */
function withResponses(s: Snapshot, rows: (body: CellValue[][]) => CellValue[][]): Snapshot {
  const tab = s.tabs.responses;
  if (!tab) throw new Error('no responses tab');
  const [header, ...body] = tab.values;
  return { ...s, tabs: { ...s.tabs, responses: { ...tab, values: [header, ...rows(body)] } } };
}

/** Undo round 1 at `undone`, then pair it again at `again` (the same seed pairs the same tables). */
function undoneAndPairedAgain(s: Snapshot, undone: string, again: string): Snapshot {
  const u = snapshotAfter(s, planned(planUndo(s, undone)).writes);
  return snapshotAfter(u, planned(planPair(u, {}, again)).writes);
}

describe('a report belongs to the pairing it was sent for', () => {
  it('the record keeps when each round was paired', () => {
    const s = connectedEvent();
    const times = model(s).record.entries.map((e) => e.pairedOn);
    expect(new Set(times)).toEqual(new Set(['2026-12-05T10:00:00.000Z']));
  });

  it('reports sent before an undo and a new pairing are refused as for an earlier pairing, and Accept writes nothing', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win'], at(1));
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win'], at(2));
    expect(queueOf(s)?.games.map((x) => x.status)).toEqual(['agreed']);
    s = undoneAndPairedAgain(s, iso(5), iso(6));
    // The same players at the same table: their reports still answer the pairing undone.
    expect(gamesOf(s)[0].slice(1)).toEqual(g.slice(1));
    const q = queueOf(s);
    expect(q?.games).toEqual([]);
    expect(q?.refused.map((r) => [r.code, r.reporter])).toEqual([
      ['earlier-pairing', g[2]],
      ['earlier-pairing', g[3]],
    ]);
    expect(q?.refused[0].reason).toContain('report again');
    const plan = planned(planAcceptReports(s, undefined, iso(7)));
    expect(plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells')).toEqual([]);
    // Reported again for the pairing as it stands: agreed, and Accept writes it.
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win'], at(8));
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win'], at(9));
    expect(queueOf(s)?.games.map((x) => [x.status, x.reports.map((r) => r.at)])).toEqual([
      ['agreed', [iso(8), iso(9)]],
    ]);
    const row = gamesOf(s)[0][0];
    s = afterPlan(s, planAcceptReports(s, undefined, iso(10)));
    expect(resultOf(s, row)).toEqual([20, 10, 'Win', '']);
  });

  it('a report for a round not paired yet is refused, and still refused once that round is paired', () => {
    let s = sealedRoundPlayed(connectedEvent(), 1);
    // Sent during round 1 for round 2, before it is paired.
    s = submitted(s, [2, 1, 'Ann', '20', '10', 'Win'], at(1));
    expect(queueOf(s)?.refused.map((r) => r.code)).toEqual(['no-game']);
    s = afterPlan(s, planPair(s, {}, iso(5)));
    const [t1] = gamesOf(s).filter(([row]) => s.tabs.results?.values[row - 1][0] === 2);
    // And by the very players who then meet at that table, guessing it before it was paired.
    for (const name of [t1[2], t1[3]]) s = submitted(s, [2, t1[1], name, '20', '10', 'Win'], at(2));
    const q = queueOf(s);
    expect(q?.games).toEqual([]);
    expect(q?.refused.map((r) => r.code)).toEqual(['earlier-pairing', 'earlier-pairing', 'earlier-pairing']);
  });

  it('a report of the very second the round was paired counts (Forms keeps whole seconds)', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win'], at(0, 0));
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win'], new Date(Date.UTC(2026, 11, 5, 9, 59, 59)));
    expect(queueOf(s)?.games.map((x) => x.reports.length)).toEqual([1]);
    expect(queueOf(s)?.refused.map((r) => r.code)).toEqual(['earlier-pairing']);
  });

  it('a report without a time cannot name its pairing, and is refused', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win']);
    s = withResponses(s, (rows) => rows.map((r) => ['', ...r.slice(1)]));
    expect(queueOf(s)?.refused.map((r) => r.code)).toEqual(['no-timestamp']);
  });

  it("an older event's record, with no pairing times, matches as before", () => {
    let s = connectedEvent();
    const record = s.tabs.record;
    if (!record) throw new Error('no record');
    s = { ...s, tabs: { ...s.tabs, record: { ...record, values: record.values.map((r) => r.slice(0, 5)) } } };
    expect(model(s).record.entries.every((e) => e.pairedOn === undefined)).toBe(true);
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win'], at(-30));
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win'], at(-29));
    expect(queueOf(s)?.games.map((x) => x.status)).toEqual(['agreed']);
  });
});

describe('a decision belongs to the report it decided', () => {
  /** Two reports of game 1 rejected, with a junk row above them and another game's report below. */
  function rejected(): { s: Snapshot; id: string } {
    let s = connectedEvent();
    const [g1, g2] = gamesOf(s);
    s = submitted(s, [1, 99, 'Nobody', '1', '1', 'Win'], at(1));
    s = submitted(s, [1, g1[1], g1[2], '20', '10', 'Win'], at(2));
    s = submitted(s, [1, g1[1], g1[3], '20', '10', 'Win'], at(3));
    s = submitted(s, [1, g2[1], g2[2], '20', '10', 'Win'], at(4));
    const id = `r1t${g1[1]}`;
    s = afterPlan(s, planRejectReport(s, id, 'Wrong table', iso(5)));
    expect(queueOf(s)?.games.map((g) => g.id)).toEqual([`r1t${g2[1]}`]);
    return { s, id };
  }

  const editsOfTheTab: [string, (s: Snapshot) => Snapshot][] = [
    ['the junk row above deleted', (s) => withoutRows(s, 'responses', [2])],
    ['the rows sorted newest first', (s) => withResponses(s, (rows) => [...rows].reverse())],
    [
      'the rows sorted by name',
      (s) => withResponses(s, (rows) => [...rows].sort((x, y) => String(x[3]).localeCompare(String(y[3])))),
    ],
    ['a blank row inserted above', (s) => withResponses(s, (rows) => [['', '', '', ''], ...rows])],
    ['a row inserted above', (s) => withResponses(s, (rows) => [[at(0), 1, 9, 'Eve'], ...rows])],
  ];
  for (const [what, edit] of editsOfTheTab)
    it(`a rejected report stays rejected with ${what}`, () => {
      const { s, id } = rejected();
      const edited = edit(s);
      expect(queueOf(edited)?.games.map((g) => g.id)).not.toContain(id);
      const plan = planned(planAcceptReports(edited, undefined, iso(6)));
      expect(plan.writes.filter((w) => w.role === 'results' && w.kind === 'cells')).toEqual([]);
      expect(planAcceptReports(edited, [id], iso(6)).ok).toBe(false);
    });

  it('the decision names the report by its answers too: a row edited by hand is a new report', () => {
    const { s, id } = rejected();
    const decided = s.tabs.reports?.values.slice(1) ?? [];
    expect(decided.map((r) => r[7])).toEqual([
      expect.stringContaining('"Player points":"20"'),
      expect.stringContaining('"Player points":"20"'),
    ]);
    const edited = withResponses(s, (rows) =>
      rows.map((r, i) => (i === 1 ? [...r.slice(0, 4), '21', ...r.slice(5)] : r)),
    );
    expect(queueOf(edited)?.games.map((g) => [g.id, g.reports.length])).toContainEqual([id, 1]);
  });

  it('a decision written before the answers were kept still names its report, wherever its row moved', () => {
    const { s, id } = rejected();
    const reports = s.tabs.reports;
    if (!reports) throw new Error('no reports tab');
    // The older tab: seven columns, the report named by its row and timestamp.
    const older = {
      ...s,
      tabs: { ...s.tabs, reports: { ...reports, values: reports.values.map((r) => r.slice(0, 7)) } },
    };
    expect(queueOf(older)?.games.map((g) => g.id)).not.toContain(id);
    expect(queueOf(withoutRows(older, 'responses', [2]))?.games.map((g) => g.id)).not.toContain(id);
  });

  it('the latest report of a player is the latest sent, whatever order the rows are in', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '11', 'Win'], at(1));
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win'], at(2));
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win'], at(3));
    expect(queueOf(s)?.games[0].status).toBe('agreed');
    const sorted = withResponses(s, (rows) => [...rows].reverse());
    expect(queueOf(sorted)?.games[0].status).toBe('agreed');
    expect(queueOf(sorted)?.games[0].reports.map((r) => r.at)).toEqual([iso(2), iso(3)]);
  });
});
