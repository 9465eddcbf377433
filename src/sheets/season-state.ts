// The season as the sidebar's Season section needs it (docs/SEASON.md): how many events it holds,
// whether the event on the tabs is its last and closed, whether Undo close still applies, and who leads
// the League. Read from the season tabs where the action read them whole (Close event, Undo close, Start
// the next event, after their writes), else from the glance the server reads for every other state.
import type { SeasonState } from '../shared/types';
import type { Grid, Snapshot } from './grid';
import { readSeasonEvents, SEASON_ROLES, type SeasonEventRow } from './season';
import { lastClosedHere } from './season-import';
import { cellText } from './text';

/** League's first rows read for its leaders (the header and five players): the summary names two at most. */
export const LEAGUE_GLANCE_ROWS = 6;

/** Season events' columns the state reads: Event to Next event started (not the standings' JSON). */
export const EVENTS_GLANCE_COLUMNS = 7;

/**
 * The season state of `snapshot` for an event at `round`: undefined where nothing of the season was read
 * (a pure caller) or the spreadsheet has no season yet and never had (no Season events tab).
 */
/**
 * The Season events row of the event on the tabs when it is closed into the season (the last closed here,
 * its next event not started); undefined where it is not, or nothing of the season was read.
 */
export function closedEventRow(snapshot: Snapshot): SeasonEventRow | undefined {
  const grid = snapshot.tabs[SEASON_ROLES.events]?.values ?? snapshot.seasonGlance?.events;
  if (!grid) return undefined;
  const here = lastClosedHere(readSeasonEvents(grid.map((r) => r.slice(0, EVENTS_GLANCE_COLUMNS))).events);
  return here && !here.nextStarted ? here : undefined;
}

export function seasonState(snapshot: Snapshot, round: number): SeasonState | undefined {
  const eventsGrid: Grid | undefined =
    snapshot.tabs[SEASON_ROLES.events]?.values ?? snapshot.seasonGlance?.events;
  if (!eventsGrid) return undefined;
  const leagueGrid = snapshot.tabs[SEASON_ROLES.league]?.values ?? snapshot.seasonGlance?.league ?? [];
  // Only the columns read in the glance: a standings cell that no longer reads is Close's problem, not the summary's.
  const { events } = readSeasonEvents(eventsGrid.map((r) => r.slice(0, EVENTS_GLANCE_COLUMNS)));
  const last = events[events.length - 1];
  const here = lastClosedHere(events);
  return {
    events: events.length,
    // An imported event was never on the tabs: whether this event is closed is the last one closed here.
    closed: !!closedEventRow(snapshot),
    // As planUndoClose decides: the last event's next one has not paired a round yet.
    canUndo: !!last && (!last.nextStarted || round === 0),
    // As setup decides (src/sheets/actions/setup-in-season.ts), where no round means no result either.
    nextNotBegun: !!here?.nextStarted && round === 0,
    lastEvent: last?.event ?? '',
    leaders: leagueLeaders(leagueGrid),
  };
}

/** The players League ranks 1 (its rows are in rank order; a player below the minimum events has none). */
function leagueLeaders(grid: Grid): string[] {
  // As many rows whichever way the tab was read, so a state is the same from the tab and from the glance.
  return grid
    .slice(1, LEAGUE_GLANCE_ROWS)
    .filter((r) => Number(cellText(r[0]).trim()) === 1)
    .map((r) => cellText(r[1]).trim())
    .filter(Boolean);
}
