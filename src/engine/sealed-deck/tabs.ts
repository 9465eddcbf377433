// The Report tab: what "must be returned to Decipher ... for entry into the rating system". The event
// first (its name, date, tournament director and player count, and how many rounds are complete: the
// program "requires at least three complete games"), then every counted game with its points, how it
// ended, and each player's victory points and differential.
import { completeRounds } from '../complete-rounds';
import {
  type CellValue,
  type ExtraTab,
  type FormatContext,
  optionValue,
  playerNames,
  toNumber,
} from '../format';
import { directorOpt } from './options';
import { countedGames, formatScore, type ScoredGame, scoreMatch, WINNER, winnerOf } from './scoring';

export const REPORT_EVENT_HEADERS = [
  'Event',
  'Date',
  'Tournament director',
  'Players',
  'Complete rounds',
  'Format',
];

export const REPORT_GAME_HEADERS = [
  'Round',
  'Table',
  'Player',
  'Opponent',
  'Points',
  'Opponent points',
  'How it ended',
  'Player score',
  'Opponent score',
  'Player victory points',
  'Player differential',
  'Opponent victory points',
  'Opponent differential',
];

export const GAME_SCORE_HEADERS = REPORT_GAME_HEADERS.slice(-4);

const FORMAT_NAME = 'Star Trek CCG enhanced-format sealed deck';

/** One game's victory points and differential, player then opponent (blank for a bye's opponent). */
export function gameScoreCells(g: ScoredGame): CellValue[] {
  return [g.a.vp, g.a.diff, g.b ? g.b.vp : '', g.b ? g.b.diff : ''];
}

function pad(row: CellValue[]): CellValue[] {
  return [...row, ...new Array(Math.max(0, REPORT_GAME_HEADERS.length - row.length)).fill('')];
}

function gameRows(ctx: FormatContext): CellValue[][] {
  const names = playerNames(ctx);
  const games = countedGames(ctx).sort(
    (x, y) => x.match.round - y.match.round || x.match.table - y.match.table,
  );
  return games.map((g) => {
    const m = g.match;
    const winner = winnerOf(m.cells.winner);
    return [
      m.round,
      m.table,
      names.get(m.a) ?? m.a,
      m.b === null ? 'BYE' : (names.get(m.b) ?? m.b),
      m.b === null ? '' : (toNumber(m.cells.aPoints) as number),
      m.b === null ? '' : (toNumber(m.cells.bPoints) as number),
      m.b === null ? 'Bye' : `${String(m.cells.ended)}${winner ? ` (winner: ${WINNER[winner]})` : ''}`,
      formatScore(g.a.vp, g.a.diff),
      g.b ? formatScore(g.b.vp, g.b.diff) : '',
      ...gameScoreCells(g),
    ];
  });
}

export function report(ctx: FormatContext): ExtraTab {
  const complete = completeRounds(ctx.matches, (m) => scoreMatch(m, ctx) !== null);
  const event = [
    ctx.config.name,
    ctx.config.date,
    String(optionValue<string>(ctx.config, directorOpt) ?? ''),
    // Everyone who entered, dropped players too: their games are rated.
    ctx.players.length,
    complete.size,
    FORMAT_NAME,
  ];
  return {
    role: 'report',
    title: 'Report',
    headers: pad(REPORT_EVENT_HEADERS) as string[],
    rows: [pad(event), pad([]), REPORT_GAME_HEADERS, ...gameRows(ctx)],
    subheaders: [2],
  };
}

/** The Results CSV's extra columns: each counted game's victory points and differential, by its row. */
export function scoreColumns(ctx: FormatContext): { headers: string[]; byRow: Map<number, CellValue[]> } {
  return {
    headers: GAME_SCORE_HEADERS,
    byRow: new Map(countedGames(ctx).map((g) => [g.match.row, gameScoreCells(g)])),
  };
}
