// Applies this release's layout to the Pairings and Standings of an event set up before it, once, in the
// first action after the add-on updated (src/sheets/upgrade.ts says what changes and why).
import { type Grid, isBlankRow } from '../sheets/grid';
import { headerRowOf, PAIRINGS_HEADERS, type TabLayout } from '../sheets/layout';
import { renderLog } from '../sheets/render';
import { handTypedPastPairings, LAYOUT_VERSION, type TypedCell, upgradeLogLine } from '../sheets/upgrade';
import { setupWidths } from '../sheets/widths';
import { applyWrite } from './apply';
import type { DocProperties } from './doc-properties';
import { formatLayout } from './format-tab';
import { readWidths, rememberWidths } from './widths';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const LAYOUT_PROPERTY = 'tourney-sheets.layout';

/** Setup records the layout it made, so no upgrade runs on its event. */
export function recordLayout(props: DocProperties): void {
  props.set(LAYOUT_PROPERTY, LAYOUT_VERSION);
}

/** Whether this event's tabs were laid out by an earlier release (no version recorded at setup). */
export function needsUpgrade(props: DocProperties): boolean {
  return props.get(LAYOUT_PROPERTY) === null;
}

/**
 * Lays Pairings and Standings out as setup now does where they still have an earlier release's layout;
 * what Pairings held past column D that the add-on did not write goes to the Log first. The action's own
 * writes then fill the tabs as usual. The layout is read from the tabs, not taken from the missing
 * property alone: a copy of the spreadsheet (File > Make a copy) may lose the add-on's properties.
 */
export function upgradeLayout(
  sheets: Record<string, Sheet | undefined>,
  layouts: Record<string, TabLayout>,
  props: DocProperties,
  round: number,
  nowIso: string,
): void {
  const { pairings, standings } = sheets;
  const pairingsColumns = pairings?.getMaxColumns() ?? 0;
  const oldPairings = pairings && layouts.pairings && pairingsColumns > PAIRINGS_HEADERS.length;
  const oldStandings = standings && layouts.standings && standings.getFrozenRows() < headerRowOf('standings');
  if (oldPairings || oldStandings) {
    const widths = readWidths(props);
    let typed: TypedCell[] = [];
    if (oldPairings) {
      typed = clearPastPairings(pairings, pairingsColumns);
      widths.pairings = relayout(pairings, layouts.pairings);
    }
    if (oldStandings) {
      widths.standings = relayout(standings, layouts.standings);
      // Row 1 was the header row: it is the title now, and the headers row below takes the header style.
      standings
        .getRange(headerRowOf('standings'), 1, 1, layouts.standings.headers.length)
        .setFontWeight('bold');
    }
    rememberWidths(widths, props);
    const line = upgradeLogLine(round, { pairings: !!oldPairings, standings: !!oldStandings }, typed);
    if (sheets.log) applyWrite(sheets.log, renderLog([line], nowIso), layouts.log);
  }
  recordLayout(props);
}

/** Removes Pairings' columns past D, after reading what was typed there by hand. */
function clearPastPairings(sheet: Sheet, columns: number): TypedCell[] {
  const width = PAIRINGS_HEADERS.length;
  const lastRow = sheet.getLastRow();
  const past = lastRow ? (sheet.getRange(1, width + 1, lastRow, columns - width).getValues() as Grid) : [];
  const typed = past.some((r) => !isBlankRow(r)) ? handTypedPastPairings(past) : [];
  sheet.deleteColumns(width + 1, columns - width);
  return typed;
}

/** Setup's layout for the tab, with the widths setup would give it; returns those widths. */
function relayout(sheet: Sheet, layout: TabLayout): number[] {
  const widths = setupWidths(layout, [layout.headers]);
  // The tab holds an event's rows: each format is set on its own, over the colours and weights there.
  formatLayout(sheet, { ...layout, widths }, headerRowOf(layout.role), undefined, false);
  return widths;
}
