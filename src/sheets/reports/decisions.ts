// The organizer's decisions on reports, one row per report decided, on the add-on's own hidden tab
// "Tourney Sheets reports" (the responses tab is the players' own record and is never written). A
// report decided once (accepted or rejected) leaves the queue; a later submission comes back in it.
import type { CellValue } from '../../engine/format';
import type { Grid } from '../grid';
import type { AppendWrite } from '../patch';
import { cellText } from '../text';
import { answerText } from './responses';

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
];

export type Decision = 'accepted' | 'rejected';

export interface DecisionRow {
  game: string;
  row: number;
  at: string;
  reporter: string;
  decision: Decision;
  reason: string;
}

/** A report is named by its responses row and its timestamp together: a row re-sorted by hand is another. */
export const reportKey = (row: number, at: string) => `${row}|${at}`;

export function parseDecisions(grid: Grid): DecisionRow[] {
  const out: DecisionRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    const [game, row, at, reporter, decision, reason] = grid[i];
    const d = cellText(decision).trim();
    const n = Number(row);
    if ((d !== 'accepted' && d !== 'rejected') || !Number.isInteger(n)) continue;
    out.push({
      game: cellText(game),
      row: n,
      at: answerText(at),
      reporter: cellText(reporter),
      decision: d,
      reason: cellText(reason),
    });
  }
  return out;
}

export function decidedKeys(rows: readonly DecisionRow[]): Set<string> {
  return new Set(rows.map((d) => reportKey(d.row, d.at)));
}

export function decisionWrite(rows: readonly DecisionRow[], nowIso: string): AppendWrite {
  const out: CellValue[][] = rows.map((d) => [d.game, d.row, d.at, d.reporter, d.decision, d.reason, nowIso]);
  return { kind: 'append', role: 'reports', width: REPORTS_TAB_HEADERS.length, rows: out };
}
