// Pairing quality over whole Swiss events: the any-game format's pairSwissRound
// (src/engine/any-game/swiss-pairing.ts, one lexicographic maximum-weight matching) beside
// tournament-pairings' Swiss (a weighted blossom over every pair; GPL, a dev-only benchmark dependency).
//
// Each engine runs its own event. Both start from the same round 1 (the add-on's seeded random draw:
// with every score 0 the peer's first round is a random draw too) and every game's result comes from a
// seeded random keyed on the round and the two players (src/engine/random.ts), so a game both engines
// pair has the same result in both events. Why each its own event rather than one shared history? With a
// shared history one engine's tables have to be the ones played, and the other is then measured pairing a
// history it did not make: the event totals (rematches, second byes, players with byes meeting) only mean
// something when an engine lives with its own earlier rounds. The price is that the two events' standings
// drift apart after round 1, so a difference can be the field's rather than the engine's. To take that
// out too, each event also has the other engine pair every round from the very same standings (`shadow`:
// measured, not played), and the section shows both comparisons.
//
// Each round both engines see the standings in the same form: points (win 1, draw ½, bye 1), best first,
// ties in a seeded order per round. pairSwissRound gets that order and each player's games and byes; the
// peer gets each player's score, past opponents (`avoid`), whether they had a bye and whether they were
// ever paired outside their score group (`pairedUpDown`), all its Player interface takes. The peer's own
// shuffle calls Math.random, which is replaced by a seeded random for the call, so the runs reproduce.
//
// Measured over the event (rounds 2 on, round 1 being the same draw for both): rematches (tables whose two
// players had met); point-group gaps, each table's |difference| in point groups (the index of a score among
// the distinct scores of the field before the round) summed, and the tables pairing across groups; tables
// where both players had a bye; second byes (a bye to a player who had one); and extra byes: players left
// unpaired beyond the one an odd field needs (the peer leaves out pairs it must avoid rather than allow a
// rematch, so when the field is crowded its matching can be short; those players are given a bye and a
// point, as the peer's output says). Time: each round's pairing call, median of 3 runs up to 300 players
// and one run above; the table gives the median round and the slowest.
import { Swiss } from 'tournament-pairings';
import { pairSwissRound, type SwissEntrant, type SwissGame } from '../src/engine/any-game/swiss-pairing';
import { seededRandom } from '../src/engine/random';

/** Everything a round's measures need about the field before it was paired. */
export interface Before {
  points: ReadonlyMap<string, number>;
  byes: ReadonlyMap<string, number>;
  /** Pairs who have met, as pairKey(a, b). */
  met: ReadonlySet<string>;
}

export interface RoundMeasures {
  rematches: number;
  /** Sum over tables of |point-group difference|. */
  groupGap: number;
  /** Sum over tables of the squared point-group difference (what pairSwissRound minimizes). */
  squaredGap: number;
  /** The largest point-group difference at one table (over the event: the largest of any round). */
  maxGap: number;
  /** Tables whose players were in different point groups. */
  crossGroup: number;
  /** Tables where both players had a bye before this round. */
  bothByes: number;
  /** Byes to players who already had one. */
  secondByes: number;
  /** Players unpaired beyond the one bye an odd field needs. */
  extraByes: number;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Point group of every player: the index of their points among the field's distinct points, highest first. */
export function pointGroupOf(points: ReadonlyMap<string, number>): Map<string, number> {
  const scores = [...new Set(points.values())].sort((x, y) => y - x);
  return new Map([...points].map(([id, p]) => [id, scores.indexOf(p)]));
}

const zeroMeasures = (): RoundMeasures => ({
  rematches: 0,
  groupGap: 0,
  squaredGap: 0,
  maxGap: 0,
  crossGroup: 0,
  bothByes: 0,
  secondByes: 0,
  extraByes: 0,
});

/** The measures of one round: its tables and the players it left unpaired (the bye), against the field before it. */
export function measureRound(
  before: Before,
  tables: readonly (readonly [string, string])[],
  unpaired: readonly string[],
): RoundMeasures {
  const group = pointGroupOf(before.points);
  const hadBye = (id: string) => (before.byes.get(id) ?? 0) > 0;
  const m: RoundMeasures = {
    ...zeroMeasures(),
    extraByes: Math.max(0, unpaired.length - (before.points.size % 2)),
  };
  for (const [a, b] of tables) {
    if (before.met.has(pairKey(a, b))) m.rematches++;
    const gap = Math.abs((group.get(a) ?? 0) - (group.get(b) ?? 0));
    m.groupGap += gap;
    m.squaredGap += gap * gap;
    m.maxGap = Math.max(m.maxGap, gap);
    if (gap > 0) m.crossGroup++;
    if (hadBye(a) && hadBye(b)) m.bothByes++;
  }
  for (const id of unpaired) if (hadBye(id)) m.secondByes++;
  return m;
}

export type Engine = 'ours' | 'peer';

interface EventState {
  ids: string[];
  points: Map<string, number>;
  byes: Map<string, number>;
  games: Map<string, SwissGame[]>;
  met: Set<string>;
  /** Ever paired outside their point group (the peer's `pairedUpDown`). */
  crossed: Set<string>;
}

interface Round {
  tables: [string, string][];
  unpaired: string[];
  ms: number;
  /** pairSwissRound's preferences dropped to keep the weights exact. */
  unapplied: string[];
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)];
}

