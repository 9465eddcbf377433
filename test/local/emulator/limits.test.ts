// Google Sheets' limits in the emulator: a write past one fails as it fails in Sheets.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('emulator limits', () => {
  it('a tab cannot grow past 18,278 columns (ZZZ)', () => {
    const sheet = createEmulator().SpreadsheetApp.getActiveSheet();
    sheet.insertRowsAfter(1, 1); // keeps the cell count well under 10 million below
    sheet.deleteRows(2, 999);
    sheet.insertColumnsAfter(26, 18278 - 26);
    expect(sheet.getMaxColumns()).toBe(18278);
    expect(() => sheet.insertColumnsAfter(18278, 1)).toThrow('above the limit of 18278');
  });

  it('a spreadsheet cannot hold more than 10 million cells, however they are added', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    const sheet = ss.getActiveSheet();
    // 26 columns: 384,615 rows make 9,999,990 cells.
    sheet.insertRowsAfter(1000, 384615 - 1000);
    expect(() => sheet.insertRowsAfter(1, 1)).toThrow('above the limit of 10000000 cells');
    expect(() => ss.insertSheet('More')).toThrow('above the limit of 10000000 cells');
    expect(() => sheet.copyTo(ss)).toThrow('above the limit of 10000000 cells');
    expect(ss.getNumSheets()).toBe(1);
  });

  it('a property value is at most 9 KB', () => {
    const props = createEmulator().PropertiesService.getDocumentProperties();
    props.setProperty('k', 'x'.repeat(9 * 1024 - 1));
    expect(() => props.setProperty('k', 'x'.repeat(9 * 1024))).toThrow('Argument too large: value');
    expect(() => props.setProperties({ a: 'é'.repeat(5000) })).toThrow('Argument too large');
    expect(props.getProperty('k')).toHaveLength(9 * 1024 - 1);
  });
});
