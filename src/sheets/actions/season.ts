// Close event and Undo close (docs/SEASON.md) as pure plans over the event and the season tabs: every
// tab read first, then either problems (nothing written) or the writes. Close appends the event's games
// and one Season events row and rewrites League and Ratings from the season as it then stands; undo
// copies the event's season rows to the Log, deletes them and rewrites League and Ratings again.
import type { CellValue } from '../../engine/format';
import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
import { CELL_CHAR_LIMIT } from '../cell-limit';
import { errorsOf, readEvent } from '../event-model';
import { problem, type Snapshot } from '../grid';
import type { Write } from '../patch';
import { type LogLine, renderLog } from '../render';
import {
  defaultSettingsRows,
  eventKey,
  finalPlaces,
  leagueRows,
  RATINGS_HEADERS,
  ratingRows,
  readSeasonEvents,
  readSeasonGames,
  readSeasonSettings,
  SEASON_CODES,
  SEASON_EVENTS_HEADERS,
  SEASON_GAMES_HEADERS,
  SEASON_ROLES,
  SEASON_TITLES,
  type SeasonEventRow,
  type SeasonGameRow,
  type SeasonView,
  seasonGameRows,
} from '../season';
import { currentTitle, saysFinal } from '../standings-title';
import { cellText } from '../text';
import { type Plan, refuse } from './plan';

/** The season tabs an action of the season reads with the event's. */
export const SEASON_READ_ROLES: readonly string[] = Object.values(SEASON_ROLES);

const grid = (s: Snapshot, role: string) => s.tabs[role]?.values;

/** Season settings, games and events as read, or the problems that stop every season action. */
function readSeason(snapshot: Snapshot) {
  const settings = readSeasonSettings(grid(snapshot, SEASON_ROLES.settings));
  const games = readSeasonGames(grid(snapshot, SEASON_ROLES.games));
  const events = readSeasonEvents(grid(snapshot, SEASON_ROLES.events));
  return {
    settings: settings.settings,
    games: games.games,
    events: events.events,
    problems: [...settings.problems, ...games.problems, ...events.problems],
  };
}

/**
 * League and Ratings rewritten whole from the season: each a rows write from row 1, the headers with
 * the rows, clearing what the tab held below (an event undone leaves fewer players or columns).
 */
function derivedSeasonWrites(
  snapshot: Snapshot,
  view: SeasonView,
  settings: ReturnType<typeof readSeason>['settings'],
): Write[] {
  const rewrite = (role: string, headers: string[], rows: CellValue[][]): Write => {
    const before = grid(snapshot, role);
    const width = Math.max(headers.length, ...(before ?? []).map((r) => r.length), 1);
    const pad = (r: CellValue[]) => [...r, ...Array(width - r.length).fill('')];
    return {
      kind: 'rows',
      role,
      startRow: 1,
      width,
      rows: [headers, ...rows].map(pad),
      clearTo: -1,
      boldRows: [true, ...rows.map(() => false)],
    };
  };
  const league = leagueRows(view, settings);
  const ratings = ratingRows(view, settings);
  return [
    rewrite(SEASON_ROLES.league, league.headers, league.rows),
    rewrite(SEASON_ROLES.ratings, ratings.rows.length ? ratings.headers : RATINGS_HEADERS, ratings.rows),
  ];
}

const seasonProblem = (code: string, role: string, cell: string, message: string, fix: string): Problem =>
  problem(code, 'error', SEASON_TITLES[role] ?? role, cell, message, fix);

/** The Season games rows `view` holds once `rows` (as Close writes them) are appended. */
function asGames(rows: CellValue[][], from: number): SeasonGameRow[] {
  return rows.map((r, i) => ({
    row: from + i,
    event: String(r[0]),
    date: String(r[1]),
    player: String(r[4]),
    opponent: String(r[5]),
    score: r[7] === '' ? null : (r[7] as 0 | 0.5 | 1),
  }));
}

