// How the event runs, from its settings and its field: Swiss rounds then any cut, a round robin by the
// Berger tables, or single elimination from the start. The field is the players of round 1 once it is
// paired (so a late entry or a drop never changes the length under a running event), the active
// players before.
import { bracketSize } from '../bracket';
import type { FormatContext } from '../format';
import { bergerCycleLength } from './berger';
import type { CutSize } from './rounds-tables';
import { settingsOf } from './settings';
import { eventStructure } from './swiss-rounds';

export type Plan =
  | { kind: 'swiss'; swissRounds: number; cut: CutSize | null; cutRounds: number; from: string }
  | { kind: 'round-robin'; rounds: number; double: boolean }
  | { kind: 'elimination'; rounds: number; from: string };

/** Keys of the players the structure is built for: round 1's, or the active players before it. */
export function fieldOf(ctx: FormatContext): string[] {
  const first = ctx.matches.filter((m) => m.round === 1);
  if (first.length === 0) return ctx.players.filter((p) => p.active).map((p) => p.key);
  const keys = new Set<string>();
  for (const m of first) {
    keys.add(m.a);
    if (m.b !== null) keys.add(m.b);
  }
  return ctx.players.filter((p) => keys.has(p.key)).map((p) => p.key);
}

/** Rounds that can find one unbeaten player among `n`: the count where a preset has no table. */
export function log2Rounds(n: number): number {
  return n < 2 ? 1 : Math.ceil(Math.log2(n));
}

function knockoutRounds(n: number): number {
  return n < 2 ? 0 : Math.round(Math.log2(bracketSize(n)));
}

const PLANS = new WeakMap<FormatContext, Plan>();

export function planOf(ctx: FormatContext): Plan {
  const known = PLANS.get(ctx);
  if (known) return known;
  const plan = computePlan(ctx);
  PLANS.set(ctx, plan);
  return plan;
}

function computePlan(ctx: FormatContext): Plan {
  const settings = settingsOf(ctx.config);
  const n = fieldOf(ctx).length;
  if (settings.structure === 'round-robin' || settings.structure === 'double-round-robin') {
    const double = settings.structure === 'double-round-robin';
    return { kind: 'round-robin', rounds: bergerCycleLength(n) * (double ? 2 : 1), double };
  }
  if (settings.structure === 'elimination')
    return { kind: 'elimination', rounds: knockoutRounds(n), from: 'single elimination' };
  const typed = ctx.config.rounds > 0 ? ctx.config.rounds : null;
  const table = settings.preset.roundsTable;
  const s = eventStructure(table, n, typed);
  if (s.from === 'table' && s.playoff.kind === 'single-elimination')
    return {
      kind: 'elimination',
      rounds: knockoutRounds(n),
      from: `the ${settings.preset.label} preset's table: single elimination for ${n} players`,
    };
  const swissRounds = s.from === 'none' ? log2Rounds(n) : s.swissRounds;
  let cut: CutSize | null = null;
  if (settings.cut === 'table') cut = s.playoff.kind === 'cut' ? s.playoff.size : null;
  else if (settings.cut !== 'none') cut = settings.cut;
  // A cut of the whole field or more is no cut: the Swiss decides.
  if (cut !== null && cut >= n) cut = null;
  const from =
    s.from === 'typed'
      ? 'typed on the Event tab'
      : s.from === 'table'
        ? `the ${settings.preset.label} preset's table for ${n} players`
        : `enough to find one unbeaten player among ${n}`;
  return { kind: 'swiss', swissRounds, cut, cutRounds: cut ? knockoutRounds(cut) : 0, from };
}

export function totalRounds(plan: Plan): number {
  return plan.kind === 'swiss' ? plan.swissRounds + plan.cutRounds : plan.rounds;
}

/** Whether `round` is a knockout round (the cut, or elimination from the start): a game needs a winner. */
export function isKnockoutRound(ctx: FormatContext, round: number): boolean {
  const plan = planOf(ctx);
  if (plan.kind === 'elimination') return true;
  // Without a cut every round is Swiss, even past a Rounds lowered under the rounds already paired.
  return plan.kind === 'swiss' && plan.cut !== null && round > plan.swissRounds;
}

/** The name of knockout round `k` (1-based) of `rounds`: Final, Semi-finals, Quarter-finals, Top 16. */
export function knockoutName(k: number, rounds: number): string {
  const left = rounds - k;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Top ${2 ** (left + 1)}`;
}

/**
 * Round `round`'s stage: a Swiss round before a cut names the cut to come, a knockout round its name in
 * the bracket; a plain Swiss or a round robin has none (see Format.roundStage).
 */
export function roundStage(
  ctx: FormatContext,
  round: number,
): { name: string; knockout: boolean } | undefined {
  const plan = planOf(ctx);
  if (round < 1 || round > totalRounds(plan)) return undefined;
  if (plan.kind === 'elimination') return { name: knockoutName(round, plan.rounds), knockout: true };
  if (plan.kind !== 'swiss' || !plan.cut) return undefined;
  if (round <= plan.swissRounds)
    return { name: `Swiss round ${round} of ${plan.swissRounds}, then Top ${plan.cut}`, knockout: false };
  return {
    name: `${knockoutName(round - plan.swissRounds, plan.cutRounds)} (Top ${plan.cut})`,
    knockout: true,
  };
}

export function roundLimit(ctx: FormatContext): { rounds: number; done: string } {
  const plan = planOf(ctx);
  const rounds = totalRounds(plan);
  const what =
    plan.kind === 'swiss'
      ? `${plan.swissRounds} Swiss rounds (${plan.from})${plan.cut ? ` and a top ${plan.cut} cut of ${plan.cutRounds} rounds` : ''}`
      : plan.kind === 'round-robin'
        ? `a${plan.double ? ' double' : ''} round robin of ${plan.rounds} rounds`
        : `${plan.rounds} rounds of single elimination`;
  return {
    rounds: Math.max(rounds, 1),
    done: `The event has ${what}, and all are paired: type the last results to finish it.`,
  };
}

export const ROUNDS_RULE =
  "Swiss: the preset's table for the number of players (⌈log₂ N⌉ rounds where it has none), plus any cut; round robin: N − 1 rounds (N for an odd N), twice for a double; single elimination: ⌈log₂ N⌉";