function timed<T>(work: () => T, runs: number): { ms: number; value: T } {
  const times: number[] = [];
  let value: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    value = work();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { ms: median(times), value: value as T };
}

/** Best first: points, then a seeded order per round (the same for both engines). */
function ranked(state: EventState, round: number, seed: string): string[] {
  const tie = new Map(
    seededRandom(`${seed}:ties:${round}`)
      .shuffle(state.ids)
      .map((k, i) => [k, i]),
  );
  return [...state.ids].sort(
    (x, y) =>
      (state.points.get(y) ?? 0) - (state.points.get(x) ?? 0) || (tie.get(x) ?? 0) - (tie.get(y) ?? 0),
  );
}

function pairOurs(state: EventState, order: string[], round: number, seed: string, runs: number): Round {
  const field: SwissEntrant[] = order.map((id) => ({
    id,
    points: state.points.get(id) ?? 0,
    byes: state.byes.get(id) ?? 0,
    games: state.games.get(id) ?? [],
  }));
  const { ms, value } = timed(
    () => pairSwissRound(field, { round, eventSeed: seed, colours: false }),
    round <= 1 ? 1 : runs,
  );
  return {
    tables: value.tables.map((t) => [t.a, t.b]),
    unpaired: value.bye === null ? [] : [value.bye],
    ms,
    unapplied: value.unapplied,
  };
}

function pairPeer(state: EventState, order: string[], round: number, seed: string, runs: number): Round {
  const random = Math.random;
  const { ms, value } = timed(() => {
    const players = order.map((id) => ({
      id,
      score: state.points.get(id) ?? 0,
      avoid: (state.games.get(id) ?? []).map((g) => g.opponent),
      receivedBye: (state.byes.get(id) ?? 0) > 0,
      pairedUpDown: state.crossed.has(id),
    }));
    Math.random = seededRandom(`${seed}:peer:${round}`).next;
    try {
      return Swiss(players, round);
    } finally {
      Math.random = random;
    }
  }, runs);
  const tables: [string, string][] = [];
  const unpaired: string[] = [];
  for (const m of value) {
    if (m.player1 !== null && m.player2 !== null) tables.push([String(m.player1), String(m.player2)]);
    else unpaired.push(String(m.player1 ?? m.player2));
  }
  return { tables, unpaired, ms, unapplied: [] };
}

/** The seeded result of one game: 1 (first id wins), ½ or 0, the same in both engines' events. */
function result(seed: string, round: number, a: string, b: string): number {
  const [x] = a < b ? [a, b] : [b, a];
  const r = seededRandom(`${seed}:result:${round}:${pairKey(a, b)}`).next();
  const firstWins = r < 0.1 ? 0.5 : r < 0.55 ? 1 : 0;
  return x === a ? firstWins : 1 - firstWins;
}