/**
 * Close event: only once Standings says final (as players read it) and the event is not already in the
 * season. Appends every game of the record to Season games, one row to Season events (name, date,
 * format, final places and stages, the Event tab's settings), the Season settings block at its defaults
 * when the spreadsheet has none, League and Ratings, and a Log line.
 */
export function planCloseEvent(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const { model } = read;
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const now = currentTitle(model);
  const shown = snapshot.standingsTitle ?? now ?? '';
  if (model.round === 0 || !now || !saysFinal(now) || !saysFinal(shown))
    return refuse([
      {
        ...problem(
          SEASON_CODES.notFinal,
          'error',
          'Standings',
          'A1',
          'The event can be closed once its final standings are published, and Standings does not say final yet.',
          'Record every result, then Publish final standings (Update standings), then Close event.',
        ),
        role: 'standings',
      },
    ]);
  const season = readSeason(snapshot);
  if (season.problems.length) return refuse(season.problems);
  const { name, date, rounds, seed, options } = model.ctx.config;
  const last = season.events[season.events.length - 1];
  if (last && !last.nextStarted)
    return refuse([
      seasonProblem(
        SEASON_CODES.alreadyClosed,
        SEASON_ROLES.events,
        `A${last.row}`,
        `This event is already in the season (${last.event}${last.date ? `, ${last.date}` : ''}).`,
        'Start the next event to play another, or Undo close to take this one out of the season.',
      ),
    ]);
  const same = season.events.find((e) => eventKey(e.event, e.date) === eventKey(name.trim(), date.trim()));
  if (same)
    return refuse([
      seasonProblem(
        SEASON_CODES.duplicate,
        SEASON_ROLES.events,
        `A${same.row}`,
        `The season already has an event called ${name} on ${date || 'no date'}.`,
        'Give this event another name or date on the Event tab, then Close event.',
      ),
    ]);
  const places = finalPlaces(model.format, model.ctx);
  const standingsJson = JSON.stringify(places.map((p) => [p.rank, p.player, p.stage]));
  const settingsJson = JSON.stringify({ rounds, seed, options });
  const tooLong = [standingsJson, settingsJson].some((t) => t.length > CELL_CHAR_LIMIT);
  if (tooLong)
    return refuse([
      seasonProblem(
        SEASON_CODES.cellTooLong,
        'Standings',
        '',
        `This event's final standings or settings pass the ${CELL_CHAR_LIMIT} characters a cell holds.`,
        'Keep this event in its own spreadsheet: a season holds events of up to about a thousand players.',
      ),
    ]);
  const gameRows = seasonGameRows(model.format, model.ctx, name.trim(), date.trim());
  const eventRow: CellValue[] = [
    name.trim(),
    date.trim(),
    model.format.title,
    places.length,
    gameRows.length,
    nowIso.slice(0, 19).replace('T', ' '),
    '',
    standingsJson,
    settingsJson,
  ];
  const gamesFrom = (grid(snapshot, SEASON_ROLES.games)?.length ?? 1) + 1;
  const newEvent: SeasonEventRow = {
    row: (grid(snapshot, SEASON_ROLES.events)?.length ?? 1) + 1,
    event: name.trim(),
    date: date.trim(),
    nextStarted: '',
    standings: places,
  };
  const view: SeasonView = {
    events: [...season.events, newEvent],
    games: [...season.games, ...asGames(gameRows, gamesFrom)],
  };
  const writes: Write[] = [];
  // A block with no setting in it (the tab just made, or emptied) shows the defaults the season uses.
  const settingsRows = grid(snapshot, SEASON_ROLES.settings)?.slice(1) ?? [];
  if (settingsRows.every((r) => r.every((v) => cellText(v).trim() === '')))
    writes.push({
      kind: 'rows',
      role: SEASON_ROLES.settings,
      startRow: 2,
      width: 4,
      rows: defaultSettingsRows(),
      clearTo: 0,
    });
  if (gameRows.length)
    writes.push({
      kind: 'append',
      role: SEASON_ROLES.games,
      width: SEASON_GAMES_HEADERS.length,
      rows: gameRows,
    });
  writes.push({
    kind: 'append',
    role: SEASON_ROLES.events,
    width: SEASON_EVENTS_HEADERS.length,
    rows: [eventRow],
  });
  writes.push(...derivedSeasonWrites(snapshot, view, season.settings));
  writes.push(
    renderLog(
      [
        {
          action: 'Close event',
          round: model.round,
          seed: '',
          details: `${name.trim()}${date.trim() ? ` (${date.trim()})` : ''} added to the season: ${plural(gameRows.length, 'game')}, ${plural(places.length, 'player')}; League and Ratings recomputed.`,
        },
      ],
      nowIso,
    ),
  );
  return {
    ok: true,
    writes,
    message: `${name.trim() || 'The event'} is in the season: League and Ratings are up to date.`,
    warnings: [],
  };
}

