// Single elimination, the cut after the Swiss rounds and an event run as elimination from the start.
// Both use the shared bracket (src/engine/bracket.ts): seeds in the standard order 1 v 8, 4 v 5, 2 v 7,
// 3 v 6 (for 8; the same recursion for 2, 4 and 16), so the top two can meet only in the final and, when
// the field is not a power of two, the byes fall to the top seeds.
import { type Bracket, buildBracket } from '../bracket';
import { seededRandom, seedFor } from '../random';
import type { CutSize } from './rounds-tables';

export interface FirstRoundGame {
  /** 1-based position in the bracket, top to bottom. */
  index: number;
  seedA: number;
  seedB: number | null;
  a: string;
  /** null: `a` has a bye into round 2. */
  b: string | null;
}

function firstRound(bracket: Bracket): FirstRoundGame[] {
  return bracket.games
    .filter((g) => g.round === 1 && g.a !== null && g.seedA !== null)
    .map((g) => ({
      index: g.index,
      seedA: g.seedA as number,
      seedB: g.seedB,
      a: g.a as string,
      b: g.bye ? null : g.b,
    }));
}

/**
 * The top-`size` cut seeded by the standings (`ranked`, best first): the first round's games in bracket
 * order. A field smaller than the cut gives a smaller bracket with byes to the top seeds.
 */
export function cutFirstRound(ranked: readonly string[], size: CutSize): FirstRoundGame[] {
  return firstRound(buildBracket(ranked.slice(0, size), () => null));
}

/** The seeds of an event run as single elimination from the start: as listed, or shuffled by the seed. */
export function eliminationSeeds(
  players: readonly string[],
  order: 'seeded' | 'random',
  eventSeed: string,
): string[] {
  return order === 'seeded'
    ? players.slice()
    : seededRandom(seedFor(eventSeed, 1, 'elimination-seeds')).shuffle(players);
}

/** Round 1 of single elimination from the start: byes to the top seeds when the field is not a power of two. */
export function eliminationFirstRound(
  players: readonly string[],
  order: 'seeded' | 'random',
  eventSeed: string,
): FirstRoundGame[] {
  return firstRound(buildBracket(eliminationSeeds(players, order, eventSeed), () => null));
}
