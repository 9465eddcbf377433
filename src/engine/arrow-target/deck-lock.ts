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
  if (round <= 1) return { deck: '', free: 'round 1: any deck' };
  const prev = byArrow(ctx.matches).get(`${round - 1}|${target}`);
  if (!prev || prev.b === null) return { deck: '', free: 'not an arrow last round: any deck' };
  const ab = absentOf(prev.cells.absent);
  if (ab === 'arrow' || ab === 'both') return { deck: '', free: 'absent last round: any deck' };
  return { deck: deckCode(prev.cells.arrowDeck), free: '' };
}

/** The Pairings note telling the arrow which deck to counter. */
export function targetNote(ctx: FormatContext, target: string, round: number): string {
  const lock = lockedDeck(ctx, target, round);
  if (lock.deck) return `target's deck: ${lock.deck}`;
  return `target's deck: waiting${lock.free ? ` (${lock.free})` : ''}`;
}
