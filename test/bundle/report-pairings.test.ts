// Players' reports bound to the pairing they were sent for, and decisions to the report they decided
// (docs/REPORTING.md), through dist/Code.js for every format: reports sent before Undo and a new pairing
// are refused and never accepted, even where the players sit on the other sides now; a report sent for a
// round not paired yet never counts once it is; and a rejected report stays rejected when the responses
// tab's rows are deleted, sorted or inserted, whether the organizer accepts or automatic acceptance does.
import { describe, expect, it } from 'vitest';
import { handEdits, linkFormTab, submitFormResponse } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, RoundPreview, Swap } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, resultCells, roundRows, startEvent, typeResults } from '../support/events';
import { seatFormTitles } from '../support/reports';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const TAB = 'Form responses 1';

const ok = (r: ActionResult) => {
  expect(r.ok, `${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
};
const state = (a: Artifact) => a.call<EventState>('getEventState');
const headersOf = (format: FormatId) => getFormat(format)?.resultColumns.map((c) => c.header) ?? [];
const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));

/** An event of `format` with the form connected, on a clock the test moves a minute at a time. */
function connected(format: FormatId, zone?: string): { a: Artifact; later: () => Date } {
  let t = Date.parse('2026-12-05T10:00:00Z');
  const a = openArtifact(undefined, () => new Date(t));
  if (zone) a.emu.SpreadsheetApp.getActiveSpreadsheet().setSpreadsheetTimeZone(zone);
  startEvent(a, format, NAMES);
  linkFormTab(a.emu, TAB, seatFormTitles(format));
  ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
  return {
    a,
    later: () => {
      t += 60_000;
      return new Date(t);
    },
  };
}

/** The games of a round with an opponent: [row, table, player, opponent]. */
const games = (a: Artifact, round: number) =>
  roundRows(a, round)
    .filter((x) => x.values[3] !== 'BYE')
    .map((x) => ({ row: x.row, table: x.values[1], a: String(x.values[2]), b: String(x.values[3]) }));

type Game = ReturnType<typeof games>[number];

/** A plausible result of the game, from its Player's side, as a report's answers. */
function answersFor(format: FormatId, g: Game, round: number): Record<string, string> {
  const cells = resultCells(format, seededRandom(`${g.table}-${round}`), g.a, round);
  return Object.fromEntries(headersOf(format).map((h, i) => [h, asText(cells[i])]));
}

function report(a: Artifact, at: Date, round: number, table: unknown, name: string, answers: object) {
  submitFormResponse(
    a.emu,
    TAB,
    { Round: String(round), Table: String(table), 'Your name': name, ...answers },
    at,
  );
}

const resultOf = (a: Artifact, format: FormatId, row: number) =>
  (a.values('Results')[row - 1] ?? []).slice(4, 4 + headersOf(format).length).map(asText);
const blank = (cells: string[]) => cells.every((v) => v === '' || v === 'FALSE');

/** Where `name` sits in round `round`: table and side. */
const seatOf = (a: Artifact, round: number, name: string) => {
  const g = games(a, round).find((x) => x.a === name || x.b === name);
  return g ? `${g.table} ${g.a === name ? 'Player' : 'Opponent'}` : 'none';
};

/**
 * Swaps that seat the two games' players on the other sides of the same tables: [A v B, C v D] becomes
 * [B v A, D v C]. Each swap exchanges two players of different tables, as the preview allows.
 */
const mirror = (x: Game, y: Game): Swap[] =>
  [
    [x.b, y.a],
    [x.a, y.b],
    [y.b, x.b],
    [y.a, x.a],
  ].map(([p, q]) => ({ a: p, b: q, reason: 'Seats changed at the desk' }));

const autoAccept = (a: Artifact, on: boolean) => {
  const row = a.values('Event').findIndex((r) => r[0] === 'Accept agreed reports automatically') + 1;
  expect(row).toBeGreaterThan(0);
  a.type('Event', `B${row}`, [[on ? 'yes' : 'no']]);
};

describe('a report counts only for the pairing it was sent for', () => {
  for (const format of FORMATS) {
    // Arrow/target's schedule takes no swaps: its round is paired again as it was.
    const swaps = format !== 'arrow-target';
    it(`${format}: Ann and Bob report, the round is undone and paired again${swaps ? ' with Bob as Player' : ''}: Accept never writes a result for a game of another pairing`, () => {
      const { a, later } = connected(format);
      pairOk(a);
      const [x, y] = games(a, 1);
      const said = answersFor(format, x, 1);
      report(a, later(), 1, x.table, x.a, said);
      report(a, later(), 1, x.table, x.b, said);
      expect(state(a).reports?.games.map((g) => g.status)).toEqual(['agreed']);

      later();
      ok(a.call<ActionResult>('undoLastRound', {}));
      later();
      if (swaps) {
        const shown = a.call<RoundPreview>('previewNextRound', { swaps: mirror(x, y) });
        expect(shown.ok, JSON.stringify(shown.problems)).toBe(true);
        ok(a.call<ActionResult>('publishRound', { swaps: mirror(x, y), seen: shown.seen }));
        // The same table, the same two players, the sides exchanged.
        expect([seatOf(a, 1, x.b), seatOf(a, 1, x.a)]).toEqual([`${x.table} Player`, `${x.table} Opponent`]);
      } else {
        pairOk(a);
        expect([seatOf(a, 1, x.a), seatOf(a, 1, x.b)]).toEqual([`${x.table} Player`, `${x.table} Opponent`]);
      }
      const now = games(a, 1).find((g) => g.table === x.table) as Game;
      const s = state(a);
      expect(s.reports?.games).toEqual([]);
      expect(s.reports?.refused.map((r) => [r.code, r.reporter])).toEqual([
        ['earlier-pairing', x.a],
        ['earlier-pairing', x.b],
      ]);

      const accepted = ok(a.call<ActionResult>('acceptReports', {}));
      expect(accepted.message).toBe('No agreed reports to accept.');
      expect(blank(resultOf(a, format, now.row))).toBe(true);
      // Automatic acceptance takes none of them either.
      autoAccept(a, true);
      ok(a.call<ActionResult>('updateStandings', {}));
      expect(blank(resultOf(a, format, now.row))).toBe(true);

      // Reported again for the pairing as it stands: accepted automatically, exactly as sent.
      const again = answersFor(format, now, 1);
      report(a, later(), 1, now.table, now.a, again);
      report(a, later(), 1, now.table, now.b, again);
      later();
      expect(ok(a.call<ActionResult>('updateStandings', {})).message).toContain('Accepted');
      expect(resultOf(a, format, now.row)).toEqual(Object.values(again));
    });

    it(`${format}: a report sent before its round was paired never counts once it is`, () => {
      const { a, later } = connected(format);
      pairOk(a);
      typeResults(a, format, 1, seededRandom('round 1'));
      // Round 2 as it will be paired (the same tabs and seed pair it the same way again).
      pairOk(a);
      const [x] = games(a, 2);
      later();
      ok(a.call<ActionResult>('undoLastRound', {}));
      // Sent during round 1, for round 2: refused, no round 2 game stands.
      const said = answersFor(format, x, 2);
      report(a, later(), 2, x.table, x.a, said);
      report(a, later(), 2, x.table, x.b, said);
      expect(state(a).reports?.refused.map((r) => r.code)).toEqual(['no-game', 'no-game']);
      later();
      pairOk(a);
      expect([seatOf(a, 2, x.a), seatOf(a, 2, x.b)]).toEqual([`${x.table} Player`, `${x.table} Opponent`]);
      const s = state(a);
      expect(s.reports?.games).toEqual([]);
      expect(s.reports?.refused.map((r) => r.code)).toEqual(['earlier-pairing', 'earlier-pairing']);
      autoAccept(a, true);
      ok(a.call<ActionResult>('acceptReports', {}));
      ok(a.call<ActionResult>('updateStandings', {}));
      expect(blank(resultOf(a, format, (games(a, 2).find((g) => g.table === x.table) as Game).row))).toBe(
        true,
      );
    });
  }
});

describe('the pairing time against the Timestamps, in any spreadsheet time zone', () => {
  // Dates read from the tabs are floated to the spreadsheet's wall clock, the responses' Timestamps are
  // not (src/server/dates.ts): the record keeps the time as text so the two compare as instants.
  for (const zone of ['Asia/Tokyo', 'America/Los_Angeles'])
    it(`${zone}: a report a minute before the pairing is refused, one a minute after counts`, () => {
      const { a, later } = connected('sealed-deck', zone);
      const at = later();
      later();
      pairOk(a);
      const [x] = games(a, 1);
      const said = answersFor('sealed-deck', x, 1);
      report(a, at, 1, x.table, x.a, said);
      report(a, later(), 1, x.table, x.b, said);
      const s = state(a);
      expect(s.reports?.refused.map((r) => [r.code, r.reporter])).toEqual([['earlier-pairing', x.a]]);
      expect(s.reports?.games.map((g) => [g.status, g.reports.map((r) => r.reporter)])).toEqual([
        ['waiting-for-opponent', [x.b]],
      ]);
    });
});

describe('a rejected report stays rejected whatever is done to the responses rows', () => {
  const edits: [string, (a: Artifact) => void][] = [
    [
      'the junk row above it deleted',
      (a) => handEdits.deleteRows(handEdits.tabNamed(a.emu.store, TAB), 2, 1),
    ],
    [
      'the rows sorted by name, Z to A',
      (a) => handEdits.sortRows(handEdits.tabNamed(a.emu.store, TAB), 2, 4, false),
    ],
    [
      'the rows sorted newest first',
      (a) => handEdits.sortRows(handEdits.tabNamed(a.emu.store, TAB), 2, 1, false),
    ],
    [
      'a row inserted above it',
      (a) => {
        const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(TAB);
        sheet?.insertRowsAfter(1, 1);
      },
    ],
  ];
  for (const format of FORMATS)
    it(`${format}: deleted, sorted and inserted rows bring no rejected report back`, () => {
      const { a, later } = connected(format);
      pairOk(a);
      const [x, y] = games(a, 1);
      report(a, later(), 1, 99, x.a, answersFor(format, x, 1));
      const said = answersFor(format, x, 1);
      report(a, later(), 1, x.table, x.a, said);
      report(a, later(), 1, x.table, x.b, said);
      report(a, later(), 1, y.table, y.b, answersFor(format, y, 1));
      const id = `r1t${x.table}`;
      ok(a.call<ActionResult>('rejectReport', { id, reason: 'They played the wrong opponent' }));
      autoAccept(a, true);
      for (const [what, edit] of edits) {
        edit(a);
        const s = state(a);
        expect(
          s.reports?.games.map((g) => g.id),
          what,
        ).not.toContain(id);
        expect(
          s.reports?.games.map((g) => g.id),
          what,
        ).toContain(`r1t${y.table}`);
        expect(a.call<ActionResult>('acceptReports', { ids: [id] }).ok, what).toBe(false);
        ok(a.call<ActionResult>('acceptReports', {}));
        ok(a.call<ActionResult>('updateStandings', {}));
        expect(blank(resultOf(a, format, x.row)), what).toBe(true);
      }
      // Reported again after the reject: a new report, agreed and accepted.
      report(a, later(), 1, x.table, x.a, said);
      report(a, later(), 1, x.table, x.b, said);
      expect(ok(a.call<ActionResult>('updateStandings', {})).message).toContain('Accepted');
      expect(resultOf(a, format, x.row)).toEqual(Object.values(said));
    });
});
