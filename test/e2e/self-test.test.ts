// The sidebar's Self-test button runs runSelfTest in the playground and reports the outcome.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { setUpEvent, tabText } from './organizer';

const browser = useBrowser();

describe('the sidebar runs the self-test', () => {
  it('Run self-test reports every check passed and the Log records it', async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Night', 3, { firstRound: 'as-listed' });
      await h.sidebar.click('#self-test-panel summary');
      await h.sidebar.click('#self-test');
      await expect
        .poll(() => h.sidebar.textContent('#self-test-status'))
        .toMatch(/^Self-test: all \d+ checks passed\.$/);
      await expect
        .poll(async () => (await tabText(h.page, 'Log')).some((row) => row[1] === 'Self-test'))
        .toBe(true);
    } finally {
      await h.close();
    }
  });
});
