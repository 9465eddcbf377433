// What a Results row says happened in a match, read from its cells under the event's settings: who won,
// the games inside it (for GW%), or an intentional draw or a double loss. Null while incomplete or
// contradictory; results.ts says which, at its cell.
import { type CellValue, isBlank, type Match, toNumber } from '../format';
import type { Settings } from './settings';
import type { GameCount, MatchResult } from './tiebreakers/event';

export const RESULT = {
  a: 'Player won',
  b: 'Opponent won',
  draw: 'Draw',
  id: 'Intentional draw',
  doubleLoss: 'Double loss',
  forfeitA: 'Player won by forfeit',
  forfeitB: 'Opponent won by forfeit',
} as const;

export type ResultChoice = keyof typeof RESULT;

/**
 * Chess's notation, in the Result dropdown beside the words (the Player has White), with FIDE's forfeits:
 * 1F-0F and 0F-1F a game won without playing, 0F-0F both forfeited (the double loss). Keys in lower case,
 * as resultOf compares them.
 */
const CHESS: Readonly<Record<string, ResultChoice>> = {
  '1-0': 'a',
  '0-1': 'b',
  '½-½': 'draw',
  '1f-0f': 'forfeitA',
  '0f-1f': 'forfeitB',
  '0f-0f': 'doubleLoss',
};

/** Chess's forfeit notation as the Result dropdown offers it. */
export const FORFEIT_NOTATION = ['1F-0F', '0F-1F', '0F-0F'] as const;

/** A game won without being played (1F-0F, 0F-1F): paired, never met. */
export function isForfeit(choice: ResultChoice | null | undefined): choice is 'forfeitA' | 'forfeitB' {
  return choice === 'forfeitA' || choice === 'forfeitB';
}

/**
 * Whether the two players met over the board, as pairing counts meetings (FIDE C.04.1 (b): "shall not play
 * against each other more than once" counts games played): never in a forfeit, and never in a double
 * loss where colours are played, which is chess's double forfeit (0F-0F), played by neither. Elsewhere a
 * double loss is a match both sat down to (Pokémon's penalty), so it is a meeting.
 */
export function met(choice: ResultChoice | null | undefined, coloursPlayed: boolean): boolean {
  if (isForfeit(choice)) return false;
  return !(coloursPlayed && choice === 'doubleLoss');
}

/** A match decided without its games played out: an intentional draw, a double loss or a forfeit. */
export function notPlayedOut(
  choice: ResultChoice | null | undefined,
): choice is 'id' | 'doubleLoss' | 'forfeitA' | 'forfeitB' {
  return choice === 'id' || choice === 'doubleLoss' || isForfeit(choice);
}

/**
 * A requested bye's Result, on the bye row pairing writes for a player who asked to sit out the round
 * (the Players tab's Bye request): FIDE's half-point bye (TRF16 "H") and zero-point bye ("Z"), scored as
 * the preset's draw and loss. Not a ResultChoice: it is never the result of a game.
 */
export const REQUESTED_BYE = { half: 'Half-point bye', zero: 'Zero-point bye' } as const;

export type RequestedBye = keyof typeof REQUESTED_BYE;

/** The requested bye a cell names (its words in any case), or null. */
export function requestedByeOf(value: CellValue | undefined): RequestedBye | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (t === '') return null;
  return (
    (Object.keys(REQUESTED_BYE) as RequestedBye[]).find((k) => REQUESTED_BYE[k].toLowerCase() === t) ?? null
  );
}

/** The points a requested bye scores under the event's scale: a half-point bye the draw's, a zero-point bye the loss's. */
export function requestedByePoints(bye: RequestedBye, points: { draw: number; loss: number }): number {
  return bye === 'half' ? points.draw : points.loss;
}

/** The requested bye a Results row records: a bye row (no opponent) whose Result names one; else null. */
export function requestedByeRow(match: Match): RequestedBye | null {
  return match.b === null ? requestedByeOf(match.cells.result) : null;
}

/** The Result cell: one of its dropdown's entries (it refuses anything else), the words in any case. */
export function resultOf(value: CellValue | undefined): ResultChoice | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (t === '') return null;
  const hit = (Object.keys(RESULT) as ResultChoice[]).find((k) => RESULT[k].toLowerCase() === t);
  return hit ?? CHESS[t] ?? null;
}

