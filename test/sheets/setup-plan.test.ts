// Setting up as a pure plan (src/sheets/actions/setup.ts): the refusals, and the tabs and writes it
// plans from what the spreadsheet holds.
import { describe, expect, it } from 'vitest';
import { existingEventProblems, planSetupTabs, tabClashes } from '../../src/sheets/actions/setup';
import type { Grid } from '../../src/sheets/grid';
import { planSetup } from '../../src/sheets/setup';

const INPUTS = ['event', 'players', 'results', 'record'];

function sealed(rounds?: number) {
  const planned = planSetup({ format: 'sealed-deck', name: 'Friday', ...(rounds ? { rounds } : {}) }, 's1');
  if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
  return planned.plan;
}

describe('setting up again is refused while the earlier event holds something typed', () => {
  it('a typed tab with rows under its headers, at A2; a tab with its headers only is no data', () => {
    const problems = existingEventProblems(
      [
        { name: 'Players', lastRow: 5 },
        { name: 'Results', lastRow: 1 },
      ],
      null,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tab: 'Players', cell: 'A2' });
    expect(problems[0].message).toBe(
      'This spreadsheet already has an event: the Players tab has 4 rows of data.',
    );
  });

  it('an Event setting changed from its default, at its cell; the defaults as set up are no refusal', () => {
    const event = (rows: Grid) => ({ name: 'Event', values: rows });
    expect(existingEventProblems([], event(sealed().eventRows as Grid))).toEqual([]);
    const changed = existingEventProblems([], event(sealed(7).eventRows as Grid));
    expect(changed).toHaveLength(1);
    expect(changed[0].message).toContain('"Rounds" setting on the Event tab differs from the default');
  });

  it("a tab of the new event's name (ignoring capitals) that is not the add-on's is a clash", () => {
    const plan = sealed();
    const clashes = tabClashes(plan.layouts, (title) => (title === 'players' ? 'PLAYERS' : null));
    expect(clashes.map((c) => [c.tab, c.cell])).toEqual([['PLAYERS', 'A1']]);
    expect(clashes[0].fix).toBe('Rename or delete your "PLAYERS" tab, then set up the event again.');
  });
});

describe('the tabs and writes setup plans', () => {
  const NOW = '2026-12-05T10:00:00.000Z';

  it("every layout's tab under its title, the Log's first line, and the input tabs as written", () => {
    const plan = sealed();
    const out = planSetupTabs(
      plan,
      { format: 'sealed-deck', name: 'Friday' },
      new Set(['sheet1']),
      [],
      INPUTS,
      NOW,
    );
    expect(out.tabs.map((t) => t.name)).toEqual(plan.layouts.map((l) => l.title));
    expect(out.tabs.every((t) => t.renameTo === undefined)).toBe(true);
    expect(out.tabs.find((t) => t.layout.role === 'standings')?.title).toContain('Friday');
    // The Event tab's dropdowns, then the Log's first line.
    expect(out.writes.map((w) => [w.write.kind, w.write.role])).toEqual([
      ['dropdowns', 'event'],
      ['append', 'log'],
    ]);
    expect(out.writes[1]).toMatchObject({ write: { kind: 'append', role: 'log' }, usedRows: 1 });
    expect(Object.keys(out.inputs.tabs).sort()).toEqual(
      plan.layouts
        .map((l) => l.role)
        .filter((r) => INPUTS.includes(r))
        .sort(),
    );
  });

  it("an earlier event's title gets an interim name, renamed later; its rows go to the Log under the first line", () => {
    const plan = sealed();
    const out = planSetupTabs(
      plan,
      { format: 'sealed-deck', name: 'Friday' },
      new Set(['players', 'players (new)']),
      [{ role: 'pairings', name: 'Pairings', values: [['Seating'], ['Table', 'Player'], ['1', 'Ann']] }],
      INPUTS,
      NOW,
    );
    const players = out.tabs.find((t) => t.layout.role === 'players');
    expect(players).toMatchObject({ name: 'Players (new 2)', renameTo: 'Players' });
    const log = out.writes.filter((w) => w.write.role === 'log');
    const first = log[0].write;
    expect(log.map((w) => w.usedRows)).toEqual([1, 1 + (first.kind === 'append' ? first.rows.length : 0)]);
  });
});
