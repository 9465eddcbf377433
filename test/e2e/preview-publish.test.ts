// Preview, then publish, in Chromium at the sidebar's 300 px (docs/ARCHITECTURE.md, Preview and
// publish): in a new event (setup writes the Event option yes) the main button shows the round (tables,
// reasons, warnings), a Swap with its reason is previewed again, and Publish writes exactly that round,
// the reason in the Log. An event without the row (set up before it existed) pairs in one click. The
// "Sidebar features" table (docs/PLAYGROUND.md) cites these tests by name.
import { describe, expect, it } from 'vitest';
import { expectFits, openPlayground, useBrowser } from './browser';
import { nextActionIs } from './organizer';

const browser = useBrowser();
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];

async function post(
  url: string,
  path: string,
  body: unknown,
): Promise<{ ok: boolean; value?: unknown; error?: string }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: string };
}

/** A tab's text as the server holds it (the page's grid may still be repainting). */
async function savedTab(url: string, name: string): Promise<string[][]> {
  const book = (await (await fetch(`${url}/api/workbook`)).json()) as {
    value: { tabs: { name: string; rows: { t: string }[][] }[] };
  };
  return (book.value.tabs.find((t) => t.name === name)?.rows ?? []).map((r) => r.map((c) => c.t));
}

const OPTION = 'Preview pairings before publishing';

/** A new sealed-deck event of seven players: setup wrote "Preview pairings before publishing" yes. */
async function previewEvent(url: string): Promise<void> {
  const setup = await post(url, '/api/call', {
    name: 'setupEvent',
    args: [{ format: 'sealed-deck', name: 'Preview night', seed: 'e2e' }],
  });
  expect(setup.ok, setup.error).toBe(true);
  await post(url, '/api/cell', { tab: 'Players', a1: 'A2', value: NAMES.map((n) => [n]) });
  expect((await savedTab(url, 'Event')).find((r) => r[0] === OPTION)?.[1]).toBe('yes');
}

/** The same event as one set up before the option existed: its Event tab has no such row. */
async function oldStyleEvent(url: string): Promise<void> {
  await previewEvent(url);
  const row = (await savedTab(url, 'Event')).findIndex((r) => r[0] === OPTION) + 1;
  const r = await post(url, '/api/cell', { tab: 'Event', a1: `A${row}`, value: [['', '', '']] });
  expect(r.ok, r.error).toBe(true);
  expect((await savedTab(url, 'Event')).some((x) => x[0] === OPTION)).toBe(false);
}

