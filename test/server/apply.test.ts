// A write lands as planned and nowhere else: padded to its width, blanking down to clearTo, text kept
// as text; a write past a tab's edge (rows the organizer deleted) grows the tab and runs again.
import { describe, expect, it } from 'vitest';
import { applyWrite } from '../../src/server/apply';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

function sheet1() {
  const s = g.ss().getSheetByName('Sheet1');
  if (!s) throw new Error('no Sheet1');
  return s;
}

describe('applyWrite', () => {
  it('writes exactly the planned block: padded, cleared to clearTo, neighbours untouched', () => {
    g.type('Sheet1', 'A2', [
      ['old', 'old', 'old', 'keep'],
      ['old', 'old', 'old'],
      ['old', 'old', 'old'],
      ['keep'],
    ]);
    applyWrite(
      sheet1(),
      { kind: 'rows', role: 'log', startRow: 2, width: 3, rows: [['a', '007', 3], ['b']], clearTo: 4 },
      undefined,
    );
    const grid = sheet1().getRange(2, 1, 4, 4).getValues();
    expect(grid).toEqual([
      ['a', '007', 3, 'keep'],
      ['b', '', '', ''],
      ['', '', '', ''],
      ['keep', '', '', ''],
    ]);
  });

  it('appends after the last used row', () => {
    g.type('Sheet1', 'A1', [['h'], ['r1']]);
    applyWrite(sheet1(), { kind: 'append', role: 'log', width: 2, rows: [['r2', '=1+1']] }, undefined);
    expect(sheet1().getRange(3, 1, 1, 2).getValues()).toEqual([['r2', '=1+1']]);
  });

  it('grows a tab shrunk by hand to hold the write', () => {
    const s = sheet1();
    s.deleteRows(10, s.getMaxRows() - 10);
    applyWrite(s, { kind: 'cells', role: 'log', row: 15, col: 2, rows: [['far']] }, undefined);
    expect(s.getMaxRows()).toBeGreaterThanOrEqual(15);
    expect(s.getRange(15, 2).getValue()).toBe('far');
  });

  it('grows rows with room to spare, so the next rounds cost no growth', () => {
    const s = sheet1();
    const max = s.getMaxRows();
    applyWrite(
      s,
      { kind: 'rows', role: 'log', startRow: max + 1, width: 1, rows: [['x']], clearTo: -1 },
      undefined,
    );
    expect(s.getMaxRows()).toBeGreaterThanOrEqual(2 * (max + 1));
    expect(s.getRange(max + 1, 1).getValue()).toBe('x');
  });

  it('deletes rows bottom first, so each run keeps its numbers', () => {
    g.type('Sheet1', 'A1', [['1'], ['2'], ['3'], ['4'], ['5']]);
    applyWrite(sheet1(), { kind: 'delete-rows', role: 'log', rows: [2, 4, 5] }, undefined);
    expect(sheet1().getRange(1, 1, 2, 1).getValues()).toEqual([[1], [3]]);
  });
});
