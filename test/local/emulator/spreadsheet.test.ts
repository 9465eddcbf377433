import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';

describe('Spreadsheet and sheets', () => {
  it('inserts sheets, activates them and refuses clashing names case-insensitively', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    const players = ss.insertSheet('Players');
    expect(ss.getActiveSheet().getName()).toBe('Players');
    expect(() => ss.insertSheet('players')).toThrow(
      'A sheet with the name "players" already exists. Please enter another name.',
    );
    ss.insertSheet('First', 0);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['First', 'Sheet1', 'Players']);
    expect(players.getIndex()).toBe(3);
    expect(ss.insertSheet().getName()).toBe('Sheet4');
    expect(() => players.setName('FIRST')).toThrow(/already exists/);
    players.setName('PLAYERS');
    expect(players.getName()).toBe('PLAYERS');
  });

  it('looks sheets up by name and id; ids are stable and unique', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    const a = ss.insertSheet('A');
    const b = ss.insertSheet('B');
    expect(new Set([ss.getSheets()[0].getSheetId(), a.getSheetId(), b.getSheetId()]).size).toBe(3);
    expect(ss.getSheetById(b.getSheetId())?.getName()).toBe('B');
    expect(ss.getSheetById(424242)).toBeNull();
    expect(ss.getSheetByName('Nope')).toBeNull();
    ss.deleteSheet(b);
    const c = ss.insertSheet('C');
    expect(c.getSheetId()).not.toBe(b.getSheetId());
    expect(ss.getSheetByName('B')).toBeNull();
  });

  it('keeps sheet settings', () => {
    const emu = createEmulator();
    const s = emu.SpreadsheetApp.getActiveSheet();
    s.setFrozenRows(1);
    s.setFrozenColumns(2);
    s.setColumnWidths(1, 3, 150);
    s.setTabColor('#00ff00');
    const p = s.protect().setWarningOnly(true).setDescription('generated');
    expect([s.getFrozenRows(), s.getFrozenColumns(), s.getColumnWidth(3), s.getColumnWidth(4)]).toEqual([
      1, 2, 150, 100,
    ]);
    expect(p.isWarningOnly()).toBe(true);
    expect(s.getProtections(emu.SpreadsheetApp.ProtectionType.SHEET)[0].getDescription()).toBe('generated');
    expect(() => s.hideSheet()).toThrow(/hide all/);
    emu.SpreadsheetApp.getActive().insertSheet('Other');
    s.hideSheet();
    expect(s.isSheetHidden()).toBe(true);
  });

  it('tracks the active range and records toasts', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    expect(ss.getActiveRange()?.getA1Notation()).toBe('A1');
    ss.getActiveSheet().getRange('B2:C3').activate();
    expect(ss.getActiveRange()?.getA1Notation()).toBe('B2:C3');
    ss.toast('Saved', 'Tourney', 3);
    expect(emu.ui.toasts).toEqual([{ msg: 'Saved', title: 'Tourney', timeoutSeconds: 3 }]);
  });
});

describe('Developer metadata', () => {
  it('is found by key and value across the spreadsheet, and survives a rename', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    const players = ss.insertSheet('Players');
    players.addDeveloperMetadata('tourney.tab', 'players');
    ss.addDeveloperMetadata('tourney.version', '1');
    players.setName('Roster');

    const found = ss.createDeveloperMetadataFinder().withKey('tourney.tab').find();
    expect(found).toHaveLength(1);
    expect(found[0].getValue()).toBe('players');
    expect(found[0].getLocation().getSheet()?.getName()).toBe('Roster');
    expect(found[0].getLocation().getLocationType()).toBe(
      emu.SpreadsheetApp.DeveloperMetadataLocationType.SHEET,
    );

    const top = ss.createDeveloperMetadataFinder().withKey('tourney.version').withValue('1').find();
    expect(top[0].getLocation().getSheet()).toBeNull();
    expect(ss.getDeveloperMetadata().map((m) => m.getKey())).toEqual(['tourney.version']);
    expect(players.getDeveloperMetadata().map((m) => m.getKey())).toEqual(['tourney.tab']);
    expect(players.createDeveloperMetadataFinder().withKey('tourney.version').find()).toHaveLength(0);
  });

  it('supports setValue, remove, unique ids and the visibility overload', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    ss.addDeveloperMetadata('a', emu.SpreadsheetApp.DeveloperMetadataVisibility.PROJECT);
    ss.addDeveloperMetadata('b');
    const [a, b] = ss.getDeveloperMetadata();
    expect(a.getValue()).toBeNull();
    expect(a.getVisibility()).toBe(emu.SpreadsheetApp.DeveloperMetadataVisibility.PROJECT);
    expect(a.getId()).not.toBe(b.getId());
    b.setValue('x');
    expect(ss.createDeveloperMetadataFinder().withValue('x').find()[0].getKey()).toBe('b');
    a.remove();
    expect(ss.getDeveloperMetadata().map((m) => m.getKey())).toEqual(['b']);
  });

  it('is deleted with its sheet', () => {
    const emu = createEmulator();
    const ss = emu.SpreadsheetApp.getActive();
    const t = ss.insertSheet('Round 1');
    t.addDeveloperMetadata('tourney.round', '1');
    ss.deleteSheet(t);
    expect(ss.createDeveloperMetadataFinder().withKey('tourney.round').find()).toEqual([]);
  });
});
