// The Share section draws the link's QR code in the sidebar itself: a phone's reader (jsQR here) gets
// exactly the link back, and nothing is requested from the network while it is drawn.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { decodeQr } from './qr';

const browser = useBrowser();
const LINK =
  'https://docs.google.com/spreadsheets/d/e/2PACX-1vTourneySheetsExample/pubhtml?gid=123&single=true';

describe('Share with players: the QR code', () => {
  it('draws the pasted link as a QR code that decodes to exactly that link, with no network request', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      const requests: string[] = [];
      h.page.on('request', (r) => requests.push(r.url()));
      await h.sidebar.click('#share summary');
      await h.sidebar.fill('#share-link', LINK);
      await h.sidebar.click('#qr-show');
      const svg = await h.sidebar.waitForSelector('#qr-print svg');
      expect(await decodeQr(svg)).toBe(LINK);
      expect(await h.sidebar.textContent('#qr-caption')).toBe(LINK);
      expect(await h.sidebar.isVisible('#qr-print-button')).toBe(true);
      const box = await svg.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(240);
      expect(requests.filter((u) => !u.startsWith(h.pg.url))).toEqual([]);
      const fits = await h.sidebar.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(fits).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('refuses a link that is not a Google Sheets link, and draws nothing', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      await h.sidebar.click('#share summary');
      await h.sidebar.fill('#share-link', 'http://evil.example/phish');
      await h.sidebar.click('#qr-show');
      expect(await h.sidebar.textContent('#qr-message')).toContain('not a Google Sheets link');
      expect(await h.sidebar.$('#qr-print svg')).toBeNull();
      expect(await h.sidebar.isVisible('#qr-print-button')).toBe(false);
    } finally {
      await h.close();
    }
  });
});
