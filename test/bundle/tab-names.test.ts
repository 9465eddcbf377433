// Tab names are unique ignoring case, so insertSheet('Players') throws when "players"
// exists. Setup must find every such clash before writing anything, whether getSheetByName ignores case
// (unverified: the emulator's sheetNameLookup switch) or not.
import { describe, expect, it } from 'vitest';
import { createEmulator, SWITCH_CHOICES } from '../../local/emulator';
import type { ActionResult } from '../../src/shared/types';
import { DIST, expectUnchanged, openArtifact } from '../support/artifact';

describe('tab names clash ignoring case', () => {
  it('the emulator refuses a second tab whose name differs only in case, as Sheets does', () => {
    const emu = createEmulator({ distDir: DIST });
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    ss.insertSheet('players');
    expect(() => ss.insertSheet('Players')).toThrow('A sheet with the name "Players" already exists');
  });

  it('getSheetByName follows the sheetNameLookup switch', () => {
    for (const sheetNameLookup of SWITCH_CHOICES.sheetNameLookup) {
      const emu = createEmulator({ distDir: DIST, platform: { sheetNameLookup } });
      const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
      ss.insertSheet('players');
      expect(ss.getSheetByName('PLAYERS') !== null).toBe(sheetNameLookup === 'ignore-case');
      expect(ss.getSheetByName('players')).not.toBeNull();
    }
  });

  for (const sheetNameLookup of SWITCH_CHOICES.sheetNameLookup) {
    it(`getSheetByName ${sheetNameLookup}: setup refuses, changing nothing, when "players" and "LOG" exist, naming both`, () => {
      const a = openArtifact();
      a.emu.setPlatform({ sheetNameLookup });
      const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
      ss.insertSheet('players').getRange('A1').setValue('my own list');
      ss.insertSheet('LOG');
      const before = a.snapshot();
      const r = a.call<ActionResult>('setupEvent', {
        format: 'sealed-deck',
        name: 'Friday',
        date: '2026-12-05',
        rounds: 3,
        seed: 's',
      });
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => [p.tab, p.cell])).toEqual([
        ['players', 'A1'],
        ['LOG', 'A1'],
      ]);
      expect(r.problems[0].fix).toContain('Rename or delete your "players" tab');
      // All or nothing: no Event tab, no role metadata, no property left behind.
      expectUnchanged(a, before);
      // Renamed out of the way, setup succeeds.
      ss.getSheetByName('players')?.setName('my players');
      ss.getSheetByName('LOG')?.setName('old log');
      const ok = a.call<ActionResult>('setupEvent', {
        format: 'sealed-deck',
        name: 'Friday',
        date: '2026-12-05',
        rounds: 3,
        seed: 's',
      });
      expect(ok.ok, JSON.stringify(ok.problems)).toBe(true);
      expect(a.values('my players')).toEqual([['my own list']]);
    });
  }
});
