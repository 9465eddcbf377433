// In the real sidebar: the setup wizard does not propose 9 rounds for an arrow/target round
// robin whatever the field; it says the schedule decides ("There are N rounds total"; N - 1 for an even
// field), and the dashboard shows the count once the players are typed.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { setUpEvent, typeRows } from './organizer';

const browser = useBrowser();

describe('arrow/target setup wizard: rounds follow the players', () => {
  it('no Rounds field, the rule instead; 7 players typed make "7 rounds"', async () => {
    const h = await openPlayground(browser());
    try {
      const card = await h.sidebar.textContent('label[for="format-arrow-target"]');
      expect(card).toContain('rounds set by the number of players');
      expect(card).not.toContain('9 rounds');
      await h.sidebar.check('#format-arrow-target');
      await h.sidebar.click('#wizard-next');
      expect(await h.sidebar.locator('#rounds').count()).toBe(0);
      expect(await h.sidebar.textContent('#rounds-rule')).toContain(
        'N rounds for an odd number of players N, N − 1 for an even number',
      );
      // Other formats still ask.
      await h.sidebar.click('#wizard-back');
      await h.sidebar.check('#format-sealed-deck');
      await h.sidebar.click('#wizard-next');
      expect(await h.sidebar.locator('#rounds').count()).toBe(1);
      await h.sidebar.click('#wizard-back');
      await setUpEvent(h.sidebar, 'arrow-target', 'Counter night', 0);
      expect(await h.sidebar.textContent('#round-status')).toContain('rounds set by the players');
      await typeRows(
        h.page,
        'Players',
        'A2',
        ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'].map((n) => [n]),
      );
      await h.sidebar.click('#refresh');
      await expect
        .poll(() => h.sidebar.textContent('#round-status'), { timeout: 10000 })
        .toContain('7 rounds');
    } finally {
      await h.close();
    }
  }, 120_000);
});
