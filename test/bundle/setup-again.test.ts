// Setting up again over an earlier event that has no data yet: its tabs are replaced only once the new
// ones exist, so it works when they are the spreadsheet's only tabs (Sheets refuses to delete the last
// one), a failure half way leaves the earlier event whole, and what they held goes to the Log first.
import { describe, expect, it } from 'vitest';
import { handEdits } from '../../local/emulator';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { expectNothingLost } from '../support/nothing-lost';
import { setupSealed } from '../support/sealed';

const ss = (a: Artifact) => a.emu.SpreadsheetApp.getActiveSpreadsheet();
const tabNames = (a: Artifact) => a.emu.store.sheets.map((s) => s.name);

/** An empty sealed-deck event whose tabs are the only ones: Sheet1 deleted, nothing typed. */
function onlyEventTabs(): Artifact {
  const a = openArtifact();
  setupSealed(a, []);
  const first = ss(a).getSheetByName('Sheet1');
  if (first) ss(a).deleteSheet(first);
  // The Log's "Set up event" line cleared: an empty Log is what lets setup run again.
  handEdits.clearContents(handEdits.tabNamed(a.emu.store, 'Log'), 2);
  return a;
}

describe('setting up again', () => {
  it("replaces an event whose tabs are the spreadsheet's only tabs, the earlier Event rows in the Log", () => {
    const a = onlyEventTabs();
    const oldTabs = tabNames(a);
    expect(oldTabs).not.toContain('Sheet1');
    // A note typed on Pairings: not input, so setup runs, but it must not be lost.
    a.type('Pairings', 'D3', [['door code 4711']]);
    const before = a.allValues();
    const r = a.call<ActionResult>('setupEvent', {
      format: 'attack-wing',
      name: 'Second try',
      rounds: 4,
      seed: 'again',
    });
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const names = tabNames(a);
    expect(names).toContain('Fleets');
    expect(names.filter((n) => /\(new/.test(n))).toEqual([]);
    expect(names.map((n) => n.toLowerCase()).sort()).toEqual(
      [...new Set(names.map((n) => n.toLowerCase()))].sort(),
    );
    expect(a.values('Event').find((row) => row[0] === 'Format')?.[1]).toMatch(/Attack Wing/);
    const log = a.values('Log');
    expect(log[1][1]).toBe('Set up event');
    const removed = log.filter((row) => row[1] === 'Set up event: removed row');
    expect(removed.some((row) => row.includes('Friday sealed'))).toBe(true);
    expect(removed.some((row) => row.includes('door code 4711'))).toBe(true);
    // Titles above the header rows are the add-on's own (Pairings' and Standings' title lines).
    expectNothingLost(before, a, ['Standings']);
    // The new event works: players, a round.
    a.type('Players', 'A2', [['Ann'], ['Bob']]);
    expect(a.call<ActionResult>('checkEvent').problems.filter((p) => p.tab === 'Log')).toEqual([]);
  });

  it('a failure half way (the spreadsheet full) leaves the earlier event exactly as it was', () => {
    const a = onlyEventTabs();
    // A tab of the organizer's, grown until only two more new tabs fit under the 10 million cells.
    ss(a).insertSheet('Archive');
    const archive = handEdits.tabNamed(a.emu.store, 'Archive');
    const used = a.emu.store.sheets.reduce((n, s) => n + s.maxRows * s.maxColumns, 0);
    archive.maxRows += Math.floor((10_000_000 - used - 2.5 * 26_000) / archive.maxColumns);
    const before = a.snapshot();
    expect(() =>
      a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'Again', rounds: 3, seed: 'x' }),
    ).toThrow(/limit of 10000000 cells/);
    expectUnchanged(a, before);
  });

  it('the first setup in a new spreadsheet makes the tabs under their own names, Sheet1 kept', () => {
    const a = openArtifact();
    setupSealed(a, []);
    expect(tabNames(a)).toEqual([
      'Sheet1',
      'Event',
      'Players',
      'Results',
      'Pairings',
      'Standings',
      'Log',
      'Report',
      'Slips',
      'Standings by round',
      'My games',
      'Tourney Sheets record',
    ]);
  });
});
