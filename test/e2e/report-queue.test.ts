// The Players' reports section of the real sidebar bundle at Google's 300 px, against a fake server:
// the event is a real one read from the playground, with a hand-made report queue added (the matching
// of reports is tested where it is built). Every google.script.run call the sidebar makes is recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startPlayground } from '../../local/playground/server';
import type { EventState, ReportQueue } from '../../src/shared/types';
import { expectFits, useBrowser } from './browser';

const browser = useBrowser();

const LONG = 'Bartholomew-Maximilian-Fitzgerald-Worthington-Smythe';
const AT = '2026-12-05T10:20:00.000Z';

const QUEUE: ReportQueue = {
  tab: 'Form Responses 1',
  formUrl: 'https://docs.google.com/forms/d/e/x/viewform',
  linkTemplate: null,
  formLink: 'https://docs.google.com/forms/d/e/x/viewform',
  autoAccept: false,
  acceptSingle: true,
  counts: { agreed: 1, waiting: 1, disputed: 1, conflicts: 1, refused: 1, drops: 1 },
  games: [
    {
      id: 'r1t1',
      round: 1,
      table: '1',
      players: [LONG, 'Bob'],
      status: 'agreed',
      reports: [
        {
          row: 2,
          at: AT,
          reporter: LONG,
          values: { 'Player points': '20', 'Opponent points': '9' },
          said: 'Player points 20 · Opponent points 9',
        },
        {
          row: 3,
          at: AT,
          reporter: 'Bob',
          values: { 'Player points': '9', 'Opponent points': '20' },
          said: 'Player points 9 · Opponent points 20',
        },
      ],
      result: { 'Player points': '20', 'Opponent points': '9', 'How it ended': 'Win' },
    },
    {
      id: 'r1t2',
      round: 1,
      table: '2',
      players: ['Cy', 'Dee'],
      status: 'disputed',
      reports: [
        {
          row: 4,
          at: AT,
          reporter: 'Cy',
          values: { 'Player points': '15', 'Opponent points': '12', 'How it ended': `Win ${LONG}` },
          said: `Your points 15 · Your opponent's points 12 · How it ended Win ${LONG}`,
        },
        {
          row: 5,
          at: AT,
          reporter: 'Dee',
          values: { 'Player points': '15', 'Opponent points': '14', 'How it ended': `Win ${LONG}` },
          said: `Your points 14 · Your opponent's points 15 · How it ended Win ${LONG}`,
        },
      ],
      note: 'The reports differ on Opponent points.',
    },
    {
      id: 'r1t3',
      round: 1,
      table: '3',
      players: ['Eve', 'Fay'],
      status: 'waiting-for-opponent',
      reports: [
        {
          row: 6,
          at: AT,
          reporter: 'Eve',
          values: { 'Player points': '3', 'Opponent points': '1' },
          said: 'Player points 3 · Opponent points 1',
        },
      ],
      result: { 'Player points': '3', 'Opponent points': '1' },
    },
    {
      id: 'r1t4',
      round: 1,
      table: '4',
      players: ['Gus', 'Hal'],
      status: 'conflict',
      reports: [
        { row: 7, at: AT, reporter: 'Gus', values: { 'Player points': '8' }, said: 'Player points 8' },
      ],
      note: 'Results already has 7 for this game: the report never overwrites it.',
    },
  ],
  refused: [
    {
      row: 8,
      at: AT,
      reporter: LONG,
      round: '1',
      table: '9',
      code: 'no-game',
      reason: 'Round 1 has no table 9.',
    },
  ],
  drops: [{ id: `drop:${AT}|hal`, row: 9, at: AT, player: 'Hal', round: '1', table: '4' }],
};

interface Sidebar {
  page: Page;
  calls: { name: string; args: unknown[] }[];
  state(): EventState;
  /** What getEventState answers from now on. */
  setState(next: EventState): void;
  /** What getReportTabs answers: the tabs a form writes to (a form linked later is pushed here). */
  reportTabs: { name: string; formUrl: string }[];
  close(): Promise<void>;
}

/**
 * The real dist/Sidebar.html served by the playground, in a 300 px page whose calls are answered here:
 * getEventState with `state`, the reporting actions with a success carrying it, the rest by the
 * playground's emulated add-on.
 */
