import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmulator, type Emulator, snapshotChange, storeToJson } from '../../../local/emulator';
import { FORMAT_KEYS } from '../../../local/emulator/format';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A small workbook with values of every kind, formats, a dropdown, widths and a second tab. */
function workbook(): Emulator {
  const emu = createEmulator();
  const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
  const players = ss.getActiveSheet();
  players.setName('Players');
  players.getRange('A1:D3').setValues([
    ['Name', 'Rating', 'Joined', 'Total'],
    ['Ann', 1500, '2026-11-30', '=1+1'],
    ["'0012", true, '', ''],
  ]);
  players.getRange('A2:A20').setNumberFormat('@');
  players.getRange('B1').setFontWeight('bold');
  players
    .getRange('C2:C5')
    .setDataValidation(emu.SpreadsheetApp.newDataValidation().requireValueInList(['Yes', 'No']).build());
  players.setColumnWidth(1, 180);
  ss.insertSheet('Results').getRange('A1').setValue('Round');
  return emu;
}

const text = (emu: Emulator) => JSON.stringify(storeToJson(emu.store));
/** A tab by name; Results may have been renamed by an earlier edit. */
const tab = (emu: Emulator, name: string) => {
  const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
  return (ss.getSheetByName(name) ?? ss.getSheetByName('Round 1')) as Sheet;
};

/** Edits that may or may not change the saved workbook: writing what is there already changes nothing. */
const edits: [string, (emu: Emulator) => void][] = [
  ['the same value again', (e) => tab(e, 'Players').getRange('A2').setValue('Ann')],
  ['another value', (e) => tab(e, 'Players').getRange('A2').setValue('Bea')],
  ['a number as text', (e) => tab(e, 'Players').getRange('A5').setValue('1500')],
  ['a number', (e) => tab(e, 'Results').getRange('A5').setValue(1500)],
  ['the text of a formula', (e) => tab(e, 'Players').getRange('A6').setValue('=1+1')],
  ['a formula', (e) => tab(e, 'Results').getRange('B6').setFormula('=1+1')],
  ['a date', (e) => tab(e, 'Results').getRange('C2').setValue('2026-12-01')],
  ['a blank cell cleared', (e) => tab(e, 'Results').getRange('D9').setValue('')],
  ['a value cleared', (e) => tab(e, 'Players').getRange('B2').clearContent()],
  ['the same format again', (e) => tab(e, 'Players').getRange('B1').setFontWeight('bold')],
  ['a format', (e) => tab(e, 'Players').getRange('B1').setFontWeight('normal')],
  ['a format reset where none was', (e) => tab(e, 'Results').getRange('E5').setFontWeight(null)],
  ['a format reset', (e) => tab(e, 'Players').getRange('B1').setFontWeight(null)],
  ['a background', (e) => tab(e, 'Results').getRange('A1:B2').setBackground('#eeeeee')],
  [
    'another dropdown',
    (e) =>
      tab(e, 'Players')
        .getRange('C3')
        .setDataValidation(e.SpreadsheetApp.newDataValidation().requireValueInList(['Yes', 'Maybe']).build()),
  ],
  ['a dropdown removed', (e) => tab(e, 'Players').getRange('C4').clearDataValidations()],
  ['a width', (e) => tab(e, 'Players').setColumnWidth(2, 150)],
  ['a frozen row', (e) => tab(e, 'Results').setFrozenRows(1)],
  ['a tab renamed', (e) => tab(e, 'Results').setName('Round 1')],
  ['a tab added', (e) => e.SpreadsheetApp.getActiveSpreadsheet().insertSheet('2')],
  ['a document property', (e) => e.PropertiesService.getDocumentProperties().setProperty('k', 'v')],
];

