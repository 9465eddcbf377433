// The progression chart on Standings by round (docs/ARCHITECTURE.md, Sheet contract): a line chart of
// the leading players' cumulative scores by round. Pure: where its data and its anchor are, from the
// tab's write; src/server/progression-chart.ts makes or updates the chart.
import { STANDINGS_BY_ROUND_ROLE } from '../engine/round-by-round';
import type { RowsWrite, Write } from './patch';

/**
 * Players drawn: eight lines stay readable (Sheets' default palette tells about that many apart, and a
 * legend of eight names fits beside a phone-sized chart); a cut of 8 is the usual top table.
 */
export const CHART_PLAYERS = 8;
export const CHART_TITLE = 'Leading players by round';

export interface ChartPlan {
  /** The data: Player (B) and one column per round, header row plus the top rows, on the tab itself. */
  row: number;
  col: number;
  numRows: number;
  numCols: number;
  /** Anchored at row 1, in the first column past the table (its trailing blank column included). */
  anchorRow: number;
  anchorCol: number;
}

/**
 * The chart for Standings by round's write: its rows are in Standings order, so the top N are its first
 * N, and the range is B1 across the Player column and the round columns, down to the N-th player.
 * Nothing when the action does not rewrite the tab.
 */
export function progressionChartPlan(writes: readonly Write[]): ChartPlan | null {
  const write = writes.find((w): w is RowsWrite => w.kind === 'rows' && w.role === STANDINGS_BY_ROUND_ROLE);
  if (!write) return null;
  // Headers: Rank, Player, a column per round, one blank column.
  const rounds = Math.max(0, write.width - 3);
  const players = Math.min(CHART_PLAYERS, Math.max(0, write.rows.length - 1));
  return {
    row: 1,
    col: 2,
    numRows: 1 + players,
    numCols: 1 + rounds,
    anchorRow: 1,
    anchorCol: write.width + 1,
  };
}
