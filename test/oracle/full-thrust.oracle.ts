// A deliberately naive Full Thrust Admiral's tournament, written straight from the rule text (GenCon 2003,
// "Full Thrust Admiral's Tournament") and the Full Thrust section of docs/rules/DECISIONS.md. It imports nothing
// from src/: it is the second opinion the property suite compares the built add-on with. Where a seeded
// random choice decides (game-1 tables, the judge's opponent, the sitter, a coin toss) it says so by
// returning a group of candidates instead of one player.

export interface Side {
  opt: number;
  dpt: number;
  hull: number;
}

/** One Results row: `b` null is a judge game (the player's side only) or a sit-out / bye. */
export interface Game {
  round: number;
  table: number;
  a: string;
  b: string | null;
  aSide: Side | null;
  bSide: Side | null;
  /** A cut game's tie-breaker battle: 'Player', 'Opponent' or ''. */
  battle: string;
}

export interface Options {
  cutSize: number;
  oddMethod: 'judge' | 'sit-out';
  /** "If there is time remaining ... the tied players play a short battle": the organizer's option. */
  battle: boolean;
}

export type Stage = 'after game 1' | 'cut';

/** A tie-breaker battle as recorded: the players of that one tie, and who was "left on the table". */
export interface Battle {
  stage: Stage;
  players: string[];
  winner: string;
}

export interface FtEvent {
  /** Everyone seated in game 1. */
  entrants: string[];
  fleet: Record<string, number>;
  active: Set<string>;
  games: Game[];
  options: Options;
  battles: Battle[];
}

/** "The Offensive Point Total and the Defensive Point Total are added together, and this becomes the player's score." */
export const score = (s: Side): number => s.opt + s.dpt;

// ------------------------------------------------------------------ structure

/** "less than 5 players ... each player play three games with the top two ... playing in the final game". */
export const isSmall = (ev: FtEvent): boolean => ev.entrants.length < 5;

/** "one double elimination round" of two games; three games for a small field. */
export const qualifyingGames = (ev: FtEvent): number => (isSmall(ev) ? 3 : 2);

export function oddMode(ev: FtEvent): 'judge' | 'sit-out' | null {
  return !isSmall(ev) && ev.entrants.length % 2 === 1 ? ev.options.oddMethod : null;
}

/** How many players reach the cut: 4 in the source (the option may say 2 or 8), the top two in a small field. */
export function cutCount(ev: FtEvent): number {
  const n = ev.entrants.length;
  if (isSmall(ev)) return Math.min(2, n);
  const pool = oddMode(ev) === 'judge' ? n - 1 : n;
  return Math.max(2, Math.min(ev.options.cutSize, pool));
}

// ------------------------------------------------------------------ ties

interface Totals {
  name: string;
  score: number;
  opt: number;
  hull: number;
  fleet: number;
}

/**
 * "Resolving Ties" 1-3, in order: the higher score, the highest Offensive Point Total, the most
 * undamaged hull boxes, the lowest original point total for their fleet. Negative: x ranks higher.
 */
function compare(x: Totals, y: Totals): number {
  if (x.score !== y.score) return y.score - x.score;
  if (x.opt !== y.opt) return y.opt - x.opt;
  if (x.hull !== y.hull) return y.hull - x.hull;
  return x.fleet - y.fleet;
}

/** Players in order; each group is still tied after steps 1-3. */
function groups(totals: Totals[]): string[][] {
  const sorted = [...totals].sort(compare);
  const out: string[][] = [];
  sorted.forEach((t, i) => {
    if (i > 0 && compare(sorted[i - 1], t) === 0) out[out.length - 1].push(t.name);
    else out.push([t.name]);
  });
  return out;
}

const sameSet = (x: readonly string[], y: readonly string[]) =>
  x.length === y.length && [...x].sort().join('|') === [...y].sort().join('|');

export interface Ranked {
  /** Groups in order: a group of several is decided by a coin toss (not by the rules). */
  groups: string[][];
  /** A tie across the line still waiting for its tie-breaker battle (the option is on), or null. */
  waiting: string[] | null;
}

/**
 * Steps 4-5: "If the players are still tied at this point and the tie determines whether or not a player
 * advances ... a tie breaker is called ... The winner will be the player left on the table." A battle is
 * for one tie: its winner goes first, and those left are a new tie. Positions before `line` advance.
 */
function settle(ev: FtEvent, gs: string[][], line: number, stage: Stage): Ranked {
  if (!ev.options.battle) return { groups: gs, waiting: null };
  const out: string[][] = [];
  let pos = 0;
  let waiting: string[] | null = null;
  for (const g of gs) {
    let rest = g;
    while (rest.length > 1 && pos < line && pos + rest.length > line) {
      const b = ev.battles.find((x) => x.stage === stage && sameSet(x.players, rest));
      if (!b) {
        waiting = rest;
        break;
      }
      out.push([b.winner]);
      rest = rest.filter((p) => p !== b.winner);
      pos++;
    }
    out.push(rest);
    pos += rest.length;
  }
  return { groups: out, waiting };
}

/** Who may stand at position i (0-based) of a ranking: one player, or a coin toss among a group. */
export function at(r: Ranked, i: number): string[] {
  let pos = 0;
  for (const g of r.groups) {
    if (i < pos + g.length) return g;
    pos += g.length;
  }
  return [];
}

// ------------------------------------------------------------------ qualifying

