// Phone first: Chromium takes the phone-width view (390 px) of Pairings, Standings, Standings by round
// and My games in the playground, and nothing is cut and nothing scrolls sideways.
// Each format's demo event (round 1 paired, some results in, standings updated) is opened in the
// playground's phone view at 390 x 844, which draws the tab as the Sheets app does: a 46 px row gutter,
// every column at the width the add-on set, wrap, text running on over empty neighbours, frozen panes.
import { describe, expect, it } from 'vitest';
import { DEMOS, demoIds } from '../../local/playground/demo';
import { PHONE, showPhoneTab } from '../../local/playground/screenshot-options';
import { FORMATS_0_2_0, oldEvent } from '../support/upgrade';
import { useBrowser } from './browser';
import {
  cutCells,
  type DrawnCell,
  measure,
  openPhoneDemo,
  openPhoneWorkbook,
  type PhoneDemo,
  type PhoneLayout,
  rowCells,
} from './phone';

const browser = useBrowser();

/** The view draws what the add-on recorded: every column of the tab, each at its recorded width. */
function expectRecordedColumns(
  drawn: { letter: string; width: number }[],
  sheet: { maxColumns: number; columnWidths: Map<number, number> },
): void {
  expect(drawn).toHaveLength(sheet.maxColumns);
  drawn.forEach((c, i) => {
    expect(c.width, `column ${c.letter}`).toBe(sheet.columnWidths.get(i + 1) ?? 100);
  });
}

/** The tab on the demo's phone view, measured, with every recorded column drawn and nothing cut. */
async function shownTab(d: PhoneDemo, tab: string): Promise<PhoneLayout> {
  await showPhoneTab(d.page, d.pg.url, tab);
  const m = await measure(d.page);
  const sheet = d.pg.session().emu.store.sheets.find((s) => s.name === tab);
  if (!sheet) throw new Error(`no ${tab} tab`);
  expectRecordedColumns(m.columns, sheet);
  expect(cutCells(m).join('\n')).toBe('');
  return m;
}

/** The grid panned as far right as it goes inside its frame, measured again. */
async function pannedRight(d: PhoneDemo): Promise<PhoneLayout> {
  await d.page.evaluate(() => {
    const frame = document.getElementById('frame') as HTMLElement;
    frame.scrollLeft = frame.scrollWidth;
  });
  return measure(d.page);
}

function within(c: DrawnCell | undefined, what: string): void {
  expect(c, what).toBeDefined();
  expect(c?.cell.left, what).toBeGreaterThanOrEqual(0);
  expect(c?.cell.right, `${what} (${c?.a1})`).toBeLessThanOrEqual(PHONE.width);
  expect(c?.ink.right, `${what} (${c?.a1}) text`).toBeLessThanOrEqual(PHONE.width);
}

