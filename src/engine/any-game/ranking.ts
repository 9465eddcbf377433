// The ranked rounds' order: the points, then the organizer's tie-breakers in order, then the random
// order from the event seed (src/engine/any-game/tiebreakers/rank.ts).
import type { FormatContext } from '../format';
import { tiebreakEventOf } from './event-record';
import { settingsOf } from './settings';
import { type RankedPlayer, rankPlayers } from './tiebreakers/rank';

const RANKINGS = new WeakMap<FormatContext, RankedPlayer[]>();

/** Every player on the Players tab (dropped ones too), best first. */
export function rankingOf(ctx: FormatContext): RankedPlayer[] {
  const known = RANKINGS.get(ctx);
  if (known) return known;
  const settings = settingsOf(ctx.config);
  const ranked = rankPlayers(tiebreakEventOf(ctx), ['match-points', ...settings.tiebreakers]);
  RANKINGS.set(ctx, ranked);
  return ranked;
}
