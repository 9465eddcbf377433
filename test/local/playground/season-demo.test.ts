// The season demo (`npm start -- --demo season`): three events of different formats closed into the
// season through the real entry points and one imported, so League, Ratings and My season show all four; built twice at the screenshots' clock,
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
const EVENTS = ['Autumn Swiss', 'Winter Sealed', 'Club Night', 'Spring Knockout'];

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

  it('is offered, and builds three closed events of different formats and an imported one: League, Ratings and My season show them, the same on every build', () => {
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
    // Eight club players, and Ivy Irons who came only to the imported club night.
    expect(league).toHaveLength(10);
    expect(values('Ratings')).toHaveLength(10);
    const formats = values('Season events')
      .slice(1)
      .map((r) => String(r[2]));
    expect(formats).toEqual([
      expect.stringMatching(/any game/i),
      expect.stringMatching(/sealed/i),
      'Imported',
      expect.stringMatching(/any game/i),
    ]);
    const mine = values('My season');
    for (const e of EVENTS)
      expect(mine.filter((r) => String(r[0]).startsWith(e))).toHaveLength(e === 'Club Night' ? 9 : 8);
    expect(mine.filter((r) => /^Rating \d+( → \d+){4}$/.test(String(r[0])))).toHaveLength(8);
    expect(mine.filter((r) => /^Rating \d+ → \d+$/.test(String(r[0])))).toHaveLength(1);
    const state = session.call('getEventState', []) as EventState;
    expect(state.season).toMatchObject({
      events: 4,
      closed: true,
      canUndo: true,
      lastEvent: 'Spring Knockout',
    });
    expect(JSON.stringify(build(2).emu.saveWorkbook())).toBe(JSON.stringify(session.emu.saveWorkbook()));
  });
});
