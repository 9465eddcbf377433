// FIDE Tie-Break Regulations (https://handbook.fide.com/chapter/TieBreakRegulations082024): Buchholz,
// Buchholz Cut 1, Median Buchholz, Sonneborn-Berger, number of wins and of games won; direct encounter is in
// head-to-head.ts because it reads only the tied group. Unplayed rounds follow the 2023/2024 reading
// the FIDE Technical Commission's own exercise (https://tec.fide.com/2024/03/18/tie-break-exercise/)
// confirms: an opponent's score is their real score, except that the rounds after they stopped playing
// count as draws; a player's own unplayed round (a bye, a forfeit, a double loss: chess's double
// forfeit) counts as a game against a dummy opponent with the player's own score; cuts remove
// voluntarily unplayed rounds first. Decisions: the "Any game:
// tie-breakers" section of docs/rules/DECISIONS.md.
import {
  entriesOf,
  entryPoints,
  isVoluntarilyUnplayed,
  memo,
  playedOverTheBoard,
  scoreOf,
  type TiebreakEvent,
  type Values,
  valuesFor,
} from './event';

/**
 * An opponent's score as it enters another player's Buchholz: the real score up to the last round the
 * opponent did not voluntarily miss, then a draw for every round after it (a withdrawal's rounds).
 */
export function adjustedScore(event: TiebreakEvent, id: string): number {
  const entries = entriesOf(event, id);
  let last = entries.length - 1;
  while (last >= 0 && isVoluntarilyUnplayed(entries[last])) last--;
  const played = entries.slice(0, last + 1).reduce((sum, e) => sum + entryPoints(e, event.points), 0);
  return played + (entries.length - 1 - last) * event.points.draw;
}

interface RoundValue {
  /** The opponent's adjusted score, or for an unplayed round the dummy opponent's (the player's own). */
  readonly opponentScore: number;
  /** What the player scored in the round, as a fraction of a win (1, ½, 0). */
  readonly fraction: number;
  /** A round the player chose not to play: cut before any other. */
  readonly voluntary: boolean;
}

/** One value per round of the event for player `id`. */
function roundValues(event: TiebreakEvent, id: string, adjusted: (id: string) => number): RoundValue[] {
  const own = scoreOf(event, id);
  const win = event.points.win || 1;
  return entriesOf(event, id).map((e) => ({
    opponentScore: playedOverTheBoard(e) ? adjusted(e.opponent) : own,
    fraction: entryPoints(e, event.points) / win,
    voluntary: isVoluntarilyUnplayed(e),
  }));
}

/** Sum of the per-round opponent scores after cutting the `low` least and `high` most significant. */
function buchholzCut(event: TiebreakEvent, low: number, high: number): Values {
  const adjusted = memo((id) => adjustedScore(event, id));
  return valuesFor(event, (id) => {
    // Least significant first: voluntarily unplayed rounds, then the lowest scores.
    const values = roundValues(event, id, adjusted).sort(
      (a, b) => Number(b.voluntary) - Number(a.voluntary) || a.opponentScore - b.opponentScore,
    );
    const kept = values.slice(low);
    if (high > 0) {
      kept.sort((a, b) => a.opponentScore - b.opponentScore);
      kept.splice(Math.max(0, kept.length - high), high);
    }
    return kept.reduce((sum, v) => sum + v.opponentScore, 0);
  });
}

/** Buchholz: the sum of the opponents' scores. */
export function buchholz(event: TiebreakEvent): Values {
  return buchholzCut(event, 0, 0);
}

/** Buchholz Cut 1: Buchholz without the least significant opponent score. */
export function buchholzCut1(event: TiebreakEvent): Values {
  return buchholzCut(event, 1, 0);
}

/** Median Buchholz: Buchholz without the highest and the least significant. */
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

/**
 * Number of wins (WIN, C.07 article 7.1): "the number of rounds where a participant obtains, with or
 * without playing, as many points as awarded for a win": a game won, a forfeit won, a bye worth a win.
 */
export function wins(event: TiebreakEvent): Values {
  const win = event.points.win;
  return valuesFor(
    event,
    (id) =>
      entriesOf(event, id).filter(
        (e) =>
          (e.kind === 'game' && e.result === 'win') ||
          (e.kind === 'forfeit' && e.result === 'win') ||
          (e.kind === 'bye' && entryPoints(e, event.points) >= win),
      ).length,
  );
}

/** Number of games won (WON, C.07 article 7.2): "the number of games won over the board". */
export function gamesWon(event: TiebreakEvent): Values {
  return valuesFor(
    event,
    (id) => entriesOf(event, id).filter((e) => e.kind === 'game' && e.result === 'win').length,
  );
}
