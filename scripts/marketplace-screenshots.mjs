// The Marketplace listing's screenshots: 1280×800 PNGs of the playground (the real sidebar beside the
// event's tabs), one per format, written to docs/marketplace/. Run by npm run screenshots, after the build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../local/playground/chromium.ts';
import { demoIds } from '../local/playground/demo.ts';
import { startPlayground } from '../local/playground/server.ts';

const OUT = 'docs/marketplace';
const SHOWN_TAB = {
  'sealed-deck': 'Pairings',
  'attack-wing': 'Standings',
  'arrow-target': 'Pairings',
  'full-thrust': 'Standings',
};

const dir = mkdtempSync(join(tmpdir(), 'tourney-listing-'));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const id of demoIds()) {
    const pg = await startPlayground({ port: 0, workbookPath: join(dir, `${id}.workbook.json`), demo: id });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      await page.goto(pg.url);
      const frame = await (await page.waitForSelector('iframe#sidebar')).contentFrame();
      await frame.waitForSelector('#dashboard');
      await page.waitForFunction(() => window.__playgroundView !== null);
      const tab = SHOWN_TAB[id] ?? 'Pairings';
      await page.click(`#tabs button[data-tab="${tab}"]`);
      await page.waitForSelector(`#tabs button[data-tab="${tab}"][aria-selected="true"]`);
      // The listing shows the add-on, not the local preview's own banner (which names a temp file).
      await page.addStyleTag({ content: 'header.banner { display: none !important; }' });
      await page.mouse.click(1, 1);
      const path = join(OUT, `screenshot-${id}.png`);
      await page.screenshot({ path });
      console.log(`wrote ${path}`);
      await page.close();
    } finally {
      await pg.close();
    }
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
