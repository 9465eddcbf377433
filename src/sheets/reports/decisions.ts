// The organizer's decisions on reports, one row per report decided, on the add-on's own hidden tab
// "Tourney Sheets reports" (the responses tab is the players' own record and is never written). A
// report decided once (accepted, rejected, or dismissed with the refused and conflicting ones) leaves
// the queue; a later submission comes back in it.
import type { CellValue } from '../../engine/format';
import { nameKey } from '../../engine/names';
import type { Grid } from '../grid';
import type { AppendWrite } from '../patch';
import { cellText } from '../text';
import { answerText, type RawReport } from './responses';

// Keeps the add-on's former name, unlike ADDON_NAME (src/shared/version.ts), for the record tab's reason
// (src/sheets/layout.ts, RECORD_TAB_TITLE): existing spreadsheets hold a tab of this title, never renamed.
export const REPORTS_TAB_TITLE = 'Tourney Sheets reports';
export const REPORTS_TAB_HEADERS = [
  'Game',
  'Report row',
  'Timestamp',
  'Reporter',
  'Decision',
  'Reason',
  'At',
  'Answers',
];

/**
 * A report can carry a result and a drop request: each part is decided on its own, the result by
 * accepted/rejected/dismissed, the drop request by the drop- decisions.
 */
export type Decision =
  | 'accepted'
  | 'rejected'
  | 'dismissed'
  | 'drop-accepted'
  | 'drop-rejected'
  | 'drop-dismissed';

export type ReportPart = 'result' | 'drop';

const DECISIONS: readonly string[] = [
  'accepted',
  'rejected',
  'dismissed',
  'drop-accepted',
  'drop-rejected',
  'drop-dismissed',
] satisfies Decision[];

const partOf = (d: Decision): ReportPart => (d.startsWith('drop-') ? 'drop' : 'result');

/** The decision that sets a part of a report aside with the others refused or in conflict. */
export const dismissedAs = (part: ReportPart): Decision => (part === 'drop' ? 'drop-dismissed' : 'dismissed');

export interface DecisionRow {
  game: string;
  /** The responses row the report was on when decided: shown, never matched (rows move). */
  row: number;
  at: string;
  reporter: string;
  decision: Decision;
  reason: string;
  /** The report's round, table and result answers (reportAnswers); '' on rows written before it was kept. */
  answers: string;
}

/** A report's round, table and result answers as one text, in the format's column order. */
export function reportAnswers(r: Pick<RawReport, 'round' | 'table' | 'values'>): string {
  return JSON.stringify({ Round: r.round, Table: r.table, ...r.values });
}

/**
 * A report is named by what it says: its timestamp, its reporter and its answers, never its row, so
 * deleting, sorting or inserting rows on the responses tab brings no decided report back, and a row
 * edited by hand is a new report.
 */
export const reportKey = (r: Pick<RawReport, 'at' | 'reporter' | 'round' | 'table' | 'values'>) =>
  `${r.at}|${nameKey(r.reporter)}|${reportAnswers(r)}`;

/** How a decision written before the answers were kept names its report: a timestamp is one submission. */
const olderKey = (at: string, reporter: string) => `${at}|${nameKey(reporter)}`;

export function parseDecisions(grid: Grid): DecisionRow[] {
  const out: DecisionRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    const [game, row, at, reporter, decision, reason, , answers] = grid[i];
    const d = cellText(decision).trim();
    const n = Number(row);
    if (!DECISIONS.includes(d)) continue;
    out.push({
      game: cellText(game),
      row: Number.isInteger(n) ? n : 0,
      at: answerText(at),
      reporter: cellText(reporter),
      decision: d as Decision,
      reason: cellText(reason),
      answers: cellText(answers).trim(),
    });
  }
  return out;
}

/**
 * Whether a part of a report (its result, or its drop request) was decided. A decision of an older
 * reports tab names its report by timestamp and reporter.
 */
export function decidedTest(
  rows: readonly DecisionRow[],
  part: ReportPart = 'result',
): (r: RawReport) => boolean {
  const keys = new Set<string>();
  const older = new Set<string>();
  for (const d of rows.filter((x) => partOf(x.decision) === part))
    if (d.answers) keys.add(`${d.at}|${nameKey(d.reporter)}|${d.answers}`);
    else older.add(olderKey(d.at, d.reporter));
  return (r) => keys.has(reportKey(r)) || (older.size > 0 && older.has(olderKey(r.at, r.reporter)));
}

export function decisionWrite(rows: readonly DecisionRow[], nowIso: string): AppendWrite {
  const out: CellValue[][] = rows.map((d) => [
    d.game,
    d.row,
    d.at,
    d.reporter,
    d.decision,
    d.reason,
    nowIso,
    d.answers,
  ]);
  return { kind: 'append', role: 'reports', width: REPORTS_TAB_HEADERS.length, rows: out };
}
