// The playground's grid behaves like Sheets where an organizer notices: typing into a selected cell
// replaces what it holds (F2 or a double-click edits it in place), and a tab wider than the window
// scrolls sideways with its columns at their real widths. A block of cells copied from another sheet and
// pasted into a cell fills the block from it, as Sheets does.
import { describe, expect, it } from 'vitest';
import { openPlayground, settled, useBrowser } from './browser';
import { cellInput, pasteRows, pasteText, showTab, tabText, view } from './organizer';

const browser = useBrowser();

describe('playground grid', () => {
  it('typing into a filled cell replaces it, as in Sheets; F2 and double-click edit in place', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      await showTab(h.page, 'Players');
      const before = await tabText(h.page, 'Players');
      expect(before[1][0]).toBe('Ann Archer');
      // A click selects the cell; keys typed replace its text (typed key by key, and as one insertion).
      await cellInput(h.page, 'A2').click();
      await h.page.keyboard.type('Zoe');
      await h.page.keyboard.press('Enter');
      // Enter moved to A3: typing there replaces it too.
      await h.page.keyboard.insertText('Yan');
      await h.page.keyboard.press('Enter');
      await settled(h.page);
      // F2 edits in place: the text typed is added at the end.
      await cellInput(h.page, 'A4').click();
      await h.page.keyboard.press('F2');
      await h.page.keyboard.type(' Jr');
      await h.page.keyboard.press('Enter');
      // A double-click edits in place as well; Escape puts the cell back as it was.
      await cellInput(h.page, 'A5').dblclick();
      await h.page.keyboard.type('X');
      await h.page.keyboard.press('Escape');
      await h.page.keyboard.press('Enter');
      await settled(h.page);
      const after = await tabText(h.page, 'Players');
      expect(after[1][0]).toBe('Zoe');
      expect(after[2][0]).toBe('Yan');
      expect(after[3][0]).toBe(`${before[3][0]} Jr`);
      expect(after[4][0]).toBe(before[4][0]);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('rows pasted into a cell fill the block from it down and right, each cell as typed', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      const before = await tabText(h.page, 'Players');
      // Tab-separated columns, a line a row, a short row padded (a copied range is a rectangle), CRLF as
      // Windows copies it.
      await showTab(h.page, 'Players');
      await pasteText(h.page, 'A3', 'Pia\tdropped\r\nQuinn\r\n');
      let after = await tabText(h.page, 'Players');
      expect(after[2].slice(0, 2)).toEqual(['Pia', 'dropped']);
      expect(after[3].slice(0, 2)).toEqual(['Quinn', '']);
      expect(after[1][0]).toBe(before[1][0]);
      expect(after[4][0]).toBe(before[4][0]);
      // The helper the walks use: numbers arrive as a person typing them would leave them.
      await pasteRows(h.page, 'Players', 'A2', [['Rae', 'active', 7]]);
      after = await tabText(h.page, 'Players');
      expect(after[1].slice(0, 3)).toEqual(['Rae', 'active', '7']);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('a tab wider than the window scrolls horizontally, its columns at their widths', async () => {
    const h = await openPlayground(browser(), { demo: 'full-thrust', width: 900 });
    try {
      await showTab(h.page, 'Results');
      const results = (await view(h.page)).tabs.find((t) => t.name === 'Results');
      const widths = results?.widths ?? [];
      expect(widths.length).toBeGreaterThan(8);
      const m = await h.page.evaluate(() => {
        const wrap = document.getElementById('grid-wrap') as HTMLElement;
        const cols = [...document.querySelectorAll('#grid thead th:not(.rownum)')].map((th) =>
          Math.round(th.getBoundingClientRect().width),
        );
        return { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth, cols };
      });
      expect(m.scrollWidth).toBeGreaterThan(m.clientWidth);
      expect(m.cols).toEqual(widths);
      // The last column is reachable by scrolling, and is then on screen.
      const last = `${String.fromCharCode(64 + widths.length)}1`;
      await h.page.evaluate(() => {
        const wrap = document.getElementById('grid-wrap') as HTMLElement;
        wrap.scrollLeft = wrap.scrollWidth;
      });
      const box = await cellInput(h.page, last).boundingBox();
      const wrapBox = await h.page.locator('#grid-wrap').boundingBox();
      expect(box && wrapBox && box.x + box.width <= wrapBox.x + wrapBox.width + 1).toBe(true);
    } finally {
      await h.close();
    }
  });
});
