// Tabs made smaller by hand: an organizer deletes the Log's spare columns, or the empty rows and
// columns of any tab, and the next action must grow the tab instead of failing with "The coordinates
// of the range are outside the dimensions of the sheet". Everything runs through dist/Code.js.
import { describe, expect, it } from 'vitest';
import { handEdits } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults, VARIED_NAMES } from '../support/events';
import { setupSealed, typeRound } from '../support/sealed';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const tab = (a: Artifact, name: string) => handEdits.tabNamed(a.emu.store, name);

function ok(r: ActionResult, what: string): ActionResult {
  expect(r.ok, `${what}: ${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
}

/** Deletes a tab's columns right of its last used one and its rows below the last used one but one. */
function shrinkToContent(a: Artifact, name: string): void {
  const sheet = tab(a, name);
  const values = a.values(name);
  const width = Math.max(1, ...values.map((r) => r.length));
  if (sheet.maxColumns > width) handEdits.deleteColumns(sheet, width + 1, sheet.maxColumns - width);
  const keep = Math.max(values.length + 1, sheet.frozenRows + 1);
  if (sheet.maxRows > keep) handEdits.deleteRows(sheet, keep + 1, sheet.maxRows - keep);
}

describe("the Log's spare columns deleted by hand", () => {
  it('Undo and Re-pair grow the Log to hold the removed rows, every cell of them kept', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, () => [100, 20, 'Win']);
    pairOk(a);
    const log = tab(a, 'Log');
    // The Log's six headers stay; G to Z go.
    handEdits.deleteColumns(log, 7, log.maxColumns - 6);
    expect(log.maxColumns).toBe(6);
    const round2 = roundRows(a, 2).map((r) => r.values);
    ok(a.call<ActionResult>('rePairRound'), 're-pair');
    const repaired = a.values('Log').filter((r) => r[1] === 'Re-pair round');
    expect(repaired.length).toBeGreaterThan(0);
    // Each removed Results row is in the Log from column F on, as it was on Results.
    const removed = a
      .values('Log')
      .filter((r) => r[5] !== '' && r[5] !== undefined && r[5] !== 'Removed row');
    for (const row of round2)
      expect(removed.some((l) => JSON.stringify(l.slice(5, 5 + row.length)) === JSON.stringify(row))).toBe(
        true,
      );
    expect(tab(a, 'Log').maxColumns).toBeGreaterThan(6);
    // Undo after the organizer deletes the spare columns again.
    handEdits.deleteColumns(log, 7, log.maxColumns - 6);
    const round2Again = roundRows(a, 2).map((r) => r.values);
    ok(a.call<ActionResult>('undoLastRound'), 'undo');
    expect(roundRows(a, 2)).toEqual([]);
    const logged = a.values('Log');
    for (const row of round2Again)
      expect(logged.some((l) => JSON.stringify(l.slice(5, 5 + row.length)) === JSON.stringify(row))).toBe(
        true,
      );
  });
});

describe('every tab shrunk to its content by hand', () => {
  for (const format of FORMATS) {
    it(`${format}: a whole evening runs, each tab growing as its writes need`, () => {
      const a = openArtifact();
      const names = [...VARIED_NAMES, 'Hal Jones'];
      startEvent(a, format, names);
      const shrinkAll = () => {
        for (const s of a.emu.store.sheets) shrinkToContent(a, s.name);
      };
      const r = seededRandom('shrunk');
      shrinkAll();
      ok(a.call<ActionResult>('pairNextRound'), 'pair 1');
      shrinkAll();
      typeResults(a, format, 1, r);
      shrinkAll();
      ok(a.call<ActionResult>('updateStandings'), 'standings');
      shrinkAll();
      ok(a.call<ActionResult>('pairNextRound'), 'pair 2');
      shrinkAll();
      ok(a.call<ActionResult>('rePairRound'), 're-pair');
      shrinkAll();
      ok(a.call<ActionResult>('setPlayerStatus', { name: names[3], status: 'dropped' }), 'drop');
      shrinkAll();
      // Full Thrust seats and the arrow/target schedule are fixed at round 1: no late entry there. Any
      // game takes one in its Swiss rounds.
      if (format === 'sealed-deck' || format === 'attack-wing' || format === 'any-game') {
        ok(a.call<ActionResult>('addPlayer', { name: 'Late Comer' }), 'late entry');
        shrinkAll();
      }
      ok(a.call<ActionResult>('undoLastRound'), 'undo');
      shrinkAll();
      ok(a.call<ActionResult>('pairNextRound'), 'pair 2 again');
      expect(roundRows(a, 2).length).toBeGreaterThan(0);
      expect(a.values('Standings').length).toBeGreaterThan(2);
    });
  }
});
