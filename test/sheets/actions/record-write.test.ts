// The record's own write (src/sheets/actions/record-write.ts): appended a round at a time, rewritten whole.
import { describe, expect, it } from 'vitest';
import type { RoundPlan } from '../../../src/engine/format';
import { plannedEntries, recordWrite } from '../../../src/sheets/actions/record-write';
import { NOW } from '../../support/plans';
import { eventSnapshot, model, paired, typed } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('recordWrite', () => {
  it("a new round is appended, with the rest of the event's rounds reserved so the tab grows once", () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE, { rounds: 4 }));
    const m = model(s);
    const added = [{ round: 2, table: 1, a: 'Ann', b: 'Cy', pairedOn: NOW }];
    expect(recordWrite(s, m, m.record.entries, added)).toEqual({
      kind: 'append',
      role: 'record',
      width: 6,
      rows: [[2, 1, 'Ann', 'Cy', '', NOW]],
      reserve: 2,
    });
  });

  it('entries taken out (undo) rewrite the whole tab, blanking the rows below', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const m = model(s);
    const write = recordWrite(s, m, m.record.entries.slice(0, 1));
    expect(write).toMatchObject({ kind: 'rows', role: 'record', startRow: 1, clearTo: 4 });
    expect(write.kind === 'rows' && write.rows).toEqual([s.tabs.record?.values[0], s.tabs.record?.values[1]]);
  });

  it('an event without a record tab has it written whole, the new games included', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    const { record: _, ...tabs } = s.tabs;
    const older = { tabs };
    const m = model(older);
    const write = recordWrite(older, m, m.record.entries, [{ round: 2, table: 1, a: 'Ann', b: null }]);
    expect(write.kind).toBe('rows');
    // An older event's games carry no pairing time: the record keeps none for them.
    expect(write.kind === 'rows' && write.rows.at(-1)).toEqual([2, 1, 'Ann', 'BYE', '', '']);
    expect(write.kind === 'rows' && write.rows).toHaveLength(5);
  });
});

describe('plannedEntries', () => {
  it('names the players as Players has them now, keeps the table fixed tables moved the game from, and when it was paired', () => {
    const s = typed(eventSnapshot('sealed-deck', FIVE), 'players', 2, 1, [['ANN']]);
    const m = model(s);
    const plan: RoundPlan = {
      round: 1,
      tables: [
        { table: 3, a: 'ann', b: 'bob', note: '', pairedAt: 1 },
        { table: 2, a: 'eve', b: null, note: '' },
      ],
      log: [],
      warnings: [],
    };
    expect(plannedEntries(m, plan, NOW)).toEqual([
      { round: 1, table: 3, a: 'ANN', b: 'Bob', pairedAt: 1, pairedOn: NOW },
      { round: 1, table: 2, a: 'Eve', b: null, pairedOn: NOW },
    ]);
  });
});
