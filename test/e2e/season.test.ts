// The season from the sidebar, in Chromium against the playground (docs/SEASON.md): once the final
// standings are published, Close event fills League and Ratings, Undo close asks first and empties them,
// and Start the next event asks first, archives the event and leaves a fresh one to pair, which Another
// format sets up in a different format with the players carried over; the Season section offers only the
// buttons that apply (Undo close and Another format after Start the next event, until round 1).
// League and Ratings are read in the phone view at 390 px: rank, player and points or rating on the screen, whole.
// The "Sidebar features" table (docs/PLAYGROUND.md) cites these tests by name.
import { describe, expect, it } from 'vitest';
import { PHONE, showPhoneTab } from '../../local/playground/screenshot-options';
import type { ActionResult } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { finishSealedEvent, tab } from '../support/playground-http';
import { openPlayground, useBrowser } from './browser';
import { nextActionIs, pairFromSidebar, setUpEvent } from './organizer';
import { cutCells, measure, openPhoneWorkbook } from './phone';

const browser = useBrowser();
const NAMES = ['Ann Archer', 'Bob Baker', 'Cy Cole', 'Dee Dunn', 'Eve Ellis', 'Fay Ford'];

/** A sealed-deck event of six, two rounds, played to the end and its final standings published. */
const finishedEvent = (url: string) => finishSealedEvent(url, NAMES);

/** The same event closed into the season, through dist/Code.js, as a workbook to open on a phone. */
function closedWorkbook(): unknown {
  const a = openArtifact();
  const ok = (name: string, ...args: unknown[]) => {
    const r = a.call<ActionResult>(name, ...args);
    expect(r.ok, `${name}: ${JSON.stringify(r.problems)}`).toBe(true);
  };
  ok('setupEvent', {
    format: 'sealed-deck',
    name: 'Autumn Open',
    date: '2026-11-01',
    rounds: 2,
    seed: 'e2e',
  });
  a.type(
    'Players',
    'A2',
    NAMES.map((n) => [n]),
  );
  for (let round = 1; round <= 2; round++) {
    ok('pairNextRound', {});
    for (const [i, r] of a.values('Results').entries())
      if (r[0] === round && r[3] !== 'BYE') a.type('Results', `E${i + 1}`, [[20, 10, 'Win']]);
    ok('updateStandings', {});
  }
  ok('closeEvent');
  return a.save();
}

/** A tab's rows that hold something (the phone view lists the tab's blank rows too). */
async function filled(url: string, name: string): Promise<string[][]> {
  return (await tab(url, name)).filter((r) => r.some((c) => c !== ''));
}

