// What an organizer does in the playground, as browser steps: the wizard, typing in the grid, the
// sidebar's buttons. Reads of the workbook (which rows need a result) use the page's own view.

import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WorkbookView } from '../../local/playground/workbook-view';
import { settled } from './browser';

export type Cell = string | number | boolean;

export async function view(page: Page): Promise<WorkbookView> {
  // One JSON string rather than Playwright's serialising of every cell of every tab value by value.
  const json = await page.evaluate(() => JSON.stringify(window.__playgroundView ?? null));
  const v = JSON.parse(json) as WorkbookView | null;
  if (!v) throw new Error('the page has no workbook view yet');
  return v;
}

export async function showTab(page: Page, tab: string): Promise<void> {
  const selected = `#tabs button[data-tab="${tab}"][aria-selected="true"]`;
  if (await page.$(selected)) return;
  await page.click(`#tabs button[data-tab="${tab}"]`);
  await page.waitForSelector(`#tabs button[data-tab="${tab}"][aria-selected="true"]`);
}

export function cellInput(page: Page, a1: string) {
  return page.locator(`#grid input[data-a1="${a1}"]`);
}

/** The wizard: pick the format, name the event, set the rounds and any options by their key. */
export async function setUpEvent(
  sidebar: Frame,
  format: string,
  name: string,
  rounds: number,
  options: Record<string, string> = {},
): Promise<void> {
  await sidebar.check(`#format-${format}`);
  await sidebar.click('#wizard-next');
  await sidebar.fill('#name', name);
  // A format whose players decide the rounds has no Rounds field: the wizard states the rule instead.
  if (await sidebar.locator('#rounds').count()) await sidebar.fill('#rounds', String(rounds));
  for (const [key, value] of Object.entries(options)) {
    const field = sidebar.locator(`#opt-${key}`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await sidebar.click('#create');
  await sidebar.waitForSelector('#dashboard');
}

/** Types rows into the grid from `a1` down, like a person: click the first cell, then Tab and Enter. */
export async function typeRows(page: Page, tab: string, a1: string, rows: Cell[][]): Promise<void> {
  await showTab(page, tab);
  await cellInput(page, a1).click();
  for (const row of rows) {
    for (let j = 0; j < row.length; j++) {
      await page.keyboard.insertText(String(row[j]));
      await page.keyboard.press(j === row.length - 1 ? 'Enter' : 'Tab');
    }
  }
  await settled(page);
}

/**
 * Pastes `text` into the grid's cell `a1` of the tab on screen, as the browser delivers a paste from the
 * clipboard, and waits until the grid has saved it.
 */
export async function pasteText(page: Page, a1: string, text: string): Promise<void> {
  const cell = cellInput(page, a1);
  await cell.click();
  await cell.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await settled(page);
}

/**
 * Pastes rows into the grid at `a1`, as an organizer pastes a block copied from another sheet (tab-separated
 * columns, a line a row): one paste, each cell taken as if typed. For lists long enough that typing them
 * cell by cell is not what a test is about (typeRows and test/e2e/playground-grid.test.ts type).
 */
export async function pasteRows(page: Page, tab: string, a1: string, rows: Cell[][]): Promise<void> {
  await showTab(page, tab);
  await pasteText(page, a1, rows.map((r) => r.map(String).join('\t')).join('\n'));
}

export async function nextActionIs(sidebar: Frame, label: RegExp | string): Promise<void> {
  await expect
    .poll(async () => (await sidebar.textContent('#next-action'))?.trim(), { timeout: 10000 })
    .toMatch(label);
}

/** The first click of pairFromSidebar: "Pair round N" opens the round's preview (nothing is written yet). */
export async function previewFromSidebar(sidebar: Frame, round: number): Promise<void> {
  // "Pair round 6: Semi-finals (Top 4)" where the format names a knockout round.
  await nextActionIs(sidebar, new RegExp(`^Pair round ${round}(: .+)?$`));
  await sidebar.click('#next-action');
  await sidebar.waitForSelector('#publish');
}

/**
 * Pairs round `round` from the sidebar's main button as an organizer of a new event does: "Pair round N"
 * shows the preview (setup writes "Preview pairings before publishing" yes), then Publish writes it.
 * Two clicks; returns when the preview is gone and the round is shown as paired.
 */
export async function pairFromSidebar(sidebar: Frame, round: number): Promise<void> {
  await previewFromSidebar(sidebar, round);
  await sidebar.click('#publish');
  await sidebar.waitForSelector('#preview', { state: 'detached', timeout: 10000 });
  await expect
    .poll(async () => (await sidebar.textContent('#round-status'))?.trim(), { timeout: 10000 })
    .toMatch(new RegExp(`^Round ${round} of `));
}

/** Results rows of a round still waiting for a result, with their row numbers. */
export async function openGames(
  page: Page,
  round: number,
): Promise<{ row: number; player: string; opponent: string }[]> {
  const results = (await view(page)).tabs.find((t) => t.name === 'Results');
  if (!results) throw new Error('no Results tab');
  const out: { row: number; player: string; opponent: string }[] = [];
  results.rows.forEach((r, i) => {
    if (i > 0 && r[0]?.t === String(round) && r[3]?.t !== 'BYE' && !r[4]?.t)
      out.push({ row: i + 1, player: r[2].t, opponent: r[3].t });
  });
  return out;
}

/**
 * Types one result per game: one click on the first game's first result cell, then the keyboard
 * (Tab across, Enter back to the next row); another click only where the rows are not adjacent.
 * Returns the clicks used.
 */
export async function typeResults(
  page: Page,
  round: number,
  resultFor: (i: number, game: { player: string; opponent: string; row: number }) => Cell[],
  firstCol = 'E',
): Promise<{ clicks: number; typed: number }> {
  await showTab(page, 'Results');
  await expect.poll(async () => (await openGames(page, round)).length, { timeout: 10000 }).toBeGreaterThan(0);
  const games = await openGames(page, round);
  let clicks = 0;
  let cursorRow = -1;
  for (const [i, g] of games.entries()) {
    if (g.row !== cursorRow) {
      await cellInput(page, `${firstCol}${g.row}`).click();
      clicks++;
    }
    const cells = resultFor(i, g);
    for (let j = 0; j < cells.length; j++) {
      await page.keyboard.insertText(String(cells[j]));
      await page.keyboard.press(j === cells.length - 1 ? 'Enter' : 'Tab');
    }
    cursorRow = g.row + 1;
  }
  await settled(page);
  return { clicks, typed: games.length };
}

/** A tab's displayed text, row by row, as the page shows it. */
export async function tabText(page: Page, tab: string): Promise<string[][]> {
  const t = (await view(page)).tabs.find((x) => x.name === tab);
  if (!t) throw new Error(`no ${tab} tab`);
  return t.rows.map((r) => r.map((c) => c.t));
}
