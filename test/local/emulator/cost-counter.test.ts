import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('the emulator counts commits and cells written', () => {
  it('a read after a write commits; reads before the first write do not; the end commits what is pending', () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    emu.calls.reset();
    sheet.getRange('A1:B2').getValues();
    sheet.getMaxRows();
    sheet.getRange(1, 1, 2, 3).setValues([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    sheet.getRange(1, 1, 10, 3).setBackgrounds(Array.from({ length: 10 }, () => ['#fff', '#fff', '#fff']));
    expect(emu.calls.cost()).toMatchObject({ reads: 2, writes: 2, commits: 1, cells: 36 });
    sheet.getLastRow();
    sheet.appendRow(['x', 'y']);
    emu.SpreadsheetApp.flush();
    expect(emu.calls.cost()).toMatchObject({ reads: 3, writes: 3, commits: 2, cells: 38 });
    sheet.insertRowsAfter(1, 5);
    sheet.deleteRows(2, 3);
    expect(emu.calls.cost()).toMatchObject({ rowsInserted: 5, rowsDeleted: 3, commits: 3 });
  });

  it("copyFormatToRange is one write of the destination's cells, not the source's", () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    emu.calls.reset();
    sheet.getRange(1, 1, 1, 4).copyFormatToRange(sheet, 1, 4, 2, 101);
    expect(emu.calls.cost()).toMatchObject({ reads: 0, writes: 1, cells: 400 });
  });

  it('an open-ended range runs to the last row of the tab', () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    expect(sheet.getRange('A1:C').getValues()).toHaveLength(sheet.getMaxRows());
    expect(sheet.getRange('B5:B').getNumRows()).toBe(sheet.getMaxRows() - 4);
  });

  it('appendRow writes below the last row holding content and grows a full tab by one row', () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    const max = sheet.getMaxRows();
    sheet.getRange(max, 1).setValue('last');
    sheet.appendRow(['after']);
    expect(sheet.getMaxRows()).toBe(max + 1);
    expect(sheet.getRange(max + 1, 1).getValue()).toBe('after');
  });
});
