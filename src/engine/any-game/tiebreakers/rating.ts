// FIDE's rating-based tie-breaks (Tie-Break Regulations, https://handbook.fide.com/chapter/TieBreakRegulations082024,
// section 10): ARO, the average rating of the opponents (10.1), and TPR, the tournament performance
// rating (10.2), ARO plus the rating difference dp of the player's percentage score from table 8.1(a) of
// the FIDE Rating Regulations. Which games count and how values round follow the FIDE Technical
// Commission's own tie-break server (https://github.com/TEC-FIDE/TieBreakServer, core/rating.py and
// compute_ratingperformance in core/tiebreak.py): games played over the board against a rated
// opponent; the average rounded to a whole number, .5 up; the percentage to two decimals, .5 up; no such
// game: 0. Decisions: the "Any game: ratings" section of docs/rules/DECISIONS.md.
import { entriesOf, playedOverTheBoard, type TiebreakEvent, type Values, valuesFor } from './event';

/**
 * FIDE Rating Regulations (FIDE Handbook B.02), table 8.1(a), "conversion from fractional score p into
 * rating differences dp": dp for p = 0.50, 0.51 … 1.00 (index 0 … 50); a score below 0.50 is the same
 * difference, negative. Checked against the TEC server's copy of the table (core/fidetables.py, ScoreToDp).
 */
export const DP_TABLE: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
  193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470,
  501, 538, 589, 677, 800,
];

/** dp(p) of table 8.1(a) for a fractional score p in [0, 1], p rounded to two decimals (.5 up). */
export function dp(p: number): number {
  const hundredths = Math.floor(p * 100 + 0.5 + 1e-9);
  return hundredths >= 50 ? DP_TABLE[hundredths - 50] : -DP_TABLE[50 - hundredths];
}

/** Half up, as the TEC server rounds (a float sum's last bits never tip a .5 down). */
function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

interface RatedGame {
  readonly opponentRating: number;
  /** What the player scored: 1, ½ or 0, whatever the event's points. */
  readonly score: number;
}

/** The player's games played over the board against a rated opponent. */
function ratedGames(event: TiebreakEvent, id: string): RatedGame[] {
  const rating = new Map(event.players.map((p) => [p.id, p.rating]));
  return entriesOf(event, id).flatMap((e) => {
    if (!playedOverTheBoard(e)) return [];
    const r = rating.get(e.opponent);
    if (r === undefined) return [];
    return [{ opponentRating: r, score: e.result === 'win' ? 1 : e.result === 'draw' ? 0.5 : 0 }];
  });
}

function averageRating(games: readonly RatedGame[]): number {
  return roundHalfUp(games.reduce((sum, g) => sum + g.opponentRating, 0) / games.length);
}

/** ARO: the average rating of the rated opponents met over the board, whole (.5 up); 0 with none. */
export function aro(event: TiebreakEvent): Values {
  return valuesFor(event, (id) => {
    const games = ratedGames(event, id);
    return games.length ? averageRating(games) : 0;
  });
}

/** TPR: ARO plus dp of the percentage scored in the same games; 0 with none. */
export function tpr(event: TiebreakEvent): Values {
  return valuesFor(event, (id) => {
    const games = ratedGames(event, id);
    if (!games.length) return 0;
    const p = games.reduce((sum, g) => sum + g.score, 0) / games.length;
    return averageRating(games) + dp(p);
  });
}
