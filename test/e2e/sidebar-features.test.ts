// The sidebar features the docs name that the whole-event flows do not click: Check event, the
// blocked state and the problem list (errors first, each once, gone once fixed), and Attack Wing's own
// sections, Roll-off and the Peak Performance calculator, shown only in an Attack Wing event. The
// "Sidebar features" table (docs/PLAYGROUND.md) cites these tests by name (test/docs/sidebar-features-doc.test.ts).
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attackWingFleet } from '../support/events';
import { readTrf } from '../support/trf-reader';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs, pairFromSidebar, showTab, tabText, typeRows } from './organizer';

const browser = useBrowser();

async function post(url: string, body: unknown): Promise<{ ok: boolean; value?: unknown; error?: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: string };
}

/** An Attack Wing event of four fleets, set up through the playground API before the page opens. */
async function attackWingEvent(url: string, options: Record<string, unknown> = {}): Promise<void> {
  const names = ['Ann', 'Bob', 'Cy', 'Dee'];
  const call = async (name: string, ...args: unknown[]) => {
    const r = await post(`${url}/api/call`, { name, args });
    expect(r.ok, r.error).toBe(true);
    return r.value as { ok: boolean };
  };
  expect((await call('setupEvent', { format: 'attack-wing', name: 'AW', seed: 'e2e', ...options })).ok).toBe(
    true,
  );
  await post(`${url}/api/cell`, { tab: 'Players', a1: 'A2', value: names.map((n) => [n]) });
  await post(`${url}/api/cell`, {
    tab: 'Fleets',
    a1: 'A2',
    value: names.flatMap((n, i) => attackWingFleet(n, i)).map((r) => r.map((c) => String(c))),
  });
}

async function fitsWidth(sidebar: Frame): Promise<void> {
  const m = await sidebar.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(m.scroll).toBeLessThanOrEqual(m.client);
}

/** The problems the sidebar lists, in order, as "severity: text". */
async function listed(sidebar: Frame): Promise<string[]> {
  return sidebar.$$eval('#problems li.problem', (lis) =>
    lis.map((li) => `${li.classList.contains('error') ? 'error' : 'warning'}: ${li.firstChild?.textContent}`),
  );
}

