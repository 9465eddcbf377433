// Makes or updates the progression chart on Standings by round (src/sheets/progression-chart.ts), after
// the tab is written. The add-on's chart is the first chart on that tab (found by the tab's metadata,
// never by a name): it is modified in place (modify, build, updateChart), made again when the
// organizer deleted it, and no chart on any other tab is ever looked at.
import type { ChartPlan } from '../sheets/progression-chart';
import { CHART_TITLE } from '../sheets/progression-chart';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * `existing` is the tab's first chart, which the caller asked for before its writes (getCharts).
 * 8 calls to update (getCharts, getRange, modify, clearRanges, addRange, setPosition, build,
 * updateChart), 11 to make (getCharts, getRange, newChart, asLineChart, addRange, the transpose, two
 * options, setPosition, build, insertChart). Constant in players and rounds.
 */
export function writeProgressionChart(
  sheet: Sheet,
  plan: ChartPlan,
  existing: GoogleAppsScript.Spreadsheet.EmbeddedChart | undefined,
): void {
  const range = sheet.getRange(plan.row, plan.col, plan.numRows, plan.numCols);
  if (existing) {
    const chart = existing
      .modify()
      .clearRanges()
      .addRange(range)
      .setPosition(plan.anchorRow, plan.anchorCol, 0, 0)
      .build();
    sheet.updateChart(chart);
    return;
  }
  const chart = sheet
    .newChart()
    .asLineChart()
    .addRange(range)
    // Each row is a player (a line), each column a round (the x axis); the names are the first column.
    .setTransposeRowsAndColumns(true)
    .setOption('title', CHART_TITLE)
    .setOption('legend', { position: 'right' })
    .setPosition(plan.anchorRow, plan.anchorCol, 0, 0)
    .build();
  sheet.insertChart(chart);
}
