// whileNotClosed (src/sheets/actions/closed-event.ts): the plan runs unless the event on the tabs is the
// season's last closed here with its next event not started; then one problem at its Season events row.
import { describe, expect, it } from 'vitest';
import { whileNotClosed } from '../../../src/sheets/actions/closed-event';
import type { Plan } from '../../../src/sheets/actions/plan';
import type { Snapshot } from '../../../src/sheets/grid';
import { SEASON_EVENTS_HEADERS } from '../../../src/sheets/season';

const row = (event: string, format: string, next = '') => [
  event,
  '2026-11-01',
  format,
  6,
  6,
  '2026-11-01 20:00:00',
  next,
];
const ran: Plan = { ok: true, writes: [], message: 'ran', warnings: [] };
const glance = (...rows: unknown[][]): Snapshot =>
  ({ tabs: {}, seasonGlance: { events: [SEASON_EVENTS_HEADERS.slice(0, 7), ...rows] } }) as Snapshot;
const guarded = whileNotClosed(() => ran, 'updating the standings');

describe('whileNotClosed', () => {
  it('refuses at the closed event’s row, naming the action', () => {
    const r = guarded(glance(row('Summer', 'Any game', 'x'), row('Autumn', 'Any game')), '');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.tab, p.cell])).toEqual([
      ['season-event-closed', 'Season events', 'A3'],
    ]);
    expect(r.problems[0].message).toContain('Autumn is closed into the season: updating the standings');
  });

  it('runs the plan with no season, once the next event has started, or past an import', () => {
    expect(guarded({ tabs: {} }, '')).toBe(ran);
    expect(guarded(glance(row('Autumn', 'Any game', '2026-11-02 09:00:00')), '')).toBe(ran);
    expect(
      guarded(glance(row('Autumn', 'Any game', '2026-11-02 09:00:00'), row('Club night', 'Imported')), ''),
    ).toBe(ran);
  });
});
