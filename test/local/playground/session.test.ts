// The playground's workbook file follows its edits: within SAVE_DELAY_MS of a change (a second, as
// docs/PLAYGROUND.md says), edits closer together sharing one write, and at once when saved explicitly (a stop).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSession, SAVE_DELAY_MS } from '../../../local/playground/session';

const DIST = resolve(__dirname, '../../../dist');

describe('the playground session writes its workbook file', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tourney-session-'));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('within a second of an edit, one write for edits closer together, at once on save()', () => {
    expect(SAVE_DELAY_MS).toBeLessThanOrEqual(1000);
    const path = join(dir, 'w.workbook.json');
    const s = openSession(path, DIST, true);
    s.emu.store.sheets[0].name = 'Players';
    s.type('Players', 'A1', [['Ann']]);
    expect(existsSync(path), 'not written on every keystroke').toBe(false);
    vi.advanceTimersByTime(SAVE_DELAY_MS / 2);
    s.type('Players', 'A2', [['Bob']]);
    expect(existsSync(path)).toBe(false);
    // The first edit's write is due SAVE_DELAY_MS after it, and carries the second edit too.
    vi.advanceTimersByTime(SAVE_DELAY_MS / 2);
    expect(readFileSync(path, 'utf8')).toMatch(/"Ann"[\s\S]*"Bob"/);
    s.type('Players', 'A3', [['Cy']]);
    s.save();
    expect(readFileSync(path, 'utf8')).toContain('"Cy"');
    // The pending write was folded into save(): nothing is written again later.
    rmSync(path);
    vi.advanceTimersByTime(SAVE_DELAY_MS * 2);
    expect(existsSync(path)).toBe(false);
  });

  it('flush() (a stop, a reset) writes a change still waiting at once, and nothing when the file has every change', () => {
    const path = join(dir, 'w.workbook.json');
    const s = openSession(path, DIST, true);
    s.emu.store.sheets[0].name = 'Players';
    s.type('Players', 'A1', [['Ann']]);
    s.flush();
    expect(readFileSync(path, 'utf8')).toContain('"Ann"');
    // Written: a second flush, or the delayed write's time, writes nothing more.
    rmSync(path);
    s.flush();
    vi.advanceTimersByTime(SAVE_DELAY_MS * 2);
    expect(existsSync(path)).toBe(false);
  });

  it('a longer delay asked for (the browser tests) holds the write that long, and flush() still writes at once', () => {
    const path = join(dir, 'w.workbook.json');
    const s = openSession(path, DIST, true, undefined, 60_000);
    s.emu.store.sheets[0].name = 'Players';
    s.type('Players', 'A1', [['Ann']]);
    vi.advanceTimersByTime(SAVE_DELAY_MS * 2);
    expect(existsSync(path)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(readFileSync(path, 'utf8')).toContain('"Ann"');
    s.type('Players', 'A2', [['Bob']]);
    s.flush();
    expect(readFileSync(path, 'utf8')).toContain('"Bob"');
  });
});
