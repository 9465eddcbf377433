// Through the built dist/Code.js, in every format: the title line above the
// headers says which rounds the standings reflect ("Standings has no title or 'after round N'"), the
// header row and the title stay frozen, rank and name stay in view on a 390 px phone, and the title is
// larger than the rows.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId } from '../../src/shared/types';
import { STANDINGS_PLAYER_WIDTH } from '../../src/sheets/layout';
import { type Artifact, openArtifact } from '../support/artifact';
import {
  FORMATS,
  pairOk,
  resultCells,
  roundRows,
  startEvent,
  typeResults,
  VARIED_NAMES,
} from '../support/events';
import { standingsOf } from '../support/standings';

const NAMES = VARIED_NAMES;
/** A phone's width in CSS pixels, and the row-number gutter the Sheets app draws at its left. */
const PHONE = 390;
const GUTTER = 46;

const state = (a: Artifact) => a.call<EventState>('getEventState');
const title = (a: Artifact) => standingsOf(a).title;

/** Types the result of the first game of `round` that awaits one (a player against a player). */
function typeFirstResult(a: Artifact, format: FormatId, round: number): void {
  const first = roundRows(a, round).find((x) => x.values[3] !== 'BYE');
  if (!first) throw new Error(`round ${round} has no game`);
  a.type('Results', `E${first.row}`, [
    resultCells(format, seededRandom('title'), String(first.values[2]), round),
  ]);
}

describe('the Standings title line through a whole event', () => {
  for (const format of FORMATS) {
    it(`${format}: before round 1, a round in play, after round N of M, then final`, () => {
      const a = openArtifact();
      const r = seededRandom(`title:${format}`);
      startEvent(a, format, NAMES, { name: 'Title Cup' });
      expect(title(a), 'after setup').toBe('Title Cup · before round 1');
      pairOk(a);
      const expected = state(a).resultsExpected;
      expect(title(a), 'round 1 paired').toBe(
        `Title Cup · round 1 of ${state(a).rounds}: 0 of ${expected} results in`,
      );
      typeFirstResult(a, format, 1);
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      expect(state(a).resultsEntered).toBe(1);
      expect(title(a), 'one result in').toBe(
        `Title Cup · round 1 of ${state(a).rounds}: 1 of ${expected} results in`,
      );
      typeResults(a, format, 1, r);
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      // M: every round the event has, the format's own count where it decides it (a round robin, a cut).
      const rounds = state(a).rounds;
      expect(rounds).toBeGreaterThan(1);
      expect(title(a), 'round 1 recorded').toBe(`Title Cup · after round 1 of ${rounds}`);
      // Round 2 paired and partly recorded: the standings are still those after round 1, and say so.
      pairOk(a);
      typeFirstResult(a, format, 2);
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      const s2 = state(a);
      expect(title(a), 'round 2 partly recorded').toBe(
        `Title Cup · after round 1 of ${s2.rounds} · round 2: ${s2.resultsEntered} of ${s2.resultsExpected} results in`,
      );
      // Every round to the end, through Full Thrust's cut and any arrow/target playoff.
      let round = 2;
      for (;;) {
        typeResults(a, format, round, r);
        expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
        const now = state(a);
        if (now.nextAction === 'finished') break;
        expect(title(a), `round ${round} recorded`).toBe(`Title Cup · after round ${round} of ${now.rounds}`);
        expect(now.nextAction, JSON.stringify(now.problems)).toBe('pair');
        pairOk(a);
        round++;
        expect(round).toBeLessThanOrEqual(20);
      }
      expect(round).toBe(state(a).rounds);
      expect(title(a), 'every round recorded').toBe('Title Cup · final');
    });

    it(`${format}: title larger and bold, header row frozen and bold, rank and name frozen and in view on a phone`, () => {
      const a = openArtifact();
      startEvent(a, format, NAMES);
      pairOk(a);
      const tab = a.tab('Standings');
      const { headers } = standingsOf(a);
      const player = headers.indexOf('Player') + 1;
      expect(tab.formats?.A1?.fontSize).toBe(14);
      expect(tab.formats?.A1?.fontWeight).toBe('bold');
      expect(tab.formats?.A2?.fontWeight).toBe('bold');
      expect(tab.formats?.A3?.fontWeight ?? 'normal').toBe('normal');
      expect(tab.formats?.A3?.fontSize ?? 10).toBe(10);
      expect(tab.frozenRows).toBe(2);
      expect(tab.frozenColumns).toBe(player);
      const width = (c: number) => tab.columnWidths?.[String(c)] ?? 100;
      // The longest name wraps in the phone-width Player column instead of widening it.
      expect(width(player)).toBe(STANDINGS_PLAYER_WIDTH);
      const longest = standingsOf(a).rows.findIndex((x) => x[player - 1] === NAMES[1]);
      const col = String.fromCharCode(64 + player);
      expect(tab.formats?.[`${col}${longest + 3}`]?.wrap).toBe(true);
      // Rank, Player and the first score column fit a phone beside the row gutter.
      const inView = GUTTER + width(1) + width(player) + width(player + 1);
      expect(inView, `${headers[0]} + Player + ${headers[player]}`).toBeLessThanOrEqual(PHONE);
      // Every frozen column together (Attack Wing's rank title, which its source puts between rank and
      // name, included) leaves room on a phone to pan the rest.
      let frozen = GUTTER;
      for (let c = 1; c <= player; c++) frozen += width(c);
      expect(frozen).toBeLessThan(PHONE);
    });
  }
});
