import {
  type CellValue,
  type ColumnSpec,
  type Format,
  isBlank,
  type Player,
  toNumber,
} from '../engine/format';
import {
  characterCount,
  findNearDuplicates,
  lookAlikeKey,
  MAX_NAME_LENGTH,
  NAME_CODES,
  nameIssues,
  nameKey,
  shortName,
} from '../engine/names';
import type { Problem } from '../shared/types';
import { type ColumnMap, cellOf, defaultColumns, errorAt } from './columns';
import { type Grid, isBlankRow, problem } from './grid';
import {
  FIXED_TABLE_COLUMN,
  fixedTableColumn,
  PLAYER_FIXED,
  playersReadHeaders,
  STATUS_CHOICES,
} from './layout';
import { sharedFixedTables } from './shared-fixed-tables';
import { cellText } from './text';

/** Near-duplicate pairs listed one by one; past this many they are counted. */
/** The codes of the problems with the Players rows (the names themselves: NAME_CODES). */
export const PLAYERS_TAB_CODES = {
  /** A row with player details but no name. */
  noName: 'players-no-name',
  /** A row repeating the column headers. */
  headerRepeated: 'players-header-repeated',
  /** A Status that is neither active nor dropped. */
  status: 'players-bad-status',
  /** A format's number column (Fleet points…) holding something that is not such a number. */
  notANumber: 'players-not-a-number',
  /** A Fixed table that is not a table number. */
  fixedTable: 'players-bad-fixed-table',
} as const;

export const NEAR_DUPLICATES_LISTED = 200;

export interface ParsedPlayers {
  players: Player[];
  problems: Problem[];
}

