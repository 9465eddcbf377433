// Import into season (docs/SEASON.md, Import an event run elsewhere) as a pure plan over the Import tab
// and the season tabs: the tab made when there is none; else every game read and every name matched
// first, then either problems (nothing written) or the writes Close event makes for an event, with the
// Import tab's rows logged and the tab emptied.
import type { CellValue } from '../../engine/format';
import { nameKey } from '../../engine/names';
import { plural } from '../../shared/plural';
import { CELL_CHAR_LIMIT } from '../cell-limit';
import { isBlankRow, type Snapshot } from '../grid';
import { type LogLine, renderLog } from '../render';
import { eventKey, SEASON_CODES, SEASON_ROLES, type SeasonEventRow, type SeasonView } from '../season';
import {
  IMPORT_CODES,
  IMPORT_GAMES_HEADER_ROW,
  IMPORT_ROLE,
  IMPORT_TITLE,
  IMPORTED_FORMAT,
  importProblem,
  importTemplateRows,
  matchNames,
  readImport,
} from '../season-import';
import { cellText } from '../text';
import { type Plan, refuse } from './plan';
import { addEventWrites, asGames, readSeason, SEASON_READ_ROLES } from './season';

/** The tabs Import into season reads: the season's and the Import tab. */
export const IMPORT_READ_ROLES: readonly string[] = [...SEASON_READ_ROLES, IMPORT_ROLE];

const grid = (s: Snapshot, role: string) => s.tabs[role]?.values;

/** Every name the season knows: Season games' players and opponents, each event's final places, League's. */
function seasonNames(snapshot: Snapshot, season: ReturnType<typeof readSeason>): string[] {
  const names: string[] = [];
  for (const g of season.games) names.push(g.player, g.opponent);
  for (const e of season.events) for (const p of e.standings) names.push(p.player);
  for (const row of (grid(snapshot, SEASON_ROLES.league) ?? []).slice(1)) names.push(cellText(row[1]).trim());
  return names.filter(Boolean);
}

/**
 * Import into season. With no Import tab, makes it (its header block and the games' headers) and says
 * what to paste. Else reads it (CSV rows or TRF lines), refuses on any problem at its cell, on a name
 * near a season player's that New players does not confirm, and on an event of a name and date the
 * season holds; otherwise appends the games to Season games, one "Imported" row to Season events,
 * rewrites League and Ratings as Close event does, logs every row of the Import tab and empties it.
 */
export function planImportSeason(snapshot: Snapshot, nowIso: string): Plan {
  const tab = grid(snapshot, IMPORT_ROLE);
  if (!snapshot.tabs[IMPORT_ROLE])
    return {
      ok: true,
      writes: [
        {
          kind: 'rows',
          role: IMPORT_ROLE,
          startRow: 2,
          width: 4,
          rows: importTemplateRows(),
          clearTo: 0,
          boldRows: [false, false, true],
        },
      ],
      message: `The ${IMPORT_TITLE} tab is ready: type the event's name and date on row 2, paste its games under Round, Player, Opponent, Result (or its TRF file's lines in column A), then Import into season again.`,
      warnings: [],
    };
  const season = readSeason(snapshot);
  if (season.problems.length) return refuse(season.problems);
  const read = readImport(tab);
  if (read.problems.length) return refuse(read.problems);
  const names = matchNames(read, seasonNames(snapshot, season));
  const same = season.events.find((e) => eventKey(e.event, e.date) === eventKey(read.name, read.date));
  // Every problem at once: a near name's question and an event the season holds are answered together.
  const duplicate = same
    ? [
        importProblem(
          IMPORT_CODES.duplicate,
          'A2',
          `The season already has an event called ${read.name} on ${read.date} (Season events row ${same.row}).`,
          'This event is in the season already; to import another, give it its own name or date.',
        ),
      ]
    : [];
  if (names.problems.length || duplicate.length) return refuse([...names.problems, ...duplicate]);
  const spell = (n: string) => (n ? (names.spelling.get(nameKey(n)) ?? n) : '');
  const gameRows: CellValue[][] = read.games.map((g) => [
    read.name,
    read.date,
    g.round,
    '',
    spell(g.player),
    spell(g.opponent),
    g.result,
    g.score ?? '',
  ]);
  const places = read.players.map((p) => ({ rank: p.rank, player: spell(p.name), stage: '' }));
  const standingsJson = JSON.stringify(places.map((p) => [p.rank, p.player, p.stage]));
  const rounds = read.games.reduce((r, g) => Math.max(r, g.round), 0);
  const settingsJson = JSON.stringify({
    imported: read.kind,
    ...(read.format ? { format: read.format } : {}),
    rounds,
  });
  if (standingsJson.length > CELL_CHAR_LIMIT)
    return refuse([
      importProblem(
        SEASON_CODES.cellTooLong,
        'A2',
        `This event's final standings pass the ${CELL_CHAR_LIMIT} characters a cell holds.`,
        'A season holds events of up to about a thousand players.',
      ),
    ]);
  const eventRow: CellValue[] = [
    read.name,
    read.date,
    IMPORTED_FORMAT,
    places.length,
    gameRows.length,
    nowIso.slice(0, 19).replace('T', ' '),
    '',
    standingsJson,
    settingsJson,
  ];
  const newEvent: SeasonEventRow = {
    row: (grid(snapshot, SEASON_ROLES.events)?.length ?? 1) + 1,
    event: read.name,
    date: read.date,
    format: IMPORTED_FORMAT,
    nextStarted: '',
    standings: places,
  };
  const gamesFrom = (grid(snapshot, SEASON_ROLES.games)?.length ?? 1) + 1;
  const view: SeasonView = {
    events: [...season.events, newEvent],
    games: [...season.games, ...asGames(gameRows, gamesFrom)],
  };
  const typed = (tab ?? [])
    .map((row, i) => ({ row: i + 1, cells: row }))
    .filter(({ row, cells }) => row >= 2 && row !== IMPORT_GAMES_HEADER_ROW && !isBlankRow(cells));
  const lines: LogLine[] = [
    ...typed.map(({ row, cells }) => ({
      action: 'Import into season: pasted row',
      round: 0,
      seed: '',
      details: `${IMPORT_TITLE} row ${row}`,
      removed: [...cells],
    })),
    {
      action: 'Import into season',
      round: 0,
      seed: '',
      details: `${read.name} (${read.date}) imported into the season from ${read.kind === 'trf' ? 'a TRF file' : 'games typed'}: ${plural(gameRows.length, 'game')}, ${plural(places.length, 'player')}; League and Ratings recomputed.`,
    },
  ];
  const width = Math.max(4, ...(tab ?? []).map((r) => r.length));
  const pad = (r: CellValue[]) => [...r, ...Array(width - r.length).fill('')];
  const writes = addEventWrites(snapshot, gameRows, eventRow, view, season.settings);
  writes.push(renderLog(lines, nowIso), {
    kind: 'rows',
    role: IMPORT_ROLE,
    startRow: 2,
    width,
    rows: importTemplateRows().map(pad),
    clearTo: -1,
    boldRows: [false, false, true],
  });
  return {
    ok: true,
    writes,
    message: `${read.name} is in the season: ${plural(gameRows.length, 'game')}; League and Ratings are up to date. What the ${IMPORT_TITLE} tab held is in the Log.`,
    warnings: [],
  };
}