/**
 * Undo close: takes the season's last event out, until the event after it has paired a round. Its
 * Season games rows and its Season events row go to the Log, as they are (hand edits included), then
 * are deleted; League and Ratings are recomputed from what is left.
 */
export function planUndoClose(snapshot: Snapshot, nowIso: string): Plan {
  const season = readSeason(snapshot);
  if (season.problems.length) return refuse(season.problems);
  const last = season.events[season.events.length - 1];
  if (!last)
    return refuse([
      seasonProblem(
        SEASON_CODES.nothingToUndo,
        // Before the first close there is no Season events tab to point at: the event is what it is about.
        snapshot.tabs[SEASON_ROLES.events] ? SEASON_ROLES.events : 'Event',
        '',
        'No event has been closed into the season.',
        'Close event adds the event to the season once its final standings are published.',
      ),
    ]);
  if (last.nextStarted) {
    const read = readEvent(snapshot);
    // The next event's first round is paired: the season has moved on, and its event is the one on the tabs.
    if (!read.ok || read.model.round > 0)
      return refuse([
        seasonProblem(
          SEASON_CODES.nextPaired,
          SEASON_ROLES.events,
          `G${last.row}`,
          `${last.event} can no longer be taken out of the season: the next event has paired its first round.`,
          'Leave it in the season; a game wrongly recorded there can be corrected on Season games.',
        ),
      ]);
  }
  const key = eventKey(last.event, last.date);
  const gamesGrid = grid(snapshot, SEASON_ROLES.games) ?? [];
  const eventsGrid = grid(snapshot, SEASON_ROLES.events) ?? [];
  const gone = season.games.filter((g) => eventKey(g.event, g.date) === key);
  const lines: LogLine[] = [
    ...gone.map((g) => ({
      action: 'Undo close: removed row',
      round: 0,
      seed: '',
      details: `Season games row ${g.row}`,
      removed: [...(gamesGrid[g.row - 1] ?? [])],
    })),
    {
      action: 'Undo close: removed row',
      round: 0,
      seed: '',
      details: `Season events row ${last.row}`,
      removed: [...(eventsGrid[last.row - 1] ?? [])],
    },
    {
      action: 'Undo close',
      round: 0,
      seed: '',
      details: `${last.event}${last.date ? ` (${last.date})` : ''} taken out of the season: ${plural(gone.length, 'game')}; League and Ratings recomputed.`,
    },
  ];
  const view: SeasonView = {
    events: season.events.slice(0, -1),
    games: season.games.filter((g) => eventKey(g.event, g.date) !== key),
  };
  const writes: Write[] = [renderLog(lines, nowIso)];
  if (gone.length)
    writes.push({ kind: 'delete-rows', role: SEASON_ROLES.games, rows: gone.map((g) => g.row) });
  writes.push({ kind: 'delete-rows', role: SEASON_ROLES.events, rows: [last.row] });
  writes.push(...derivedSeasonWrites(snapshot, view, season.settings));
  return {
    ok: true,
    writes,
    message: `${last.event || 'The event'} is out of the season: its rows are in the Log.`,
    warnings: [],
  };
}
