// What the tabs read as after the add-on's writes, without reading them again; and the rows each
// write finds its tab using, which the server hands the adapter instead of asking the sheet.
import { describe, expect, it } from 'vitest';
import { snapshotAfter, stepWrites, withWrite } from '../../src/sheets/after-writes';
import type { Snapshot } from '../../src/sheets/grid';
import type { Write } from '../../src/sheets/patch';

const snapshot = (): Snapshot => ({
  tabs: {
    fleets: { name: 'Fleets', values: [['Player', 'Ship', 'Points']] },
    log: { name: 'Log', values: [['']] },
  },
});

describe('after writes', () => {
  it('rows written at a column into a tab that must grow, as a format command writes them', () => {
    const w: Write = {
      kind: 'rows',
      role: 'fleets',
      startRow: 3,
      col: 2,
      width: 2,
      rows: [['Nova', 30]],
      clearTo: 3,
    };
    expect(withWrite(snapshot().tabs.fleets?.values ?? [], w)).toEqual([
      ['Player', 'Ship', 'Points'],
      ['', '', ''],
      ['', 'Nova', 30],
    ]);
  });

  it('each write with the rows its tab used just before it; a tab not read has none', () => {
    const append = (role: string, rows: string[][]): Write => ({ kind: 'append', role, width: 1, rows });
    const writes = [
      append('log', [['one']]),
      append('log', [['two'], ['three']]),
      append('fleets', [['Ann']]),
      append('pairings', [['x']]),
    ];
    const { steps, after } = stepWrites(snapshot(), writes);
    expect(steps.map((s) => s.usedRows)).toEqual([0, 1, 1, undefined]);
    expect(steps.map((s) => s.write)).toEqual(writes);
    expect(after.tabs.log?.values).toEqual([['one'], ['two'], ['three']]);
    expect(after.tabs.fleets?.values).toEqual([
      ['Player', 'Ship', 'Points'],
      ['Ann', '', ''],
    ]);
    expect(after.tabs.pairings).toBeUndefined();
    expect(snapshotAfter(snapshot(), writes)).toEqual(after);
  });

  it('leaves the snapshot it was given as it was', () => {
    const before = snapshot();
    stepWrites(before, [{ kind: 'append', role: 'log', width: 1, rows: [['one']] }]);
    expect(before).toEqual(snapshot());
  });
});
