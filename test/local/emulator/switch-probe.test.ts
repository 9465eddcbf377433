// The switch probe (local/emulator/platform.ts) notes a switch exactly when the alternative setting
// would have decided otherwise: what it misses, the flipped run would skip wrongly; what it adds,
// the flipped run repeats for nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, loadBundle, typeInto } from '../../../local/emulator';
import { type PlatformSwitches, parseSwitches, startSwitchProbe } from '../../../local/emulator/platform';
import { FLIPPED } from '../../support/switch-suites';

let hits: Set<keyof PlatformSwitches>;
beforeEach(() => {
  hits = startSwitchProbe(parseSwitches(FLIPPED));
});

function withTab(name: string) {
  const emu = createEmulator();
  emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet(name);
  return emu;
}

describe('the switch probe', () => {
  it('notes sheetNameLookup only when a lookup differing in case finds another tab', () => {
    const emu = withTab('Players');
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    expect(ss.getSheetByName('Players')).not.toBeNull();
    expect(ss.getSheetByName('Nowhere')).toBeNull();
    expect([...hits]).toEqual([]);
    expect(ss.getSheetByName('players')).not.toBeNull();
    expect([...hits]).toEqual(['sheetNameLookup']);
  });

  it('notes the typing switches only for input the flipped run reads otherwise, naming the switch that does', () => {
    const emu = withTab('T');
    // '1.5' is 1.5 under en_US, and under de_DE with basic conversions too: the flipped run reads it the same.
    typeInto(emu, 'T', 'A1', [['Ann', 3, '12', 'Win', '1.5']]);
    expect([...hits]).toEqual([]);
    typeInto(emu, 'T', 'A2', [['50%']]); // a number only under conversions=all, in either locale
    expect([...hits]).toEqual(['conversions']);
  });

  it('notes apostropheInTextCell for an apostrophe written into a plain-text cell', () => {
    const emu = withTab('T');
    const range = emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('T')?.getRange('A1');
    range?.setNumberFormat('@').setValue('plain');
    expect([...hits]).toEqual([]);
    range?.setValue("'=1+1");
    expect([...hits]).toEqual(['apostropheInTextCell']);
  });

  it('notes metadataOnDuplicate only when the duplicated tab carries metadata', () => {
    const emu = withTab('Players');
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    ss.getSheetByName('Players')?.copyTo(ss);
    expect([...hits]).toEqual([]);
    ss.getSheetByName('Players')?.addDeveloperMetadata('tourney-role', 'players');
    ss.getSheetByName('Players')?.copyTo(ss);
    expect([...hits]).toEqual(['metadataOnDuplicate']);
  });

  it('notes scriptProperties when the bundle builds a \\p{...} pattern, and locale when it asks for the locale', () => {
    const emu = createEmulator();
    const ctx = loadBundle(
      'function plain() { return new RegExp("a+").test("aa"); } function script() { return new RegExp("\\\\p{Script=Latin}", "u").test("a"); } function locale() { return SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale(); }',
      emu,
    );
    (ctx as { plain: () => boolean }).plain();
    expect([...hits]).toEqual([]);
    expect((ctx as { script: () => boolean }).script()).toBe(true);
    expect([...hits]).toEqual(['scriptProperties']);
    (ctx as { locale: () => string }).locale();
    expect([...hits].sort()).toEqual(['locale', 'scriptProperties']);
  });

  it('notes nothing for a switch the test set itself: its choice holds in both runs', () => {
    const emu = withTab('Players');
    emu.setPlatform({ sheetNameLookup: 'exact', locale: 'en_US' });
    emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('players');
    typeInto(emu, 'Players', 'A1', [['1.5']]);
    expect([...hits]).toEqual([]);
    expect(createEmulator({ platform: { locale: 'de_DE' } }).store.alternative?.locale).toBe('de_DE');
  });
});
