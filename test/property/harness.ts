// The loop every property suite's simulated event shares: pair a round through the format's pure
// engine with the checks every format owes, then type results, maybe swap seats by hand, and apply
// drops, reinstatements and late entries. Each suite keeps its own results and its own assertions.
import type fc from 'fast-check';
import { expect, it } from 'vitest';
import type {
  CellValue,
  Format,
  FormatContext,
  Match,
  Player,
  RoundPlan,
  StandingsTable,
} from '../../src/engine/format';
import {
  basicRoundFacts,
  changePlayers,
  checkProperty,
  type Mayhem,
  manualSwap,
  type RoundFacts,
  recordRound,
  rng,
  shuffledRows,
  standingsRecords,
  timeoutFor,
} from './arbitraries';

/** A property test: `body` for every random case with the fixed seed, and a timeout that grows with FUZZ_RUNS. */
export function propertyTest<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  body: (value: T) => void,
  runs: number,
): void {
  it(
    name,
    () => {
      checkProperty(arb, body, runs);
    },
    timeoutFor(runs),
  );
}

export interface PairedRound {
  /** Keys of the active players when the round was paired. */
  active: string[];
  plan: RoundPlan;
  facts: RoundFacts;
}

/** Pairs `round` and checks the facts every format shares; null when fewer than two players are active. */
export function pairChecked(format: Format, ctx: FormatContext, round: number): PairedRound | null {
  const active = ctx.players.filter((p) => p.active).map((p) => p.key);
  if (active.length < 2) return null;
  const plan = format.pairRound(ctx, round);
  return { active, plan, facts: basicRoundFacts(plan, ctx) };
}

export interface SimEvent {
  players: Player[];
  matches: Match[];
}

/**
 * What happens after a round is paired: its results typed (`cells` per table), a hand swap with chance
 * `swapChance`, then drops, reinstatements and late entries. Draws from `r` in that order.
 */
export function afterRound(
  ev: SimEvent,
  plan: RoundPlan,
  round: number,
  r: ReturnType<typeof rng>,
  m: Mayhem,
  opts: {
    cells: (t: RoundPlan['tables'][number]) => { [key: string]: CellValue | undefined };
    swapChance: number;
    lateAllowed: boolean;
  },
): SimEvent {
  let matches = recordRound(ev.matches, plan, opts.cells);
  if (r.next() < opts.swapChance) matches = manualSwap(matches, round, r);
  return { matches, players: changePlayers(ev.players, m, r, { lateAllowed: opts.lateAllowed }) };
}

/**
 * The bye where the rules put it, once round 1 is past: never a second bye while an active player has
 * none; otherwise the lowest player without a bye gets it, so nobody active without a bye is strictly
 * below it on the standings columns `by` (higher first wins, level firsts compare the second).
 */
export function expectByeToLowest(
  format: Format,
  ctx: FormatContext,
  bye: string,
  active: string[],
  by: [string, string],
): void {
  const hadBye = new Set(ctx.matches.filter((m) => m.b === null).map((m) => m.a));
  if (hadBye.has(bye)) {
    expect(active.every((k) => hadBye.has(k))).toBe(true);
    return;
  }
  const keyOf = new Map(ctx.players.map((p) => [p.name, p.key]));
  const score = new Map(
    standingsRecords(format.standings(ctx)).map((x) => [
      keyOf.get(String(x.Player)),
      [x[by[0]] as number, x[by[1]] as number],
    ]),
  );
  const [b1, b2] = score.get(bye) as number[];
  for (const k of active) {
    if (hadBye.has(k) || k === bye) continue;
    const [x1, x2] = score.get(k) as number[];
    expect(x1 > b1 || (x1 === b1 && x2 >= b2), `${k} ${x1}/${x2} is below the bye ${b1}/${b2}`).toBe(true);
  }
}

/**
 * Standings (`table`, already computed from `ctx`) and output tabs are a pure function of the Results
 * rows: the same rows shuffled change nothing. With `nextPairing`, neither does the next round's pairing.
 */
export function expectRowOrderFree(
  format: Format,
  ctx: FormatContext,
  table: StandingsTable,
  sim: number,
  nextPairing: boolean,
): void {
  const shuffled = shuffledRows(ctx, rng(sim, 'shuffle'));
  expect(format.standings(shuffled)).toEqual(table);
  expect(format.extraTabs(shuffled)).toEqual(format.extraTabs(ctx));
  if (!nextPairing) return;
  const next = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0) + 1;
  if (ctx.players.filter((p) => p.active).length >= 2)
    expect(format.pairRound(shuffled, next)).toEqual(format.pairRound(ctx, next));
}
