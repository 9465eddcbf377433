// Rename as a pure plan (src/sheets/actions/rename.ts): every tab the add-on wrote the name, and the Log.
import { describe, expect, it } from 'vitest';
import { planRename } from '../../../src/sheets/actions/rename';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, model, paired, typed } from '../../support/snapshot';

const FOUR = ['Ann', 'Bob', 'Cy', 'Gus'];

describe('planRename', () => {
  it('renames on Players, Results, Paired as and the record, and logs every value it replaced', () => {
    const s = paired(eventSnapshot('sealed-deck', FOUR));
    const plan = planned(planRename(s, 'Gus', 'Gus Grissom', NOW));
    expect(plan.message).toBe('Gus is now Gus Grissom on every tab.');
    const next = afterPlan(s, plan);
    expect(next.tabs.players?.values[4][0]).toBe('Gus Grissom');
    const flat = (next.tabs.results?.values ?? []).flat().map(String);
    expect(flat).not.toContain('Gus');
    expect(flat.some((v) => /^Round 1: .*Gus Grissom/.test(v))).toBe(true);
    expect(model(next).record.entries.some((e) => e.a === 'Gus Grissom' || e.b === 'Gus Grissom')).toBe(true);
    const log = writeTo(plan.writes, 'log', 'append').rows[0];
    expect(log[1]).toBe('Rename player');
    expect(String(log[4])).toMatch(
      /^Old name "Gus", new name "Gus Grissom": renamed on Players A5, 2 Results cells/,
    );
    // The Removed row columns: the old name, and the old "Paired as" text.
    const pairedAs = (s.tabs.results?.values ?? []).map((r) => String(r[9])).find((v) => v.includes('Gus'));
    expect(log.slice(5)).toEqual(['Gus', pairedAs]);
  });

  it('confirms a rename typed by hand on Players: the games follow, and the Log says so', () => {
    let s = paired(eventSnapshot('sealed-deck', FOUR));
    s = typed(s, 'players', 5, 1, [['Gus Grissom']]);
    expect(model(s).renames).toEqual([expect.objectContaining({ from: 'Gus', to: 'Gus Grissom' })]);
    const plan = planned(planRename(s, 'Gus', 'Gus Grissom', NOW));
    expect(String(writeTo(plan.writes, 'log', 'append').rows[0][4])).toContain('(typed on Players by hand)');
    // Players already has the new name: only the games are rewritten.
    expect(plan.writes.some((w) => w.role === 'players')).toBe(false);
    expect(model(afterPlan(s, plan)).renames).toEqual([]);
  });

  it('refuses a name another player has (at their cell), an unknown old name, and no change', () => {
    const s = paired(eventSnapshot('sealed-deck', FOUR));
    expect(refused(planRename(s, 'Gus', 'bob', NOW)).map((p) => [p.cell, p.message])).toEqual([
      ['A3', '"bob" is already on Players as "Bob".'],
    ]);
    expect(refused(planRename(s, 'Zed', 'Zack', NOW))[0].message).toBe(
      '"Zed" is neither on Players nor in any game of this event.',
    );
    expect(refused(planRename(s, 'Gus', 'Gus', NOW))[0].message).toBe('Gus already has that name.');
    expect(refused(planRename(s, '', 'Gus', NOW))[0].message).toBe(
      'A rename needs the old name and the new one.',
    );
  });
});
