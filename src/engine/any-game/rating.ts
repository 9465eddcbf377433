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

/** Values closer than this are equal (as src/engine/any-game/tiebreakers/rank.ts compares them). */
const EPSILON = 1e-9;

interface Ranked {
  readonly id: string;
  /** Each ranking step's value, the random order's ('random') among them. */
  readonly values: Readonly<Partial<Record<string, number>>>;
}

/** Whether two ranked players are level on every step but the random order. */
function levelButRandom(x: Ranked, y: Ranked): boolean {
  const steps = new Set([...Object.keys(x.values), ...Object.keys(y.values)]);
  steps.delete('random');
  for (const s of steps) if (Math.abs((x.values[s] ?? 0) - (y.values[s] ?? 0)) >= EPSILON) return false;
  return true;
}

/**
 * `ranked` (best first) with the rating before the random order: each run of neighbours level on the
 * points and every tie-breaker is put in rating order, highest first; equal ratings and the unrated (after
 * the rated) keep the random order among themselves.
 */
export function ratingBeforeRandom<T extends Ranked>(
  ranked: readonly T[],
  rating: (id: string) => number | null,
): T[] {
  const out: T[] = [];
  let run: T[] = [];
  const flush = () => {
    const key = (p: T) => rating(p.id) ?? -1;
    // Array.prototype.sort is stable: equal keys keep the random order.
    out.push(...run.sort((x, y) => key(y) - key(x)));
    run = [];
  };
  for (const p of ranked) {
    if (run.length && !levelButRandom(run[run.length - 1], p)) flush();
    run.push(p);
  }
  flush();
  return out;
}
