import { describe, expect, it } from 'vitest';
import { FIND_YOUR_NAME_HEADERS, PAIRINGS_FONT_SIZE, PAIRINGS_WIDTHS } from '../../src/sheets/layout';
import {
  isFindYourNameHeader,
  knownWidths,
  mergeWidths,
  neededWidth,
  rowStyle,
  widenings,
  widthsFor,
} from '../../src/sheets/widths';

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

  it('the Pairings title row is left out, its header rows are bold and 11 pt, and no column needs more than its phone width', () => {
    const w = widthsFor('pairings', 1, 1, [
      ['Round 12 · A very long event name indeed'],
      ['Table', 'Player'],
    ]);
    expect(PAIRINGS_FONT_SIZE).toBe(11);
    expect(w[0]).toBe(neededWidth('Table', { fontSize: 11, bold: true }));
    expect(w[1]).toBe(neededWidth('Player', { fontSize: 11, bold: true }));
    // The find-your-name header, wherever the tables end, is bold like row 2.
    expect(rowStyle('pairings', 9, 2, isFindYourNameHeader(FIND_YOUR_NAME_HEADERS))).toEqual({
      fontSize: 11,
      bold: true,
    });
    expect(isFindYourNameHeader(['Table', 'Ann', 'Bob', ''])).toBe(false);
    // A 60-character name or a long note wraps: the columns stay at their phone widths.
    const long = 'x'.repeat(60);
    expect(widthsFor('pairings', 3, 1, [[long, long, long, long]])).toEqual(PAIRINGS_WIDTHS);
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

  it("a report link on the Slips tab widens no column: the slip prints at its names' width", () => {
    const link = `https://docs.google.com/forms/d/e/${'x'.repeat(56)}/viewform?usp=pp_url&entry.1=1`;
    const slip = [
      ['Round 1 · Table 1', 'Ann', 'Bob'],
      ['Report online', link, link],
    ];
    const withLinks = widthsFor('slips', 2, 1, slip);
    expect(withLinks).toEqual(widthsFor('slips', 2, 1, slip.slice(0, 1)));
    expect(withLinks[1]).toBeLessThan(neededWidth(link, rowStyle('slips', 3, 1)));
    // Elsewhere a link is sized like any text.
    expect(widthsFor('log', 2, 1, [[link]])[0]).toBe(neededWidth(link, rowStyle('log', 2, 1)));
  });
});
