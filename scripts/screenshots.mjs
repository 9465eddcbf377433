// npm run screenshots: starts the playground with the demo of every registered format and saves
// PNGs of the sidebar and of the formatted Pairings and Standings tabs to docs/images/ (the README's
// images come from here, never from hand). Run with tsx, after npm run build.
// The images are the same on every run (so a clean tree stays clean): a fixed workbook folder (its path
// is shown on the page), a fixed clock and the demos' fixed seeds, no transitions or caret caught half
// way, and text drawn without hinting or subpixel positioning.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { demoIds } from '../local/playground/demo.ts';
import { SCREENSHOT_NOW, SHOT, screenshotLaunchOptions } from '../local/playground/screenshot-options.ts';
import { startPlayground } from '../local/playground/server.ts';

// SCREENSHOTS_OUT and SCREENSHOTS_ONLY (a comma-separated list of formats) are for the test that runs this
// script twice and compares the images (test/e2e/screenshots.test.ts).
const OUT = process.env.SCREENSHOTS_OUT || 'docs/images';
const ONLY = (process.env.SCREENSHOTS_ONLY || '').split(',').filter(Boolean);

mkdirSync(OUT, { recursive: true });
const dir = join(
  tmpdir(),
  process.env.SCREENSHOTS_OUT ? 'tourney-sheets-screenshots-test' : 'tourney-sheets-screenshots',
);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch(screenshotLaunchOptions);
const written = [];
try {
  for (const id of demoIds().filter((d) => !ONLY.length || ONLY.includes(d))) {
    const pg = await startPlayground({
      port: 0,
      workbookPath: join(dir, `${id}.workbook.json`),
      demo: id,
      now: SCREENSHOT_NOW,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1500 }, deviceScaleFactor: 1 });
      await page.goto(pg.url);
      const frame = await (await page.waitForSelector('iframe#sidebar')).contentFrame();
      await frame.waitForSelector('#dashboard');
      await frame.waitForFunction(() => document.getElementById('about')?.textContent); // the version line
      await page.waitForFunction(() => window.__playgroundView !== null);
      const shot = async (name, target) => {
        const path = join(OUT, `${id}-${name}.png`);
        await target.screenshot({ path, ...SHOT });
        written.push(path);
      };
      // The sidebar as the organizer sees it, cropped to its content.
      const height = await frame.evaluate(() => document.getElementById('app').scrollHeight);
      const title = await page.locator('.sidebar-title').evaluate((e) => e.getBoundingClientRect().bottom);
      await page.setViewportSize({ width: 1280, height: Math.min(Math.ceil(title + height) + 8, 2000) });
      await shot('sidebar', page.locator('aside.sidebar'));
      await page.setViewportSize({ width: 1280, height: 720 });
      for (const tab of ['Pairings', 'Standings']) {
        await page.click(`#tabs button[data-tab="${tab}"]`);
        await page.waitForSelector(`#tabs button[data-tab="${tab}"][aria-selected="true"]`);
        await page.mouse.click(1, 1); // no cell focused in the picture
        await shot(tab.toLowerCase(), page.locator('section.sheet'));
      }
      if (id === demoIds()[0]) {
        await page.click('#tabs button[data-tab="Results"]');
        const path = join(OUT, 'playground.png');
        await page.screenshot({ path, ...SHOT });
        written.push(path);
      }
      await page.close();
    } finally {
      await pg.close();
    }
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
for (const p of written) console.log(`wrote ${p}`);
