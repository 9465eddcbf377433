// Launches Debian's Chromium with playwright-core (never a downloaded browser) and the playground
// in-process on a free port. A missing Chromium is a failure with a clear message, never a skip.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Frame, type Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { CHROMIUM, chromiumLaunchOptions } from '../../local/playground/chromium';
import { type Playground, startPlayground } from '../../local/playground/server';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests need Debian's headless Chromium: ` +
        'apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH to a Chromium binary. (They fail rather than skip.)',
    );
  }
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * The browser tests read the workbook from the playground's session, never from its file, which each
 * playground writes when it closes: a file written a second after every change (the playground's own
 * delay, test/local/playground/session.test.ts) cost a twentieth of their time.
 */
export const E2E_SAVE_DELAY_MS = 10 * 60_000;

export interface Harness {
  pg: Playground;
  page: Page;
  sidebar: Frame;
  dialogs: string[];
  dir: string;
  close(): Promise<void>;
}

/** A fresh playground (own workbook file) and a page showing it, with every dialog recorded. */
export async function openPlayground(
  browser: Browser,
  opts: {
    demo?: string;
    width?: number;
    height?: number;
    /** Fills the workbook through the playground's HTTP API before the page opens. */
    prepare?: (url: string) => Promise<void>;
    /** The browser is signed in to several Google accounts: every sidebar call fails. */
    severalAccounts?: boolean;
    /** A page of its own, closed after, for a test that changes the page in ways a reset cannot undo (init scripts). */
    ownPage?: boolean;
    /** Time in the page is Playwright's clock, moved on by the test with `page.clock` (a page of its own). */
    clock?: boolean;
  } = {},
): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'tourney-e2e-'));
  const pg = await startPlayground({
    port: 0,
    workbookPath: join(dir, 'e2e.workbook.json'),
    demo: opts.demo ?? null,
    severalAccounts: opts.severalAccounts,
    saveDelayMs: E2E_SAVE_DELAY_MS,
  });
  await opts.prepare?.(pg.url);
  const viewport = { width: opts.width ?? 1400, height: opts.height ?? 900 };
  const ownPage = opts.ownPage || opts.clock;
  const page = ownPage ? await browser.newPage({ viewport }) : await borrowPage(browser, viewport);
  if (opts.clock) await page.clock.install();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(pg.url);
  const handle = await page.waitForSelector('iframe#sidebar');
  const sidebar = await handle.contentFrame();
  if (!sidebar) throw new Error('the sidebar frame did not load');
  // A sidebar whose first call failed shows why instead (#call-failed).
  await sidebar.waitForSelector('#dashboard, #setup, #call-failed');
  return {
    pg,
    page,
    sidebar,
    dialogs,
    dir,
    async close() {
      if (ownPage) await page.close();
      else await givePageBack(page);
      await pg.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Pages left open for the next test. A new page is a new renderer process (about 0.6 s of Chromium's
 * time on a quiet 2-core machine, more under load); going to another playground in a page already open
 * costs a fraction of that. Every playground has its own port, so no page inherits another test's
 * storage, and givePageBack undoes what tests change on a page (listeners, routes, print media).
 */
const spare = new WeakMap<Browser, Page[]>();

/** A blank page at `viewport`: one a test gave back, or a new one. */
export async function borrowPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = spare.get(browser)?.pop() ?? (await browser.newPage({ viewport }));
  await page.setViewportSize(viewport);
  return page;
}

/** Leaves `page` blank, with nothing a test set on it, for the next borrowPage. */
export async function givePageBack(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (page.isClosed() || !browser) return;
  for (const event of ['dialog', 'request', 'response', 'popup', 'console', 'pageerror'] as const)
    page.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'wait' });
  await page.emulateMedia({ media: null });
  await page.goto('about:blank');
  const pages = spare.get(browser) ?? [];
  pages.push(page);
  spare.set(browser, pages);
}

/** Waits until every grid edit has been answered by the server. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__playgroundPending === 0);
}

/**
 * One Chromium per test worker, shared by the files it runs (the default project keeps one module graph
 * per worker): a launch is a second of Chromium's time, and the e2e files are thirty. Playwright closes
 * it when the worker exits; a browser that went away (a crash) is launched again for the next file.
 */
let shared: Promise<Browser> | null = null;

function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((b) => {
    b.on('disconnected', () => {
      shared = null;
    });
    return b;
  });
  return shared;
}

/**
 * The worker's browser for a test file. A launch failure (no Chromium) is rethrown by every test that
 * asks for the browser, so each test fails with the message instead of being reported as skipped.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | null = null;
  let failure: unknown = null;
  beforeAll(async () => {
    try {
      browser = await sharedBrowser();
    } catch (e) {
      shared = null;
      failure = e;
    }
  });
  return () => {
    if (failure) throw failure;
    if (!browser) throw new Error('the browser was not launched');
    return browser;
  };
}

/**
 * The sidebar at Google's 300 px: nothing wider than the page (no sideways scrolling), and no element
 * of `section` cut off at its right edge.
 */
export async function expectFits(target: Page | Frame, section: string): Promise<void> {
  const m = await target.evaluate((selector) => {
    const cut = [...document.querySelectorAll(`${selector} *`)]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((e) => `${e.tagName}#${e.id}.${e.className}`);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      innerWidth: window.innerWidth,
      cut,
    };
  }, section);
  expect(m.innerWidth).toBe(300);
  expect(m.scrollWidth).toBeLessThanOrEqual(m.clientWidth);
  expect(m.cut).toEqual([]);
}

/** Clicks the sidebar button that shows a dialog of the add-on (the hall screen, the report codes). */
export async function openDialog(
  h: Pick<Harness, 'page' | 'sidebar'>,
  button: string,
  ready: string,
): Promise<Frame> {
  await h.sidebar.click(button);
  const handle = await h.page.waitForSelector('iframe#dialog');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no dialog frame after ${button}`);
  await frame.waitForSelector(ready);
  return frame;
}
