// The sheet contract (docs/ARCHITECTURE.md, Sheet contract): which tabs an event has, their headers and column kinds. Tabs are
// found by role through developer metadata, never by name, so the organizer may rename them.
import {
  type CellValue,
  type ColumnSpec,
  type Format,
  type FormatContext,
  type InputTab,
  resultColumnsOf,
  type StandingsTable,
} from '../engine/format';
import { outputTabs } from '../engine/output-tabs';
import { MY_GAMES_ROLE, STANDINGS_BY_ROUND_ROLE } from '../engine/round-by-round';
import type { OptionValue } from '../shared/types';
import { REPORTS_TAB_HEADERS, REPORTS_TAB_TITLE } from './reports/decisions';
import { neededWidth } from './text-width';

/** The tabs every event has, by the role their developer metadata holds. */
export type BaseTabRole =
  | 'event'
  | 'players'
  | 'results'
  | 'pairings'
  | 'standings'
  | 'log'
  | 'record'
  // The organizer's decisions on players' reports (src/sheets/reports/decisions.ts), once a form is connected.
  | 'reports';

/**
 * A tab a format defines (Fleets, Bracket, Slips, the results report): the format names its role, so
 * this layer does not list them; the brand keeps a stray string from passing for one.
 */
export type FormatTabRole = string & { readonly formatTabRole: true };

export type TabRole = BaseTabRole | FormatTabRole;

/** A role a format gave one of its tabs (`InputTab.role`, `ExtraTab.role`). */
export function formatTabRole(role: string): FormatTabRole {
  return role as FormatTabRole;
}

export const ROLE_KEY = 'tourney-sheets.role';

export interface TabLayout {
  role: TabRole;
  title: string;
  headers: string[];
  /** Columns whose cells hold text the add-on writes or reads as names: formatted as plain text. */
  textColumns: number[];
  widths: number[];
  /** Dropdowns on data rows: 1-based column and its choices. */
  validations: { col: number; choices: string[] }[];
  /** Owned by the add-on: warning-only protection, the organizer is not expected to type here. */
  owned: boolean;
  /**
   * Rows are added by the add-on (a round's games on Results), not typed below the last one: the tab
   * grows to the rows a write needs, as an owned tab does, instead of doubling to leave rows to type in.
   */
  rowsAdded?: boolean;
  tabColor: string;
  /** Columns holding date-times the add-on writes (the Log's Time): formatted LOG_TIME_FORMAT. */
  dateTimeColumns?: number[];
  /** Columns frozen at the left (Standings: through the Player column, so names stay in view). */
  frozenColumns?: number;
  /** Columns whose text wraps at the set width instead of widening it (Standings' names, on a phone). */
  wrapColumns?: number[];
  /** The header row wraps between words across every column the widths give (Standings by round's rounds). */
  wrapHeader?: boolean;
  /** Only the header's columns, none past them, so the whole tab fits a phone's width (My games). */
  phoneColumns?: boolean;
  /** Kept out of sight (the record): the organizer has no reason to read or type there. */
  hidden?: boolean;
}

/**
 * The row holding a tab's headers: Pairings and Standings have a title line above theirs, every other
 * tab starts with its headers. Any role, as a write or a tab's metadata names it.
 */
export function headerRowOf(role: string): number {
  return role === 'pairings' || role === 'standings' ? 2 : 1;
}

/** How the Log shows a time: in the spreadsheet's time zone, to the second. */
export const LOG_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export const PLAYER_FIXED = ['Name', 'Status'];
export const RESULT_FIXED = ['Round', 'Table', 'Player', 'Opponent'];
export const BYE_LABEL = 'BYE';
export const STATUS_CHOICES = ['active', 'dropped'];
export const LOG_HEADERS = ['Time', 'Action', 'Round', 'Seed', 'Details', 'Removed row'];

/**
 * Every format's last Players column: "a player with a number there always plays at
 * that table (accessibility)". Optional, so events set up before it existed read as they are.
 */
export const FIXED_TABLE_COLUMN: ColumnSpec = {
  key: 'fixedTable',
  header: 'Fixed table',
  kind: 'number',
  width: 100,
  help: 'A table number this player always plays at (accessibility); blank for none. Pairing is unchanged: only table numbers are swapped so the game is at that table.',
};

