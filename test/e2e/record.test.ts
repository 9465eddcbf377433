// The record in the real sidebar at 300 px: a Results row deleted by hand is listed with a "Restore
// missing rows" button that puts it back, and a name changed by hand on Players is asked about with a
// button that renames the player everywhere.
import { describe, expect, it } from 'vitest';
import { handEdits } from '../../local/emulator';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs } from './organizer';

const browser = useBrowser();

describe('the record in the sidebar', () => {
  it('a deleted Results row is restored, and a hand rename is confirmed, each with one click', async () => {
    const h = await openPlayground(browser());
    try {
      const s = h.pg.session();
      s.call('setupEvent', [{ format: 'sealed-deck', name: 'Record night', rounds: 3, seed: 'rec' }]);
      s.type('Players', 'A2', [['Ann'], ['Bob'], ['Cy'], ['Gus']]);
      expect((s.call('pairNextRound', [{}]) as { ok: boolean }).ok).toBe(true);
      handEdits.deleteRows(handEdits.tabNamed(s.emu.store, 'Results'), 2, 1);
      s.save();
      await h.page.reload();
      const frame = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!frame) throw new Error('no sidebar');
      await frame.waitForSelector('#errors');
      expect(await frame.textContent('#errors')).toMatch(
        /Round 1, table 1: .* was paired, but its row is missing/,
      );
      await nextActionIs(frame, 'Blocked: check event');
      await frame.click('button.fix-action:has-text("Restore missing rows")');
      await expect.poll(() => frame.textContent('#message')).toContain('restored');
      expect(await frame.$('#errors')).toBeNull();
      const results = s.emu.saveWorkbook().tabs.Results.values as unknown[][];
      expect(results.filter((r) => r[0] === 1)).toHaveLength(2);

      const gus =
        (s.emu.saveWorkbook().tabs.Players.values as unknown[][]).findIndex((r) => r[0] === 'Gus') + 1;
      s.type('Players', `A${gus}`, [['Gus Grissom']]);
      s.save();
      await h.page.reload();
      const again = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!again) throw new Error('no sidebar');
      await again.waitForSelector('#errors');
      expect(await again.textContent('#errors')).toContain('Did you rename Gus to Gus Grissom?');
      await again.click('button.fix-action:has-text("Rename Gus to Gus Grissom")');
      await expect.poll(() => again.textContent('#message')).toContain('Gus is now Gus Grissom');
      expect(await again.$('#errors')).toBeNull();
      const after = s.emu.saveWorkbook().tabs.Results.values.flat();
      expect(after).toContain('Gus Grissom');
      expect(after).not.toContain('Gus');
      // The Players panel renames a listed player the same way.
      await again.fill('#player-name', 'Ann');
      await again.fill('#rename-to', 'Annie');
      await again.click('#rename');
      await expect.poll(() => again.textContent('#message')).toContain('Ann is now Annie');
      expect((s.emu.saveWorkbook().tabs.Players.values as unknown[][]).some((r) => r[0] === 'Annie')).toBe(
        true,
      );
    } finally {
      await h.close();
    }
  });
});
