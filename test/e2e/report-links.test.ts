// Players' pre-filled report links in Chromium, against the playground's emulated add-on: an event with
// a linked form connected; the organizer pastes the form's pre-filled link in the sidebar at Google's
// 300 px, prints the round's report codes, and the hall screen shows the form's QR code. Every QR code
// is read back with jsQR and compared with the link this test makes itself from the template.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkFormTab } from '../../local/emulator';
import type { ActionResult, EventState } from '../../src/shared/types';
import { expectFits, type Harness, openDialog, openPlayground, useBrowser } from './browser';
import { decodeQr } from './qr';

const browser = useBrowser();

const TAB = 'Form Responses 1';
const FORM = 'https://docs.google.com/forms/d/e/emulated-Form-Responses-1/viewform';
/** What Google Forms gives for "Get pre-filled link" answered ROUND, TABLE and NAME. */
const TEMPLATE = `${FORM}?usp=pp_url&entry.1000001=ROUND&entry.1000002=TABLE&entry.1000003=NAME`;
/** Names a link must carry encoded: spaces, an accent, an apostrophe, an ampersand, a plus. */
const NAMES = ['Ann Archer', 'Bob', 'Chloé Dubois', "Dan O'Neil", 'Eve & Fay', 'Gus+Hal', 'Ida', 'Jo Ng'];

/** The pre-filled link of one player, made here from the template as Google Forms reads its query. */
function expectedLink(round: number, table: string, name: string): string {
  return TEMPLATE.replace('ROUND', String(round))
    .replace('TABLE', encodeURIComponent(table))
    .replace('NAME', encodeURIComponent(name));
}

/**
 * A sealed-deck event with round 1 paired and a linked form's responses tab connected, set up through
 * the playground's emulated add-on; the page is loaded again, as the organizer reopening it would.
 */
async function connectedEvent(width = 1400, height = 900): Promise<Harness> {
  const h = await openPlayground(browser(), { width, height });
  const s = h.pg.session();
  const ok = (r: unknown) => expect((r as ActionResult).ok, (r as ActionResult).message).toBe(true);
  ok(s.call('setupEvent', [{ format: 'sealed-deck', name: 'Links night', rounds: 3, seed: 'links' }]));
  s.type(
    'Players',
    'A2',
    NAMES.map((n) => [n]),
  );
  ok(s.call('pairNextRound', [{}]));
  linkFormTab(s.emu, TAB, ['Round', 'Table', 'Your name', 'Player points', 'Opponent points']);
  ok(s.call('connectReportForm', [{ tab: TAB }]));
  await h.page.reload();
  const sidebar = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
  if (!sidebar) throw new Error('no sidebar');
  await sidebar.waitForSelector('#report-link');
  return { ...h, sidebar };
}

/** Round 1's games on Results, by table: the two players as typed on Players. */
function round1Tables(h: Harness): { table: string; players: string[] }[] {
  const results = h.pg.session().emu.saveWorkbook().tabs.Results.values;
  return results
    .filter((r) => r[0] === 1 && r[3] !== 'BYE')
    .map((r) => ({ table: String(r[1]), players: [String(r[2]), String(r[3])] }));
}

/** The options each setReportLink call carried, as the sidebar sent them. */
function setReportLinkCalls(h: Harness): unknown[] {
  const sent: unknown[] = [];
  h.page.on('request', (r) => {
    if (!r.url().endsWith('/api/call')) return;
    const body = r.postDataJSON() as { name: string; args: unknown[] };
    if (body.name === 'setReportLink') sent.push(body.args[0]);
  });
  return sent;
}

/** The line under the field: whether a pre-filled link is set. */
async function linkStatus(sidebar: Frame): Promise<string> {
  return (await sidebar.textContent('#report-link-status')) ?? '';
}

