// The checks on what is typed into an arrow/target game's Results columns.

import { isBracketGame } from '../bracket';
import { blankColumns, looksLikeDraw, present, RESULT_CODES } from '../cell-checks';
import {
  type CellIssue,
  type FormatContext,
  isBlank,
  type Match,
  playerNames,
  type ResultCheck,
} from '../format';
import { lockedDeck } from './deck-lock';
import { lineupOf } from './lineup';
import { playoffOf } from './playoff';
import { type Absent, absentOf, deckCode, outcomeOf, SIDE, type Side, winnerOf } from './result-cells';

/** Problem codes of arrow/target's own result checks. */
export const ARROW_TARGET_CODES = {
  /** A target used another deck than the one it used as an arrow in the previous round. */
  deckLock: 'arrow-target-deck-lock',
  /** A playoff row whose players are no game of that playoff round on the Bracket tab (edited by hand). */
  notInBracket: 'arrow-target-not-in-bracket',
  /** A player marked absent is also the winner (or both are absent in a game with a winner). */
  absentWinner: 'arrow-target-absent-winner',
  /** Both players absent from a playoff game, which needs a winner. */
  playoffBothAbsent: 'arrow-target-playoff-both-absent',
  /** A deck code not typed for a played game. */
  deckMissing: 'arrow-target-deck-missing',
} as const;

// The shared choiceIssue cannot say which column Arrow and Target stand for, nor that Absent may stay
// blank, so these two messages keep their own wording.
function badWinner(match: Match, w: Side | null | 'bad'): CellIssue | null {
  if (w !== 'bad') return null;
  return {
    severity: 'error',
    column: 'winner',
    message: `"${String(match.cells.winner)}" is not a winner.`,
    fix: `Choose ${SIDE.arrow} (the Player column) or ${SIDE.target} (the Opponent column).${looksLikeDraw(match.cells.winner) ? ' Each round is "1 game", won by the arrow or the target: the source counts "games won", and has no draw.' : ''}`,
    code: RESULT_CODES.unknownChoice,
  };
}

function badAbsent(match: Match, ab: Absent | null | 'bad'): CellIssue | null {
  if (ab !== 'bad') return null;
  return {
    severity: 'error',
    column: 'absent',
    message: `"${String(match.cells.absent)}" is not who was absent.`,
    fix: `Choose ${SIDE.arrow}, ${SIDE.target} or ${SIDE.both}, or leave it blank.`,
    code: RESULT_CODES.unknownChoice,
  };
}

function absentWinner(w: Side | null | 'bad', ab: Absent | null | 'bad'): CellIssue | null {
  if (w === 'bad' || ab === 'bad' || w === null || ab === null || (ab !== 'both' && ab !== w)) return null;
  return {
    severity: 'error',
    code: ARROW_TARGET_CODES.absentWinner,
    column: 'winner',
    message:
      ab === 'both'
        ? 'Both players are marked absent, so nobody can have won.'
        : `The ${ab} is marked absent but also as the winner.`,
    fix: "An absent player's opponent is credited with the win: clear the Winner cell or correct Absent.",
  };
}

function playoffBothAbsent(ab: Absent | null | 'bad'): CellIssue | null {
  if (ab !== 'both') return null;
  return {
    severity: 'error',
    code: ARROW_TARGET_CODES.playoffBothAbsent,
    column: 'absent',
    message: 'A playoff game needs a winner, but both players are marked absent.',
    fix: 'Record who won (or who turned up) so the playoff can go on.',
  };
}

/**
 * A playoff row edited by hand (players swapped between games) is no game of the bracket: say so at the
 * row, instead of leaving the playoff waiting for a result that can never come.
 */
function notInBracket(ctx: FormatContext, k: number, a: string, b: string): CellIssue | null {
  const bracket = playoffOf(ctx).bracket;
  if (!bracket || isBracketGame(bracket, k, a, b)) return null;
  const names = playerNames(ctx);
  return {
    severity: 'error',
    column: '',
    code: ARROW_TARGET_CODES.notInBracket,
    message: `${names.get(a) ?? a} v ${names.get(b) ?? b} is not a game of playoff round ${k} on the Bracket tab.`,
    fix: 'Put back the players the add-on paired (see the Bracket tab), or undo the round and pair it again.',
  };
}

