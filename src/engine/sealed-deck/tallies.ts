// Cumulative scores: "update the player's cumulative score by adding the victory points and the
// differential for this game to his previous cumulative score".
import type { FormatContext } from '../format';
import { byChain } from '../standings-rank';
import { countedGames } from './counted';

export interface Tally {
  key: string;
  name: string;
  active: boolean;
  vp: number;
  diff: number;
  played: number;
  won: number;
  lost: number;
  tied: number;
  byes: number;
}

export function tallies(ctx: FormatContext): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const p of ctx.players) {
    out.set(p.key, {
      key: p.key,
      name: p.name,
      active: p.active,
      vp: 0,
      diff: 0,
      played: 0,
      won: 0,
      lost: 0,
      tied: 0,
      byes: 0,
    });
  }
  for (const g of countedGames(ctx)) {
    const m = g.match;
    const ta = out.get(m.a);
    if (ta) {
      ta.vp += g.a.vp;
      ta.diff += g.a.diff;
      if (g.b === null) ta.byes++;
    }
    if (g.b && m.b) {
      const tb = out.get(m.b);
      for (const [t, mine, theirs] of [
        [ta, g.a, g.b],
        [tb, g.b, g.a],
      ] as const) {
        if (!t) continue;
        t.played++;
        if (mine.vp > theirs.vp) t.won++;
        else if (mine.vp < theirs.vp) t.lost++;
        else t.tied++;
      }
      if (tb) {
        tb.vp += g.b.vp;
        tb.diff += g.b.diff;
      }
    }
  }
  return out;
}

/** "Victory points are the first step in determining a players score, differential points are used to determine tie-breakers." */
export const scoreChain = byChain<Tally>([{ get: (t) => t.vp }, { get: (t) => t.diff }]);
