// Names and cells at Sheets' limits through the built dist/Code.js: names tens of thousands of characters
// long, an event name and seed of nearly 50,000, and thousands of players sharing a surname. Every entry
// point answers without throwing; a refused action writes nothing; every problem names a real cell.
// Apart from test/bundle/adversarial-names.test.ts because these names are plain ASCII: no platform switch
// changes their outcome, so the switches-flipped run does not repeat them (test/support/switch-suites.ts).
import { describe, expect, it } from 'vitest';
import { NAME_CODES } from '../../src/engine/names';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import {
  allCells,
  everyEntryPointRefuses,
  expectRealCells,
  problemAt,
} from '../support/entry-point-refusals';
import { pairOk, typeResults } from '../support/events';
import { setupSealed, typePlayers } from '../support/sealed';
import { standingsOf } from '../support/standings';

describe('long names and cells ("Sheets caps a cell at 50,000 characters")', () => {
  it('a name of 100 characters is taken; 101 characters, or 50,000, is refused at its cell', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'x'.repeat(101), 'Cy', 'y'.repeat(50000)]);
    const r = everyEntryPointRefuses(a);
    expect(problemAt(r, 'A3')?.message).toBe(
      'This name is 101 characters long; the add-on takes names of up to 100.',
    );
    expect(problemAt(r, 'A5')?.message).toBe(
      'This name is 50000 characters long; the add-on takes names of up to 100.',
    );
    a.type('Players', 'A3', [['z'.repeat(100)]]);
    a.type('Players', 'A5', [['Dee']]);
    expect(pairOk(a).ok).toBe(true);
    expect(allCells(a).some((c) => c.v === 'z'.repeat(100))).toBe(true);
  });

  it('60 names of 49,000 characters: every action answers quickly, each name refused at its cell with a short message', () => {
    const a = openArtifact();
    setupSealed(a, []);
    const names = Array.from({ length: 60 }, (_, i) =>
      `${String.fromCharCode(65 + (i % 26))}${i}`.padEnd(49000, 'ab'),
    );
    typePlayers(a, names);
    const r = everyEntryPointRefuses(a);
    const errors = r.problems.filter((p) => p.tab === 'Players');
    expect(errors.map((p) => p.cell)).toEqual(names.map((_, i) => `A${i + 2}`));
    for (const p of r.problems) expect(p.message.length + p.fix.length).toBeLessThan(400);
  });

  it('an event name and seed of 49,995 characters: pairing, standings and undo succeed and no written cell passes 50,000', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    a.type('Event', 'B3', [['N'.repeat(49995)]]);
    a.type('Event', 'B6', [['S'.repeat(49995)]]);
    expect(pairOk(a).ok).toBe(true);
    typeResults(a, 'sealed-deck', 1, seededRandom('long'));
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(pairOk(a).ok).toBe(true);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    const long = allCells(a).filter((c) => typeof c.v === 'string' && c.v.length > 49000);
    for (const c of long)
      expect((c.v as string).length, `${c.tab} R${c.row}C${c.col}`).toBeLessThanOrEqual(50000);
    const title = String(a.values('Pairings')[0][0]);
    expect(title.startsWith('Round 1 · NNN')).toBe(true);
    expect(title).toMatch(/more characters cut: a Sheets cell holds 50000\]$/);
  });
});

describe('thousands of players with one surname', () => {
  it('5,000 players surnamed Smith, most one letter apart: Check event and pairing answer, and the look-alikes listed stay a readable few', () => {
    const a = openArtifact();
    setupSealed(a, [], { firstRound: 'as-listed' });
    // Baban, Caban, Daban…: the first letter changes fastest, so most names are one letter apart.
    const given = (i: number) =>
      `${'BCDFGHJKLMNPRSTVZ'[i % 17]}${'aeiou'[Math.floor(i / 17) % 5]}${'bcdfghjklmnprstvz'[Math.floor(i / 85) % 17]}${'aeiou'[Math.floor(i / 1445) % 5]}n`;
    const names = Array.from({ length: 5000 }, (_, i) => `${given(i)} Smith`);
    expect(new Set(names).size).toBe(5000);
    typePlayers(a, names);
    const check = a.call<ActionResult>('checkEvent');
    const all = [...check.problems, ...check.warnings];
    expect(all.filter((p) => p.severity === 'error')).toEqual([]);
    const alike = all.filter((p) => p.code === NAME_CODES.nearDuplicate);
    expect(alike.length).toBe(201);
    expect(alike.at(-1)?.message).toMatch(
      /^\d+ more pairs of names look alike \(only the first 200 are listed\)\.$/,
    );
    expectRealCells(a, all);
    // What the sidebar receives stays small enough for google.script.run.
    expect(JSON.stringify(a.call<EventState>('getEventState')).length).toBeLessThan(200000);
    const r = pairOk(a);
    expect(r.ok).toBe(true);
    expect(a.values('Results').length).toBe(2501);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).rows.length).toBe(5000);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(a.values('Results').length).toBe(1);
  }, 120000);
});
