// In the emulator every self-test check passes under the default switches (self-test.ts says why), the
// temporary tab goes, and the outcome reaches the Log and a dialog; another run holding the lock fails it.
// Measure speed: its fixed JavaScript workload, how a figure is labelled against the model, its text.
import { describe, expect, it } from 'vitest';
import { weightedMatching } from '../../src/engine/matching';
import {
  runSelfTestAction,
  SPEED_PLAYERS,
  selfTestMessage,
  speedFigure,
  speedMatchingEdges,
  speedText,
} from '../../src/server/self-test';
import { ADDON_VERSION } from '../../src/shared/version';
import { serverGlobals, setUpSealed } from '../support/server-globals';

const g = serverGlobals();

describe('runSelfTestAction', () => {
  it('passes under the default switches and leaves no tab behind', () => {
    const tabs = Object.keys(g.emu.saveWorkbook().tabs);
    const r = runSelfTestAction();
    const failed = r.checks.filter((c) => !c.ok && !c.info);
    expect(failed).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.version).toBe(ADDON_VERSION);
    expect(Object.keys(g.emu.saveWorkbook().tabs)).toEqual(tabs);
    expect(JSON.stringify(g.emu.ui)).toContain('Tourney Desk self-test');
    // Measure speed ran here with the real clock: six figures, each a whole number of ms.
    expect(r.speed?.figures).toHaveLength(6);
    for (const f of r.speed?.figures ?? []) expect(Number.isInteger(f.ms) && f.ms >= 0).toBe(true);
    expect(r.speed?.text.split('\n')[0]).toBe(`Tourney Desk ${ADDON_VERSION}, Measure speed`);
  });

  it("writes its outcome to the event's Log", () => {
    setUpSealed(g);
    const r = runSelfTestAction();
    const line = g.values('Log').find((row) => row[1] === 'Self-test');
    expect(String(line?.[4])).toContain(r.message);
  });

  it('fails the lock check, writing nothing, while another run holds the lock', () => {
    g.emu.lockHeldElsewhere(true);
    const before = g.emu.saveWorkbook();
    const r = runSelfTestAction();
    expect(r.ok).toBe(false);
    expect(r.checks).toEqual([expect.objectContaining({ name: 'document lock', ok: false })]);
    expect(g.emu.saveWorkbook()).toEqual(before);
  });

  it('the message names failed checks and counts only those the add-on depends on', () => {
    const checks = [
      { name: 'a', ok: true, expected: '', actual: '' },
      { name: 'b', ok: false, expected: 'x', actual: 'y' },
      { name: 'c', ok: false, expected: 'x', actual: 'y', info: true },
    ];
    expect(selfTestMessage(checks, 'de_DE')).toBe(
      'Self-test: 1 of 2 checks failed: b. For information (the add-on does not depend on it): c came back otherwise than expected in the de_DE locale.',
    );
  });
});

describe('Measure speed', () => {
  it('matches the same 500-player Swiss graph every run, and pairs every player', () => {
    const edges = speedMatchingEdges();
    expect(speedMatchingEdges()).toEqual(edges);
    expect(SPEED_PLAYERS).toBe(500);
    const vertices = new Set<number>();
    for (const [u, v, w] of edges) {
      vertices.add(u).add(v);
      expect(v - u).toBeGreaterThan(0);
      expect(v - u).toBeLessThanOrEqual(32);
      expect(Number.isInteger(w) && w > 0).toBe(true);
    }
    expect(vertices.size).toBe(500);
    // Several score groups, so the weights are not all alike.
    expect(new Set(edges.map((e) => e[2])).size).toBeGreaterThan(32);
    const mate = weightedMatching(edges, true);
    expect(mate).toHaveLength(500);
    for (let v = 0; v < 500; v++) expect(mate[mate[v]]).toBe(v);
  });

  it('labels a figure below, within or above the model range, bounds within; JavaScript not modelled', () => {
    const model = { what: '1 call', low: 15, mid: 25, high: 60 };
    expect(speedFigure('x', 14, model).verdict).toBe('below');
    expect(speedFigure('x', 15, model).verdict).toBe('within');
    expect(speedFigure('x', 60, model).verdict).toBe('within');
    expect(speedFigure('x', 61, model).verdict).toBe('above');
    expect(speedFigure('js', 900, null)).toEqual({
      name: 'js',
      ms: 900,
      model: null,
      verdict: 'not modelled',
    });
  });

  it('copies as one line a figure, with the version and the model constants', () => {
    const text = speedText(
      [
        speedFigure('getValues 1,000 cells', 180, { what: '1 call', low: 15, mid: 25, high: 60 }),
        speedFigure('matching 500 players (JavaScript)', 850, null),
      ],
      '9.9.9',
    );
    expect(text.split('\n')).toEqual([
      'Tourney Desk 9.9.9, Measure speed',
      'getValues 1,000 cells: 180 ms, above (model: 1 call, 15-60 ms, mid 25)',
      'matching 500 players (JavaScript): 850 ms (not modelled)',
      'Model constants, low/mid/high: call 15/25/60 ms, commit 30/100/500 ms, cell 0.03/0.1/0.2 ms',
    ]);
  });
});
