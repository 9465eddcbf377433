import type { CellValue } from '../engine/format';
import type { Problem } from '../shared/types';

export type Grid = CellValue[][];

/** What the server read: one grid per tab role, with the tab's current name for messages. */
export interface Snapshot {
  tabs: Record<string, { name: string; values: Grid; formulas?: string[][] } | undefined>;
  /**
   * Set while a report form is connected (docs/REPORTING.md): its responses tab is then `tabs.responses`
   * (absent when it was deleted) and the add-on's decisions `tabs.reports`; `linkTemplate` is the
   * organizer's pre-filled link, normalised (src/sheets/reports/link-template.ts), when one is set.
   */
  form?: { formUrl: string; tab: string; linkTemplate?: string };
  /**
   * What the Standings tab's title (A1) shows players, where the server read it or the action's writes
   * set it; absent where neither did (pure callers: the title is then taken to be the event's own).
   */
  standingsTitle?: string;
  /**
   * The preset the Event tab's settings were last written from (a format with Format.presetOption: any
   * game's Preset), kept by the server in a document property: a Preset changed since is read by
   * src/sheets/preset-change.ts. Absent where nothing was kept (an event set up before it was, a pure
   * caller): the Preset as typed is taken to be it.
   */
  preset?: string;
  /**
   * What the sidebar's season summary reads where the season tabs themselves were not (every action but
   * the season's, the sidebar's state): Season events' columns A to G and League's first rows, read by
   * src/server/season-glance.ts. The tabs, where read, are read instead.
   */
  seasonGlance?: { events?: Grid; league?: Grid };
}

export function cell(grid: Grid, row: number, col: number): CellValue {
  const r = grid[row - 1];
  return r === undefined || r[col - 1] === undefined ? '' : r[col - 1];
}

export function isBlankRow(row: readonly CellValue[] | undefined): boolean {
  return !row || row.every((v) => v === '' || (typeof v === 'string' && v.trim() === ''));
}

export function problem(
  code: string,
  severity: Problem['severity'],
  tab: string,
  cellA1: string,
  message: string,
  fix: string,
): Problem {
  return { code, severity, tab, cell: cellA1, message, fix };
}
