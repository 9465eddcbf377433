// Every platform behaviour the emulator models without a Google source is a switch
// (local/emulator/platform.ts, docs/PLATFORM.md). The add-on must be right under each: this runs one
// organizer's evening through dist/Code.js under every combination of every switch the evening can
// reach. (The suites a flipped switch can change also run a second time with every switch flipped:
// vitest.config.ts.)
import { describe, expect, it } from 'vitest';
import { combinations, SWITCH_CHOICES } from '../../local/emulator';
import type { ActionResult, EventState } from '../../src/shared/types';
import { expectUnchanged, openArtifact } from '../support/artifact';
import { setupSealed, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const NAMES = ["'Tis", '007', '10:30', '$5', '(5)', '1,5', 'Mar 1 2016', '=1+1', '50%'];
type Switch = keyof typeof SWITCH_CHOICES;
/**
 * Switches that decide only how a linked form stores a player's answer. The evening links no form (each
 * run checks it), so under either choice it is the same evening; test/bundle/reports.test.ts runs under
 * both. Leaving them out halves the evenings.
 */
const FORM_ONLY: Switch[] = ['formAnswers'];
const EVENING = (Object.keys(SWITCH_CHOICES) as Switch[]).filter((k) => !FORM_ONLY.includes(k));
const ALL = combinations(EVENING);

describe('the add-on under every combination of platform switches', () => {
  it('covers every choice of every switch but those of a linked form', () => {
    expect(ALL).toHaveLength(EVENING.reduce((n, k) => n * SWITCH_CHOICES[k].length, 1));
    expect(new Set(ALL.map((p) => JSON.stringify(p))).size).toBe(ALL.length);
    expect([...EVENING, ...FORM_ONLY].sort()).toEqual(Object.keys(SWITCH_CHOICES).sort());
  });

  for (const platform of ALL) {
    const label = Object.values(platform).join(', ');
    it(`${label}: a clash refused cleanly, then set up, paired twice, undone and scored with names intact`, () => {
      const a = openArtifact();
      a.emu.setPlatform(platform);
      const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
      ss.setSpreadsheetTimeZone('Europe/Berlin');
      ss.insertSheet('pairings');
      const before = a.snapshot();
      const refused = a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'x', rounds: 3 });
      expect(refused.ok).toBe(false);
      expectUnchanged(a, before);
      ss.deleteSheet(ss.getSheetByName('pairings') as GoogleAppsScript.Spreadsheet.Sheet);
      // "'Tis" needs the apostrophe Sheets strips everywhere else: under 'kept' it cannot be written
      // into a '@' column exactly (docs/PLATFORM.md), so it is left out there.
      const names = platform.apostropheInTextCell === 'kept' ? NAMES.slice(1) : NAMES;
      setupSealed(a, []);
      a.type(
        'Players',
        'A2',
        names.map((n) => [platform.apostropheInTextCell === 'stripped' && n.startsWith("'") ? `'${n}` : n]),
      );
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      ss.getSheetByName('Results')?.copyTo(ss);
      for (const key of a.emu.PropertiesService.getDocumentProperties().getKeys())
        a.emu.PropertiesService.getDocumentProperties().deleteProperty(key);
      typeRound(a, 1, () => [100, 50, 'Win']);
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      const scored = a.call<ActionResult>('updateStandings');
      expect(scored.ok, JSON.stringify(scored.problems)).toBe(true);
      expect(scored.warnings.map((w) => `${w.tab} ${w.cell}: ${w.message}`)).toEqual([]);
      const state = a.call<EventState>('getEventState');
      expect(state.round).toBe(1);
      expect(new Set(state.leaders.map((l) => l.name)).size).toBeGreaterThan(0);
      const standings = standingsOf(a).rows.map((r) => r[1]);
      expect(new Set(standings)).toEqual(new Set(names));
      // No tab is a form's responses tab, so no form answer was stored and FORM_ONLY could not matter.
      expect(a.emu.store.sheets.filter((t) => t.formUrl)).toEqual([]);
    });
  }
});
