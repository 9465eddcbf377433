// The demos are the same workbook on every build at a fixed clock: the data half of "npm run screenshots
// leaves a clean tree clean" for every format (test/e2e/screenshots.test.ts checks the drawing half by
// running the script twice on one format's demo). No real time and no unseeded randomness reach them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDemo, demoIds } from '../../../local/playground/demo';
import { SCREENSHOT_NOW } from '../../../local/playground/screenshot-options';
import { openSession } from '../../../local/playground/session';

const DIST = resolve(__dirname, '../../../dist');

describe('the playground demos', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tourney-demo-'));
    // The sessions' delayed writes never run, and the machine's clock is another day at each build.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(demoIds())('%s: built twice at the screenshots’ clock, the same workbook byte for byte', (id) => {
    const build = (day: number) => {
      vi.setSystemTime(new Date(Date.UTC(2027, 0, day, 9, day)));
      const session = openSession(join(dir, `${id}-${day}.workbook.json`), DIST, true, SCREENSHOT_NOW);
      buildDemo(session, id);
      return JSON.stringify(session.emu.saveWorkbook());
    };
    const first = build(1);
    expect(first).toContain('"Results"');
    expect(build(2)).toBe(first);
  });
});