/** The Players columns after Name and Status: the format's own, then Fixed table. */
export function playerColumnsOf(format: Format): ColumnSpec[] {
  return [...format.playerColumns, FIXED_TABLE_COLUMN];
}

/** The Fixed table column, 1-based, in the add-on's order of the Players columns (columns.ts maps it). */
export function fixedTableColumn(format: Format): number {
  return PLAYER_FIXED.length + format.playerColumns.length + 1;
}

/**
 * The column of the format's Players column `key`, 1-based in the add-on's order of the columns it reads
 * (playersReadHeaders): its own columns after Name and Status, its optional ones after Fixed table.
 * Null for a key the format has no column for.
 */
export function playerColumnOf(format: Format, key: string): number | null {
  const own = format.playerColumns.findIndex((c) => c.key === key);
  if (own >= 0) return PLAYER_FIXED.length + own + 1;
  const optional = (format.optionalPlayerColumns ?? []).findIndex((c) => c.key === key);
  return optional >= 0 ? fixedTableColumn(format) + optional + 1 : null;
}

/**
 * The Players headers the add-on reads: setup's (playersLayout), then the format's optional columns,
 * found only when the organizer typed their header.
 */
export function playersReadHeaders(format: Format): string[] {
  return [...playersLayout(format).headers, ...(format.optionalPlayerColumns ?? []).map((c) => c.header)];
}

/** The headers of the Players tab that may be missing: Fixed table and the format's optional columns. */
export function optionalPlayerHeaders(format: Format): string[] {
  return [FIXED_TABLE_COLUMN.header, ...(format.optionalPlayerColumns ?? []).map((c) => c.header)];
}

export function playersLayout(format: Format): TabLayout {
  const extra = playerColumnsOf(format);
  return {
    role: 'players',
    title: 'Players',
    headers: [...PLAYER_FIXED, ...extra.map((c) => c.header)],
    textColumns: [1, ...extra.map((c, i) => (c.kind === 'text' ? i + 3 : 0)).filter(Boolean)],
    widths: [220, 90, ...extra.map((c) => c.width ?? 120)],
    validations: [{ col: 2, choices: STATUS_CHOICES }, ...choiceValidations(extra, 3)],
    owned: false,
    tabColor: '#1a73e8',
  };
}

/** `options`: the event's settings, for the dropdowns' choices (any game's Result differs by preset). */
export function resultsLayout(format: Format, options: Record<string, OptionValue> = {}): TabLayout {
  const cols = resultColumnsOf(format, options);
  const statusCol = RESULT_FIXED.length + cols.length + 1;
  return {
    role: 'results',
    title: 'Results',
    // "Paired as" keeps what the add-on paired on each row (src/sheets/paired-as.ts).
    headers: [...RESULT_FIXED, ...cols.map((c) => c.header), 'Status', 'Paired as'],
    textColumns: [
      3,
      4,
      ...cols.map((c, i) => (c.kind === 'text' ? i + 5 : 0)).filter(Boolean),
      statusCol,
      statusCol + 1,
    ],
    widths: [70, 60, 200, 200, ...cols.map((c) => c.width ?? 110), 150, 260],
    validations: choiceValidations(cols, RESULT_FIXED.length + 1),
    owned: false,
    rowsAdded: true,
    tabColor: '#188038',
  };
}

function choiceValidations(cols: ColumnSpec[], firstCol: number) {
  return cols
    .map((c, i) => ({
      col: firstCol + i,
      choices: c.kind === 'choice' ? (c.choices ?? []) : c.kind === 'checkbox' ? ['TRUE', 'FALSE'] : [],
    }))
    .filter((v) => v.choices.length > 0);
}

export function outputLayout(
  role: TabRole,
  title: string,
  headers: string[],
  textColumns: number[],
  widths: number[],
): TabLayout {
  return { role, title, headers, textColumns, widths, validations: [], owned: true, tabColor: '#f9ab00' };
}

export const EVENT_HEADERS = ['Setting', 'Value', 'What it means'];

export function eventLayout(): TabLayout {
  return {
    role: 'event',
    title: 'Event',
    headers: EVENT_HEADERS,
    textColumns: [1, 3],
    widths: [190, 200, 520],
    validations: [],
    owned: false,
    tabColor: '#5f6368',
  };
}

/**
 * Standings width of the Player column: a phone is about 390 px wide with a 46 px row gutter, so Rank,
 * Player and the first score column fit on screen, and longer names wrap onto a second line.
 */
