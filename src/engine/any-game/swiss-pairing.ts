// One Swiss round of the any-game format. Round 1 is random from the seed: the players shuffled, then
// neighbours paired, the last one left over having the bye (chess with ratings: by rating, the top half
// against the bottom half). Later rounds are one maximum-weight matching
// (src/engine/matching.ts) over every pair of players and each player's bye, with the lexicographic
// weights of pairing-weights.ts: no second bye, no rematch, the colour rule (chess), the bye to the
// lowest-ranked player without one, the fewest point-group gaps, due colours (chess: strong, then all),
// players who had byes kept apart, then neighbours in the standings. Chess puts the floaters out of each
// point group from the top first, then the gaps, then due colours, and the bye's rank after them. The
// standings order is an input (`ranked`, best first, active players only): this module computes no
// tie-breaker.
import { PAIRING_CODES, type PairingWarning } from '../format';
import { weightedMatching } from '../matching';
import { seededRandom, seedFor } from '../random';
import { allocate, allows, type Colour, compatible, preference } from './colours';
import { lexicographicWeights, type Tier, tierBound, tiersKept } from './pairing-weights';

export interface SwissGame {
  opponent: string;
  /** The colour this player had (chess), or null. */
  colour: Colour | null;
}

export interface SwissEntrant {
  id: string;
  points: number;
  /** Byes received so far (the caller may count a forfeit win as one, as FIDE C.04.1 (d) does). */
  byes: number;
  /** Games played, oldest first (byes are not games). */
  games: readonly SwissGame[];
}

export interface SwissOptions {
  round: number;
  eventSeed: string;
  /** Chess: the colour rule joins the pairing, and each table says who has White. */
  colours: boolean;
  /** How warnings name a player (their name on the Players tab); the id when unset. */
  nameOf?: (id: string) => string;
  /**
   * Round 1 only: `ranked` is in rating order (chess with ratings typed), so the top half meets the
   * bottom half (1 v n/2+1, 2 v n/2+2 …) and an odd field's last player has the bye; unset: random.
   */
  byRating?: boolean;
}

export interface SwissTable {
  table: number;
  /** With colours, `a` has White and `b` Black; without, `a` is the higher-ranked player. */
  a: string;
  b: string;
  rematch: boolean;
  /** Chess: no allocation of this pair keeps the colour rule (said in `warnings`). */
  colourBroken: boolean;
}

export interface SwissRoundPairing {
  tables: SwissTable[];
  bye: string | null;
  warnings: PairingWarning[];
  /** Preferences dropped to keep the weights exact (a very large field), lowest first. */
  unapplied: string[];
}

const coloursOf = (p: SwissEntrant): Colour[] =>
  p.games.flatMap((g) => (g.colour === null ? [] : [g.colour]));

function meetings(p: SwissEntrant, other: string): number {
  let n = 0;
  for (const g of p.games) if (g.opponent === other) n++;
  return n;
}

/** Point groups: the index of each player's score among the distinct scores, highest first. */
export function pointGroups(ranked: readonly SwissEntrant[]): number[] {
  const scores = [...new Set(ranked.map((p) => p.points))].sort((x, y) => y - x);
  return ranked.map((p) => scores.indexOf(p.points));
}

/** Fields up to this size see every pair; larger ones first try the pairs within `WINDOW` places. */
export const EXACT_UP_TO = 128;
const WINDOW = 32;

/**
 * Which vertex pairs the matching sees: every pair of players and (odd field) each player with the bye,
 * or, for a large field, only players within `window` places of each other in the standings and the bye
 * for the `window` lowest-ranked players without one. A pair that far apart in the standings would lose
 * on point-group gaps and standings neighbours to nearly any other, so the window changes the result
 * only in a field crowded with rematches; if it leaves anyone unpaired, the full graph is used.
 */
function candidateEdges(ranked: readonly SwissEntrant[], window: number): [number, number][] {
  const n = ranked.length;
  const edges: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n && j - i <= window; j++) edges.push([i, j]);
  if (n % 2 === 0) return edges;
  let byeless = 0;
  for (let i = n - 1; i >= 0 && byeless < window; i--) {
    edges.push([i, n]);
    if (ranked[i].byes === 0) byeless++;
  }
  return edges;
}

