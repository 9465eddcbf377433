// The Import tab (docs/SEASON.md, Import an event run elsewhere): an event played outside this
// spreadsheet, typed or pasted as games (Round, Player, Opponent, Result) or as the lines of a FIDE
// TRF16 file, read into the games Season games keeps. Pure: works on the tab as read; every problem
// names its cell.
import type { CellValue } from '../engine/format';
import { areNearDuplicates, nameIssues, nameKey } from '../engine/names';
import type { Score } from '../engine/season/games';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import { type Grid, isBlankRow, problem } from './grid';
import { formatTabRole, type TabLayout } from './layout';
import type { SeasonEventRow } from './season';
import { cellText } from './text';

export const IMPORT_ROLE = formatTabRole('season-import');
export const IMPORT_TITLE = 'Import';
/** Row 1: the event's header block; its values are typed on row 2. */
export const IMPORT_HEADERS = ['Event', 'Date', 'Format', 'New players'];
/** The row the games' own headers are on, the games below it. */
export const IMPORT_GAMES_HEADER_ROW = 4;
export const IMPORT_GAMES_HEADERS = ['Round', 'Player', 'Opponent', 'Result'];
/** Season events' Format for an imported event: how the season tells it from an event closed here. */
export const IMPORTED_FORMAT = 'Imported';

/**
 * The season's last event closed from the tabs, not imported: the one the event on the tabs is, until
 * Start the next event notes the next one began.
 */
export function lastClosedHere(events: readonly SeasonEventRow[]): SeasonEventRow | undefined {
  return events.filter((e) => e.format !== IMPORTED_FORMAT).pop();
}

/** Problem codes of Import into season. */
export const IMPORT_CODES = {
  /** The Import tab holds no game. */
  empty: 'import-empty',
  /** The header block's Event is blank. */
  noName: 'import-event-name-missing',
  /** The header block's Date is blank or not a date. */
  badDate: 'import-date-invalid',
  /** The season already holds an event of this name and date. */
  duplicate: 'import-event-duplicate',
  /** A game's round that is not a whole number from 1. */
  badRound: 'import-round-invalid',
  /** A game without its player, or without an opponent where the result is not a bye. */
  noPlayer: 'import-player-missing',
  /** A result that does not read. */
  badResult: 'import-result-invalid',
  /** A player against themselves. */
  self: 'import-player-self',
  /** A player in two games of one round (a game listed from both sides with the same result is one game). */
  twice: 'import-player-twice-in-round',
  /** A name the add-on cannot take (too long, a word it writes itself, mixed alphabets…). */
  badName: 'import-name-invalid',
  /** A name close to a season player's but not theirs: a question for the organizer. */
  near: 'import-name-near',
  /** A TRF player line (001) whose start number or round cells do not read. */
  trfLine: 'import-trf-line-invalid',
  /** A TRF round cell naming a start number no 001 line has. */
  trfUnknown: 'import-trf-number-unknown',
  /** Two TRF lines that disagree about the game they both hold. */
  trfDisagree: 'import-trf-games-disagree',
} as const;

/** The Import tab's layout: every column plain text, so "1-0" stays a result and not a date. */
export function importLayout(): TabLayout {
  return {
    role: IMPORT_ROLE,
    title: IMPORT_TITLE,
    headers: IMPORT_HEADERS,
    textColumns: [1, 2, 3, 4],
    widths: [200, 160, 160, 200],
    validations: [],
    owned: false,
    tabColor: '#0b8043',
  };
}

/** Rows 2 to 4 of an empty Import tab: the block's values blank, a blank row, the games' headers. */
export function importTemplateRows(): CellValue[][] {
  return [['', '', '', ''], ['', '', '', ''], [...IMPORT_GAMES_HEADERS]];
}

