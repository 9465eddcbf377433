// What the Winner, Absent and deck cells of a Results row say. Player = the arrow, Opponent = the target;
// in a playoff game Arrow / Target simply name the Player / Opponent column.
import type { Match } from '../format';

export const SIDE = { arrow: 'Arrow', target: 'Target', both: 'Both' } as const;
export type Side = 'arrow' | 'target';
export type Absent = Side | 'both';

function norm(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

/** The Winner cell: Arrow / Target (the Player / Opponent column in a playoff game). */
export function winnerOf(value: unknown): Side | null | 'bad' {
  const t = norm(value);
  if (t === '') return null;
  if (t === 'arrow' || t === 'player') return 'arrow';
  if (t === 'target' || t === 'opponent') return 'target';
  return 'bad';
}

export function absentOf(value: unknown): Absent | null | 'bad' {
  const t = norm(value);
  if (t === '' || t === 'no' || t === 'none') return null;
  if (t === 'both') return 'both';
  return winnerOf(t);
}

export function deckCode(value: unknown): string {
  return String(value ?? '').trim();
}

/** What a game's cells say happened; null when nothing (valid) is recorded yet. */
export interface Outcome {
  winner: Side | null;
  absent: Absent | null;
}

export function outcomeOf(match: Match): Outcome | null {
  const w = winnerOf(match.cells.winner);
  const ab = absentOf(match.cells.absent);
  if (w === 'bad' || ab === 'bad') return null;
  if (ab === 'both') return w === null ? { winner: null, absent: 'both' } : null;
  if (ab !== null) {
    const other: Side = ab === 'arrow' ? 'target' : 'arrow';
    if (w !== null && w !== other) return null;
    return { winner: other, absent: ab };
  }
  return w === null ? null : { winner: w, absent: null };
}

/**
 * The outcome that counts: a played game counts only once both deck codes are typed, since decks are
 * posted before a round is played; an absence needs none (the absent player brought no deck).
 */
export function countedOutcome(match: Match): Outcome | null {
  const o = outcomeOf(match);
  if (!o || o.absent !== null) return o;
  return deckCode(match.cells.arrowDeck) && deckCode(match.cells.targetDeck) ? o : null;
}
