// East of UTC a date cell's instant is the day before in UTC: the floating Date must show the
// spreadsheet's calendar day, and writing it back must put the exact instant read.
import { describe, expect, it } from 'vitest';
import { floating, floatSnapshotDates, instantFor } from '../../src/server/dates';
import type { Snapshot } from '../../src/sheets/grid';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals({ timeZone: 'Asia/Tokyo' });

describe('dates', () => {
  it('a typed date reads as its calendar day in a zone east of UTC, and goes back as the instant read', () => {
    g.type('Sheet1', 'A1', [['2026-03-01']]);
    const instant = g.ss().getSheetByName('Sheet1')?.getRange('A1').getValue() as Date;
    expect(instant.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    const f = floating(instant, 'Asia/Tokyo');
    expect(f.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(instantFor(f)).toBe(instant);
  });

  it('floatSnapshotDates replaces only Dates, and asks the zone only when a grid holds one', () => {
    let asked = 0;
    const zone = () => {
      asked++;
      return 'Asia/Tokyo';
    };
    const plain: Snapshot = { tabs: { players: { name: 'Players', values: [['Ann', 3, '']] } } };
    floatSnapshotDates(plain, zone);
    expect(asked).toBe(0);
    const instant = new Date('2026-12-04T15:30:00Z');
    const dated: Snapshot = { tabs: { log: { name: 'Log', values: [['x', instant]] } } };
    floatSnapshotDates(dated, zone);
    expect(asked).toBe(1);
    const row = dated.tabs.log?.values[0] ?? [];
    expect(row[0]).toBe('x');
    expect((row[1] as Date).toISOString()).toBe('2026-12-05T00:30:00.000Z');
    expect(instantFor(row[1])).toBe(instant);
  });

  it('a value not read from the sheet is written as it is', () => {
    const made = new Date('2026-01-01T00:00:00Z');
    expect(instantFor(made)).toBe(made);
    expect(instantFor('2026-01-01')).toBe('2026-01-01');
  });
});
