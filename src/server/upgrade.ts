// Applies this release's layout to the Pairings and Standings of an event set up before it, once, in the
// first action after the add-on updated (src/sheets/upgrade.ts says what changes and why).
import { type Grid, isBlankRow } from '../sheets/grid';
import { headerRowOf, PAIRINGS_HEADERS, type TabLayout } from '../sheets/layout';
import { renderLog } from '../sheets/render';
import { handTypedPastPairings, LAYOUT_VERSION, type TypedCell, upgradeLogLine } from '../sheets/upgrade';
import { mergeWidths, widthsFor } from '../sheets/widths';
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
 * Lays Pairings and Standings out as setup now does; what Pairings held past column D that the add-on did
 * not write goes to the Log first. The action's own writes then fill the tabs as usual.
 */
export function upgradeLayout(
  sheets: Record<string, Sheet | undefined>,
  layouts: Record<string, TabLayout>,
  props: DocProperties,
  round: number,
  nowIso: string,
): void {
  const widths = readWidths(props);
  let typed: TypedCell[] = [];
  const pairings = sheets.pairings;
  if (pairings && layouts.pairings) {
    typed = clearPastPairings(pairings);
    widths.pairings = relayout(pairings, layouts.pairings);
  }
  const standings = sheets.standings;
  if (standings && layouts.standings) {
    widths.standings = relayout(standings, layouts.standings);
    const headerRow = headerRowOf('standings');
    // Row 1 was the header row: it is the title now, and the headers row below takes the header style.
    standings.getRange(headerRow, 1, 1, layouts.standings.headers.length).setFontWeight('bold');
  }
  rememberWidths(widths, props);
  if (sheets.log) applyWrite(sheets.log, renderLog([upgradeLogLine(round, typed)], nowIso), layouts.log);
  recordLayout(props);
}

/** Removes Pairings' columns past D, after reading what was typed there by hand. */
function clearPastPairings(sheet: Sheet): TypedCell[] {
  const width = PAIRINGS_HEADERS.length;
  const columns = sheet.getMaxColumns();
  if (columns <= width) return [];
  const lastRow = sheet.getLastRow();
  const past = lastRow ? (sheet.getRange(1, width + 1, lastRow, columns - width).getValues() as Grid) : [];
  const typed = past.some((r) => !isBlankRow(r)) ? handTypedPastPairings(past) : [];
  sheet.deleteColumns(width + 1, columns - width);
  return typed;
}

/** Setup's layout for the tab, with the widths setup would give it; returns those widths. */
function relayout(sheet: Sheet, layout: TabLayout): number[] {
  const headerRow = headerRowOf(layout.role);
  const widths = mergeWidths(layout.widths, widthsFor(layout.role, headerRow, 1, [layout.headers]));
  formatLayout(sheet, { ...layout, widths }, headerRow);
  return widths;
}
