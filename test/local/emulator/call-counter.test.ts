import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('service-call counting', () => {
  it('counts each outer call once: getRange + setValues = 2', () => {
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1');
    emu.calls.reset();
    sheet?.getRange(1, 1, 1, 2).setValues([['a', 'b']]);
    expect(emu.calls.total()).toBe(2);
    expect(emu.calls.byMethod()).toEqual({ 'Sheet.getRange': 1, 'Range.setValues': 1 });
    expect(emu.calls.byService()).toEqual({ Spreadsheet: 2 });
  });

  it('groups services and does not count internal work', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    const sheet = ss.getActiveSheet();
    sheet.getRangeList(['A1', 'B2', 'C3']).setBackground('#eeeeee');
    const lock = emu.LockService.getDocumentLock();
    lock.tryLock(1000);
    lock.releaseLock();
    emu.PropertiesService.getDocumentProperties().getProperty('x');
    emu.SpreadsheetApp.getUi().createMenu('M').addItem('a', 'a').addToUi();
    emu.HtmlService.createHtmlOutput('x').setTitle('t');
    emu.Logger.log('not counted');
    expect(emu.calls.byMethod()).toEqual({
      'HtmlOutput.setTitle': 1,
      'HtmlService.createHtmlOutput': 1,
      'Lock.releaseLock': 1,
      'Lock.tryLock': 1,
      'LockService.getDocumentLock': 1,
      'Menu.addItem': 1,
      'Menu.addToUi': 1,
      'Properties.getProperty': 1,
      'PropertiesService.getDocumentProperties': 1,
      'RangeList.setBackground': 1,
      'Sheet.getRangeList': 1,
      'Spreadsheet.getActiveSheet': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
      'SpreadsheetApp.getUi': 1,
      'Ui.createMenu': 1,
    });
    expect(emu.calls.byService()).toEqual({ Spreadsheet: 5, Lock: 3, Properties: 2, Ui: 3, Html: 2 });
    expect(emu.calls.total()).toBe(15);
    emu.calls.reset();
    expect(emu.calls.total()).toBe(0);
    expect(emu.calls.byMethod()).toEqual({});
  });

  it('saveWorkbook does not count', () => {
    const emu = createEmulator();
    emu.saveWorkbook();
    expect(emu.calls.total()).toBe(0);
  });
});
