// Organizer edits interleaved with actions, through dist/Code.js (see organizer-edits.ts for the edits and
// the checks). CI runs a few seeded sequences; FUZZ_RUNS=200 (and FUZZ_SEED=…) search longer. The seed is
// printed on every run, so any failure can be replayed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED, params, runs, timeoutFor } from '../property/arbitraries';
import { editCase, runEditCase } from './organizer-edits';

/** Sequences in CI; FUZZ_RUNS overrides it. */
const DEFAULT_RUNS = 4;

describe('organizer edits: columns, sorts, headers, renames, formulas, a cleared Log, copies, races', () => {
  it(
    'after every action nothing typed is lost without a Log copy, formulas stay formulas, a refusal changes nothing and every problem names a real cell of a real tab',
    () => {
      console.info(`organizer-edits fuzz: FUZZ_SEED=${FUZZ_SEED}, ${runs(DEFAULT_RUNS)} sequences`);
      let actions = 0;
      fc.assert(
        fc.property(editCase, (c) => {
          actions += runEditCase(c);
        }),
        params(DEFAULT_RUNS),
      );
      expect(actions).toBeGreaterThan(0);
      console.info(`organizer-edits fuzz: ${actions} actions checked (FUZZ_SEED=${FUZZ_SEED})`);
    },
    timeoutFor(DEFAULT_RUNS, 6000),
  );
});
