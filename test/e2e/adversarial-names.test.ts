// Adversarial names in the real sidebar: a right-to-left override typed in a
// name must not reorder the sidebar's own words, and reserved words, look-alikes and over-long names
// are listed at their cells, each "Go to" selecting it, with nothing paired.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPlayground, settled, useBrowser } from './browser';
import {
  cellInput,
  nextActionIs,
  pairFromSidebar,
  setUpEvent,
  showTab,
  tabText,
  typeRows,
} from './organizer';

const browser = useBrowser();

const RLO = '\u202E';

/**
 * For the first problem whose text holds `marker` (the add-on's own words after the sheet text): are
 * they laid out in reading order? Each pair of consecutive words on the same line must run left to right.
 */
async function wordsInOrder(sidebar: Frame, marker: string): Promise<{ pairs: number; reversed: number }> {
  return sidebar.evaluate((m) => {
    const div = [...document.querySelectorAll('#problems li > div')].find((d) => d.textContent?.includes(m));
    if (!div) throw new Error(`no problem says ${m}`);
    // The words of the add-on's own sentence, wherever its text node starts (with the name or alone).
    const words: { left: number; top: number }[] = [];
    const walker = document.createTreeWalker(div, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const at = text.indexOf(m);
      if (at < 0) continue;
      for (const match of m.matchAll(/[A-Za-z]+/g)) {
        const r = document.createRange();
        r.setStart(node, at + (match.index ?? 0));
        r.setEnd(node, at + (match.index ?? 0) + match[0].length);
        const rect = r.getBoundingClientRect();
        words.push({ left: rect.left, top: Math.round(rect.top) });
      }
    }
    let pairs = 0;
    let reversed = 0;
    for (let i = 1; i < words.length; i++) {
      if (words[i].top !== words[i - 1].top) continue;
      pairs++;
      if (words[i].left < words[i - 1].left) reversed++;
    }
    return { pairs, reversed };
  }, marker);
}

describe('sheet text cannot reorder the sidebar', () => {
  it('a right-to-left override in a name typed on Results leaves the words of the problem around it in order', async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', `${RLO}Night of fools`, 3, { firstRound: 'as-listed' });
      await typeRows(h.page, 'Players', 'A2', [['Ann'], ['Bob'], ['Cy'], ['Dee']]);
      await pairFromSidebar(h.sidebar, 1);
      await expect
        .poll(async () => (await tabText(h.page, 'Results')).filter((r) => r[0] === '1').length)
        .toBe(2);
      // Over "Ann" in Results C2, as a person retyping the cell.
      await showTab(h.page, 'Results');
      await cellInput(h.page, 'C2').fill(`${RLO}Anne Lee`);
      await h.page.keyboard.press('Enter');
      await settled(h.page);
      await nextActionIs(h.sidebar, 'Update standings');
      await h.sidebar.click('#next-action');
      await h.sidebar.waitForSelector('#problems');
      const problem = h.sidebar.locator('#problems li', { hasText: 'is not on the Players tab' });
      // The name is shown whole, as typed, inside its own <bdi>.
      expect(await problem.locator('bdi').first().textContent()).toBe(`${RLO}Anne Lee`);
      const order = await wordsInOrder(h.sidebar, 'is not on the Players tab');
      expect(order.pairs).toBeGreaterThan(2);
      expect(order.reversed).toBe(0);
      // The event name is isolated too.
      expect(await h.sidebar.locator('#event-name bdi').textContent()).toBe(`${RLO}Night of fools`);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});

describe('adversarial names in the sidebar', () => {
  it('reserved words, look-alikes and a 101-character name are listed at their cells, Go to selects each, nothing is paired', async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Names night', 3);
      const long = 'L'.repeat(101);
      await typeRows(h.page, 'Players', 'A2', [
        ['Ann'],
        [' bye '],
        ['Ann\u200B'],
        ['\u0410nn'],
        ['Bob'],
        ['Ｂｏｂ'],
        [long],
        ['Judge'],
      ]);
      await h.sidebar.click('#next-action');
      await h.sidebar.waitForSelector('#problems .goto');
      const expected: [string, string][] = [
        ['A3', "cannot be a player's name"],
        ['A4', 'is the same name as "Ann" in A2'],
        ['A5', 'looks exactly like "Ann" in A2'],
        ['A7', 'is the same name as "Bob" in A6'],
        ['A8', 'This name is 101 characters long'],
        ['A9', "cannot be a player's name"],
      ];
      for (const [cell, text] of expected) {
        const item = h.sidebar
          .locator('#problems li', { hasText: `Players ${cell}:` })
          .filter({ hasText: text });
        expect(await item.count(), cell).toBe(1);
      }
      await h.sidebar
        .locator('#problems li', { hasText: 'Players A5:' })
        .filter({ hasText: 'looks exactly like' })
        .locator('button.goto')
        .click();
      await expect.poll(() => h.page.textContent('#cell-name')).toBe('Players!A5');
      expect((await tabText(h.page, 'Results')).filter((r) => r[0] === '1')).toEqual([]);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
