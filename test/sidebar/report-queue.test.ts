// @vitest-environment happy-dom
// The report queue as the sidebar draws it (src/sidebar/report-queue.ts), in a DOM without a browser:
// which buttons each game offers, what they send, and the counts line. Chromium drives the same section
// against the playground in test/e2e/report-queue.test.ts.
import { describe, expect, it } from 'vitest';
import type { EventState, ReportedGame, ReportQueue } from '../../src/shared/types';
import { reportConnectSection, reportQueueSection } from '../../src/sidebar/report-queue';
import { type Actions, ui } from '../../src/sidebar/ui-state';

function queue(over: Partial<ReportQueue>): ReportQueue {
  return {
    tab: 'Form responses 1',
    formUrl: '',
    linkTemplate: null,
    formLink: null,
    autoAccept: false,
    acceptSingle: false,
    counts: { agreed: 0, waiting: 0, disputed: 0, conflicts: 0, refused: 0, drops: 0 },
    games: [],
    refused: [],
    drops: [],
    ...over,
  };
}

const state = (reports: ReportQueue) =>
  ({ ready: true, format: 'sealed-deck', reports }) as unknown as EventState;

/** Actions that record what the section sends. */
function recorder() {
  const sent: unknown[][] = [];
  const actions = {
    act: async (...args: unknown[]) => {
      sent.push(args);
    },
    refresh: async () => {},
    rerender: () => {},
    preview: async () => {},
  } as unknown as Actions;
  return { sent, actions };
}

const report = (reporter: string, points: string, said: string) => ({
  row: 2,
  at: '2026-12-05T10:00:00.000Z',
  reporter,
  values: { 'Player points': points, Winner: 'Player' },
  said,
});

const disputed: ReportedGame = {
  id: 'r1t1',
  round: 1,
  table: '1',
  players: ['Ann', 'Bob'],
  status: 'disputed',
  reports: [
    report('Bob', '40', 'Your points 40 · Winner You'),
    report('Ann', '100', 'Your points 100 · Winner You'),
  ],
  mirrored: true,
};

const agreed: ReportedGame = {
  id: 'r1t2',
  round: 1,
  table: '2',
  players: ['Cy', 'Dee'],
  status: 'agreed',
  reports: [report('Cy', '100', ''), report('Dee', '100', '')],
  result: { 'Player points': '100', Winner: 'Player' },
};

