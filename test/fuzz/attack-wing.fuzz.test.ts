// Fuzzed sheets for the attack-wing format through dist/Code.js (see fuzz-sheet.ts for what is typed and checked).
import { describe, expect, it } from 'vitest';
import { runs, timeoutFor } from '../property/arbitraries';
import { fuzzFormat } from './fuzz-sheet';

const RUNS = 12;

describe('attack-wing: garbage typed into every tab never corrupts the sheet', () => {
  it(
    'every entry point succeeds or reports problems at a tab and A1 cell, never throws, and a refusal leaves the workbook byte-for-byte unchanged',
    () => {
      const calls = fuzzFormat('attack-wing', RUNS);
      expect(calls).toBeGreaterThanOrEqual(runs(RUNS));
      console.info(`${runs(RUNS)} fuzzed %s sheets, ${calls} entry-point calls checked`, 'attack-wing');
    },
    timeoutFor(RUNS, 2000),
  );
});
