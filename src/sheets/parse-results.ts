import type { CellValue, Format, FormatContext, Match, Player } from '../engine/format';
import { nameKey } from '../engine/names';
import type { Problem } from '../shared/types';
import { type ColumnMap, cellOf, defaultColumns, errorAt } from './columns';
import { type Grid, isBlankRow, problem } from './grid';
import { BYE_LABEL, RESULT_FIXED } from './layout';
import { pairedAsColumn, pairedAtOf } from './paired-as';
import { cellText } from './text';

export interface ParsedResults {
  matches: Match[];
  problems: Problem[];
}

export interface CheckedResults {
  /** The matches whose result cells are all filled in and valid. */
  complete: Set<Match>;
  problems: Problem[];
}

/** A whole number from 1 up, typed or as text (a round or table number); null otherwise. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(cellText(value as string).trim());
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * Past any round an event can have: Rounds goes up to 1,000 and the longest schedule the formats make
 * (a round robin of the largest field) stays well under this. A larger number was typed, and reading it
 * as a round would make every per-round list that long.
 */
export const ROUND_CEILING = 10_000;

/** A round number: a whole number from 1 to ROUND_CEILING; null otherwise. */
export function roundNumber(value: unknown): number | null {
  const n = wholeNumber(value);
  return n !== null && n <= ROUND_CEILING ? n : null;
}

export function resultHeaders(format: Format): string[] {
  return [...RESULT_FIXED, ...format.resultColumns.map((c) => c.header), 'Status'];
}

const isBlankCell = (v: CellValue | undefined) => cellText(v).trim() === '';

/**
 * A row that is no game at all, as one problem rather than one per empty cell: results pasted below the
 * games (Round, Table, Player and Opponent all blank), or the header row pasted again. Null for a game row.
 */
/** The codes of the problems with the Results rows themselves (the results typed in them: RESULT_CODES). */
export const RESULTS_TAB_CODES = {
  /** A row with a result but blank Round, Table, Player and Opponent. */
  rowWithoutGame: 'results-row-without-game',
  /** A row repeating the column headers. */
  headerRepeated: 'results-header-repeated',
  /** A Round that is not a round number (or past any round an event can have). */
  badRound: 'results-bad-round',
  /** A Table that is not a table number. */
  badTable: 'results-bad-table',
  /** A Player or Opponent not on the Players tab. */
  unknownPlayer: 'results-unknown-player',
  /** A Player or Opponent cell left blank. */
  playerMissing: 'results-player-missing',
  /** A player on two rows of one round. */
  twiceInRound: 'results-player-twice-in-round',
  /** A row whose Player and Opponent are the same player. */
  playsThemselves: 'results-plays-themselves',
} as const;

function strayRow(
  row: CellValue[],
  width: number,
  tab: string,
  rowNo: number,
  cols: ColumnMap,
): Problem | null {
  const fixed = row.slice(0, RESULT_FIXED.length);
  const error = errorAt(tab, cols);
  if (fixed.every(isBlankCell)) {
    const first = row.slice(0, width).findIndex((v) => !isBlankCell(v));
    return error(
      RESULTS_TAB_CODES.rowWithoutGame,
      rowNo,
      first + 1,
      `Row ${rowNo} has a result but no game: its Round, Table, Player and Opponent are blank.`,
      'Each result goes on the row of its game, which "Pair next round" writes; move it there, or clear this row.',
    );
  }
  if (fixed.every((v, j) => cellText(v).trim().toLowerCase() === RESULT_FIXED[j].toLowerCase())) {
    return error(
      RESULTS_TAB_CODES.headerRepeated,
      rowNo,
      1,
      `Row ${rowNo} repeats the column headers; the headers belong in row 1 only.`,
      'Delete this row.',
    );
  }
  return null;
}

