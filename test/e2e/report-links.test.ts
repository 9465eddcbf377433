// Players' pre-filled report links in Chromium, against the playground's emulated add-on: an event with
// a linked form connected; the organizer pastes the form's pre-filled link in the sidebar at Google's
// 300 px, prints the round's slips with report codes (the Slips tab's own slips, each player's code
// beside their name), and the hall screen shows the form's QR code. Every QR code is read back with jsQR
// and compared with the link this test makes itself from the template.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkFormTab } from '../../local/emulator';
import type { Format } from '../../src/engine/format';
import { getFormat } from '../../src/engine/formats/registry';
import { slipHeight } from '../../src/engine/slips';
import type { ActionResult, EventState } from '../../src/shared/types';
import { reportQuestions } from '../../src/sheets/reports/questions';
import { slipRowsOfTab } from '../support/slips-tab';
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

type SlipFormat = 'sealed-deck' | 'full-thrust';

/**
 * An event with round 1 paired and a linked form's responses tab connected, set up through the
 * playground's emulated add-on; the page is loaded again, as the organizer reopening it would. Sealed
 * deck has all eight players; Full Thrust seven, with "Judge plays" for the odd one: one game is
 * against a judge, a slip with one side and no links.
 */
async function connectedEvent(
  width = 1400,
  height = 900,
  format: SlipFormat = 'sealed-deck',
): Promise<Harness> {
  const h = await openPlayground(browser(), { width, height });
  const s = h.pg.session();
  const ok = (r: unknown) => expect((r as ActionResult).ok, (r as ActionResult).message).toBe(true);
  const ft = format === 'full-thrust';
  const options = {
    format,
    name: 'Links night',
    rounds: 3,
    seed: 'links',
    ...(ft ? { oddMethod: 'judge' } : {}),
  };
  ok(s.call('setupEvent', [options]));
  s.type('Players', 'A2', ft ? NAMES.slice(0, 7).map((n) => [n, 'active', 1500]) : NAMES.map((n) => [n]));
  ok(s.call('pairNextRound', [{}]));
  linkFormTab(
    s.emu,
    TAB,
    reportQuestions(getFormat(format) as Format).map((q) => q.title),
  );
  ok(s.call('connectReportForm', [{ tab: TAB }]));
  await h.page.reload();
  const sidebar = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
  if (!sidebar) throw new Error('no sidebar');
  await sidebar.waitForSelector('#report-link');
  return { ...h, sidebar };
}

/** The Slips tab's slips as the emulator holds them, each slip's rows as text without its gap row. */
function tabSlips(h: Harness, format: SlipFormat, linked: boolean): string[][][] {
  const tab = h.pg.session().emu.tabValues('Slips') ?? [];
  return slipRowsOfTab(
    tab,
    slipHeight(getFormat(format) as Format, linked ? { reportLinkTemplate: 'set' } : {}),
  );
}