describe('preview, then publish', () => {
  it('the main button previews the round at 300 px, a swap with its reason is shown, and Publish writes it', async () => {
    const h = await openPlayground(browser(), { prepare: previewEvent });
    try {
      const { sidebar } = h;
      await nextActionIs(sidebar, 'Pair round 1');
      expect(await sidebar.textContent('#next-hint')).toContain('You see the round before it is published.');
      const before = await (await fetch(`${h.pg.url}/api/workbook`)).text();
      await sidebar.click('#next-action');
      await sidebar.waitForSelector('#preview');
      // Cancel drops the preview; the main button shows it again.
      await sidebar.click('#preview-cancel');
      await sidebar.waitForSelector('#preview', { state: 'detached' });
      await sidebar.click('#next-action');
      await sidebar.waitForSelector('#preview');
      expect(await sidebar.textContent('#preview h2')).toBe('Round 1 preview');
      const tables = await sidebar.$$eval('#preview-tables li', (lis) =>
        lis.map((li) => li.textContent ?? ''),
      );
      expect(tables).toHaveLength(4);
      // The bye's table says why: its note.
      expect(tables[3]).toMatch(/^Table 4 .+ · no opponentBye$/);
      // The count agrees with the tables listed, the bye's included.
      expect(await sidebar.textContent('#preview-help')).toMatch(/^4 tables \(one with no opponent\)\. /);
      await expectFits(sidebar, '#preview');
      // Nothing was written by the preview.
      expect(await (await fetch(`${h.pg.url}/api/workbook`)).text()).toBe(before);

      // Swap the first players of tables 1 and 2, with a reason.
      const first = (await sidebar.textContent('#preview-tables li:nth-child(1) bdi')) ?? '';
      const second = (await sidebar.textContent('#preview-tables li:nth-child(2) bdi')) ?? '';
      await sidebar.selectOption('#swap-a', first);
      await sidebar.selectOption('#swap-b', second);
      // Without a reason the swap is refused, and the preview shown stays as it was.
      await sidebar.click('#swap');
      await sidebar.waitForSelector('#preview-refused');
      expect(await sidebar.textContent('#preview-refused')).toContain(
        `The swap of ${first} and ${second} has no reason.`,
      );
      expect(await sidebar.textContent('#preview-tables li:nth-child(1) bdi')).toBe(first);
      // The preview drawn again with the refusal keeps the two players picked: only the reason is missing.
      const picked = (id: string) => sidebar.$eval(id, (s) => (s as HTMLSelectElement).value);
      expect([await picked('#swap-a'), await picked('#swap-b')]).toEqual([first, second]);
      await sidebar.fill('#swap-reason', 'Brothers, asked not to sit together');
      await sidebar.click('#swap');
      await sidebar.waitForSelector('#preview-swaps');
      expect(await sidebar.$('#preview-refused')).toBeNull();
      // The swap made leaves its form empty: a second click cannot swap the two back.
      expect([
        await picked('#swap-a'),
        await picked('#swap-b'),
        await sidebar.inputValue('#swap-reason'),
      ]).toEqual(['', '', '']);
      expect(await sidebar.textContent('#preview-tables li:nth-child(1) bdi')).toBe(second);
      expect(await sidebar.textContent('#preview-tables li:nth-child(1)')).toContain(
        'Swapped: Brothers, asked not to sit together',
      );
      expect(await sidebar.textContent('#preview-swaps')).toContain(
        `Swapped ${first} and ${second}: Brothers, asked not to sit together`,
      );
      await expectFits(sidebar, '#preview');
      const shown = await sidebar.$$eval('#preview-tables li', (lis) =>
        lis.map((li) => [...li.querySelectorAll('bdi')].map((b) => b.textContent)),
      );
      expect(await (await fetch(`${h.pg.url}/api/workbook`)).text()).toBe(before);

      await sidebar.click('#publish');
      await nextActionIs(sidebar, 'Update standings');
      expect(await sidebar.$('#preview')).toBeNull();
      expect(await sidebar.textContent('#message')).toContain('Round 1 paired: 3 tables.');
      // Results holds the round as previewed, swap and all; the Log keeps the reason.
      const results = await savedTab(h.pg.url, 'Results');
      const header = results[0];
      const [a, b] = [header.indexOf('Player'), header.indexOf('Opponent')];
      expect(results.slice(1, 5).map((r) => [r[a], r[b]].filter((x) => x && x !== 'BYE'))).toEqual(shown);
      const log = (await savedTab(h.pg.url, 'Log')).map((r) => r.join(' | '));
      expect(
        log.some(
          (l) =>
            l.includes('Swap players') &&
            l.includes(`${first} and ${second} swapped tables: Brothers, asked not to sit together`),
        ),
      ).toBe(true);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('an event without the option row (set up before it existed) pairs in one click from the main button', async () => {
    const h = await openPlayground(browser(), { prepare: oldStyleEvent });
    try {
      const { sidebar } = h;
      await nextActionIs(sidebar, 'Pair round 1');
      expect(await sidebar.textContent('#next-hint')).not.toContain(
        'You see the round before it is published.',
      );
      await sidebar.click('#next-action');
      await nextActionIs(sidebar, 'Update standings');
      expect(await sidebar.$('#preview')).toBeNull();
      expect(await sidebar.textContent('#message')).toContain('Round 1 paired: 3 tables.');
      expect((await savedTab(h.pg.url, 'Results')).filter((r) => r[0] === '1')).toHaveLength(4);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
