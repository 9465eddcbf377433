// npm run screenshots: starts the playground with the demo of every registered format and saves
// PNGs of the sidebar, of the formatted Pairings, Standings, Slips and Standings by round tabs, of the
// hall screen, of the phone view of those players read, of the report queue and of a round's preview, and
// of the season demo (its Season section, League and My season on a phone) to docs/images/ (the README's images
// come from here, never from hand). Run with tsx, after npm run build.
// The images are the same on every run (so a clean tree stays clean): a fixed workbook folder (its path
// is shown on the page), a fixed clock and the demos' fixed seeds, no transitions or caret caught half
// way, and text drawn without hinting or subpixel positioning.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMOS, demoIds, SEASON_DEMO } from '../local/playground/demo.ts';
import { linkReportForm, submitPlaygroundForm } from '../local/playground/report-form.ts';
import {
  openDemoPage,
  PHONE,
  SCREENSHOT_NOW,
  SHOT,
  screenshotLaunchOptions,
  showGridTab,
  showPhoneTab,
} from '../local/playground/screenshot-options.ts';
import { startPlayground } from '../local/playground/server.ts';

// SCREENSHOTS_OUT and SCREENSHOTS_ONLY (a comma-separated list of formats, `season` for the season demo)
// are for the test that runs this script twice and compares the images (test/e2e/screenshots.test.ts).
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
      for (const tab of ['Pairings', 'Standings', 'Slips', 'Standings by round']) {
        await showGridTab(page, tab);
        // Standings by round carries the progression chart, drawn over the grid beside the table.
        await shot(tab.toLowerCase().replaceAll(' ', '-'), page.locator('section.sheet'));
      }
      // The hall screen, as the projector shows it over the sheet (its timer waits for Space).
      await frame.click('#timer-hall');
      const hall = await (await page.waitForSelector('iframe#dialog')).contentFrame();
      await hall.waitForSelector('.hall-game');
      await shot('hall', page.locator('iframe#dialog'));
      await page.evaluate(() => document.getElementById('dialog')?.remove());
      // Pairings, Standings, Standings by round and My games as a player's phone shows the shared sheet.
      const phone = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 });
      for (const tab of ['Pairings', 'Standings', 'Standings by round', 'My games']) {
        await showPhoneTab(phone, pg.url, tab);
        await shot(`phone-${tab.toLowerCase().replaceAll(' ', '-')}`, phone);
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
  if (!ONLY.length || ONLY.includes('sealed-deck')) {
    await reportQueueShot();
    await reportFormShot();
    await previewShot();
  }
  if (!ONLY.length || ONLY.includes(SEASON_DEMO)) await seasonShots();
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The season demo (README.md, "A season in one spreadsheet"), whatever events it closes into the season:
 * the sidebar's Season section, and League and My season as a player's phone shows them.
 */
async function seasonShots() {
  const { pg, page, frame } = await openDemoPage(browser, SEASON_DEMO, dir, { width: 1280, height: 1500 });
  try {
    const shot = async (name, target) => {
      const path = join(OUT, `season-${name}.png`);
      await target.screenshot({ path, ...SHOT });
      written.push(path);
    };
    // The Season section alone, as report-queue.png is its section: the rest is the last event's sidebar.
    await frame.waitForSelector('#season-summary');
    await page.mouse.click(1, 1);
    await shot('sidebar', frame.locator('#season'));
    await page.close();
    const phone = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 });
    for (const tab of ['League', 'My season']) {
      await showPhoneTab(phone, pg.url, tab);
      await shot(`phone-${tab.toLowerCase().replaceAll(' ', '-')}`, phone);
    }
    await phone.close();
  } finally {
    await pg.close();
  }
}

/**
 * One section of the sidebar (`#id`), drawn to `file`: a fresh playground holding the sealed-deck demo's
 * event and players, `prepare(session)` run before the page opens and `act(frame, session)` after.
 */
async function sidebarSectionShot(file, id, prepare, act = async () => {}) {
  await withSealedDemo(file, async (pg, s) => {
    prepare(s);
    const page = await browser.newPage({ viewport: { width: 1280, height: 2200 }, deviceScaleFactor: 1 });
    await page.goto(pg.url);
    const frame = await (await page.waitForSelector('iframe#sidebar')).contentFrame();
    await frame.waitForSelector('#next-action');
    await frame.waitForFunction(() => document.getElementById('about')?.textContent);
    await act(frame, s);
    await page.mouse.click(1, 1);
    const path = join(OUT, `${file}.png`);
    await frame.locator(`#${id}`).screenshot({ path, ...SHOT });
    written.push(path);
    await page.close();
  });
}

