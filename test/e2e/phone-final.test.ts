// Phones lead with the outcome: each format's event played to its end through dist/Code.js, then its final
// Standings (and Full Thrust's Bracket) opened in the playground's phone view (390 px) in Chromium. The column that names how each
// player finished (Playoff, Stage) is on the screen beside the name without panning, and no word of it is
// cut (docs/PLAYGROUND.md, the phone view).
import { describe, expect, it } from 'vitest';
import { PHONE, showPhoneTab } from '../../local/playground/screenshot-options';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { useBrowser } from './browser';
import { cutCells, measure, openPhoneWorkbook, rowCells } from './phone';

const browser = useBrowser();

const NAMES = [
  'Ann Archer',
  'Bob Baker',
  'Cy Cole',
  'Dee Dunn',
  'Eve Ellis',
  'Fay Ford',
  'Gus Gray',
  'Hal Hunt',
];

/** The workbook of an event of `format` played to its end, final standings published. */
function finalWorkbook(format: FormatId, options: Record<string, unknown>): unknown {
  const a = openArtifact();
  startEvent(a, format, NAMES, options);
  const r = seededRandom(`phone-final:${format}`);
  for (let i = 0; i < 12; i++) {
    const s = a.call<EventState>('getEventState');
    if (s.nextAction === 'publish-final' || s.nextAction === 'finished') break;
    if (s.round === 0 || s.nextAction === 'pair') pairOk(a);
    typeResults(a, format, a.call<EventState>('getEventState').round, r);
  }
  expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  expect(a.call<EventState>('getEventState').nextAction).toBe('finished');
  return a.save();
}

const CASES: { format: FormatId; column: string; options: Record<string, unknown>; winner: RegExp }[] = [
  // Magic's table: 8 players are 3 Swiss rounds and a top 8, here a top 4 asked for.
  {
    format: 'any-game',
    column: 'Playoff',
    options: { preset: 'magic', results: 'games', cut: '4' },
    winner: /^Winner$/,
  },
  { format: 'full-thrust', column: 'Stage', options: {}, winner: /^Grand Admiral$/ },
];

describe('the phone view of the final Standings (390 px)', () => {
  for (const c of CASES)
    it(`${c.format}: ${c.column} is on the screen beside the name, the winner's word whole`, async () => {
      const d = await openPhoneWorkbook(browser(), finalWorkbook(c.format, c.options));
      try {
        await showPhoneTab(d.page, d.pg.url, 'Standings');
        const m = await measure(d.page);
        expect(cutCells(m).join('\n')).toBe('');
        const header = m.cells.find((x) => x.text === c.column);
        if (!header) throw new Error(`no ${c.column} header`);
        const first = rowCells(m, header.row + 1).get(header.col);
        expect(first?.text).toMatch(c.winner);
        for (const [cell, what] of [
          [header, 'header'],
          [first, 'the winner'],
        ] as const) {
          expect(cell?.ink.left, `${c.column} ${what} text (${cell?.a1})`).toBeGreaterThanOrEqual(0);
          expect(cell?.ink.right, `${c.column} ${what} text (${cell?.a1})`).toBeLessThanOrEqual(PHONE.width);
        }
      } finally {
        await d.close();
      }
    }, 120_000);
});

describe('the phone view of the final Bracket (390 px)', () => {
  it('full-thrust: each game\u2019s two players and its winner are on the screen, whole', async () => {
    const d = await openPhoneWorkbook(browser(), finalWorkbook('full-thrust', {}));
    try {
      await showPhoneTab(d.page, d.pg.url, 'Bracket');
      const m = await measure(d.page);
      expect(cutCells(m).join('\n')).toBe('');
      const heads = ['Player', 'Opponent', 'Winner'].map((t) => m.cells.find((x) => x.text === t));
      const final = m.cells.find((x) => x.text === 'Final');
      if (!final || heads.some((h) => !h)) throw new Error('no Final row or header');
      const row = rowCells(m, final.row);
      for (const h of heads) {
        const cell = row.get(h?.col ?? -1);
        expect(cell?.text, `${h?.text} of the final`).toMatch(/\S/);
        expect(cell?.ink.right, `${h?.text} of the final (${cell?.a1})`).toBeLessThanOrEqual(PHONE.width);
      }
      expect(row.get(heads[2]?.col ?? -1)?.text).toMatch(/^P|^[A-Z][a-z]+ [A-Z]/);
    } finally {
      await d.close();
    }
  }, 120_000);
});
