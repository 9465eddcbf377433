// A bracket row retyped by hand is one problem at its cell, not two: the Paired as check names the
// cause ("was never paired"), so the format's own bracket check says nothing more about that cell.
import { describe, expect, it } from 'vitest';
import type { ActionResult, Problem } from '../../src/shared/types';
import { roundRows } from '../support/events';
import { pairOk, setupFullThrust, typeFtRound } from '../support/full-thrust';

function errorsByCell(problems: Problem[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of problems.filter((x) => x.severity === 'error')) {
    const key = `${p.tab}!${p.cell}`;
    out.set(key, [...(out.get(key) ?? []), p.message]);
  }
  return out;
}

describe('a retyped cut row is reported once at its cell (Full Thrust, through dist/Code.js)', () => {
  it.each([
    ['crossed between the two semi-finals', 'cross', 'checkEvent'],
    ['retyped to a player who did not make the cut', 'outsider', 'checkEvent'],
    ['crossed between the two semi-finals', 'cross', 'pairNextRound'],
    ['retyped to a player who did not make the cut', 'outsider', 'pairNextRound'],
    ['crossed between the two semi-finals', 'cross', 'updateStandings'],
    ['retyped to a player who did not make the cut', 'outsider', 'updateStandings'],
  ])(
    'a semi-final opponent %s: one error per cell, saying it was never paired (%s)',
    (_what, how, action) => {
      const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
      const a = setupFullThrust(names.map((n, i) => [n, 300 + i]));
      // Distinct qualifying scores, so the cut needs no tie-breaker.
      const score = (n: string) => 10 * (names.indexOf(n) + 1);
      for (const round of [1, 2]) {
        pairOk(a);
        typeFtRound(a, round, (n) => ({ opt: score(n), dpt: 5, hull: 3 }));
      }
      pairOk(a);
      typeFtRound(a, 3, (n) => ({ opt: score(n), dpt: 5, hull: 3 }));
      const [s1, s2] = roundRows(a, 3);
      expect(s1.values.at(-1)).toBe(`Round 3: ${s1.values[2]} v ${s1.values[3]}`);
      const rows = how === 'cross' ? [s1.row, s2.row] : [s1.row];
      if (how === 'cross') {
        a.type('Results', `D${s1.row}`, [[s2.values[3]]]);
        a.type('Results', `D${s2.row}`, [[s1.values[3]]]);
      } else {
        // Ann has the lowest qualifying score: she is out after game 2.
        a.type('Results', `C${s1.row}`, [['Ann']]);
      }
      const r = a.call<ActionResult>(action);
      expect(r.ok).toBe(false);
      const byCell = errorsByCell(r.problems);
      for (const row of rows) {
        const messages = byCell.get(`Results!${how === 'cross' ? 'D' : 'C'}${row}`) ?? [];
        expect(messages, messages.join(' | ')).toHaveLength(1);
        expect(messages[0]).toContain('was never paired');
      }
      for (const [cell, messages] of byCell) expect(messages, cell).toHaveLength(1);
    },
  );
});