function sideOf(g: Game, p: string): Side | null {
  return g.a === p ? g.aSide : g.b === p ? g.bSide : null;
}

/** A player's qualifying total over `rounds` (a game against the judge counts: it is a game). */
function totals(ev: FtEvent, p: string, rounds: number[]): Totals {
  const t: Totals = { name: p, score: 0, opt: 0, hull: 0, fleet: ev.fleet[p] };
  for (const g of ev.games) {
    if (!rounds.includes(g.round)) continue;
    const s = sideOf(g, p);
    if (!s) continue;
    t.score += score(s);
    t.opt += s.opt;
    t.hull += s.hull;
  }
  return t;
}

function gamesOf(ev: FtEvent, round: number): Game[] {
  return ev.games.filter((g) => g.round === round).sort((x, y) => x.table - y.table);
}

/** A sit-out row: no opponent, and the option says players sit out rather than play a judge. */
function isSitOut(ev: FtEvent, g: Game): boolean {
  return g.b === null && g.round <= qualifyingGames(ev) && ev.options.oddMethod === 'sit-out';
}

/**
 * Odd field, after game 1. (1) "the player with the lowest score will be eliminated"; (2) "the highest
 * scoring player of the first game ... will advance into the semi-finals" (the sitter did not play).
 * The groups rank the players who played game 1 and are still in; the pick is the last (1) or first (2).
 */
export function pickAfterGame1(ev: FtEvent): Ranked | null {
  const mode = oddMode(ev);
  if (!mode) return null;
  const played = gamesOf(ev, 1)
    .filter((g) => !isSitOut(ev, g))
    .flatMap((g) => (g.b === null ? [g.a] : [g.a, g.b]))
    .filter((p) => ev.active.has(p));
  const gs = groups(played.map((p) => totals(ev, p, [1])));
  return settle(ev, gs, mode === 'judge' ? played.length - 1 : 1, 'after game 1');
}

/** The players who may be the one picked after game 1. */
export function pickCandidates(r: Ranked, judge: boolean): string[] {
  return judge ? r.groups[r.groups.length - 1] : r.groups[0];
}

/**
 * Game 2 from game 1's tables: "One player at each table will move to an adjacent table so that
 * everyone has a new opponent" (a decision: each table's second player moves one table along).
 * Either direction is adjacent: both are returned. Only for a field where every game-1 table is a game.
 */
export function game2Movements(ev: FtEvent): [string, string][][] {
  const t = gamesOf(ev, 1);
  const k = t.length;
  const along = (d: number) => t.map((g, i) => [g.a, t[(i - d + k) % k].b as string] as [string, string]);
  return [along(1), along(-1)];
}

/** Rounds that count towards the cut: "The score from the first game is ignored" with the sit-out method. */
export function countedRounds(ev: FtEvent): number[] {
  return oddMode(ev) === 'sit-out' ? [2] : Array.from({ length: qualifyingGames(ev) }, (_, i) => i + 1);
}

/** A player's qualifying score as it counts for them (the player picked after game 1: game 1). */
export function qualifyingScore(ev: FtEvent, p: string, picked: string | null): number {
  return totals(ev, p, p === picked ? [1] : countedRounds(ev)).score;
}

/**
 * The cut: "the 4 highest players will be 'seeded'" (sit-out: the game-1 best first, then "the three
 * highest scoring players from the second game"); small field: the top two play the final. `picked` is
 * the player taken out after game 1 (as the add-on drew it, when a coin toss decided).
 */
export function cutRanking(ev: FtEvent, picked: string | null): Ranked {
  const mode = oddMode(ev);
  const pool = ev.entrants.filter((p) => ev.active.has(p) && p !== picked);
  const straight = mode === 'sit-out' && picked ? [picked] : [];
  const gs = groups(pool.map((p) => totals(ev, p, countedRounds(ev))));
  const r = settle(ev, gs, cutCount(ev) - straight.length, 'cut');
  return { groups: [...straight.map((p) => [p]), ...r.groups], waiting: r.waiting };
}

/** "The 1st place player will play the 4th place player at table 1, and the 2nd place player will play the 3rd place player at table 2." */
export const SEMI_TABLES: [number, number][] = [
  [1, 4],
  [2, 3],
];

// ------------------------------------------------------------------ the cut's games

export interface GameOutcome {
  /** The winner, or null when a coin toss decides (or the battle is not recorded yet). */
  winner: string | null;
  /** A tied game waiting for its tie-breaker battle (the option is on). */
  waiting: boolean;
}

/** "The winner of a battle is the player with the highest score", ties as in "Resolving Ties". */
export function cutGameOutcome(ev: FtEvent, g: Game): GameOutcome {
  if (!g.b || !g.aSide || !g.bSide) return { winner: null, waiting: false };
  const c = compare(
    { name: g.a, score: score(g.aSide), opt: g.aSide.opt, hull: g.aSide.hull, fleet: ev.fleet[g.a] },
    { name: g.b, score: score(g.bSide), opt: g.bSide.opt, hull: g.bSide.hull, fleet: ev.fleet[g.b] },
  );
  if (c !== 0) return { winner: c < 0 ? g.a : g.b, waiting: false };
  if (!ev.options.battle) return { winner: null, waiting: false };
  if (g.battle === 'Player') return { winner: g.a, waiting: false };
  if (g.battle === 'Opponent') return { winner: g.b, waiting: false };
  return { winner: null, waiting: true };
}
