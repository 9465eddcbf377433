// A browser signed in to several Google accounts: Google runs none of the sidebar's calls. The sidebar
// must say so and what to do (the Extensions menu, or a window signed in to one account), instead of
// "Could not read the event: <Google's storage error>", and change nothing. The playground plays the
// failure with its severalAccounts switch, the error text Google's users report.
import { describe, expect, it } from 'vitest';
import { SEVERAL_ACCOUNTS_ERROR } from '../../local/playground/several-accounts';
import { openPlayground, useBrowser } from './browser';
import { previewFromSidebar, setUpEvent, tabText, typeRows } from './organizer';

const browser = useBrowser();

function expectHelp(text: string | null): void {
  expect(text).toContain('signed in to several Google accounts');
  expect(text).toContain('Extensions > Tourney Desk menu');
  expect(text).toContain('a window signed in to one account only');
  expect(text).toContain(`(Google said: ${SEVERAL_ACCOUNTS_ERROR})`);
  expect(text).not.toContain('Could not read the event');
  expect(text).not.toContain('Something went wrong');
}

describe('signed in to several Google accounts', () => {
  it('opening the sidebar says why it cannot run and what to do, and Try again works once signed in to one', async () => {
    const h = await openPlayground(browser(), { severalAccounts: true });
    try {
      expectHelp(await h.sidebar.textContent('#call-failed'));
      expect(await h.sidebar.getAttribute('#call-failed', 'role')).toBe('alert');
      expect(await h.sidebar.locator('#setup, #dashboard').count()).toBe(0);
      // Signed out of the other accounts: Try again reads the event.
      h.pg.setSeveralAccounts(false);
      await h.sidebar.click('#retry');
      await h.sidebar.waitForSelector('#setup');
      expect(await h.sidebar.locator('#call-failed').count()).toBe(0);
    } finally {
      await h.close();
    }
  });

  it('a click mid-event changes nothing and shows the same help', async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Night', 3, { firstRound: 'as-listed' });
      await typeRows(h.page, 'Players', 'A2', [['Ann'], ['Bob'], ['Cy'], ['Dee']]);
      await h.sidebar.click('#refresh');
      // The round is previewed (nothing written), then Publish is the click that fails.
      await previewFromSidebar(h.sidebar, 1);
      // The sidebar re-reads the event 150 ms after it gains focus (src/sidebar/sidebar.ts): that read must
      // land before the accounts change, or it is the call that fails and Publish is gone with the preview.
      await h.sidebar.waitForTimeout(1000);
      await h.sidebar.waitForSelector('#publish');
      const before = await tabText(h.page, 'Results');
      h.pg.setSeveralAccounts(true);
      await h.sidebar.click('#publish');
      await h.sidebar.waitForSelector('#call-failed');
      expectHelp(await h.sidebar.textContent('#call-failed'));
      expect(await tabText(h.page, 'Results')).toEqual(before);
      expect(h.pg.session().emu.saveWorkbook().tabs.Results.values).toHaveLength(1);
    } finally {
      await h.close();
    }
  });
});
