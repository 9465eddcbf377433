import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

function pairedEvent(): Artifact {
  const a = openArtifact();
  setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee']);
  expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  return a;
}

/** Every action on bad input: refused, nothing written (byte-for-byte), each problem with tab and cell. */
function expectRefused(a: Artifact, action: string, ...args: unknown[]): ActionResult {
  const before = JSON.stringify(a.save());
  const result = a.call<ActionResult>(action, ...args);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(a.save())).toBe(before);
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
    expect(r.warnings.filter((w) => w.message.includes('looks like')).map((w) => w.cell)).toEqual([
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