const DECK_COLUMNS = [
  ['arrowDeck', 'arrow'],
  ['targetDeck', 'target'],
] as const;

/** Deck codes are posted before a round is played; a played game without them is still waiting. */
function missingDecks(match: Match): CellIssue[] {
  return DECK_COLUMNS.filter(([col]) => isBlank(match.cells[col])).map(
    ([col, who]): CellIssue => ({
      severity: 'warning',
      code: ARROW_TARGET_CODES.deckMissing,
      column: col,
      message: `The ${who}'s deck code is missing.`,
      fix: 'Type the deck code the player posted before the round.',
    }),
  );
}

/**
 * A winner typed before the deck codes does not count yet: the Status and a refusal to pair say the
 * codes are what is missing, not the result.
 */
function decksWaiting(match: Match): ResultCheck['waiting'] {
  const missing = DECK_COLUMNS.filter(([col]) => isBlank(match.cells[col])).map(([, who]) => who);
  if (missing.length === 0) return undefined;
  const what = missing.length === 2 ? 'the deck codes are' : `the ${missing[0]}'s deck code is`;
  return {
    status: missing.length === 2 ? 'Waiting for deck codes' : `Waiting for ${missing[0]} deck`,
    message: `the winner is typed, but ${what} missing, so the game does not count yet.`,
    fix: 'Type the deck codes the players posted before the round, or choose "Pair anyway" to pair before every result is in.',
  };
}

function brokenLock(match: Match, ctx: FormatContext, target: string): CellIssue | null {
  const lock = lockedDeck(ctx, target, match.round);
  const used = deckCode(match.cells.targetDeck);
  if (!lock.deck || !used || used === lock.deck) return null;
  const name = playerNames(ctx).get(target) ?? target;
  return {
    severity: 'warning',
    column: 'targetDeck',
    code: ARROW_TARGET_CODES.deckLock,
    message: `Deck lock: ${name} used deck "${lock.deck}" as an arrow in round ${match.round - 1}, but "${used}" as the target in round ${match.round}.`,
    fix: 'A target must use the same deck it used as an arrow in the previous round: check the deck code with the player.',
  };
}

export function checkResult(match: Match, ctx: FormatContext): ResultCheck {
  if (match.b === null) return { complete: true, issues: [] };
  const lineup = lineupOf(ctx);
  const isPlayoff = match.round > lineup.length;
  const w = winnerOf(match.cells.winner);
  const ab = absentOf(match.cells.absent);
  const issues = present([
    badWinner(match, w),
    badAbsent(match, ab),
    absentWinner(w, ab),
    isPlayoff ? playoffBothAbsent(ab) : null,
    isPlayoff ? notInBracket(ctx, match.round - lineup.length, match.a, match.b) : null,
  ]);
  const o = outcomeOf(match);
  let complete = issues.length === 0 && o !== null;
  if (isPlayoff)
    return complete
      ? { complete, issues }
      : { complete, issues, blank: blankColumns(match.cells, ['winner']) };
  let waiting: ResultCheck['waiting'];
  if (o && o.absent === null) {
    const missing = missingDecks(match);
    if (missing.length > 0) {
      complete = false;
      waiting = decksWaiting(match);
    }
    issues.push(...missing);
  }
  if (match.round >= 2 && ab !== 'target' && ab !== 'both') {
    const lock = brokenLock(match, ctx, match.b);
    if (lock) issues.push(lock);
  }
  if (complete) return { complete, issues };
  // A played game needs both deck codes and the winner; an absence needs neither deck.
  const blank = blankColumns(
    match.cells,
    o === null ? ['arrowDeck', 'targetDeck', 'winner'] : ['arrowDeck', 'targetDeck'],
  );
  return waiting ? { complete, issues, waiting, blank } : { complete, issues, blank };
}
