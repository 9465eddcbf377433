// The real sidebar's setup wizard for any game: the Preset comes first, and every setting below it whose
// blank means "the preset's" says so (a select offers "The preset's", a number field shows it as its
// placeholder), so the organizer picks a game and nothing else. Setup then writes the preset's values on
// the Event tab (src/engine/any-game/settings.ts, presetValues), so the tab shows what the event uses.
import { describe, expect, it } from 'vitest';
import { openPlayground, useBrowser } from './browser';
import { showTab, tabText } from './organizer';

const browser = useBrowser();

describe('any-game setup wizard: "a setting left blank follows the preset"', () => {
  it('Preset first, blank settings read "The preset\'s", and the chess preset\'s values land on the Event tab', async () => {
    const h = await openPlayground(browser());
    try {
      expect(await h.sidebar.textContent('label[for="format-any-game"]')).toContain(
        'rounds set by the number of players',
      );
      await h.sidebar.check('#format-any-game');
      await h.sidebar.click('#wizard-next');
      expect(await h.sidebar.locator('#rounds').count()).toBe(0);
      expect(await h.sidebar.textContent('#rounds-rule')).toContain("the preset's table");
      const fields = await h.sidebar.$$eval('#format-options select, #format-options input', (els) =>
        els.map((e) => e.id),
      );
      expect(fields[0]).toBe('opt-preset');
      expect(await h.sidebar.$$eval('#opt-preset option', (os) => os.map((o) => o.textContent))).toEqual([
        'Magic: The Gathering',
        'Pokémon TCG',
        'Chess club (FIDE tie-breaks)',
        'X-Wing / Star Wars miniatures',
        'Generic Swiss (3/1/0)',
      ]);
      for (const key of ['results', 'doubleLoss', 'colours', 'tiebreak1', 'tiebreak6']) {
        const shown = await h.sidebar.$eval(
          `#opt-${key}`,
          (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? null,
        );
        expect(shown, key).toBe("The preset's");
      }
      for (const key of ['winPoints', 'drawPoints', 'lossPoints', 'byePoints']) {
        const field = h.sidebar.locator(`#opt-${key}`);
        expect(await field.inputValue(), key).toBe('');
        expect(await field.getAttribute('placeholder'), key).toBe("The preset's");
      }
      await h.sidebar.fill('#name', 'Thursday chess');
      await h.sidebar.selectOption('#opt-preset', 'chess');
      await h.sidebar.click('#create');
      await h.sidebar.waitForSelector('#dashboard');
      await showTab(h.page, 'Event');
      const event = await tabText(h.page, 'Event');
      const value = (label: string) => event.find((r) => r[0] === label)?.[1];
      expect(value('Preset')).toBe('Chess club (FIDE tie-breaks)');
      expect(value('Results')).toBe('One result (win, draw, loss)');
      expect(value('Points for a win')).toBe('1');
      expect(value('Points for a draw')).toBe('0.5');
      expect(value('Points for a loss')).toBe('0');
      expect(value('Points for a bye')).toBe('1');
      expect(value('Double loss')).toBe('Allowed');
      expect(value('Colours')).toBe('White and Black balanced');
      expect([1, 2, 3, 4, 5, 6].map((i) => value(`Tie-breaker ${i}`))).toEqual([
        'Direct encounter',
        'Wins',
        'Buchholz Cut 1',
        'Buchholz',
        'Sonneborn-Berger',
        'None',
      ]);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  }, 120_000);
});
