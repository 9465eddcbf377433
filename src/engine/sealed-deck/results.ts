// The checks on what is typed into a sealed-deck game's Results columns.
import { blankColumns, choiceIssue, present, RESULT_CODES } from '../cell-checks';
import { type CellIssue, type CellValue, isBlank, type Match, type ResultCheck, toNumber } from '../format';
import { ENDED, type Ending, endingOf, WINNER, winnerOf } from './scoring';

/** Problem codes of sealed deck's own result checks (the shared ones are RESULT_CODES). */
export const SEALED_DECK_CODES = {
  /** A won game with equal points and no Winner chosen. */
  wonWithoutWinner: 'sealed-deck-won-without-winner',
  /** A Winner chosen for a true tie (equal points when decks are exhausted or time is called). */
  tieHasWinner: 'sealed-deck-tie-has-winner',
  /** When decks are exhausted or time is called, the Winner is not the player with more points. */
  winnerAgainstPoints: 'sealed-deck-winner-against-points',
} as const;

const POINTS_FIX = 'Type the points as a whole number, e.g. 120 (negative scores are allowed).';

/** Game points are whole numbers (the source's scores and examples all are): 12.5 is refused. */
function pointsIssue(cells: Record<string, CellValue>, column: string): CellIssue | null {
  const value = cells[column];
  if (isBlank(value)) return null;
  const n = toNumber(value);
  if (n !== null && Number.isInteger(n)) return null;
  return {
    severity: 'error',
    column,
    message: `"${String(value)}" is not a whole number of game points.`,
    fix: POINTS_FIX,
    code: RESULT_CODES.notNumber,
  };
}

const TIE_NOTE = `A drawn game is ${ENDED.exhausted} or ${ENDED.time} with equal points: 1 victory point each.`;

export function checkResult(match: Match): ResultCheck {
  if (match.b === null) return { complete: true, issues: [] };
  const cells = match.cells;
  const issues = present([
    pointsIssue(cells, 'aPoints'),
    pointsIssue(cells, 'bPoints'),
    choiceIssue(
      cells,
      'ended',
      endingOf,
      'a way a game ends',
      [ENDED.win, ENDED.exhausted, ENDED.time],
      TIE_NOTE,
    ),
    choiceIssue(
      cells,
      'winner',
      winnerOf,
      'a winner',
      [WINNER.a, WINNER.b],
      `${TIE_NOTE} Leave Winner blank.`,
    ),
  ]);
  const ap = toNumber(cells.aPoints);
  const bp = toNumber(cells.bPoints);
  const ending = endingOf(cells.ended);
  const winner = winnerOf(cells.winner);
  if (issues.length === 0 && ap !== null && bp !== null && ending !== null) {
    const conflict = winnerConflict(ap, bp, ending, winner) ?? fewerPoints(ap, bp, ending, winner);
    if (conflict) issues.push(conflict);
  }
  const complete =
    issues.every((i) => i.severity !== 'error') && ap !== null && bp !== null && ending !== null;
  return complete ? { complete, issues } : { complete, issues, blank: blankColumns(cells, REQUIRED) };
}

/** What every played game needs; Winner only when the points do not say it (winnerConflict asks). */
const REQUIRED = ['aPoints', 'bPoints', 'ended'];

/**
 * A won game whose Winner scored fewer points. The source's games are won on points ("won a game 120
 * to 65"), so this is most often the two point columns swapped; a win on fewer points is still allowed
 * (recorded +1 / -1), so it is a warning the organizer can leave.
 */
function fewerPoints(ap: number, bp: number, ending: Ending, winner: 'a' | 'b' | null): CellIssue | null {
  if (ending !== 'win' || winner === null) return null;
  const [mine, theirs] = winner === 'a' ? [ap, bp] : [bp, ap];
  if (mine >= theirs) return null;
  const other = winner === 'a' ? WINNER.b : WINNER.a;
  return {
    severity: 'warning',
    column: 'winner',
    message: `Winner says ${WINNER[winner]}, who scored ${mine} to the ${other}'s ${theirs}.`,
    fix: `If the two point columns are swapped, swap them back (Player points ${bp}, Opponent points ${ap}); if ${WINNER[winner]} did win on fewer points, leave it (it scores +1 / -1).`,
    code: RESULT_CODES.winnerFewerPoints,
  };
}

/**
 * A won game needs a winner: the higher score, or the Winner column when the points do not say it. When
 * decks are exhausted or time is called the source gives the game to "the player ... with the greatest
 * amount of points", so a Winner there must agree with the points.
 */
function winnerConflict(ap: number, bp: number, ending: Ending, winner: 'a' | 'b' | null): CellIssue | null {
  if (ending === 'win') {
    if (winner !== null || ap !== bp) return null;
    return {
      severity: 'error',
      column: 'winner',
      code: SEALED_DECK_CODES.wonWithoutWinner,
      message: `A won game needs a winner, but both players have ${ap}.`,
      fix: `Choose ${WINNER.a} or ${WINNER.b} under Winner, or choose ${ENDED.exhausted} or ${ENDED.time} for a true tie.`,
    };
  }
  if (winner === null) return null;
  const how = ending === 'time' ? 'time is called' : 'decks are exhausted';
  if (ap === bp) {
    return {
      severity: 'error',
      column: 'winner',
      code: SEALED_DECK_CODES.tieHasWinner,
      message: `Equal points (${ap}) when ${how} is a true tie, 1 victory point each: there is no winner.`,
      fix: `Clear the Winner, or choose ${ENDED.win} under How it ended if the game was won.`,
    };
  }
  const pointsWinner = ap > bp ? 'a' : 'b';
  if (winner === pointsWinner) return null;
  return {
    severity: 'error',
    column: 'winner',
    code: SEALED_DECK_CODES.winnerAgainstPoints,
    message: `When ${how} the player with more points wins (${ap} to ${bp}), but Winner says ${WINNER[winner]}.`,
    fix: `Clear the Winner, correct the points, or choose ${ENDED.win} under How it ended if the game was won.`,
  };
}
