import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('LockService', () => {
  it('two executions over one document contend for the document lock', () => {
    const a = createEmulator();
    const b = a.newExecution();
    const lockA = a.LockService.getDocumentLock();
    const lockB = b.LockService.getDocumentLock();
    expect(lockA.tryLock(10000)).toBe(true);
    expect(lockA.hasLock()).toBe(true);
    expect(lockB.tryLock(10000)).toBe(false);
    expect(lockB.hasLock()).toBe(false);
    expect(() => lockB.waitLock(10000)).toThrow(
      'Lock timeout: another process was holding the lock for too long.',
    );
    lockA.releaseLock();
    expect(lockB.tryLock(10000)).toBe(true);
    expect(lockA.tryLock(1)).toBe(false);
  });

  it('executions share cells and properties', () => {
    const a = createEmulator();
    const b = a.newExecution();
    a.SpreadsheetApp.getActiveSheet().getRange('A1').setValue('hello');
    a.PropertiesService.getDocumentProperties().setProperty('k', 'v');
    expect(b.SpreadsheetApp.getActiveSheet().getRange('A1').getValue()).toBe('hello');
    expect(b.PropertiesService.getDocumentProperties().getProperty('k')).toBe('v');
    expect(b.calls.byMethod()['Range.setValue']).toBeUndefined();
  });

  it('lockHeldElsewhere makes every attempt fail', () => {
    const emu = createEmulator();
    emu.lockHeldElsewhere(true);
    const lock = emu.LockService.getDocumentLock();
    expect(lock.tryLock(30000)).toBe(false);
    expect(() => lock.waitLock(30000)).toThrow(/Lock timeout/);
    emu.lockHeldElsewhere(false);
    expect(lock.tryLock(30000)).toBe(true);
  });
});

describe('PropertiesService', () => {
  it('stores strings and supports bulk operations', () => {
    const emu = createEmulator();
    const p = emu.PropertiesService.getDocumentProperties();
    p.setProperty('n', 3 as unknown as string);
    expect(p.getProperty('n')).toBe('3');
    expect(p.getProperty('missing')).toBeNull();
    p.setProperties({ a: '1', b: '2' });
    expect(p.getKeys()).toEqual(['n', 'a', 'b']);
    p.setProperties({ c: '3' }, true);
    expect(p.getProperties()).toEqual({ c: '3' });
    p.deleteProperty('c');
    p.setProperty('d', '4').deleteAllProperties();
    expect(p.getKeys()).toEqual([]);
    emu.PropertiesService.getScriptProperties().setProperty('s', '1');
    expect(emu.PropertiesService.getUserProperties().getProperty('s')).toBeNull();
  });
});

describe('Ui and HtmlService', () => {
  it('records menus, sidebars, dialogs and alerts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-'));
    writeFileSync(join(dir, 'Sidebar.html'), '<p>hi</p>');
    const emu = createEmulator({ distDir: dir });
    const ui = emu.SpreadsheetApp.getUi();
    ui.createAddonMenu()
      .addItem('Open', 'openSidebar')
      .addSeparator()
      .addSubMenu(ui.createMenu('More').addItem('Help', 'showHelp'))
      .addToUi();
    expect(emu.ui.menus).toEqual([
      {
        caption: null,
        addon: true,
        items: [
          { caption: 'Open', functionName: 'openSidebar' },
          { separator: true },
          {
            subMenu: {
              caption: 'More',
              addon: false,
              items: [{ caption: 'Help', functionName: 'showHelp' }],
            },
          },
        ],
      },
    ]);

    ui.showSidebar(emu.HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Tourney'));
    expect(emu.ui.sidebar).toEqual({ title: 'Tourney', content: '<p>hi</p>' });
    expect(() => emu.HtmlService.createHtmlOutputFromFile('Nope')).toThrow(
      'No HTML file named Nope was found.',
    );
    ui.showModalDialog(emu.HtmlService.createHtmlOutput('<b>x</b>').setWidth(300), 'Pairings');
    expect(emu.ui.dialogs[0]).toMatchObject({
      dialogTitle: 'Pairings',
      content: '<b>x</b>',
      width: 300,
      modal: true,
    });

    expect(ui.alert('Done')).toBe(ui.Button.OK);
    emu.respondToNextAlert('NO');
    expect(ui.alert('Delete round?', 'Really?', ui.ButtonSet.YES_NO)).toBe(ui.Button.NO);
    expect(ui.alert('Again?', 'Really?', ui.ButtonSet.YES_NO)).toBe(ui.Button.YES);
    expect(emu.ui.alerts.map((a) => [a.title, a.prompt, a.response])).toEqual([
      [null, 'Done', 'OK'],
      ['Delete round?', 'Really?', 'NO'],
      ['Again?', 'Really?', 'YES'],
    ]);
  });
});

describe('Logger, Session, Utilities', () => {
  it('collects log lines and formats UTC dates', () => {
    const emu = createEmulator();
    emu.Logger.log('round %s of %s', 2, 5);
    emu.console.warn('careful');
    expect(emu.logs).toEqual(['round 2 of 5', '[warn] careful']);
    expect(emu.Session.getScriptTimeZone()).toBe('Etc/UTC');
    const d = new Date(Date.UTC(2026, 10, 30, 7, 5, 9));
    expect(emu.Utilities.formatDate(d, 'Etc/UTC', 'yyyy-MM-dd HH:mm:ss')).toBe('2026-11-30 07:05:09');
    expect(emu.Utilities.getUuid()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
