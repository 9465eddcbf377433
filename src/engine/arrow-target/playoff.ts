// "If there is a tie for first, a playoff is held": once every scheduled game has a result, the players
// tied for first are drawn into a single-elimination bracket seeded by the event seed.
import { type Bracket, buildBracket, isGameBetween, walkover } from '../bracket';
import type { FormatContext } from '../format';
import { seededRandom, seedFor } from '../random';
import { lineupOf } from './lineup';
import { countedOutcome, outcomeOf } from './result-cells';
import { tallies, total } from './scoring';

export interface Playoff {
  /** The schedule is fully paired and every game has a result. */
  scheduleDone: boolean;
  /** Players tied for first, in seed order (best first); empty when there is no tie. */
  seeds: string[];
  seedText: string;
  bracket: Bracket | null;
}

const noPlayoff = (scheduleDone: boolean): Playoff => ({
  scheduleDone,
  seeds: [],
  seedText: '',
  bracket: null,
});

/** The playoff once the schedule is done: empty unless two or more players share first place. */
function drawBracket(ctx: FormatContext): Playoff {
  const L = lineupOf(ctx).length;
  // Players already drawn into the playoff stay in it if they drop (their games become walkovers), so
  // a drop never redraws a bracket that is being played.
  const drawn = new Set(ctx.matches.filter((m) => m.round > L).flatMap((m) => (m.b ? [m.a, m.b] : [m.a])));
  const t = [...tallies(ctx).values()].filter((x) => (x.active || drawn.has(x.key)) && x.start !== null);
  const best = Math.max(...t.map(total));
  const tied = t
    .filter((x) => total(x) === best)
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((x) => x.key);
  if (tied.length < 2) return noPlayoff(true);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const seedText = seedFor(ctx.config.seed, L + 1, 'playoff-seeds');
  const seeds = seededRandom(seedText).shuffle(tied);
  const bracket = buildBracket(seeds, (g) => {
    const m = ctx.matches.find((x) => x.round === L + g.round && x.b !== null && isGameBetween(x, g.a, g.b));
    const o = m ? outcomeOf(m) : null;
    if (m && o && o.winner !== null) return o.winner === 'arrow' ? m.a : (m.b as string);
    // A dropped player's game with no result is a walkover (the higher seed advances if both dropped).
    return walkover(ctx.matches, L + g.round, g.a, g.b, active);
  });
  return { scheduleDone: true, seeds, seedText, bracket };
}

const playoffCache = new WeakMap<FormatContext, Playoff>();

export function playoffOf(ctx: FormatContext): Playoff {
  const cached = playoffCache.get(ctx);
  if (cached) return cached;
  const L = lineupOf(ctx).length;
  const inSchedule = ctx.matches.filter((m) => m.round <= L);
  const scheduleDone =
    L > 0 &&
    inSchedule.some((m) => m.round === L) &&
    inSchedule.every((m) => m.b === null || countedOutcome(m) !== null);
  const out = scheduleDone ? drawBracket(ctx) : noPlayoff(false);
  playoffCache.set(ctx, out);
  return out;
}
