// The season demo (`npm start -- --demo season`): three events closed into the season through the real
// entry points, so League, Ratings and My season show all three; built twice at the screenshots' clock,
// the same workbook byte for byte, as every demo is (test/local/playground/demo.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDemo, playgroundDemoIds, SEASON_DEMO } from '../../../local/playground/demo';
import { SCREENSHOT_NOW } from '../../../local/playground/screenshot-options';
import { openSession } from '../../../local/playground/session';
import type { EventState } from '../../../src/shared/types';

const DIST = resolve(__dirname, '../../../dist');
const EVENTS = ['Autumn Swiss', 'Winter Round Robin', 'Spring Knockout'];

describe('the season demo', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tourney-season-demo-'));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is offered, and builds three closed events: League, Ratings and My season show them, the same on every build', () => {
    expect(playgroundDemoIds()).toContain(SEASON_DEMO);
    const build = (day: number) => {
      vi.setSystemTime(new Date(Date.UTC(2027, 0, day, 9, day)));
      const session = openSession(join(dir, `season-${day}.workbook.json`), DIST, true, SCREENSHOT_NOW);
      buildDemo(session, SEASON_DEMO);
      return session;
    };
    const session = build(1);
    const values = (tab: string) => (session.emu.tabValues(tab) ?? []).filter((r) => r.some((c) => c !== ''));
    expect(
      values('Season events')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(EVENTS);
    const league = values('League');
    expect(league[0].slice(4).map((h) => String(h).split(' 20')[0])).toEqual(EVENTS);
    expect(league).toHaveLength(9);
    expect(values('Ratings')).toHaveLength(9);
    const mine = values('My season');
    for (const e of EVENTS) expect(mine.filter((r) => String(r[0]).startsWith(e))).toHaveLength(8);
    expect(mine.filter((r) => /^Rating \d+( → \d+){3}$/.test(String(r[0])))).toHaveLength(8);
    const state = session.call('getEventState', []) as EventState;
    expect(state.season).toMatchObject({
      events: 3,
      closed: true,
      canUndo: true,
      lastEvent: 'Spring Knockout',
    });
    expect(JSON.stringify(build(2).emu.saveWorkbook())).toBe(JSON.stringify(session.emu.saveWorkbook()));
  });
});
