// The hall screen, a full-window projector view opened from the sidebar: the round timer
// in very large digits and the current round's games by name, paging when they do not fit. Space
// starts and pauses, Esc closes; it never starts the timer by itself. Where the season has a League, the
// hall shows it instead of the round, and back.
import { describe, expect, it } from 'vitest';
import { act, finishSealedEvent, tab } from '../support/playground-http';
import { openDialog, openPlayground, useBrowser } from './browser';
import { nextActionIs, setUpEvent, tabText, typeRows } from './organizer';

const browser = useBrowser();

/** A sealed-deck event of six, two rounds, played to the end, published final and closed into the season. */
async function closedEvent(url: string): Promise<void> {
  await finishSealedEvent(url, ['Ann Archer', 'Bob Baker', 'Cy Cole', 'Dee Dunn', 'Eve Ellis', 'Fay Ford']);
  await act(url, 'closeEvent', {});
}

const openHall = (h: Awaited<ReturnType<typeof openPlayground>>) =>
  openDialog(h, '#timer-hall', '.hall-game');

describe('the hall screen', () => {
  it("shows this round's games by name and a large timer that waits for Space, then Esc closes it", async () => {
    // Time passes by Playwright's clock, moved on by the test: no real time is waited for.
    const h = await openPlayground(browser(), { demo: 'sealed-deck', width: 1400, height: 900, clock: true });
    try {
      const hall = await openHall(h);
      const results = h.pg.session().emu.saveWorkbook().tabs.Results.values;
      const round1 = results.filter((r) => r[0] === 1 && r[3] !== 'BYE');
      const shown = await hall.$$eval('.hall-game', (items) => items.map((i) => i.textContent ?? ''));
      expect(shown).toHaveLength(round1.length);
      for (const r of round1) expect(shown).toContain(`${r[1]}${r[2]}v${r[3]}`);
      expect(await hall.textContent('#hall-title')).toContain('Round 1');
      // No report form is connected: no QR code beside the clock (test/e2e/report-links.test.ts has one).
      expect(await hall.isHidden('#hall-report')).toBe(true);
      // Very large digits: at least a fifth of the window's height.
      const size = await hall.$eval('#hall-clock', (c) => Number.parseFloat(getComputedStyle(c).fontSize));
      expect(size).toBeGreaterThan(900 / 5);
      // The event's presets are on the hall screen too: the second sets its length.
      await hall.click('#hall-preset-1');
      await expect.poll(() => hall.textContent('#hall-clock')).toBe('30:00');
      const first = await hall.textContent('#hall-clock');
      await h.page.clock.runFor(5000);
      expect(await hall.textContent('#hall-clock')).toBe(first); // never starts by itself
      await hall.focus('body');
      await h.page.keyboard.press('Space');
      await h.page.clock.runFor(2000);
      // Two seconds run (the clock is repainted every quarter second, so it may still show the one before).
      expect(['29:58', '29:59']).toContain(await hall.textContent('#hall-clock'));
      await h.page.keyboard.press('Space');
      const paused = await hall.textContent('#hall-clock');
      await h.page.clock.runFor(5000);
      expect(await hall.textContent('#hall-clock')).toBe(paused);
      await h.page.keyboard.press('Escape');
      await expect.poll(async () => (await h.page.$('iframe#dialog')) === null).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('pages through the games when they do not fit, and a bye shows no table number', async () => {
    // The pages turn every 10 s: the page's clock is Playwright's, moved on by the test, so no real time
    // is waited for.
    const h = await openPlayground(browser(), { width: 1200, height: 700, clock: true });
    try {
      const names = Array.from({ length: 41 }, (_, i) => [`Player ${String(i + 1).padStart(2, '0')}`]);
      const setup = h.pg.session().call('setupEvent', [
        {
          format: 'sealed-deck',
          name: 'Big night',
          date: '2026-12-05',
          seed: 's',
          firstRound: 'as-listed',
        },
      ]);
      h.pg.session().type('Players', 'A2', names);
      const paired = h.pg.session().call('pairNextRound', []) as { ok: boolean; message: string };
      expect(setup).toMatchObject({ ok: true });
      expect(paired.ok, paired.message).toBe(true);
      // Set up behind the sidebar's back: load the page again, as the organizer reopening it would.
      await h.page.reload();
      const sidebar = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!sidebar) throw new Error('no sidebar');
      await sidebar.waitForSelector('#timer-hall');
      const hall = await openHall({ ...h, sidebar });
      const pager = await hall.textContent('#hall-pager');
      expect(pager).toMatch(/^Page 1 of [2-9]$/);
      const pagesCount = Number(pager?.split(' of ')[1]);
      const seen = new Set<string>();
      for (let p = 0; p < pagesCount; p++) {
        if (p > 0) await h.page.clock.runFor(10_000);
        await expect.poll(() => hall.textContent('#hall-pager')).toBe(`Page ${p + 1} of ${pagesCount}`);
        for (const t of await hall.$$eval('.hall-game', (items) => items.map((i) => i.textContent ?? '')))
          seen.add(t);
        // Everything on a page is inside the window: nothing cut off at the bottom.
        const bottom = await hall.$$eval('.hall-game', (items) =>
          Math.max(...items.map((i) => i.getBoundingClientRect().bottom)),
        );
        expect(bottom).toBeLessThanOrEqual(await hall.evaluate(() => window.innerHeight));
      }
      expect(seen.size).toBe(21); // 20 games and one bye
      const bye = [...seen].find((t) => t.startsWith('Bye'));
      expect(bye).toMatch(/^ByePlayer \d+$/);
    } finally {
      await h.close();
    }
  }, 90000);

  it('before round 1 shows the deck construction seats posted on Pairings, by name, with the build time', async () => {
    const h = await openPlayground(browser(), { width: 1400, height: 900 });
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Build Night', 3);
      const names = ['Zoe', 'Ann', 'Mia', 'Bob', 'Kai', 'Eli'];
      await typeRows(
        h.page,
        'Players',
        'A2',
        names.map((n) => [n]),
      );
      await nextActionIs(h.sidebar, 'Pair round 1');
      await h.sidebar.click('#seat-players');
      await h.sidebar.waitForSelector('#message.ok');
      const hall = await openHall(h);
      expect(await hall.textContent('#hall-title')).toBe('Build Night · Deck construction seating');
      const shown = await hall.$$eval('.hall-game', (items) => items.map((i) => i.textContent ?? ''));
      const seats = (await tabText(h.page, 'Pairings')).slice(2, 2 + names.length);
      expect(shown).toEqual(
        [...seats].sort((x, y) => x[1].localeCompare(y[1])).map(([seat, name]) => `Seat ${seat}${name}`),
      );
      // The clock is set for the build, not for a round; it waits for Space.
      expect(await hall.textContent('#hall-clock')).toBe('30:00');
    } finally {
      await h.close();
    }
  });
  it("arrow/target: under each name, the player's role, number and the deck it must use", async () => {
    const h = await openPlayground(browser(), { demo: 'arrow-target', width: 1400, height: 900 });
    try {
      const hall = await openHall(h);
      const games = await hall.$$eval('.hall-game', (items) =>
        items.map((i) => [...i.querySelectorAll('.hall-who')].map((w) => w.textContent ?? '')),
      );
      const played = games.filter((g) => g.length === 2);
      expect(played.length).toBeGreaterThan(0);
      // Name, then role: the Player column's player is the arrow, the Opponent's the target.
      const results = h.pg.session().emu.saveWorkbook().tabs.Results.values;
      const round = Math.max(...results.slice(1).map((r) => Number(r[0])));
      const rows = results.filter((r) => r[0] === round && r[3] !== 'BYE');
      expect(played).toHaveLength(rows.length);
      for (const [arrow, target] of played) {
        expect(arrow).toMatch(/^.+Arrow #\d+ · counter /);
        expect(target).toMatch(/^.+Target #\d+ · /);
      }
      expect(played.map(([arrow]) => arrow.replace(/Arrow #.*$/, ''))).toEqual(rows.map((r) => r[2]));
      // The role sits under the name, smaller: it never pushes the opponent off the line.
      const under = await hall.$eval('.hall-role', (r) => {
        const name = r.previousElementSibling?.getBoundingClientRect();
        return name ? r.getBoundingClientRect().top >= name.bottom - 1 : false;
      });
      expect(under).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('shows the League instead of the round, and back, where the season has one', async () => {
    const h = await openPlayground(browser(), { prepare: closedEvent, width: 1400, height: 900 });
    try {
      const hall = await openHall(h);
      const league = (await tab(h.pg.url, 'League')).slice(1).filter((r) => r[1] !== '');
      expect(league.length).toBe(6);
      await hall.click('#hall-league');
      await expect.poll(() => hall.textContent('#hall-title')).toBe('League');
      const shown = await hall.$$eval('.hall-league-row', (items) => items.map((i) => i.textContent ?? ''));
      expect(shown).toEqual(league.map((r) => `${r[0]}${r[1]}${r[2]} pts`));
      expect(await hall.textContent('#hall-league')).toBe('Show this round');
      // L switches back, as the button does.
      await hall.focus('body');
      await h.page.keyboard.press('l');
      await expect.poll(() => hall.textContent('#hall-title')).toContain('Round 2');
      expect(await hall.$('.hall-league-row')).toBeNull();
    } finally {
      await h.close();
    }
  });
});
