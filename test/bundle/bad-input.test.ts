import { describe, expect, it } from 'vitest';
import { NAME_CODES } from '../../src/engine/names';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { grow, setupSealed } from '../support/sealed';

function pairedEvent(): Artifact {
  const a = openArtifact();
  setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee']);
  expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  return a;
}

/** Every action on bad input: refused, nothing written (byte-for-byte), each problem with tab and cell. */
function expectRefused(a: Artifact, action: string, ...args: unknown[]): ActionResult {
  const before = a.snapshot();
  const result = a.call<ActionResult>(action, ...args);
  expect(result.ok).toBe(false);
  expectUnchanged(a, before);
  for (const p of result.problems) {
    expect(p.tab).not.toBe('');
    expect(p.fix).not.toBe('');
  }
  return result;
}

describe('bad input never corrupts a sheet', () => {
  it('an unknown or misspelt name in Results is reported at its cell', () => {
    const a = pairedEvent();
    a.type('Results', 'C2', [['Anne']]);
    a.type('Results', 'E2:G3', [
      [100, 20, 'Win'],
      [100, 20, 'Win'],
    ]);
    for (const action of ['pairNextRound', 'updateStandings']) {
      const r = expectRefused(a, action);
      expect(r.problems).toContainEqual(
        expect.objectContaining({ tab: 'Results', cell: 'C2', message: '"Anne" is not on the Players tab.' }),
      );
    }
  });

  it('duplicate player names (case, spaces and accents ignored) are reported on both rows', () => {
    const a = openArtifact();
    setupSealed(a, ['Zoë Hart', 'Bob', 'zoe  hart', 'Cy']);
    const r = expectRefused(a, 'pairNextRound');
    expect(r.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        tab: 'Players',
        cell: 'A4',
        message: '"zoe  hart" is the same name as "Zoë Hart" in A2.',
      }),
    ]);
  });

  it('near-duplicate names are a warning, not an error', () => {
    const a = openArtifact();
    setupSealed(a, ['Jon Smith', 'John Smith', 'J. Smith', 'Cy']);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(true);
    expect(r.warnings.filter((w) => w.code === NAME_CODES.nearDuplicate).map((w) => w.cell)).toEqual([
      'A3',
      'A4',
      'A4',
    ]);
  });

  it('points that are not numbers are reported at their cells, together with every other problem', () => {
    const a = pairedEvent();
    a.type('Results', 'E2:G3', [
      ['ten', 20, 'Win'],
      [100, 'lots', 'Win'],
    ]);
    const r = expectRefused(a, 'updateStandings');
    expect(r.problems.map((p) => `${p.tab}!${p.cell}`)).toEqual(['Results!E2', 'Results!F3']);
    expect(r.problems[0].message).toBe('"ten" is not a whole number of game points.');
  });

  it('"Win" pasted down the How it ended column past the games: one error per empty row, at its cell', () => {
    const a = pairedEvent();
    grow(a, 'Results', 7);
    a.type('Results', 'G2:G7', [['Win'], ['Win'], ['Win'], ['Win'], ['Win'], ['Win']]);
    for (const action of ['pairNextRound', 'updateStandings', 'checkEvent']) {
      const r = action === 'checkEvent' ? a.call<ActionResult>(action) : expectRefused(a, action);
      const errors = r.problems.filter((p) => p.severity === 'error');
      expect(errors.map((p) => [p.tab, p.cell, p.message, p.fix])).toEqual(
        [4, 5, 6, 7].map((row) => [
          'Results',
          `G${row}`,
          `Row ${row} has a result but no game: its Round, Table, Player and Opponent are blank.`,
          'Each result goes on the row of its game, which "Pair next round" writes; move it there, or clear this row.',
        ]),
      );
    }
  });

  it('the Results headers pasted again below the games: one error for the row, not one per cell', () => {
    const a = pairedEvent();
    grow(a, 'Results', 5);
    // The first four: the dropdowns of How it ended and Winner refuse their header text.
    a.type('Results', 'A5', [a.values('Results')[0].slice(0, 4)]);
    const r = expectRefused(a, 'updateStandings');
    expect(r.problems.map((p) => [p.cell, p.message])).toEqual([
      ['A5', 'Row 5 repeats the column headers; the headers belong in row 1 only.'],
    ]);
  });

  it('a second "Name" header pasted under the list is an error at its cell, not a player', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Name', 'Cy', 'Dee']);
    const r = expectRefused(a, 'pairNextRound');
    expect(r.problems.map((p) => [p.severity, p.tab, p.cell, p.message, p.fix])).toEqual([
      [
        'error',
        'Players',
        'A4',
        '"Name" in row 4 is the column header, not a player; the header belongs in row 1 only.',
        'Delete this row. If the names below it came with other columns, check they are under the right headers.',
      ],
    ]);
    // Once the organizer deletes the row, the four players are paired.
    a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Players')?.deleteRow(4);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const paired = a
      .values('Results')
      .slice(1)
      .flatMap((row) => [row[2], row[3]]);
    expect(paired.sort()).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
  });

  it('a missing result blocks the next round and names its cell', () => {
    const a = pairedEvent();
    a.type('Results', 'E2:G2', [[100, 20, 'Win']]);
    const r = expectRefused(a, 'pairNextRound');
    expect(r.problems.map((p) => p.cell)).toEqual(['E3']);
  });

  it('a bad Event setting is reported at its cell', () => {
    const a = pairedEvent();
    a.type('Event', 'B5', [['three']]);
    const r = expectRefused(a, 'pairNextRound');
    expect(r.problems).toEqual([
      expect.objectContaining({ tab: 'Event', cell: 'B5', message: '"three" is not a number of rounds.' }),
    ]);
  });

  it('a renamed tab is still found, and problems name it as the organizer sees it', () => {
    const a = pairedEvent();
    const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results');
    sheet?.setName('Scores');
    a.type('Scores', 'C2', [['Nobody']]);
    const r = expectRefused(a, 'updateStandings');
    expect(r.problems[0]).toEqual(expect.objectContaining({ tab: 'Scores', cell: 'C2' }));
  });

  it('setupEvent refuses, writing nothing, on a spreadsheet that already has an event with data', () => {
    const a = pairedEvent();
    const r = expectRefused(a, 'setupEvent', { format: 'sealed-deck', name: 'Another' });
    expect(r.problems.map((p) => `${p.tab}!${p.cell}`)).toEqual(['Players!A2', 'Results!A2', 'Log!A2']);
  });

  it('setupEvent refuses bad options and a foreign tab with the same name', () => {
    const a = openArtifact();
    expectRefused(a, 'setupEvent', { format: 'chess', name: 'X' });
    expectRefused(a, 'setupEvent', { format: 'sealed-deck', name: '' });
    expectRefused(a, 'setupEvent', { format: 'sealed-deck', name: 'X', rounds: 0 });
    expectRefused(a, 'setupEvent', { format: 'sealed-deck', name: 'X', pairing: 'sideways' });
    a.emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Players');
    const r = expectRefused(a, 'setupEvent', { format: 'sealed-deck', name: 'X' });
    expect(r.problems[0].message).toContain('already exists');
  });
});