/** A Fixed table cell: its table, undefined when blank, null when it is not a whole number from 1 up. */
function fixedTableOf(value: CellValue | undefined): number | null | undefined {
  if (isBlank(value)) return undefined;
  const n = toNumber(value);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * A number column's cell that is not a number, or out of its range: a format reads such a cell as
 * blank, so it must be refused where it is typed (a "1500 pts" fleet would silently rank last).
 */
function numberCellIssue(
  c: ColumnSpec,
  value: CellValue,
  player: string,
): { message: string; fix: string } | null {
  if (c.kind !== 'number' || isBlank(value)) return null;
  const n = toNumber(value);
  const whole = c.whole ? 'a whole number' : 'a number';
  const range =
    c.min === undefined
      ? c.max === undefined
        ? ''
        : ` up to ${c.max}`
      : c.max === undefined
        ? ` from ${c.min} up`
        : ` from ${c.min} to ${c.max}`;
  const fix = `Type ${whole}${range}: ${c.help.charAt(0).toLowerCase()}${c.help.slice(1)} Or clear the cell.`;
  const of = `${c.header} of ${shortName(player)}`;
  if (n === null) return { message: `"${cellText(value)}" is not a number (${of}).`, fix };
  if (
    (c.min !== undefined && n < c.min) ||
    (c.max !== undefined && n > c.max) ||
    (c.whole && !Number.isInteger(n))
  )
    return { message: `${cellText(value).trim()} is not ${whole}${range} (${of}).`, fix };
  return null;
}

/** `grid` in the add-on's column order (columns.ts); `cols` says where each column is on the tab now. */
export function parsePlayers(
  grid: Grid,
  tab: string,
  format: Format,
  cols: ColumnMap = defaultColumns(playersReadHeaders(format)),
): ParsedPlayers {
  const fixedCol = fixedTableColumn(format);
  const error = errorAt(tab, cols);
  const problems: Problem[] = [];
  const players: Player[] = [];
  const seen = new Map<string, Player>();
  const lookAlikes = new Map<string, Player>();
  /** Names refused for their length: not compared with others (their messages would quote them whole). */
  const tooLong = new Set<Player>();
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i];
    if (isBlankRow(row.slice(0, fixedCol))) continue;
    const rowNo = i + 1;
    const name = cellText(row[0]).trim();
    if (!name) {
      problems.push(
        error(
          PLAYERS_TAB_CODES.noName,
          rowNo,
          1,
          'This row has player details but no name.',
          "Type the player's name, or clear the row.",
        ),
      );
      continue;
    }
    // A header pasted again with a second list is no player. Refused rather than skipped: the rows under
    // it may be a list with other columns, which the organizer should see before anyone is paired.
    if (name.toLowerCase() === PLAYER_FIXED[0].toLowerCase()) {
      problems.push(
        error(
          PLAYERS_TAB_CODES.headerRepeated,
          rowNo,
          1,
          `"${name}" in row ${rowNo} is the column header, not a player; the header belongs in row 1 only.`,
          'Delete this row. If the names below it came with other columns, check they are under the right headers.',
        ),
      );
      continue;
    }
    const status = cellText(row[1]).trim().toLowerCase();
    if (status !== '' && !STATUS_CHOICES.includes(status)) {
      problems.push(
        error(
          PLAYERS_TAB_CODES.status,
          rowNo,
          2,
          `"${cellText(row[1])}" is not a player status.`,
          'Choose active or dropped (blank means active).',
        ),
      );
    }
    const issues = nameIssues(name);
    for (const issue of issues)
      problems.push(
        problem(issue.code, issue.severity, tab, cellOf(cols, rowNo, 1), issue.message, issue.fix),
      );
    const long = characterCount(name) > MAX_NAME_LENGTH;
    const key = nameKey(name);
    const clash = seen.get(key);
    if (clash) {
      problems.push(
        error(
          NAME_CODES.duplicate,
          rowNo,
          1,
          `"${shortName(name)}" is the same name as "${shortName(clash.name)}" in ${cellOf(cols, clash.row, 1)}.`,
          "Names are compared ignoring case, spaces, accents, invisible characters and full-width letters; make each player's name unique.",
        ),
      );
      continue;
    }
    const twin = long ? undefined : lookAlikes.get(lookAlikeKey(key));
    if (twin) {
      problems.push(
        error(
          NAME_CODES.lookAlike,
          rowNo,
          1,
          `"${name}" looks exactly like "${twin.name}" in ${cellOf(cols, twin.row, 1)} but is spelt with letters of another alphabet.`,
          'Players must not look the same on Pairings: retype one name in one alphabet, or add an initial.',
        ),
      );
    }
    const fields: Record<string, CellValue> = {};
    format.playerColumns.forEach((c, j) => {
      const col = PLAYER_FIXED.length + j + 1;
      fields[c.key] = row[col - 1] ?? '';
      const wrong = numberCellIssue(c, fields[c.key], name);
      if (wrong) problems.push(error(PLAYERS_TAB_CODES.notANumber, rowNo, col, wrong.message, wrong.fix));
    });
    // A format's optional columns (any game's Rating) sit after Fixed table in the add-on's order; a
    // column the organizer has not added reads blank (canonicalGrid).
    (format.optionalPlayerColumns ?? []).forEach((c, j) => {
      const col = fixedCol + j + 1;
      fields[c.key] = row[col - 1] ?? '';
      const wrong = numberCellIssue(c, fields[c.key], name);
      if (wrong) problems.push(error(PLAYERS_TAB_CODES.notANumber, rowNo, col, wrong.message, wrong.fix));
    });
    const fixed = fixedTableOf(row[fixedCol - 1]);
    if (fixed === null)
      problems.push(
        error(
          PLAYERS_TAB_CODES.fixedTable,
          rowNo,
          fixedCol,
          `"${cellText(row[fixedCol - 1])}" is not a table number (${FIXED_TABLE_COLUMN.header} of ${shortName(name)}).`,
          'Type a whole number from 1 up (the table this player always plays at), or clear the cell for none.',
        ),
      );
    const player: Player = {
      key,
      name,
      active: status !== 'dropped',
      row: rowNo,
      listIndex: players.length,
      fields,
      ...(fixed ? { fixedTable: fixed } : {}),
    };
    seen.set(key, player);
    if (long) tooLong.add(player);
    else if (!twin) lookAlikes.set(lookAlikeKey(key), player);
    players.push(player);
  }
  const compared = players.filter((p) => !tooLong.has(p));
  // At most NEAR_DUPLICATES_LISTED pairs, then a count of the rest: thousands of look-alikes must not
  // flood the sidebar (5,000 names one letter apart made 93,000 pairs, 20 MB of warnings).
  let listed = 0;
  let unlisted = 0;
  for (const [i, j] of findNearDuplicates(compared.map((p) => p.name))) {
    if (++listed > NEAR_DUPLICATES_LISTED) {
      unlisted++;
      continue;
    }
    problems.push(
      problem(
        NAME_CODES.nearDuplicate,
        'warning',
        tab,
        cellOf(cols, compared[j].row, 1),
        `"${compared[j].name}" looks like "${compared[i].name}" (${cellOf(cols, compared[i].row, 1)}).`,
        'If they are the same person, keep one consistent form of the name: results go to a ratings body.',
      ),
    );
  }
  if (unlisted)
    problems.push(
      problem(
        NAME_CODES.nearDuplicate,
        'warning',
        tab,
        cellOf(cols, 1, 1),
        `${unlisted} more pairs of names look alike (only the first ${NEAR_DUPLICATES_LISTED} are listed).`,
        'Check the Name column for names one letter apart, or written with initials.',
      ),
    );
  problems.push(...sharedFixedTables(players, tab, cols, fixedCol));
  return { players, problems };
}
