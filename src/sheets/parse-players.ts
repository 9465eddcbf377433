import type { CellValue, Format, Player } from '../engine/format';
import { findNearDuplicates, nameKey } from '../engine/names';
import type { Problem } from '../shared/types';
import { type ColumnMap, cellOf, defaultColumns } from './columns';
import { type Grid, isBlankRow, problem } from './grid';
import { PLAYER_FIXED, STATUS_CHOICES } from './layout';
import { cellText } from './text';

export interface ParsedPlayers {
  players: Player[];
  problems: Problem[];
}

/** `grid` in the add-on's column order (columns.ts); `cols` says where each column is on the tab now. */
export function parsePlayers(
  grid: Grid,
  tab: string,
  format: Format,
  cols: ColumnMap = defaultColumns([...PLAYER_FIXED, ...format.playerColumns.map((c) => c.header)]),
): ParsedPlayers {
  const problems: Problem[] = [];
  const players: Player[] = [];
  const seen = new Map<string, Player>();
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i];
    if (isBlankRow(row.slice(0, PLAYER_FIXED.length + format.playerColumns.length))) continue;
    const rowNo = i + 1;
    const name = cellText(row[0]).trim();
    if (!name) {
      problems.push(
        problem(
          'error',
          tab,
          cellOf(cols, rowNo, 1),
          'This row has player details but no name.',
          "Type the player's name, or clear the row.",
        ),
      );
      continue;
    }
    const status = cellText(row[1]).trim().toLowerCase();
    if (status !== '' && !STATUS_CHOICES.includes(status)) {
      problems.push(
        problem(
          'error',
          tab,
          cellOf(cols, rowNo, 2),
          `"${cellText(row[1])}" is not a player status.`,
          'Choose active or dropped (blank means active).',
        ),
      );
    }
    const key = nameKey(name);
    const clash = seen.get(key);
    if (clash) {
      problems.push(
        problem(
          'error',
          tab,
          cellOf(cols, rowNo, 1),
          `"${name}" is the same name as "${clash.name}" in ${cellOf(cols, clash.row, 1)}.`,
          "Names are compared ignoring case, spaces and accents; make each player's name unique.",
        ),
      );
      continue;
    }
    const fields: Record<string, CellValue> = {};
    format.playerColumns.forEach((c, j) => {
      fields[c.key] = row[PLAYER_FIXED.length + j] ?? '';
    });
    const player: Player = {
      key,
      name,
      active: status !== 'dropped',
      row: rowNo,
      listIndex: players.length,
      fields,
    };
    seen.set(key, player);
    players.push(player);
  }
  for (const [i, j] of findNearDuplicates(players.map((p) => p.name))) {
    problems.push(
      problem(
        'warning',
        tab,
        cellOf(cols, players[j].row, 1),
        `"${players[j].name}" looks like "${players[i].name}" (${cellOf(cols, players[i].row, 1)}).`,
        'If they are the same person, keep one consistent form of the name: results go to a ratings body.',
      ),
    );
  }
  return { players, problems };
}
