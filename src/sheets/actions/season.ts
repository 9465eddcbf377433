// Close event and Undo close (docs/SEASON.md) as pure plans over the event and the season tabs: every
// tab read first, then either problems (nothing written) or the writes. Close appends the event's games
// and one Season events row and rewrites League and Ratings from the season as it then stands; undo
// copies the event's season rows to the Log, deletes them and rewrites League and Ratings again.
import type { CellValue } from '../../engine/format';
import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
import { snapshotAfter } from '../after-writes';
import { CELL_CHAR_LIMIT } from '../cell-limit';
import { errorsOf, readEvent } from '../event-model';
import { problem, type Snapshot } from '../grid';
import { mySeasonRows } from '../my-season';
import { COLORS, type RowsWrite, type Write } from '../patch';
import { type LogLine, pairingsFromMatches, renderLog, renderPairings } from '../render';
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
  settingsChoices,
} from '../season';
import { IMPORTED_FORMAT, lastClosedHere } from '../season-import';
import { currentTitle, saysFinal } from '../standings-title';
import { cellText } from '../text';
import { derivedWrites } from './derived-writes';
import { type Plan, refuse } from './plan';

/** The season tabs an action of the season reads with the event's. */
export const SEASON_READ_ROLES: readonly string[] = Object.values(SEASON_ROLES);

const grid = (s: Snapshot, role: string) => s.tabs[role]?.values;

