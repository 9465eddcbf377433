// Oracles for the season engine (src/engine/season/), sharing no code with src/ (this file imports
// nothing from it): an Elo written straight from the FIDE Rating Regulations effective from 1 March 2024
// (8.1.2's table as printed, 8.3.1-8.3.4), a league table written from the rules in
// docs/rules/season.md, and Glicko-2 by the glicko2 npm package (glicko2js, pinned as a dev dependency),
// an implementation of Glickman's paper kept by others.
import glicko2 from 'glicko2';

export interface OracleGame {
  player: string;
  opponent: string;
  score: number;
}

// ------------------------------------------------------------------ Elo

/** Table 8.1.2 as FIDE prints it: "Rtg Dif", "H", "L". */
const TABLE = `0-3 .50 .50
4-10 .51 .49
11-17 .52 .48
18-25 .53 .47
26-32 .54 .46
33-39 .55 .45
40-46 .56 .44
47-53 .57 .43
54-61 .58 .42
62-68 .59 .41
69-76 .60 .40
77-83 .61 .39
84-91 .62 .38
92-98 .63 .37
99-106 .64 .36
107-113 .65 .35
114-121 .66 .34
122-129 .67 .33
130-137 .68 .32
138-145 .69 .31
146-153 .70 .30
154-162 .71 .29
163-170 .72 .28
171-179 .73 .27
180-188 .74 .26
189-197 .75 .25
198-206 .76 .24
207-215 .77 .23
216-225 .78 .22
226-235 .79 .21
236-245 .80 .20
246-256 .81 .19
257-267 .82 .18
268-278 .83 .17
279-290 .84 .16
291-302 .85 .15
303-315 .86 .14
316-328 .87 .13
329-344 .88 .12
345-357 .89 .11
358-374 .90 .10
375-391 .91 .09
392-411 .92 .08
412-432 .93 .07
433-456 .94 .06
457-484 .95 .05
485-517 .96 .04
518-559 .97 .03
560-619 .98 .02
620-735 .99 .01
736-9999 1.00 .00`;

const ROWS = TABLE.split('\n').map((line) => {
  const [range, h, l] = line.split(' ');
  const [lo, hi] = range.split('-').map(Number);
  return { lo, hi, h: Math.round(Number(h) * 100), l: Math.round(Number(l) * 100) };
});

/** PD in hundredths for a player rated `mine` against `theirs` (8.3.1, 8.3.2 a). */
export function oraclePD(mine: number, theirs: number): number {
  let d = Math.abs(mine - theirs);
  // "A difference in rating of more than 400 points shall be counted ... as ... 400 points."
  if (d > 400) d = 400;
  const row = ROWS.find((r) => r.lo <= d && d <= r.hi);
  if (!row) throw new Error(`no row for ${d}`);
  return mine >= theirs ? row.h : row.l;
}

export interface OracleEloOptions {
  k: 'fide' | number;
  initialRating: number;
  known: Record<string, { rating: number; games: number; reached2400?: boolean }>;
}

export interface OracleEloRow {
  player: string;
  before: number;
  rating: number;
  change: number;
  k: number;
  played: number;
  games: number;
}

/** Each event in turn; every player seen so far (known first, then by first game) has a row. */
export function oracleElo(events: OracleGame[][], o: OracleEloOptions): OracleEloRow[][] {
  const order: string[] = [];
  const rating: Record<string, number> = {};
  const games: Record<string, number> = {};
  const reached: Record<string, boolean> = {};
  for (const name of Object.keys(o.known)) {
    order.push(name);
    rating[name] = o.known[name].rating;
    games[name] = o.known[name].games;
    reached[name] = o.known[name].reached2400 ?? o.known[name].rating >= 2400;
  }
  const out: OracleEloRow[][] = [];
  for (const event of events) {
    for (const g of event) {
      for (const name of [g.player, g.opponent]) {
        if (!order.includes(name)) {
          order.push(name);
          rating[name] = o.initialRating;
          games[name] = 0;
          reached[name] = o.initialRating >= 2400;
        }
      }
    }
    const rows: OracleEloRow[] = [];
    for (const name of order) {
      // 8.3.2 b-c: ΔR = score − PD per game, ΣΔR over the event; in hundredths.
      let sum = 0;
      let n = 0;
      for (const g of event) {
        if (g.player === name) {
          sum += Math.round(g.score * 100) - oraclePD(rating[name], rating[g.opponent]);
          n++;
        } else if (g.opponent === name) {
          sum += Math.round((1 - g.score) * 100) - oraclePD(rating[name], rating[g.player]);
          n++;
        }
      }
      let k = 0;
      if (n > 0) {
        if (o.k !== 'fide') k = o.k;
        else {
          // 8.3.3
          if (games[name] < 30) k = 40;
          else if (reached[name]) k = 10;
          else k = 20;
          while (k * n > 700) k--;
        }
      }
      // 8.3.2 d and 8.3.4: ΣΔR × K, "rounded to the nearest whole number. 0.5 is rounded away from zero."
      const exact = (k * sum) / 100;
      const change = exact < 0 ? -Math.round(-exact) : Math.round(exact);
      rows.push({
        player: name,
        before: rating[name],
        rating: rating[name] + change,
        change: change === 0 ? 0 : change,
        k,
        played: n,
        games: games[name] + n,
      });
    }
    for (const r of rows) {
      rating[r.player] = r.rating;
      games[r.player] = r.games;
      if (r.rating >= 2400) reached[r.player] = true;
    }
    out.push(rows);
  }
  return out;
}

