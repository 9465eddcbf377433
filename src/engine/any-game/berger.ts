// Round robin by the Berger tables (http://c.w.fox.tripod.com/chess/berger.html), computed rather than
// typed. For n players (n even; an odd field adds a bye as number n):
// let m = n - 1 and p the player who meets n in round r: p = (r + 1) / 2 in odd rounds, n / 2 + r / 2 in
// even ones. Board 1 is p v n (p has White in odd rounds, n in even ones); board j + 1 (j = 1 .. n/2 - 1)
// is p + j (White) v p - j (Black), numbers taken mod m into 1..m. This reproduces the published rows,
// e.g. for 8: round 1 "1-8, 2-7, 3-6, 4-5", round 2 "8-5, 6-4, 7-3, 1-2".
// Double round robin: the second cycle repeats the first with colours reversed, and "the last two rounds
// of the first half of the schedule be switched, in order to avoid giving a player three consecutive games
// with the same colour" (the same page).

export interface BergerGame {
  /** 1-based board, as the table lists it. */
  board: number;
  /** Player numbers 1..N; `white` is the first named ("1-8": 1 has White). */
  white: number;
  black: number;
}

export interface BergerRound {
  round: number;
  games: BergerGame[];
  /** Odd N: the number paired with the bye this round (the table's highest number), else null. */
  bye: number | null;
}

/** Rounds of one cycle: N - 1 for even N, N for odd N. */
export function bergerCycleLength(players: number): number {
  if (players < 2) return 0;
  return players % 2 === 0 ? players - 1 : players;
}

function wrap(x: number, m: number): number {
  return ((((x - 1) % m) + m) % m) + 1;
}

/** One round (1-based) of a single cycle for `players`. */
export function bergerRound(players: number, round: number): BergerRound {
  const length = bergerCycleLength(players);
  if (length === 0 || round < 1 || round > length) return { round, games: [], bye: null };
  const n = players % 2 === 0 ? players : players + 1;
  const m = n - 1;
  const p = round % 2 === 1 ? (round + 1) / 2 : n / 2 + round / 2;
  const pairs: [number, number][] = [round % 2 === 1 ? [p, n] : [n, p]];
  for (let j = 1; j < n / 2; j++) pairs.push([wrap(p + j, m), wrap(p - j, m)]);
  const ghost = players % 2 === 1 ? n : null;
  const games: BergerGame[] = [];
  let bye: number | null = null;
  for (const [white, black] of pairs) {
    if (white === ghost || black === ghost) bye = white === ghost ? black : white;
    else games.push({ board: games.length + 1, white, black });
  }
  return { round, games, bye };
}

/** Every round: one cycle, or two (`double`) with the first cycle's last two rounds switched. */
export function bergerSchedule(players: number, double = false): BergerRound[] {
  const length = bergerCycleLength(players);
  const first: BergerRound[] = [];
  for (let r = 1; r <= length; r++) first.push(bergerRound(players, r));
  if (!double) return first;
  if (length >= 2) [first[length - 2], first[length - 1]] = [first[length - 1], first[length - 2]];
  const second = first.map((r) => ({
    ...r,
    games: r.games.map((g) => ({ board: g.board, white: g.black, black: g.white })),
  }));
  return [...first, ...second].map((r, i) => ({ ...r, round: i + 1 }));
}
