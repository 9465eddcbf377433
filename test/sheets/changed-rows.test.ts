import { describe, expect, it } from 'vitest';
import { CELLS_PER_CALL, MAX_BLOCKS, patchRows, runsOf, sameCell } from '../../src/sheets/changed-rows';
import type { RowsWrite } from '../../src/sheets/patch';

const rows = (n: number, f: (i: number) => (string | number)[]) => Array.from({ length: n }, (_, i) => f(i));
const write = (r: (string | number)[][], extra: Partial<RowsWrite> = {}): RowsWrite => ({
  kind: 'rows',
  role: 'standings',
  startRow: 1,
  width: r[0]?.length ?? 1,
  rows: r,
  clearTo: -1,
  ...extra,
});

describe('a rewrite writes only the cells that differ from what the tab holds', () => {
  it('nothing when every row already reads as planned (numbers read back as numbers, text as text)', () => {
    const grid = rows(5, (i) => [i + 1, `Player ${i}`, 3]);
    const p = patchRows(write(grid.map((r) => [...r])), { values: grid });
    expect(p.values).toEqual([]);
    expect(p.colors).toBeNull();
  });

  it('one block, narrowed to the rows and columns that changed', () => {
    const grid = rows(10, (i) => [i + 1, `P${i}`, 0, '']);
    const next = grid.map((r) => [...r]);
    next[3][2] = 3;
    next[5][2] = 1;
    expect(patchRows(write(next), { values: grid }).values).toEqual([
      { row: 4, col: 3, rows: [[3], [0], [1]] },
    ]);
  });

  it('rows that held content and no longer do are blanked, blank rows below them are not written', () => {
    const grid = rows(8, (i) => [`P${i}`, i]);
    const p = patchRows(write(grid.slice(0, 5)), { values: [...grid, ['', ''], ['', '']] });
    expect(p.values).toEqual([
      {
        row: 6,
        col: 1,
        rows: [
          ['', ''],
          ['', ''],
          ['', ''],
        ],
      },
    ]);
  });

  it('changes far apart on a large tab are blocks of their own; close ones share a block', () => {
    const n = 2000;
    const grid = rows(n, (i) => [`P${i}`, i, 0]);
    const next = grid.map((r) => [...r]);
    next[0][0] = 'Title';
    next[n - 1][2] = 9;
    const far = patchRows(write(next), { values: grid }).values;
    expect(far.map((b) => [b.row, b.col, b.rows.length])).toEqual([
      [1, 1, 1],
      [n, 3, 1],
    ]);
    const small = rows(6, (i) => [`P${i}`, i, 0]);
    const near = small.map((r) => [...r]);
    near[0][0] = 'Title';
    near[5][2] = 9;
    // Six rows of three columns cost less than a second block's two calls.
    expect(18).toBeLessThan(2 * CELLS_PER_CALL);
    expect(patchRows(write(near), { values: small }).values).toHaveLength(1);
  });

  it('a changed title row above a changed column of a large tab: two blocks, not one as wide as both', () => {
    // Full Thrust's Standings at a pairing: the title (A1) and the last column of every player's row.
    const n = 2000;
    const grid = [
      ['Event · after round 1', '', '', ''],
      ['Rank', 'Player', 'Points', 'Note'],
      ...rows(n, (i) => [i + 1, `P${i}`, 0, '']),
    ];
    const next = grid.map((r) => [...r]);
    next[0][0] = 'Event · after round 1 · round 2 playing';
    for (let i = 2; i < n + 2; i++) next[i][3] = '…';
    const values = patchRows(write(next), { values: grid }).values;
    expect(values.map((b) => [b.row, b.col, b.rows.length, b.rows[0].length])).toEqual([
      [1, 1, 1, 1],
      [3, 4, n, 1],
    ]);
    // On a small tab the two share a block: the columns between cost less than a block's two calls.
    const few = next.slice(0, 12);
    expect(4 * 12).toBeLessThan(2 * CELLS_PER_CALL);
    expect(patchRows(write(few), { values: grid.slice(0, 12) }).values).toHaveLength(1);
  });

  it(`never more than ${MAX_BLOCKS} blocks, whatever the tab holds`, () => {
    const n = 5000;
    const grid = rows(n, (i) => [`P${i}`, i]);
    const next = grid.map((r, i) => (i % 1000 === 0 ? [r[0], -1] : [...r]));
    expect(patchRows(write(next), { values: grid }).values).toHaveLength(MAX_BLOCKS);
  });

  it('row colours are set only where the read colours differ; white is no colour', () => {
    const grid = rows(4, (i) => [`P${i}`]);
    const p = patchRows(write(grid, { rowColors: [null, '#f8f9fa', null, '#fce8b2'] }), {
      values: grid,
      backgrounds: [['#ffffff'], ['#f8f9fa'], ['#ffffff'], ['#ffffff']],
    });
    expect(p.values).toEqual([]);
    expect(p.colors).toEqual({ kind: 'block', row: 4, col: 1, width: 1, list: ['#fce8b2'] });
  });

  it('without the colours read, they are set on the rows whose values change', () => {
    const grid = rows(4, (i) => [`P${i}`]);
    const next = grid.map((r) => [...r]);
    next[1][0] = 'X';
    const p = patchRows(write(next, { rowColors: [null, '#f8f9fa', null, null] }), { values: grid });
    expect(p.colors).toEqual({ kind: 'block', row: 2, col: 1, width: 1, list: ['#f8f9fa'] });
  });

  it('weights inside the colours block share its range', () => {
    const grid = rows(4, (i) => [`P${i}`]);
    const p = patchRows(
      write(grid, { rowColors: ['#e8f0fe', null, '#e8f0fe', null], boldRows: [false, false, true, false] }),
      {
        values: grid,
        backgrounds: Array.from({ length: 4 }, () => ['#ffffff']),
        fontWeights: Array.from({ length: 4 }, () => ['normal']),
      },
    );
    expect(p.colors?.kind === 'block' && [p.colors.row, p.colors.list.length]).toEqual([1, 3]);
    expect(p.weights).toEqual({ kind: 'block', row: 1, col: 1, width: 1, list: [false, false, true] });
  });

  it('sameCell: blanks, dates by instant, numbers against their text', () => {
    expect(sameCell('', null)).toBe(true);
    expect(sameCell(0, '')).toBe(false);
    expect(sameCell(new Date(5), new Date(5))).toBe(true);
    expect(sameCell(new Date(5), 5)).toBe(false);
    expect(sameCell(3, '3')).toBe(true);
    expect(runsOf([2, 3, 4, 8, 9])).toEqual([
      [2, 3],
      [8, 2],
    ]);
  });
});
