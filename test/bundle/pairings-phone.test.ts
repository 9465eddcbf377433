// Through the built dist/Code.js, for every format: "Pairings: the 'find your name'
// list is readable on a 390 px-wide phone in the Sheets app and in a published web page without
// horizontal scrolling (put it below the tables or on its own narrow tab); a bye is not given a table
// number." A 390 px phone less the ~46 px row-number gutter leaves 340 px for the tab's columns.
import { describe, expect, it } from 'vitest';
import type { TabJson } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import { PAIRINGS_WIDTHS } from '../../src/sheets/layout';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults } from '../support/events';
import { type PairingsRow, readPairings } from '../support/pairings';

/** What a phone has for the tab's columns: 390 px less the row-number gutter. */
const PHONE_COLUMNS_PX = 340;
const SEVEN = ['Quinn', 'ann', 'Bob', 'Zoë', 'Émile', 'Dee', 'Cy'];
/** A true bye in every format: Full Thrust's odd player sits out instead of playing a judge. */
const OPTIONS: Partial<Record<FormatId, Record<string, unknown>>> = {
  'full-thrust': { oddMethod: 'sit-out' },
};

const pairingsTab = (a: Artifact): TabJson => a.tab('Pairings');
const a1 = (row: number, col: number) => `${String.fromCharCode(64 + col)}${row}`;

/** Everything about the tab's shape that must hold on a phone, as a list of what is wrong. */
function phoneProblems(a: Artifact): string[] {
  const t = pairingsTab(a);
  const wrong: string[] = [];
  if (t.maxColumns !== 4) wrong.push(`${t.maxColumns} columns, not 4`);
  const widths = [1, 2, 3, 4].map((c) => t.columnWidths[String(c)] ?? 100);
  if (widths.reduce((x, y) => x + y, 0) > PHONE_COLUMNS_PX) wrong.push(`columns total ${widths.join('+')}`);
  if (JSON.stringify(widths) !== JSON.stringify(PAIRINGS_WIDTHS)) wrong.push(`widths ${widths.join(', ')}`);
  if (!(t.merges ?? []).includes('A1:D1')) wrong.push('the title is not merged across A1:D1');
  for (let r = 1; r <= t.maxRows; r++)
    for (let c = 1; c <= 4; c++)
      if (t.formats[a1(r, c)]?.wrap !== true || t.formats[a1(r, c)]?.verticalAlignment !== 'middle')
        wrong.push(`${a1(r, c)} does not wrap, centred in its row's height`);
  // Bold: the title, the header on row 2 and the find-your-name header, wherever the tables end; no other.
  const view = readPairings(t.values);
  const boldRows = new Set([1, 2, view.findHeaderRow]);
  for (let r = 1; r <= t.values.length; r++) {
    const bold = t.formats[a1(r, 1)]?.fontWeight === 'bold';
    if (bold !== boldRows.has(r)) wrong.push(`row ${r} is ${bold ? '' : 'not '}bold`);
  }
  return wrong.slice(0, 10);
}

/**
 * Player -> [table, opponent], from the round's Results rows (the truth Pairings shows): a bye's table
 * blank, a game against a judge (a BYE row whose Status is not "Bye") keeping its own, against "Judge".
 */
function seatsOf(a: Artifact, round: number): Map<string, [unknown, unknown]> {
  const seats = new Map<string, [unknown, unknown]>();
  for (const { values } of roundRows(a, round)) {
    const [, table, p, o] = values;
    const status = values[values.length - 2];
    if (o === 'BYE') seats.set(String(p), status === 'Bye' ? ['', 'BYE'] : [table, 'Judge']);
    else {
      seats.set(String(p), [table, o]);
      seats.set(String(o), [table, p]);
    }
  }
  return seats;
}

function expectFindYourName(a: Artifact, round: number) {
  const view = readPairings(a.values('Pairings'));
  const seats = seatsOf(a, round);
  // Every seated player once, sorted by name, with their table and opponent.
  const names = view.byName.map((r) => String(r.player));
  expect(names).toEqual(
    [...seats.keys()].sort((x, y) => x.localeCompare(y, undefined, { sensitivity: 'base' })),
  );
  for (const r of view.byName)
    expect([r.table, r.opponent], String(r.player)).toEqual(seats.get(String(r.player)));
  // The tables block agrees with Results, table by table.
  for (const r of view.tables) {
    expect(seats.get(String(r.player))).toEqual([r.table, r.opponent]);
    if (r.opponent !== 'BYE' && r.opponent !== 'Judge')
      expect(seats.get(String(r.opponent))).toEqual([r.table, r.player]);
  }
  return view;
}

const byes = (rows: PairingsRow[]) => rows.filter((r) => r.opponent === 'BYE');

