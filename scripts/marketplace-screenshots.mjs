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
/** On every screenshot; test/docs/marketplace.test.ts checks listing.md says the same. */
const LABEL = 'Local preview (Tourney Desk playground), not Google Sheets';
const SHOWN_TAB = {
  'sealed-deck': 'Pairings',
  'attack-wing': 'Standings',
  'arrow-target': 'Pairings',
  'full-thrust': 'Standings',
  'any-game': 'Standings',
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
      // its link to the phone view. It says what it is, though: the repository's local preview (the real
      // sidebar over an emulated spreadsheet), not a capture of Google Sheets (listing.md, Graphics).
      await page.addStyleTag({
        content:
          'header.banner, #phone-link { display: none !important; }' +
          '#listing-label { position: fixed; left: 400px; bottom: 52px; z-index: 2147483647; padding: 6px 10px;' +
          ' background: #202124; color: #fff; font: 600 13px Arial, sans-serif; border-radius: 4px; opacity: 0.92; }',
      });
      await page.evaluate((text) => {
        const label = document.createElement('div');
        label.id = 'listing-label';
        label.textContent = text;
        document.body.appendChild(label);
      }, LABEL);
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
