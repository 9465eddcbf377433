// The Swiss round count (and the playoff) for a field size, read from a preset's table, or typed by the
// organizer where the preset has no table (chess). A typed count always wins over the table.
import type { Playoff, RoundsRow, RoundsTable } from './rounds-tables';

export interface EventStructure {
  swissRounds: number;
  playoff: Playoff;
  /** Where the count came from: the preset's table, the organizer, or neither (field below the table). */
  from: 'table' | 'typed' | 'none';
}

/** The row of `table` covering `players`, or null below its first row. */
export function rowFor(table: RoundsTable, players: number): RoundsRow | null {
  let found: RoundsRow | null = null;
  for (const row of table) if (players >= row.fromPlayers) found = row;
  return found;
}

/**
 * The structure for `players`: the typed count when there is one (a positive integer), with the table's
 * playoff if the table covers the field; else the table's row; else no rounds.
 */
export function eventStructure(
  table: RoundsTable | null,
  players: number,
  typedRounds: number | null = null,
): EventStructure {
  const row = table ? rowFor(table, players) : null;
  if (typedRounds !== null && Number.isInteger(typedRounds) && typedRounds > 0) {
    return { swissRounds: typedRounds, playoff: row?.playoff ?? { kind: 'none' }, from: 'typed' };
  }
  if (row) return { swissRounds: row.swissRounds, playoff: row.playoff, from: 'table' };
  return { swissRounds: 0, playoff: { kind: 'none' }, from: 'none' };
}
