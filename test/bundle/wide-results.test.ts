// Undo and re-pair copy each removed Results row onto the Log after five columns of their
// own, so a Results row with anything in column V or later makes a Log line wider than the Log's 26
// columns ("coordinates of the range are outside the dimensions of the sheet"). The Log grows columns
// as it grows rows. Also A1 on the way back: a date typed on Results reaches the Log as the same date.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { setupSealed, typeRound } from '../support/sealed';

function wideEvent(zone: string, scored = true): Artifact {
  const a = openArtifact();
  a.emu.SpreadsheetApp.getActiveSpreadsheet().setSpreadsheetTimeZone(zone);
  setupSealed(a, ['Ann', 'Bob', 'Cat', 'Dan']);
  expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  if (scored) typeRound(a, 1, () => [100, 50, 'Win']);
  // The organizer's own notes far to the right of round 1's first game: text in V, a date in Z.
  a.type('Results', 'V2', [['see judge']]);
  a.type('Results', 'Z2', [['2026-03-01']]);
  return a;
}

const logSheet = (a: Artifact) => a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Log');

describe('a Results row with notes in column V or later', () => {
  for (const zone of ['Europe/Berlin', 'America/Los_Angeles']) {
    it(`${zone}: undo copies the whole row to the Log, which grows columns to hold it`, () => {
      const a = wideEvent(zone);
      const typedDate = a.emu.SpreadsheetApp.getActiveSpreadsheet()
        .getSheetByName('Results')
        ?.getRange('Z2')
        .getValue() as Date;
      const r = a.call<ActionResult>('undoLastRound');
      expect(r.ok, r.message).toBe(true);
      const log = logSheet(a);
      expect(log?.getMaxColumns()).toBeGreaterThanOrEqual(5 + 26);
      const values = log?.getDataRange().getValues() ?? [];
      const removed = values.find((row) => row[1] === 'Undo round: removed row' && row[5] === 1);
      if (!removed) throw new Error('no removed row for game 1 on the Log');
      expect(removed.slice(5, 9)).toEqual([1, 1, expect.any(String), expect.any(String)]);
      expect(removed[5 + 21]).toBe('see judge');
      // The date goes to the Log as the instant typed, so it shows the same day in the spreadsheet's zone.
      expect((removed[5 + 25] as Date).getTime()).toBe(typedDate.getTime());
      expect(log?.getRange(values.indexOf(removed) + 1, 31).getDisplayValue()).toBe('3/1/2026');
    });
  }

  it('re-pair (before any result) works too, and the notes are kept in the Log', () => {
    const a = wideEvent('Asia/Tokyo', false);
    const r = a.call<ActionResult>('rePairRound');
    expect(r.ok, r.message).toBe(true);
    expect(
      a
        .values('Log')
        .flat()
        .filter((v) => v === 'see judge'),
    ).toHaveLength(1);
  });
});