/** Every slip on the Print slips page, each row's cells' text as shown. */
async function pageSlips(codes: Frame): Promise<string[][][]> {
  return codes.$$eval('.slip', (slips) =>
    slips.map((slip) =>
      [...slip.querySelectorAll('tr')].map((tr) =>
        [...tr.cells].map((td) => td.querySelector('.slip-text')?.textContent ?? ''),
      ),
    ),
  );
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

/**
 * On paper: each slip one unbreakable block, the Print button not printed; printed to an A4 and a
 * Letter PDF, the pages are as many as whole slips need (a slip starts a page when the rest of the one
 * before cannot hold it), fewer than the slips: several to a page, none split.
 */
async function expectPrintsWhole(h: Harness, codes: Frame, count: number): Promise<void> {
  // The dialog's page on its own, as the browser prints it (the playground's page is left for it).
  const page = h.page;
  await page.goto(codes.url());
  await page.waitForSelector('.slip');
  await page.emulateMedia({ media: 'print' });
  // Each paper less 1 cm margins, in mm.
  const papers = [
    { format: 'A4', width: 190, height: 277 },
    { format: 'Letter', width: 195.9, height: 259.4 },
  ];
  for (const paper of papers) {
    const [widthPx, heightPx] = [paper.width, paper.height].map((mm) => (mm / 25.4) * 96);
    await page.setViewportSize({ width: Math.floor(widthPx), height: Math.floor(heightPx) });
    const printed = await page.evaluate(() => {
      const slips = [...document.querySelectorAll('.slip')];
      const style = (e: Element) => getComputedStyle(e);
      return {
        blocks: [...new Set(slips.map((e) => `${style(e).display} ${style(e).breakInside}`))],
        print: style(document.getElementById('codes-print') as Element).display,
        boxes: slips.map((e) => {
          const r = e.getBoundingClientRect();
          return {
            top: r.top + window.scrollY,
            height: r.height,
            gap: Number.parseFloat(style(e).marginBottom),
          };
        }),
      };
    });
    expect(printed.blocks).toEqual(['inline-block avoid']);
    expect(printed.print).toBe('none');
    // Whole slips to a page, as Chromium lays out unbreakable blocks: a slip that does not fit the rest
    // of the page starts the next one.
    let pages = 1;
    let y = printed.boxes[0].top;
    for (const box of printed.boxes) {
      expect(box.height).toBeLessThan(heightPx);
      if (y + box.height > heightPx) {
        pages++;
        y = 0;
      }
      y += box.height + box.gap;
    }
    const pdf = await page.pdf({
      format: paper.format,
      margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' },
    });
    const pdfPages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pdfPages, paper.format).toBe(pages);
    expect(pdfPages, paper.format).toBeLessThan(count);
  }
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

  for (const format of ['sealed-deck', 'full-thrust'] as const)
    it(`Print slips (${format}): each slip is the Slips tab's, each player's QR code beside their name is exactly their pre-filled link, no slip splits across a printed page`, async () => {
      const h = await connectedEvent(1400, 1000, format);
      try {
        const saved = h.pg.session().call('setReportLink', [{ link: TEMPLATE }]) as ActionResult;
        expect(saved.ok, saved.message).toBe(true);
        const codes = await openDialog(h, '#report-codes', '.slip');
        expect(await codes.textContent('#codes-title')).toBe('Round 1: match slips');
        expect(await codes.textContent('#codes-note')).toMatch(/^Scan the code beside your name/);
        // Row for row, cell for cell, the slips of the Slips tab (which the server wrote with the link).
        const tab = tabSlips(h, format, true);
        expect(tab.length).toBe(4);
        const shown = await pageSlips(codes);
        expect(shown).toEqual(tab);
        const slips = await codes.$$('.slip');
        let judged = 0;
        for (const [i, slip] of slips.entries()) {
          const [title, a, b] = tab[i][0];
          const table = title.replace(/^Round 1 · Table /, '');
          const names = await slip.$$('tr.slip-title td.slip-name');
          const judge = tab[i].every((r) => r[0] !== 'Report online');
          if (judge) {
            // A judge game (Full Thrust): the organizer enters it, so no code is drawn.
            judged++;
            expect(names).toHaveLength(0);
            expect(await slip.$('svg')).toBeNull();
            continue;
          }
          expect(names).toHaveLength(2);
          for (const [j, name] of [a, b].entries()) {
            const cell = names[j];
            expect(await cell.$eval('.slip-text', (e) => e.textContent)).toBe(name);
            const svg = await cell.$('svg');
            if (!svg) throw new Error(`table ${table}: no QR code for ${name}`);
            expect(await decodeQr(svg)).toBe(expectedLink(1, table, name));
          }
          // The link text, small, on the Report online row under each player's column.
          const small = await slip.$$eval('td.slip-link', (tds) => tds.map((td) => td.textContent));
          expect(small).toEqual([expectedLink(1, table, a), expectedLink(1, table, b)]);
        }
        expect(judged).toBe(format === 'full-thrust' ? 1 : 0);

        // Print asks the browser to print the dialog's page.
        await codes.evaluate(() => {
          (window as { printed?: boolean }).printed = false;
          window.print = () => {
            (window as { printed?: boolean }).printed = true;
          };
        });
        await codes.click('#codes-print');
        expect(await codes.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
        await expectPrintsWhole(h, codes, slips.length);
      } finally {
        await h.close();
      }
    });

  it('Print slips without a pre-filled link prints the slips, without codes, and says how to add the links', async () => {
    const h = await connectedEvent();
    try {
      const links = h.pg.session().call('getReportLinks', []) as { ok: boolean; message: string };
      expect(links.ok).toBe(false);
      expect(links.message).toContain('Get pre-filled link');
      const codes = await openDialog(h, '#report-codes', '.slip');
      expect(await codes.textContent('#codes-note')).toBe(links.message);
      expect(await pageSlips(codes)).toEqual(tabSlips(h, 'sealed-deck', false));
      expect(await codes.$('.slip svg')).toBeNull();
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
