// A player's rating (chess's Elo): the optional Rating column of the Players tab, and the orders that
// read it. Setup does not write the column; it is read when the organizer types the header (the
// "Any game: ratings" section of docs/rules/DECISIONS.md).
import { type ColumnSpec, isBlank, type Player, toNumber } from '../format';

export const RATING_KEY = 'rating';

/** FIDE ratings run from 1400 (the floor) to under 2900; 3500 leaves room for any national scale. */
export const RATING_MAX = 3500;

export const RATING_COLUMN: ColumnSpec = {
  key: RATING_KEY,
  header: 'Rating',
  kind: 'number',
  min: 0,
  max: RATING_MAX,
  whole: true,
  width: 80,
  help: "The player's rating (FIDE or national Elo); blank: unrated. Chess pairs round 1 by it, and the ARO and TPR tie-breakers read it.",
};

/** The rating typed for `player`, or null when unrated (blank, or a cell the Players check refuses). */
export function ratingOf(player: Player): number | null {
  const value = player.fields[RATING_KEY];
  if (isBlank(value)) return null;
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= RATING_MAX ? n : null;
}

/** Whether any player has a rating typed. */
export function anyRated(players: readonly Player[]): boolean {
  return players.some((p) => ratingOf(p) !== null);
}

/**
 * `players` by rating, highest first; the unrated after the rated, and players of equal rating (or
 * both unrated) in Players order.
 */
export function byRating(players: readonly Player[]): Player[] {
  const key = (p: Player) => ratingOf(p) ?? -1;
  return [...players].sort((x, y) => key(y) - key(x) || x.listIndex - y.listIndex);
}
