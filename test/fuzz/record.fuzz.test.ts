// The record fuzzer (test/fuzz/record-edits.ts) in CI: a few seeded events of every format; FUZZ_RUNS
// (and FUZZ_SEED) run it longer. The seed of each event is printed with any failure.
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED, runs, timeoutFor } from '../property/arbitraries';
import { FORMATS, runRecordEvent } from './record-edits';

const DEFAULT_RUNS = 1;
/** FUZZ_EVENT=332 replays the one event a failure names ("seed 20261205:arrow-target:332"). */
const ONLY = process.env.FUZZ_EVENT === undefined ? null : Number(process.env.FUZZ_EVENT);

describe('the record fuzzer: rows deleted and cleared, players renamed, Rounds lowered, the Log narrowed, late entries', () => {
  for (const format of FORMATS) {
    it(
      `every paired game is on Results or reported missing, Pairings is the record, nothing typed is lost (${format})`,
      () => {
        let checked = 0;
        for (let i = ONLY ?? 0; i < (ONLY === null ? runs(DEFAULT_RUNS) : ONLY + 1); i++)
          checked += runRecordEvent(format, `${FUZZ_SEED}:${format}:${i}`);
        expect(checked).toBeGreaterThan(0);
        console.info(`record fuzz ${format}: ${checked} steps (FUZZ_SEED=${FUZZ_SEED})`);
      },
      Math.max(300_000, timeoutFor(DEFAULT_RUNS, 5000)),
    );
  }
});
