// The derived tabs, rewritten from the event by every action that writes (src/sheets/actions/derived-writes.ts).
import { describe, expect, it } from 'vitest';
import { derivedWrites, roundTabsWrites } from '../../../src/sheets/actions/derived-writes';
import { eventSnapshot, model, paired, typed, withoutRows } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
const roles = (ws: { role: string; kind: string }[]) => ws.map((w) => `${w.kind} ${w.role}`);

describe('derivedWrites', () => {
  it('before round 1: Standings and the output tabs (a seating list on Pairings stays); once paired, Pairings too', () => {
    const rest = ['rows standings', 'rows report', 'rows slips', 'rows standings-by-round', 'rows my-games'];
    expect(roles(derivedWrites(model(eventSnapshot('sealed-deck', FIVE))))).toEqual(rest);
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    expect(roles(derivedWrites(model(s)))).toEqual(['rows pairings', ...rest]);
    // Pairing and undo write their own Pairings.
    expect(roles(derivedWrites(model(s), { pairings: false }))).toEqual(rest);
  });

  it('Pairings cleared by hand is written back as the round was paired', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const pairings = s.tabs.pairings?.values ?? [];
    const cleared = typed(s, 'pairings', 3, 1, [['', '', '', '']]);
    expect(cleared.tabs.pairings?.values).not.toEqual(pairings);
    const [write] = derivedWrites(model(cleared));
    expect(write.kind === 'rows' && write.rows.slice(0, pairings.length)).toEqual(pairings);
  });

  it('an event with no record tab gets its record, from the Paired as cells, with its first write', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const { record: _, ...tabs } = s.tabs;
    const older = model({ tabs });
    expect(older.record.source).toBe('paired-as');
    const writes = derivedWrites(older);
    expect(roles(writes)[0]).toBe('rows record');
    const record = writes[0].kind === 'rows' ? writes[0].rows : [];
    // The games as paired; an older event never kept when its rounds were paired, so none is made up.
    expect(record.slice(1).map((r) => r.slice(0, 5))).toEqual(
      s.tabs.record?.values.slice(1).map((r) => r.slice(0, 5)),
    );
    expect(record.slice(1).map((r) => r[5])).toEqual(record.slice(1).map(() => ''));
  });

  it("a format's output tabs are rewritten too (arrow/target's schedule and bracket)", () => {
    const s = paired(
      eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }),
    );
    const written = roles(derivedWrites(model(s)));
    expect(written).toContain('rows schedule');
    expect(written).toContain('rows bracket');
  });
});

describe('roundTabsWrites', () => {
  it('Pairings and the slips once a round is paired, nothing before it; while there are errors Pairings alone, and only with every game of the round on Results', () => {
    expect(roundTabsWrites(model(eventSnapshot('sealed-deck', FIVE)))).toEqual([]);
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    expect(roles(roundTabsWrites(model(s)))).toEqual(['rows pairings', 'rows slips']);
    const bad = typed(s, 'results', 2, 5, [['sixty']]);
    expect(roles(roundTabsWrites(model(bad)))).toEqual(['rows pairings']);
    expect(roundTabsWrites(model(withoutRows(bad, 'results', [3])))).toEqual([]);
  });
});
