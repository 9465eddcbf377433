// The checks on what is typed into an any-game match's Results columns, each at its cell with the fix.
import { blankColumns, choiceIssue, numberIssue, present, RESULT_CODES } from '../cell-checks';
import { type CellIssue, type FormatContext, isBlank, type Match, type ResultCheck } from '../format';
import { resultChoices } from './columns';
import {
  choiceFromGames,
  notPlayedOut,
  REQUESTED_BYE,
  RESULT,
  requestedByeOf,
  resultOf,
  typedGames,
} from './outcome';
import { type Settings, settingsOf } from './settings';
import { isKnockoutRound } from './structure';

const GAMES_FIX = 'Type the games as a whole number, 0 or more (e.g. 2).';

/** Problem codes of any-game's own result checks (the shared ones are RESULT_CODES). */
export const ANY_GAME_CODES = {
  /** Double loss chosen in an event that does not allow it. */
  doubleLossNotAllowed: 'any-game-double-loss-not-allowed',
  /** Games typed for a match not played out (intentional draw, double loss). */
  gamesNotPlayedOut: 'any-game-games-not-played-out',
  /** Games typed in an event that enters one result per match. */
  gamesInSingleResult: 'any-game-games-in-single-result',
  /** One player's games typed, the other's blank. */
  gamesMissing: 'any-game-games-missing',
  /** Games 0-0 with none drawn: no game was played. */
  noGamePlayed: 'any-game-no-game-played',
  /** The games say one result and the Result column another. */
  gamesContradictResult: 'any-game-games-contradict-result',
  /** A requested bye (Half-point bye, Zero-point bye) on a bye row in an event that does not allow them. */
  requestedByeNotAllowed: 'any-game-requested-bye-not-allowed',
  /** A requested bye typed on a game already paired: a bye is asked for before its round is paired. */
  requestedByeOnGame: 'any-game-requested-bye-on-game',
} as const;

function error(code: string, column: string, message: string, fix: string): CellIssue {
  return { severity: 'error', column, message, fix, code };
}

/** One issue at each games cell: the two numbers that say it are what to correct. */
function atGames(issue: Omit<CellIssue, 'column'>): CellIssue[] {
  return [
    { ...issue, column: 'aGames' },
    { ...issue, column: 'bGames' },
  ];
}

/** Games won by each side in a Magic match: "played until one side has won a set number of games, usually two". */
const MAGIC_MATCH_WINS = 2;

/**
 * Magic games no match played to two wins can end on (3–3, 2–2, 3–2): MTR 2.1, "A Magic match consists
 * of a series of games that are played until one side has won a set number of games, usually two", so
 * the games stop when one side has two. The organizer "may change the required number of games to be
 * won", so it is a warning, and the games still decide ("If both players have equal game wins, the
 * match is a draw").
 */
function pastMatchEnd(settings: Settings, g: { a: number; b: number }): CellIssue[] {
  if (settings.preset.id !== 'magic' || g.a < MAGIC_MATCH_WINS || g.b < MAGIC_MATCH_WINS) return [];
  const counts = g.a === g.b ? 'a draw' : `won by the ${g.a > g.b ? 'Player' : 'Opponent'}`;
  return atGames({
    severity: 'warning',
    message: `Games ${g.a}-${g.b}: a Magic match is played "until one side has won a set number of games, usually two" (MTR 2.1), so it ends before ${g.a}-${g.b}; it counts as ${counts}.`,
    fix: 'Check the games with the players (2-1 is two games to one). If this event announced matches to more wins, leave it.',
    code: RESULT_CODES.gamesPastMatch,
  });
}

/**
 * A bye row is complete as it stands: the pairing's bye (Result blank) or a requested bye (the Result
 * pairing wrote), the latter only where the event allows requested byes.
 */
function checkByeRow(match: Match, settings: Settings): ResultCheck {
  if (requestedByeOf(match.cells.result) === null || settings.requestedByes)
    return { complete: true, issues: [] };
  return {
    complete: false,
    issues: [
      error(
        ANY_GAME_CODES.requestedByeNotAllowed,
        'result',
        `This event does not allow requested byes, but the Result says ${String(match.cells.result).trim()}.`,
        'Set "Requested byes" to Allowed on the Event tab if the rules allow them, or clear the Result (the bye then scores as the pairing\'s bye).',
      ),
    ],
  };
}

