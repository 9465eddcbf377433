// "Check event": runs every validation and lists every problem, with its tab and cell, without writing
// anything (the workbook is byte-for-byte the same afterwards).
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import { seededRandom } from '../../src/engine/random';
import { MENU_ITEMS } from '../../src/server/menu';
import type { ActionResult, Problem } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, startEvent, typeResults } from '../support/events';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

/** Calls checkEvent and asserts it wrote nothing at all. */
function check(a: Artifact): ActionResult {
  const before = a.snapshot();
  const r = a.call<ActionResult>('checkEvent');
  expectUnchanged(a, before);
  for (const p of [...r.problems, ...r.warnings]) {
    expect(p.tab).not.toBe('');
    expect(p.cell === '' || /^[A-Z]+\d+$/.test(p.cell)).toBe(true);
  }
  return r;
}

const at = (ps: Problem[]) => ps.map((p) => `${p.tab}!${p.cell}`);

describe('Check event', () => {
  it.each(FORMATS)(
    '%s: a clean event has no problems; the missing results of the round are listed as notes with their cells',
    (format) => {
      const a = openArtifact();
      startEvent(a, format, SIX);
      expect(check(a)).toEqual(expect.objectContaining({ ok: true, problems: [] }));
      pairOk(a);
      const r = check(a);
      expect(r.ok).toBe(true);
      const missing = r.warnings.filter((w) => w.code === RESULT_CODES.missing);
      expect(missing.length).toBeGreaterThan(0);
      expect(missing.every((w) => w.tab === 'Results' && /^E\d+$/.test(w.cell))).toBe(true);
      typeResults(a, format, 1, seededRandom(`check:${format}`));
      expect(check(a).warnings.filter((w) => w.code === RESULT_CODES.missing)).toEqual([]);
      expect(r.state?.round).toBe(1);
    },
  );

  it('lists every problem at once, where an action stops at the ones blocking it', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    pairOk(a);
    a.type('Event', 'B5', [['three']]);
    a.type('Players', 'A8', [['ann ']]);
    a.type('Results', 'C2', [['Anne']]);
    a.type('Results', 'E3:G3', [['ten', 20, 'Win']]);
    const r = check(a);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/\d+ problems? to fix.*Nothing was changed\./);
    expect(at(r.problems)).toEqual(
      expect.arrayContaining(['Event!B5', 'Players!A8', 'Results!C2', 'Results!E3']),
    );
    // The action refuses on the first layer it reads (the Event tab), so it shows fewer.
    const pair = a.call<ActionResult>('pairNextRound');
    expect(pair.ok).toBe(false);
    expect(pair.problems.length).toBeLessThan(r.problems.length);
  });

  it("reports the format's own input tabs (an Attack Wing fleet over the squadron point limit) with their cells", () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX);
    a.type('Fleets', 'G2', [[500]]);
    const r = check(a);
    expect(r.ok).toBe(false);
    expect(r.problems.some((p) => p.tab === 'Fleets' && /^[A-G]\d+$/.test(p.cell))).toBe(true);
  });

  it.each(['arrow-target', 'full-thrust'] as const)(
    '%s: a player typed in after round 1 is reported as a late entry the format refuses, at the Players row',
    (format) => {
      const a = openArtifact();
      startEvent(a, format, SIX);
      pairOk(a);
      a.type('Players', 'A8', [['Late Larry']]);
      const r = check(a);
      expect(r.ok).toBe(false);
      expect(r.problems).toContainEqual(
        expect.objectContaining({
          tab: 'Players',
          cell: 'A8',
          message: expect.stringContaining('Late Larry'),
        }),
      );
    },
  );

  it('a renamed tab is named as the organizer sees it', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    pairOk(a);
    a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results')?.setName('Scores');
    a.type('Scores', 'C2', [['Nobody']]);
    expect(at(check(a).problems)).toContain('Scores!C2');
  });

  it('is on the add-on menu; the menu item shows the result in an alert and writes nothing', () => {
    expect(MENU_ITEMS).toContainEqual(['Check event', 'menuCheckEvent']);
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    a.type('Results', 'A2', [['x']]);
    const before = a.snapshot();
    a.call('menuCheckEvent');
    expectUnchanged(a, before);
    const alert = a.emu.ui.alerts.at(-1);
    expect(JSON.stringify(alert)).toContain('Results A2');
  });
});
