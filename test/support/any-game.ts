// Helpers for driving an any-game event through the built artifact like an organizer would.
import type { ActionResult } from '../../src/shared/types';
import type { Artifact } from './artifact';
import { typePlayers } from './sealed';

export function setupAnyGame(
  a: Artifact,
  names: string[],
  options: Record<string, unknown> = {},
): ActionResult {
  const result = a.call<ActionResult>('setupEvent', {
    format: 'any-game',
    name: 'Club night',
    date: '2026-12-05',
    seed: 'fixed-seed',
    ...options,
  });
  if (!result.ok) throw new Error(`setup failed: ${JSON.stringify(result.problems)}`);
  if (names.length) typePlayers(a, names);
  return result;
}

/** One match's cells E:H (Player games, Opponent games, Drawn games, Result). */
export type MatchCells = [unknown, unknown, unknown, unknown];

/** Types every game of `round` on Results: cells(player, opponent, sheet row) gives E:H. */
export function typeMatches(
  a: Artifact,
  round: number,
  cells: (player: string, opponent: string, row: number) => MatchCells,
): void {
  a.values('Results').forEach((r, i) => {
    if (i === 0 || r[0] !== round || r[3] === 'BYE') return;
    a.type('Results', `E${i + 1}`, [cells(String(r[2]), String(r[3]), i + 1)]);
  });
}

/** The Event tab's value for a setting, by its label. */
export function eventSetting(a: Artifact, label: string): unknown {
  return a.values('Event').find((r) => r[0] === label)?.[1];
}
