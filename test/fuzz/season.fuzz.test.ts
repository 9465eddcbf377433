// The season fuzzer, through dist/Code.js (season-steps.ts holds the steps and the checks): random Season
// settings, then any-game events played and closed, Undo close, Start the next event and Import into
// season, with hand edits to Season games, Season settings, League and Ratings between them. After every
// action a refusal changes nothing and each problem has a code, a success loses nothing typed without a
// Log copy, and League, Ratings and My season equal the oracles (test/oracle/season.oracle.ts) on what the season
// tabs hold. CI runs a few seeded seasons; FUZZ_RUNS=600 (and FUZZ_SEED=…) search longer. The seed is
// printed on every run, so any failure can be replayed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED, params, runs, timeoutFor } from '../property/arbitraries';
import { runSeasonCase, STATS, seasonCase } from './season-steps';

/** Seasons in CI; FUZZ_RUNS overrides it. */
const DEFAULT_RUNS = 3;

describe('season: close, undo, next event and import, with hand edits to the season tabs', () => {
  it(
    'after every action a refusal changes nothing, nothing typed is lost without a Log copy, and League, Ratings and My season equal the oracles',
    () => {
      console.info(`season fuzz: FUZZ_SEED=${FUZZ_SEED}, ${runs(DEFAULT_RUNS)} seasons`);
      let steps = 0;
      fc.assert(
        fc.property(seasonCase, (c) => {
          steps += runSeasonCase(c);
        }),
        params(DEFAULT_RUNS),
      );
      expect(steps).toBeGreaterThan(0);
      console.info(`season fuzz: ${steps} steps run (FUZZ_SEED=${FUZZ_SEED})`);
      console.info(`season fuzz: ${JSON.stringify(STATS, null, 1)}`);
    },
    timeoutFor(DEFAULT_RUNS, 15000),
  );
});
