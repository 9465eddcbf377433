// Sealed-deck scores: one game's victory points and differential ("Tournament scoring" and
// docs/rules/DECISIONS.md) from the cells of a Results row (the points, how the game ended and, when the
// points do not say it, who won), the games that count so far, and each player's cumulative score.
import { completeRounds } from '../complete-rounds';
import { type CellValue, type FormatContext, type Match, optionValue, signed, toNumber } from '../format';
import { byChain } from '../standings-rank';
import { seedTallies, type TallyOwner } from '../tally-seed';
import { byeScoreOpt } from './options';

export const ENDED = { win: 'Win', exhausted: 'Decks exhausted', time: 'Time called' } as const;
export type Ending = 'win' | 'exhausted' | 'time';

/** The Winner column: blank lets the points decide. */
export const WINNER = { a: 'Player', b: 'Opponent' } as const;
export type Side = 'a' | 'b';

export interface GameScore {
  vp: number;
  diff: number;
}

export function endingOf(value: CellValue | undefined): Ending | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase();
  if (t === '') return null;
  if (t === 'win' || t === 'won') return 'win';
  if (t.startsWith('deck') || t.startsWith('exhaust')) return 'exhausted';
  if (t.startsWith('time')) return 'time';
  return null;
}

export function winnerOf(value: CellValue | undefined): Side | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase();
  if (t === 'player') return 'a';
  if (t === 'opponent') return 'b';
  return null;
}

/** Clamp game points to 0..100 for the differential, as the source says. */
function clampPoints(points: number): number {
  return Math.min(100, Math.max(0, points));
}

/**
 * 2 VP for a win, 1 when decks are exhausted or time is called, 0 for a loss. `winner` is who won when
 * the organizer says so; otherwise the higher score wins and equal points are a true tie (1 VP each,
 * differential 0). A winner whose clamped margin is 0 or less (both over 100, both at or under 0, or
 * a win on fewer points) still records +1 / -1.
 */
export function scoreGame(
  aPoints: number,
  bPoints: number,
  ending: Ending,
  winner: Side | null = null,
): { a: GameScore; b: GameScore } {
  const side: Side | null = winner ?? (aPoints > bPoints ? 'a' : bPoints > aPoints ? 'b' : null);
  if (side === null) return { a: { vp: 1, diff: 0 }, b: { vp: 1, diff: 0 } };
  const [w, l] = side === 'a' ? [aPoints, bPoints] : [bPoints, aPoints];
  const margin = Math.max(1, clampPoints(w) - clampPoints(l));
  const win = { vp: ending === 'win' ? 2 : 1, diff: margin };
  const loss = { vp: 0, diff: -margin };
  return side === 'a' ? { a: win, b: loss } : { a: loss, b: win };
}

/** The cumulative score as the source writes it: `2 (+35)`. */
export function formatScore(vp: number, diff: number): string {
  return `${vp} (${signed(diff)})`;
}

export interface ScoredGame {
  match: Match;
  a: GameScore;
  b: GameScore | null;
}

/** A Results row scored, or null while it is incomplete or contradicts itself (checkResult says why). */
export function scoreMatch(match: Match, ctx: FormatContext): ScoredGame | null {
  if (match.b === null) {
    const earned = optionValue<string>(ctx.config, byeScoreOpt) === 'earned';
    return { match, a: { vp: 2, diff: earned ? 100 : 0 }, b: null };
  }
  const ap = toNumber(match.cells.aPoints);
  const bp = toNumber(match.cells.bPoints);
  const ending = endingOf(match.cells.ended);
  if (ap === null || bp === null || ending === null) return null;
  if (!Number.isInteger(ap) || !Number.isInteger(bp)) return null;
  const winner = winnerOf(match.cells.winner);
  if (ending === 'win' && winner === null && ap === bp) return null;
  if (ending !== 'win' && winner !== null && !(winner === 'a' ? ap > bp : bp > ap)) return null;
  const s = scoreGame(ap, bp, ending, winner);
  return { match, a: s.a, b: s.b };
}

/** Who won a game as it is scored (more victory points), 'tie' when level; null while it is not scored. */
export function winnerSide(match: Match, ctx: FormatContext): Side | 'tie' | null {
  const s = scoreMatch(match, ctx);
  if (!s?.b) return null;
  return s.a.vp > s.b.vp ? 'a' : s.b.vp > s.a.vp ? 'b' : 'tie';
}

/**
 * The games that count towards scores now. A game counts once its result is in ("After each game,
 * update the player's cumulative score"); a bye is no game to report, so it counts with its round, once
 * "all players have completed play and have reported" it. Standings that stand after round 2 then never
 * hold a round-3 bye, and the Report sends the bye with the round it belongs to.
 */
export function countedGames(ctx: FormatContext): ScoredGame[] {
  const scored = new Map(ctx.matches.map((m) => [m, scoreMatch(m, ctx)]));
  const complete = completeRounds(ctx.matches, (m) => Boolean(scored.get(m)));
  return [...scored.values()].filter(
    (g): g is ScoredGame => g !== null && (g.b !== null || complete.has(g.match.round)),
  );
}

export interface Tally extends TallyOwner {
  vp: number;
  diff: number;
  played: number;
  won: number;
  lost: number;
  tied: number;
  byes: number;
}

/**
 * Cumulative scores: "update the player's cumulative score by adding the victory points and the
 * differential for this game to his previous cumulative score".
 */
export function tallies(ctx: FormatContext): Map<string, Tally> {
  const out: Map<string, Tally> = seedTallies(ctx.players, () => ({
    vp: 0,
    diff: 0,
    played: 0,
    won: 0,
    lost: 0,
    tied: 0,
    byes: 0,
  }));
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
