// The arrow/target round-robin rotation (docs/rules/arrow-target.md), pure and shared.
// "In the first round, each player is given a number 1 through N. In each round, the player's number
// increases by 1. If their number is N, their number becomes 1 instead. Player 1 sits out the round.
// Otherwise, if the player is numbered x, their opponent is the player numbered N + 2 - x."
// Odd numbers are targets, even numbers arrows. Players are identified by their START number (their
// number in round 1); each game also carries the numbers the players hold in that round.
//
// Even N (docs/rules/DECISIONS.md): N-1 rounds of the odd schedule for players 1..N-1, and player N plays
// whoever would sit out: player N is the target in odd rounds and the arrow in even rounds.

export interface ScheduledGame {
  /** 1-based table: arrows numbered 2, 4, 6 ... in order, the fixed player's game (even N) last. */
  table: number;
  /** Start numbers (the player's identity). */
  arrow: number;
  target: number;
  /** The numbers the two players hold this round. */
  arrowNumber: number;
  targetNumber: number;
  /** Even N only: the game of player N against whoever would sit out. */
  fixed: boolean;
}

export interface ScheduledRound {
  round: number;
  games: ScheduledGame[];
  /** Start number of the player sitting out, or null (even N). */
  sitsOut: number | null;
}

/** Rounds in the schedule: N for odd N, N-1 for even N. */
export function scheduleLength(players: number): number {
  if (players < 2) return 0;
  return players % 2 === 1 ? players : players - 1;
}

/** The number a player with `start` holds in `round` of an odd schedule of `n` players. */
export function numberInRound(start: number, round: number, n: number): number {
  return ((start - 1 + round - 1) % n) + 1;
}

/** The start number of whoever holds `number` in `round` of an odd schedule of `n` players. */
export function startOf(number: number, round: number, n: number): number {
  return ((((number - 1 - (round - 1)) % n) + n) % n) + 1;
}

/** One round of the schedule for `players` (any count from 2). */
export function scheduleRound(players: number, round: number): ScheduledRound {
  const length = scheduleLength(players);
  if (length === 0 || round < 1 || round > length) return { round, games: [], sitsOut: null };
  const even = players % 2 === 0;
  const n = even ? players - 1 : players;
  const games: ScheduledGame[] = [];
  for (let x = 2; x < n; x += 2) {
    const y = n + 2 - x;
    games.push({
      table: games.length + 1,
      arrow: startOf(x, round, n),
      target: startOf(y, round, n),
      arrowNumber: x,
      targetNumber: y,
      fixed: false,
    });
  }
  const sitter = startOf(1, round, n);
  if (!even) return { round, games, sitsOut: sitter };
  // Player N plays whoever would sit out: target in odd rounds, arrow in even rounds.
  const fixedIsTarget = round % 2 === 1;
  games.push({
    table: games.length + 1,
    arrow: fixedIsTarget ? sitter : players,
    target: fixedIsTarget ? players : sitter,
    arrowNumber: fixedIsTarget ? 1 : players,
    targetNumber: fixedIsTarget ? players : 1,
    fixed: true,
  });
  return { round, games, sitsOut: null };
}

/** Every round of the schedule. */
export function fullSchedule(players: number): ScheduledRound[] {
  const out: ScheduledRound[] = [];
  for (let r = 1; r <= scheduleLength(players); r++) out.push(scheduleRound(players, r));
  return out;
}
