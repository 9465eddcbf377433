// getValues returns a typed date as midnight in the spreadsheet's time zone (File >
// Settings), so reading its day in UTC is a day early east of UTC; the Log's Time is a real date-time
// the organizer reads in that zone. Each test runs in four spreadsheet time zones, east and west of UTC.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../local/emulator';
import { ARROW_TARGET_NOTE_CODES } from '../../src/engine/arrow-target/warnings';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, DIST, openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

const ZONES = ['Europe/Berlin', 'Asia/Tokyo', 'Pacific/Auckland', 'America/Los_Angeles'];
const NOW = new Date('2026-12-05T10:00:00Z');

function inZone(zone: string): Artifact {
  const a = openArtifact(undefined, () => NOW);
  a.emu.SpreadsheetApp.getActiveSpreadsheet().setSpreadsheetTimeZone(zone);
  return a;
}

/** The row of a setting on the Event tab. */
function settingRow(a: Artifact, label: string): number {
  return a.values('Event').findIndex((r) => r[0] === label) + 1;
}

function tabRange(a: Artifact, tab: string, a1: string) {
  const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab);
  if (!sheet) throw new Error(`no tab ${tab}`);
  return sheet.getRange(a1);
}

describe('dates in the spreadsheet time zone', () => {
  it('the emulator stores a typed date as midnight in the spreadsheet time zone', () => {
    const emu = createEmulator({ timeZone: 'Asia/Tokyo', distDir: DIST });
    const cell = emu.SpreadsheetApp.getActiveSheet().getRange('A1');
    cell.setValue('2026-03-01');
    expect((cell.getValue() as Date).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(cell.getDisplayValue()).toBe('3/1/2026');
  });

  for (const zone of ZONES) {
    it(`${zone}: an Event date typed as a date reads as the day typed`, () => {
      const a = inZone(zone);
      setupSealed(a, ['Ann', 'Bob']);
      a.type('Event', `B${settingRow(a, 'Date')}`, [['2026-03-01']]);
      // The cell really holds a date (midnight in the zone), not text.
      const typed = tabRange(a, 'Event', `B${settingRow(a, 'Date')}`).getValue();
      expect(Object.prototype.toString.call(typed)).toBe('[object Date]');
      expect(a.call<EventState>('getEventState').date).toBe('2026-03-01');
    });

    it(`${zone}: arrow/target's First weekend typed as a date names the weekends from that day`, () => {
      const a = inZone(zone);
      const r = a.call<ActionResult>('setupEvent', {
        format: 'arrow-target',
        name: 'Counter night',
        seed: 'arrows',
        startNumbers: 'as-listed',
      });
      expect(r.ok, JSON.stringify(r.problems)).toBe(true);
      a.type('Players', 'A2', [['Ann'], ['Bob'], ['Cat'], ['Dan'], ['Eve']]);
      a.type('Event', `B${settingRow(a, 'First weekend')}`, [['2026-03-07']]);
      const paired = a.call<ActionResult>('pairNextRound');
      expect(paired.ok, JSON.stringify(paired.problems)).toBe(true);
      expect(paired.warnings.map((w) => w.code)).not.toContain(ARROW_TARGET_NOTE_CODES.firstWeekendNotDate);
      expect(a.values('Schedule')[1][1]).toBe('Weekend 1 (2026-03-07)');
    });

    it(`${zone}: a date typed on Results goes to the CSV export as the day typed`, () => {
      const a = inZone(zone);
      setupSealed(a, ['Ann', 'Bob']);
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      a.type('Results', 'K1:K2', [['Note'], ['2026-03-01']]);
      const tables = a.call<{ results: unknown[][] }>('getExportTables');
      // Under its own header: the sealed-deck scores the CSV adds come after the organizer's columns.
      expect(tables.results[1][tables.results[0].indexOf('Note')]).toBe('2026-03-01');
    });

    it(`${zone}: the Log's Time is a date-time shown in the spreadsheet's zone`, () => {
      const a = inZone(zone);
      setupSealed(a, ['Ann', 'Bob']);
      const time = tabRange(a, 'Log', 'A2');
      const value = time.getValue() as Date;
      expect(Object.prototype.toString.call(value)).toBe('[object Date]');
      expect(value.getTime()).toBe(NOW.getTime());
      const local = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(NOW);
      expect(time.getDisplayValue()).toBe(local);
    });
  }
});
