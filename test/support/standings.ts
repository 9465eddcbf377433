// The Standings tab as the add-on writes it: a title line (row 1), the headers (row 2), then one row per
// player from row 3. Every test that reads Standings splits it here, so none hard-codes the row offsets.
import type { Artifact } from './artifact';

export interface StandingsTab<T = unknown> {
  /** Row 1: "<event> · after round N of M", "… · round 1 of M: k of n results in", "… · final", "… · before round 1". */
  title: string;
  headers: string[];
  rows: T[][];
}

/** The title row, the header row and the data rows of Standings values read from a sheet (or a page). */
export function splitStandings<T>(values: readonly T[][]): StandingsTab<T> {
  const [titleRow = [], headers = [], ...rows] = values;
  return { title: String(titleRow[0] ?? ''), headers: headers.map(String), rows: rows.slice() };
}

/** The Standings tab of an artifact, split. */
export function standingsOf(a: Artifact, tab = 'Standings'): StandingsTab {
  return splitStandings(a.values(tab));
}

/** The sheet row of the first player on Standings (below the title and the headers). */
export const STANDINGS_FIRST_DATA_ROW = 3;
