// Pairing then entering all results for a 16-player event takes no more clicks in the playground than
// the number of results typed plus two per round: a new event previews each round, so pairing is two
// clicks (Pair round N, then Publish). Every click in the page and in the sidebar frame is counted by a
// listener, not by the test's own bookkeeping. docs/PLAYGROUND.md's browser-test paragraph states the same count.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs, pairFromSidebar, showTab, tabText, typeResults } from './organizer';

const browser = useBrowser();

async function clicks(page: Page): Promise<number> {
  let n = 0;
  for (const frame of page.frames())
    n += await frame.evaluate(() => (window as unknown as { __clicks?: number }).__clicks ?? 0);
  return n;
}

describe('clicks per round', () => {
  // 32 results typed key by key: about 30 s on a loaded 2-core machine, so it gets its own time limit.
  it('16 players, 4 rounds: clicks <= results typed + 2 per round', { timeout: 120_000 }, async () => {
    const h = await openPlayground(browser(), { ownPage: true }); // its click counter is an init script
    try {
      // Setting up and listing players is not part of the count: done through the API.
      const s = h.pg.session();
      s.call('setupEvent', [{ format: 'sealed-deck', name: 'Sixteen', rounds: 4, seed: 'sixteen' }]);
      s.type(
        'Players',
        'A2',
        Array.from({ length: 16 }, (_, i) => [`Player ${String(i + 1).padStart(2, '0')}`]),
      );
      await h.page.addInitScript(() => {
        const w = window as unknown as { __clicks: number };
        w.__clicks = 0;
        document.addEventListener('click', () => w.__clicks++, true);
      });
      await h.page.reload();
      const frame = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!frame) throw new Error('no sidebar');
      await frame.waitForSelector('#dashboard');
      await showTab(h.page, 'Results');
      const before = await clicks(h.page);
      expect(before).toBe(1);

      let typed = 0;
      const rounds = 4;
      for (let round = 1; round <= rounds; round++) {
        await pairFromSidebar(frame, round);
        expect(await frame.textContent('#round-status')).toContain(`Round ${round} of 4`);
        const r = await typeResults(h.page, round, (i) =>
          i % 3 === 0 ? [60, 60, 'Time called'] : [90 + i, 30, 'Win'],
        );
        typed += r.typed;
        await expect.poll(() => frame.textContent('#results-count')).toContain('8 of 8 results in');
      }
      const used = (await clicks(h.page)) - before;
      expect(typed).toBe(32);
      expect(used).toBeLessThanOrEqual(typed + 2 * rounds);
      // Per round: Pair round N (the preview), Publish, and one click into the first result cell.
      expect(used).toBe(12);
      await nextActionIs(frame, 'Publish final standings');
      const results = await tabText(h.page, 'Results');
      expect(results.filter((r) => r[6] === 'Win' || r[6] === 'Time called')).toHaveLength(32);
    } finally {
      await h.close();
    }
  });
});
