// The loop every property suite's simulated event shares: pair a round through the format's pure
// engine with the checks every format owes, then type results, maybe swap seats by hand, and apply
// drops, reinstatements and late entries. Each suite keeps its own results and its own assertions.
import type fc from 'fast-check';
import { it } from 'vitest';
import type { CellValue, Format, FormatContext, Match, Player, RoundPlan } from '../../src/engine/format';
import {
  basicRoundFacts,
  changePlayers,
  checkProperty,
  type Mayhem,
  manualSwap,
  type RoundFacts,
  recordRound,
  type rng,
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
