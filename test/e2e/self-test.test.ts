// The sidebar's Self-test button runs runSelfTest in the playground and reports the outcome, with the
// Measure speed figures beside the cost model's range for each and a Copy button for their text
// (SELF_TEST_SCREENSHOT=<file.png> keeps a picture of the sidebar showing them).
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { setUpEvent, tabText } from './organizer';

const browser = useBrowser();

const FIGURES = [
  'getValues 1,000 cells',
  'setValues 1,000 cells',
  'flush committing those 1,000 cells',
  'flush, nothing pending',
  'chart update',
  'matching 500 players (JavaScript)',
];

describe('the sidebar runs the self-test', () => {
  it('Run self-test reports every check passed, the Log records it, and Measure speed lists its figures with Copy', async () => {
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

      // Measure speed: each figure against the model's range, and Copy for their text.
      const rows = await h.sidebar.$$eval('#speed-figures tbody tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
      expect(rows.map((r) => r[0])).toEqual(FIGURES);
      for (const [name, took, model] of rows) {
        expect(took, name).toMatch(/^\d+ ms$/);
        expect(model, name).toMatch(
          name.includes('JavaScript')
            ? /^not modelled$/
            : /^(below|within|above) \d+(\.\d+)?-\d+(\.\d+)? ms$/,
        );
      }
      const text = await h.sidebar.$eval('#speed-text', (t) => (t as HTMLTextAreaElement).value);
      expect(text.split('\n')[0]).toMatch(/^Tourney Desk \d+\.\d+\.\d+, Measure speed$/);
      expect(text).toContain('Model constants, low/mid/high: call ');
      for (const name of FIGURES) expect(text).toContain(`${name}: `);
      await h.sidebar.click('#speed-copy');
      await expect.poll(() => h.sidebar.textContent('#speed-copy-status')).toBe('Copied.');
      if (process.env.SELF_TEST_SCREENSHOT) {
        await h.sidebar.$eval('#speed-figures', (e) => e.scrollIntoView());
        await (await h.page.$('iframe#sidebar'))?.screenshot({ path: process.env.SELF_TEST_SCREENSHOT });
      }
    } finally {
      await h.close();
    }
  });
});