/**
 * The due colours (FIDE C.04.1 (h)) two players would leave unmet at one board, seated as allocate seats
 * them: the strong preferences (h.1, a player who has had one colour more) and all of them (h.2 too).
 * Where the colour rule leaves one allocation, only it counts; otherwise the better of the two.
 */
export function unmetPreferences(
  a: readonly Colour[],
  b: readonly Colour[],
): { strong: number; all: number } {
  const pa = preference(a);
  const pb = preference(b);
  const seated = (aWhite: boolean) => {
    const missA = pa.colour !== null && pa.colour !== (aWhite ? 'W' : 'B');
    const missB = pb.colour !== null && pb.colour !== (aWhite ? 'B' : 'W');
    return {
      strong: (missA && pa.strength === 2 ? 1 : 0) + (missB && pb.strength === 2 ? 1 : 0),
      all: (missA ? 1 : 0) + (missB ? 1 : 0),
    };
  };
  const aWhite = allows(a, 'W') && allows(b, 'B');
  const aBlack = allows(a, 'B') && allows(b, 'W');
  if (aWhite !== aBlack) return seated(aWhite);
  const [w, k] = [seated(true), seated(false)];
  return w.strong < k.strong || (w.strong === k.strong && w.all <= k.all) ? w : k;
}

function tiers(
  ranked: readonly SwissEntrant[],
  edges: [number, number][],
  colours: boolean,
  window: number,
): Tier[] {
  const n = ranked.length;
  const group = pointGroups(ranked);
  const hist = ranked.map(coloursOf);
  const isBye = (e: [number, number]) => e[1] === n;
  const tier = (name: string, byeOnly: boolean, cost: (i: number, j: number) => number): Tier => ({
    name,
    byeOnly,
    costs: edges.map((e) => (byeOnly ? (isBye(e) ? cost(e[0], e[1]) : 0) : isBye(e) ? 0 : cost(e[0], e[1]))),
  });
  const list: Tier[] = [
    tier('second bye', true, (i) => ranked[i].byes),
    tier('rematch', false, (i, j) => meetings(ranked[i], ranked[j].id)),
  ];
  const byeRank = tier('bye rank', true, (i) => n - 1 - i);
  const below: Tier[] = [];
  // Chess floats the way the Dutch system (FIDE C.04.3) builds its brackets from the top: the bye is a
  // pairing with a group one below the lowest (its A.8 gives the bye's assignee a score one point under
  // the lowest), so the bye goes where it leaves the groups whole rather than to the bottom regardless;
  // its rank among equal pairings comes after the groups and the due colours (the Dutch system's colour
  // criteria come before the order that picks the bye within its bracket).
  const groups = n === 0 ? 0 : group[n - 1] + 1;
  const of = (v: number) => (v === n ? groups : group[v]);
  if (colours) {
    list.push(tier('colour rule', false, (i, j) => (compatible(hist[i], hist[j]) ? 0 : 1)));
    below.push({
      name: 'point-group gaps',
      byeOnly: false,
      costs: edges.map(([i, j]) => (of(i) - of(j)) ** 2),
    });
  } else {
    below.push(
      byeRank,
      tier('point-group gaps', false, (i, j) => (group[i] - group[j]) ** 2),
    );
  }
  // Once the point groups are as whole as they can be, the pairs chosen give players their due colour
  // (FIDE C.04.1 (h)), strong preferences before mild ones, rather than leaving it to the seating.
  if (colours) {
    // Both tiers from one look at each board.
    const unmet = edges.map((e) => (isBye(e) ? null : unmetPreferences(hist[e[0]], hist[e[1]])));
    below.push(
      { name: 'strong colour preferences', byeOnly: false, costs: unmet.map((u) => u?.strong ?? 0) },
      { name: 'colour preferences', byeOnly: false, costs: unmet.map((u) => u?.all ?? 0) },
      byeRank,
    );
  }
  below.push(
    tier('players with byes apart', false, (i, j) => (ranked[i].byes > 0 && ranked[j].byes > 0 ? 1 : 0)),
    tier('standings neighbours', false, (i, j) => j - i - 1),
  );
  if (!colours) return [...list, ...below];
  const floaters = floaterTiers(edges, of, groups - 1 + (n % 2), window, Math.ceil(n / 2), list, below);
  return [...list, ...floaters, ...below];
}