/** A fresh playground holding the sealed-deck demo's event and players, for `use(pg, session)`; closed after. */
async function withSealedDemo(file, use) {
  const pg = await startPlayground({
    port: 0,
    workbookPath: join(dir, `${file}.workbook.json`),
    now: SCREENSHOT_NOW,
  });
  try {
    const s = pg.session();
    const demo = DEMOS['sealed-deck'];
    s.call('setupEvent', [demo.setup]);
    s.type('Players', 'A2', demo.players);
    await use(pg, s);
  } finally {
    await pg.close();
  }
}

/**
 * The sidebar's queue of players' reports (README.md, "Players report their results"): round 1 paired
 * with no result typed, its reports sent through the playground's stand-in for the Google Form: one
 * game agreed, one disputed, one waiting for the opponent, and a report for a table never paired.
 */
function reportQueueShot() {
  return sidebarSectionShot(
    'report-queue',
    'report-queue',
    (s) => {
      s.call('pairNextRound', [{}]);
      const { tab } = linkReportForm(s);
      s.call('connectReportForm', [{ tab }]);
      const results = s.emu.store.sheets.find((t) => t.name === 'Results');
      const games = results.rows
        .slice(1)
        .filter((r) => r?.[0]?.value === 1 && r?.[3]?.value !== 'BYE')
        .map((r) => ({ table: String(r[1].value), players: [String(r[2].value), String(r[3].value)] }));
      // Each player answers as themselves (the form asks in the players' own words).
      const report = (game, name, mine, theirs) =>
        submitPlaygroundForm(s, {
          Round: '1',
          Table: game.table,
          'Your name': name,
          'Your points': String(mine),
          "Your opponent's points": String(theirs),
          'How it ended': 'Win',
        });
      const [agreed, disputed, waiting] = games;
      report(agreed, agreed.players[0], 100, 65);
      report(agreed, agreed.players[1], 65, 100);
      report(disputed, disputed.players[0], 80, 60);
      report(disputed, disputed.players[1], 70, 80);
      report(waiting, waiting.players[1], 90, 45);
      report({ table: '9' }, games[3].players[0], 70, 40);
    },
    (frame) => frame.waitForSelector('#report-counts'),
  );
}

/**
 * The players' report form at a phone's width (README.md): the playground's stand-in for the Google Form,
 * opened from the second player's per-table link of round 1, its questions in the player's own words.
 */
async function reportFormShot() {
  await withSealedDemo('report-form', async (pg, s) => {
    s.call('pairNextRound', [{}]);
    linkReportForm(s);
    const results = s.emu.store.sheets.find((t) => t.name === 'Results');
    const game = results.rows.slice(1).find((r) => r?.[0]?.value === 1 && r?.[3]?.value !== 'BYE');
    const query = new URLSearchParams({
      round: '1',
      table: String(game[1].value),
      name: String(game[3].value),
    });
    const page = await browser.newPage({
      viewport: { width: PHONE.width, height: 1200 },
      deviceScaleFactor: 1,
    });
    await page.goto(`${pg.url}/form?${query}`);
    await page.waitForFunction(() => window.__playgroundForm !== null);
    const path = join(OUT, 'report-form.png');
    await page.screenshot({ path, ...SHOT });
    written.push(path);
    await page.close();
  });
}

/**
 * The sidebar's preview of a new round (README.md, "Preview, then publish"): round 1 not yet
 * published, one swap made with its reason.
 */
function previewShot() {
  return sidebarSectionShot(
    'preview',
    'preview',
    () => {},
    async (frame, s) => {
      await frame.click('#next-action');
      await frame.waitForSelector('#preview-tables li');
      // Two players at different tables (previewing writes nothing).
      const [first, second] = s.call('previewNextRound', [{}]).tables;
      await frame.selectOption('#swap-a', first.a);
      await frame.selectOption('#swap-b', second.a);
      await frame.fill('#swap-reason', 'They drove here together and asked not to play each other first');
      await frame.click('#swap');
      await frame.waitForSelector('#preview-swaps li');
    },
  );
}

for (const p of written) console.log(`wrote ${p}`);
