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
  const ranked = lastIfNeverPlayed(
    ctx,
    rankPlayers(tiebreakEventOf(ctx), ['match-points', ...settings.tiebreakers]),
  );
  RANKINGS.set(ctx, ranked);
  return ranked;
}

/**
 * Decision: a player dropped without a game or a bye (dropped before round 1, or withdrawn unplayed)
 * ranks below everyone who took part; level on 0 points, the random order alone could put them above
 * an active player who lost every game.
 */
function lastIfNeverPlayed(ctx: FormatContext, ranked: RankedPlayer[]): RankedPlayer[] {
  const seated = new Set(ctx.matches.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b])));
  const gone = new Set(ctx.players.filter((p) => !p.active && !seated.has(p.key)).map((p) => p.key));
  if (!gone.size) return ranked;
  const played = ranked.filter((r) => !gone.has(r.id));
  const order = [...played, ...ranked.filter((r) => gone.has(r.id))];
  // decidedBy names what separated a player from the next one: at the seam it is this rule, not a draw.
  const seams = new Set([played.length - 1, order.length - 1]);
  return order.map((r, i) => {
    const { decidedBy, ...rest } = r;
    return seams.has(i) ? { ...rest, place: i + 1 } : { ...r, place: i + 1 };
  });
}
