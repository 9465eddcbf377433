// A deliberately naive any-game oracle, written from the rule texts quoted in
// docs/rules/any-game-tiebreakers.md and the "Any game" sections of docs/rules/DECISIONS.md. It shares no
// code with src/ (it imports nothing): it reads the Results rows, the Players tab and the Event tab's
// settings as an organizer sees them, and recomputes every player's points and tie-breaker values with
// plain loops, then the Standings order by splitting ties step by step. Players are plain names.
// Unplayed rounds as FIDE has them: chess's forfeits (1F-0F, 0F-1F; 0F-0F the double loss) and the
// requested byes (a bye row whose Result is "Half-point bye" or "Zero-point bye"), read from C.07
// article 16's definitions: "requested bye: a half-point-bye or a zero-point-bye"; "voluntary unplayed
// round ... a requested bye or a forfeit loss".

export interface OracleSettings {
  points: { win: number; draw: number; loss: number; bye: number };
  /** "Games won and drawn (2-1-0)" (true) or "One result (win, draw, loss)". */
  games: boolean;
  doubleLoss: boolean;
  /** "White and Black balanced": chess, where a double loss is the double forfeit, played by neither. */
  colours: boolean;
  /** The tie-breakers' Standings column names, in the Event tab's order (the random order is not listed). */
  tiebreakers: string[];
}

/** One Results row: columns A:H as typed (opponent 'BYE' for a bye). */
export interface OracleRow {
  round: number;
  player: string;
  opponent: string;
  playerGames: unknown;
  opponentGames: unknown;
  drawnGames: unknown;
  result: unknown;
}

export interface OraclePlayer {
  name: string;
  dropped: boolean;
  /** The Rating cell, when the Players tab has the column and the cell a rating; unrated otherwise. */
  rating?: number;
}

/**
 * FIDE Rating Regulations, table 8.1(a), p → dp for p = 0.00, 0.01 … 1.00 (the published table, read
 * both ways from 0.50).
 */
