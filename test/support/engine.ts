// Builders for the pure engine tests: players as the Players tab lists them, the FormatContext the
// sheet layer would pass, and one Results row.
import type { CellValue, FormatContext, Match, Player } from '../../src/engine/format';
import type { FormatId, OptionValue } from '../../src/shared/types';

/** Players in list order: key = lower-case name, sheet rows from 2, with the given Players-tab fields. */
export function namedPlayers(
  names: string[],
  fields: (name: string) => Record<string, CellValue> = () => ({}),
): Player[] {
  return names.map((name, i) => ({
    key: name.toLowerCase(),
    name,
    active: true,
    row: i + 2,
    listIndex: i,
    fields: fields(name),
  }));
}

/** The context of an event: the Event tab's settings, the players and the Results rows. */
export function engineContext(
  config: { format: FormatId; name: string; rounds: number; seed: string },
  players: Player[],
  matches: Match[],
  options: Record<string, OptionValue>,
): FormatContext {
  const { format, name, rounds, seed } = config;
  return { config: { format, name, date: '', rounds, seed, options }, players, matches, inputs: {} };
}

/** One Results row at table 1 between two players named as typed (a bye when `b` is null: no cells). */
export function resultRow(
  round: number,
  row: number,
  a: string,
  b: string | null,
  cells: Record<string, CellValue>,
): Match {
  return {
    round,
    table: 1,
    row,
    a: a.toLowerCase(),
    b: b === null ? null : b.toLowerCase(),
    cells: b === null ? {} : cells,
  };
}
