import { describe, expect, it } from 'vitest';
import { knownWidths, mergeWidths, neededWidth, widenings, widthsFor } from '../../src/sheets/widths';

describe('column width estimate (src/sheets/widths.ts)', () => {
  it('widenings only ever widen, in runs of neighbours needing the same width', () => {
    expect(widenings([100, 100, 100, 230], [120, 120, 80, 300])).toEqual([
      [1, 2, 120],
      [4, 1, 300],
    ]);
    expect(widenings([200, 200], [120, 0])).toEqual([]);
  });

  it('known widths: recorded, else the layout, else the Sheets default of 100', () => {
    expect(knownWidths([60, 300], [70, 230, 0], 4)).toEqual([60, 300, 100, 100]);
    expect(knownWidths(undefined, [70, 0], 3)).toEqual([70, 100, 100]);
    expect(mergeWidths([60, 300], [80])).toEqual([80, 300]);
  });

  it('the Pairings title row is left out, its header row is bold and 14 pt', () => {
    const w = widthsFor('pairings', 1, 1, [
      ['Round 12 · A very long event name indeed'],
      ['Table', 'Player'],
    ]);
    expect(w[0]).toBe(neededWidth('Table', { fontSize: 14, bold: true }));
    expect(w[1]).toBe(neededWidth('Player', { fontSize: 14, bold: true }));
  });

  it('the Standings title row is left out, row 2 is its bold header row, and names in a wrapped column only need their header', () => {
    const rows = [
      ['Spring Open · after round 2 of 5 · round 3: 4 of 8 results in'],
      ['Rank', 'Player', 'Differential'],
      [1, 'Bartholomew Featherstonehaugh-Smythe', '+12'],
    ];
    const w = widthsFor('standings', 1, 1, rows, [2]);
    expect(w[0]).toBe(neededWidth('Rank', { bold: true }));
    expect(w[1]).toBe(neededWidth('Player', { bold: true }));
    expect(w[2]).toBe(neededWidth('Differential', { bold: true }));
    // Without wrapping, the name would widen its column.
    expect(widthsFor('standings', 1, 1, rows)[1]).toBe(neededWidth('Bartholomew Featherstonehaugh-Smythe'));
  });
});