const DP_BY_HUNDREDTHS = [
  -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273,
  -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110,
  -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
  72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251,
  262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

type Res = 'W' | 'D' | 'L' | 'DL';

interface Game {
  kind: 'game';
  opponent: string;
  res: Res;
  won: number;
  lost: number;
  drawn: number;
}
/** A game paired but not played: 1F-0F or 0F-1F, "W" for the side that won it. */
interface Forfeit {
  kind: 'forfeit';
  opponent: string;
  res: 'W' | 'L';
}
/** A requested bye: "half" scores a draw's points, "zero" a loss's. */
interface Requested {
  kind: 'requested';
  half: boolean;
}
type Entry = Game | Forfeit | Requested | { kind: 'bye' } | { kind: 'absent' };

/** The requested bye a bye row's Result names, or null for the pairing's bye. */
export function requestedBye(result: unknown): 'half' | 'zero' | null {
  const t = String(result ?? '')
    .trim()
    .toLowerCase();
  return t === 'half-point bye' ? 'half' : t === 'zero-point bye' ? 'zero' : null;
}

/** Chess's forfeits: who won a game not played, from the Result alone; null for anything else. */
export function forfeitOf(result: unknown): 'player' | 'opponent' | null {
  const t = String(result ?? '')
    .trim()
    .toLowerCase();
  return t === '1f-0f' ? 'player' : t === '0f-1f' ? 'opponent' : null;
}

export const PERCENT_COLUMNS = new Set(['OMW%', 'GW%', 'OGW%', 'OWP', 'OOWP']);
/** The tie-breakers that read only the players still tied at their step. */
export const GROUP_COLUMNS = new Set(['Direct encounter', 'Head-to-head']);

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * What a row says, from its cells alone: null while incomplete or contradictory. Games mode: more games
 * won wins the match, equal games a draw ("2-0-1 ... 7 game points"); the Result may repeat it. A
 * double loss has no games; an intentional draw is 0-0-3 in games mode. One-result mode: the Result
 * word, one game for GW%.
 */
export function readRow(row: OracleRow, s: OracleSettings): [Game, Game] | null {
  const word = String(row.result ?? '')
    .trim()
    .toLowerCase();
  const noGames = blank(row.playerGames) && blank(row.opponentGames) && blank(row.drawnGames);
  const game = (opponent: string, res: Res, won: number, lost: number, drawn: number): Game => ({
    kind: 'game',
    opponent,
    res,
    won,
    lost,
    drawn,
  });
  const mirror: Record<Res, Res> = { W: 'L', L: 'W', D: 'D', DL: 'DL' };
  const both = (res: Res, w: number, l: number, d: number): [Game, Game] => [
    game(row.opponent, res, w, l, d),
    game(row.player, mirror[res], l, w, d),
  ];
  // MTR 2.4: "Intentional draws where no games were played are always reported as 0-0-3"
  // (https://blogs.magicjudges.org/rules/mtr2-4/); one-result mode has no games to report.
  if (word === 'intentional draw')
    return noGames ? (s.games ? both('D', 0, 0, 3) : both('D', 0, 0, 0)) : null;
  if (word === 'double loss' || (s.colours && word === '0f-0f'))
    return noGames && s.doubleLoss ? both('DL', 0, 0, 0) : null;
  if (!s.games) {
    if (!noGames) return null;
    if (word === 'player won') return both('W', 1, 0, 0);
    if (word === 'opponent won') return both('L', 0, 1, 0);
    if (word === 'draw') return both('D', 0, 0, 1);
    return null;
  }
  if (noGames) return null;
  const a = Number(row.playerGames);
  const b = Number(row.opponentGames);
  const d = blank(row.drawnGames) ? 0 : Number(row.drawnGames);
  if (![a, b, d].every((x) => Number.isInteger(x) && x >= 0) || a + b + d === 0) return null;
  const res: Res = a > b ? 'W' : a < b ? 'L' : 'D';
  const said = { 'player won': 'W', 'opponent won': 'L', draw: 'D' }[word];
  if (word !== '' && said !== res) return null;
  return both(res, a, b, d);
}

export interface OracleStanding {
  name: string;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** Each listed tie-breaker's value by column; a group tie-breaker only where its step had a tie. */
  values: Record<string, number | undefined>;
  /** Index of the run of players equal on everything listed (0 best); runs longer than one are random. */
  group: number;
  randomTie: boolean;
}

/** Every Players row's standing after the Swiss rows given, in the oracle's order (ties in any order). */
export function oracleStandings(
  rows: OracleRow[],
  players: OraclePlayer[],
  s: OracleSettings,
): OracleStanding[] {
  const names = players.map((p) => p.name);
  const scored = rows.filter(
    (r) => r.opponent === 'BYE' || (s.colours && forfeitOf(r.result) !== null) || readRow(r, s) !== null,
  );
  const R = scored.reduce((m, r) => Math.max(m, r.round), 0);
  const entries = new Map<string, Entry[]>(
    names.map((n) => [n, Array.from({ length: R }, () => ({ kind: 'absent' }) as Entry)]),
  );
  const firstPaired = new Map<string, number>();
  const lastPaired = new Map<string, number>();
  for (const r of rows)
    for (const n of r.opponent === 'BYE' ? [r.player] : [r.player, r.opponent]) {
      firstPaired.set(n, Math.min(firstPaired.get(n) ?? r.round, r.round));
      lastPaired.set(n, Math.max(lastPaired.get(n) ?? r.round, r.round));
    }
  for (const r of scored) {
    if (r.opponent === 'BYE') {
      const asked = requestedBye(r.result);
      (entries.get(r.player) as Entry[])[r.round - 1] = asked
        ? { kind: 'requested', half: asked === 'half' }
        : { kind: 'bye' };
      continue;
    }
    const forfeit = s.colours ? forfeitOf(r.result) : null;
    if (forfeit) {
      (entries.get(r.player) as Entry[])[r.round - 1] = {
        kind: 'forfeit',
        opponent: r.opponent,
        res: forfeit === 'player' ? 'W' : 'L',
      };
      (entries.get(r.opponent) as Entry[])[r.round - 1] = {
        kind: 'forfeit',
        opponent: r.player,
        res: forfeit === 'player' ? 'L' : 'W',
      };
      continue;
    }
    const [a, b] = readRow(r, s) as [Game, Game];
    (entries.get(r.player) as Entry[])[r.round - 1] = a;
    (entries.get(r.opponent) as Entry[])[r.round - 1] = b;
  }
  const P = s.points;
  const pointsOf = (e: Entry): number =>
    e.kind === 'bye'
      ? P.bye
      : e.kind === 'requested'
        ? e.half
          ? P.draw
          : P.loss
        : e.kind === 'absent'
          ? 0
          : e.res === 'W'
            ? P.win
            : e.res === 'D'
              ? P.draw
              : P.loss;
  const ent = (n: string) => entries.get(n) as Entry[];
  const games = (n: string) => ent(n).filter((e): e is Game => e.kind === 'game');
  const opponents = (n: string) => games(n).map((g) => g.opponent);
  const score = (n: string) => ent(n).reduce((t, e) => t + pointsOf(e), 0);
  const avg = (xs: number[], empty: number) =>
    xs.length === 0 ? empty : xs.reduce((a, b) => a + b, 0) / xs.length;
  const dropped = new Set(players.filter((p) => p.dropped).map((p) => p.name));

  // MTR Appendix C: "accumulated match points divided by the total match points possible in those
  // rounds ... If this number is lower than 0.33, use 0.33 instead"; a bye is a round played.
  const mwp = (n: string) => {
    const played = ent(n).filter((e) => e.kind !== 'absent');
    return played.length === 0 ? 0.33 : Math.max(0.33, score(n) / (played.length * P.win));
  };
  // "3 game points for each game they win and 1 point for each game that ends in a draw"; the pairing's
  // bye and a forfeit won a 2-0, a forfeit lost a 0-2 (decision); a requested bye no games at all.
  const gwp = (n: string) => {
    let gp = 0;
    let count = 0;
    for (const e of ent(n)) {
      if (e.kind === 'bye' || (e.kind === 'forfeit' && e.res === 'W')) {
        gp += 6;
        count += 2;
      } else if (e.kind === 'forfeit') {
        count += 2;
      } else if (e.kind === 'game') {
        gp += 3 * e.won + e.drawn;
        count += e.won + e.lost + e.drawn;
      }
    }
    return count === 0 ? 0.33 : Math.max(0.33, gp / (3 * count));
  };
  // Pokémon: "If any opponent had a bye, subtract 1 from the total number of rounds"; a dropped
  // opponent's rounds up to the drop; a late player's missed rounds are losses (decision); "less than
  // 25%, make it 25%"; "dropped AND ... greater than 75%, make it 75%".
  const pokemonWin = (n: string) => {
    let won = 0;
    let counted = 0;
    ent(n).forEach((e, i) => {
      const round = i + 1;
      if (dropped.has(n) && round > (lastPaired.get(n) ?? 0)) return;
      if (e.kind === 'bye' || e.kind === 'requested') return;
      if (e.kind === 'absent') {
        if (round < (firstPaired.get(n) ?? 1)) counted++;
        return;
      }
      counted++;
      if (e.res === 'W') won++;
    });
    const pct = counted === 0 ? 0.25 : Math.max(0.25, won / counted);
    return dropped.has(n) ? Math.min(0.75, pct) : pct;
  };
  const owp = (n: string) => avg(opponents(n).map(pokemonWin), 0.25);
  // FIDE: an opponent's score, with every round after the last one they did not voluntarily miss (an
  // absence, or a double loss: chess's double forfeit, played by neither) counted as a draw; the
  // player's own unplayed round (a bye, a double forfeit) a dummy opponent with the player's score (C.07
  // article 16).
  // C.07 16.1.2: "a requested bye or a forfeit loss" is a voluntary unplayed round, and so are an absence
  // ("any round after a participant withdraws is a zero-point-bye") and the double forfeit.
  const missed = (e: Entry) =>
    e.kind === 'absent' ||
    e.kind === 'requested' ||
    (e.kind === 'forfeit' && e.res === 'L') ||
    (e.kind === 'game' && e.res === 'DL');
  const adjusted = (n: string) => {
    const e = ent(n);
    let last = e.length - 1;
    while (last >= 0 && missed(e[last])) last--;
    let t = 0;
    for (let i = 0; i <= last; i++) t += pointsOf(e[i]);
    return t + (e.length - 1 - last) * P.draw;
  };
  const perRound = (n: string) =>
    ent(n).map((e) => ({
      opp: e.kind === 'game' && e.res !== 'DL' ? adjusted(e.opponent) : score(n),
      fraction: pointsOf(e) / (P.win || 1),
      voluntary: missed(e),
    }));
  const buchholz = (n: string) => perRound(n).reduce((t, v) => t + v.opp, 0);
  // "Buchholz score reduced by the lowest score of the opponents"; "voluntarily unplayed rounds will be cut first".
  const cut1 = (n: string) => {
    const v = perRound(n);
    if (v.length === 0) return 0;
    const vol = v.findIndex((x) => x.voluntary);
    let drop = vol;
    if (drop < 0) {
      drop = 0;
      for (let i = 1; i < v.length; i++) if (v[i].opp < v[drop].opp) drop = i;
    }
    return v.reduce((t, x, i) => (i === drop ? t : t + x.opp), 0);
  };
  const medianCut = (n: string) => {
    const v = perRound(n);
    const vol = v.findIndex((x) => x.voluntary);
    let rest = v.map((x) => x.opp);
    if (vol >= 0) rest.splice(vol, 1);
    else rest.sort((a, b) => a - b).shift();
    rest = rest.sort((a, b) => a - b);
    rest.pop();
    return rest.reduce((a, b) => a + b, 0);
  };
  const sb = (n: string) => perRound(n).reduce((t, v) => t + v.opp * v.fraction, 0);
  // X-Wing / Netrunner: each opponent's points per game played (byes left out), averaged.
  const perGame = (n: string) => avg(games(n).map(pointsOf), 0);
  const sos = (n: string) => avg(opponents(n).map(perGame), 0);

  // FIDE C.07 10.1 ARO, "Average Rating of Opponents", and 10.2 TPR, "Tournament Performance Rating" (ARO +
  // dp), as the FIDE Technical Commission's tie-break server counts them: games over the board against a
  // rated opponent; ARO whole, .5 up; p to the hundredth, .5 up; no such game 0.
  const ratings = new Map(players.map((p) => [p.name, p.rating]));
  const ratedGames = (n: string) =>
    games(n).filter((g) => g.res !== 'DL' && ratings.get(g.opponent) !== undefined);
  const aro = (n: string) => {
    const gs = ratedGames(n);
    if (gs.length === 0) return 0;
    const total = gs.reduce((t, g) => t + (ratings.get(g.opponent) as number), 0);
    return Math.floor(total / gs.length + 0.5 + 1e-9);
  };
  const tpr = (n: string) => {
    const gs = ratedGames(n);
    if (gs.length === 0) return 0;
    const scored = gs.reduce((t, g) => t + (g.res === 'W' ? 1 : g.res === 'D' ? 0.5 : 0), 0);
    return aro(n) + DP_BY_HUNDREDTHS[Math.floor((100 * scored) / gs.length + 0.5 + 1e-9)];
  };

  const eventWide: Record<string, (n: string) => number> = {
    ARO: aro,
    TPR: tpr,
    'OMW%': (n) => avg(opponents(n).map(mwp), 0.33),
    'GW%': gwp,
    'OGW%': (n) => avg(opponents(n).map(gwp), 0.33),
    OWP: owp,
    OOWP: (n) => avg(opponents(n).map(owp), 0.25),
    Buchholz: buchholz,
    'Buchholz Cut 1': cut1,
    'Median Buchholz': medianCut,
    'Sonneborn-Berger': sb,
    // C.07 7.1, WIN: "the number of rounds where a participant obtains, with or without playing, as many
    // points as awarded for a win" (a bye worth a win counts); 7.2, WON: "the number of games won over the board".
    Wins: (n) =>
      ent(n).filter(
        (e) =>
          ((e.kind === 'game' || e.kind === 'forfeit') && e.res === 'W') ||
          (e.kind === 'bye' && P.bye >= P.win) ||
          (e.kind === 'requested' && pointsOf(e) >= P.win),
      ).length,
    'Games won': (n) => games(n).filter((g) => g.res === 'W').length,
    SoS: sos,
    'Extended SoS': (n) => avg(opponents(n).map(sos), 0),
  };
  const within = (group: string[]) =>
    group.flatMap((n) =>
      games(n)
        .filter((g) => group.includes(g.opponent))
        .map((g) => ({ n, g })),
    );
  const groupWide: Record<string, (group: string[]) => Map<string, number>> = {
    // Direct encounter among the tied players, only when every pair of them has met (decision).
    'Direct encounter': (group) => {
      const w = within(group);
      const allMet = group.every((a) =>
        group.every((b) => a === b || w.some((x) => x.n === a && x.g.opponent === b)),
      );
      return new Map(
        group.map((n) => [n, allMet ? w.filter((x) => x.n === n).reduce((t, x) => t + pointsOf(x.g), 0) : 0]),
      );
    },
    // "any player that has played and defeated all other players with the same number of tournament
    // points is ranked above the other players" (and lost to none of them, when they met twice).
    'Head-to-head': (group) => {
      const w = within(group);
      return new Map(
        group.map((n) => {
          const beatAll = group.every(
            (o) => o === n || w.some((x) => x.n === n && x.g.opponent === o && x.g.res === 'W'),
          );
          const lostOnce = w.some((x) => x.n === n && x.g.res === 'L');
          return [n, beatAll && !lostOnce ? 1 : 0];
        }),
      );
    },
  };

  const values = new Map<string, Record<string, number | undefined>>(names.map((n) => [n, {}]));
  const splitBy = (group: string[], v: (n: string) => number): string[][] => {
    const sorted = [...group].sort((a, b) => v(b) - v(a));
    const out: string[][] = [];
    for (const n of sorted) {
      const last = out.at(-1);
      if (last && Math.abs(v(last[0]) - v(n)) < 1e-9) last.push(n);
      else out.push([n]);
    }
    return out;
  };
  let groups = splitBy(names, score);
  for (const column of s.tiebreakers) {
    groups = groups.flatMap((g) => {
      let v: (n: string) => number;
      if (GROUP_COLUMNS.has(column)) {
        if (g.length < 2) return [g];
        const m = groupWide[column](g);
        v = (n) => m.get(n) ?? 0;
      } else v = eventWide[column];
      for (const n of g) (values.get(n) as Record<string, number | undefined>)[column] = v(n);
      return g.length < 2 ? [g] : splitBy(g, v);
    });
  }
  return groups.flatMap((g, i) =>
    g.map((n) => {
      const gs = games(n);
      // The record counts a forfeit as the win or loss it scores, and both kinds of bye as byes.
      const fs = ent(n).filter((e): e is Forfeit => e.kind === 'forfeit');
      return {
        name: n,
        points: score(n),
        wins: gs.filter((x) => x.res === 'W').length + fs.filter((x) => x.res === 'W').length,
        losses:
          gs.filter((x) => x.res === 'L' || x.res === 'DL').length + fs.filter((x) => x.res === 'L').length,
        draws: gs.filter((x) => x.res === 'D').length,
        byes: ent(n).filter((e) => e.kind === 'bye' || e.kind === 'requested').length,
        values: values.get(n) as Record<string, number | undefined>,
        group: i,
        randomTie: g.length > 1,
      };
    }),
  );
}

/**
 * Whether a Standings cell shows `v`: a percentage to two places ("66.67%") or a number rounded to two.
 * A value within 1e-9 of a rounding midpoint may show either way (float sums differ in their last bits).
 */
export function shows(cell: unknown, v: number | undefined, percent: boolean): boolean {
  if (v === undefined) return cell === '';
  const scaled = percent ? v * 100 : v;
  const candidates = new Set([
    Math.round(scaled * 100),
    Math.round(scaled * 100 + 1e-6),
    Math.round(scaled * 100 - 1e-6),
  ]);
  return [...candidates].some((c) =>
    percent ? cell === `${(c / 100).toFixed(2)}%` : Number(cell) === c / 100 && typeof cell === 'number',
  );
}

// ------------------------------------------------------------------ pairing checks from Results alone

/** Every way to split `seats` into pairs (small fields only). */
function pairings(seats: string[]): [string, string][][] {
  if (seats.length === 0) return [[]];
  const [first, ...rest] = seats;
  return rest.flatMap((x, i) =>
    pairings(rest.filter((_, k) => k !== i)).map((tail) => [[first, x] as [string, string], ...tail]),
  );
}

/**
 * The fewest rematches a pairing of `active` can have once no second bye is given while a player has
 * none (the bye rule comes first): brute force, 11 players at most.
 */
export function fewestRematches(
  active: string[],
  met: (a: string, b: string) => number,
  hadBye: Set<string>,
): number {
  const options =
    active.length % 2 === 0
      ? [active]
      : active
          .filter((n) => !hadBye.has(n) || active.every((m) => hadBye.has(m)))
          .map((b) => active.filter((n) => n !== b));
  let best = Number.POSITIVE_INFINITY;
  for (const seats of options)
    for (const p of pairings(seats))
      best = Math.min(
        best,
        p.reduce((t, [a, b]) => t + met(a, b), 0),
      );
  return best;
}

/** The first cut round's pairs for seeds 1..size (1 v 8, 4 v 5, 2 v 7, 3 v 6 and the same recursion). */
export function bracketPairs(size: number): [number, number][] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  const out: [number, number][] = [];
  for (let i = 0; i < order.length; i += 2) out.push([order[i], order[i + 1]]);
  return out;
}