describe('Pairings fit a 390 px phone: four columns, find-your-name below the tables', () => {
  for (const format of FORMATS) {
    it(`${format}: 4 columns of at most 340 px, every cell wrapping, each seated player once below the tables, a bye with no table`, () => {
      const a = openArtifact();
      startEvent(a, format, SEVEN, OPTIONS[format]);
      expect(phoneProblems(a), 'after setup').toEqual([]);
      pairOk(a);
      expect(phoneProblems(a), 'after pairing round 1').toEqual([]);
      const view = expectFindYourName(a, 1);
      expect(String(view.title)).toMatch(/^Round 1 · /);
      // Seven players: one bye, "not given a table number" in either block.
      expect(byes(view.tables)).toHaveLength(1);
      expect(byes(view.tables)[0].table).toBe('');
      expect(byes(view.byName)).toEqual([
        { table: '', player: byes(view.tables)[0].player, opponent: 'BYE', note: 'Bye' },
      ]);
      // Results keep the bye's table number (only Pairings drop it).
      const byeRow = roundRows(a, 1).find((x) => x.values[3] === 'BYE');
      expect(typeof byeRow?.values[1]).toBe('number');
      // Nothing is written past column D: the tab ends there.
      expect(Math.max(...a.values('Pairings').map((r) => r.length))).toBeLessThanOrEqual(4);
    });

    it(`${format}: after undo and re-pair the layout is the same, and a header row that moved is plain again`, () => {
      const a = openArtifact();
      startEvent(a, format, SEVEN, OPTIONS[format]);
      pairOk(a);
      const round1 = pairingsTab(a);
      typeResults(a, format, 1, seededRandom(`phone:${format}`));
      // Two players drop: round 2 has fewer tables, so its find-your-name header sits higher.
      if (format !== 'arrow-target') {
        for (const name of ['Quinn', 'Zoë'])
          expect(a.call<ActionResult>('setPlayerStatus', { name, status: 'dropped' }).ok).toBe(true);
      }
      pairOk(a);
      expect(phoneProblems(a), 'after pairing round 2').toEqual([]);
      expectFindYourName(a, 2);
      const undone = a.call<ActionResult>('undoLastRound');
      expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
      expect(phoneProblems(a), 'after undo').toEqual([]);
      const back = pairingsTab(a);
      expect(back.values).toEqual(round1.values);
      expect(back.columnWidths).toEqual(round1.columnWidths);
      expectFindYourName(a, 1);
      pairOk(a);
      const rePaired = a.call<ActionResult>('rePairRound');
      expect(rePaired.ok, JSON.stringify(rePaired.problems)).toBe(true);
      expect(phoneProblems(a), 'after re-pair').toEqual([]);
      expectFindYourName(a, 2);
    });
  }

  it('names of 60 characters wrap: still 4 columns at their phone widths, every cell wrapping', () => {
    const long = (first: string) => `${first} ${'Featherstonehaugh-Cholmondeley '.repeat(3)}`.slice(0, 60);
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].map(long);
    expect(names.every((n) => n.length === 60)).toBe(true);
    for (const format of FORMATS) {
      const a = openArtifact();
      startEvent(a, format, names, OPTIONS[format]);
      pairOk(a);
      expect(phoneProblems(a), format).toEqual([]);
      const view = expectFindYourName(a, 1);
      expect(view.byName.map((r) => r.player)).toEqual([...names].sort());
    }
  });

  it('a field that grows the tab past its 1,000 rows (701 players): the new rows wrap too, the bye still has no table', () => {
    const a = openArtifact();
    const names = Array.from({ length: 701 }, (_, i) => `Player ${i + 1}`);
    startEvent(a, 'sealed-deck', names);
    pairOk(a);
    expect(pairingsTab(a).maxRows).toBeGreaterThan(1000);
    expect(phoneProblems(a)).toEqual([]);
    const view = expectFindYourName(a, 1);
    expect(view.byName).toHaveLength(701);
    expect(byes(view.tables).map((r) => r.table)).toEqual(['']);
  });

  it("Full Thrust's game against a judge keeps its table: it is a game to play, not a bye", () => {
    const a = openArtifact();
    startEvent(a, 'full-thrust', SEVEN, { oddMethod: 'judge' });
    pairOk(a);
    const view = expectFindYourName(a, 1);
    const judge = view.tables.find((r) => String(r.note).startsWith('Plays a judge'));
    expect(typeof judge?.table).toBe('number');
    expect(judge?.opponent).toBe('Judge');
    expect(view.byName.find((r) => r.player === judge?.player)).toMatchObject({
      table: judge?.table,
      opponent: 'Judge',
      note: '',
    });
  });
});
