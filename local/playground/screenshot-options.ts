// What makes `npm run screenshots` draw the same bytes on every run, shared by its two scripts: a fixed
// clock for the add-on, Chromium drawing text and shapes one way (no hinting, no subpixel positioning,
// one raster thread, sRGB, no scrollbars), and screenshots that wait for no transition or caret.
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';
import { type Playground, startPlayground } from './server';

export const SCREENSHOT_NOW = (): Date => new Date('2026-12-05T10:00:00Z');

export const screenshotLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--font-render-hinting=none',
    '--disable-font-subpixel-positioning',
    '--disable-lcd-text',
    '--hide-scrollbars',
    '--force-color-profile=srgb',
    '--disable-partial-raster',
    '--disable-skia-runtime-opts',
    '--num-raster-threads=1',
  ],
};

export const SHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * A demo event of format `id` in a playground of its own (workbook under `dir`, the fixed clock), shown in
 * a new page of `viewport` once the sidebar's dashboard, its version line and the grid are drawn.
 */
export async function openDemoPage(
  browser: Browser,
  id: string,
  dir: string,
  viewport: { width: number; height: number },
): Promise<{ pg: Playground; page: Page; frame: Frame }> {
  const pg = await startPlayground({
    port: 0,
    workbookPath: join(dir, `${id}.workbook.json`),
    demo: id,
    now: SCREENSHOT_NOW,
  });
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto(pg.url);
  const frame = await (await page.waitForSelector('iframe#sidebar')).contentFrame();
  if (!frame) throw new Error('the sidebar frame did not load');
  await frame.waitForSelector('#dashboard');
  await frame.waitForFunction(() => document.getElementById('about')?.textContent); // the version line
  await page.waitForFunction(() => (window as { __playgroundView?: unknown }).__playgroundView !== null);
  return { pg, page, frame };
}

/** Shows one tab of the grid, with no cell focused in the picture. */
export async function showGridTab(page: Page, tab: string): Promise<void> {
  await page.click(`#tabs button[data-tab="${tab}"]`);
  await page.waitForSelector(`#tabs button[data-tab="${tab}"][aria-selected="true"]`);
  await page.mouse.click(1, 1);
}

/** A phone's viewport in CSS pixels (an iPhone 12 to 15's): what the phone view is drawn and tested at. */
export const PHONE = { width: 390, height: 844 };

/** Opens `tab` in the phone view (/phone?tab=NAME) of the playground at `url` and waits until it is drawn. */
export async function showPhoneTab(page: Page, url: string, tab: string): Promise<void> {
  await page.goto(`${url}/phone?tab=${encodeURIComponent(tab)}`);
  await page.waitForFunction((name) => window.__phoneTab?.name === name, tab);
}
