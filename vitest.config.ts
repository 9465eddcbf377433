import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    // Property and fuzz suites read their run counts from the environment; CI uses the fixed defaults.
    reporters: ['default'],
  },
});
