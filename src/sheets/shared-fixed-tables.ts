// Fixed tables two or more active players share: one table seats one game, so in every round they do not
// play each other only the first on the Players tab sits there (src/engine/fixed-tables.ts). Said before
// any round is paired, at Check event and beside every action, so the organizer can fix it in time.
import type { Player } from '../engine/format';
import { shortName } from '../engine/names';
import type { Problem } from '../shared/types';
import { type ColumnMap, cellOf } from './columns';
import { problem } from './grid';

/** Names quoted in one warning; a pasted column of one number must not make a warning of every name. */
/** The codes of the problems with the Fixed table column. */
export const FIXED_TABLE_CODES = {
  /** One fixed table given to two or more players. */
  shared: 'fixed-table-shared',
  /** A fixed table the new round could not honour (a warning at the player's Fixed table cell). */
  notHonoured: 'fixed-table-not-honoured',
} as const;

const NAMES_QUOTED = 4;

export function sharedFixedTables(
  players: readonly Player[],
  tab: string,
  cols: ColumnMap,
  fixedCol: number,
): Problem[] {
  const byTable = new Map<number, Player[]>();
  for (const p of players) {
    if (!p.active || p.fixedTable === undefined) continue;
    byTable.set(p.fixedTable, [...(byTable.get(p.fixedTable) ?? []), p]);
  }
  const out: Problem[] = [];
  for (const [table, holders] of byTable) {
    if (holders.length < 2) continue;
    const [first, ...rest] = holders;
    const quoted = rest
      .slice(0, NAMES_QUOTED)
      .map((p) => `${shortName(p.name)} (${cellOf(cols, p.row, fixedCol)})`);
    const more = rest.length - quoted.length;
    const others = `${quoted.join(', ')}${more ? ` and ${more} more` : ''}`;
    out.push(
      problem(
        FIXED_TABLE_CODES.shared,
        'warning',
        tab,
        cellOf(cols, rest[0].row, fixedCol),
        `Fixed table ${table} is also given to ${others}, not only ${shortName(first.name)}: one table seats one game, so in a round where they do not play each other only ${shortName(first.name)} (higher on the list) sits there.`,
        rest.length === 1
          ? `Give one of the two another table, or clear one cell (blank means any table).`
          : `Give each of them a table of their own, or clear the cells of those who do not need one.`,
      ),
    );
  }
  return out;
}