describe('sidebar features', () => {
  it('Check event lists every problem with its cell and changes nothing', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      await typeRows(h.page, 'Event', 'B5', [['three']]);
      const before = await (await fetch(`${h.pg.url}/api/workbook`)).text();
      await h.sidebar.click('#check-event');
      await expect
        .poll(() => h.sidebar.textContent('#message'))
        .toMatch(/1 problem to fix.*Nothing was changed/);
      expect(await listed(h.sidebar)).toContainEqual(expect.stringMatching(/^error: Event B5: "three"/));
      expect(await (await fetch(`${h.pg.url}/api/workbook`)).text()).toBe(before);
      // The format's own sections belong to their format: a sealed-deck event has none.
      expect(await h.sidebar.$('#panel-rollOff')).toBeNull();
      expect(await h.sidebar.$('#peak')).toBeNull();
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('an error blocks the main button, errors come first and each problem is listed once, and a fixed problem goes without another action', async () => {
    // Rounds 4: a warning ("3 Battle Rounds") that every answer repeats, beside the error below.
    const h = await openPlayground(browser(), { prepare: (url) => attackWingEvent(url, { rounds: 4 }) });
    try {
      await nextActionIs(h.sidebar, 'Pair round 1');
      await typeRows(h.page, 'Fleets', 'G2', [[500]]);
      await nextActionIs(h.sidebar, 'Blocked: check event');
      expect(await h.sidebar.textContent('#next-hint')).toMatch(/Pairing round 1 is blocked by 1 problem/);
      await h.sidebar.click('#next-action');
      await h.sidebar.waitForSelector('#message.error');
      const shown = await listed(h.sidebar);
      expect(shown[0]).toMatch(/^error: Fleets G\d+/);
      expect(shown.at(-1)).toMatch(/^warning: /);
      expect(shown.filter((s) => s.startsWith('error')).length).toBe(
        shown.findIndex((s) => s.startsWith('warning')),
      );
      expect(new Set(shown).size).toBe(shown.length);
      expect(await h.sidebar.textContent('#errors-title')).toMatch(/^Problems to fix \(\d+\)$/);
      // Fixing the cell is enough: the next read of the sheet drops the error and the answer that listed it.
      await typeRows(h.page, 'Fleets', 'G2', [[28]]);
      await nextActionIs(h.sidebar, 'Pair round 1');
      expect((await listed(h.sidebar)).filter((s) => s.startsWith('error'))).toEqual([]);
      expect(await h.sidebar.$('#message')).toBeNull();
      // An action's warnings and the live ones are the same warning: shown once.
      await h.sidebar.click('#standings');
      await h.sidebar.waitForSelector('#message.ok');
      expect(await h.sidebar.textContent('#warnings')).toContain('3 Battle Rounds');
      const warnings = (await listed(h.sidebar)).filter((s) => s.includes('3 Battle Rounds'));
      expect(warnings).toEqual([expect.stringMatching(/^warning: Event B\d+: /)]);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('Attack Wing Roll-off: a button per tie the Standings flag rolls that tie, and the tie is no longer offered', async () => {
    const h = await openPlayground(browser(), { prepare: (url) => attackWingEvent(url) });
    try {
      expect(await h.sidebar.textContent('#rollOff-none')).toContain('No tie needs a roll-off');
      await pairFromSidebar(h.sidebar, 1);
      expect(await h.sidebar.textContent('#round-status')).toContain('Round 1 of 3');
      // Both games end on time 40-20: the winners are level on battle and fleet points, and so are the losers.
      await typeRows(h.page, 'Results', 'E2', [
        [40, 20, 'Time'],
        [40, 20, 'Time'],
      ]);
      await h.sidebar.click('#standings');
      await h.sidebar.waitForSelector('#rollOff-2');
      const first = (await h.sidebar.textContent('#rollOff-1'))?.trim() ?? '';
      const second = (await h.sidebar.textContent('#rollOff-2'))?.trim() ?? '';
      expect(first).toMatch(/^Roll off: \w+ \/ \w+$/);
      await fitsWidth(h.sidebar);
      await h.sidebar.click('#rollOff-1');
      await expect
        .poll(() => h.sidebar.textContent('#message'))
        .toContain(
          `Roll-off rolled with the seed for ${first.replace('Roll off: ', '').replace(' / ', ' and ')}`,
        );
      expect((await h.sidebar.textContent('#rollOff-1'))?.trim()).toBe(second);
      expect(await h.sidebar.$('#rollOff-2')).toBeNull();
      await showTab(h.page, 'Log');
      expect((await tabText(h.page, 'Log')).some((r) => r[1] === 'rollOff')).toBe(true);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it("Attack Wing Peak Performance calculator: pick the opponent's ships in order and the tokens, get the fleet points", async () => {
    const h = await openPlayground(browser(), { demo: 'attack-wing' });
    try {
      await h.sidebar.waitForSelector('#peak');
      expect(await h.sidebar.$('#peak-calc')).toBeNull();
      await h.sidebar.selectOption('#peak-subject', 'Picard');
      // Picard's fleet: ship 1 totals 28 + 5 + 5 = 38, ship 2 totals 20 + 0 = 20.
      expect((await h.sidebar.textContent('#peak-pick-1'))?.trim()).toBe('1 (38)');
      await h.sidebar.click('#peak-pick-1');
      await h.sidebar.click('#peak-pick-2');
      await h.sidebar.click('#peak-pick-1');
      expect(await h.sidebar.$$eval('#peak-sequence li', (l) => l.length)).toBe(3);
      await h.sidebar.click('#peak-remove-3');
      await h.sidebar.fill('#peak-count', '2');
      await h.sidebar.click('#peak-calc');
      // "+5 Fleet Points for each Critical Hit Token": 38 + 20 + 2 x 5.
      await expect.poll(() => h.sidebar.textContent('#peak-headline')).toBe('68 fleet points');
      await fitsWidth(h.sidebar);
      // A ship the opponent does not have cannot be picked, and a wrong token count is answered in place.
      await h.sidebar.fill('#peak-count', '-1');
      await h.sidebar.click('#peak-calc');
      await expect.poll(() => h.sidebar.textContent('#peak-result.error')).toContain('Critical Hit Tokens');
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('a refusal that is no sheet problem reads as one line, with no problems list: a late entry into a started arrow/target schedule', async () => {
    const h = await openPlayground(browser(), { demo: 'arrow-target' });
    try {
      await h.sidebar.fill('#player-name', 'Zed Late');
      await h.sidebar.click('#add-player');
      await h.sidebar.waitForSelector('#message.error');
      expect(await h.sidebar.textContent('#message')).toMatch(/^Nothing was changed\. Zed Late cannot join/);
      expect(await h.sidebar.$('#errors')).toBeNull();
    } finally {
      await h.close();
    }
  });

  it('round and player actions: Results missing goes to its row, Pair anyway and Re-pair ask first, late entry, drop and reinstate, Refresh, sharing explained, the version', async () => {
    const h = await openPlayground(browser(), { demo: 'sealed-deck' });
    try {
      // Round 1 has results typed, so Re-pair (refused then) is not offered; Undo is.
      expect(await h.sidebar.$('#re-pair')).toBeNull();
      expect(await h.sidebar.$('#undo')).not.toBeNull();
      // The one game of round 1 without a result: its button selects its first result cell.
      await h.sidebar.click('#missing button');
      await expect.poll(() => h.page.textContent('#cell-name')).toMatch(/^Results!E\d+$/);
      await h.sidebar.click('#pair-anyway');
      expect(await h.sidebar.textContent('#confirm')).toContain('1 result of round 1 is missing');
      await h.sidebar.click('#confirm-ok');
      await expect.poll(() => h.sidebar.textContent('#round-status')).toContain('Round 2 of 3');
      await h.sidebar.click('#re-pair');
      await h.sidebar.click('#confirm-ok');
      await expect.poll(() => h.sidebar.textContent('#message')).toBe('Round 2 re-paired.');
      await h.sidebar.fill('#player-name', 'Ivy Late');
      await h.sidebar.click('#add-player');
      await expect.poll(() => h.sidebar.textContent('#players')).toContain('9 active players');
      // The name is picked from the Players tab's list (a datalist: typing a new one still works).
      const listed = await h.sidebar.$$eval('#player-list option', (os) =>
        os.map((o) => `${o.getAttribute('value')} (${o.textContent})`),
      );
      expect(listed).toContain('Ben Okafor (active)');
      expect(listed).toContain('Ivy Late (active)');
      expect(await h.sidebar.getAttribute('#player-name', 'list')).toBe('player-list');
      await h.sidebar.fill('#player-name', 'Ben Okafor');
      await h.sidebar.click('#drop');
      await expect.poll(() => h.sidebar.textContent('#players')).toContain('8 active players, 1 dropped');
      await h.sidebar.fill('#player-name', 'Ben Okafor');
      await h.sidebar.click('#reinstate');
      await expect.poll(() => h.sidebar.textContent('#players')).toContain('9 active players');
      await expect
        .poll(async () => (await tabText(h.page, 'Players')).find((r) => r[0] === 'Ben Okafor')?.[1])
        .toBe('active');
      expect((await tabText(h.page, 'Players')).map((r) => r[0])).toContain('Ivy Late');
      // A name typed on the sheet from elsewhere (here the API): Refresh reads it.
      await post(`${h.pg.url}/api/cell`, { tab: 'Players', a1: 'A12', value: 'Walk In' });
      await h.sidebar.click('#refresh');
      await expect.poll(() => h.sidebar.textContent('#players')).toContain('10 active players');
      await h.sidebar.click('#share summary');
      expect(await h.sidebar.textContent('#share')).toContain('Publish to web');
      // The About line names the installed version.
      await expect.poll(() => h.sidebar.textContent('#about')).toMatch(/^Tourney Desk \d+\.\d+\.\d+/);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});

describe('Export: the FIDE TRF of a chess event', () => {
  /** Four players of the chess preset, round 1 paired and played (1-0, ½-½), round 2 paired and waiting. */
  async function chessEvent(url: string): Promise<void> {
    const call = async (name: string, ...args: unknown[]) => {
      const r = await post(`${url}/api/call`, { name, args });
      expect(r.ok, r.error).toBe(true);
      return r.value as { ok: boolean };
    };
    const setup = {
      format: 'any-game',
      name: 'Thursday chess',
      date: '2026-12-05',
      seed: 'e2e',
      preset: 'chess',
    };
    expect((await call('setupEvent', setup)).ok).toBe(true);
    await post(`${url}/api/cell`, { tab: 'Players', a1: 'A2', value: [['Ann'], ['Bob'], ['Cy'], ['Dee']] });
    expect((await call('pairNextRound', {})).ok).toBe(true);
    await post(`${url}/api/cell`, { tab: 'Results', a1: 'H2', value: [['1-0'], ['½-½']] });
    expect((await call('pairNextRound', {})).ok).toBe(true);
  }

  it('the FIDE TRF button downloads the finished rounds as TRF16, and is offered only for a chess event', async () => {
    const h = await openPlayground(browser(), { prepare: chessEvent });
    try {
      await h.sidebar.waitForSelector('#export-trf');
      const [download] = await Promise.all([h.page.waitForEvent('download'), h.sidebar.click('#export-trf')]);
      expect(download.suggestedFilename()).toBe('thursday-chess.trf');
      const chunks: Buffer[] = [];
      for await (const c of await download.createReadStream()) chunks.push(Buffer.from(c as Buffer));
      const trf = readTrf(Buffer.concat(chunks).toString('utf8'));
      expect(trf.headers['012']).toBe('Thursday chess');
      expect(trf.headers['042']).toBe('2026/12/05');
      expect(trf.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
      // Round 2 waits for its results: the file reports round 1, one game won and one drawn.
      expect(trf.players.every((p) => p.rounds.length === 1)).toBe(true);
      expect(trf.players.map((p) => p.rounds[0].result).sort()).toEqual(['0', '1', '=', '=']);
      expect(await h.sidebar.textContent('#export-links')).toContain(
        'Rounds 1 to 1: round 2 still has games without a result.',
      );
    } finally {
      await h.close();
    }
    // A Magic event has no TRF to offer: the button is not there.
    const magic = await openPlayground(browser(), { demo: 'any-game' });
    try {
      await magic.sidebar.waitForSelector('#export-standings');
      expect(await magic.sidebar.$('#export-trf')).toBeNull();
    } finally {
      await magic.close();
    }
  });
});