describe('the season from the sidebar', () => {
  it('Close event fills League and Ratings; Undo close and Start the next event ask first', async () => {
    const h = await openPlayground(browser(), { prepare: finishedEvent });
    try {
      const { sidebar, pg } = h;
      await nextActionIs(sidebar, /final standings/i);
      await sidebar.click('#close-event');
      await expect.poll(() => sidebar.textContent('#message')).toContain('is in the season');
      const league = await filled(pg.url, 'League');
      expect(league[0].slice(0, 4)).toEqual(['Rank', 'Player', 'League points', 'Events']);
      expect(
        league
          .slice(1)
          .map((r) => r[1])
          .sort(),
      ).toEqual([...NAMES].sort());
      expect((await filled(pg.url, 'Ratings')).length).toBe(NAMES.length + 1);
      // Closed: the section offers what applies now, and says who leads.
      const leader = league[1][1];
      expect(await sidebar.textContent('#season-summary')).toContain(`Season: 1 event · League leader`);
      expect(await sidebar.textContent('#season-summary')).toContain(leader);
      expect(await sidebar.$('#close-event')).toBeNull();
      expect(await sidebar.$('#start-next')).not.toBeNull();
      // Closed, the event changes only after Undo close: the next step no longer offers Update standings.
      await nextActionIs(sidebar, 'Refresh');

      // Undo close asks; Cancel changes nothing, OK takes the event out.
      await sidebar.click('#undo-close');
      expect(await sidebar.textContent('#confirm')).toContain('Log tab');
      await sidebar.click('#confirm-cancel');
      expect((await filled(pg.url, 'League')).length).toBe(NAMES.length + 1);
      await sidebar.click('#undo-close');
      await sidebar.click('#confirm-ok');
      await expect.poll(async () => (await filled(pg.url, 'League')).length).toBe(1);
      await expect.poll(() => sidebar.textContent('#season-summary')).toBe('Season: no event closed yet');
      expect(await sidebar.$('#undo-close')).toBeNull();
      expect(await sidebar.$('#start-next')).toBeNull();

      // Closed again, then the next event: the season stays, a fresh event waits for round 1.
      await sidebar.click('#close-event');
      await expect.poll(async () => (await filled(pg.url, 'League')).length).toBe(NAMES.length + 1);
      await sidebar.click('#start-next');
      expect(await sidebar.textContent('#confirm')).toContain('hidden copies');
      await sidebar.click('#confirm-ok');
      await nextActionIs(sidebar, 'Pair round 1');
      expect(await sidebar.$('#close-event')).toBeNull();
      expect(await sidebar.$('#start-next')).toBeNull();
      // Undo close is still there until round 1 is paired.
      expect(await sidebar.$('#undo-close')).not.toBeNull();
      expect(await sidebar.textContent('#season-summary')).toContain('Season: 1 event');
      expect((await filled(pg.url, 'Results')).length).toBe(1);
      expect((await filled(pg.url, 'Season events')).length).toBe(2);
      // Before round 1, the next event may take another format: the wizard over the dashboard, which
      // Keep the current format closes, and which sets up the new format with the players carried over.
      await sidebar.click('#change-format');
      expect(await sidebar.textContent('#setup-title')).toBe('The next event in another format');
      await sidebar.click('#wizard-cancel');
      await sidebar.waitForSelector('#dashboard');
      await sidebar.click('#change-format');
      await setUpEvent(sidebar, 'any-game', 'Winter Rapid', 3);
      await nextActionIs(sidebar, 'Pair round 1');
      expect((await filled(pg.url, 'Players')).map((r) => r[0])).toEqual(['Name', ...NAMES]);
      expect((await filled(pg.url, 'Season events')).length).toBe(2);
      expect(await sidebar.$('#change-format')).not.toBeNull();
      await pairFromSidebar(sidebar, 1);
      expect(await sidebar.$('#change-format')).toBeNull();
      expect(await sidebar.$('#season')).toBeNull();
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  }, 120_000);

  it('League, Ratings and My season on a 390 px phone: rank, player and points or rating on the screen, whole', async () => {
    const d = await openPhoneWorkbook(browser(), closedWorkbook());
    try {
      for (const [name, column] of [
        ['League', 'League points'],
        ['Ratings', 'Rating'],
      ] as const) {
        await showPhoneTab(d.page, d.pg.url, name);
        const m = await measure(d.page);
        expect(cutCells(m).join('\n'), name).toBe('');
        const header = m.cells.find((x) => x.text === column);
        if (!header) throw new Error(`no ${column} header on ${name}`);
        for (const h of ['Rank', 'Player', column]) {
          const cell = m.cells.find((x) => x.text === h && x.row === header.row);
          expect(cell?.ink.right, `${name} ${h}`).toBeLessThanOrEqual(PHONE.width);
        }
        const names = m.cells.filter((x) => NAMES.includes(x.text));
        expect(names.length, `${name}: every name drawn`).toBe(NAMES.length);
        for (const n of names) expect(n.ink.right, `${name} ${n.text}`).toBeLessThanOrEqual(PHONE.width);
      }
      // My season: every column on the screen, each player's name row and rating line whole.
      await showPhoneTab(d.page, d.pg.url, 'My season');
      const m = await measure(d.page);
      expect(cutCells(m).join('\n'), 'My season').toBe('');
      const header = m.cells.find((x) => x.text === 'Rating');
      if (!header) throw new Error('no Rating header on My season');
      for (const h of ['Event', 'Rank', 'Points', 'Rating']) {
        const cell = m.cells.find((x) => x.text === h && x.row === header.row);
        expect(cell?.ink.right, `My season ${h}`).toBeLessThanOrEqual(PHONE.width);
      }
      const names = m.cells.filter((x) => NAMES.includes(x.text));
      expect(names.length, 'My season: every name drawn').toBe(NAMES.length);
      const lines = m.cells.filter((x) => x.text.startsWith('Rating 1500 → '));
      expect(lines.length, 'My season: every rating line drawn').toBe(NAMES.length);
      // Every cell on the screen, the ratings in the last column too.
      for (const x of m.cells) expect(x.ink.right, `My season ${x.text}`).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await d.close();
    }
  }, 120_000);
});
