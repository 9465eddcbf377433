// A whole sealed-deck event in the playground, clicked and typed as an organizer would: the wizard,
// names typed on Players, three rounds paired from the sidebar with results typed on Results, then
// the final standings, in the grid and in the sidebar.
import { describe, expect, it } from 'vitest';
import { splitStandings } from '../support/standings';
import { openPlayground, useBrowser } from './browser';
import {
  nextActionIs,
  pairFromSidebar,
  setUpEvent,
  showTab,
  tabText,
  typeResults,
  typeRows,
  view,
} from './organizer';

const browser = useBrowser();

/** The players typed on the Players tab, until the sidebar offers round 1. */
async function typePlayers(h: Awaited<ReturnType<typeof openPlayground>>): Promise<void> {
  await typeRows(
    h.page,
    'Players',
    'A2',
    PLAYERS.map((p) => [p]),
  );
  await nextActionIs(h.sidebar, 'Pair round 1');
}

const PLAYERS = [
  'Ann Archer',
  'Ben Okafor',
  'Chloé Dubois',
  'Dmitri Ivanov',
  'Eve Santos',
  'Farah Haddad',
  'Gus Lindqvist',
  'Hana Sato',
];

describe('sealed deck: a whole event through the sidebar and the grid', () => {
  it('wizard, players typed, 3 rounds paired and typed, final standings visible', async () => {
    const h = await openPlayground(browser());
    try {
      // "Every option explained in a line": each option of the wizard has its help line.
      await h.sidebar.check('#format-sealed-deck');
      await h.sidebar.click('#wizard-next');
      const helpLines = await h.sidebar.$$eval('#format-options label .help', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      expect(helpLines.length).toBeGreaterThanOrEqual(6);
      for (const line of helpLines) expect(line.length).toBeGreaterThan(10);
      await h.sidebar.click('#wizard-back');
      await setUpEvent(h.sidebar, 'sealed-deck', 'Club Night', 3, { firstRound: 'as-listed' });
      await nextActionIs(h.sidebar, /Check the players/);
      // After Create the dashboard opens at its top, the next step focused (the wizard was scrolled down).
      expect(await h.sidebar.evaluate(() => window.scrollY)).toBe(0);
      expect(await h.sidebar.evaluate(() => document.activeElement?.id)).toBe('next-action');

      await typePlayers(h);

      for (let round = 1; round <= 3; round++) {
        await pairFromSidebar(h.sidebar, round);
        expect(await h.sidebar.textContent('#round-status')).toContain(`Round ${round} of 3`);
        expect(await h.sidebar.textContent('#results-count')).toContain('0 of 4 results in');
        // Table i: the player wins 100-40, except table 3, where time is called at 55-55 (a true tie).
        await typeResults(h.page, round, (i) => (i === 2 ? [55, 55, 'Time called'] : [100, 40, 'Win']));
        await expect.poll(() => h.sidebar.textContent('#results-count')).toContain('4 of 4 results in');
      }
      // Every result is in, but the Standings tab is not final yet: the sidebar offers to publish it.
      await nextActionIs(h.sidebar, 'Publish final standings');
      await h.sidebar.click('#next-action');
      await h.sidebar.waitForSelector('#message.ok');
      expect(await h.sidebar.textContent('#leaders h2')).toContain('Final standings');
      await nextActionIs(h.sidebar, 'Show final standings');

      await showTab(h.page, 'Standings');
      const standings = splitStandings(await tabText(h.page, 'Standings'));
      const header = standings.headers;
      expect(header.slice(0, 3)).toEqual(['Rank', 'Player', 'Score']);
      const rows = standings.rows.filter((r) => r[1]);
      expect(rows.map((r) => r[1]).sort()).toEqual([...PLAYERS].sort());
      const col = (name: string) => header.indexOf(name);
      for (const r of rows) {
        expect(Number(r[col('Played')])).toBe(3);
        expect(Number(r[col('Won')]) + Number(r[col('Lost')]) + Number(r[col('Tied')])).toBe(3);
      }
      // 3 rounds x 4 tables: 9 decided games and 3 ties.
      expect(rows.reduce((n, r) => n + Number(r[col('Won')]), 0)).toBe(9);
      expect(rows.reduce((n, r) => n + Number(r[col('Tied')]), 0)).toBe(6);
      expect(rows[0][0]).toBe('1');
      // The leader's row is highlighted on the sheet, and is the sidebar's first leader.
      const tab = (await view(h.page)).tabs.find((t) => t.name === 'Standings');
      expect(tab?.rows[2][1].bg).toBeTruthy();
      expect(tab?.rows[2][1].bg).not.toBe(tab?.rows[1][1].bg);
      expect(await h.sidebar.textContent('#leaders tr:first-child')).toContain(rows[0][1]);
      // What the page shows is what is saved.
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('Seat deck construction before round 1: seats on Pairings with a find-your-name list, then round 1 replaces them', async () => {
    const h = await openPlayground(browser());
    try {
      await setUpEvent(h.sidebar, 'sealed-deck', 'Build Night', 3);
      await typePlayers(h);
      // "Each player now opens their deck and has 30 minutes to create a 6-mission deck": the button sits
      // by the timer, whose Deck construction preset times the build.
      expect(await h.sidebar.textContent('#seat-players')).toBe('Seat deck construction');
      // No game has a result yet: no leaders table ranking the players by list order.
      expect(await h.sidebar.$('#leaders')).toBeNull();
      // The setup answer is still on screen; the click replaces it at once, before the server answers.
      expect(await h.sidebar.textContent('#message')).toContain('event set up');
      let answer = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await h.page.route('**/api/call', async (route) => {
        if (route.request().postData()?.includes('"seatPlayers"')) await held;
        await route.continue();
      });
      await h.sidebar.click('#seat-players');
      expect(await h.sidebar.textContent('#working')).toBe('Working…');
      expect(await h.sidebar.$('#message')).toBeNull();
      answer();
      await h.sidebar.waitForSelector('#message.ok');
      expect(await h.sidebar.$('#working')).toBeNull();
      expect(await h.sidebar.textContent('#message')).toContain('8 seats on the Pairings tab');
      await showTab(h.page, 'Pairings');
      const rows = await tabText(h.page, 'Pairings');
      expect(rows[0][0]).toBe('Deck construction seating · Build Night · 30 minutes');
      expect(rows[1].slice(0, 4)).toEqual(['Seat', 'Player', '', 'Note']);
      const seats = rows.slice(2, 10).map((r) => [r[0], r[1]]);
      expect(seats.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(seats.map((r) => r[1]).sort()).toEqual([...PLAYERS].sort());
      expect(rows[11].slice(0, 2)).toEqual(['Seat', 'Find your name']);
      const found = rows.slice(12, 20).map((r) => [r[0], r[1]]);
      expect(found.map((r) => r[1])).toEqual([...PLAYERS].sort((x, y) => x.localeCompare(y)));
      for (const f of found) expect(seats).toContainEqual(f);
      // Nothing but the four phone columns.
      for (const r of rows) expect(r.slice(4).every((v) => v === '')).toBe(true);
      // Round 1 pairs as usual (previewed, then published) and replaces the list; the button is gone with it.
      await pairFromSidebar(h.sidebar, 1);
      expect(await h.sidebar.$('#seat-players')).toBeNull();
      await expect.poll(async () => (await tabText(h.page, 'Pairings'))[0][0]).toBe('Round 1 · Build Night');
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('problems list: each item selects its cell in the grid', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      await showTab(h.page, 'Results');
      const open = (await tabText(h.page, 'Results')).findIndex(
        (r, i) => i > 0 && r[3] !== 'BYE' && r[2] && !r[4],
      );
      expect(open).toBeGreaterThan(0);
      await typeRows(h.page, 'Results', `E${open + 1}`, [['lots', 20, 'Win']]);
      await showTab(h.page, 'Players');
      await h.sidebar.click('#next-action');
      await h.sidebar.waitForSelector('#problems .goto');
      const go = h.sidebar.locator('#errors li', { hasText: `E${open + 1}` }).locator('button.goto');
      await go.click();
      await h.page.waitForSelector('#tabs button[data-tab="Results"][aria-selected="true"]');
      await expect.poll(() => h.page.textContent('#cell-name')).toBe(`Results!E${open + 1}`);
      expect(
        await h.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.a1),
      ).toBe(`E${open + 1}`);
    } finally {
      await h.close();
    }
  });

  it('undo asks in the page what moves to the Log, and Cancel changes nothing', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      await h.sidebar.click('#undo');
      const text = await h.sidebar.textContent('#confirm');
      expect(text).toContain('Undo round 1?');
      expect(text).toContain('Log tab');
      expect(text).toContain('3 results');
      await h.sidebar.click('#confirm-cancel');
      expect(await h.sidebar.$('#confirm')).toBeNull();
      expect(await h.sidebar.textContent('#round-status')).toContain('Round 1 of 3');

      await h.sidebar.click('#undo');
      await h.sidebar.click('#confirm-ok');
      await expect.poll(() => h.sidebar.textContent('#round-status')).toContain('Not started');
      await showTab(h.page, 'Log');
      const log = (await tabText(h.page, 'Log')).map((r) => r.join(' | '));
      expect(log.some((l) => l.includes('Undo round'))).toBe(true);
      expect(log.filter((l) => l.includes('Undo round: removed row')).length).toBe(4);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('the round timer never starts by itself; start, pause, reset and the projector view', async () => {
    // Time passes by Playwright's clock, moved on by the test: no real time is waited for.
    const h = await openPlayground(browser(), { demo: 'sealed-deck', clock: true });
    try {
      // Presets come from the event's options: 60 minutes per game, 30 for deck construction.
      const presets = await h.sidebar.$$eval('#timer .presets button', (b) => b.map((x) => x.textContent));
      expect(presets).toEqual(['Game 60 min', 'Deck construction 30 min']);
      expect(await h.sidebar.textContent('#timer-clock')).toBe('60:00');
      await h.page.clock.runFor(5000);
      expect(await h.sidebar.textContent('#timer-clock')).toBe('60:00');
      await h.sidebar.click('#timer-preset-1');
      expect(await h.sidebar.textContent('#timer-clock')).toBe('30:00');
      await h.sidebar.click('#timer-start');
      await h.page.clock.runFor(2000);
      // Two seconds run (the clock is repainted every quarter second, so it may still show the one before).
      expect(['29:58', '29:59']).toContain(await h.sidebar.textContent('#timer-clock'));
      await h.sidebar.click('#timer-start'); // now "Pause"
      const paused = await h.sidebar.textContent('#timer-clock');
      expect(await h.sidebar.textContent('#timer-label')).toContain('paused');
      await h.page.clock.runFor(5000);
      expect(await h.sidebar.textContent('#timer-clock')).toBe(paused);
      await h.sidebar.click('#timer-projector');
      const big = await h.sidebar.$eval('#timer-overlay .timer-clock', (e) =>
        Number.parseFloat(getComputedStyle(e).fontSize),
      );
      expect(big).toBeGreaterThan(60);
      await h.sidebar.click('#timer-exit');
      expect(await h.sidebar.$('#timer-overlay')).toBeNull();
      await h.sidebar.click('#timer-reset');
      expect(await h.sidebar.textContent('#timer-clock')).toBe('30:00');
      // Any other length: type the minutes and Set.
      await h.sidebar.fill('#timer-minutes', '25');
      await h.sidebar.click('#timer-set');
      expect(await h.sidebar.textContent('#timer-clock')).toBe('25:00');
    } finally {
      await h.close();
    }
  });

  it('exports standings and results as CSV files', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      const [download] = await Promise.all([
        h.page.waitForEvent('download'),
        h.sidebar.click('#export-standings'),
      ]);
      expect(download.suggestedFilename()).toBe('friday-sealed-standings.csv');
      const csv = await streamText(await download.createReadStream());
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Rank,Player,Score,Victory points,Differential,Played,Won,Lost,Tied,Byes,Status,Tie',
      );
      expect(lines).toHaveLength(9);
      const [results] = await Promise.all([
        h.page.waitForEvent('download'),
        h.sidebar.click('#export-results'),
      ]);
      const rcsv = await streamText(await results.createReadStream());
      expect(rcsv.split('\r\n')[0]).toBe(
        'Round,Table,Player,Opponent,Player points,Opponent points,How it ended,Winner,Status,Paired as,Player victory points,Player differential,Opponent victory points,Opponent differential',
      );
      expect(rcsv).toContain('Time called');
      // A game won 100 to 65: 2 (+35) and 0 (-35), as numbers at the end of its row.
      expect(rcsv.split('\r\n').find((l) => l.includes(',100,65,Win,'))).toMatch(/,2,35,0,-35$/);
      // The Report for the ratings body: the event first, then every game.
      const [report] = await Promise.all([
        h.page.waitForEvent('download'),
        h.sidebar.click('#export-report'),
      ]);
      expect(report.suggestedFilename()).toBe('friday-sealed-report.csv');
      const lines2 = (await streamText(await report.createReadStream())).split('\r\n');
      expect(lines2[0]).toBe('Event,Date,Tournament director,Players,Complete rounds,Format,,,,,,,');
      // The demo's round 1 has 3 of its 4 results: no round is complete yet.
      expect(lines2[1]).toBe(
        'Friday Sealed,2026-12-05,,8,0,Star Trek CCG enhanced-format sealed deck,,,,,,,',
      );
      expect(lines2.filter((l) => /^1,\d,/.test(l))).toHaveLength(3);
      expect(lines2[3]).toBe(
        'Round,Table,Player,Opponent,Points,Opponent points,How it ended,Player score,Opponent score,Player victory points,Player differential,Opponent victory points,Opponent differential',
      );
    } finally {
      await h.close();
    }
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