/**
 * Chess: the floaters out of each point group, one tier per boundary between groups, the top one first
 * (the Dutch system's C.6, the fewest downfloaters, bracket by bracket from the top). A pair counts once
 * on each boundary between its two groups (`of`: a seat's group, the bye's one below the lowest). So a
 * pair from the top group to the third counts as two pairs one group apart do, and the squared gaps
 * beneath prefer the two short ones: a long pair wins only where it floats fewer players out of a
 * higher group. Each boundary widens the weights, so only as many boundaries from the top are kept as
 * leave the tiers `above` and `below` as exact as without them (a large field keeps the top ones, or
 * none: then the squared gaps alone).
 */
function floaterTiers(
  edges: readonly [number, number][],
  of: (v: number) => number,
  boundaries: number,
  window: number,
  pairs: number,
  above: readonly Tier[],
  below: readonly Tier[],
): Tier[] {
  // Seats (the bye among them) in each group.
  const sizes: number[] = new Array(boundaries + 1).fill(0);
  const seats = new Set<number>();
  for (const [i, j] of edges) seats.add(i).add(j);
  for (const v of seats) sizes[of(v)]++;
  const bounds: number[] = [];
  let up = 0;
  let total = 0;
  for (const c of sizes) total += c;
  for (let k = 0; k < boundaries; k++) {
    up += sizes[k];
    // A crossing pair's upper player is within `window` places above the boundary, or it is the bye.
    bounds.push(Math.min(up, total - up, window + 1, pairs));
  }
  const fixedAbove = above.map((t) => tierBound(t, pairs));
  const fixedBelow = below.map((t) => tierBound(t, pairs));
  const keptWithout = tiersKept([...fixedAbove, ...fixedBelow]);
  let m = boundaries;
  while (m > 0 && tiersKept([...fixedAbove, ...bounds.slice(0, m), ...fixedBelow]) - m < keptWithout) m--;
  const out: Tier[] = [];
  for (let k = 0; k < m; k++) {
    out.push({
      name: `floaters out of point group ${k + 1}`,
      byeOnly: false,
      costs: edges.map(([i, j]) => (of(i) <= k && k < of(j) ? 1 : 0)),
      most: bounds[k],
    });
  }
  return out;
}

/** Vertex mates of the lexicographic optimum over `window`: mate[v] for players 0..n-1 (n = the bye). */
function mates(ranked: readonly SwissEntrant[], colours: boolean, window: number) {
  const n = ranked.length;
  const edges = candidateEdges(ranked, window);
  const { weights, dropped } = lexicographicWeights(
    tiers(ranked, edges, colours, window),
    edges.length,
    Math.ceil(n / 2),
  );
  const mate = weightedMatching(
    edges.map(([u, v], e) => [u, v, weights[e]]),
    true,
  );
  return { mate, dropped };
}

function optimalMates(ranked: readonly SwissEntrant[], colours: boolean) {
  const n = ranked.length;
  if (n > EXACT_UP_TO) {
    const near = mates(ranked, colours, WINDOW);
    let matched = 0;
    for (let v = 0; v < n; v++) if (near.mate[v] >= 0) matched++;
    if (matched === n) return near;
  }
  return mates(ranked, colours, n);
}

function lastWhite(a: SwissEntrant, b: SwissEntrant): { white: string } | null {
  for (let k = a.games.length - 1; k >= 0; k--) {
    const g = a.games[k];
    if (g.opponent === b.id && g.colour !== null) return { white: g.colour === 'W' ? a.id : b.id };
  }
  return null;
}

