// In the real sidebar: a click on a sidebar whose event has moved on (another organizer
// acted meanwhile) carries the round and fingerprint the sidebar showed, and the server refuses it.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs, pairFromSidebar } from './organizer';

const browser = useBrowser();

describe('two organizers, one event', () => {
  it('a re-pair clicked on a sidebar that still shows round 1, after someone else undid it, is refused and changes nothing', async () => {
    const h = await openPlayground(browser());
    try {
      const s = h.pg.session();
      s.call('setupEvent', [{ format: 'sealed-deck', name: 'Two desks', rounds: 3, seed: 'two' }]);
      s.type('Players', 'A2', [['Ann'], ['Bob'], ['Cy'], ['Dee']]);
      await h.page.reload();
      const frame = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!frame) throw new Error('no sidebar');
      await pairFromSidebar(frame, 1);
      expect(await frame.textContent('#round-status')).toContain('Round 1 of 3');
      // This organizer opens "Re-pair round 1?"; meanwhile the other one undoes round 1 from their own
      // sidebar. (An open dialog keeps this sidebar from re-reading the event, as it would on focus.)
      await frame.click('#re-pair');
      await frame.waitForSelector('#confirm-ok');
      expect((s.call('undoLastRound', []) as { ok: boolean }).ok).toBe(true);
      const before = JSON.stringify(s.call('getExportTables', []));
      await frame.click('#confirm-ok');
      await expect.poll(() => frame.textContent('#message')).toContain('moved on');
      expect(await frame.textContent('#message')).toContain(
        'showed round 1, but the event is now at round 0',
      );
      expect(JSON.stringify(s.call('getExportTables', []))).toBe(before);
      // The refusal brought the event as it is: the next action is pairing round 1 again.
      await nextActionIs(frame, 'Pair round 1');
    } finally {
      await h.close();
    }
  });
});
