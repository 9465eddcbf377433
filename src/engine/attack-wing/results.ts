// Reading and checking one battle's result cells: fleet points each, how the round ended, and the Winner
// cell that decides an elimination or an equal-points timed battle (the source has no draw).
import { blankColumns, choiceIssue, looksLikeDraw, numberIssue, present, RESULT_CODES } from '../cell-checks';
import { type CellIssue, type CellValue, isBlank, type Match, type ResultCheck, toNumber } from '../format';
import { nameKey } from '../names';

/** Problem codes of Attack Wing's own result checks (the shared ones are RESULT_CODES). */
export const ATTACK_WING_CODES = {
  /** Time reached with equal fleet points and no Winner chosen: the battle has no winner yet. */
  levelAtTime: 'attack-wing-level-at-time',
  /** A battle ended by elimination with no Winner chosen. */
  eliminationNoWinner: 'attack-wing-elimination-no-winner',
} as const;

export const ENDED = { time: 'Time', elimination: 'Elimination' } as const;
export const WINNER = { a: 'Player', b: 'Opponent' } as const;

export function endingOf(value: unknown): 'time' | 'elimination' | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase();
  if (t.startsWith('time')) return 'time';
  if (t.startsWith('elim')) return 'elimination';
  return null;
}

/** The override cell: "Player", "Opponent", or either player's name. */
function winnerOf(match: Match, value: unknown): 'a' | 'b' | null | 'invalid' {
  if (isBlank(value as CellValue)) return null;
  const t = String(value).trim().toLowerCase();
  if (t === WINNER.a.toLowerCase()) return 'a';
  if (t === WINNER.b.toLowerCase()) return 'b';
  const key = nameKey(String(value));
  if (key === match.a) return 'a';
  if (key === match.b) return 'b';
  return 'invalid';
}

/**
 * Fleet points are whole: a destroyed ship scores its ship point total, a resource its SP, the bonus
 * +5 per Critical Hit Token, and a bye's average is rounded up.
 */
function isFleetPoints(n: number | null): n is number {
  return n !== null && n >= 0 && Number.isInteger(n);
}

export interface Battle {
  winner: 'a' | 'b';
  aFleet: number;
  bFleet: number;
}

/**
 * One battle's outcome: at elimination the winner is the one chosen in the Winner cell; at time "the
 * player with the most Fleet Points at the end of that Battle Round wins", unless the Winner cell overrides.
 */
export function battleOf(match: Match): Battle | null {
  if (match.b === null) return null;
  const aFleet = toNumber(match.cells.aFleet);
  const bFleet = toNumber(match.cells.bFleet);
  const ending = endingOf(match.cells.ended);
  const override = winnerOf(match, match.cells.winner);
  if (!isFleetPoints(aFleet) || !isFleetPoints(bFleet) || ending === null || override === 'invalid')
    return null;
  if (override) return { winner: override, aFleet, bFleet };
  if (ending === 'elimination' || aFleet === bFleet) return null;
  return { winner: aFleet > bFleet ? 'a' : 'b', aFleet, bFleet };
}

/** Who won a battle (at time, on fleet points unless the Winner cell says otherwise); null while undecided. */
export function winnerSide(match: Match): 'a' | 'b' | null {
  return battleOf(match)?.winner ?? null;
}

/** The source has no drawn battle: said with the choices when a draw is typed. */
const NO_DRAW = 'The source has no drawn battle: at time the player with more fleet points wins.';

/**
 * A Winner at time who has fewer fleet points. "If the time limit is reached, the player with the most
 * Fleet Points at the end of that Battle Round wins", so this is most often the fleet point columns
 * swapped; the organizer may still override, so it is a warning they can leave.
 */
function fewerFleetPoints(
  aFleet: number | null,
  bFleet: number | null,
  ending: 'time' | 'elimination' | null,
  override: 'a' | 'b' | null | 'invalid',
): CellIssue | null {
  if (ending !== 'time' || aFleet === null || bFleet === null || (override !== 'a' && override !== 'b'))
    return null;
  const [mine, theirs] = override === 'a' ? [aFleet, bFleet] : [bFleet, aFleet];
  if (mine >= theirs) return null;
  const other = override === 'a' ? WINNER.b : WINNER.a;
  return {
    severity: 'warning',
    column: 'winner',
    message: `Winner says ${WINNER[override]}, who has ${mine} fleet points to the ${other}'s ${theirs}, at time.`,
    fix: `At time the player with more fleet points wins: if the two fleet point columns are swapped, swap them back (Player ${bFleet}, Opponent ${aFleet}), or clear the Winner; if you ruled for ${WINNER[override]}, leave it.`,
    code: RESULT_CODES.winnerFewerPoints,
  };
}

export function checkResult(match: Match): ResultCheck {
  if (match.b === null) return { complete: true, issues: [] };
  const c = match.cells;
  const fleetFix =
    'Type the fleet points scored, a whole number, 0 or more: ship point totals, resources and +5 per Critical Hit Token are all whole (the Peak Performance calculator in the sidebar can add them up).';
  const override = winnerOf(match, c.winner);
  const issues = present([
    numberIssue(c, 'aFleet', 'fleet points', fleetFix, 0, true),
    numberIssue(c, 'bFleet', 'fleet points', fleetFix, 0, true),
    choiceIssue(c, 'ended', endingOf, 'how a battle round ends', [ENDED.time, ENDED.elimination], NO_DRAW),
    override === 'invalid'
      ? {
          severity: 'error',
          column: 'winner',
          message: `"${String(c.winner)}" is neither player of this battle.`,
          fix: `Choose ${WINNER.a} or ${WINNER.b}, or leave it blank at time to let fleet points decide.${looksLikeDraw(c.winner) ? ` ${NO_DRAW}` : ''}`,
          code: RESULT_CODES.unknownChoice,
        }
      : null,
  ]);
  const aFleet = toNumber(c.aFleet);
  const bFleet = toNumber(c.bFleet);
  const ending = endingOf(c.ended);
  const fewer = issues.length ? null : fewerFleetPoints(aFleet, bFleet, ending, override);
  if (fewer) issues.push(fewer);
  if (ending === 'time' && aFleet !== null && aFleet === bFleet && override === null) {
    issues.push({
      severity: 'error',
      code: ATTACK_WING_CODES.levelAtTime,
      column: 'winner',
      message: `Time was reached with both players on ${aFleet} fleet points: the battle has no winner yet.`,
      fix: `The source has no draw: choose the winner (${WINNER.a} or ${WINNER.b}) as the organizer rules, or correct the fleet points.`,
    });
  }
  if (ending === 'elimination' && override === null && aFleet !== null && bFleet !== null) {
    issues.push({
      severity: 'warning',
      code: ATTACK_WING_CODES.eliminationNoWinner,
      column: 'winner',
      message: 'The battle ended by elimination: who won?',
      fix: `Choose ${WINNER.a} or ${WINNER.b} (the one who was not eliminated).`,
    });
  }
  const complete = issues.every((i) => i.severity !== 'error') && battleOf(match) !== null;
  if (complete) return { complete, issues };
  const needed = ending === 'elimination' ? [...REQUIRED, 'winner'] : REQUIRED;
  return { complete, issues, blank: blankColumns(c, needed) };
}

/** What every battle needs typed; after an elimination, the Winner too (the sheet cannot know who won). */
const REQUIRED = ['aFleet', 'bFleet', 'ended'];
