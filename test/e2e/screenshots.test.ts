// `npm run screenshots` on a clean tree leaves it clean: two runs draw byte-identical images (fixed
// workbook folder, clock and seeds; no transition, caret or scrollbar caught half way; one raster thread).
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
    env: { ...process.env, SCREENSHOTS_OUT: out, SCREENSHOTS_ONLY: 'sealed-deck,attack-wing' },
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
          ...['sealed-deck', 'attack-wing'].flatMap((id) =>
            ['sidebar', 'slips', 'hall', 'phone-pairings', 'phone-standings'].map(
              (what) => `${id}-${what}.png`,
            ),
          ),
        ]),
      );
      expect(readdirSync(b).sort()).toEqual(files);
      for (const f of files) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f))), f).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