async function openSidebar(state: (base: EventState) => EventState): Promise<Sidebar> {
  const dir = mkdtempSync(join(tmpdir(), 'tourney-reports-'));
  const pg = await startPlayground({ port: 0, workbookPath: join(dir, 'e2e.workbook.json') });
  const s = pg.session();
  s.call('setupEvent', [{ format: 'sealed-deck', name: `Reports ${LONG}`, rounds: 3, seed: 'q' }]);
  s.type('Players', 'A2', [[LONG], ['Bob'], ['Cy'], ['Dee'], ['Eve'], ['Fay'], ['Gus'], ['Hal']]);
  s.call('pairNextRound', [{}]);
  let shown = state(s.call('getEventState', []) as EventState);
  const calls: Sidebar['calls'] = [];
  const reportTabs = [{ name: 'Form Responses 1', formUrl: QUEUE.formUrl }];
  const page = await browser().newPage({ viewport: { width: 300, height: 800 } });
  await page.clock.install();
  await page.route('**/api/call', async (route) => {
    const { name, args } = route.request().postDataJSON() as { name: string; args: unknown[] };
    calls.push({ name, args });
    const reporting = [
      'acceptReports',
      'rejectReport',
      'dismissReports',
      'acceptDropRequest',
      'connectReportForm',
    ].includes(name);
    const value =
      name === 'getEventState'
        ? shown
        : name === 'getReportTabs'
          ? reportTabs
          : reporting
            ? { ok: true, message: `${name} done`, problems: [], warnings: [], state: shown }
            : s.call(name, args);
    await route.fulfill({ json: { ok: true, value: value ?? null } });
  });
  await page.goto(`${pg.url}/sidebar`);
  await page.waitForSelector('#dashboard');
  return {
    page,
    calls,
    state: () => shown,
    setState: (next) => {
      shown = next;
    },
    reportTabs,
    async close() {
      await page.close();
      await pg.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sent = (sb: Sidebar, name: string) => sb.calls.filter((c) => c.name === name).map((c) => c.args);

describe('Players\u2019 reports in the sidebar at 300 px', () => {
  it('shows the counts, each game, a dispute side by side with each version to accept, the refused reports and a request to drop; Accept sends the id, Reject needs a reason', async () => {
    const sb = await openSidebar((base) => ({ ...base, reports: QUEUE }));
    try {
      const { page } = sb;
      const seen = { round: 1, fingerprint: expect.any(String) };
      await page.waitForSelector('#report-queue');
      expect(await page.textContent('#report-counts')).toBe(
        '1 agreed · 1 waiting · 1 disputed · 1 conflict · 1 refused · 1 asking to drop',
      );
      await expectFits(page, '#report-queue');
      // The agreed and the waiting game can be accepted; the dispute and the conflict cannot.
      expect(await page.isVisible('#report-accept-r1t1')).toBe(true);
      expect(await page.isVisible('#report-accept-r1t3')).toBe(true);
      expect(await page.$('#report-accept-r1t2')).toBeNull();
      expect(await page.$('#report-accept-r1t4')).toBeNull();
      // The dispute: both reporters, field by field, only the differing field marked.
      const rows = await page.$$eval('#report-compare-r1t2 tr', (trs) =>
        trs.map((tr) => ({ cells: [...tr.children].map((c) => c.textContent), differs: tr.className })),
      );
      expect(rows[0].cells).toEqual(['', 'Cy', 'Dee']);
      expect(rows.filter((r) => r.differs === 'differs').map((r) => r.cells)).toEqual([
        ['\u2260 Opponent points', '12', '14'],
      ]);
      // And each player's version in the words they answered the form with.
      expect(await page.$$eval('#report-said-r1t2 li', (lis) => lis.map((li) => li.textContent))).toEqual([
        `Cy: Your points 15 · Your opponent's points 12 · How it ended Win ${LONG}`,
        `Dee: Your points 14 · Your opponent's points 15 · How it ended Win ${LONG}`,
      ]);
      // A conflict has nothing to accept: what was reported, and by whom, is shown.
      expect(await page.textContent('#report-game-r1t4')).toContain('Reported by Gus');
      expect(await page.getAttribute('#report-form-link', 'href')).toBe(QUEUE.formUrl);
      expect(await page.textContent('#report-refused')).toContain('Round 1 has no table 9.');
      expect(await page.textContent('#report-refused')).toContain(LONG);

      await page.click('#report-accept-r1t1');
      await expect.poll(() => page.textContent('#message')).toContain('acceptReports done');
      expect(sent(sb, 'acceptReports')).toEqual([[{ ids: ['r1t1'], seen }]]);
      await page.click('#report-accept-all');
      await expect.poll(() => sent(sb, 'acceptReports').length).toBe(2);
      expect(sent(sb, 'acceptReports')[1]).toEqual([{ seen }]);

      // A dispute is settled by one player's version.
      expect(await page.textContent('#report-version-r1t2-0')).toBe('Accept Cy\u2019s version');
      expect(await page.textContent('#report-version-r1t2-1')).toBe('Accept Dee\u2019s version');
      await page.click('#report-version-r1t2-1');
      await expect.poll(() => sent(sb, 'acceptReports').length).toBe(3);
      expect(sent(sb, 'acceptReports')[2]).toEqual([{ ids: ['r1t2'], version: 'Dee', seen }]);

      // Reject: disabled until a reason is typed; spaces are no reason.
      expect(await page.isDisabled('#report-reject-r1t2')).toBe(true);
      await page.fill('#report-reason-r1t2', '   ');
      expect(await page.isDisabled('#report-reject-r1t2')).toBe(true);
      await page.fill('#report-reason-r1t2', 'Both players agreed at the table: 15-12');
      expect(await page.isDisabled('#report-reject-r1t2')).toBe(false);
      await expectFits(page, '#report-queue');
      await page.click('#report-reject-r1t2');
      await expect.poll(() => sent(sb, 'rejectReport').length).toBe(1);
      expect(sent(sb, 'rejectReport')[0]).toEqual([
        { id: 'r1t2', reason: 'Both players agreed at the table: 15-12', seen },
      ]);

      // A request to drop: Drop sends its id; Reject, like a game's, needs a reason.
      expect(await page.textContent('#report-drop-0')).toContain('Hal asks to drop');
      await page.click('#report-drop-accept-0');
      await expect.poll(() => sent(sb, 'acceptDropRequest').length).toBe(1);
      expect(sent(sb, 'acceptDropRequest')[0]).toEqual([{ id: `drop:${AT}|hal`, seen }]);
      expect(await page.isDisabled('#report-drop-reject-0')).toBe(true);
      await page.fill('#report-drop-reason-0', 'Stays for the last round');
      await page.click('#report-drop-reject-0');
      await expect.poll(() => sent(sb, 'rejectReport').length).toBe(2);
      expect(sent(sb, 'rejectReport')[1]).toEqual([
        { id: `drop:${AT}|hal`, reason: 'Stays for the last round', seen },
      ]);
      await expectFits(page, '#report-queue');

      // The refused report and the conflict go together, with one reason.
      expect(await page.textContent('#report-dismiss')).toBe('Dismiss refused and conflicts (2)');
      expect(await page.isDisabled('#report-dismiss')).toBe(true);
      await page.fill('#report-dismiss-reason', 'Settled at the desk');
      await page.click('#report-dismiss');
      await expect.poll(() => sent(sb, 'dismissReports').length).toBe(1);
      expect(sent(sb, 'dismissReports')[0]).toEqual([{ reason: 'Settled at the desk', seen }]);
    } finally {
      await sb.close();
    }
  });

  it('with nothing waiting the counts line says so, and there is nothing to dismiss', async () => {
    const empty = {
      ...QUEUE,
      games: [],
      refused: [],
      drops: [],
      counts: { agreed: 0, waiting: 0, disputed: 0, conflicts: 0, refused: 0, drops: 0 },
    };
    const sb = await openSidebar((base) => ({ ...base, reports: empty }));
    try {
      const { page } = sb;
      await page.waitForSelector('#report-queue');
      expect(await page.textContent('#report-counts')).toBe('Nothing waiting: every report is decided.');
      expect(await page.$('#report-dismiss')).toBeNull();
      expect(await page.isDisabled('#report-accept-all')).toBe(true);
    } finally {
      await sb.close();
    }
  });

  it('re-reads the event by itself every 30 s while the round runs, and not while the page is hidden', async () => {
    const sb = await openSidebar((base) => ({ ...base, reports: QUEUE }));
    try {
      const { page } = sb;
      await page.waitForSelector('#report-queue');
      const reads = () => sent(sb, 'getEventState').length;
      const before = reads();
      const shown = sb.state();
      sb.setState({ ...shown, reports: { ...QUEUE, counts: { ...QUEUE.counts, agreed: 2 } } });
      await page.clock.runFor(30_000);
      await expect.poll(reads).toBe(before + 1);
      await expect.poll(() => page.textContent('#report-counts')).toContain('2 agreed');
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      });
      await page.clock.runFor(90_000);
      expect(reads()).toBe(before + 1);
    } finally {
      await sb.close();
    }
  });

  it('without a form: the questions to type, the only responses tab connected at once, Connect for the one picked among several, and no Create button in a build without Forms access', async () => {
    const sb = await openSidebar((base) => ({ ...base, reports: undefined }));
    try {
      const { page } = sb;
      // Without a form the section is one closed line near the tools; its tabs are listed once opened.
      await page.waitForSelector('#report-connect-part:not([open])');
      expect(sent(sb, 'getReportTabs')).toHaveLength(0);
      const belowPlayers = await page.$$eval(
        '#dashboard > *',
        (els) =>
          els.findIndex((e) => e.id === 'report-connect-part') > els.findIndex((e) => e.id === 'players'),
      );
      expect(belowPlayers).toBe(true);
      await page.click('#report-connect-part summary');
      // The form's questions, titled exactly as the add-on reads them, in the reporter's own words.
      const questions = await page.$$eval('#report-questions > li', (lis) => lis.map((li) => li.textContent));
      expect(questions.slice(0, 3)).toEqual([
        'Round (short answer)',
        'Table (short answer)',
        'Your name (short answer)',
      ]);
      expect(questions.slice(3, 5)).toEqual([
        'Your points (short answer)',
        "Your opponent's points (short answer)",
      ]);
      expect(questions).toContain('Winner (dropdown: You, Your opponent)');
      // The manifest asks for no Forms access, so the sidebar offers nothing a real install would refuse.
      expect(await page.$('#report-create')).toBeNull();
      // The one responses tab there is gets connected without a click.
      await expect.poll(() => sent(sb, 'connectReportForm').length).toBe(1);
      expect(sent(sb, 'connectReportForm')[0]).toEqual([
        { tab: 'Form Responses 1', seen: { round: 1, fingerprint: expect.any(String) } },
      ]);
      await expectFits(page, '#report-queue');
      // Two tabs: the organizer picks, and a tab tried once is never connected by itself again.
      sb.reportTabs.push({ name: 'Form Responses 2', formUrl: QUEUE.formUrl });
      await page.click('#report-tabs-again');
      await page.waitForSelector('#report-tab option[value="Form Responses 2"]', { state: 'attached' });
      expect(sent(sb, 'connectReportForm')).toHaveLength(1);
      await page.selectOption('#report-tab', 'Form Responses 2');
      await page.click('#report-connect');
      await expect.poll(() => sent(sb, 'connectReportForm').length).toBe(2);
      expect(sent(sb, 'connectReportForm')[1]).toEqual([
        { tab: 'Form Responses 2', seen: { round: 1, fingerprint: expect.any(String) } },
      ]);
      // No form connected: nothing is re-read by itself.
      const reads = sent(sb, 'getEventState').length;
      await page.clock.runFor(120_000);
      expect(sent(sb, 'getEventState').length).toBe(reads);
    } finally {
      await sb.close();
    }
  });

  it('a form linked while the sidebar is open: Look again lists its tab and connects it, once', async () => {
    const sb = await openSidebar((base) => ({ ...base, reports: undefined }));
    try {
      const { page } = sb;
      sb.reportTabs.splice(0);
      await page.click('#report-connect-part summary');
      // The placeholder "Looking for…" also has an empty value, so wait for the answer's own text.
      await expect.poll(() => page.textContent('#report-tab')).toBe('No form responses tab yet');
      sb.reportTabs.push({ name: 'Form Responses 1', formUrl: QUEUE.formUrl });
      await page.click('#report-tabs-again');
      await expect.poll(() => sent(sb, 'connectReportForm').length).toBe(1);
      expect(sent(sb, 'connectReportForm')[0]).toEqual([
        { tab: 'Form Responses 1', seen: { round: 1, fingerprint: expect.any(String) } },
      ]);
      // The stand-in server still answers "not connected": listing again never retries the same tab.
      const listed = sent(sb, 'getReportTabs').length;
      await page.click('#report-tabs-again');
      await expect.poll(() => sent(sb, 'getReportTabs').length).toBeGreaterThan(listed);
      await page.waitForSelector('#report-tab option[value="Form Responses 1"]', { state: 'attached' });
      expect(sent(sb, 'connectReportForm')).toHaveLength(1);
      await expectFits(page, '#report-queue');
    } finally {
      await sb.close();
    }
  });
});
