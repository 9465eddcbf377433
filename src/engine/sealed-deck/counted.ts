// The games that count towards scores now. A game counts once its result is in ("After each game,
// update the player's cumulative score"); a bye is no game to report, so it counts with its round, once
// "all players have completed play and have reported" it. Standings that stand after round 2 then never
// hold a round-3 bye, and the Report sends the bye with the round it belongs to.
import { completeRounds } from '../complete-rounds';
import type { FormatContext } from '../format';
import { type ScoredGame, scoreMatch } from './scoring';

export function countedGames(ctx: FormatContext): ScoredGame[] {
  const scored = new Map(ctx.matches.map((m) => [m, scoreMatch(m, ctx)]));
  const complete = completeRounds(ctx.matches, (m) => Boolean(scored.get(m)));
  return [...scored.values()].filter(
    (g): g is ScoredGame => g !== null && (g.b !== null || complete.has(g.match.round)),
  );
}
