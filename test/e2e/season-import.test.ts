// Import into season from the sidebar, in Chromium against the playground (docs/SEASON.md, Import an
// event run elsewhere): the first click makes the Import tab, a bad row is named at its cell with
// nothing written, and the event typed there joins the season: League gets its column.
// The "Sidebar features" table (docs/PLAYGROUND.md) cites this test by name.
import { describe, expect, it } from 'vitest';
import { act, finishSealedEvent, tab, type } from '../support/playground-http';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs } from './organizer';

const browser = useBrowser();
const NAMES = ['Ann Archer', 'Bob Baker', 'Cy Cole', 'Dee Dunn'];

/** A sealed-deck event of four, two rounds, played, published final and closed into the season. */
async function closedEvent(url: string): Promise<void> {
  await finishSealedEvent(url, NAMES);
  await act(url, 'closeEvent', {});
}

describe('importing an event into the season from the sidebar', () => {
  it('Import into season makes the Import tab, names a bad cell, then adds the event to League', async () => {
    const h = await openPlayground(browser(), { prepare: closedEvent });
    try {
      const { sidebar, pg } = h;
      // Closed into the season: the next step is Refresh (the event changes only after Undo close).
      await nextActionIs(sidebar, 'Refresh');
      await sidebar.click('#import-season');
      await expect.poll(() => sidebar.textContent('#message')).toContain('Import tab is ready');
      expect((await tab(pg.url, 'Import'))[3].slice(0, 4)).toEqual(['Round', 'Player', 'Opponent', 'Result']);

      await type(pg.url, 'Import', 'A2', [['Winter Rapid', '2026-12-01']]);
      await type(pg.url, 'Import', 'A5', [
        ['1', 'ann archer', 'Bob Baker', '1-0'],
        ['1', 'Cy Cole', 'Dee Dunn', 'won?'],
      ]);
      await sidebar.click('#import-season');
      await sidebar.waitForSelector('#problems');
      expect(await sidebar.textContent('#problems')).toContain('Import D6');
      expect((await tab(pg.url, 'Season events')).filter((r) => r.some((c) => c !== ''))).toHaveLength(2);

      await type(pg.url, 'Import', 'D6', [['½-½']]);
      await sidebar.click('#import-season');
      await expect.poll(() => sidebar.textContent('#message')).toContain('Winter Rapid is in the season');
      const league = await tab(pg.url, 'League');
      expect(league[0]).toContain('Winter Rapid 2026-12-01');
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  }, 120_000);
});