// ------------------------------------------------------------------ Glicko-2

export interface OracleGlickoRating {
  rating: number;
  rd: number;
  volatility: number;
}

/** Every player's rating after each event by the glicko2 package, one instance for the season. */
export function oracleGlicko2(
  events: OracleGame[][],
  tau: number,
  initial: OracleGlickoRating,
  known: Record<string, OracleGlickoRating>,
): Record<string, OracleGlickoRating>[] {
  const system = new glicko2.Glicko2({
    tau,
    rating: initial.rating,
    rd: initial.rd,
    vol: initial.volatility,
  });
  const players = new Map<string, ReturnType<typeof system.makePlayer>>();
  for (const [name, r] of Object.entries(known)) {
    players.set(name, system.makePlayer(r.rating, r.rd, r.volatility));
  }
  return events.map((event) => {
    for (const g of event) {
      for (const name of [g.player, g.opponent]) {
        if (!players.has(name))
          players.set(name, system.makePlayer(initial.rating, initial.rd, initial.volatility));
      }
    }
    system.updateRatings(
      event.map((g) => [players.get(g.player), players.get(g.opponent), g.score] as [never, never, number]),
    );
    const after: Record<string, OracleGlickoRating> = {};
    for (const [name, p] of players)
      after[name] = { rating: p.getRating(), rd: p.getRd(), volatility: p.getVol() };
    return after;
  });
}

// ------------------------------------------------------------------ league

export interface OracleEntry {
  player: string;
  place: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface OracleLeagueOptions {
  attend: number;
  win: number;
  draw: number;
  loss: number;
  byPlace: number[];
  best: number | undefined;
  minEvents: number;
  /** After league points, in order: more events played, more match wins, more points per event; default the first two. */
  tieBreakers?: ('events' | 'wins' | 'perEvent')[];
}

export interface OracleLeagueRow {
  rank: number | null;
  player: string;
  points: number;
  events: number;
  perEvent: number;
}

/**
 * The table: points per event (attend + each match + the place's points), the best N summed; ranked
 * players are those with at least the minimum of events; a player's rank is 1 + the ranked players
 * ahead of them by points, then the tie-breakers in order (events, then wins, unless others are given);
 * the name only orders players of one rank.
 */
export function oracleLeague(events: OracleEntry[][], o: OracleLeagueOptions): OracleLeagueRow[] {
  const scores: Record<string, number[]> = {};
  const wins: Record<string, number> = {};
  for (const event of events) {
    for (const e of event) {
      const place = e.place <= o.byPlace.length ? o.byPlace[e.place - 1] : 0;
      const pts = o.attend + e.wins * o.win + e.draws * o.draw + e.losses * o.loss + place;
      scores[e.player] = [...(scores[e.player] ?? []), pts];
      wins[e.player] = (wins[e.player] ?? 0) + e.wins;
    }
  }
  const all = Object.keys(scores).map((player) => {
    const sorted = [...scores[player]].sort((a, b) => b - a);
    const kept = o.best === undefined ? sorted : sorted.slice(0, o.best);
    let points = 0;
    for (const x of kept) points += x;
    return {
      player,
      points,
      events: scores[player].length,
      wins: wins[player],
      perEvent: points / kept.length,
    };
  });
  type P = (typeof all)[number];
  // "Ahead": more league points, or equal and more by the first tie-breaker that tells them apart.
  const ahead = (a: P, b: P) => {
    if (a.points !== b.points) return a.points > b.points;
    for (const t of o.tieBreakers ?? ['events', 'wins']) if (a[t] !== b[t]) return a[t] > b[t];
    return false;
  };
  const ranked = all.filter((p) => p.events >= o.minEvents);
  const unranked = all.filter((p) => p.events < o.minEvents);
  const rankOf = (p: P, among: P[]) => 1 + among.filter((q) => ahead(q, p)).length;
  const byRankThenName = (among: P[]) =>
    [...among].sort((a, b) => rankOf(a, among) - rankOf(b, among) || (a.player < b.player ? -1 : 1));
  return [
    ...byRankThenName(ranked).map((p) => ({ rank: rankOf(p, ranked), ...strip(p) })),
    ...byRankThenName(unranked).map((p) => ({ rank: null, ...strip(p) })),
  ];
}

function strip(p: { player: string; points: number; events: number; perEvent: number }) {
  return { player: p.player, points: p.points, events: p.events, perEvent: p.perEvent };
}
