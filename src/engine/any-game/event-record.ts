// The event as the tie-breakers and the Swiss pairing read it: each counted round's entry for every
// player, built from the Results rows under the event's settings. Knockout rounds are not in it: the
// cut is ranked by how far a player went, its games never move a Swiss tie-breaker.
import type { FormatContext, Match, Player } from '../format';
import { isForfeit, type Outcome, outcomeOf, requestedByePoints, requestedByeRow } from './outcome';
import { ratingOf } from './rating';
import { settingsOf } from './settings';
import { isKnockoutRound } from './structure';
import type { RoundEntry, TiebreakEvent, TiebreakPlayer } from './tiebreakers/event';

export interface ScoredMatch {
  match: Match;
  /** Null for a bye. */
  outcome: Outcome | null;
}

/** The rows that count (complete games and byes) of the ranked rounds, up to `uptoRound`. */
export function scoredMatches(ctx: FormatContext, uptoRound = Number.POSITIVE_INFINITY): ScoredMatch[] {
  const settings = settingsOf(ctx.config);
  const out: ScoredMatch[] = [];
  for (const m of ctx.matches) {
    if (m.round > uptoRound || isKnockoutRound(ctx, m.round)) continue;
    if (m.b === null) {
      out.push({ match: m, outcome: null });
      continue;
    }
    const outcome = outcomeOf(m, settings);
    if (outcome) out.push({ match: m, outcome });
  }
  return out;
}

const EVENTS = new WeakMap<FormatContext, TiebreakEvent>();

/** The tie-breakers' event for the ranked rounds (every Players row: dropped players keep their games). */
export function tiebreakEventOf(ctx: FormatContext): TiebreakEvent {
  const known = EVENTS.get(ctx);
  if (known) return known;
  const settings = settingsOf(ctx.config);
  const scored = scoredMatches(ctx);
  const lastRound = scored.reduce((r, s) => Math.max(r, s.match.round), 0);
  const rounds: Record<string, RoundEntry>[] = Array.from({ length: lastRound }, () => ({}));
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  const seen = (key: string, round: number) => {
    first.set(key, Math.min(first.get(key) ?? round, round));
    last.set(key, Math.max(last.get(key) ?? round, round));
  };
  // A player is in a round once paired in it, even while the game waits for its result.
  for (const m of ctx.matches) {
    if (isKnockoutRound(ctx, m.round)) continue;
    seen(m.a, m.round);
    if (m.b !== null) seen(m.b, m.round);
  }
  for (const { match: m, outcome } of scored) {
    const round = rounds[m.round - 1];
    if (m.b === null || outcome === null) {
      // A requested bye is a voluntarily unplayed round (FIDE C.07 article 16), scored as the preset's
      // draw (half-point) or loss (zero-point); the pairing's bye scores the bye's points.
      const requested = requestedByeRow(m);
      round[m.a] = requested
        ? { kind: 'bye', requested: true, points: requestedByePoints(requested, settings.points) }
        : { kind: 'bye' };
      continue;
    }
    if (isForfeit(outcome.choice)) {
      // Paired, not played: FIDE's tie-breaks score it as an unplayed round (C.07 article 16).
      const aWon = outcome.choice === 'forfeitA';
      round[m.a] = { kind: 'forfeit', opponent: m.b, result: aWon ? 'win' : 'loss' };
      round[m.b] = { kind: 'forfeit', opponent: m.a, result: aWon ? 'loss' : 'win' };
      continue;
    }
    round[m.a] = { kind: 'game', opponent: m.b, result: outcome.a, games: outcome.gamesA };
    round[m.b] = { kind: 'game', opponent: m.a, result: outcome.b, games: outcome.gamesB };
  }
  const players: TiebreakPlayer[] = ctx.players.map((p) => ({
    id: p.key,
    joinedRound: first.get(p.key) ?? 1,
    ...(p.active || !last.has(p.key) ? {} : { droppedAfter: last.get(p.key) }),
    ...ratingField(p),
  }));
  const event: TiebreakEvent = { players, rounds, points: settings.points, seed: ctx.config.seed };
  EVENTS.set(ctx, event);
  return event;
}

/** The rating the tie-breakers read (ARO, TPR), left out for an unrated player. */
function ratingField(p: Player): { rating?: number } {
  const r = ratingOf(p);
  return r === null ? {} : { rating: r };
}