/** Pairs (indices into `ranked`, higher-ranked first) and the bye's index into tables with warnings. */
function toRound(
  ranked: readonly SwissEntrant[],
  pairs: [number, number][],
  byeIndex: number | null,
  options: SwissOptions,
  unapplied: string[],
): SwissRoundPairing {
  const warnings: PairingWarning[] = [];
  const name = options.nameOf ?? ((id: string) => id);
  const sorted = pairs.slice().sort((x, y) => x[0] - y[0]);
  const tables = sorted.map(([i, j], k): SwissTable => {
    const a = ranked[i];
    const b = ranked[j];
    const rematch = meetings(a, b.id) > 0;
    if (rematch) {
      warnings.push({
        code: PAIRING_CODES.rematch,
        message: `Rematch: ${name(a.id)} v ${name(b.id)} (no pairing of this round without a second bye avoids it)`,
        players: [a.id, b.id],
      });
    }
    if (!options.colours) return { table: k + 1, a: a.id, b: b.id, rematch, colourBroken: false };
    const seat = allocate(
      { id: a.id, colours: coloursOf(a) },
      { id: b.id, colours: coloursOf(b) },
      lastWhite(a, b),
      seedFor(options.eventSeed, options.round, `colour-${k + 1}`),
    );
    if (seat.broken) {
      warnings.push({
        code: PAIRING_CODES.colourRule,
        message: `Colour rule: ${name(seat.white)} (White) v ${name(seat.black)} (Black) gives a player a third colour in a row or a difference over 2; no pairing avoids it`,
      });
    }
    return { table: k + 1, a: seat.white, b: seat.black, rematch, colourBroken: seat.broken };
  });
  const bye = byeIndex === null ? null : ranked[byeIndex].id;
  if (byeIndex !== null && ranked[byeIndex].byes > 0) {
    warnings.push({
      code: PAIRING_CODES.secondBye,
      message: `Second bye: ${name(ranked[byeIndex].id)} (every player has had a bye)`,
    });
  }
  return { tables, bye, warnings, unapplied };
}

/**
 * Round 1 by rating: `ranked` is the field in rating order; an odd field's lowest has the bye, and the
 * rest is one bracket whose upper half meets its lower half in order (FIDE's Dutch system, C.04.3: S1
 * against S2), so the strongest never meet in round 1.
 */
function firstRoundByRating(ranked: readonly SwissEntrant[], options: SwissOptions): SwissRoundPairing {
  const n = ranked.length;
  const bye = n % 2 === 1 ? n - 1 : null;
  const half = Math.floor(n / 2);
  const pairs: [number, number][] = [];
  for (let k = 0; k < half; k++) pairs.push([k, k + half]);
  return toRound(ranked, pairs, bye, options, []);
}

/** Round 1: the players shuffled by the seed, neighbours paired, the last one left over has the bye. */
function firstRound(ranked: readonly SwissEntrant[], options: SwissOptions): SwissRoundPairing {
  if (options.byRating) return firstRoundByRating(ranked, options);
  const order = seededRandom(seedFor(options.eventSeed, 1, 'pairing')).shuffle(ranked.map((_, i) => i));
  const pairs: [number, number][] = [];
  for (let k = 0; k + 1 < order.length; k += 2) {
    const [x, y] = [order[k], order[k + 1]];
    pairs.push(x < y ? [x, y] : [y, x]);
  }
  const bye = order.length % 2 === 1 ? order[order.length - 1] : null;
  return toRound(ranked, pairs, bye, options, []);
}

/** One Swiss round for the active players `ranked` (best first). */
export function pairSwissRound(ranked: readonly SwissEntrant[], options: SwissOptions): SwissRoundPairing {
  if (options.round <= 1) return firstRound(ranked, options);
  const n = ranked.length;
  if (n === 1) return toRound(ranked, [], 0, options, []);
  const { mate, dropped } = optimalMates(ranked, options.colours);
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  for (let i = 0; i < n; i++) {
    const m = mate[i];
    if (m === n) bye = i;
    else if (m > i) pairs.push([i, m]);
  }
  return toRound(ranked, pairs, bye, options, dropped);
}
