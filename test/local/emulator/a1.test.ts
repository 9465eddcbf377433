import { describe, expect, it } from 'vitest';
import { cellToA1, columnToLetters, lettersToColumn, parseA1, rectToA1 } from '../../../local/emulator/a1';

describe('A1 conversion', () => {
  it('converts columns both ways, including past Z', () => {
    const cases: [number, string][] = [
      [1, 'A'],
      [26, 'Z'],
      [27, 'AA'],
      [52, 'AZ'],
      [53, 'BA'],
      [702, 'ZZ'],
      [703, 'AAA'],
    ];
    for (const [n, s] of cases) {
      expect(columnToLetters(n)).toBe(s);
      expect(lettersToColumn(s)).toBe(n);
    }
  });

  it('parses cells and ranges, normalising reversed corners', () => {
    expect(parseA1('A1')).toEqual({ row: 1, col: 1, numRows: 1, numCols: 1 });
    expect(parseA1('B2:D9')).toEqual({ row: 2, col: 2, numRows: 8, numCols: 3 });
    expect(parseA1('D9:B2')).toEqual({ row: 2, col: 2, numRows: 8, numCols: 3 });
    expect(parseA1('$C$3')).toEqual({ row: 3, col: 3, numRows: 1, numCols: 1 });
    expect(parseA1("'Players'!A1:B2")).toEqual({ row: 1, col: 1, numRows: 2, numCols: 2 });
    expect(parseA1('nonsense')).toBeNull();
    expect(parseA1('A:A')).toBeNull();
  });

  it('formats rectangles', () => {
    expect(cellToA1(10, 28)).toBe('AB10');
    expect(rectToA1({ row: 1, col: 1, numRows: 1, numCols: 1 })).toBe('A1');
    expect(rectToA1({ row: 2, col: 2, numRows: 8, numCols: 3 })).toBe('B2:D9');
  });
});
