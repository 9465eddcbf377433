// npm run screenshots: starts the playground with the demo of every registered format and saves
// PNGs of the sidebar, of the formatted Pairings, Standings and Slips tabs, of the hall screen and of
// the phone view of Pairings and Standings to docs/images/ (the README's images come from here, never
// from hand). Run with tsx, after npm run build.
// The images are the same on every run (so a clean tree stays clean): a fixed workbook folder (its path
// is shown on the page), a fixed clock and the demos' fixed seeds, no transitions or caret caught half
// way, and text drawn without hinting or subpixel positioning.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { demoIds } from '../local/playground/demo.ts';
import {
  openDemoPage,
  PHONE,
  SHOT,
  screenshotLaunchOptions,
  showGridTab,
  showPhoneTab,
} from '../local/playground/screenshot-options.ts';

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
    const { pg, page, frame } = await openDemoPage(browser, id, dir, { width: 1280, height: 1500 });
    try {
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
      for (const tab of ['Pairings', 'Standings', 'Slips']) {
        await showGridTab(page, tab);
        await shot(tab.toLowerCase(), page.locator('section.sheet'));
      }
      // The hall screen, as the projector shows it over the sheet (its timer waits for Space).
      await frame.click('#timer-hall');
      const hall = await (await page.waitForSelector('iframe#dialog')).contentFrame();
      await hall.waitForSelector('.hall-game');
      await shot('hall', page.locator('iframe#dialog'));
      await page.evaluate(() => document.getElementById('dialog')?.remove());
      // Pairings and Standings as a player's phone shows the shared sheet.
      const phone = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 });
      for (const tab of ['Pairings', 'Standings']) {
        await showPhoneTab(phone, pg.url, tab);
        await shot(`phone-${tab.toLowerCase()}`, phone);
      }
      await phone.close();
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