describe('pre-filled report links', () => {
  it('the paste field fits 300 px; a bad link shows its problem, a good one is saved with what the sidebar showed', async () => {
    const h = await connectedEvent();
    try {
      const { sidebar } = h;
      const sent = setReportLinkCalls(h);
      await expectFits(sidebar, '#report-queue');
      expect(await linkStatus(sidebar)).toMatch(/^No pre-filled link yet/);
      // With no link yet, how to make one is open: answer ROUND, TABLE and NAME.
      expect(await sidebar.isVisible('#report-link-steps ol')).toBe(true);
      const steps = (await sidebar.textContent('#report-link-steps')) ?? '';
      for (const word of ['Get pre-filled link', 'ROUND', 'TABLE', 'NAME']) expect(steps).toContain(word);

      // A link that is not the form's pre-filled link: refused with its problem, nothing kept.
      await sidebar.fill('#report-link', `${FORM}?usp=pp_url&entry.1000001=ROUND`);
      await sidebar.click('#report-link-save');
      await sidebar.waitForSelector('#message.error');
      // The server's own words (src/sheets/reports/link-template.ts), in the sidebar's problem list.
      const problems = (await sidebar.textContent('#problems')) ?? '';
      expect(problems).toContain('The link has no answer TABLE.');
      expect(problems).toContain('The link has no answer NAME.');
      expect(await linkStatus(sidebar)).toMatch(/^No pre-filled link yet/);
      // A long link in the field scrolls inside it: the section still fits.
      await expectFits(sidebar, '#report-queue');

      await sidebar.fill('#report-link', TEMPLATE);
      await sidebar.click('#report-link-save');
      await sidebar.waitForSelector('#message.ok');
      await expect.poll(() => linkStatus(sidebar)).toMatch(/^A pre-filled link is set/);
      expect(sent).toEqual([
        {
          link: `${FORM}?usp=pp_url&entry.1000001=ROUND`,
          seen: { round: 1, fingerprint: expect.any(String) },
        },
        { link: TEMPLATE, seen: { round: 1, fingerprint: expect.any(String) } },
      ]);
      const shown = h.pg.session().call('getEventState', []) as EventState;
      // Kept (in the server's own spelling), and shown as pasted, so Save again keeps the same link.
      expect(shown.reports?.linkTemplate).toEqual(
        expect.stringMatching(/^https:\/\/docs\.google\.com\/forms\//),
      );
      expect(await sidebar.inputValue('#report-link')).toBe(TEMPLATE);
      await expectFits(sidebar, '#report-queue');

      // An empty link removes it.
      await sidebar.fill('#report-link', '');
      await sidebar.click('#report-link-save');
      await expect.poll(() => linkStatus(sidebar)).toMatch(/^No pre-filled link yet/);
    } finally {
      await h.close();
    }
  });

  it("Print report codes: a card per table, each player's QR code is exactly their pre-filled link", async () => {
    const h = await connectedEvent(1400, 1000);
    try {
      const saved = h.pg.session().call('setReportLink', [{ link: TEMPLATE }]) as ActionResult;
      expect(saved.ok, saved.message).toBe(true);
      const codes = await openDialog(h, '#report-codes', '.code-card');
      expect(await codes.textContent('#codes-title')).toBe('Round 1: report your result');
      const expected = round1Tables(h);
      expect(expected.length).toBe(NAMES.length / 2);
      const cards = await codes.$$('.code-card');
      expect(cards).toHaveLength(expected.length);
      for (const [i, card] of cards.entries()) {
        const { table, players } = expected[i];
        expect(await card.$eval('h2', (e) => e.textContent)).toBe(`Table ${table} \u00b7 Round 1`);
        const figures = await card.$$('.code-player');
        expect(await Promise.all(figures.map((f) => f.$eval('figcaption', (e) => e.textContent)))).toEqual(
          players,
        );
        for (const [j, figure] of figures.entries()) {
          const svg = await figure.$('svg');
          if (!svg) throw new Error(`table ${table}: no QR code for ${players[j]}`);
          expect(await decodeQr(svg)).toBe(expectedLink(1, table, players[j]));
        }
      }
      // Print asks the browser to print the dialog's page.
      await codes.evaluate(() => {
        (window as { printed?: boolean }).printed = false;
        window.print = () => {
          (window as { printed?: boolean }).printed = true;
        };
      });
      await codes.click('#codes-print');
      expect(await codes.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
      // On paper: a card is one unbreakable block, the Print button is not printed.
      await codes.page().emulateMedia({ media: 'print' });
      const printed = await codes.evaluate(() => {
        const card = getComputedStyle(document.querySelector('.code-card') as Element);
        return {
          display: card.display,
          breakInside: card.breakInside,
          print: getComputedStyle(document.getElementById('codes-print') as Element).display,
          hidden: getComputedStyle(document.querySelector('.code-name') as Element).visibility,
        };
      });
      expect(printed).toEqual({
        display: 'inline-block',
        breakInside: 'avoid',
        print: 'none',
        hidden: 'visible',
      });
    } finally {
      await h.close();
    }
  });

  it('Print report codes without a pre-filled link says why instead of cards', async () => {
    const h = await connectedEvent();
    try {
      const links = h.pg.session().call('getReportLinks', []) as { ok: boolean; message: string };
      expect(links.ok).toBe(false);
      const codes = await openDialog(h, '#report-codes', '#codes-message');
      expect(await codes.textContent('#codes-message')).toBe(links.message);
      expect(await codes.$('.code-card')).toBeNull();
    } finally {
      await h.close();
    }
  });

  it('the hall screen shows the QR code of the form players open, beside the clock', async () => {
    const h = await connectedEvent();
    try {
      const formLink = (h.pg.session().call('getEventState', []) as EventState).reports?.formLink;
      expect(formLink).toBeTruthy();
      const hall = await openDialog(h, '#timer-hall', '#hall-report svg');
      expect(await hall.textContent('#hall-report')).toBe('Report your result');
      const svg = await hall.$('#hall-report svg');
      if (!svg) throw new Error('no QR code on the hall screen');
      expect(await decodeQr(svg)).toBe(formLink);
      // Beside the clock, not over it or the games.
      const [qr, clock, games] = await Promise.all(
        ['#hall-report', '#hall-clock', '#hall-games'].map((s) =>
          hall.$eval(s, (e) => e.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(qr.left).toBeGreaterThanOrEqual(clock.right);
      expect(qr.bottom).toBeLessThanOrEqual(games.top);
    } finally {
      await h.close();
    }
  });
});