/** One game as Season games will hold it, from its Player's side. */
export interface ImportedGame {
  round: number;
  player: string;
  /** Blank for a bye. */
  opponent: string;
  /** As Season games words it: Won, Lost, Tied, Won by forfeit, Lost by forfeit, Double forfeit, bye. */
  result: string;
  score: Score | null;
  /** Where the player's name was read, and the opponent's, for a problem about either. */
  playerCell: string;
  opponentCell: string;
}

export interface ImportRead {
  kind: 'csv' | 'trf';
  name: string;
  date: string;
  format: string;
  newPlayers: string[];
  games: ImportedGame[];
  /** Each player's points (a win 1, a draw ½, a bye its TRF points or 1) and, from a TRF, the rank it gives. */
  players: { name: string; points: number; rank: number | null; cell: string }[];
  problems: Problem[];
}

const TAB = IMPORT_TITLE;

/** A problem on the Import tab, with its role so Go to finds the tab whatever it is called. */
export const importProblem = (code: string, cell: string, message: string, fix: string): Problem => ({
  ...problem(code, 'error', TAB, cell, message, fix),
  role: IMPORT_ROLE,
});
const err = importProblem;

/** A date as the season keys it, YYYY-MM-DD, from a typed date, a Date a sheet read, or TRF's YYYY/MM/DD. */
export function importDate(v: CellValue | undefined): string | null {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cellText(v).trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

// ---- Results, as a CSV row types them ---------------------------------------------------------------

type Outcome = { a: Score | null; result: [string, string] };

const PLAYED: Record<string, Outcome> = {
  '1-0': { a: 1, result: ['Won', 'Lost'] },
  '0-1': { a: 0, result: ['Lost', 'Won'] },
  '½-½': { a: 0.5, result: ['Tied', 'Tied'] },
  '1/2-1/2': { a: 0.5, result: ['Tied', 'Tied'] },
  '0.5-0.5': { a: 0.5, result: ['Tied', 'Tied'] },
  '=-=': { a: 0.5, result: ['Tied', 'Tied'] },
  w: { a: 1, result: ['Won', 'Lost'] },
  win: { a: 1, result: ['Won', 'Lost'] },
  won: { a: 1, result: ['Won', 'Lost'] },
  l: { a: 0, result: ['Lost', 'Won'] },
  loss: { a: 0, result: ['Lost', 'Won'] },
  lost: { a: 0, result: ['Lost', 'Won'] },
  d: { a: 0.5, result: ['Tied', 'Tied'] },
  draw: { a: 0.5, result: ['Tied', 'Tied'] },
  drawn: { a: 0.5, result: ['Tied', 'Tied'] },
  // Forfeits count as Close event counts a chess forfeit: the winner scores the game.
  '1f-0f': { a: 1, result: ['Won by forfeit', 'Lost by forfeit'] },
  '0f-1f': { a: 0, result: ['Lost by forfeit', 'Won by forfeit'] },
  '+-': { a: 1, result: ['Won by forfeit', 'Lost by forfeit'] },
  '-+': { a: 0, result: ['Lost by forfeit', 'Won by forfeit'] },
  '0f-0f': { a: null, result: ['Double forfeit', 'Double forfeit'] },
  '--': { a: null, result: ['Double forfeit', 'Double forfeit'] },
};

/** The words a Result cell takes, for the fix of one that does not read. */
export const RESULT_WORDS =
  '1-0, 0-1, ½-½ (or 1/2-1/2), W, L, D, 1F-0F, 0F-1F, 0F-0F, or bye with no opponent';

function readResult(v: CellValue | undefined): Outcome | 'bye' | null {
  if (v instanceof Date) return null;
  const text = cellText(v).trim().toLowerCase().replace(/\s+/g, '').replace(/[–—]/g, '-');
  if (text === 'bye') return 'bye';
  return PLAYED[text] ?? null;
}

/** "a, b, c" with quotes honoured: a CSV line pasted whole into column A. */
function splitCsvLine(line: string): string[] {
  const sep = line.includes('\t') ? '\t' : line.includes(';') && !line.includes(',') ? ';' : ',';
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

/**
 * The games' rows: from row 3 down, every row but blank ones and header rows (the tab's own on row 4, and
 * a CSV's first line pasted with its games).
 */
function gameRows(grid: Grid): { row: number; cells: CellValue[] }[] {
  const header = (r: readonly CellValue[]) => splitCsvLine(cellText(r[0]))[0]?.toLowerCase() === 'round';
  const out: { row: number; cells: CellValue[] }[] = [];
  for (let i = 2; i < grid.length; i++)
    if (!isBlankRow(grid[i]) && !header(grid[i])) out.push({ row: i + 1, cells: grid[i] });
  return out;
}

const TRF_PLAYER = /^001(\s|$)/;

function readCsv(rows: { row: number; cells: CellValue[] }[], problems: Problem[]): ImportedGame[] {
  const games: ImportedGame[] = [];
  for (const { row, cells } of rows) {
    // A CSV line pasted into column A alone: its fields are split here, and every problem points at A.
    const whole = cellText(cells[0]);
    const split =
      cells.slice(1, 4).every((c) => cellText(c).trim() === '') && /[,;\t]/.test(whole)
        ? splitCsvLine(whole)
        : null;
    const value = (col: number): CellValue => (split ? (split[col - 1] ?? '') : (cells[col - 1] ?? ''));
    const at = (col: number) => a1(row, split ? 1 : col);
    const roundText = cellText(value(1)).trim();
    const round = Number(roundText);
    if (!Number.isInteger(round) || round < 1) {
      problems.push(
        err(
          IMPORT_CODES.badRound,
          at(1),
          `The round "${roundText}" is not a round number.`,
          `Type the round the game was played in (1, 2, …) in ${TAB} ${at(1)}.`,
        ),
      );
      continue;
    }
    const player = cellText(value(2)).trim();
    const opponent = cellText(value(3)).trim();
    const outcome = readResult(value(4));
    if (!player) {
      problems.push(
        err(
          IMPORT_CODES.noPlayer,
          at(2),
          'This game has no player.',
          `Type the player's name in ${TAB} ${at(2)}, or clear the row.`,
        ),
      );
      continue;
    }
    if (outcome === null) {
      problems.push(
        err(
          IMPORT_CODES.badResult,
          at(4),
          `The result "${cellText(value(4)).trim()}" does not read.`,
          `Type the result from ${player}'s side in ${TAB} ${at(4)}: ${RESULT_WORDS}.`,
        ),
      );
      continue;
    }
    if (outcome === 'bye' ? opponent !== '' : opponent === '') {
      problems.push(
        err(
          outcome === 'bye' ? IMPORT_CODES.badResult : IMPORT_CODES.noPlayer,
          at(outcome === 'bye' ? 4 : 3),
          outcome === 'bye'
            ? `A bye has no opponent, and ${opponent} is named.`
            : 'This game has no opponent.',
          outcome === 'bye'
            ? `Type the game's result in ${TAB} ${at(4)}, or clear the opponent for a bye.`
            : `Type the opponent in ${TAB} ${at(3)}, or type bye as the result of a round without a game.`,
        ),
      );
      continue;
    }
    if (outcome === 'bye') {
      games.push({
        round,
        player,
        opponent: '',
        result: 'bye',
        score: null,
        playerCell: at(2),
        opponentCell: at(3),
      });
      continue;
    }
    games.push({
      round,
      player,
      opponent,
      result: outcome.result[0],
      score: outcome.a,
      playerCell: at(2),
      opponentCell: at(3),
    });
  }
  return games;
}

// ---- FIDE TRF16 -------------------------------------------------------------------------------------

interface TrfPlayer {
  start: number;
  name: string;
  points: number | null;
  rank: number | null;
  cell: string;
  rounds: { opponent: number; colour: string; letter: string }[];
}

const TRF_BYES = new Set(['U', 'F', 'H', 'Z']);
const TRF_LETTERS = new Set(['1', '0', '=', '+', '-', 'W', 'D', 'L', ...TRF_BYES, ' ', '']);

/** One 001 line by TRF16's columns: start number 5-8, name 15-47, points 81-84, rank 86-89, rounds from 92 in tens. */
function readTrfLine(line: string, cell: string, problems: Problem[]): TrfPlayer | null {
  const start = Number(line.slice(4, 8).trim());
  const bad = (what: string) => {
    problems.push(
      err(
        IMPORT_CODES.trfLine,
        cell,
        `This TRF player line does not read: ${what}.`,
        'Paste the TRF file again, one line per row in column A, its spaces as the file has them (TRF16 counts columns).',
      ),
    );
    return null;
  };
  if (!Number.isInteger(start) || start < 1) return bad('no start number in columns 5 to 8');
  const name = line.slice(14, 47).trim();
  if (!name) return bad('no name in columns 15 to 47');
  const num = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const points = num(line.slice(80, 84));
  const rank = num(line.slice(85, 89));
  const rounds: TrfPlayer['rounds'] = [];
  for (let at = 91, r = 1; at < line.trimEnd().length; at += 10, r++) {
    const chunk = line.slice(at, at + 8);
    const opp = chunk.slice(0, 4).trim();
    const colour = chunk.slice(5, 6).trim().toLowerCase();
    const letter = chunk.slice(7, 8).trim().toUpperCase();
    const opponent = opp === '' ? 0 : Number(opp);
    if (!Number.isInteger(opponent) || opponent < 0 || !TRF_LETTERS.has(letter) || !/^[wb-]?$/.test(colour))
      return bad(`round ${r} ("${chunk.trim()}") is not an opponent, a colour and a result`);
    rounds.push({ opponent, colour, letter });
  }
  return {
    start,
    name,
    points: points !== null && Number.isFinite(points) ? points : null,
    rank: rank !== null && Number.isInteger(rank) && rank > 0 ? rank : null,
    cell,
    rounds,
  };
}

const TRF_RESULT: Record<string, { score: Score | null; result: string }> = {
  '1': { score: 1, result: 'Won' },
  W: { score: 1, result: 'Won' },
  '0': { score: 0, result: 'Lost' },
  L: { score: 0, result: 'Lost' },
  '=': { score: 0.5, result: 'Tied' },
  D: { score: 0.5, result: 'Tied' },
  '+': { score: 1, result: 'Won by forfeit' },
  '-': { score: 0, result: 'Lost by forfeit' },
};

/** The other side's letter a consistent file holds for a game. */
const MIRROR: Record<string, string[]> = {
  '1': ['0'],
  W: ['L', '0'],
  '0': ['1'],
  L: ['W', '1'],
  '=': ['='],
  D: ['D', '='],
  '+': ['-'],
  '-': ['+', '-'],
};

function readTrf(
  rows: { row: number; cells: CellValue[] }[],
  problems: Problem[],
): { games: ImportedGame[]; players: TrfPlayer[]; name: string; date: string } {
  const players: TrfPlayer[] = [];
  let name = '';
  let date = '';
  for (const { row, cells } of rows) {
    const line = cellText(cells[0]).replace(/\r/g, '');
    const cell = a1(row, 1);
    if (line.startsWith('012 ')) name = line.slice(4).trim();
    if (line.startsWith('042 ')) date = importDate(line.slice(4).trim()) ?? '';
    if (!TRF_PLAYER.test(line)) continue;
    const p = readTrfLine(line, cell, problems);
    // Column B beside a player line: the name as the season spells it, typed by the organizer (a TRF's
    // names sit in fixed columns, where a longer spelling would move the rounds).
    const typedName = cellText(cells[1]).trim();
    if (p) players.push(typedName ? { ...p, name: typedName } : p);
  }
  const byStart = new Map(players.map((p) => [p.start, p]));
  const games: ImportedGame[] = [];
  for (const p of players) {
    p.rounds.forEach((r, i) => {
      const round = i + 1;
      if (r.opponent === 0) {
        if (TRF_BYES.has(r.letter))
          games.push({
            round,
            player: p.name,
            opponent: '',
            result: 'bye',
            score: null,
            playerCell: p.cell,
            opponentCell: p.cell,
          });
        return;
      }
      const other = byStart.get(r.opponent);
      if (!other) {
        problems.push(
          err(
            IMPORT_CODES.trfUnknown,
            p.cell,
            `Round ${round} of ${p.name} names start number ${r.opponent}, which no 001 line has.`,
            'Paste every player line of the TRF file, or correct the start number.',
          ),
        );
        return;
      }
      const theirs = other.rounds[i];
      const sameColour = r.colour !== '' && r.colour !== '-' && r.colour === theirs?.colour;
      const agrees =
        theirs?.opponent === p.start &&
        !sameColour &&
        (MIRROR[r.letter] ?? []).includes(theirs.letter as string);
      if (!agrees) {
        // Reported once, at the line of the lower start number.
        if (p.start < other.start || !(other.rounds[i]?.opponent === p.start))
          problems.push(
            err(
              IMPORT_CODES.trfDisagree,
              p.cell,
              `Round ${round}: ${p.name}'s line says "${r.opponent} ${r.colour} ${r.letter}", and ${other.name}'s line does not say the same game.`,
              `Correct round ${round} on one of the two lines (${other.cell}), so both name each other with results that agree.`,
            ),
          );
        return;
      }
      // Each game once: from White's side, as the add-on's chess seats White as the Player; a game
      // without colours (a forfeit) from the lower start number's.
      const white = r.colour === 'w' || (r.colour !== 'b' && theirs.colour !== 'w' && p.start < other.start);
      if (!white) return;
      const outcome = TRF_RESULT[r.letter];
      const double = r.letter === '-' && theirs.letter === '-';
      games.push({
        round,
        player: p.name,
        opponent: other.name,
        result: double ? 'Double forfeit' : outcome.result,
        score: double ? null : outcome.score,
        playerCell: p.cell,
        opponentCell: other.cell,
      });
    });
  }
  games.sort((x, y) => x.round - y.round);
  return { games, players, name, date };
}

// ---- The tab ----------------------------------------------------------------------------------------

/** Whether the tab holds a TRF: a player record (001) in column A below the header block. */
export function isTrf(grid: Grid): boolean {
  return grid.some((r, i) => i >= 1 && TRF_PLAYER.test(cellText(r[0])));
}

/** Players' points from the games: a win 1, a draw ½, a bye 1 (a pairing bye's points in chess). */
function pointsFromGames(games: readonly ImportedGame[]): Map<string, number> {
  const points = new Map<string, number>();
  const add = (p: string, n: number) => points.set(nameKey(p), (points.get(nameKey(p)) ?? 0) + n);
  for (const g of games) {
    add(g.player, g.result === 'bye' ? 1 : (g.score ?? 0));
    if (g.opponent) add(g.opponent, g.score === null ? 0 : 1 - g.score);
  }
  return points;
}

/** The Import tab read: its header block, its games (CSV or TRF), each problem at its cell. */
export function readImport(grid: Grid | undefined): ImportRead {
  const g = grid ?? [];
  const problems: Problem[] = [];
  const block = g[1] ?? [];
  const rows = gameRows(g);
  const kind = isTrf(g) ? 'trf' : 'csv';
  let name = cellText(block[0]).trim();
  let date = cellText(block[1]).trim() === '' ? '' : importDate(block[1]);
  const format = cellText(block[2]).trim();
  const newPlayers = cellText(block[3])
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
  let games: ImportedGame[];
  let players: ImportRead['players'];
  if (kind === 'trf') {
    // TRF lines sit in column A from row 2 on (pasted over the games' header too).
    const all = g.map((cells, i) => ({ row: i + 1, cells })).filter(({ row }) => row >= 2);
    const trf = readTrf(all, problems);
    games = trf.games;
    name = name || trf.name;
    if (date === '') date = trf.date;
    const fromGames = pointsFromGames(games);
    // A name's problems point at column B beside its line, where the season's spelling is typed.
    players = trf.players.map((p) => ({
      name: p.name,
      points: p.points ?? fromGames.get(nameKey(p.name)) ?? 0,
      rank: p.rank,
      cell: p.cell.replace(/^A/, 'B'),
    }));
  } else {
    games = oneGameEach(readCsv(rows, problems), problems);
    const points = pointsFromGames(games);
    const first = new Map<string, { name: string; cell: string }>();
    for (const x of games) {
      if (!first.has(nameKey(x.player))) first.set(nameKey(x.player), { name: x.player, cell: x.playerCell });
      if (x.opponent && !first.has(nameKey(x.opponent)))
        first.set(nameKey(x.opponent), { name: x.opponent, cell: x.opponentCell });
    }
    players = [...first].map(([key, p]) => ({ ...p, points: points.get(key) ?? 0, rank: null }));
  }
  if (!name)
    problems.push(
      err(
        IMPORT_CODES.noName,
        'A2',
        'The imported event has no name.',
        `Type the event's name in ${TAB} A2.`,
      ),
    );
  if (!date)
    problems.push(
      err(
        IMPORT_CODES.badDate,
        'B2',
        `The imported event's date "${cellText(block[1]).trim()}" is not a date.`,
        `Type the day it was played, as 2026-11-01, in ${TAB} B2.`,
      ),
    );
  if (!games.length && !problems.some((p) => p.cell !== 'A2' && p.cell !== 'B2'))
    problems.push(
      err(
        IMPORT_CODES.empty,
        a1(IMPORT_GAMES_HEADER_ROW + 1, 1),
        'The Import tab holds no game.',
        `Paste the event's games under the headers on row ${IMPORT_GAMES_HEADER_ROW} (Round, Player, Opponent, Result), or the lines of its TRF file in column A.`,
      ),
    );
  for (const p of players)
    for (const issue of nameIssues(p.name))
      if (issue.severity === 'error')
        problems.push(err(IMPORT_CODES.badName, p.cell, issue.message, issue.fix));
  return { kind, name, date: date ?? '', format, newPlayers, games, players: rank(players), problems };
}

/**
 * Each game once: a row naming a player already in a game of its round is refused, unless it is that
 * game listed from the other side with the result that agrees (files that list every game twice).
 */
function oneGameEach(games: ImportedGame[], problems: Problem[]): ImportedGame[] {
  const out: ImportedGame[] = [];
  const inRound = new Map<string, ImportedGame>();
  const slot = (round: number, name: string) => `${round}\u0000${nameKey(name)}`;
  for (const g of games) {
    if (g.opponent && nameKey(g.player) === nameKey(g.opponent)) {
      problems.push(
        err(
          IMPORT_CODES.self,
          g.opponentCell,
          `${g.player} cannot play themselves.`,
          `Type the opponent ${g.player} had in round ${g.round}.`,
        ),
      );
      continue;
    }
    const a = inRound.get(slot(g.round, g.player));
    const b = g.opponent ? inRound.get(slot(g.round, g.opponent)) : undefined;
    if (a && a === b && nameKey(a.player) === nameKey(g.opponent) && mirrors(a, g)) continue;
    const clash = a ?? b;
    if (clash) {
      const who = a ? g.player : g.opponent;
      const sameGame = a !== undefined && a === b;
      problems.push(
        err(
          IMPORT_CODES.twice,
          a ? g.playerCell : g.opponentCell,
          sameGame
            ? `The game ${g.player} – ${g.opponent} of round ${g.round} is listed twice, with results that disagree.`
            : `${who} is in two games of round ${g.round}.`,
          `Keep one of the two rows (the other is at ${clash.playerCell}), or correct it.`,
        ),
      );
      continue;
    }
    inRound.set(slot(g.round, g.player), g);
    if (g.opponent) inRound.set(slot(g.round, g.opponent), g);
    out.push(g);
  }
  return out;
}

/** `b` is `a` from the other side: the scores add up to 1 (or both are blank). */
function mirrors(a: ImportedGame, b: ImportedGame): boolean {
  if (a.score === null || b.score === null) return a.score === b.score && a.result === b.result;
  return a.score + b.score === 1 && a.result.includes('forfeit') === b.result.includes('forfeit');
}

/** Final places: the file's ranks where every player has one (a TRF), else by points, equal points sharing a place. */
function rank(players: ImportRead['players']): ImportRead['players'] {
  if (players.length && players.every((p) => p.rank !== null)) return players;
  const sorted = [...players].sort((x, y) => y.points - x.points);
  const out: ImportRead['players'] = [];
  sorted.forEach((p, i) => {
    const shared = i > 0 && sorted[i - 1].points === p.points;
    out.push({ ...p, rank: shared ? out[i - 1].rank : i + 1 });
  });
  return out;
}

// ---- Names ------------------------------------------------------------------------------------------

/** Edit distance, stopping past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** "Smith, Anna" as "anna smith": TRF's surname-first order, as a key. */
const swapped = (key: string) => {
  const m = /^([^,]+),\s*(.+)$/.exec(key);
  return m ? `${m[2]} ${m[1]}` : key;
};

/**
 * Whether an imported name may be a season player spelt another way: the same after putting a
 * surname-first name in order, one edit apart or initials that agree (as Players warns of), or two edits
 * apart in names of six letters or more. Names holding digits are never near.
 */
export function nearName(imported: string, season: string): boolean {
  const a = nameKey(imported);
  const b = nameKey(season);
  if (a === b) return false;
  if (swapped(a) === b || swapped(b) === a) return true;
  if (areNearDuplicates(imported, season)) return true;
  if (/\d/.test(a) || /\d/.test(b) || Math.min(a.length, b.length) < 6) return false;
  return editDistance(a, b, 2) <= 2;
}

/**
 * Each imported name as the season spells it: equal keys (the fold Players compares names by: case,
 * accents, spaces) take the season's spelling; a name near a season player's and not listed under New
 * players is a question, at the cell it was first read.
 */
export function matchNames(
  read: ImportRead,
  seasonNames: readonly string[],
): { spelling: Map<string, string>; problems: Problem[] } {
  const season = new Map<string, string>();
  for (const n of seasonNames) if (n && !season.has(nameKey(n))) season.set(nameKey(n), n);
  const confirmed = new Set(read.newPlayers.map(nameKey));
  const spelling = new Map<string, string>();
  const problems: Problem[] = [];
  for (const p of read.players) {
    const key = nameKey(p.name);
    // A TRF writes "Surname, Given" by convention: in that order, the season's "Given Surname" is the same name.
    const same = season.get(key) ?? (read.kind === 'trf' ? season.get(swapped(key)) : undefined);
    if (same !== undefined) {
      spelling.set(key, same);
      continue;
    }
    spelling.set(key, p.name);
    if (confirmed.has(key)) continue;
    const near = [...season.values()].filter((s) => nearName(p.name, s));
    if (!near.length) continue;
    const list = near.map((n) => `"${n}"`).join(' or ');
    problems.push(
      err(
        IMPORT_CODES.near,
        p.cell,
        `Did you mean ${list}? "${p.name}" is not a player of the season, but ${list} is.`,
        read.kind === 'trf'
          ? `Type the season's spelling in ${TAB} ${p.cell}, beside the player's line, or, if ${p.name} is a new player, add the name to New players in ${TAB} D2.`
          : `Type the season's spelling in ${TAB} ${p.cell} (and the name's other rows), or, if ${p.name} is a new player, add the name to New players in ${TAB} D2.`,
      ),
    );
  }
  return { spelling, problems };
}
