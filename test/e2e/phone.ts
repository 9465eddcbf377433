// The phone view (/phone?tab=NAME) at a phone's size, and what the tests measure on it: where each
// cell's text lies on screen and whether it fits, read from the drawn page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PHONE } from '../../local/playground/screenshot-options';
import { type Playground, startPlayground } from '../../local/playground/server';
import { borrowPage, E2E_SAVE_DELAY_MS, givePageBack } from './browser';

export interface PhoneDemo {
  pg: Playground;
  page: Page;
  close(): Promise<void>;
}

/** A saved workbook (an event as it stands) in a playground of its own, and a page at a phone's size. */
export async function openPhoneWorkbook(browser: Browser, workbook: unknown): Promise<PhoneDemo> {
  return openPhone(browser, (path) => {
    writeFileSync(path, JSON.stringify(workbook));
    return null;
  });
}

/** The demo event of format `id` in a playground of its own, and a page at a phone's size. */
export async function openPhoneDemo(browser: Browser, id: string): Promise<PhoneDemo> {
  return openPhone(browser, () => id);
}

/** `prepare` writes the workbook file, or names the demo that replaces it. */
async function openPhone(
  browser: Browser,
  prepare: (workbookPath: string) => string | null,
): Promise<PhoneDemo> {
  const dir = mkdtempSync(join(tmpdir(), 'tourney-phone-'));
  const workbookPath = join(dir, 'phone.workbook.json');
  const pg = await startPlayground({
    port: 0,
    workbookPath,
    demo: prepare(workbookPath),
    saveDelayMs: E2E_SAVE_DELAY_MS,
  });
  const page = await borrowPage(browser, PHONE);
  return {
    pg,
    page,
    async close() {
      await givePageBack(page);
      await pg.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface DrawnCell {
  a1: string;
  row: number;
  col: number;
  text: string;
  wrap: boolean;
  /** The cell's own box in the grid. */
  cell: Box;
  /** The box its text is drawn in (wider than the cell when the text may run on over empty neighbours). */
  box: Box;
  /** Where the text's letters are (for text running on: how far it really reaches). */
  ink: Box;
  /** Words of a wrapped cell broken across two lines (too long for the column). */
  brokenWords: string[];
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

export interface PhoneLayout {
  /** The page's own scrolling width (the grid pans inside its frame, never the page). */
  pageScrollWidth: number;
  pageScrollX: number;
  frame: { scrollWidth: number; clientWidth: number; scrollLeft: number };
  /** The right edge of the grid's last column. */
  gridRight: number;
  /** Column letters drawn, with their widths. */
  columns: { letter: string; width: number }[];
  cells: DrawnCell[];
}

/** Every cell of the grid as drawn now, in viewport coordinates. */
export async function measure(page: Page): Promise<PhoneLayout> {
  // Sent as one JSON string: Playwright's own serialising of a thousand cells' boxes value by value took
  // most of a measure's time.
  const json = await page.evaluate(() => {
    const box = (e: Element | Range) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const frame = document.getElementById('frame') as HTMLElement;
    const grid = document.getElementById('grid') as HTMLTableElement;
    const scroller = document.scrollingElement as Element;
    const layout = {
      pageScrollWidth: scroller.scrollWidth,
      pageScrollX: window.scrollX,
      frame: { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth, scrollLeft: frame.scrollLeft },
      gridRight: box(grid).right,
      columns: [...grid.querySelectorAll('thead th:not(.rownum)')].map((th) => ({
        letter: th.textContent ?? '',
        width: Math.round(th.getBoundingClientRect().width),
      })),
      cells: [...grid.querySelectorAll<HTMLTableCellElement>('td[data-a1]')].map((td) => {
        const text = td.querySelector('.text') as HTMLElement;
        const letters = document.createRange();
        letters.selectNodeContents(text);
        const node = text.firstChild;
        // A line may end after a hyphen (Sheets and browsers both break "Hal-r1" there): each part up to
        // and including its hyphen is a word of its own.
        const brokenWords = [...(text.textContent ?? '').matchAll(/[^\s-]+-*|-+/g)].filter((w) => {
          if (!node) return false;
          const word = document.createRange();
          word.setStart(node, w.index);
          word.setEnd(node, w.index + w[0].length);
          // A word on two lines has a box on each (its letters then sit at two heights).
          return new Set([...word.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        });
        return {
          a1: td.dataset.a1 ?? '',
          row: (td.parentElement as HTMLTableRowElement).sectionRowIndex + 1,
          col: Number(td.dataset.col),
          text: text.textContent ?? '',
          wrap: text.classList.contains('wrap'),
          cell: box(td),
          box: box(text),
          ink: box(letters),
          brokenWords: brokenWords.map((w) => w[0]),
          scrollWidth: text.scrollWidth,
          clientWidth: text.clientWidth,
          scrollHeight: text.scrollHeight,
          clientHeight: text.clientHeight,
        };
      }),
    };
    return JSON.stringify(layout);
  });
  return JSON.parse(json) as PhoneLayout;
}

/**
 * What is wrong with the text on screen, one line per cut cell: text wider or taller than the box it is
 * drawn in (so clipped), a word too long for its column broken across lines, or letters running on
 * over a neighbour that is not empty, or past the grid's last column.
 */
export function cutCells(layout: PhoneLayout): string[] {
  const problems: string[] = [];
  const at = new Map(layout.cells.map((c) => [`${c.row}:${c.col}`, c]));
  for (const c of layout.cells) {
    if (!c.text) continue;
    if (c.scrollWidth > c.clientWidth) problems.push(`${c.a1} "${c.text}" is cut at the side`);
    if (c.scrollHeight > c.clientHeight) problems.push(`${c.a1} "${c.text}" is cut at the bottom`);
    for (const w of c.brokenWords) problems.push(`${c.a1} "${c.text}" breaks "${w}" across lines`);
    // Letters past the box are clipped (reported above); those drawn end at the box's edge at most.
    const drawnRight = Math.min(c.ink.right, c.box.right);
    if (drawnRight <= c.cell.right + 1) continue;
    if (drawnRight > layout.gridRight + 1) problems.push(`${c.a1} "${c.text}" runs past the grid's end`);
    for (let col = c.col + 1; ; col++) {
      const next = at.get(`${c.row}:${col}`);
      if (!next || next.cell.left >= drawnRight - 1) break;
      if (next.text) problems.push(`${c.a1} "${c.text}" runs over ${next.a1} "${next.text}"`);
    }
  }
  return problems;
}

/** The cells of one row, by column number. */
export function rowCells(layout: PhoneLayout, row: number): Map<number, DrawnCell> {
  return new Map(layout.cells.filter((c) => c.row === row).map((c) => [c.col, c]));
}
