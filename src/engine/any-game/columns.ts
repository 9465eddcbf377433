// The Results columns of an any-game match (it has no Players columns). One set serves both ways a
// match is entered: games won by each player and games drawn (2-1-0), or the Result alone.
import type { OptionValue } from '../../shared/types';
import type { ColumnSpec, FormatContext } from '../format';
import { FORFEIT_NOTATION, REQUESTED_BYE, RESULT } from './outcome';
import { type Settings, settingsOf } from './settings';

export const resultColumns: ColumnSpec[] = [
  {
    key: 'aGames',
    header: 'Player games',
    kind: 'number',
    min: 0,
    whole: true,
    width: 100,
    mirror: { key: 'bGames' },
    asked: { title: 'Your games' },
    help: 'Games the player won in the match (when the event enters games won and drawn).',
  },
  {
    key: 'bGames',
    header: 'Opponent games',
    kind: 'number',
    min: 0,
    whole: true,
    width: 115,
    mirror: { key: 'aGames' },
    asked: { title: "Your opponent's games" },
    help: 'Games the opponent won in the match.',
  },
  {
    key: 'drawnGames',
    header: 'Drawn games',
    kind: 'number',
    min: 0,
    whole: true,
    width: 100,
    help: 'Games drawn in the match (blank: none).',
  },
  {
    key: 'result',
    header: 'Result',
    kind: 'choice',
    // Chess's own notation is in the list too: the dropdown refuses any value not in it (Sheets' "reject
    // input"), and a chess club types 1-0, 0-1 or ½-½ (outcome.ts reads them).
    choices: [
      RESULT.a,
      RESULT.b,
      RESULT.draw,
      RESULT.id,
      RESULT.doubleLoss,
      '1-0',
      '0-1',
      '½-½',
      ...FORFEIT_NOTATION,
      REQUESTED_BYE.half,
      REQUESTED_BYE.zero,
    ],
    width: 130,
    // Chess notation names White and Black, not seats: it reads the same from either seat.
    mirror: { values: { [RESULT.a]: RESULT.b, [RESULT.b]: RESULT.a } },
    asked: {
      title: 'Result',
      words: { [RESULT.a]: 'You won', [RESULT.b]: 'Your opponent won' },
      help: 'Who won (chess: 1-0, 0-1 or ½-½, by colour), or an intentional draw or a double loss. With games given, blank: the games decide.',
    },
    help: "Who won (chess: 1-0, 0-1 or ½-½ too; a forfeit 1F-0F or 0F-1F, both forfeited 0F-0F), or an intentional draw or a double loss. With games typed, blank: the games decide. A requested bye's row says Half-point bye or Zero-point bye (pairing writes it).",
  },
];

const CHESS_NOTATION: readonly string[] = ['1-0', '0-1', '½-½', ...FORFEIT_NOTATION];
/** A requested bye's Result: offered only where the event allows requested byes. */
const BYE_WORDS: readonly string[] = [REQUESTED_BYE.half, REQUESTED_BYE.zero];
/** The notation of a double loss (both forfeited): offered only where a double loss is allowed. */
const DOUBLE_FORFEIT = '0F-0F';

/**
 * The Result choices an event of these settings accepts: no double loss the event refuses, chess's
 * notation (forfeits included) only where colours are played (the Player has White), and the requested
 * byes only where the event allows them.
 */
export function resultChoices(settings: Settings): string[] {
  const all = resultColumns.find((c) => c.key === 'result')?.choices ?? [];
  return all.filter(
    (x) =>
      ((x !== RESULT.doubleLoss && x !== DOUBLE_FORFEIT) || settings.doubleLoss) &&
      (!CHESS_NOTATION.includes(x) || settings.colours) &&
      (!BYE_WORDS.includes(x) || settings.requestedByes),
  );
}

function withChoices(settings: Settings, columns: ColumnSpec[]): ColumnSpec[] {
  return columns.map((c) => (c.key === 'result' ? { ...c, choices: resultChoices(settings) } : c));
}

/** The Results columns as the Results tab's dropdowns offer them in an event of these settings. */
export function eventResultColumns(options: Record<string, OptionValue>): ColumnSpec[] {
  const config = { format: 'any-game' as const, name: '', date: '', rounds: 0, seed: '', options };
  return withChoices(settingsOf(config), resultColumns);
}

/**
 * What a paper slip asks for in this event: the games lines only where games are entered, and the
 * Result's choices the event accepts, but the forfeits and the requested byes: the players at the board
 * played; a forfeit is the organizer's to type, and pairing writes a requested bye.
 */
export function slipColumns(ctx: FormatContext): ColumnSpec[] {
  const settings = settingsOf(ctx.config);
  const forfeits: readonly string[] = [...FORFEIT_NOTATION, ...BYE_WORDS];
  return withChoices(
    settings,
    resultColumns.filter((c) => settings.results === 'games' || c.key === 'result'),
  ).map((c) => (c.choices ? { ...c, choices: c.choices.filter((x) => !forfeits.includes(x)) } : c));
}