describe('workbook snapshots (local/emulator/workbook-snapshot.ts)', () => {
  it('two snapshots are the same exactly when the workbook saves to the same JSON text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: edits.length - 1 }), { maxLength: 4 }), (picked) => {
        const emu = workbook();
        const [beforeText, before] = [text(emu), emu.snapshot()];
        for (const i of picked) {
          try {
            edits[i][1](emu);
          } catch {
            // Refused, as adding a tab whose name is taken: whatever it left is compared all the same.
          }
        }
        const same = snapshotChange(before, emu.snapshot()) === null;
        expect(same, picked.map((i) => edits[i][0]).join(', ')).toBe(text(emu) === beforeText);
      }),
      { seed: 20261203, numRuns: 300 },
    );
  });

  it('every edit above that changes the JSON is seen, and the others are not', () => {
    for (const [what, edit] of edits) {
      const emu = workbook();
      const [beforeText, before] = [text(emu), emu.snapshot()];
      edit(emu);
      expect(snapshotChange(before, emu.snapshot()) === null, what).toBe(text(emu) === beforeText);
    }
    // Both kinds are among them, so the check above tests both directions.
    const changes = edits.map(([, edit]) => {
      const emu = workbook();
      const before = text(emu);
      edit(emu);
      return text(emu) !== before;
    });
    expect(changes).toContain(true);
    expect(changes).toContain(false);
  });

  it('sees any one format key the saved JSON writes, set alone on a blank cell, then changed', () => {
    for (const key of FORMAT_KEYS) {
      const emu = workbook();
      const before = emu.snapshot();
      // A blank cell (E30) in a row with nothing in it, so the format alone puts it in the saved JSON.
      emu.store.sheets[0].rows[29] = [];
      emu.store.sheets[0].rows[29][4] = { format: { [key]: 'x' } };
      expect(snapshotChange(before, emu.snapshot()), key).toBe('Players, row 30: a value or format changed');
      // And its value changed, the cell staying in.
      const set = emu.snapshot();
      emu.store.sheets[0].rows[29][4] = { format: { [key]: 'y' } };
      expect(snapshotChange(set, emu.snapshot()), key).toBe('Players, row 30: a value or format changed');
    }
  });

  it('a format with no key set is no format, as in the JSON', () => {
    const emu = workbook();
    const before = emu.snapshot();
    const cell = emu.store.sheets[0].rows[1][1];
    if (!cell) throw new Error('no B2');
    cell.format = {};
    expect(snapshotChange(before, emu.snapshot())).toBeNull();
    cell.format = { wrap: true };
    expect(snapshotChange(before, emu.snapshot())).toBe('Players, row 2: a value or format changed');
  });

  it('a change names its tab and row, or says it is outside the cells', () => {
    const emu = workbook();
    const before = emu.snapshot();
    tab(emu, 'Players').getRange('B2').setValue(1600);
    expect(snapshotChange(before, emu.snapshot())).toBe('Players, row 2: a value or format changed');
    const again = emu.snapshot();
    tab(emu, 'Results').setFrozenRows(2);
    expect(snapshotChange(again, emu.snapshot())).toMatch(
      /^outside the cells: .*"frozenRows":0.*"frozenRows":2/,
    );
  });

  it('the text "=1+1" and the formula =1+1 differ, as do the text "1500" and the number', () => {
    const a = createEmulator();
    const b = createEmulator();
    const [sa, sb] = [a, b].map((e) => e.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet());
    sa.getRange('A1').setValue("'=1+1");
    sb.getRange('A1').setFormula('=1+1');
    sa.getRange('A2').setValue("'1500");
    sb.getRange('A2').setValue("'1500");
    expect(snapshotChange(a.snapshot(), b.snapshot())).toMatch(/^Sheet1, row 1:/);
    sb.getRange('A1').setValue("'=1+1");
    expect(snapshotChange(a.snapshot(), b.snapshot())).toBeNull();
    sb.getRange('A2').setValue(1500);
    expect(snapshotChange(a.snapshot(), b.snapshot())).toMatch(/^Sheet1, row 2:/);
  });
});
