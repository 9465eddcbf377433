// The frame every action runs in (main.ts is not imported: test/server/main.test.ts mocks this module,
// and test:unit shares one module graph): under the document lock, a refused plan, a stale `seen` or another
// run holding the lock changes nothing at all; an accepted plan's writes all land.
import { describe, expect, it } from 'vitest';
import { type ActionSpec, runAction } from '../../src/server/run-action';
import { planPair } from '../../src/sheets/actions';
import type { Plan } from '../../src/sheets/actions/plan';
import { serverGlobals, setUpSealed } from '../support/server-globals';

const g = serverGlobals();

const note: Plan = {
  ok: true,
  message: 'noted',
  warnings: [],
  writes: [{ kind: 'cells', role: 'log', row: 5, col: 3, rows: [['a note', 7]] }],
};
const spec = (plan: Plan, seen?: unknown): ActionSpec => ({ plan: () => plan, seen });

/** Runs `act` and expects it refused with the workbook exactly as before. */
function expectNothingChanged(act: () => { ok: boolean; message: string }): string {
  const before = g.emu.saveWorkbook();
  const r = act();
  expect(r.ok).toBe(false);
  expect(g.emu.saveWorkbook()).toEqual(before);
  return r.message;
}

describe('runAction', () => {
  it("applies an accepted plan's writes and returns the event state", () => {
    setUpSealed(g, ['Ann', 'Bob']);
    const r = runAction(spec(note));
    expect(r.ok).toBe(true);
    expect(r.message).toBe('noted');
    expect(g.values('Log')[4].slice(2, 4)).toEqual(['a note', 7]);
    expect(r.state?.round).toBe(0);
  });

  it('an action refused for bad input writes nothing', () => {
    setUpSealed(g, ['Ann', 'Ann', 'Bob']);
    const message = expectNothingChanged(() =>
      runAction({ plan: (snap, now) => planPair(snap, { force: false }, now) }),
    );
    expect(message).toMatch(/^Nothing was changed/);
  });

  it('a refused plan writes nothing and names its problems', () => {
    setUpSealed(g, ['Ann', 'Bob']);
    const problem = {
      severity: 'error' as const,
      tab: 'Players',
      cell: 'A2',
      message: 'bad',
      fix: '',
      code: 'test-bad',
    };
    const before = g.emu.saveWorkbook();
    const r = runAction(spec({ ok: false, problems: [problem], warnings: [] }));
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([expect.objectContaining({ tab: 'Players', cell: 'A2', role: 'players' })]);
    expect(g.emu.saveWorkbook()).toEqual(before);
  });

  it("finds the tabs a plan writes from its writes, and a problem's tab by its role", () => {
    setUpSealed(g, ['Ann', 'Bob']);
    g.ss().getSheetByName('Standings')?.setName('Table');
    const titled: Plan = {
      ...note,
      writes: [...note.writes, { kind: 'cells', role: 'standings', row: 3, col: 1, rows: [['x']] }],
    };
    expect(runAction(spec(titled)).ok).toBe(true);
    expect(g.values('Table')[2][0]).toBe('x');
    const problem = {
      severity: 'error' as const,
      tab: 'Standings',
      cell: 'A1',
      message: 'stale',
      fix: '',
      code: 'test-stale',
    };
    const r = runAction(spec({ ok: false, problems: [problem], warnings: [] }));
    expect(r.problems).toEqual([expect.objectContaining({ tab: 'Table', role: 'standings' })]);
  });

  it('a stale seen is refused before the plan runs; the current one is accepted', () => {
    setUpSealed(g, ['Ann', 'Bob', 'Cy', 'Dee']);
    const first = runAction(spec(note));
    let planned = 0;
    const counting: ActionSpec = {
      ...spec(note, { round: 3, fingerprint: 'old' }),
      plan: () => {
        planned++;
        return note;
      },
    };
    const message = expectNothingChanged(() => runAction(counting));
    expect(message).toMatch(/moved on/);
    expect(planned).toBe(0);
    const fresh = runAction({
      ...counting,
      seen: { round: first.state?.round, fingerprint: first.state?.fingerprint },
    });
    expect(fresh.ok).toBe(true);
    expect(planned).toBe(1);
  });

  it('another run holding the lock: refused as busy, nothing written', () => {
    setUpSealed(g, ['Ann', 'Bob']);
    g.emu.lockHeldElsewhere(true);
    expect(expectNothingChanged(() => runAction(spec(note)))).toMatch(/Another Tourney Desk action/);
  });

  it('a plan writing a tab that was deleted is refused whole', () => {
    setUpSealed(g, ['Ann', 'Bob']);
    const standings = g.ss().getSheetByName('Standings');
    if (standings) g.ss().deleteSheet(standings);
    const both: Plan = {
      ...note,
      writes: [...note.writes, { kind: 'cells', role: 'standings', row: 3, col: 1, rows: [['x']] }],
    };
    // The scan that finds the tab gone refreshes the tab-id cache: the tabs are what must not change.
    const before = g.emu.saveWorkbook().tabs;
    const r = runAction(spec(both));
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/missing/);
    expect(g.emu.saveWorkbook().tabs).toEqual(before);
  });
});
