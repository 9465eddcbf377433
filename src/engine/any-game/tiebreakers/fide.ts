// FIDE Tie-Break Regulations (https://handbook.fide.com/chapter/TieBreakRegulations082024): Buchholz,
// Buchholz Cut 1, Median Buchholz, Sonneborn-Berger and number of wins; direct encounter is in
// head-to-head.ts because it reads only the tied group. Unplayed rounds (a bye, a forfeit, a round
// missed, a round before a late entry or after a drop) follow the "dummy opponent" reading set out in
// the "Any game: tie-breakers" section of docs/rules/DECISIONS.md.
import { entriesOf, entryPoints, memo, scoreOf, type TiebreakEvent, type Values, valuesFor } from './event';

/**
 * An opponent's score as it enters another player's Buchholz: each of the opponent's own unplayed
 * rounds counts as a draw ("all unplayed games in which players are indirectly involved ... are
 * considered to have been drawn").
 */
export function adjustedScore(event: TiebreakEvent, id: string): number {
  return entriesOf(event, id).reduce(
    (sum, e) => sum + (e.kind === 'game' ? entryPoints(e, event.points) : event.points.draw),
    0,
  );
}

interface RoundValue {
  /** The opponent's adjusted score, or for an unplayed round the dummy opponent's (the player's own). */
  readonly opponentScore: number;
  /** What the player scored in the round, as a fraction of a win (1, ½, 0). */
  readonly fraction: number;
}

/** One value per round of the event for player `id`. */
function roundValues(event: TiebreakEvent, id: string, adjusted: (id: string) => number): RoundValue[] {
  const own = scoreOf(event, id);
  const win = event.points.win || 1;
  return entriesOf(event, id).map((e) => ({
    opponentScore: e.kind === 'game' ? adjusted(e.opponent) : own,
    fraction: entryPoints(e, event.points) / win,
  }));
}

/** Sum of the per-round opponent scores after dropping the `low` lowest and `high` highest. */
function buchholzCut(event: TiebreakEvent, low: number, high: number): Values {
  const adjusted = memo((id) => adjustedScore(event, id));
  return valuesFor(event, (id) => {
    const scores = roundValues(event, id, adjusted)
      .map((v) => v.opponentScore)
      .sort((a, b) => a - b);
    return scores.slice(low, Math.max(low, scores.length - high)).reduce((a, b) => a + b, 0);
  });
}

/** Buchholz: the sum of the opponents' scores. */
export function buchholz(event: TiebreakEvent): Values {
  return buchholzCut(event, 0, 0);
}

/** Buchholz Cut 1: Buchholz without the lowest opponent's score. */
export function buchholzCut1(event: TiebreakEvent): Values {
  return buchholzCut(event, 1, 0);
}

/** Median Buchholz: Buchholz without the highest and the lowest. */
export function medianBuchholz(event: TiebreakEvent): Values {
  return buchholzCut(event, 1, 1);
}

/** Sonneborn-Berger: each opponent's score times what the player scored against them. */
export function sonnebornBerger(event: TiebreakEvent): Values {
  const adjusted = memo((id) => adjustedScore(event, id));
  return valuesFor(event, (id) =>
    roundValues(event, id, adjusted).reduce((sum, v) => sum + v.opponentScore * v.fraction, 0),
  );
}

/** Number of wins: games won over the board (a bye or a forfeit win is not a game won; decision). */
export function wins(event: TiebreakEvent): Values {
  return valuesFor(
    event,
    (id) => entriesOf(event, id).filter((e) => e.kind === 'game' && e.result === 'win').length,
  );
}
