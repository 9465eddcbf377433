// The emulator refuses a cell longer than Sheets holds (50,000 characters), before writing anything,
// so a test through dist/Code.js fails wherever the add-on would fail in a real spreadsheet.
import { describe, expect, it } from 'vitest';
import { createEmulator, typeInto } from '../../../local/emulator';
import { CELL_CHAR_LIMIT, cellTooLongMessage } from '../../../local/emulator/cell-limit';

function sheet() {
  const emu = createEmulator({});
  return emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet('T');
}

describe('emulator: 50,000 characters per cell', () => {
  it('setValues, setValue and setFormula take exactly 50,000 characters and throw past it', () => {
    const s = sheet();
    const full = 'x'.repeat(CELL_CHAR_LIMIT);
    s.getRange('A1').setValues([[full]]);
    expect(s.getRange('A1').getValue()).toBe(full);
    expect(() => s.getRange('A2').setValues([[`${full}y`]])).toThrow(cellTooLongMessage());
    expect(() => s.getRange('A2').setValue(`${full}y`)).toThrow(cellTooLongMessage());
    expect(() => s.getRange('A2').setFormula(`="${'y'.repeat(CELL_CHAR_LIMIT)}"`)).toThrow(
      cellTooLongMessage(),
    );
  });

  it('a setValues with one cell too long writes nothing, not even the cells before it', () => {
    const s = sheet();
    expect(() => s.getRange('A1:C1').setValues([['kept out', 'x'.repeat(CELL_CHAR_LIMIT + 1), 3]])).toThrow(
      /50000 characters/,
    );
    expect(s.getRange('A1:C1').getValues()).toEqual([['', '', '']]);
  });
});

describe('emulator: typing past 50,000 characters', () => {
  it('typeInto refuses a cell longer than Sheets holds, and types nothing of the block', () => {
    const emu = createEmulator({});
    emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet('T');
    expect(() => typeInto(emu, 'T', 'A1', [['ok'], ['x'.repeat(CELL_CHAR_LIMIT + 1)]])).toThrow(
      /50000 characters/,
    );
    expect(emu.saveWorkbook().tabs.T.values).toEqual([]);
  });
});