/** Season settings, games and events as read, or the problems that stop every season action. */
export function readSeason(snapshot: Snapshot) {
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
 * League, Ratings and My season rewritten whole from the season: each a rows write from row 1, the
 * headers with the rows, clearing what the tab held below (an event undone leaves fewer players or
 * columns); the server writes only the rows that changed.
 */
export function derivedSeasonWrites(
  snapshot: Snapshot,
  view: SeasonView,
  settings: ReturnType<typeof readSeason>['settings'],
): Write[] {
  // The header row is one write, bold, and the body another with no weights: a body row's weight is
  // never read back, so a weight set with the body would be written again on every row that changes.
  const rewrite = (
    role: string,
    headers: string[],
    rows: CellValue[][],
    colors?: (string | null)[],
  ): RowsWrite[] => {
    const before = grid(snapshot, role);
    const width = Math.max(headers.length, ...(before ?? []).map((r) => r.length), 1);
    const pad = (r: CellValue[]) => [...r, ...Array(width - r.length).fill('')];
    const head: RowsWrite = {
      kind: 'rows',
      role,
      startRow: 1,
      width,
      rows: [pad(headers)],
      clearTo: 1,
      boldRows: [true],
    };
    const body: RowsWrite = { kind: 'rows', role, startRow: 2, width, rows: rows.map(pad), clearTo: -1 };
    if (colors) {
      head.rowColors = colors.slice(0, 1);
      body.rowColors = colors.slice(1);
    }
    return [head, body];
  };
  // Rated once: League ranked by rating reads the rows the Ratings tab gets.
  const ratings = ratingRows(view, settings);
  const league = leagueRows(view, settings, ratings);
  const mine = mySeasonRows(view, settings);
  const shaded = new Set(mine.subheaders);
  return [
    ...rewrite(SEASON_ROLES.league, league.headers, league.rows),
    ...rewrite(SEASON_ROLES.ratings, ratings.rows.length ? ratings.headers : RATINGS_HEADERS, ratings.rows),
    // Each player's name row shaded as the header is, as on My games.
    ...rewrite(SEASON_ROLES.mySeason, mine.headers, mine.rows, [
      COLORS.header,
      ...mine.rows.map((_, i) => (shaded.has(i) ? COLORS.header : null)),
    ]),
  ];
}

/**
 * An event joining the season (closed here or imported): the settings' defaults where the block is
 * empty, its games and its event row appended, then League, Ratings and My season from `view`, the
 * season with it.
 */
export function addEventWrites(
  snapshot: Snapshot,
  gameRows: CellValue[][],
  eventRow: CellValue[],
  view: SeasonView,
  settings: ReturnType<typeof readSeason>['settings'],
): Write[] {
  const writes: Write[] = [...defaultSettingsWrites(snapshot)];
  if (gameRows.length)
    writes.push({
      kind: 'append',
      role: SEASON_ROLES.games,
      width: SEASON_GAMES_HEADERS.length,
      rows: gameRows,
    });
  writes.push(
    { kind: 'append', role: SEASON_ROLES.events, width: SEASON_EVENTS_HEADERS.length, rows: [eventRow] },
    ...derivedSeasonWrites(snapshot, view, settings),
  );
  return writes;
}

export const seasonProblem = (
  code: string,
  role: string,
  cell: string,
  message: string,
  fix: string,
): Problem => problem(code, 'error', SEASON_TITLES[role] ?? role, cell, message, fix);

/** A block with no setting in it (the tab just made, or emptied) shows the defaults the season uses. */
export function defaultSettingsWrites(snapshot: Snapshot): Write[] {
  const settingsRows = grid(snapshot, SEASON_ROLES.settings)?.slice(1) ?? [];
  if (!settingsRows.every((r) => r.every((v) => cellText(v).trim() === ''))) return [];
  return [
    {
      kind: 'rows',
      role: SEASON_ROLES.settings,
      startRow: 2,
      width: 4,
      rows: defaultSettingsRows(),
      clearTo: 0,
    },
    // The named choices as dropdowns that mark, not refuse, a value typed otherwise (as the Event tab's).
    {
      kind: 'dropdowns',
      role: SEASON_ROLES.settings,
      row: 2,
      col: 2,
      choices: settingsChoices(),
      strict: false,
    },
  ];
}

/** The Season games rows `view` holds once `rows` (as Close writes them) are appended. */
export function asGames(rows: CellValue[][], from: number): SeasonGameRow[] {
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
  const last = lastClosedHere(season.events);
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
    format: model.format.title,
    nextStarted: '',
    standings: places,
  };
  const view: SeasonView = {
    events: [...season.events, newEvent],
    games: [...season.games, ...asGames(gameRows, gamesFrom)],
  };
  const writes = addEventWrites(snapshot, gameRows, eventRow, view, season.settings);
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
  // An imported event was never on the tabs: the event the tabs hold does not bind it.
  if (last.nextStarted && last.format !== IMPORTED_FORMAT) {
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

/** The event's tabs Start the next event leaves where they are: the season's, the Log, Players (reset). */
const KEPT_ROLES = new Set<string>(['log', 'players', ...SEASON_READ_ROLES]);

/** The roles of the event tabs Start the next event archives (copied, renamed and hidden) before resetting. */
export function archivedRoles(roles: readonly string[]): string[] {
  return roles.filter((r) => !KEPT_ROLES.has(r));
}

/** Sheets' longest tab name. */
const TAB_NAME_MAX = 100;

/**
 * An archived tab's name: the closed event's name and date before the tab's own name, cut to the 100
 * characters Sheets allows ("Autumn Open 2026-11-01 · Results").
 */
export function archiveName(event: string, date: string, tab: string): string {
  const suffix = ` · ${tab}`;
  const head = `${event}${date ? ` ${date}` : ''}`.slice(0, Math.max(1, TAB_NAME_MAX - suffix.length));
  return `${head}${suffix}`.slice(0, TAB_NAME_MAX);
}

const cellAt = (a1Cell: string) => {
  const m = /^([A-Z]+)(\d+)$/.exec(a1Cell);
  if (!m) return null;
  const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  return { row: Number(m[2]), col };
};

/**
 * Start the next event, once the event on the tabs is in the season: Results and the record emptied,
 * every player active again, a new seed and today's date on the Event tab (its name, format and settings
 * kept for the organizer to change), the derived tabs rewritten for round 1, and Season events noting
 * when the next event started. The server archives the event's tabs first (copies, renamed with the
 * event's name and date and hidden), so nothing the rows held is lost; every status reset is logged.
 */
export function planStartNext(
  snapshot: Snapshot,
  nowIso: string,
  next: { seed: string; date: string },
): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const { model } = read;
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const season = readSeason(snapshot);
  if (season.problems.length) return refuse(season.problems);
  const { name, date } = model.ctx.config;
  const last = lastClosedHere(season.events);
  if (!last || last.nextStarted || eventKey(last.event, last.date) !== eventKey(name.trim(), date.trim()))
    return refuse([
      {
        ...problem(
          SEASON_CODES.notClosed,
          'error',
          'Standings',
          '',
          `${name.trim() || 'This event'} is not in the season yet: the next event starts once it is closed.`,
          'Publish the final standings, then Close event, then Start the next event.',
        ),
        role: 'standings',
      },
    ]);
  if (snapshot.form)
    return refuse([
      problem(
        SEASON_CODES.formConnected,
        'error',
        'Event',
        '',
        "A report form is connected: its answers name this event's rounds and tables, which the next event would reuse.",
        'Start the next event in a copy of this spreadsheet (File > Make a copy), or keep this one for this event.',
      ),
    ]);
  const writes: Write[] = [];
  const rowsBelowHeader = (role: string) => {
    const n = grid(snapshot, role)?.length ?? 0;
    return Array.from({ length: Math.max(0, n - 1) }, (_, i) => i + 2);
  };
  const results = rowsBelowHeader('results');
  if (results.length) writes.push({ kind: 'delete-rows', role: 'results', rows: results });
  const record = rowsBelowHeader('record');
  if (snapshot.tabs.record && record.length)
    writes.push({ kind: 'delete-rows', role: 'record', rows: record });
  const setting = (label: string) =>
    cellAt(model.settingCells.find((c) => c.label.toLowerCase() === label.toLowerCase())?.cell ?? '');
  const seedCell = setting('Seed');
  const dateCell = setting('Date');
  if (seedCell) writes.push({ kind: 'cells', role: 'event', ...seedCell, rows: [[next.seed]] });
  if (dateCell) writes.push({ kind: 'cells', role: 'event', ...dateCell, rows: [[next.date]] });
  const statusCol = model.columns.players[1] || 2;
  const reset = model.ctx.players.filter((p) => !p.active);
  for (const p of reset)
    writes.push({ kind: 'cells', role: 'players', row: p.row, col: statusCol, rows: [['active']] });
  writes.push({
    kind: 'cells',
    role: SEASON_ROLES.events,
    row: last.row,
    col: 7,
    rows: [[nowIso.slice(0, 19).replace('T', ' ')]],
  });
  // The derived tabs as the fresh event reads: no round, everyone active.
  const after = readEvent(snapshotAfter(snapshot, writes));
  if (after.ok)
    writes.push(
      renderPairings(pairingsFromMatches(after.model, 0)),
      ...derivedWrites(after.model, { pairings: false }),
    );
  const lines: LogLine[] = [
    {
      action: 'Start the next event',
      round: 0,
      seed: next.seed,
      details: `${name.trim()}${date.trim() ? ` (${date.trim()})` : ''} is archived in tabs named after it, hidden; Results emptied, ${plural(reset.length, 'player')} set back to active, the season kept.`,
    },
    ...reset.map((p) => ({
      action: 'Start the next event: status reset',
      round: 0,
      seed: '',
      details: `${p.name} was ${cellText(grid(snapshot, 'players')?.[p.row - 1]?.[statusCol - 1]) || 'dropped'}; now active.`,
    })),
  ];
  writes.push(renderLog(lines, nowIso));
  return {
    ok: true,
    writes,
    message: `The next event is ready: name it and set its date on the Event tab, then pair round 1 (or choose Another format first). ${name.trim() || 'The event'} is archived in hidden tabs.`,
    warnings: [],
  };
}

/** The season's last event, whose tabs Start the next event archives: its name and date. */
export function lastSeasonEvent(snapshot: Snapshot): { event: string; date: string } | null {
  const last = lastClosedHere(readSeasonEvents(grid(snapshot, SEASON_ROLES.events)).events);
  return last ? { event: last.event, date: last.date } : null;
}