/** `grid` in the add-on's column order (columns.ts); `cols` says where each column is on the tab now. */
export function parseResults(
  grid: Grid,
  tab: string,
  format: Format,
  players: Player[],
  cols: ColumnMap = defaultColumns(resultHeaders(format)),
): ParsedResults {
  const error = errorAt(tab, cols);
  const problems: Problem[] = [];
  const matches: Match[] = [];
  const byKey = new Map(players.map((p) => [p.key, p]));
  const width = RESULT_FIXED.length + format.resultColumns.length;
  const seenInRound = new Map<string, number>();
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i];
    if (isBlankRow(row.slice(0, width))) continue;
    const rowNo = i + 1;
    const stray = strayRow(row, width, tab, rowNo, cols);
    if (stray) {
      problems.push(stray);
      continue;
    }
    const round = roundNumber(row[0]);
    const table = wholeNumber(row[1]);
    let ok = true;
    const numbers = [
      {
        value: round,
        col: 1,
        what: 'round',
        code: RESULTS_TAB_CODES.badRound,
        fix: 'Rows are added by "Pair next round"; restore the round number or move the row to another tab.',
      },
      {
        value: table,
        col: 2,
        what: 'table',
        code: RESULTS_TAB_CODES.badTable,
        fix: 'Restore the table number (1, 2, 3, …).',
      },
    ];
    for (const n of numbers) {
      if (n.value !== null) continue;
      const typed = cellText(row[n.col - 1]);
      const message =
        n.col === 1 && wholeNumber(row[0]) !== null
          ? `Round ${typed} is past any round an event can have (${ROUND_CEILING.toLocaleString('en-US')}).`
          : `"${typed}" is not a ${n.what} number.`;
      problems.push(error(n.code, rowNo, n.col, message, n.fix));
      ok = false;
    }
    const keys: (string | null)[] = [];
    for (const col of [3, 4]) {
      const name = cellText(row[col - 1]).trim();
      if (col === 4 && name.toUpperCase() === BYE_LABEL) {
        keys.push(null);
        continue;
      }
      const p = byKey.get(nameKey(name));
      if (!p) {
        problems.push(
          error(
            name ? RESULTS_TAB_CODES.unknownPlayer : RESULTS_TAB_CODES.playerMissing,
            rowNo,
            col,
            name ? `"${name}" is not on the Players tab.` : 'The player name is missing.',
            name
              ? 'Correct the spelling to match the Players tab, or add the player there.'
              : "Type the player's name as on the Players tab.",
          ),
        );
        ok = false;
        keys.push(null);
        continue;
      }
      if (round !== null) {
        const where = seenInRound.get(`${round}|${p.key}`);
        if (where !== undefined) {
          problems.push(
            error(
              RESULTS_TAB_CODES.twiceInRound,
              rowNo,
              col,
              `${p.name} is already in round ${round} on row ${where}.`,
              'Each player plays once a round; remove or correct one of the rows.',
            ),
          );
          ok = false;
        }
        seenInRound.set(`${round}|${p.key}`, rowNo);
      }
      keys.push(p.key);
    }
    if (!ok || round === null || table === null || keys[0] === null) continue;
    if (keys[0] === keys[1]) {
      problems.push(
        error(
          RESULTS_TAB_CODES.playsThemselves,
          rowNo,
          4,
          'A player cannot play themselves.',
          'Correct one of the two names.',
        ),
      );
      continue;
    }
    const cells: Match['cells'] = {};
    format.resultColumns.forEach((c, j) => {
      cells[c.key] = row[RESULT_FIXED.length + j] ?? '';
    });
    // A game fixed tables renumbered: its format's table, for rounds that follow from this one's tables.
    const pairedAt = pairedAtOf(cellText(row[pairedAsColumn(format) - 1]));
    matches.push({
      round,
      table,
      row: rowNo,
      a: keys[0],
      b: keys[1],
      cells,
      ...(pairedAt === undefined ? {} : { pairedAt }),
    });
  }
  return { matches, problems };
}

/** The format's own checks of every result row, addressed to the cell the organizer must fix. */
export function checkResults(
  format: Format,
  ctx: FormatContext,
  tab: string,
  cols: ColumnMap = defaultColumns(resultHeaders(format)),
): CheckedResults {
  const problems: Problem[] = [];
  const complete = new Set<Match>();
  for (const match of ctx.matches) {
    const check = format.checkResult(match, ctx);
    for (const issue of check.issues) {
      const colIndex = format.resultColumns.findIndex((c) => c.key === issue.column);
      const col = colIndex >= 0 ? RESULT_FIXED.length + colIndex + 1 : 3;
      const found = problem(
        issue.code,
        issue.severity,
        tab,
        cellOf(cols, match.row, col),
        issue.message,
        issue.fix,
      );
      problems.push(found);
    }
    if (check.complete) complete.add(match);
  }
  return { complete, problems };
}
