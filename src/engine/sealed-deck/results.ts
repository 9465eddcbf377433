// The checks on what is typed into a sealed-deck game's Results columns.
import { choiceIssue, present } from '../cell-checks';
import { type CellIssue, type CellValue, isBlank, type Match, toNumber } from '../format';
import { ENDED, endingOf, WINNER, winnerOf } from './scoring';

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
  };
}

export function checkResult(match: Match): { complete: boolean; issues: CellIssue[] } {
  if (match.b === null) return { complete: true, issues: [] };
  const cells = match.cells;
  const issues = present([
    pointsIssue(cells, 'aPoints'),
    pointsIssue(cells, 'bPoints'),
    choiceIssue(cells, 'ended', endingOf, 'a way a game ends', [ENDED.win, ENDED.exhausted, ENDED.time]),
    choiceIssue(cells, 'winner', winnerOf, 'a winner', [WINNER.a, WINNER.b]),
  ]);
  const ap = toNumber(cells.aPoints);
  const bp = toNumber(cells.bPoints);
  const ending = endingOf(cells.ended);
  const winner = winnerOf(cells.winner);
  if (issues.length === 0 && ap !== null && bp !== null && ending !== null) {
    const conflict = winnerConflict(ap, bp, ending, winner);
    if (conflict) issues.push(conflict);
  }
  const complete = issues.length === 0 && ap !== null && bp !== null && ending !== null;
  return { complete, issues };
}

/**
 * A won game needs a winner: the higher score, or the Winner column when the points do not say it. When
 * decks are exhausted or time is called the source gives the game to "the player ... with the greatest
 * amount of points", so a Winner there must agree with the points.
 */
function winnerConflict(
  ap: number,
  bp: number,
  ending: 'win' | 'exhausted' | 'time',
  winner: 'a' | 'b' | null,
): CellIssue | null {
  if (ending === 'win') {
    if (winner !== null || ap !== bp) return null;
    return {
      severity: 'error',
      column: 'winner',
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
      message: `Equal points (${ap}) when ${how} is a true tie, 1 victory point each: there is no winner.`,
      fix: `Clear the Winner, or choose ${ENDED.win} under How it ended if the game was won.`,
    };
  }
  const pointsWinner = ap > bp ? 'a' : 'b';
  if (winner === pointsWinner) return null;
  return {
    severity: 'error',
    column: 'winner',
    message: `When ${how} the player with more points wins (${ap} to ${bp}), but Winner says ${WINNER[winner]}.`,
    fix: `Clear the Winner, correct the points, or choose ${ENDED.win} under How it ended if the game was won.`,
  };
}
