// Shared generators and a small event simulator for the property suites: random fields (1-300 players),
// random results, drops, reinstatements, late entries and manual swaps, driven straight through a
// Format's pure engine. Run counts come from FUZZ_RUNS; the seed is fixed (FUZZ_SEED overrides it).
import fc from 'fast-check';
import type { CellValue, Format, FormatContext, Match, Player, RoundPlan } from '../../src/engine/format';
import { nameKey } from '../../src/engine/names';
import { type Random, seededRandom } from '../../src/engine/random';
import type { FormatId, OptionValue } from '../../src/shared/types';

/** The seed a FUZZ_SEED value asks for: a number, `random` (a new one each run), or CI's fixed seed. */
export function fuzzSeedFrom(env: string | undefined, now = Date.now()): number {
  if (env === 'random') return now % 2 ** 31;
  return Number(env ?? 20261205) || 20261205;
}

/** The fixed seed CI uses; `FUZZ_SEED=1234` (or `FUZZ_SEED=random`) for other searches. */
export const FUZZ_SEED = fuzzSeedFrom(process.env.FUZZ_SEED);

/**
 * The line every property and fuzz run prints, passing or not: a `FUZZ_SEED=random` run that passes
 * is worth repeating with more runs, and one that fails later in the file must be replayable.
 */
export function seedLine(seed: number, numRuns: number): string {
  return `fast-check seed ${seed}, ${numRuns} runs (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${numRuns})`;
}

/** Runs per property: FUZZ_RUNS if set, else the small default that keeps CI quick. */
export function runs(defaultRuns: number): number {
  const env = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(env) && env > 0 ? Math.floor(env) : defaultRuns;
}

/** fast-check parameters: the fixed seed and the run count. */
export function params(defaultRuns: number): fc.Parameters<unknown> {
  console.info(seedLine(FUZZ_SEED, runs(defaultRuns)));
  return { seed: FUZZ_SEED, numRuns: runs(defaultRuns), endOnFailure: true };
}

/** Asserts `body` for `runs(defaultRuns)` random cases with the fixed seed; returns how many ran. */
export function checkProperty<T>(
  arb: fc.Arbitrary<T>,
  body: (value: T) => void,
  defaultRuns: number,
): number {
  let count = 0;
  fc.assert(
    fc.property(arb, (v) => {
      count++;
      body(v);
    }),
    params(defaultRuns),
  );
  if (count !== runs(defaultRuns)) throw new Error(`ran ${count} cases, expected ${runs(defaultRuns)}`);
  return count;
}

/** A vitest timeout that grows with FUZZ_RUNS so long runs are not cut short. */
export function timeoutFor(defaultRuns: number, msPerRun = 400): number {
  return Math.max(30000, runs(defaultRuns) * msPerRun);
}

// ------------------------------------------------------------------ fields and options

/** Field sizes 1-300, biased towards the small fields organizers usually run. */
export const fieldSize = (max = 300): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: Math.min(24, max) }) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: Math.min(80, max) }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
  );

export const eventSeed = fc.string({ minLength: 0, maxLength: 12 });

/** One value per option of the format, drawn from its choices or range. */
export function formatOptions(format: Format): fc.Arbitrary<Record<string, OptionValue>> {
  const entries: Record<string, fc.Arbitrary<OptionValue>> = {};
  for (const o of format.options) {
    if (o.type === 'choice' && o.choices) entries[o.key] = fc.constantFrom(...o.choices.map((c) => c.value));
    else if (o.type === 'boolean') entries[o.key] = fc.boolean();
    else if (o.type === 'number')
      entries[o.key] = fc.integer({ min: o.min ?? 0, max: Math.min(o.max ?? 600, 600) });
    else entries[o.key] = fc.constant(o.default);
  }
  return fc.record(entries);
}

/** How eventful the simulated event is: chances per round of a drop, a reinstatement, a late entry, a swap, a blank result. */
export interface Mayhem {
  drop: number;
  reinstate: number;
  late: number;
  swap: number;
  blank: number;
}

