// A printable Slips tab written at each pairing, one slip per table with the round,
// table, both names and the format's result fields to fill in and sign, every slip the same height.
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import { slipHeight } from '../../src/engine/slips';
import type { FormatId } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
/** What each format's slip must ask for, as the issue lists it. */
const FIELDS: Record<FormatId, string[]> = {
  'sealed-deck': ['Points', 'How it ended'],
  'attack-wing': ['Fleet points', 'How it ended', 'Winner', 'Result verified'],
  'arrow-target': ['Arrow deck', 'Target deck', 'Winner'],
  'full-thrust': ['OPT', 'DPT', 'Hull boxes'],
  'any-game': ['Games', 'Drawn games', 'Result'],
};

function slips(values: unknown[][]): { title: string; a: unknown; b: unknown; rows: unknown[][] }[] {
  const out: { title: string; a: unknown; b: unknown; rows: unknown[][] }[] = [];
  values.slice(1).forEach((row, i, all) => {
    if (typeof row[0] === 'string' && /^Round \d+ · Table \d+$/.test(row[0]))
      out.push({ title: row[0], a: row[1], b: row[2], rows: all.slice(i + 1, i + 1 + 20) });
  });
  return out;
}

describe('the Slips tab (match slips to print)', () => {
  for (const id of FORMATS) {
    it(`${id}: one slip per table of the round just paired, with both names, the format's fields and signatures`, () => {
      const format = allFormats().find((f) => f.id === id);
      if (!format) throw new Error(id);
      const a = openArtifact();
      startEvent(a, id, NAMES);
      pairOk(a);
      // A row with no opponent that still waits for a result is a game against a judge: it has a slip.
      const judged = (v: unknown[]) => v[3] === 'BYE' && v[v.length - 2] !== 'Bye';
      const games = roundRows(a, 1).filter((r) => r.values[3] !== 'BYE' || judged(r.values));
      const tab = a.values('Slips');
      const found = slips(tab);
      expect(found.map((s) => [s.title, s.a, s.b])).toEqual(
        games.map((g) => [
          `Round 1 · Table ${g.values[1]}`,
          g.values[2],
          judged(g.values) ? 'Judge' : g.values[3],
        ]),
      );
      const labels = found[0].rows.slice(0, slipHeight(format)).map((r) => String(r[0]));
      for (const field of FIELDS[id]) expect(labels, field).toContain(field);
      expect(labels).toContain('Signatures');
      // Same height for every slip: the title rows sit exactly slipHeight apart.
      const titleRows = tab
        .map((r, i) => (/^Round \d+ · Table/.test(String(r[0])) ? i : -1))
        .filter((i) => i >= 0);
      for (let i = 1; i < titleRows.length; i++)
        expect(titleRows[i] - titleRows[i - 1]).toBe(slipHeight(format));
    });
  }

  it('after round 2 is paired the slips are round 2, and an undo brings back round 1', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', NAMES);
    pairOk(a);
    typeResults(a, 'sealed-deck', 1, seededRandom('slips'));
    pairOk(a);
    expect(slips(a.values('Slips')).every((s) => s.title.startsWith('Round 2 '))).toBe(true);
    expect(slips(a.values('Slips'))).toHaveLength(3);
    a.call('undoLastRound');
    expect(slips(a.values('Slips')).every((s) => s.title.startsWith('Round 1 '))).toBe(true);
  });

  it('a bye gets no slip', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', NAMES);
    pairOk(a);
    const bye = roundRows(a, 1).find((r) => r.values[3] === 'BYE');
    expect(bye).toBeDefined();
    const names = slips(a.values('Slips')).flatMap((s) => [s.a, s.b]);
    expect(names).not.toContain('BYE');
    expect(names).toHaveLength(6);
  });
});
