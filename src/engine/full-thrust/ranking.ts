// Ranking Full Thrust players with the source's "Resolving Ties" chain: the chain itself, and the winner
// of one game.
import { pairedTable } from '../fixed-tables';
import { type FormatContext, optionValue } from '../format';
import { seedFor } from '../random';
import { battleOpt } from './options';
import { fleetTotal, nameFn } from './players';
import { battleSide, type Entry, NO_FLEET, type Scored, type Side } from './scoring';
import type { Structure } from './structure';
import { type ChainResult, rankByChain, type TieStep } from './tie-chain';

export const BATTLE_STEP = 'Tie-breaker battle';
export const FLEET_STEP = 'Lower fleet total';
export const COIN_STEP = 'Coin toss';
/** What every tab says, instead of a name, for a tie that waits for its tie-breaker battle. */
export const BATTLE_TO_PLAY = 'Tie-breaker battle to play';

const noBattle = () => null;

/** "Resolving Ties", as data. The battle step only counts for a tie on the advancement line. */
export const TIE_STEPS: TieStep<Entry>[] = [
  { name: 'Score', get: (e) => e.score },
  { name: 'OPT', get: (e) => e.opt },
  { name: 'Hull boxes', get: (e) => e.hull },
  { name: FLEET_STEP, get: (e) => e.fleet, ascending: true },
  { name: BATTLE_STEP, battle: noBattle },
  { name: COIN_STEP, coin: true },
];

export function battleAllowed(ctx: FormatContext): boolean {
  return optionValue<boolean>(ctx.config, battleOpt) !== false;
}

/** The chain for one decision: `battle` looks up the battle recorded for a tied group (none: no battle yet). */
export function stepsFor(
  ctx: FormatContext,
  battle: (keys: readonly string[]) => string | null = noBattle,
): TieStep<Entry>[] {
  const allowed = battleAllowed(ctx);
  return TIE_STEPS.filter((s) => !s.battle || allowed).map((s) => (s.battle ? { ...s, battle } : s));
}

/**
 * The winner of one played game: score, OPT, hull boxes, lower fleet, the game's tie-breaker battle (cut
 * only), coin toss. `winner` is null while the game waits for its battle (nobody has won it yet); once the
 * next round is paired the game is settled as it was paired.
 */
export function gameWinner(
  g: Scored,
  ctx: FormatContext,
  structure: Structure,
): { winner: string | null; result: ChainResult<Entry> } | null {
  if (!g.complete || g.kind !== 'game' || !g.a || !g.b || g.match.b === null) return null;
  const battle = battleSide(g.match);
  const entry = (key: string, s: Side): Entry => ({
    key,
    score: s.score,
    opt: s.opt,
    hull: s.hull,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
  });
  const items = [entry(g.match.a, g.a), entry(g.match.b, g.b)];
  // The game's own "Tie-breaker battle" cell: the battle of exactly these two players in this game.
  const { a, b } = g.match;
  const won = battle === 'player' ? a : battle === 'opponent' ? b : null;
  const result = rankByChain(
    items,
    (e) => e.key,
    stepsFor(ctx, () => won),
    {
      line: g.match.round > structure.qualRounds ? 1 : undefined,
      coinSeed: seedFor(ctx.config.seed, g.match.round, `coin-toss:table-${pairedTable(g.match)}`),
      name: nameFn(ctx),
    },
  );
  const waiting = result.battleMissing.length > 0 && !ctx.matches.some((m) => m.round === g.match.round + 1);
  return { winner: waiting ? null : result.order[0].key, result };
}
