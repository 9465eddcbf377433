// Builders for the any-game engine tests: an event's context from its Event settings, players and
// Results rows, and the rows themselves with the bracket's table numbers.
import type { CellValue, FormatContext, Match } from '../../../src/engine/format';
import type { OptionValue } from '../../../src/shared/types';
import { engineContext, namedPlayers, resultRow } from '../../support/engine';

/** An any-game event: `options` as typed on the Event tab (blank = the preset's), `rounds` as typed (0 = blank). */
export function anyGameContext(
  names: string[],
  matches: Match[] = [],
  options: Record<string, OptionValue> = {},
  rounds = 0,
  seed = 'seed-1',
): FormatContext {
  return engineContext(
    { format: 'any-game', name: 'Club night', rounds, seed },
    namedPlayers(names),
    matches,
    options,
  );
}

/** The Results cells E:H: Player games, Opponent games, Drawn games, Result. */
export function cells(
  aGames: CellValue = '',
  bGames: CellValue = '',
  drawnGames: CellValue = '',
  result: CellValue = '',
): Record<string, CellValue> {
  return { aGames, bGames, drawnGames, result };
}

let nextRow = 2;

/** A Results row at `table` (a bye when `b` is null). */
export function match(
  round: number,
  table: number,
  a: string,
  b: string | null,
  typed: Record<string, CellValue> = {},
): Match {
  return { ...resultRow(round, nextRow++, a, b, typed), table };
}

/** A match `a` won, entered as the Result alone (single-result presets). */
export function won(round: number, table: number, a: string, b: string): Match {
  return match(round, table, a, b, cells('', '', '', 'Player won'));
}

/** Marks players as dropped on the Players tab. */
export function dropped(ctx: FormatContext, ...names: string[]): FormatContext {
  const out = new Set(names.map((n) => n.toLowerCase()));
  return { ...ctx, players: ctx.players.map((p) => (out.has(p.key) ? { ...p, active: false } : p)) };
}

export const EIGHT = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/**
 * Three Swiss rounds of eight players, each game entered as its Result: A 3-0; B, C and E 2-1; D, F and G
 * 1-2; H 0-3. The standings (points, SoS, extended SoS) read A, B, C, E, D, F, G, H.
 */
export function threeSwissRounds() {
  return [
    won(1, 1, 'A', 'H'),
    won(1, 2, 'B', 'G'),
    won(1, 3, 'C', 'F'),
    won(1, 4, 'D', 'E'),
    won(2, 1, 'A', 'D'),
    won(2, 2, 'B', 'C'),
    won(2, 3, 'E', 'H'),
    won(2, 4, 'F', 'G'),
    won(3, 1, 'A', 'B'),
    won(3, 2, 'C', 'D'),
    won(3, 3, 'E', 'F'),
    won(3, 4, 'G', 'H'),
  ];
}

/** A game `b`, the Opponent, won. */
export function lost(round: number, table: number, a: string, b: string): Match {
  return match(round, table, a, b, cells('', '', '', 'Opponent won'));
}
