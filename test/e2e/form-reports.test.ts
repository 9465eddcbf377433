// Players report in the playground (docs/PLAYGROUND.md, "Players report their results"): a whole small sealed-deck
// event whose every result comes from the playground's stand-in for the Google Form (/form), filled in
// by both players of each table on a phone-sized page, and accepted by the organizer with the sidebar's
// "Accept all agreed" until the final standings. Nothing is typed into Results.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import {
  nextActionIs,
  openGames,
  pairFromSidebar,
  setUpEvent,
  showTab,
  tabText,
  typeRows,
} from './organizer';

const browser = useBrowser();

const PLAYERS = ['Ann Archer', 'Ben Okafor', 'Chloé Dubois', 'Dmitri Ivanov'];
const ROUNDS = 2;

/** One player's report on the form, opened from a per-table pre-filled link. */
async function report(
  phone: Page,
  url: string,
  game: { round: number; table: string; name: string },
  result: [number, number, string],
): Promise<void> {
  const query = new URLSearchParams({ round: String(game.round), table: game.table, name: game.name });
  await phone.goto(`${url}/form?${query}`);
  await phone.waitForFunction(() => window.__playgroundForm !== null);
  // Pre-filled from the link, as a per-table link fills the form.
  expect(await phone.inputValue('#q0')).toBe(String(game.round));
  expect(await phone.inputValue('#q2')).toBe(game.name);
  await phone.fill('#q3', String(result[0]));
  await phone.fill('#q4', String(result[1]));
  await phone.selectOption('#q5', result[2]);
  await phone.click('#form-submit');
  await phone.waitForSelector('#form-recorded', { state: 'visible' });
}

/** The organizer comes back to the sidebar (its focus re-read), as in Sheets. */
async function backToSidebar(sidebar: Frame): Promise<void> {
  await sidebar.evaluate(() => window.dispatchEvent(new Event('focus')));
}

describe('players report through the playground\u2019s form; the organizer accepts in the sidebar', () => {
  it(`a ${PLAYERS.length}-player sealed-deck event of ${ROUNDS} rounds, every result from /form`, async () => {
    const h = await openPlayground(browser());
    const phone = await browser().newPage({ viewport: { width: 390, height: 844 } });
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Form Night', ROUNDS, { firstRound: 'as-listed' });
      await typeRows(
        h.page,
        'Players',
        'A2',
        PLAYERS.map((p) => [p]),
      );
      // The playground's Google Forms strip, outside the sidebar, links the form; the sidebar connects it.
      expect(await h.page.textContent('#forms-stand-in')).toContain('played by the playground');
      await h.page.click('#link-form');
      await expect.poll(() => h.page.textContent('#form-status')).toContain('Form Responses 1');
      const sidebar = (await (await h.page.waitForSelector('iframe#sidebar')).contentFrame()) as Frame;
      // Opening the section finds the one responses tab and connects it: no pick, no Connect.
      await sidebar.click('#report-connect-part summary');
      await sidebar.waitForSelector('#report-counts');
      expect(await sidebar.$('#report-connect-part')).toBeNull();
      // The sidebar's "Open the report form" opens the playground's stand-in for the form.
      const opened = h.page.context().waitForEvent('page');
      await sidebar.click('#report-form-link');
      const tab = await opened;
      await tab.waitForURL(/\/form$/);
      await tab.close();

      // The form is labelled as the playground's stand-in, at a phone's width with nothing cut off.
      await phone.goto(`${h.pg.url}/form`);
      await phone.waitForFunction(() => window.__playgroundForm !== null);
      expect(await phone.textContent('#note')).toContain('Playground stand-in for a Google Form');
      expect(await phone.$$eval('#form label .title', (t) => t.map((x) => x.textContent))).toEqual([
        'Round *',
        'Table *',
        'Your name *',
        'Your points',
        "Your opponent's points",
        'How it ended',
        'Winner',
        'Drop from the event',
      ]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      for (let round = 1; round <= ROUNDS; round++) {
        await pairFromSidebar(sidebar, round);
        await expect
          .poll(() => sidebar.textContent('#round-status'))
          .toContain(`Round ${round} of ${ROUNDS}`);
        // The page reads the workbook again after the sidebar's call: wait for the round's rows there.
        await expect.poll(async () => (await openGames(h.page, round)).length).toBe(PLAYERS.length / 2);
        const games = await openGames(h.page, round);
        const results = (await tabText(h.page, 'Results')).filter((r) => r[0] === String(round));
        for (const [i, g] of games.entries()) {
          const table = results.find((r) => r[2] === g.player)?.[1] as string;
          const result: [number, number, string] =
            i === 0 ? [100, 40 + round, 'Win'] : [55, 55, 'Time called'];
          // Each answers as themselves: the opponent's "Your points" are the player's opponent points.
          for (const name of [g.player, g.opponent])
            await report(
              phone,
              h.pg.url,
              { round, table, name },
              name === g.player ? result : [result[1], result[0], result[2]],
            );
        }
        await backToSidebar(sidebar);
        await expect.poll(() => sidebar.textContent('#report-counts')).toContain(`${games.length} agreed`);
        await sidebar.click('#report-accept-all');
        await expect
          .poll(() => sidebar.textContent('#results-count'))
          .toContain(`${games.length} of ${games.length} results in`);
        await expect
          .poll(() => sidebar.textContent('#report-counts'))
          .toBe('Nothing waiting: every report is decided.');
      }
      await nextActionIs(sidebar, 'Show final standings');
      await sidebar.click('#next-action');
      await sidebar.waitForSelector('#message.ok');
      expect(await sidebar.textContent('#leaders h2')).toContain('Final standings');
      await showTab(h.page, 'Results');
      const typed = (await tabText(h.page, 'Results')).filter((r) => /^\d+$/.test(r[0] ?? ''));
      expect(typed).toHaveLength(ROUNDS * (PLAYERS.length / 2));
      expect(typed.every((r) => r[4] !== '' && r[6] !== '')).toBe(true);
      // The Log names each accepted game with its reports.
      expect((await tabText(h.page, 'Log')).flat().join(' ')).toMatch(/report/i);
      expect(h.dialogs).toEqual([]);
    } finally {
      await phone.close();
      await h.close();
    }
  }, 90_000);
});