export function checkResult(match: Match, ctx: FormatContext): ResultCheck {
  const settings = settingsOf(ctx.config);
  if (match.b === null) return checkByeRow(match, settings);
  const cells = match.cells;
  // FIDE C.04.1 (d) speaks of a player "absent from a round": a bye is asked for before the pairing
  // leaves the player out, so a game already paired cannot become one; the absence is a forfeit.
  if (requestedByeOf(cells.result) !== null)
    return {
      complete: false,
      issues: [
        error(
          ANY_GAME_CODES.requestedByeOnGame,
          'result',
          `${String(cells.result).trim()} is a bye asked for before the round is paired, but this game is paired already.`,
          `If a player did not come, type the forfeit (${settings.colours ? '1F-0F or 0F-1F' : `${RESULT.a} or ${RESULT.b}`}); a bye for a later round goes in the Players tab's Bye request column (${REQUESTED_BYE.half} or ${REQUESTED_BYE.zero}).`,
        ),
      ],
    };
  const issues = present([
    numberIssue(cells, 'aGames', 'games won', GAMES_FIX, 0, true),
    numberIssue(cells, 'bGames', 'games won', GAMES_FIX, 0, true),
    numberIssue(cells, 'drawnGames', 'games drawn', GAMES_FIX, 0, true),
    choiceIssue(cells, 'result', resultOf, 'a result', resultChoices(settings)),
  ]);
  if (issues.length) return { complete: false, issues };
  const choice = resultOf(cells.result);
  const anyGames = !(isBlank(cells.aGames) && isBlank(cells.bGames) && isBlank(cells.drawnGames));
  const games = typedGames(cells);
  const knockout = isKnockoutRound(ctx, match.round);
  if (choice === 'doubleLoss' && !settings.doubleLoss) {
    issues.push(
      error(
        ANY_GAME_CODES.doubleLossNotAllowed,
        'result',
        `This event does not allow a double loss (${settings.preset.label}).`,
        'Choose who won, or set "Double loss" to Allowed on the Event tab if the rules allow it.',
      ),
    );
  }
  if (knockout && (choice === 'draw' || choice === 'id' || choice === 'doubleLoss')) {
    issues.push(
      error(
        RESULT_CODES.knockoutNoWinner,
        'result',
        `An elimination game needs a winner, but the Result says ${RESULT[choice]}.`,
        `Choose ${RESULT.a} or ${RESULT.b}: the winner goes on to the next round.`,
      ),
    );
  }
  if (issues.length) return { complete: false, issues };
  if (notPlayedOut(choice)) {
    if (games && games.a + games.b + games.drawn > 0)
      issues.push(
        error(
          ANY_GAME_CODES.gamesNotPlayedOut,
          'aGames',
          `${RESULT[choice]} is a match not played out, but games are typed (${games.a}-${games.b}-${games.drawn}).`,
          `Clear the games, or clear the Result if the games were played.`,
        ),
      );
    return { complete: issues.length === 0, issues };
  }
  if (settings.results === 'single') {
    if (anyGames)
      issues.push(
        error(
          ANY_GAME_CODES.gamesInSingleResult,
          'aGames',
          'This event enters one result per match, but games are typed.',
          'Clear the games and choose the Result, or set "Results" to Games won and drawn on the Event tab.',
        ),
      );
    const complete = issues.length === 0 && choice !== null;
    return complete ? { complete, issues } : { complete, issues, blank: blankColumns(cells, ['result']) };
  }
  if (!anyGames) {
    // Games mode: the Result alone is not enough for GW%; it waits for the games.
    if (choice === null) return { complete: false, issues, blank: ['aGames', 'bGames'] };
    return {
      complete: false,
      issues,
      blank: ['aGames', 'bGames'],
      waiting: {
        status: 'Games missing',
        message: `The Result is in, but this event enters the games won and drawn (GW% counts them).`,
        fix: "Type each player's games won, and any drawn, e.g. 2 and 1.",
      },
    };
  }
  if (!games) {
    const missing = isBlank(cells.aGames) ? 'aGames' : 'bGames';
    issues.push(
      error(
        ANY_GAME_CODES.gamesMissing,
        missing,
        "A player's games are missing.",
        "Type both players' games won (0 when none), e.g. 2 and 1.",
      ),
    );
    return { complete: false, issues };
  }
  const fromGames = choiceFromGames(games);
  if (fromGames === null) {
    issues.push(
      error(
        ANY_GAME_CODES.noGamePlayed,
        'aGames',
        'No game was played (0-0, none drawn).',
        `Type the games played, or choose ${RESULT.id} or ${RESULT.doubleLoss} under Result.`,
      ),
    );
  } else if (choice !== null && choice !== fromGames) {
    issues.push(
      error(
        ANY_GAME_CODES.gamesContradictResult,
        'result',
        `The games (${games.a}-${games.b}-${games.drawn}) say ${RESULT[fromGames]}, but the Result says ${RESULT[choice]}.`,
        'Correct the games, or clear the Result and let the games decide.',
      ),
    );
  } else if (knockout && fromGames === 'draw') {
    issues.push(
      ...atGames({
        severity: 'error',
        message: `An elimination game needs a winner, but the games are level (${games.a}-${games.b}).`,
        fix: 'Correct the games: the winner goes on to the next round.',
        code: RESULT_CODES.knockoutLevel,
      }),
    );
  } else {
    issues.push(...pastMatchEnd(settings, games));
  }
  return { complete: issues.every((i) => i.severity !== 'error'), issues };
}
