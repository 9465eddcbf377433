import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/sequencer.ts';
import { FLIPPED, READS_ENVIRONMENT, SWITCH_SUITES } from './test/support/switch-suites.ts';

const VERSION = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

/**
 * Switches the user set (`TOURNEY_PLATFORM=... npx vitest run test/bundle`): the default project runs
 * under them and the flipped run is left out, so the run is under the user's switches only.
 */
const OWN_SWITCHES = Boolean(process.env.TOURNEY_PLATFORM);

export default defineConfig({
  // The same stamp scripts/build.mjs gives dist/, for tests that import src/ directly.
  define: { __ADDON_VERSION__: JSON.stringify(VERSION) },
  test: {
    environment: 'node',
    // A larger young generation: a whole event's action keeps its tabs' values alive across many minor collections,
    // which then copy them again and again (a quarter of the bundle tests' time was garbage collection;
    // 64 MB took 5 to 8% off their CPU time on a quiet 2-core machine). A V8 flag: the workers must stay
    // processes (vitest's default pool, forks), as worker threads refuse it.
    execArgv: ['--max-semi-space-size=64'],
    pool: 'forks',
    // Every core: vitest's default leaves one idle, which on a 2-core machine ran the files one at a time.
    maxWorkers: '100%',
    // Generous: the heaviest whole-event tests take 10 to 20 s on a quiet 2-core machine, and a timeout is not a finding.
    testTimeout: 60000,
    hookTimeout: 60000,
    // The long files first, whichever project they belong to (test/support/sequencer.ts says why).
    sequence: { sequencer: LongestFirst },
    // Rebuilds dist/ first when it is older than src/ (a filtered run after an edit tests the edit).
    globalSetup: ['test/global-setup.ts'],
    // Property and fuzz suites read their run counts from the environment; CI uses the fixed defaults.
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'default',
          include: ['test/**/*.test.ts'],
          // One module graph per worker rather than per file: importing the emulator and src/ again for
          // each of some 170 files cost more than a minute of a 2-core run. Every suite makes its own
          // emulator and browser, so none shares state through a module.
          isolate: false,
          // The switch probe holds the flipped project's list to what the default run reaches.
          setupFiles: OWN_SWITCHES ? [] : ['test/support/switch-probe.ts'],
        },
      },
      ...(OWN_SWITCHES ? [] : [flippedProject()]),
    ],
  },
});

function flippedProject() {
  return {
    extends: true as const,
    test: {
      name: 'switches-flipped',
      // Only the suites a flipped switch can change (test/support/switch-suites.ts says how that is known).
      include: [...Object.keys(SWITCH_SUITES), ...READS_ENVIRONMENT],
      env: { TOURNEY_PLATFORM: FLIPPED },
    },
  };
}