export interface Outcome {
  a: MatchResult;
  b: MatchResult;
  /** Games inside the match from each side (a single-result match counts as one game). */
  gamesA: GameCount;
  gamesB: GameCount;
  choice: ResultChoice;
}

const NONE: GameCount = { won: 0, lost: 0, drawn: 0 };
const ID_GAMES: GameCount = { won: 0, lost: 0, drawn: 3 };

function whole(value: CellValue | undefined): number | null {
  if (isBlank(value)) return null;
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The games typed, or null when none is: blank drawn games are 0 once a player's games are in. */
export function typedGames(cells: Record<string, CellValue>): { a: number; b: number; drawn: number } | null {
  if (isBlank(cells.aGames) && isBlank(cells.bGames) && isBlank(cells.drawnGames)) return null;
  const a = whole(cells.aGames);
  const b = whole(cells.bGames);
  const drawn = isBlank(cells.drawnGames) ? 0 : whole(cells.drawnGames);
  if (a === null || b === null || drawn === null) return null;
  return { a, b, drawn };
}

function fromChoice(choice: ResultChoice, games: GameCount, mirror: GameCount): Outcome {
  const pair: Record<ResultChoice, [MatchResult, MatchResult]> = {
    a: ['win', 'loss'],
    b: ['loss', 'win'],
    draw: ['draw', 'draw'],
    id: ['draw', 'draw'],
    doubleLoss: ['double-loss', 'double-loss'],
    forfeitA: ['win', 'loss'],
    forfeitB: ['loss', 'win'],
  };
  const [a, b] = pair[choice];
  return { a, b, gamesA: games, gamesB: mirror, choice };
}

/** The choice the games make: more games won wins, equal is a draw; null when no game was played. */
export function choiceFromGames(g: { a: number; b: number; drawn: number }): ResultChoice | null {
  if (g.a + g.b + g.drawn === 0) return null;
  return g.a > g.b ? 'a' : g.b > g.a ? 'b' : 'draw';
}

/** The match's outcome, or null while the row is incomplete or says two things (see results.ts). */
export function outcomeOf(match: Match, settings: Settings): Outcome | null {
  const choice = resultOf(match.cells.result);
  if (!isBlank(match.cells.result) && choice === null) return null;
  if (choice === 'doubleLoss' && !settings.doubleLoss) return null;
  const games = typedGames(match.cells);
  const anyTyped = !(
    isBlank(match.cells.aGames) &&
    isBlank(match.cells.bGames) &&
    isBlank(match.cells.drawnGames)
  );
  if (anyTyped && games === null) return null;
  if (notPlayedOut(choice)) {
    if (games && games.a + games.b + games.drawn > 0) return null;
    // MTR 2.4: "Intentional draws where no games were played are always reported as 0-0-3", and GW%
    // reads those games (https://blogs.magicjudges.org/rules/mtr2-4/).
    if (choice === 'id' && settings.results === 'games') return fromChoice(choice, ID_GAMES, ID_GAMES);
    return fromChoice(choice, NONE, NONE);
  }
  if (settings.results === 'single') {
    if (games) return null;
    if (choice === null) return null;
    const one: Record<'a' | 'b' | 'draw', [GameCount, GameCount]> = {
      a: [
        { won: 1, lost: 0, drawn: 0 },
        { won: 0, lost: 1, drawn: 0 },
      ],
      b: [
        { won: 0, lost: 1, drawn: 0 },
        { won: 1, lost: 0, drawn: 0 },
      ],
      draw: [
        { won: 0, lost: 0, drawn: 1 },
        { won: 0, lost: 0, drawn: 1 },
      ],
    };
    const [ga, gb] = one[choice];
    return fromChoice(choice, ga, gb);
  }
  if (!games) return null;
  const fromGames = choiceFromGames(games);
  if (fromGames === null || (choice !== null && choice !== fromGames)) return null;
  return fromChoice(
    fromGames,
    { won: games.a, lost: games.b, drawn: games.drawn },
    { won: games.b, lost: games.a, drawn: games.drawn },
  );
}
