// Setting up in a spreadsheet that holds a season. The season's tabs and the Import tab are never
// replaced: an event set up again keeps the season. Once Start the next event has made the tabs ready for
// the season's next event and no round of it is played, setting up again in another format is the way
// a season mixes formats: the Players list and the Log carry over, the earlier event's tabs (already
// archived by Start the next event) are replaced as before, their rows logged.
import type { CellValue } from '../../engine/format';
import { normHeader } from '../columns';
import type { Grid } from '../grid';
import { isBlankRow } from '../grid';
import { readSeasonEvents, SEASON_ROLES } from '../season';
import { IMPORT_ROLE, lastClosedHere } from '../season-import';
import { cellText } from '../text';

/** Roles setting up never replaces. */
export const SEASON_KEPT_ROLES: readonly string[] = [...Object.values(SEASON_ROLES), IMPORT_ROLE];

/** Rows under the header of the tabs that tell whether the event on the tabs has begun. */
export interface PlayedRows {
  results: number;
  record: number;
}

/**
 * Whether the tabs hold the season's next event, not yet begun: the season's last event closed here has
 * its next event started, and neither Results nor the record has a row.
 */
export function isNextEventInSeason(seasonEvents: Grid | undefined, played: PlayedRows): boolean {
  if (!seasonEvents || played.results > 0 || played.record > 0) return false;
  const last = lastClosedHere(readSeasonEvents(seasonEvents).events);
  return !!last?.nextStarted;
}

/**
 * The earlier Players rows under the new Players headers, each column matched by its header as every
 * tab's headers are (normHeader); a column the new tab does not have is left (the earlier tab's rows go to the Log). Blank rows and
 * rows with no name are dropped: the new list starts at row 2 with no gaps.
 */
export function carriedPlayers(old: Grid, headers: readonly string[]): CellValue[][] {
  const [head = [], ...rows] = old;
  const from = headers.map((h) => head.findIndex((c) => normHeader(c) === normHeader(h)));
  const name = from[0];
  if (name === undefined || name < 0) return [];
  return rows
    .filter((r) => !isBlankRow(r) && cellText(r[name]).trim() !== '')
    .map((r) => from.map((c) => (c < 0 ? '' : (r[c] ?? ''))));
}
