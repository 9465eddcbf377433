import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

function sheet() {
  const emu = createEmulator();
  return { emu, sheet: emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet() };
}

describe('Range bounds and shapes', () => {
  it('new sheets are 1000 x 26 and empty', () => {
    const { sheet: s } = sheet();
    expect(s.getMaxRows()).toBe(1000);
    expect(s.getMaxColumns()).toBe(26);
    expect(s.getLastRow()).toBe(0);
    expect(s.getLastColumn()).toBe(0);
    expect(s.getDataRange().getA1Notation()).toBe('A1');
  });

  it('throws outside the grid and for rows/columns below 1', () => {
    const { sheet: s } = sheet();
    const outside = 'The coordinates of the range are outside the dimensions of the sheet.';
    expect(() => s.getRange(1001, 1)).toThrow(outside);
    expect(() => s.getRange(1, 27)).toThrow(outside);
    expect(() => s.getRange(999, 1, 3, 1)).toThrow(outside);
    expect(() => s.getRange('AA1')).toThrow(outside);
    expect(() => s.getRange(0, 1)).toThrow(/starting row/);
    expect(() => s.getRange(1, 0)).toThrow(/starting column/);
    expect(() => s.getRange(1, 1, 0, 1)).toThrow(/at least 1/);
    expect(s.getRange(1000, 26).getA1Notation()).toBe('Z1000');
    try {
      s.getRange(1001, 1);
    } catch (e) {
      expect(String(e)).toBe(`Exception: ${outside}`);
    }
  });

  it('setValues checks rows, then columns, with the Apps Script message', () => {
    const { sheet: s } = sheet();
    const r = s.getRange(1, 1, 2, 3);
    expect(() => r.setValues([[1, 2, 3]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() =>
      r.setValues([
        [1, 2, 3],
        [4, 5],
      ]),
    ).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 2 but the range has 3.',
    );
  });

  it('getValues is a fresh array of the exact shape with blanks as empty strings', () => {
    const { sheet: s } = sheet();
    s.getRange('B2').setValue('x');
    const r = s.getRange('A1:C3');
    const v = r.getValues();
    expect(v).toEqual([
      ['', '', ''],
      ['', 'x', ''],
      ['', '', ''],
    ]);
    v[1][1] = 'changed';
    expect(r.getValues()[1][1]).toBe('x');
    expect(r.getValues()).not.toBe(r.getValues());
  });

  it('setValue fills the whole range; getValue reads the top-left', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:B2').setValue(7);
    expect(s.getRange('A1:B2').getValues()).toEqual([
      [7, 7],
      [7, 7],
    ]);
    expect(s.getRange('B2').getValue()).toBe(7);
  });

  it('getDataRange and getLastRow follow content, not formats', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:B3').setValues([
      ['Name', 'Score'],
      ['Ann', 3],
      ['Bob', ''],
    ]);
    s.getRange('F20').setBackground('#ff0000');
    expect(s.getLastRow()).toBe(3);
    expect(s.getLastColumn()).toBe(2);
    expect(s.getDataRange().getA1Notation()).toBe('A1:B3');
    const r = s.getRange(2, 2, 5, 3);
    expect([
      r.getRow(),
      r.getColumn(),
      r.getNumRows(),
      r.getNumColumns(),
      r.getLastRow(),
      r.getLastColumn(),
    ]).toEqual([2, 2, 5, 3, 6, 4]);
  });

  it('formats: setters fill, per-cell setters check shape, getters report defaults', () => {
    const { sheet: s } = sheet();
    const r = s.getRange('A1:B1');
    r.setFontWeight('bold').setBackground('#eeeeee');
    r.setFontColors([['#111111', '#222222']]);
    expect(r.getFontWeights()).toEqual([['bold', 'bold']]);
    expect(r.getBackgrounds()).toEqual([['#eeeeee', '#eeeeee']]);
    expect(r.getFontColors()).toEqual([['#111111', '#222222']]);
    expect(s.getRange('C1').getFontSizes()).toEqual([[10]]);
    expect(() => r.setBackgrounds([['#fff']])).toThrow(/number of columns/);
    r.setBackground(null);
    expect(r.getBackgrounds()).toEqual([['#ffffff', '#ffffff']]);
  });

  it('clear keeps validation; clearContent keeps formats', () => {
    const { emu, sheet: s } = sheet();
    const rule = emu.SpreadsheetApp.newDataValidation().requireValueInList(['a', 'b']).build();
    const r = s.getRange('A1');
    r.setValue('a').setNumberFormat('@').setDataValidation(rule);
    r.clearContent();
    expect(r.getNumberFormat()).toBe('@');
    r.setValue('a');
    r.clear();
    expect(r.getValue()).toBe('');
    expect(r.getNumberFormat()).not.toBe('@');
    expect(r.getDataValidation()?.getCriteriaValues()).toEqual([['a', 'b'], true]);
    r.clearDataValidations();
    expect(r.getDataValidation()).toBeNull();
  });

  it('rows and columns can be inserted and deleted', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A3').setValues([[1], [2], [3]]);
    s.insertRowsAfter(1, 2);
    expect(s.getMaxRows()).toBe(1002);
    expect(s.getRange('A1:A5').getValues().flat()).toEqual([1, '', '', 2, 3]);
    s.deleteRows(2, 2);
    s.deleteRow(1);
    expect(s.getRange('A1:A2').getValues().flat()).toEqual([2, 3]);
    expect(s.getMaxRows()).toBe(999);
    s.setColumnWidth(2, 180);
    s.insertColumnsAfter(1, 1);
    expect(s.getColumnWidth(3)).toBe(180);
    expect(s.getColumnWidth(2)).toBe(100);
    expect(s.getMaxColumns()).toBe(27);
    expect(() => s.deleteRows(999, 5)).toThrow(/out of bounds/);
  });

  it('getRangeList applies one setting to every range', () => {
    const { sheet: s } = sheet();
    s.getRangeList(['A1:B1', 'A5']).setFontWeight('bold').setBackground('#cccccc').setNumberFormat('0.00');
    expect(s.getRange('B1').getFontWeights()).toEqual([['bold']]);
    expect(s.getRange('A5').getBackgrounds()).toEqual([['#cccccc']]);
    expect(s.getRange('A3').getFontWeights()).toEqual([['normal']]);
  });

  it('mergeAcross merges each row of the range; the merge is kept in the workbook JSON', () => {
    const { emu, sheet: s } = sheet();
    s.getRange('A1:D2').mergeAcross();
    expect(s.getRange('C1').isPartOfMerge()).toBe(true);
    expect(s.getRange('B2:E5').isPartOfMerge()).toBe(true);
    expect(s.getRange('E1').isPartOfMerge()).toBe(false);
    expect(s.getRange('A3:D9').isPartOfMerge()).toBe(false);
    // A single column has nothing to merge across.
    s.getRange('F1:F3').mergeAcross();
    const json = emu.saveWorkbook();
    expect(json.tabs[s.getName()].merges).toEqual(['A1:D1', 'A2:D2']);
    const again = createEmulator({ workbook: json });
    expect(again.saveWorkbook().tabs[s.getName()].merges).toEqual(['A1:D1', 'A2:D2']);
  });
});

