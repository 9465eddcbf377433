// In the emulator every self-test check passes under the default switches (self-test.ts says why), the
// temporary tab goes, and the outcome reaches the Log and a dialog; another run holding the lock fails it.
import { describe, expect, it } from 'vitest';
import { runSelfTestAction, selfTestMessage } from '../../src/server/self-test';
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
