// The real sidebar's setup wizard for Full Thrust: the rounds follow from the players (two qualifying
// games, then the cut), so it states that rule instead of asking for Rounds, and the dashboard shows the
// count once the players are typed.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { setUpEvent, typeRows } from './organizer';

const browser = useBrowser();

describe('Full Thrust setup wizard: rounds follow the players', () => {
  it('no Rounds field, the rule instead; 8 players typed make "4 rounds"', async () => {
    const h = await openPlayground(browser());
    try {
      const card = await h.sidebar.textContent('label[for="format-full-thrust"]');
      expect(card).toContain('rounds set by the number of players');
      await h.sidebar.check('#format-full-thrust');
      await h.sidebar.click('#wizard-next');
      expect(await h.sidebar.locator('#rounds').count()).toBe(0);
      expect(await h.sidebar.textContent('#rounds-rule')).toContain('two qualifying games');
      await h.sidebar.click('#wizard-back');
      await setUpEvent(h.sidebar, 'full-thrust', 'Admirals', 0);
      await typeRows(
        h.page,
        'Players',
        'A2',
        ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'].map((n, i) => [n, 'active', 1500 - i]),
      );
      await h.sidebar.click('#refresh');
      await expect
        .poll(() => h.sidebar.textContent('#round-status'), { timeout: 10000 })
        .toContain('4 rounds');
    } finally {
      await h.close();
    }
  }, 120_000);
});
