// Ranking Full Thrust players with the source's "Resolving Ties" chain: the entries it compares, the
// chain itself, and the winner of one game.
import { type FormatContext, optionValue } from '../format';
import { seedFor } from '../random';
import { battleOpt } from './options';
import { battleWon, fleetTotal, nameFn } from './players';
import { battleSide, type Counted, type Scored, type Side } from './results';
import type { Structure } from './structure';
import { type ChainResult, rankByChain, type TieStep } from './tie-chain';

export interface Entry {
  key: string;
  score: number;
  opt: number;
  hull: number;
  fleet: number;
  battle: number;
}

/** A player with no fleet total loses the lower-fleet step. */
export const NO_FLEET = 1e12;

/** "Resolving Ties", as data. The battle step only counts for a tie on the advancement line. */
export const TIE_STEPS: TieStep<Entry>[] = [
  { name: 'Score', get: (e) => e.score },
  { name: 'OPT', get: (e) => e.opt },
  { name: 'Hull boxes', get: (e) => e.hull },
  { name: 'Lower fleet total', get: (e) => e.fleet, ascending: true },
  { name: 'Tie-breaker battle', get: (e) => e.battle, acrossLine: true },
  { name: 'Coin toss', coin: true },
];

export function stepsFor(ctx: FormatContext): TieStep<Entry>[] {
  const allowed = optionValue<boolean>(ctx.config, battleOpt) !== false;
  return TIE_STEPS.filter((s) => !s.acrossLine || allowed);
}

/** A player's totals over the given rounds' sides, with their fleet total and Players-tab battle. */
export function entryOf(ctx: FormatContext, key: string, sides: Counted[]): Entry {
  const e: Entry = {
    key,
    score: 0,
    opt: 0,
    hull: 0,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
    battle: battleWon(ctx, key),
  };
  for (const c of sides) {
    if (!c.side) continue;
    e.score += c.side.score;
    e.opt += c.side.opt;
    e.hull += c.side.hull;
  }
  return e;
}

/** The winner of one played game: score, OPT, hull boxes, lower fleet, the game's tie-breaker battle (cut only), coin toss. */
export function gameWinner(
  g: Scored,
  ctx: FormatContext,
  st: Structure,
): { winner: string; result: ChainResult<Entry> } | null {
  if (!g.complete || g.kind !== 'game' || !g.a || !g.b || g.match.b === null) return null;
  const battle = battleSide(g.match);
  const entry = (key: string, s: Side, won: boolean): Entry => ({
    key,
    score: s.score,
    opt: s.opt,
    hull: s.hull,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
    battle: won ? 1 : 0,
  });
  const items = [entry(g.match.a, g.a, battle === 'player'), entry(g.match.b, g.b, battle === 'opponent')];
  const result = rankByChain(items, (e) => e.key, stepsFor(ctx), {
    line: g.match.round > st.qualRounds ? 1 : undefined,
    coinSeed: seedFor(ctx.config.seed, g.match.round, `coin-toss:table-${g.match.table}`),
    name: nameFn(ctx),
  });
  return { winner: result.order[0].key, result };
}

/** The warning for tied groups on the advancement line that had no tie-breaker battle recorded. */
export function battleMissingText(groups: string[][], name: (k: string) => string): string {
  return groups
    .map(
      (g) =>
        `${g.map(name).join(' and ')} are tied on every step for a place that decides who advances; no tie-breaker battle is recorded (Players tab, "Tie-breaker battle"), so a seeded coin toss decided.`,
    )
    .join(' ');
}
