import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createEmulator, type WorkbookJson } from '../../../local/emulator';
import { FORMAT_KEYS } from '../../../local/emulator/format';
import { ensureCell } from '../../../local/emulator/store';
import { buildDemo, demoIds } from '../../../local/playground/demo';
import { openSession } from '../../../local/playground/session';

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
});

describe('storeToJsonText', () => {
  const same = (emu: ReturnType<typeof createEmulator>) =>
    expect(emu.saveWorkbookText()).toBe(JSON.stringify(emu.saveWorkbook()));

  it('is JSON.stringify of the saved workbook: values, dates, formulas, formats, rules, widths, merges', () => {
    const emu = createEmulator({ workbook: sample() });
    same(emu);
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Players');
    sheet?.getRange('A1:B2').merge();
    sheet?.getRange('C5').setFormula('=A1').setFontWeight('bold').setWrap(true);
    sheet
      ?.getRange('D2:D4')
      .setDataValidation(
        emu.SpreadsheetApp.newDataValidation().requireValueInList(['Yes', 'No "maybe"'], true).build(),
      );
    same(emu);
  });

  it('writes every format key there is (a key added to FORMAT_KEYS must be added to the text too)', () => {
    const emu = createEmulator({ workbook: sample() });
    const values: Record<string, unknown> = {
      numberFormat: '0.00',
      background: '#ffeeee',
      fontColor: '#112233',
      fontWeight: 'bold',
      fontSize: 14,
      fontStyle: 'italic',
      horizontalAlignment: 'center',
      verticalAlignment: 'top',
      wrap: true,
    };
    expect(Object.keys(values).sort()).toEqual([...FORMAT_KEYS].sort());
    const cell = ensureCell(emu.store.sheets[0], 6, 7);
    // Set in reverse order: the text keeps FORMAT_KEYS' order, as the object route does.
    cell.format = Object.fromEntries(FORMAT_KEYS.map((k) => [k, values[k]]).reverse());
    same(emu);
    expect(emu.saveWorkbookText()).toContain('"G6":{"numberFormat":"0.00","background"');
  });

  it('orders the tabs as an object does: a number-like name first, a repeated name where it first stood', () => {
    const emu = createEmulator({ workbook: sample() });
    const book = emu.SpreadsheetApp.getActiveSpreadsheet();
    book.insertSheet('2026').getRange('A1').setValue('year');
    book.insertSheet('7');
    const renamed = book.insertSheet('Spare');
    renamed.getRange('B2').setValue(3);
    book.deleteSheet(renamed);
    book.insertSheet('Spare').getRange('A1').setValue('again');
    same(emu);
    expect(Object.keys(JSON.parse(emu.saveWorkbookText()).tabs).slice(0, 2)).toEqual(['7', '2026']);
  });

  it.each(demoIds())(
    'is JSON.stringify of the saved workbook of the %s demo event (charts, protection, every format)',
    (id) => {
      const dir = mkdtempSync(join(tmpdir(), 'tourney-text-'));
      vi.useFakeTimers();
      try {
        const session = openSession(join(dir, 'w.workbook.json'), resolve(__dirname, '../../../dist'), true);
        buildDemo(session, id);
        same(session.emu);
      } finally {
        vi.useRealTimers();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