describe('the phone view of Pairings (390 px)', () => {
  it.each(demoIds())(
    '%s: nothing is cut, nothing scrolls sideways, and the find-your-name list is on screen',
    async (id) => {
      const d = await openPhoneDemo(browser(), id);
      try {
        const m = await shownTab(d, 'Pairings');
        // "readable on a 390 px-wide phone ... without horizontal scrolling": neither the page nor the
        // grid inside it scrolls sideways, and every written cell lies within the phone's width.
        expect(m.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
        expect(m.frame.scrollWidth).toBeLessThanOrEqual(m.frame.clientWidth);
        for (const c of m.cells.filter((x) => x.text)) within(c, `Pairings ${c.a1} "${c.text}"`);
        // The find-your-name block: its header row, then every player by name with table and opponent.
        const header = m.cells.find((c) => c.text === 'Find your name');
        if (!header) throw new Error('no "Find your name" header on Pairings');
        const head = rowCells(m, header.row);
        const nearest = (label: string) =>
          [...head.values()]
            .filter((c) => c.text === label)
            .sort((a, b) => Math.abs(a.col - header.col) - Math.abs(b.col - header.col))[0];
        const cols = [nearest('Table'), header, nearest('Opponent')];
        for (const c of cols) within(c, `find-your-name header ${c?.text}`);
        const names = DEMOS[id].players.map((p) => String(p[0]));
        const listed: string[] = [];
        for (let row = header.row + 1; ; row++) {
          const cells = rowCells(m, row);
          const name = cells.get(header.col);
          if (!name?.text) break;
          listed.push(name.text);
          for (const c of cols) within(cells.get(c.col), `find-your-name row ${row}`);
          expect(cells.get(cols[2].col)?.text, `${name.text}'s opponent`).not.toBe('');
        }
        expect(listed.sort()).toEqual([...names].sort());
      } finally {
        await d.close();
      }
    },
    60_000,
  );
});

describe('the phone view of Standings (390 px)', () => {
  it.each(demoIds())(
    '%s: the title, Rank, Player and the first score column are on screen, Rank and Player stay while the rest pans, nothing is cut',
    async (id) => {
      const d = await openPhoneDemo(browser(), id);
      try {
        const m = await shownTab(d, 'Standings');
        expect(m.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
        // "a title line with the event name and "after round N of M" (or "final"), large enough to
        // read on a phone".
        const title = rowCells(m, 1).get(1);
        expect(title?.text).toContain(DEMOS[id].setup.name);
        expect(title?.text).toMatch(/after round \d+ of \d+|round 1 of \d+|final|before round 1/);
        within(title, 'the title line');
        const header = m.cells.find((c) => c.col === 1 && c.text === 'Rank');
        if (!header) throw new Error('no Rank header on Standings');
        const head = rowCells(m, header.row);
        // Player is column B, or C after Attack Wing's Title; the first score column follows it.
        const player = [...head.values()].find((c) => c.text === 'Player');
        if (!player) throw new Error('no Player header on Standings');
        const kept = Array.from({ length: player.col }, (_, i) => i + 1);
        const height = (c: DrawnCell | undefined) => (c ? c.ink.bottom - c.ink.top : 0);
        expect(height(title), 'the title is larger than the headers').toBeGreaterThan(height(header));
        const first = rowCells(m, header.row + 1);
        for (const col of [...kept, player.col + 1]) {
          within(head.get(col), `header ${head.get(col)?.text}`);
          within(first.get(col), `the leader's column ${col}`);
        }
        // "the format's tie-breakers in their own columns as today": the grid may be wider than the
        // phone; it pans inside its frame, Rank and Player staying in view, and the page never moves.
        const panned = await pannedRight(d);
        expect(panned.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
        expect(panned.pageScrollX).toBe(0);
        if (m.frame.scrollWidth > m.frame.clientWidth) expect(panned.frame.scrollLeft).toBeGreaterThan(0);
        const pannedHead = rowCells(panned, header.row);
        for (const col of kept) {
          expect(pannedHead.get(col)?.cell.left, `${head.get(col)?.text} stays in view`).toBe(
            head.get(col)?.cell.left,
          );
        }
        expect(cutCells(panned).join('\n')).toBe('');
      } finally {
        await d.close();
      }
    },
    60_000,
  );
});

/** One test per format's demo event, with `tab` shown on its phone view (shownTab's checks first). */
function onEachDemo(
  title: string,
  tab: string,
  check: (d: PhoneDemo, m: PhoneLayout, id: string) => Promise<void>,
) {
  it.each(demoIds())(
    title,
    async (id) => {
      const d = await openPhoneDemo(browser(), id);
      try {
        const m = await shownTab(d, tab);
        // Whatever pans inside the grid, the page itself never scrolls sideways.
        expect(m.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
        await check(d, m, id);
      } finally {
        await d.close();
      }
    },
    60_000,
  );
}

describe('the phone view of Standings by round (390 px)', () => {
  onEachDemo(
    '%s: Rank, Player and round 1 on screen, Rank and Player stay while the rounds pan, nothing is cut, the page never scrolls sideways',
    'Standings by round',
    async (d, m, id) => {
      const head = rowCells(m, 1);
      expect([1, 2, 3].map((c) => head.get(c)?.text)).toEqual([
        'Rank',
        'Player',
        expect.stringMatching(/^Round 1/),
      ]);
      // "name column first and frozen, narrow round columns": Rank, Player and the first round fit.
      for (const col of [1, 2, 3]) {
        within(head.get(col), `header ${head.get(col)?.text}`);
        within(rowCells(m, 2).get(col), `the first row's column ${col}`);
      }
      const names = DEMOS[id].players.map((p) => String(p[0]));
      const listed = m.cells.filter((c) => c.col === 2 && c.row > 1 && c.text).map((c) => c.text);
      expect(listed.sort()).toEqual([...names].sort());
      const panned = await pannedRight(d);
      expect(panned.pageScrollX).toBe(0);
      expect(panned.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
      for (const col of [1, 2])
        expect(rowCells(panned, 1).get(col)?.cell.left, `${head.get(col)?.text} stays in view`).toBe(
          head.get(col)?.cell.left,
        );
      expect(cutCells(panned).join('\n')).toBe('');
    },
  );
});

describe('the phone view of My games (390 px)', () => {
  onEachDemo(
    '%s: every player by name with their games, nothing is cut, nothing scrolls sideways',
    'My games',
    async (_d, m, id) => {
      // Nor does the grid inside it: every written cell is on screen.
      expect(m.frame.scrollWidth).toBeLessThanOrEqual(m.frame.clientWidth);
      for (const c of m.cells.filter((x) => x.text)) within(c, `My games ${c.a1} "${c.text}"`);
      // A name row per player (only its first cell written), each paired player once.
      const rows = new Map<number, string[]>();
      for (const c of m.cells) rows.set(c.row, [...(rows.get(c.row) ?? []), c.text]);
      const nameRows = [...rows.entries()]
        .filter(([row, texts]) => row > 1 && texts[0] && texts.slice(1).every((t) => !t))
        .map(([, texts]) => texts[0]);
      const names = DEMOS[id].players.map((p) => String(p[0]));
      expect(nameRows.length).toBeGreaterThan(0);
      for (const n of nameRows) expect(names).toContain(n);
      expect(new Set(nameRows).size).toBe(nameRows.length);
    },
  );
});

describe('the phone view page', () => {
  it('opens from the Phone view link on the tab on screen, is read-only, and names the tabs for an unknown one', async () => {
    const d = await openPhoneDemo(browser(), 'sealed-deck');
    try {
      const desk = await browser().newPage({ viewport: { width: 1280, height: 800 } });
      try {
        await desk.goto(d.pg.url);
        await desk.click('#tabs button[data-tab="Standings"]');
        const [opened] = await Promise.all([desk.waitForEvent('popup'), desk.click('#phone-link')]);
        await opened.waitForFunction(() => window.__phoneTab?.name === 'Standings');
        expect(new URL(opened.url()).search).toBe('?tab=Standings');
        expect(await opened.locator('#tabs a[aria-current="page"]').textContent()).toBe('Standings');
        // Nothing to edit: no input, no editable element, on the phone view.
        expect(await opened.locator('input, textarea, [contenteditable]').count()).toBe(0);
        await opened.close();
      } finally {
        await desk.close();
      }
      await d.page.goto(`${d.pg.url}/phone?tab=Nope`);
      await expect.poll(() => d.page.textContent('#note')).toContain('No tab named "Nope"');
      expect(await d.page.textContent('#note')).toContain('Pairings, Standings');
      const api = await (await fetch(`${d.pg.url}/api/tab?name=Pairings`)).json();
      expect(api.value.maxColumns).toBe(
        d.pg.session().emu.store.sheets.find((s) => s.name === 'Pairings')?.maxColumns,
      );
      expect(api.value.widths).toHaveLength(api.value.maxColumns);
    } finally {
      await d.close();
    }
  });
});

describe("the phone view's checks", () => {
  it('see text cut by a filled neighbour or a word broken by wrap, and let text run on over empty cells', async () => {
    const d = await openPhoneDemo(browser(), 'sealed-deck');
    try {
      const sheet = d.pg.session().emu.store.sheets.find((s) => s.name === 'Sheet1');
      if (!sheet) throw new Error('no Sheet1');
      const long = 'A heading far wider than its column';
      sheet.rows[0] = [{ value: long }, { value: 'x' }];
      sheet.rows[1] = [{ value: long }];
      sheet.rows[2] = [{ value: 'Wolfeschlegelsteinhausenbergerdorff', format: { wrap: true } }];
      // A deck named with hyphens wraps after one: no word is broken.
      sheet.rows[3] = [{ value: 'Hal-r1 Fay-r2-Dee-r3', format: { wrap: true } }];
      await showPhoneTab(d.page, d.pg.url, 'Sheet1');
      const m = await measure(d.page);
      const problems = cutCells(m);
      expect(problems).toContain(`A1 "${long}" is cut at the side`);
      expect(problems.some((p) => p.startsWith('A2'))).toBe(false);
      expect(problems).toContain(
        'A3 "Wolfeschlegelsteinhausenbergerdorff" breaks "Wolfeschlegelsteinhausenbergerdorff" across lines',
      );
      const height = (a1: string) => {
        const c = m.cells.find((x) => x.a1 === a1);
        return c ? c.ink.bottom - c.ink.top : 0;
      };
      expect(height('A4'), 'A4 wraps').toBeGreaterThan(1.5 * height('A2'));
      expect(problems.some((p) => p.startsWith('A4'))).toBe(false);
      expect(problems).toHaveLength(2);
    } finally {
      await d.close();
    }
  });
});

describe('the phone view of an event set up with 0.2.0, after the add-on updated mid-event', () => {
  it.each(FORMATS_0_2_0)(
    '%s: once round 2 is paired, Pairings fits 390 px with nothing cut and no old list past column D',
    async (id) => {
      const d = await openPhoneWorkbook(browser(), oldEvent(id));
      try {
        const paired = d.pg.session().call('pairNextRound', [{}]) as { ok: boolean; message: string };
        expect(paired.ok, paired.message).toBe(true);
        await showPhoneTab(d.page, d.pg.url, 'Pairings');
        const m = await measure(d.page);
        expect(m.columns.map((c) => c.letter)).toEqual(['A', 'B', 'C', 'D']);
        expect(cutCells(m).join('\n')).toBe('');
        expect(m.pageScrollWidth).toBeLessThanOrEqual(PHONE.width);
        expect(m.frame.scrollWidth).toBeLessThanOrEqual(m.frame.clientWidth);
        for (const c of m.cells.filter((x) => x.text)) within(c, `Pairings ${c.a1} "${c.text}"`);
        expect(m.cells.filter((c) => c.text === 'Find your name')).toHaveLength(1);
      } finally {
        await d.close();
      }
    },
    60_000,
  );
});
