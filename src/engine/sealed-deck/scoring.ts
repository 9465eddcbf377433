// One game's victory points and differential ("Tournament scoring" and docs/rules/DECISIONS.md), from the cells
// of a Results row: the points, how the game ended and, when the points do not say it, who won.
import { type CellValue, type FormatContext, type Match, optionValue, signed, toNumber } from '../format';
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
