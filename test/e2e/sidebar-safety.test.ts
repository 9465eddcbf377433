// Text from the sheet is shown as text (a player named like an HTML tag runs nothing), and the
// sidebar fits Google's fixed 300px width with no horizontal scroll, in every view.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import {
  nextActionIs,
  pairFromSidebar,
  setUpEvent,
  showTab,
  tabText,
  typeResults,
  typeRows,
} from './organizer';

const browser = useBrowser();

const EVIL = '<img src=x onerror=alert(1)>';
const LONG = 'Bartholomew-Maximilian-Fitzgerald-Worthington-Smythe';

async function fits(
  sidebar: Frame,
): Promise<{ scrollWidth: number; clientWidth: number; innerWidth: number }> {
  return sidebar.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
}

async function expectFits(sidebar: Frame): Promise<void> {
  const m = await fits(sidebar);
  expect(m.innerWidth).toBe(300);
  expect(m.scrollWidth).toBeLessThanOrEqual(m.clientWidth);
}

describe('the sidebar shows sheet text as text', () => {
  it(`a player named ${EVIL} appears as text and runs nothing`, async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', `Night ${EVIL}`, 3, { firstRound: 'as-listed' });
      await typeRows(h.page, 'Players', 'A2', [[EVIL], ['Bob'], ['Cy'], [LONG]]);
      await pairFromSidebar(h.sidebar, 1);
      await expect.poll(() => h.sidebar.textContent('#missing')).toContain(EVIL);
      await typeResults(h.page, 1, () => [100, 20, 'Win']);
      await nextActionIs(h.sidebar, 'Pair round 2');
      // In the sidebar: the event name, the leaders table; in the grid: the cell itself.
      expect(await h.sidebar.textContent('#event-name')).toBe(`Night ${EVIL}`);
      await expect.poll(() => h.sidebar.textContent('#leaders')).toContain(EVIL);
      expect(await h.sidebar.isVisible(`#leaders td:text-is("${EVIL}")`)).toBe(true);
      expect(await h.sidebar.$$('img')).toHaveLength(0);
      expect(await h.page.$$('img')).toHaveLength(0);
      expect((await tabText(h.page, 'Players'))[1][0]).toBe(EVIL);
      await showTab(h.page, 'Players');
      expect(await h.page.inputValue('#grid input[data-a1="A2"]')).toBe(EVIL);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});

describe('the sidebar fits 300px without horizontal scroll', () => {
  it('in the wizard, the dashboard with long names, open sections, a confirmation and the projector view', async () => {
    const h = await openPlayground(browser());
    try {
      await expectFits(h.sidebar);
      await h.sidebar.click('#wizard-next');
      await expectFits(h.sidebar);
      await h.sidebar.click('#wizard-back');
      await setUpEvent(h.sidebar, 'sealed-deck', LONG.repeat(2), 3);
      await typeRows(h.page, 'Players', 'A2', [[LONG], [`${LONG}-2`], ['C'], ['D'], ['E']]);
      await pairFromSidebar(h.sidebar, 1);
      await h.sidebar.waitForSelector('#missing');
      await expectFits(h.sidebar);
      await h.sidebar.click('#share summary');
      await expectFits(h.sidebar);
      await h.sidebar.click('#pair-anyway');
      await h.sidebar.waitForSelector('#confirm');
      await expectFits(h.sidebar);
      await h.sidebar.click('#confirm-cancel');
      await h.sidebar.click('#timer-projector');
      await expectFits(h.sidebar);
      await h.sidebar.click('#timer-exit');
      // Keyboard: the main action is a real button reachable with Tab, with a visible focus ring.
      await h.sidebar.focus('#refresh');
      await h.page.keyboard.press('Tab');
      const focused = await h.sidebar.evaluate(() => {
        const b = document.activeElement as HTMLElement;
        return { id: b.id, tag: b.tagName, outline: getComputedStyle(b).outlineStyle };
      });
      expect(focused).toEqual({ id: 'next-action', tag: 'BUTTON', outline: 'solid' });
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
