// The record fuzzer (test/fuzz/record-edits.ts) in CI: a few seeded events of every format; FUZZ_RUNS
// (and FUZZ_SEED) run it longer. The seed of each event is printed with any failure.
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED, runs } from '../property/arbitraries';
import { FORMATS, runRecordEvent } from './record-edits';

const DEFAULT_RUNS = 1;

describe('the record fuzzer: rows deleted and cleared, players renamed, Rounds lowered, the Log narrowed, late entries', () => {
  for (const format of FORMATS) {
    it(`every paired game is on Results or reported missing, Pairings is the record, nothing typed is lost (${format})`, () => {
      let checked = 0;
      for (let i = 0; i < runs(DEFAULT_RUNS); i++)
        checked += runRecordEvent(format, `${FUZZ_SEED}:${format}:${i}`);
      expect(checked).toBeGreaterThan(0);
      console.info(`record fuzz ${format}: ${checked} steps (FUZZ_SEED=${FUZZ_SEED})`);
    }, 300000);
  }
});