describe('the report queue in the sidebar', () => {
  it('nothing waiting reads so; Accept all agreed is off', () => {
    const section = reportQueueSection(state(queue({})), recorder().actions) as HTMLElement;
    expect(section.querySelector('#report-counts')?.textContent).toBe(
      'Nothing waiting: every report is decided.',
    );
    expect((section.querySelector('#report-accept-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an agreed game shows the cells Accept writes and sends its id; Accept all sends every agreed one', () => {
    const { sent, actions } = recorder();
    const q = queue({
      games: [agreed],
      counts: { agreed: 1, waiting: 0, disputed: 0, conflicts: 0, refused: 0, drops: 0 },
    });
    const section = reportQueueSection(state(q), actions) as HTMLElement;
    const item = section.querySelector('#report-game-r1t2') as HTMLElement;
    expect(item.querySelector('.report-result')?.textContent).toContain('Player points100');
    (item.querySelector('#report-accept-r1t2') as HTMLButtonElement).click();
    (section.querySelector('#report-accept-all') as HTMLButtonElement).click();
    expect(sent).toEqual([
      ['acceptReports', { ids: ['r1t2'] }],
      ['acceptReports', {}],
    ]);
    expect(section.querySelector('#report-accept-all')?.textContent).toBe('Accept all agreed (1)');
  });

  it("a mirrored dispute: both versions in the players' words, the differing field marked in words, the first player's version offered first", () => {
    const { sent, actions } = recorder();
    const q = queue({
      games: [disputed],
      counts: { agreed: 0, waiting: 0, disputed: 1, conflicts: 0, refused: 0, drops: 0 },
    });
    const section = reportQueueSection(state(q), actions) as HTMLElement;
    const item = section.querySelector('#report-game-r1t1') as HTMLElement;
    expect(item.querySelector('#report-accept-r1t1')).toBeNull();
    expect(item.querySelector('#report-said-r1t1')?.textContent).toContain(
      'Ann: Your points 100 · Winner You',
    );
    const marked = [...item.querySelectorAll('#report-compare-r1t1 tr.differs td:first-child')].map(
      (td) => td.textContent,
    );
    expect(marked).toEqual(['\u2260 Player points']);
    const first = item.querySelector('#report-version-r1t1-0') as HTMLButtonElement;
    expect(first.textContent).toBe('Accept Ann\u2019s version');
    expect(first.className).toContain('primary');
    first.click();
    expect(sent).toEqual([['acceptReports', { ids: ['r1t1'], version: 'Ann' }]]);
  });

  it('Reject stays off until a reason is typed, then sends it', () => {
    const { sent, actions } = recorder();
    const section = reportQueueSection(state(queue({ games: [agreed] })), actions) as HTMLElement;
    const reject = section.querySelector('#report-reject-r1t2') as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    const reason = section.querySelector('#report-reason-r1t2') as HTMLInputElement;
    reason.value = 'Wrong table';
    reason.dispatchEvent(new Event('input'));
    expect(reject.disabled).toBe(false);
    reject.click();
    expect(sent).toEqual([['rejectReport', { id: 'r1t2', reason: 'Wrong table' }]]);
  });

  it('no section before a form is connected', () => {
    expect(
      reportQueueSection({ ready: true, format: 'sealed-deck' } as unknown as EventState, recorder().actions),
    ).toBeNull();
  });
});

describe('connecting a form: the responses tab the organizer picks', () => {
  it('a tab list that answers after the pick, or a redrawn section, keeps it; Connect sends the picked tab', async () => {
    // getReportTabs answered by hand, so two lists can cross as they do on a slow connection.
    const pending: ((tabs: unknown) => void)[] = [];
    const runner = (ok: (v: unknown) => void): Record<string, unknown> =>
      new Proxy(
        {},
        {
          get: (_t, name: string) => {
            if (name === 'withSuccessHandler') return (fn: (v: unknown) => void) => runner(fn);
            if (name === 'withFailureHandler') return () => runner(ok);
            return () => pending.push(ok);
          },
        },
      );
    const g = globalThis as { google?: unknown };
    g.google = { script: { run: runner(() => undefined) } };
    try {
      const { sent, actions } = recorder();
      const section = reportConnectSection(
        { ready: true, format: 'sealed-deck' } as unknown as EventState,
        actions,
      ) as HTMLElement;
      const again = section.querySelector('#report-tabs-again') as HTMLButtonElement;
      again.click();
      again.click();
      expect(pending).toHaveLength(2);
      const tabs = [
        { name: 'Form Responses 1', formUrl: '' },
        { name: 'Form Responses 2', formUrl: '' },
      ];
      pending[0](tabs);
      await Promise.resolve();
      const select = section.querySelector('#report-tab') as HTMLSelectElement;
      select.value = 'Form Responses 2';
      select.dispatchEvent(new Event('change'));
      pending[1](tabs);
      await Promise.resolve();
      expect(select.value).toBe('Form Responses 2');
      (section.querySelector('#report-connect') as HTMLButtonElement).click();
      expect(sent).toEqual([['connectReportForm', { tab: 'Form Responses 2' }]]);
      // The section drawn again (a refresh) lists the tabs anew with the same pick.
      const redrawn = reportConnectSection(
        { ready: true, format: 'sealed-deck' } as unknown as EventState,
        actions,
      ) as HTMLElement;
      (redrawn.querySelector('#report-tabs-again') as HTMLButtonElement).click();
      (pending.at(-1) as (tabs: unknown) => void)(tabs);
      await Promise.resolve();
      expect((redrawn.querySelector('#report-tab') as HTMLSelectElement).value).toBe('Form Responses 2');
    } finally {
      delete g.google;
      ui.reportTabPicked = '';
    }
  });
});