export const STANDINGS_PLAYER_WIDTH = 130;
/** A label column before Player (Attack Wing's rank title): frozen with it, so it wraps narrow too. */
const STANDINGS_LABEL_WIDTH = 90;

/**
 * Rank and Player frozen at the left (names wrap at a phone's width), then every score and tiebreak
 * column as narrow as its bold header's longest word allows (the header row wraps): 0 here, so setup sizes it to its header
 * (src/server/setup.ts), and what it shows later widens it (src/sheets/widths.ts).
 */
function standingsLayout(table: StandingsTable): TabLayout {
  const headers = table.headers;
  // Formats put the Player column where their source does (Attack Wing has a rank title before it).
  const player = Math.max(0, headers.indexOf('Player'));
  const widths = headers.map((h, i) =>
    i === player
      ? STANDINGS_PLAYER_WIDTH
      : i > 0 && i < player
        ? STANDINGS_LABEL_WIDTH
        : (table.widths?.[h] ?? 0),
  );
  const wrapColumns = headers
    .map((_, i) => i + 1)
    .filter((c) => (c > 1 && c <= player + 1) || (table.wrap ?? []).includes(headers[c - 1]));
  return {
    ...outputLayout('standings', 'Standings', headers, [player + 1], widths),
    frozenColumns: player + 1,
    wrapColumns,
  };
}

/**
 * Pairings is read on a 390 px phone: four columns, no more, in both blocks (the tables, then
 * "find your name" below them), so nothing needs sideways scrolling.
 */
export const PAIRINGS_HEADERS = ['Table', 'Player', 'Opponent', 'Note'];
/** The header of the "find your name" block, below the tables, in the same four columns. */
export const FIND_YOUR_NAME_HEADERS = ['Table', 'Find your name', 'Opponent', ''];
/**
 * Fixed phone widths: a 390 px screen less the Sheets app's (or published page's) ~46 px row-number
 * gutter leaves 340 px. Longer names and notes wrap; the add-on never widens these (src/sheets/widths.ts).
 */
export const PAIRINGS_WIDTHS = [60, 100, 100, 80];
/** Pairings body text in points: readable on a phone at the widths above; the title is larger. */
export const PAIRINGS_FONT_SIZE = 11;
export const PAIRINGS_TITLE_FONT_SIZE = 14;

export function baseLayouts(format: Format, options: Record<string, OptionValue> = {}): TabLayout[] {
  return [
    eventLayout(),
    playersLayout(format),
    resultsLayout(format, options),
    outputLayout('pairings', 'Pairings', PAIRINGS_HEADERS, [2, 3, 4], PAIRINGS_WIDTHS),
    standingsLayout(format.standings(emptyContext(format))),
    {
      ...outputLayout('log', 'Log', LOG_HEADERS, [2, 4, 5, 6], [170, 150, 60, 200, 520, 400]),
      dateTimeColumns: [1],
    },
    ...(format.inputTabs ?? []).map(inputLayout),
    ...outputTabs(format, emptyContext(format)).map(
      (t) =>
        phoneLayout(t.role, t.title, t.headers) ??
        outputLayout(
          formatTabRole(t.role),
          t.title,
          t.headers,
          [],
          rowsWidths([...t.rows, ...(t.fixedRows ?? [])]),
        ),
    ),
    recordLayout(),
  ];
}

/** Every round column of Standings by round, as far as a new tab's columns go (A..Z). */
const ROUND_COLUMNS = 24;
/**
 * Standings by round on a 390 px phone (340 px past the row gutter): Rank and Player frozen as on
 * Standings, names wrapping, then round columns as narrow as "(playing)", the longest word of an
 * unfinished round's header (the header row wraps). The rounds pan sideways inside the grid.
 */
export const STANDINGS_BY_ROUND_WIDTHS = [60, STANDINGS_PLAYER_WIDTH, ...new Array(ROUND_COLUMNS).fill(80)];
/**
 * My games fits a phone without panning: Round, Table, Opponent, Result, Score in 340 px; opponents and
 * results wrap. Each player's name row runs on over the empty cells beside it.
 */
export const MY_GAMES_WIDTHS = [40, 60, 100, 80, 60];

/**
 * A Bracket (Full Thrust's cut, arrow/target's playoff) on a phone: the round, both players and the winner
 * in 340 px, their text wrapping; the table, the seeds and the scores to the right, sized to their content.
 */