describe('Range.copyFormatToRange', () => {
  it('repeats the source formats down the destination, leaving values and dropdowns where they are', () => {
    const { emu, sheet: s } = sheet();
    s.getRange('A1:B1').setFontSize(14).setWrap(true);
    s.getRange('A2').setBackground('#f8f9fa');
    s.getRange('B2').setValue('kept');
    s.getRange('A5').setDataValidation(
      emu.SpreadsheetApp.newDataValidation().requireValueInList(['x', 'y']).build(),
    );
    s.getRange('A3:B3').setFontWeight('bold');
    s.getRange('A1:B2').copyFormatToRange(s, 1, 2, 3, 7);
    expect(s.getRange('A3:B7').getFontSizes()).toEqual([
      [14, 14],
      [10, 10],
      [14, 14],
      [10, 10],
      [14, 14],
    ]);
    expect(
      s
        .getRange('A3:A7')
        .getBackgrounds()
        .map((r) => r[0]),
    ).toEqual(['#ffffff', '#f8f9fa', '#ffffff', '#f8f9fa', '#ffffff']);
    // The source row has no weight: the copy resets the one set before, as pasting a format does.
    expect(s.getRange('A3').getFontWeight()).toBe('normal');
    expect(s.getRange('B2').getValue()).toBe('kept');
    expect(s.getRange('A5').getDataValidation()?.getCriteriaValues()[0]).toEqual(['x', 'y']);
  });

  it('refuses a destination past the tab, and the grid-id form it does not model', () => {
    const { sheet: s } = sheet();
    expect(() => s.getRange('A1').copyFormatToRange(s, 1, 1, 999, 1001)).toThrow(/outside the dimensions/);
    expect(() => s.getRange('A1').copyFormatToRange(s.getSheetId(), 1, 1, 2, 3)).toThrow(/not modelled/);
  });
});
