import { describe, expect, it } from 'vitest';
import { createEmulator, type WorkbookJson } from '../../../local/emulator';
import { FORMAT_KEYS } from '../../../local/emulator/format';

function sample(): WorkbookJson {
  return {
    version: 1,
    name: 'Club night',
    documentProperties: { 'tourney.settings': '{"rounds":5}' },
    metadata: [
      { id: 1, key: 'tourney.tab', value: 'players', sheet: 'Players' },
      { id: 4, key: 'tourney.version', value: '1', sheet: null },
      { id: 7, key: 'hidden', value: null, sheet: 'Round 1', visibility: 'PROJECT' },
    ],
    activeSheet: 'Round 1',
    tabs: {
      Players: {
        id: 0,
        maxRows: 1000,
        maxColumns: 26,
        frozenRows: 1,
        frozenColumns: 0,
        tabColor: null,
        hidden: false,
        protection: null,
        columnWidths: { '1': 180 },
        values: [
          ['Name', 'Rating', 'Joined', 'Active'],
          ['Ann', '120', { date: '2026-11-30T00:00:00.000Z' }, true],
          ['', 1500, '', false],
          ['Total', { formula: '=1+1' }, '', ''],
        ],
        formats: {
          A1: {
            fontWeight: 'bold',
            background: '#ffffff',
            fontColor: '#000000',
            fontSize: 12,
            horizontalAlignment: 'center',
            wrap: true,
          },
          B2: { numberFormat: '@' },
          D2: {
            validation: { type: 'VALUE_IN_LIST', values: ['2', '1', '0'], allowInvalid: false, helpText: '' },
          },
          E7: {
            validation: {
              type: 'CHECKBOX',
              values: [],
              allowInvalid: true,
              helpText: 'tick',
              showDropdown: false,
            },
          },
        },
      },
      'Round 1': {
        id: 123456,
        maxRows: 50,
        maxColumns: 8,
        frozenRows: 0,
        frozenColumns: 0,
        tabColor: '#ff0000',
        hidden: true,
        protection: { warningOnly: true, description: 'generated' },
        columnWidths: {},
        values: [],
        formats: {},
      },
    },
  };
}

describe('workbook JSON', () => {
  it('round-trips load then save identically, including formats and validations', () => {
    const json = sample();
    const emu = createEmulator({ workbook: structuredClone(json) });
    expect(emu.saveWorkbook()).toEqual(json);
    expect(Object.keys(emu.saveWorkbook().tabs)).toEqual(['Players', 'Round 1']);
    expect(createEmulator({ workbook: emu.saveWorkbook() }).saveWorkbook()).toEqual(json);
  });

  it('loads cells without user-entered parsing', () => {
    const emu = createEmulator({ workbook: sample() });
    const s = emu.SpreadsheetApp.getActive().getSheetByName('Players');
    const row = s?.getRange('A2:D2').getValues()[0];
    expect(row?.[1]).toBe('120');
    expect(row?.[2]).toBeInstanceOf(Date);
    expect(s?.getRange('B4').getValue()).toBe(2);
    expect(s?.getRange('B4').getFormula()).toBe('=1+1');
    expect(s?.getRange('D2').getDataValidation()?.getCriteriaValues()).toEqual([['2', '1', '0'], true]);
    expect(s?.getLastRow()).toBe(4);
    expect(s?.getColumnWidth(1)).toBe(180);
    expect(emu.SpreadsheetApp.getActive().getActiveSheet().getName()).toBe('Round 1');
    expect(emu.PropertiesService.getDocumentProperties().getProperty('tourney.settings')).toBe(
      '{"rounds":5}',
    );
  });

  it('saves what scripts write: trimmed values, sparse formats, metadata by sheet name', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    const s = ss.insertSheet('Standings');
    s.getRange('A1:B2').setValues([
      ['Name', 'Points'],
      ['Ann', '=1+2'],
    ]);
    s.getRange('A1:B1').setFontWeight('bold');
    s.getRange('C10').setNumberFormat('@');
    s.addDeveloperMetadata('tourney.tab', 'standings');
    s.setName('Table');
    const saved = emu.saveWorkbook();
    expect(saved.tabs.Table.values).toEqual([
      ['Name', 'Points'],
      ['Ann', { formula: '=1+2' }],
    ]);
    expect(saved.tabs.Table.formats).toEqual({
      A1: { fontWeight: 'bold' },
      B1: { fontWeight: 'bold' },
      C10: { numberFormat: '@' },
    });
    expect(saved.metadata).toEqual([{ id: 1, key: 'tourney.tab', value: 'standings', sheet: 'Table' }]);
    expect(saved.activeSheet).toBe('Table');
    expect(saved.tabs.Sheet1.values).toEqual([]);
  });

  it('new metadata and sheet ids never collide with loaded ones', () => {
    const emu = createEmulator({ workbook: sample() });
    const ss = emu.SpreadsheetApp.getActive();
    ss.addDeveloperMetadata('new');
    const ids = ss
      .createDeveloperMetadataFinder()
      .find()
      .map((m) => m.getId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([0, 123456]).not.toContain(ss.insertSheet('X').getSheetId());
  });

  it('saves every format key that is set, in FORMAT_KEYS order, whatever order they were set in', () => {
    const emu = createEmulator();
    const cell = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet().getRange('B3');
    cell
      .setWrap(true)
      .setVerticalAlignment('top')
      .setHorizontalAlignment('center')
      .setFontStyle('italic')
      .setFontSize(12)
      .setFontWeight('bold')
      .setFontColor('#ff0000')
      .setBackground('#eeeeee')
      .setNumberFormat('@');
    const saved = emu.saveWorkbook().tabs.Sheet1.formats.B3;
    expect(Object.keys(saved)).toEqual(FORMAT_KEYS);
    expect(Object.values(saved)).toEqual([
      '@',
      '#eeeeee',
      '#ff0000',
      'bold',
      12,
      'italic',
      'center',
      'top',
      true,
    ]);
    cell.setFontWeight(null);
    expect(Object.keys(emu.saveWorkbook().tabs.Sheet1.formats.B3)).toEqual(
      FORMAT_KEYS.filter((k) => k !== 'fontWeight'),
    );
  });

  it('one tab alone (tabJson) is that tab of the whole save, and nothing for a tab not there', () => {
    const emu = createEmulator({ workbook: sample() });
    const saved = emu.saveWorkbook();
    for (const name of Object.keys(saved.tabs)) expect(emu.tabJson(name), name).toEqual(saved.tabs[name]);
    expect(emu.tabJson('Nowhere')).toBeUndefined();
  });
});
