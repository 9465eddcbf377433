// Regression tests for what the fuzzed sheets (test/fuzz) found, each replayed through dist/Code.js.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { pairOk, roundRows, startEvent, typeResults } from '../support/events';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

describe('found by the fuzzed sheets', () => {
  it('selectCell with a cell past the end of the tab, a range or junk opens the tab and returns false instead of throwing', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    for (const cell of ['ZZZ99999', 'A1:B2', 'Ship', '0'])
      expect(a.call<boolean>('selectCell', 'Players', cell), String(cell)).toBe(false);
    // No cell at all (a whole-tab problem) just opens the tab.
    for (const cell of [{}, null, '']) expect(a.call<boolean>('selectCell', 'Players', cell)).toBe(true);
    expect(a.save().activeSheet).toBe('Players');
    expect(a.call<boolean>('selectCell', 'Results', 'E2')).toBe(true);
    expect(a.call<boolean>('selectCell', 'Nope', 'E2')).toBe(false);
  });

  it('runFormatTool with a name the format lacks reports a problem addressed to the Event tab, listing the calculators', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX);
    const r = a.call<{ ok: boolean; problems: { tab: string; cell: string; fix: string }[] }>(
      'runFormatTool',
      'rollOff',
      {},
    );
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      expect.objectContaining({ tab: 'Event', cell: '', fix: 'Use one of: peakPerformance, rollOffTies.' }),
    ]);
  });

  it('a person can type TRUE or FALSE into the Attack Wing "Result verified" dropdown (the emulator compares what the cell shows)', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX);
    pairOk(a);
    const [first, second] = roundRows(a, 1);
    a.type('Results', `E${first.row}`, [[10, 40, 'Time', '', 'TRUE']]);
    a.type('Results', `E${second.row}`, [[50, 40, 'Time', '', false]]);
    expect(a.values('Results')[first.row - 1][8]).toBe(true);
    expect(a.values('Results')[second.row - 1][8]).toBe(false);
    typeResults(a, 'attack-wing', 1, seededRandom('verified'));
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});
