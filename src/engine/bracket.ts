// Single elimination, shared by the arrow/target tie playoff and the Full Thrust cut. Seeds are placed
// in the standard order (1 v 8, 4 v 5, 2 v 7, 3 v 6 ...) so byes, when the field is not a power of two,
// fall to the top seeds and the top two can only meet in the final.
import type { Match } from './format';

export interface BracketGame {
  /** 1-based round of the bracket (1 = first round). */
  round: number;
  /** 1-based position of the game within its round, top to bottom. */
  index: number;
  /** Seed numbers (1-based) of the two sides; null where a side is not known yet or is a bye. */
  seedA: number | null;
  seedB: number | null;
  a: string | null;
  b: string | null;
  /** A bye game: `a` advances without playing. */
  bye: boolean;
  winner: string | null;
}

export interface Bracket {
  size: number;
  rounds: number;
  games: BracketGame[];
  champion: string | null;
}

/** Seed numbers in bracket position order for a power-of-two size: [1, 4, 2, 3] for 4. */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

export function bracketSize(players: number): number {
  let size = 1;
  while (size < players) size *= 2;
  return size;
}

/**
 * Builds the bracket for `seeds` (best first) and advances winners as far as `winnerOf` knows them.
 * `winnerOf` returns the recorded winner's key for a game between a and b, or null if not played yet.
 */
export function buildBracket(
  seeds: readonly string[],
  winnerOf: (game: { round: number; index: number; a: string; b: string }) => string | null,
): Bracket {
  const size = bracketSize(Math.max(seeds.length, 1));
  const rounds = Math.round(Math.log2(size));
  const games: BracketGame[] = [];
  const positions = seedPositions(size);
  let slots: { seed: number | null; key: string | null }[] = positions.map((s) => ({
    seed: s <= seeds.length ? s : null,
    key: s <= seeds.length ? seeds[s - 1] : null,
  }));
  if (seeds.length === 1) return { size: 1, rounds: 0, games: [], champion: seeds[0] };
  for (let round = 1; round <= rounds; round++) {
    const next: typeof slots = [];
    for (let i = 0; i < slots.length; i += 2) {
      const top = slots[i];
      const bottom = slots[i + 1];
      const bye = round === 1 && (top.key === null) !== (bottom.key === null);
      let winner: string | null = null;
      if (bye) winner = top.key ?? bottom.key;
      else if (top.key && bottom.key) {
        const w = winnerOf({ round, index: i / 2 + 1, a: top.key, b: bottom.key });
        winner = w === top.key || w === bottom.key ? w : null;
      }
      const first = top.key !== null ? top : bottom;
      const second = top.key !== null ? bottom : top;
      games.push({
        round,
        index: i / 2 + 1,
        seedA: bye ? first.seed : top.seed,
        seedB: bye ? null : bottom.seed,
        a: bye ? first.key : top.key,
        b: bye ? null : bottom.key,
        bye,
        winner,
      });
      next.push(
        winner === null
          ? { seed: null, key: null }
          : winner === top.key
            ? top
            : second.key === winner
              ? second
              : first,
      );
    }
    slots = next;
  }
  return { size, rounds, games, champion: slots[0]?.key ?? null };
}

/** Whether a Results row (or bracket game) seats the players `a` and `b`, either way round. */
export function isGameBetween(
  row: { a: string | null; b: string | null },
  a: string | null,
  b: string | null,
): boolean {
  return (row.a === a && row.b === b) || (row.a === b && row.b === a);
}

/**
 * Whether `a` v `b` is a game of bracket round `round` (1-based). A Results row of that round whose players
 * were swapped by hand with another game's is not, and its result can never advance anyone.
 */
export function isBracketGame(bracket: Bracket, round: number, a: string, b: string): boolean {
  return bracket.games.some((g) => g.round === round && isGameBetween(g, a, b));
}

/**
 * A bracket game with no result whose player has dropped ("a dropped player is never paired again"): the
 * walkover row already on Results (a BYE row of that round) decides, else the player still in advances;
 * if both have dropped, the higher seed (`a`) advances on paper so the bracket can still finish.
 */
export function walkover(
  matches: readonly Match[],
  round: number,
  a: string,
  b: string,
  active: ReadonlySet<string>,
): string | null {
  const recorded = matches.find((m) => m.round === round && m.b === null && (m.a === a || m.a === b));
  if (recorded) return recorded.a;
  if (active.has(a) && active.has(b)) return null;
  return active.has(b) && !active.has(a) ? b : a;
}
