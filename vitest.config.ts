import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const VERSION = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

export default defineConfig({
  // The same stamp scripts/build.mjs gives dist/, for tests that import src/ directly.
  define: { __ADDON_VERSION__: JSON.stringify(VERSION) },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    // Property and fuzz suites read their run counts from the environment; CI uses the fixed defaults.
    reporters: ['default'],
  },
});
