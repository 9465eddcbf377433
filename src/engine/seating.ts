// A seating list before round 1 (sealed deck's deck construction): every active player once, in an
// order drawn from the event seed. The players are put in a fixed order (by name key) before the
// shuffle, so the same players and seed always give the same seats, however the Players rows are
// sorted, and a changed list of players gives a new draw.
import type { FormatContext } from './format';
import { seededRandom } from './random';

export interface Seating {
  /** The seed text the order was drawn with, as the Log records it. */
  seed: string;
  /** Player keys, seat 1 first. */
  seats: string[];
}

/** The seed text of the seating draw: its own purpose, so it never repeats round 1's shuffle. */
export function seatingSeed(eventSeed: string): string {
  return `${eventSeed}:seating`;
}

export function seatPlayers(ctx: FormatContext): Seating {
  const keys = ctx.players
    .filter((p) => p.active)
    .map((p) => p.key)
    // A plain code-unit order: the same on every engine and in every locale.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const seed = seatingSeed(ctx.config.seed);
  return { seed, seats: seededRandom(seed).shuffle(keys) };
}
