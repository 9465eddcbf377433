import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const VERSION = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

/**
 * Every platform switch flipped from its default (local/emulator/platform.ts, docs/PLATFORM.md): the
 * artifact suites run a second time under it, so the add-on is tested under both behaviours of each.
 */
const FLIPPED =
  'sheetNameLookup=exact,apostropheInTextCell=kept,metadataOnDuplicate=dropped,conversions=basic,locale=de_DE,scriptProperties=missing';

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
    testTimeout: 30000,
    hookTimeout: 60000,
    // Rebuilds dist/ first when it is older than src/ (a filtered run after an edit tests the edit).
    globalSetup: ['test/global-setup.ts'],
    // Property and fuzz suites read their run counts from the environment; CI uses the fixed defaults.
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'] } },
      ...(OWN_SWITCHES ? [] : [flippedProject()]),
    ],
  },
});

function flippedProject() {
  return {
    extends: true as const,
    test: {
      name: 'switches-flipped',
      include: ['test/bundle/**/*.test.ts'],
      // Call counts do not depend on the switches; the last two set every switch themselves.
      exclude: [
        'test/bundle/service-call-budget.test.ts',
        'test/bundle/service-calls.test.ts',
        'test/bundle/platform-switches.test.ts',
        'test/bundle/typed-lookalikes.test.ts',
      ],
      env: { TOURNEY_PLATFORM: FLIPPED },
    },
  };
}
