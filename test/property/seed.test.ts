// FUZZ_SEED=random used to print its seed only when a property failed: a run that passed
// could not be repeated with more runs. Every property and fuzz run now prints the seed it used.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkProperty, FUZZ_SEED, fuzzSeedFrom, params, seedLine } from './arbitraries';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fuzz seeds are always printed', () => {
  it('FUZZ_SEED=random picks a new seed; a number is used as given; unset is the fixed CI seed', () => {
    expect(fuzzSeedFrom('random', 1234567)).toBe(1234567);
    expect(fuzzSeedFrom('random', 2 ** 31 + 5)).toBe(5);
    expect(fuzzSeedFrom('42')).toBe(42);
    expect(fuzzSeedFrom(undefined)).toBe(20261205);
  });

  it('a passing property run prints its seed and run count, with the command that replays it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const ran = checkProperty(fc.integer(), (n) => expect(Number.isInteger(n)).toBe(true), 3);
    expect(ran).toBeGreaterThan(0);
    const lines = info.mock.calls.map((c) => String(c[0]));
    expect(lines).toContain(seedLine(FUZZ_SEED, ran));
    expect(seedLine(987, 3)).toContain('FUZZ_SEED=987 FUZZ_RUNS=3');
  });

  it('the fuzz suites take the same parameters, so they print the seed too', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const p = params(12);
    expect(p.seed).toBe(FUZZ_SEED);
    expect(info.mock.calls.map((c) => String(c[0]))).toContain(seedLine(FUZZ_SEED, p.numRuns as number));
  });
});
