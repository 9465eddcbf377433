// "A target must use the deck it used as an arrow in the previous round": the deck each target is
// locked to, read from last round's Results rows.
import type { FormatContext, Match } from '../format';
import { absentOf, deckCode } from './result-cells';

/** Results rows indexed by round and the Player (arrow) column. */
const indexCache = new WeakMap<Match[], Map<string, Match>>();
function byArrow(matches: Match[]): Map<string, Match> {
  let idx = indexCache.get(matches);
  if (!idx) {
    idx = new Map(matches.map((m) => [`${m.round}|${m.a}`, m]));
    indexCache.set(matches, idx);
  }
  return idx;
}

/**
 * The deck a target must use in `round`: the deck it posted as an arrow in round - 1. `free` says why
 * there is no lock (round 1, absent last round, not an arrow last round).
 */
export function lockedDeck(
  ctx: FormatContext,
  target: string,
  round: number,
): { deck: string; free: string } {
  if (round <= 1) return { deck: '', free: 'round 1' };
  const prev = byArrow(ctx.matches).get(`${round - 1}|${target}`);
  if (!prev || prev.b === null) return { deck: '', free: 'no arrow game last round' };
  const ab = absentOf(prev.cells.absent);
  if (ab === 'arrow' || ab === 'both') return { deck: '', free: 'absent last round' };
  return { deck: deckCode(prev.cells.arrowDeck), free: '' };
}

/**
 * The Pairings note telling the arrow which deck to counter: the locked code, "any" with the reason the
 * target may bring any deck (it discloses it at the table), or "waiting" for a code not typed yet. Kept
 * short: the Pairings tab is printed in a large font.
 */
export function targetNote(ctx: FormatContext, target: string, round: number): string {
  const lock = lockedDeck(ctx, target, round);
  if (lock.deck) return `target's deck: ${lock.deck}`;
  return lock.free ? `target's deck: any (${lock.free})` : "target's deck: waiting";
}