function play(state: EventState, round: Round, roundNo: number, seed: string): void {
  const group = pointGroupOf(state.points);
  for (const [a, b] of round.tables) {
    const s = result(seed, roundNo, a, b);
    state.points.set(a, (state.points.get(a) ?? 0) + s);
    state.points.set(b, (state.points.get(b) ?? 0) + 1 - s);
    state.games.get(a)?.push({ opponent: b, colour: null });
    state.games.get(b)?.push({ opponent: a, colour: null });
    state.met.add(pairKey(a, b));
    if (group.get(a) !== group.get(b)) {
      state.crossed.add(a);
      state.crossed.add(b);
    }
  }
  for (const id of round.unpaired) {
    state.points.set(id, (state.points.get(id) ?? 0) + 1);
    state.byes.set(id, (state.byes.get(id) ?? 0) + 1);
  }
}

export interface EventMeasures extends RoundMeasures {
  /** Median and slowest pairing time of rounds 2 on, ms. */
  medianMs: number;
  maxMs: number;
  unapplied: string[];
}

const emptyMeasures = (): EventMeasures => ({
  ...zeroMeasures(),
  medianMs: 0,
  maxMs: 0,
  unapplied: [],
});

class Totals {
  readonly sum = emptyMeasures();
  private readonly times: number[] = [];
  add(before: Before, round: Round): void {
    const m = measureRound(before, round.tables, round.unpaired);
    for (const k of Object.keys(m) as (keyof RoundMeasures)[]) {
      this.sum[k] = k === 'maxGap' ? Math.max(this.sum[k], m[k]) : this.sum[k] + m[k];
    }
    this.times.push(round.ms);
    for (const u of round.unapplied) if (!this.sum.unapplied.includes(u)) this.sum.unapplied.push(u);
  }
  done(): EventMeasures {
    this.sum.medianMs = median(this.times);
    this.sum.maxMs = Math.max(0, ...this.times);
    return this.sum;
  }
}

export interface EventRun {
  /** The engine whose tables were played, measured over its own event. */
  played: EventMeasures;
  /** The other engine pairing each round of that event from the same standings (its tables not played). */
  shadow?: EventMeasures;
}

/**
 * Runs the event of `n` players and `rounds` rounds whose tables `engine` pairs, totalling the measures
 * of rounds 2 on; with `shadow`, that engine also pairs every round from the same standings.
 */
export function runAnyGameEvent(
  engine: Engine,
  n: number,
  rounds: number,
  options: { seed?: string; shadow?: Engine } = {},
): EventRun {
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  const state: EventState = {
    ids,
    points: new Map(ids.map((id) => [id, 0])),
    byes: new Map(ids.map((id) => [id, 0])),
    games: new Map(ids.map((id) => [id, []])),
    met: new Set(),
    crossed: new Set(),
  };
  const eventSeed = `${options.seed ?? 'bench'}:${n}:${rounds}`;
  const runs = n <= 300 ? 3 : 1;
  const pair = (e: Engine, order: string[], r: number) =>
    e === 'ours' || r === 1
      ? pairOurs(state, order, r, eventSeed, runs)
      : pairPeer(state, order, r, eventSeed, runs);
  const played = new Totals();
  const shadow = new Totals();
  for (let r = 1; r <= rounds; r++) {
    const order = ranked(state, r, eventSeed);
    // Round 1 is the same seeded draw for both engines.
    const round = pair(engine, order, r);
    if (r > 1) {
      played.add(state, round);
      if (options.shadow) shadow.add(state, pair(options.shadow, order, r));
    }
    play(state, round, r, eventSeed);
  }
  return { played: played.done(), shadow: options.shadow ? shadow.done() : undefined };
}

export interface AnyGameCase {
  n: number;
  rounds: number;
  note: string;
}

/** ceil(log2 n) rounds at 16, 256 and 2,000 players, crowded 16- and 17-player events, and odd fields (byes). */
export const ANY_GAME_CASES: AnyGameCase[] = [
  { n: 16, rounds: 4, note: 'log2 n rounds' },
  { n: 16, rounds: 8, note: 'crowded' },
  { n: 17, rounds: 8, note: 'crowded, odd' },
  { n: 256, rounds: 8, note: 'log2 n rounds' },
  { n: 257, rounds: 9, note: 'odd' },
  { n: 2000, rounds: 11, note: 'log2 n rounds' },
];
