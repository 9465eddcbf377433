// A season's Glicko-2 ratings, step by step as Mark Glickman's "Example of the Glicko-2 system"
// (glicko.net/glicko/glicko2.pdf) gives them, one event being one rating period: every game of the
// event is rated from the ratings before it, and a player who did not play keeps rating and volatility
// while the RD grows (Step 6 alone).
import { type RatedEvent, type Side, sidesOf } from './games';

/** A player's rating, rating deviation and volatility on the Glicko scale. */
export interface Glicko2Rating {
  rating: number;
  rd: number;
  volatility: number;
}

export interface Glicko2Options {
  /** τ, "which constrains the change in volatility over time"; default 0.5. */
  tau?: number;
  /** A newcomer's rating, RD and volatility; default the paper's Step 1: 1500, 350, 0.06. */
  initial?: Partial<Glicko2Rating>;
  /** Players whose rating the season starts from, by name. */
  known?: Readonly<Record<string, Glicko2Rating>>;
}

/** One player after one event. */
export interface Glicko2Row extends Glicko2Rating {
  player: string;
  /** Games this event. */
  played: number;
}

export const DEFAULT_TAU = 0.5;
export const NEWCOMER: Glicko2Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** Step 2's scale: μ = (r − 1500) / 173.7178, φ = RD / 173.7178. */
const SCALE = 173.7178;
const CENTRE = 1500;
/** Step 5's convergence tolerance, "ε = 0.000001". */
const EPSILON = 0.000001;

/** Step 3's g(φ) = 1 / √(1 + 3φ²/π²). */
function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Step 3's E(μ, μj, φj) = 1 / (1 + exp(−g(φj)(μ − μj))). */
function expected(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/**
 * Step 5: the new volatility σ′, the root of f(x) = e^x(Δ² − φ² − v − e^x) / (2(φ² + v + e^x)²) −
 * (x − a)/τ² by the Illinois algorithm, "f(C)f(B) ≤ 0" as the paper has it since its 2022 revision.
 */
export function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta * delta - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi2 + v) {
    B = Math.log(delta * delta - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Steps 2-8 for one player who played `games` against opponents rated `before` (the pre-period ratings). */
export function ratePeriod(
  own: Glicko2Rating,
  games: readonly Side[],
  before: ReadonlyMap<string, Glicko2Rating>,
  tau: number,
): Glicko2Rating {
  const mu = (own.rating - CENTRE) / SCALE;
  const phi = own.rd / SCALE;
  if (games.length === 0) {
    // "If a player does not compete during the rating period, then only Step 6 applies": φ′ = √(φ² + σ²)
    return {
      rating: own.rating,
      rd: Math.sqrt(phi * phi + own.volatility * own.volatility) * SCALE,
      volatility: own.volatility,
    };
  }
  let vInverse = 0;
  let sum = 0; // Σ g(φj)(sj − E)
  for (const game of games) {
    const opp = before.get(game.opponent) as Glicko2Rating;
    const muJ = (opp.rating - CENTRE) / SCALE;
    const gJ = g(opp.rd / SCALE);
    const e = expected(mu, muJ, opp.rd / SCALE);
    vInverse += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / vInverse; // Step 3
  const delta = v * sum; // Step 4
  const sigma = newVolatility(own.volatility, phi, v, delta, tau); // Step 5
  const phiStar = Math.sqrt(phi * phi + sigma * sigma); // Step 6
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v); // Step 7
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + CENTRE, rd: SCALE * phiNew, volatility: sigma }; // Step 8
}

/**
 * Each player's Glicko-2 rating after each event, in the order the events are given. A player enters
 * at their first game (or at the start, when known) and keeps a row in every later event. Rows are in
 * the order players entered.
 */
export function glicko2Season(events: readonly RatedEvent[], options: Glicko2Options = {}): Glicko2Row[][] {
  const tau = options.tau ?? DEFAULT_TAU;
  if (!(tau > 0)) throw new Error(`τ must be above 0, not ${tau}`);
  const newcomer = { ...NEWCOMER, ...options.initial };
  const ratings = new Map<string, Glicko2Rating>(Object.entries(options.known ?? {}));
  // An RD or volatility of 0 would divide by zero in Steps 5-7: refused, naming whose it is.
  for (const [who, r] of [['a newcomer', newcomer] as const, ...ratings]) {
    if (!(r.rd > 0 && r.volatility > 0)) throw new Error(`${who}: RD and volatility must be above 0`);
  }
  return events.map((event, e) => {
    const sides = sidesOf(event, e);
    for (const player of sides.keys()) if (!ratings.has(player)) ratings.set(player, newcomer);
    const before = new Map(ratings);
    const rows: Glicko2Row[] = [];
    for (const [player, own] of before) {
      const games = sides.get(player) ?? [];
      const next = ratePeriod(own, games, before, tau);
      ratings.set(player, next);
      rows.push({ player, ...next, played: games.length });
    }
    return rows;
  });
}