export const mayhem: fc.Arbitrary<Mayhem> = fc.record({
  drop: fc.double({ min: 0, max: 0.6, noNaN: true }),
  reinstate: fc.double({ min: 0, max: 0.4, noNaN: true }),
  late: fc.double({ min: 0, max: 0.5, noNaN: true }),
  swap: fc.double({ min: 0, max: 0.6, noNaN: true }),
  blank: fc.double({ min: 0, max: 0.3, noNaN: true }),
});

export interface EventCase {
  n: number;
  seed: string;
  options: Record<string, OptionValue>;
  /** Seeds the simulator's own choices (results, who drops, which tables are swapped). */
  sim: number;
  mayhem: Mayhem;
}

export function eventCase(format: Format, maxPlayers = 300): fc.Arbitrary<EventCase> {
  return fc.record({
    n: fieldSize(maxPlayers),
    seed: eventSeed,
    options: formatOptions(format),
    sim: fc.integer(),
    mayhem,
  });
}

// ------------------------------------------------------------------ the simulated sheet

/** Player names with a few awkward ones mixed in; keys are what the sheet layer's nameKey would give. */
const AWKWARD = ['=1+1', '+44 7700', 'Zoë', '<b>x</b>', '007', 'TRUE', '2026-12-05', '🚀 Rocket'];

export function playerName(i: number): string {
  return i < AWKWARD.length && i % 3 === 2 ? `${AWKWARD[i]} ${i}` : `P${i + 1}`;
}

export function makePlayers(
  n: number,
  fields: (i: number) => Record<string, CellValue> = () => ({}),
): Player[] {
  return Array.from({ length: n }, (_, i) => newPlayer(i, fields(i)));
}

export function newPlayer(i: number, fields: Record<string, CellValue> = {}): Player {
  const name = playerName(i);
  return { key: nameKey(name), name, active: true, row: i + 2, listIndex: i, fields };
}

export function contextOf(
  format: FormatId,
  players: Player[],
  matches: Match[],
  options: Record<string, OptionValue>,
  seed: string,
  rounds: number,
): FormatContext {
  return { config: { format, name: 'Fuzz', date: '', rounds, seed, options }, players, matches, inputs: {} };
}

export function rng(sim: number, purpose: string): Random {
  return seededRandom(`sim:${sim}:${purpose}`);
}

/** Appends a planned round to the matches, as "Pair next round" would write it, with result cells from `cells`. */
export function recordRound(
  matches: Match[],
  plan: RoundPlan,
  cells: (t: RoundPlan['tables'][number]) => { [key: string]: CellValue | undefined },
): Match[] {
  let row = matches.reduce((m, x) => Math.max(m, x.row), 1) + 1;
  const added = plan.tables.map((t) => ({
    round: plan.round,
    table: t.table,
    row: row++,
    a: t.a,
    b: t.b,
    cells: Object.fromEntries(
      Object.entries(cells(t)).filter((e): e is [string, CellValue] => e[1] !== undefined),
    ),
  }));
  return [...matches, ...added];
}

/**
 * The organizer's hand edit: two players of the given round swap seats (between two games, or a game and
 * the bye). Returns the matches unchanged when the round has fewer than two seats to swap.
 */
export function manualSwap(matches: Match[], round: number, r: Random): Match[] {
  const rows = matches.filter((m) => m.round === round);
  const seats: { m: Match; side: 'a' | 'b' }[] = [];
  for (const m of rows) {
    seats.push({ m, side: 'a' });
    if (m.b !== null) seats.push({ m, side: 'b' });
  }
  if (seats.length < 3) return matches;
  const i = r.int(seats.length);
  let j = r.int(seats.length);
  for (let k = 0; k < seats.length && (j === i || seats[j].m === seats[i].m); k++) j = (j + 1) % seats.length;
  if (seats[j].m === seats[i].m) return matches;
  const x = seats[i];
  const y = seats[j];
  const kx = x.m[x.side] as string;
  const ky = y.m[y.side] as string;
  return matches.map((m) => {
    if (m !== x.m && m !== y.m) return m;
    const copy = { ...m };
    if (m === x.m) copy[x.side] = ky;
    if (m === y.m) copy[y.side] = kx;
    return copy;
  });
}

