// docs/ARCHITECTURE.md, Guarantees, for every format: undo, re-pair, setup on an existing sheet, drop and reinstate keep every
// value the organizer typed, either in place or in the Log tab (compared workbook before and after).
import { describe, expect, it } from 'vitest';
import { columnToLetters } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults } from '../support/events';
import { expectNothingLost } from '../support/nothing-lost';

const SEVEN = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];

/** The first column right of the add-on's own columns on a tab. */
function extraColumn(a: Artifact, tab: string): string {
  return columnToLetters((a.values(tab)[0] as unknown[]).length + 1);
}

/** The organizer's own column on Players (contact details) and a note beside a Results row. */
function typeOrganizerExtras(a: Artifact, round: number): void {
  const email = extraColumn(a, 'Players');
  a.type('Players', `${email}1`, [['Email']]);
  a.type(
    'Players',
    `${email}2`,
    SEVEN.map((n) => [`${n.toLowerCase()}@example.org`]),
  );
  const note = extraColumn(a, 'Results');
  const rows = roundRows(a, round);
  a.type('Results', `${note}${rows[0].row}`, [['note: table wobbly']]);
}

describe.each(FORMATS)('%s: nothing the organizer typed is lost', (format) => {
  it('undo: the last round, with its typed results and the notes beside it, moves to the Log', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    const r = seededRandom(`undo:${format}`);
    pairOk(a);
    typeResults(a, format, 1, r);
    pairOk(a);
    typeResults(a, format, 2, r);
    typeOrganizerExtras(a, 2);
    const before = a.allValues();
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    expect(roundRows(a, 2)).toEqual([]);
    expect(
      a
        .values('Log')
        .flat()
        .filter((v) => v === 'note: table wobbly'),
    ).toHaveLength(1);
    expectNothingLost(before, a);
  });

  it("re-pair: the replaced round's rows (and a note typed beside one) go to the Log", () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    pairOk(a);
    typeResults(a, format, 1, seededRandom(`repair:${format}`));
    pairOk(a);
    typeOrganizerExtras(a, 2);
    const before = a.allValues();
    const rePaired = a.call<ActionResult>('rePairRound');
    expect(rePaired.ok, JSON.stringify(rePaired.problems)).toBe(true);
    expect(roundRows(a, 2).length).toBeGreaterThan(0);
    expectNothingLost(before, a);
  });

  it("an organizer's own formula beside a round-1 result survives undo and re-pair of round 2 (kept rows are not rewritten)", () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    pairOk(a);
    typeResults(a, format, 1, seededRandom(`formula:${format}`));
    const note = extraColumn(a, 'Results');
    const first = roundRows(a, 1)[0].row;
    a.type('Results', `${note}${first}`, [['=2*3']]);
    pairOk(a);
    const before = a.allValues();
    expect(a.call<ActionResult>('rePairRound').ok).toBe(true);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(a.values('Results')[first - 1]).toContainEqual({ formula: '=2*3' });
    expectNothingLost(before, a);
  });

  it('drop and reinstate change only the Status cell; the contact column and past results stay', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    pairOk(a);
    typeResults(a, format, 1, seededRandom(`drop:${format}`));
    typeOrganizerExtras(a, 1);
    const before = a.allValues();
    const players = before.tabs.Players.values;
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'Bob', status: 'dropped' }).ok).toBe(true);
    expect(a.values('Players')[2][1]).toBe('dropped');
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'bob', status: 'active' }).ok).toBe(true);
    // Bob's blank Status now says active; every other cell is as it was.
    expect(a.values('Players')).toEqual(
      players.map((row, i) => (i === 2 ? [row[0], 'active', ...row.slice(2)] : row)),
    );
    // Results keeps every typed cell; its Status cells, written by the add-on, now say what each
    // hand-typed row holds (the first action that writes brings them up to date).
    const results = before.tabs.Results.values;
    const status = results[0].indexOf('Status');
    expect(status).toBeGreaterThan(0);
    const after = a.values('Results');
    expect(after.map((row) => row.filter((_, c) => c !== status))).toEqual(
      results.map((row) => row.filter((_, c) => c !== status)),
    );
    expect(after.slice(1).filter((row) => row[status] === 'Waiting for result')).toEqual([]);
    expectNothingLost(before, a);
  });

  it("setup on a spreadsheet with the organizer's own tab keeps it; setup again on the event is refused and writes nothing", () => {
    const a = openArtifact();
    a.type('Sheet1', 'A1', [
      ['Name', 'Email', 'Paid'],
      ['Ann', 'ann@example.org', 'yes'],
      ['=1+1', '+44 7700', '2026-12-05'],
    ]);
    const mine = a.allValues();
    startEvent(a, format, SEVEN);
    expectNothingLost(mine, a);
    expect(a.values('Sheet1')).toEqual(mine.tabs.Sheet1.values);
    pairOk(a);
    const before = a.snapshot();
    const again = a.call<ActionResult>('setupEvent', { format, name: 'Again' });
    expect(again.ok).toBe(false);
    expect(again.problems.length).toBeGreaterThan(0);
    expectUnchanged(a, before);
  });
});