export const BRACKET_ROLE = 'bracket';
export const BRACKET_PHONE_WIDTHS = [90, 80, 80, 80];

/** The phone widths of the tabs players read, by role: the add-on never widens them (src/sheets/widths.ts). */
export const PHONE_WIDTHS: ReadonlyMap<string, readonly number[]> = new Map([
  [STANDINGS_BY_ROUND_ROLE, STANDINGS_BY_ROUND_WIDTHS],
  [MY_GAMES_ROLE, MY_GAMES_WIDTHS],
]);

/**
 * The layouts of Standings by round and My games (src/engine/round-by-round.ts) and of a Bracket; null for
 * other tabs.
 */
function phoneLayout(role: string, title: string, headers: string[]): TabLayout | null {
  if (role === STANDINGS_BY_ROUND_ROLE)
    return {
      ...outputLayout(formatTabRole(role), title, headers, [2], STANDINGS_BY_ROUND_WIDTHS),
      frozenColumns: 2,
      wrapColumns: [2],
      wrapHeader: true,
    };
  if (role === BRACKET_ROLE) {
    const phone = BRACKET_PHONE_WIDTHS.map((_, i) => i + 1);
    return {
      ...outputLayout(
        formatTabRole(role),
        title,
        headers,
        [],
        headers.map((_, i) => BRACKET_PHONE_WIDTHS[i] ?? 0),
      ),
      wrapColumns: phone,
    };
  }
  if (role === MY_GAMES_ROLE)
    return {
      ...outputLayout(formatTabRole(role), title, headers, [1, 3, 4], MY_GAMES_WIDTHS),
      wrapColumns: [3, 4],
      wrapHeader: true,
      phoneColumns: true,
    };
  return null;
}

/**
 * The widths an output tab's rows need before any player is in them (the Report's games header below its
 * event block): setup gives them at once, so the first action does not widen those columns one by one.
 */
function rowsWidths(rows: readonly CellValue[][]): number[] {
  const out: number[] = [];
  for (const row of rows)
    row.forEach((v, i) => {
      out[i] = Math.max(out[i] ?? 0, v === '' ? 0 : neededWidth(v));
    });
  return out;
}

/** What the add-on paired (src/sheets/record.ts): its own tab, hidden and protected, names as text. */
export function recordLayout(): TabLayout {
  return {
    ...outputLayout('record', RECORD_TAB_TITLE, RECORD_TAB_HEADERS, [3, 4], [70, 60, 200, 200, 80, 150]),
    hidden: true,
  };
}

/** The decisions on players' reports: like the record, the add-on's own hidden, protected tab. */
export function reportsLayout(): TabLayout {
  return {
    ...outputLayout(
      'reports',
      REPORTS_TAB_TITLE,
      REPORTS_TAB_HEADERS,
      [1, 3, 4, 5, 6, 7, 8],
      [70, 80, 200, 200, 90, 300, 200, 300],
    ),
    hidden: true,
  };
}

/**
 * A title no organizer's own tab is likely to have: setup refuses over a clash of names. It keeps the
 * add-on's former name, unlike ADDON_NAME (src/shared/version.ts): spreadsheets already set up hold a
 * tab of this title, which the add-on finds by its role (src/server/tabs.ts) and never renames, so a new
 * title would give the same hidden tab two names, old events' and new ones', where the docs name one.
 */
export const RECORD_TAB_TITLE = 'Tourney Sheets record';
/** The record tab's headers (src/sheets/record.ts reads and writes them). */
export const RECORD_TAB_HEADERS = ['Round', 'Table', 'Player', 'Opponent', 'Paired at', 'Paired on (UTC)'];

function inputLayout(tab: InputTab): TabLayout {
  return {
    role: formatTabRole(tab.role),
    title: tab.title,
    headers: tab.headers,
    textColumns: tab.textColumns ?? [],
    widths: tab.widths ?? [],
    validations: tab.validations ?? [],
    owned: false,
    tabColor: '#9334e6',
  };
}

/** A context with no players: enough for a format to name its columns. */
export function emptyContext(format: Format): FormatContext {
  return {
    config: { format: format.id, name: '', date: '', rounds: 0, seed: '', options: {} },
    players: [],
    matches: [],
    inputs: {},
  };
}
