// The organizer's hand edits the fuzzer replays, checked against what the Apps Script methods of the same
// name document (Sheet.moveColumns's destination index is "based on the coordinates before the columns
// are moved"; Range.sort puts blanks last).
import { describe, expect, it } from 'vitest';
import { createEmulator, handEdits, typeInto } from '../../../local/emulator';

function tabWith(rows: unknown[][]) {
  const emu = createEmulator();
  emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet('T');
  typeInto(emu, 'T', 'A1', rows);
  const sheet = handEdits.tabNamed(emu.store, 'T');
  const values = () => emu.saveWorkbook().tabs.T.values;
  return { emu, sheet, values };
}

describe('organizer hand edits (local/emulator/hand-edits.ts)', () => {
  it('moveColumns: columns A:B to index 5 land before the column that was E', () => {
    const { sheet, values } = tabWith([['A', 'B', 'C', 'D', 'E']]);
    handEdits.moveColumns(sheet, 1, 2, 5);
    expect(values()[0]).toEqual(['C', 'D', 'A', 'B', 'E']);
    handEdits.moveColumns(sheet, 5, 1, 1);
    expect(values()[0]).toEqual(['E', 'C', 'D', 'A', 'B']);
  });

  it('insertColumnsBefore and deleteColumns shift cells, formulas and widths', () => {
    const { sheet, values } = tabWith([['A', '=1+1', 'C']]);
    sheet.columnWidths.set(3, 250);
    handEdits.insertColumnsBefore(sheet, 2, 2);
    expect(values()[0]).toEqual(['A', '', '', { formula: '=1+1' }, 'C']);
    expect(sheet.columnWidths.get(5)).toBe(250);
    handEdits.deleteColumns(sheet, 2, 2);
    expect(values()[0]).toEqual(['A', { formula: '=1+1' }, 'C']);
    expect(sheet.columnWidths.get(3)).toBe(250);
  });

  it('sortRows moves whole rows below the header, numbers before text, blanks last, ties in order', () => {
    const { sheet, values } = tabWith([
      ['H', 'x'],
      ['b', 1],
      ['', 2],
      [3, 3],
      ['A', 4],
      ['b', 5],
    ]);
    handEdits.sortRows(sheet, 2, 1);
    expect(values().map((r) => r[1])).toEqual(['x', 3, 4, 1, 5, 2]);
    handEdits.sortRows(sheet, 2, 2, false);
    expect(values().map((r) => r[1])).toEqual(['x', 5, 4, 3, 2, 1]);
  });

  it('duplicateTab copies cells but not the developer metadata; renameTab refuses a name in use', () => {
    const { emu, sheet } = tabWith([['Name'], ['Ann']]);
    emu.store.metadata.push({
      id: 99,
      key: 'role',
      value: 'players',
      sheetId: sheet.id,
      visibility: 'DOCUMENT',
    });
    const copy = handEdits.duplicateTab(emu.store, sheet);
    expect(copy.name).toBe('Copy of T');
    expect(emu.saveWorkbook().tabs['Copy of T'].values).toEqual([['Name'], ['Ann']]);
    expect(emu.store.metadata.filter((m) => m.sheetId === copy.id)).toEqual([]);
    expect(() => handEdits.renameTab(emu.store, copy, 't')).toThrow(/already exists/);
  });
});
