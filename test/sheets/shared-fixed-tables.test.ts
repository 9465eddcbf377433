import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/engine/format';
import { defaultColumns } from '../../src/sheets/columns';
import { sharedFixedTables } from '../../src/sheets/shared-fixed-tables';

const player = (name: string, row: number, fixedTable?: number, active = true): Player => ({
  key: name.toLowerCase(),
  name,
  active,
  row,
  listIndex: row - 2,
  fields: {},
  ...(fixedTable === undefined ? {} : { fixedTable }),
});
const COLS = defaultColumns(['Name', 'Status', 'Fixed table']);

describe('fixed tables shared by active players', () => {
  it("one warning per shared table, at the second holder's cell, naming the first as the one who sits there", () => {
    const out = sharedFixedTables(
      [
        player('Ann', 2, 1),
        player('Bob', 3, 2),
        player('Cy', 4, 1),
        player('Dee', 5),
        player('Eve', 6, 2, false),
      ],
      'Players',
      COLS,
      3,
    );
    expect(out).toEqual([
      expect.objectContaining({
        severity: 'warning',
        cell: 'C4',
        message:
          'Fixed table 1 is also given to Cy (C4), not only Ann: one table seats one game, so in a round where they do not play each other only Ann (higher on the list) sits there.',
      }),
    ]);
  });

  it('a column pasted full of one number is one warning quoting four names and a count, not one per player', () => {
    const many = Array.from({ length: 2000 }, (_, i) => player(`P${i + 1}`, i + 2, 7));
    const out = sharedFixedTables(many, 'Players', COLS, 3);
    expect(out).toHaveLength(1);
    expect(out[0].message).toContain('P2 (C3), P3 (C4), P4 (C5), P5 (C6) and 1995 more, not only P1');
    expect(out[0].fix).toBe(
      'Give each of them a table of their own, or clear the cells of those who do not need one.',
    );
  });
});
