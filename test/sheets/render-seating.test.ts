// The seating list's rows on Pairings (src/sheets/render-seating.ts): the phone-first four columns.
import { describe, expect, it } from 'vitest';
import { renderSeating, seatingTitle } from '../../src/sheets/render-seating';

describe('the seating list on Pairings', () => {
  it('title, seats in order, a blank row, then the same seats by name (accents and case ignored), in columns A..D', () => {
    const w = renderSeating({
      purpose: 'Deck construction',
      eventName: 'Club',
      minutes: 30,
      names: ['émile', 'Zed', 'anna', 'Bob'],
    });
    expect(w.role).toBe('pairings');
    expect(w.startRow).toBe(1);
    const rows = w.rows.map((r) => r.slice(0, 4));
    expect(rows).toEqual([
      ['Deck construction seating · Club · 30 minutes', '', '', ''],
      ['Seat', 'Player', '', 'Note'],
      [1, 'émile', '', ''],
      [2, 'Zed', '', ''],
      [3, 'anna', '', ''],
      [4, 'Bob', '', ''],
      ['', '', '', ''],
      ['Seat', 'Find your name', '', ''],
      [3, 'anna', '', ''],
      [4, 'Bob', '', ''],
      [1, 'émile', '', ''],
      [2, 'Zed', '', ''],
    ]);
    // Whatever is right of column D (a wider layout) is blanked, never left over.
    for (const r of w.rows) expect(r.slice(4).every((v) => v === '')).toBe(true);
    // Both header rows are shaded like headers.
    expect(w.rowColors?.[1]).toBe(w.rowColors?.[7]);
    expect(w.rowColors?.[1]).toBeTruthy();
    // The title and both headers bold, the seats plain.
    expect(w.boldRows).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(w.clearTo).toBe(-1);
  });

  it('an untimed build or an unnamed event leaves its part out of the title', () => {
    expect(seatingTitle({ purpose: 'Deck construction', eventName: '', minutes: 0 })).toBe(
      'Deck construction seating',
    );
    expect(seatingTitle({ purpose: 'Deck construction', eventName: 'Club', minutes: 0 })).toBe(
      'Deck construction seating · Club',
    );
  });
});
