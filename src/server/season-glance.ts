// The season summary's reads for a state the season actions did not read the season tabs for (the
// sidebar's state, every other action): Season events' columns A to G and League's first rows, each
// found by the cached tab id. Constant in players and rounds: two getSheetById, four calls at most, and
// nothing at all in a spreadsheet with no season (its tabs are not in the cache, so none is looked up).
import type { Grid, Snapshot } from '../sheets/grid';
import { SEASON_ROLES } from '../sheets/season';
import { EVENTS_GLANCE_COLUMNS, LEAGUE_GLANCE_ROWS } from '../sheets/season-state';
import type { DocProperties } from './doc-properties';
import { findTabs } from './tabs';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function topRows(sheet: Sheet | undefined, rows: number, columns: number): Grid | undefined {
  if (!sheet) return undefined;
  const n = Math.min(sheet.getLastRow(), rows);
  return n < 1 ? [] : (sheet.getRange(1, 1, n, columns).getValues() as Grid);
}

/** `snapshot` with the season glance, unless the season tabs are read already (then those are used). */
export function withSeasonGlance(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheets: Record<string, Sheet | undefined>,
  snapshot: Snapshot,
  props: DocProperties,
): Snapshot {
  if (snapshot.tabs[SEASON_ROLES.events] || snapshot.seasonGlance) return snapshot;
  const wanted = [SEASON_ROLES.events, SEASON_ROLES.league].filter((r) => !(r in sheets));
  if (wanted.length) Object.assign(sheets, findTabs(ss, wanted, props));
  const eventsSheet = sheets[SEASON_ROLES.events];
  if (!eventsSheet) return snapshot;
  // Every event's row, but only the columns the summary reads: the final standings' JSON grows with players.
  const events = topRows(eventsSheet, Number.MAX_SAFE_INTEGER, EVENTS_GLANCE_COLUMNS);
  const league = topRows(sheets[SEASON_ROLES.league], LEAGUE_GLANCE_ROWS, 2);
  return { ...snapshot, seasonGlance: { events, league } };
}
