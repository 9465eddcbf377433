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
  return chartFor(write.width, write.rows.length);
}

/** Headers: Rank, Player, a column per round, one blank column; then a row per player. */
function chartFor(width: number, rows: number): ChartPlan {
  const rounds = Math.max(0, width - 3);
  const players = Math.min(CHART_PLAYERS, Math.max(0, rows - 1));
  return {
    row: 1,
    col: 2,
    numRows: 1 + players,
    numCols: 1 + rounds,
    anchorRow: 1,
    anchorCol: width + 1,
  };
}

/**
 * The chart the tab's values as they read call for (`grid` from A1): the one the action that wrote them
 * placed, since every action that writes the tab places its chart. Its headers end at the last round.
 */
export function chartPlanOf(grid: readonly (readonly unknown[])[]): ChartPlan {
  const headers = grid[0] ?? [];
  let last = headers.length;
  while (last > 0 && (headers[last - 1] === '' || headers[last - 1] == null)) last--;
  let rows = grid.length;
  while (rows > 0 && (grid[rows - 1] ?? []).every((v) => v === '' || v == null)) rows--;
  return chartFor(last + 1, rows);
}

export function sameChart(a: ChartPlan, b: ChartPlan): boolean {
  return (
    a.row === b.row &&
    a.col === b.col &&
    a.numRows === b.numRows &&
    a.numCols === b.numCols &&
    a.anchorRow === b.anchorRow &&
    a.anchorCol === b.anchorCol
  );
}
