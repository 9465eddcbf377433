// `npm run screenshots` on a clean tree leaves it clean: two runs draw byte-identical images (fixed
// workbook folder, clock and seeds; no transition, caret or scrollbar caught half way; one raster thread).
// The drawing is compared on the sealed-deck demo, whose run draws every kind of image a format's demo makes
// (the playground, the sidebar, each output tab, the hall screen, the phone view, the report queue and the
// preview), and on the season demo (its Season section, League and My season on a phone); that every
// format's demo is the same workbook on every build is test/local/playground/demo.test.ts, without a browser.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';

const ROOT = resolve(__dirname, '../..');

function shoot(out: string): void {
  execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/screenshots.mjs'], {
    cwd: ROOT,
    env: { ...process.env, SCREENSHOTS_OUT: out, SCREENSHOTS_ONLY: 'sealed-deck,season' },
    stdio: 'pipe',
  });
}

describe('npm run screenshots', () => {
  it('draws the same images on every run', { timeout: 180_000 }, async () => {
    await (await launchBrowser()).close(); // fails with the install hint when Chromium is missing
    const dir = mkdtempSync(join(tmpdir(), 'tourney-shots-test-'));
    try {
      const [a, b] = [join(dir, 'a'), join(dir, 'b')];
      shoot(a);
      shoot(b);
      const files = readdirSync(a).sort();
      expect(files).toEqual(
        expect.arrayContaining([
          'playground.png',
          'report-queue.png',
          'report-form.png',
          'preview.png',
          ...['sidebar', 'slips', 'hall', 'phone-pairings', 'phone-standings'].map(
            (what) => `sealed-deck-${what}.png`,
          ),
          'season-sidebar.png',
          'season-phone-league.png',
          'season-phone-my-season.png',
        ]),
      );
      expect(readdirSync(b).sort()).toEqual(files);
      for (const f of files) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f))), f).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
