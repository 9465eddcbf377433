// What each player of a scheduled game reads at the table: arrow or target, its number this round, and
// the deck it must use. "If you are a target, you must use the same deck you used in the previous round
// as an arrow"; the arrow builds a counter to that deck, which the target discloses.
import { pairedTable } from '../fixed-tables';
import { type FormatContext, type Match, playerNames } from '../format';
import { scheduleRound } from '../round-robin';
import { lockedDeck } from './deck-lock';
import { lineupOf } from './lineup';

/** The numbers of a scheduled game, or null for a row edited away from the schedule. */
function numbersOf(match: Match, ctx: FormatContext): { arrow: number; target: number } | null {
  const lineup = lineupOf(ctx);
  const g = scheduleRound(lineup.keys.length, match.round).games.find((x) => x.table === pairedTable(match));
  if (!g || lineup.keys[g.arrow - 1] !== match.a || lineup.keys[g.target - 1] !== match.b) return null;
  return { arrow: g.arrowNumber, target: g.targetNumber };
}

/**
 * Player = the arrow, Opponent = the target. A playoff game has no arrow and no target (the rules lock
 * no deck there); its Winner cell still says Arrow or Target for the Player or the Opponent, so each
 * player is told which word is theirs.
 */
export function seatRoles(match: Match, ctx: FormatContext): { a: string; b: string } | null {
  if (match.b === null) return null;
  if (match.round > lineupOf(ctx).length)
    return { a: 'Playoff · "Arrow" in Winner', b: 'Playoff · "Target" in Winner' };
  const nums = numbersOf(match, ctx);
  const num = (n: number | undefined) => (n === undefined ? '' : ` #${n}`);
  const lock = lockedDeck(ctx, match.b, match.round);
  const targetName = playerNames(ctx).get(match.b) ?? match.b;
  // No lock: the target brings any deck and discloses it; a lock not typed yet is its last arrow deck.
  const targetDeck = lock.deck
    ? `deck ${lock.deck}`
    : lock.free
      ? `any deck (${lock.free})`
      : `your round ${match.round - 1} arrow deck`;
  return {
    a: `Arrow${num(nums?.arrow)} · counter ${lock.deck ? `deck ${lock.deck}` : `${targetName}'s deck`}`,
    b: `Target${num(nums?.target)} · ${targetDeck}`,
  };
}
