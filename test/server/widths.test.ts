// A column grows to fit what an action wrote, in steps so it does not grow at every action, and is
// never made narrower: the baseline is the width the add-on recorded, not the content.
import { describe, expect, it } from 'vitest';
import { docProperties } from '../../src/server/doc-properties';
import { readWidths, widenWrittenColumns } from '../../src/server/widths';
import type { Write } from '../../src/sheets/patch';
import { WIDTH_STEP } from '../../src/sheets/widths';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

const write = (text: string): Write => ({ kind: 'cells', role: 'log', row: 2, col: 1, rows: [[text]] });

describe('widenWrittenColumns', () => {
  it('widens a column in steps, records it, and never narrows it', () => {
    const sheet = g.ss().getSheetByName('Sheet1');
    if (!sheet) throw new Error('no Sheet1');
    const sheets = { log: sheet };
    const props = docProperties();
    widenWrittenColumns([write('short')], sheets, {}, props);
    expect(sheet.getColumnWidth(1)).toBe(100);
    widenWrittenColumns([write('a much longer line of text than the column holds')], sheets, {}, props);
    const wide = sheet.getColumnWidth(1);
    expect(wide).toBeGreaterThan(100);
    expect(wide % WIDTH_STEP).toBe(0);
    expect(readWidths(docProperties()).log?.[0]).toBe(wide);
    widenWrittenColumns([write('x')], sheets, {}, props);
    expect(sheet.getColumnWidth(1)).toBe(wide);
    widenWrittenColumns(
      [write(`${'a much longer line of text than the column holds'.repeat(2)}`)],
      sheets,
      {},
      props,
    );
    expect(sheet.getColumnWidth(1)).toBeGreaterThan(wide);
  });

  it('costs no Spreadsheet call when nothing must grow, and skips tabs not found', () => {
    const sheet = g.ss().getSheetByName('Sheet1');
    if (!sheet) throw new Error('no Sheet1');
    const before = g.emu.calls.byService().Spreadsheet;
    widenWrittenColumns(
      [write('short'), { ...write('a very long line that would widen'), role: 'gone' }],
      { log: sheet },
      {},
    );
    expect(g.emu.calls.byService().Spreadsheet).toEqual(before);
  });
});
