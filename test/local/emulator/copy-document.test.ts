import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('copyDocument (local/emulator/emulator.ts)', () => {
  it('copies the document as it stands, properties of every kind included, and the two go their own ways', () => {
    const emu = createEmulator({ now: () => new Date('2026-12-05T10:00:00Z') });
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    const sheet = ss.getActiveSheet();
    sheet.getRange('A1:B2').setValues([
      ['Name', 'Joined'],
      ['Ann', '2026-11-30'],
    ]);
    sheet.getRange('A1').setFontWeight('bold');
    sheet.setColumnWidth(1, 180);
    emu.PropertiesService.getDocumentProperties().setProperty('doc', '1');
    emu.PropertiesService.getScriptProperties().setProperty('script', '2');
    emu.PropertiesService.getUserProperties().setProperty('user', '3');

    const copy = emu.copyDocument();
    expect(copy.saveWorkbook()).toEqual(emu.saveWorkbook());
    expect(copy.PropertiesService.getScriptProperties().getProperty('script')).toBe('2');
    expect(copy.PropertiesService.getUserProperties().getProperty('user')).toBe('3');
    // A date stays a date.
    const joined = copy.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet().getRange('B2').getValue();
    expect(Object.prototype.toString.call(joined)).toBe('[object Date]');

    copy.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet().getRange('A2').setValue('Bob');
    copy.PropertiesService.getUserProperties().setProperty('user', 'copy');
    expect(sheet.getRange('A2').getValue()).toBe('Ann');
    expect(emu.PropertiesService.getUserProperties().getProperty('user')).toBe('3');
    sheet.getRange('A3').setValue('Cy');
    expect(copy.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet().getRange('A3').getValue()).toBe('');
  });

  it("a copy numbers new charts on from the original's, never reusing a deleted chart's id", () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    sheet.getRange('A1:B3').setValues([
      ['x', 'y'],
      [1, 2],
      [2, 3],
    ]);
    const chart = () =>
      sheet.insertChart(
        sheet.newChart().asLineChart().addRange(sheet.getRange('A1:B3')).setPosition(5, 1, 0, 0).build(),
      );
    chart();
    const first = sheet.getCharts()[0];
    const firstId = first.getChartId();
    sheet.removeChart(first);
    const copy = emu.copyDocument();
    const copied = copy.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    copied.insertChart(
      copied.newChart().asLineChart().addRange(copied.getRange('A1:B3')).setPosition(5, 1, 0, 0).build(),
    );
    expect(copied.getCharts()[0].getChartId()).not.toBe(firstId);
  });
});