/** The same Results rows in another order, renumbered as they would be on the sheet. */
export function shuffledRows(ctx: FormatContext, r: Random): FormatContext {
  const order = r.shuffle(ctx.matches);
  return { ...ctx, matches: order.map((m, i) => ({ ...m, row: i + 2 })) };
}

/** Drops, reinstates and late entries between rounds; returns the new player list. */
export function changePlayers(
  players: Player[],
  m: Mayhem,
  r: Random,
  options: { lateAllowed: boolean; minActive?: number },
): Player[] {
  let out = players.map((p) => ({ ...p }));
  const minActive = options.minActive ?? 2;
  if (r.next() < m.drop) {
    const active = out.filter((p) => p.active);
    if (active.length > minActive) {
      const k = 1 + r.int(Math.max(1, Math.floor(active.length / 6)));
      for (const p of r.shuffle(active).slice(0, Math.min(k, active.length - minActive))) p.active = false;
    }
  }
  if (r.next() < m.reinstate) {
    const dropped = out.filter((p) => !p.active);
    if (dropped.length) dropped[r.int(dropped.length)].active = true;
  }
  if (options.lateAllowed && r.next() < m.late) {
    const k = 1 + r.int(3);
    const extra = Array.from({ length: k }, (_, j) => {
      const p = newPlayer(out.length + j);
      return { ...p, fields: { ...(out[0]?.fields ? blankFields(out[0].fields) : {}) } };
    });
    out = [...out, ...extra];
  }
  return out;
}

function blankFields(fields: Record<string, CellValue>): Record<string, CellValue> {
  return Object.fromEntries(Object.keys(fields).map((k) => [k, '']));
}

// ------------------------------------------------------------------ invariants every format shares

export interface RoundFacts {
  /** Every key seated this round (games and byes), with how many times. */
  seen: Map<string, number>;
  byes: string[];
}

/** Checks nobody plays themselves, nobody is seated twice, no dropped or unknown player is paired. */
export function basicRoundFacts(plan: RoundPlan, ctx: FormatContext): RoundFacts {
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const seen = new Map<string, number>();
  const byes: string[] = [];
  for (const t of plan.tables) {
    if (t.a === t.b) throw new Error(`round ${plan.round}: ${t.a} plays themselves`);
    for (const k of [t.a, t.b]) {
      if (k === null) continue;
      if (!active.has(k)) throw new Error(`round ${plan.round}: ${k} is paired but not active`);
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    if (t.b === null) byes.push(t.a);
  }
  for (const [k, c] of seen) if (c !== 1) throw new Error(`round ${plan.round}: ${k} is seated ${c} times`);
  const tables = plan.tables.map((t) => t.table);
  if (new Set(tables).size !== tables.length) throw new Error(`round ${plan.round}: duplicate table numbers`);
  return { seen, byes };
}

/** Every key in `expected` is seated exactly once (game, bye or sit-out), and nobody else. */
export function expectEveryoneOnce(facts: RoundFacts, expected: Iterable<string>, round: number): void {
  const want = new Set(expected);
  for (const k of want) if (!facts.seen.has(k)) throw new Error(`round ${round}: ${k} is not seated`);
  for (const k of facts.seen.keys())
    if (!want.has(k)) throw new Error(`round ${round}: ${k} is seated but was not expected`);
}

/** Standings rows keyed by header. */
export function standingsRecords(t: { headers: string[]; rows: CellValue[][] }): Record<string, CellValue>[] {
  return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
}

/** Rank column: starts at 1, never goes down, and a new rank equals the row's position (1, 2, 2, 4). */
export function expectCompetitionRanks(ranks: CellValue[]): void {
  ranks.forEach((rank, i) => {
    if (i === 0) {
      if (rank !== 1) throw new Error(`first rank is ${String(rank)}`);
      return;
    }
    const prev = ranks[i - 1];
    if (rank !== prev && rank !== i + 1) throw new Error(`rank ${String(rank)} at position ${i + 1}`);
  });
}

export const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
