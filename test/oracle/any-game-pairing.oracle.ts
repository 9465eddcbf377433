// A naive restatement of the any-game Swiss pairing rules (docs/rules/any-game-pairing.md), sharing no
// code with src/: every way to pair the field (the bye as one more seat when the count is odd) is listed,
// each is scored on the rules in their order of precedence, and the best score is the one any correct
// pairing must reach. Small fields only (10 seats: 945 pairings).

export interface OPlayer {
  id: string;
  points: number;
  byes: number;
  /** Every past opponent, once per game. */
  met: string[];
  /** 'W' / 'B' of every played game, oldest first. */
  colours: string[];
}

export const BYE = '(bye)';

/** Every way to split `seats` into pairs. */
export function allPairings(seats: string[]): [string, string][][] {
  if (seats.length === 0) return [[]];
  const [first, ...rest] = seats;
  const out: [string, string][][] = [];
  for (let i = 0; i < rest.length; i++) {
    const others = rest.filter((_, k) => k !== i);
    for (const tail of allPairings(others)) out.push([[first, rest[i]], ...tail]);
  }
  return out;
}

/** FIDE C.04.1 (f) and (g), restated: no third colour in a row, and |W - B| at most 2 after the game. */
export function colourOk(history: string[], colour: string): boolean {
  const after = [...history, colour];
  const w = after.filter((c) => c === 'W').length;
  const b = after.length - w;
  const tail = after.slice(-3);
  return Math.abs(w - b) <= 2 && !(tail.length === 3 && tail.every((c) => c === colour));
}

export function seatable(a: OPlayer, b: OPlayer): boolean {
  return (
    (colourOk(a.colours, 'W') && colourOk(b.colours, 'B')) ||
    (colourOk(a.colours, 'B') && colourOk(b.colours, 'W'))
  );
}

/**
 * FIDE C.04.1 (h), restated: a player who has had one colour more wants the other (strongly); with colours
 * level, the one they did not have last (mildly); with no game, nothing.
 */
export function wants(history: string[]): { colour: string; strong: boolean } | null {
  const w = history.filter((c) => c === 'W').length;
  const b = history.length - w;
  if (w > b) return { colour: 'B', strong: true };
  if (b > w) return { colour: 'W', strong: true };
  if (!history.length) return null;
  return { colour: history[history.length - 1] === 'W' ? 'B' : 'W', strong: false };
}

/**
 * The due colours left unmet at a board, [strong, all]: over the seatings the colour rule allows (both
 * when it allows both or neither), the one leaving the fewest strong, then the fewest in all.
 */
export function unmet(a: OPlayer, b: OPlayer): [number, number] {
  const options: [number, number][] = [];
  for (const [ca, cb] of [
    ['W', 'B'],
    ['B', 'W'],
  ]) {
    const ok = colourOk(a.colours, ca) && colourOk(b.colours, cb);
    const other =
      ca === 'W'
        ? colourOk(a.colours, 'B') && colourOk(b.colours, 'W')
        : colourOk(a.colours, 'W') && colourOk(b.colours, 'B');
    if (!ok && other) continue;
    let strong = 0;
    let all = 0;
    for (const [p, got] of [
      [a, ca],
      [b, cb],
    ] as const) {
      const want = wants(p.colours);
      if (want && want.colour !== got) {
        all++;
        if (want.strong) strong++;
      }
    }
    options.push([strong, all]);
  }
  options.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return options[0];
}

/**
 * The score of one pairing, compared left to right, smaller better: second byes, rematches, pairs the
 * colour rule cannot seat (chess), how far from the bottom the bye is, squared point-group gaps, the due
 * colours left unmet (chess: strong ones, then all), pairs of two players who both had a bye, standings
 * places skipped between partners.
 * Chess orders the groups the Dutch system's way instead: after the colour rule, for each boundary between
 * point groups from the top (the bye a pairing with a group one below the lowest), the pairs reaching
 * across it; then the squared gaps, the bye counted one group below the lowest; then the due colours;
 * then the bye's distance from the bottom; then the rest as above.
 */
export function score(ranked: OPlayer[], pairing: [string, string][], colours: boolean): number[] {
  const rank = new Map(ranked.map((p, i) => [p.id, i]));
  const byId = new Map(ranked.map((p) => [p.id, p]));
  const distinct = [...new Set(ranked.map((p) => p.points))].sort((x, y) => y - x);
  const group = (p: OPlayer) => distinct.indexOf(p.points);
  const s = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const boundaries = distinct.length - 1 + (ranked.length % 2);
  const across: number[] = new Array(colours ? boundaries : 0).fill(0);
  const cross = (upper: number, lower: number) => {
    for (let k = Math.min(upper, lower); k < Math.max(upper, lower); k++) across[k]++;
  };
  for (const [x, y] of pairing) {
    if (x === BYE || y === BYE) {
      const p = byId.get(x === BYE ? y : x) as OPlayer;
      s[0] += p.byes;
      s[3] += ranked.length - 1 - (rank.get(p.id) as number);
      if (colours) {
        cross(group(p), distinct.length);
        s[4] += (distinct.length - group(p)) ** 2;
      }
      continue;
    }
    const a = byId.get(x) as OPlayer;
    const b = byId.get(y) as OPlayer;
    s[1] += a.met.filter((m) => m === b.id).length;
    if (colours && !seatable(a, b)) s[2] += 1;
    s[4] += (group(a) - group(b)) ** 2;
    if (colours) {
      cross(group(a), group(b));
      const [strong, all] = unmet(a, b);
      s[5] += strong;
      s[6] += all;
    }
    if (a.byes > 0 && b.byes > 0) s[7] += 1;
    s[8] += Math.abs((rank.get(x) as number) - (rank.get(y) as number)) - 1;
  }
  return colours ? [s[0], s[1], s[2], ...across, s[4], s[5], s[6], s[3], s[7], s[8]] : s;
}

/** Where the bye's distance from the bottom stands in `score`'s list. */
export function byeRankAt(ranked: OPlayer[], colours: boolean): number {
  if (!colours) return 3;
  const groups = new Set(ranked.map((p) => p.points)).size;
  return 6 + groups - 1 + (ranked.length % 2);
}

export function compare(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The best score over every pairing, and every pairing that reaches it. */
export function best(
  ranked: OPlayer[],
  colours: boolean,
): { score: number[]; pairings: [string, string][][] } {
  const seats = ranked.map((p) => p.id);
  if (seats.length % 2 === 1) seats.push(BYE);
  let top: number[] | null = null;
  let pairings: [string, string][][] = [];
  for (const p of allPairings(seats)) {
    const s = score(ranked, p, colours);
    const c = top === null ? -1 : compare(s, top);
    if (c < 0) {
      top = s;
      pairings = [p];
    } else if (c === 0) pairings.push(p);
  }
  return { score: top ?? [], pairings };
}
