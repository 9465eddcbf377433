// Full Thrust qualifying tables. Game 1: random tables. Game 2: "One player at each table will move to an
// adjacent table so that everyone has a new opponent": each table's second player moves one table along.

/** A game-1 table: first and second seat; null is an empty seat (a player gone, the judge, a sitter). */
export type Seats = [string | null, string | null];

export interface Game2Tables {
  pairs: [string, string][];
  /** A player left without an opponent (odd count after drops): plays the judge or sits out. */
  alone: string | null;
}

/**
 * Game 2 from game 1's tables: players in `gone` leave, players in `incoming` take empty seats, two
 * half-empty tables merge (their players never met: each one's game-1 opponent is gone), then every
 * table's second player moves one table along (the last table's to table 1). With at least two tables
 * nobody meets their game-1 opponent: a first seat meets the next-lower table's second seat, and every
 * game-1 pair sat at one table.
 */
export function game2Tables(
  game1: readonly Seats[],
  gone: ReadonlySet<string>,
  incoming: readonly string[],
): Game2Tables {
  const tables: Seats[] = game1.map(([a, b]) => [
    a !== null && !gone.has(a) ? a : null,
    b !== null && !gone.has(b) ? b : null,
  ]);
  const queue = incoming.filter((k) => !gone.has(k));
  for (const t of tables) {
    for (const seat of [0, 1] as const)
      if (t[seat] === null && queue.length) t[seat] = queue.shift() as string;
  }
  const full: Seats[] = [];
  let half: Seats | null = null;
  for (const t of tables) {
    if (t[0] !== null && t[1] !== null) full.push(t);
    else if (t[0] !== null || t[1] !== null) {
      const p = (t[0] ?? t[1]) as string;
      if (half) {
        half[1] = p;
        full.push(half);
        half = null;
      } else half = [p, null];
    }
  }
  // Incoming players beyond the empty seats (not expected) pair with each other or fill the half table.
  for (const p of queue) {
    if (half) {
      half[1] = p;
      full.push(half);
      half = null;
    } else half = [p, null];
  }
  const n = full.length;
  const pairs: [string, string][] = full.map((t, i) => [t[0] as string, full[(i - 1 + n) % n][1] as string]);
  return { pairs, alone: half ? half[0] : null };
}

/** Round-robin tables for a small field (2 to 4 seats, in game-1 order); null is the judge or a sit-out. */
export function smallRoundRobin(seats: readonly (string | null)[], game: number): Seats[] {
  if (seats.length <= 2) return [[seats[0] ?? null, seats[1] ?? null]];
  const s = [seats[0], seats[1], seats[2], seats[3] ?? null];
  const schedule = [
    [
      [0, 1],
      [2, 3],
    ],
    [
      [0, 2],
      [1, 3],
    ],
    [
      [0, 3],
      [1, 2],
    ],
  ][(game - 1) % 3];
  return schedule.map(([x, y]) => [s[x] ?? null, s[y] ?? null] as Seats);
}
