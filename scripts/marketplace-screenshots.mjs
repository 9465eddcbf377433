// The Marketplace listing's screenshots: 1280×800 PNGs of the playground (the real sidebar beside the
// event's tabs), one per format, written to docs/marketplace/. Run by npm run screenshots, after the build.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { demoIds } from '../local/playground/demo.ts';
import {
  openDemoPage,
  SHOT,
  screenshotLaunchOptions,
  showGridTab,
} from '../local/playground/screenshot-options.ts';

const OUT = 'docs/marketplace';
const SHOWN_TAB = {
  'sealed-deck': 'Pairings',
  'attack-wing': 'Standings',
  'arrow-target': 'Pairings',
  'full-thrust': 'Standings',
};

// The same bytes on every run, as scripts/screenshots.mjs (local/playground/screenshot-options.ts).
const dir = join(tmpdir(), 'tourney-sheets-listing');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch(screenshotLaunchOptions);
try {
  for (const id of demoIds()) {
    const { pg, page } = await openDemoPage(browser, id, dir, { width: 1280, height: 800 });
    try {
      await showGridTab(page, SHOWN_TAB[id] ?? 'Pairings');
      // The listing shows the add-on, not the local preview's own banner (which names a temp file) nor
      // its link to the phone view.
      await page.addStyleTag({ content: 'header.banner, #phone-link { display: none !important; }' });
      const path = join(OUT, `screenshot-${id}.png`);
      await page.screenshot({ path, ...SHOT });
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
