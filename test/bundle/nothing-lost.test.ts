import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { expectUnchanged, openArtifact, reopen } from '../support/artifact';
import { expectNothingLost } from '../support/nothing-lost';
import { setupSealed, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

describe('nothing an organizer typed is ever lost', () => {
  it('undo moves the last round, with its typed results and extra columns, to the Log first', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    a.call('pairNextRound');
    typeRound(a, 1, () => [100, 35, 'Win']);
    a.call('pairNextRound');
    typeRound(a, 2, () => [77, 12, 'Time called']);
    a.type('Results', 'K5', [['my note: table wobbly']]);
    const before = a.allValues();
    const round2 = a.values('Results').filter((r) => r[0] === 2);
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok).toBe(true);
    expect(a.values('Results').filter((r) => r[0] === 2)).toEqual([]);
    const removed = a
      .values('Log')
      .filter((r) => r[1] === 'Undo round: removed row')
      .map((r) => r.slice(5, 16).filter((v) => v !== ''));
    expect(removed).toEqual(round2.map((r) => r.filter((v) => v !== '')));
    expect(removed.flat()).toContain('my note: table wobbly');
    expectNothingLost(before, a);
    // Pairings go back to round 1, Standings to round 1's results.
    expect(a.values('Pairings')[0][0]).toBe('Round 1 · Friday sealed');
    expect(standingsOf(a).rows.reduce((s, r) => s + Number(r[3]), 0)).toBe(3 * 2);
  });

  it('drop and reinstate change only the Status cell; past results stay and the Log records it', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    // The organizer's own column, right of the add-on's (Name, Status, Fixed table).
    a.type('Players', 'D2', [['ann@example.org']]);
    a.call('pairNextRound');
    typeRound(a, 1, () => [100, 35, 'Win']);
    const before = a.allValues();
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'ann', status: 'dropped' }).ok).toBe(true);
    expect(a.values('Players')[1]).toEqual(['Ann', 'dropped', '', 'ann@example.org']);
    a.call('pairNextRound');
    expect(
      a
        .values('Results')
        .filter((r) => r[0] === 2)
        .flatMap((r) => [r[2], r[3]]),
    ).not.toContain('Ann');
    expect(
      a
        .values('Results')
        .filter((r) => r[0] === 1)
        .flatMap((r) => [r[2], r[3]]),
    ).toContain('Ann');
    expect(standingsOf(a).rows.find((r) => r[1] === 'Ann')?.[10]).toBe('Dropped');
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'Ann', status: 'active' }).ok).toBe(true);
    expect(a.values('Log').map((r) => r[1])).toEqual(
      expect.arrayContaining(['Drop player', 'Reinstate player']),
    );
    expectNothingLost(before, a);
    // Contact details typed beside the add-on's columns never reach Pairings or Standings.
    for (const tab of ['Pairings', 'Standings'])
      expect(a.values(tab).flat()).not.toContain('ann@example.org');
  });

  it('a late entry joins the next round with 0 (+0)', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    a.call('pairNextRound');
    typeRound(a, 1, () => [100, 35, 'Win']);
    const added = a.call<ActionResult>('addPlayer', { name: 'Gus' });
    expect(added.ok).toBe(true);
    expect(added.message).toContain('round 2');
    a.call('pairNextRound');
    expect(
      a
        .values('Results')
        .filter((r) => r[0] === 2)
        .flatMap((r) => [r[2], r[3]]),
    ).toContain('Gus');
  });
});

describe('the document lock', () => {
  it('a second click while an action runs gets a clear message and changes nothing', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    a.emu.lockHeldElsewhere(true);
    const before = a.snapshot();
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(r.message).toBe(
      'Another Tourney Desk action is running on this spreadsheet. Wait a moment and try again.',
    );
    expectUnchanged(a, before);
    a.emu.lockHeldElsewhere(false);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  });

  it('two executions racing to pair produce exactly one new round', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    const b = reopen(a);
    // Execution A holds the lock (mid-action) while B's click arrives.
    const lock = a.emu.LockService.getDocumentLock();
    expect(lock.tryLock(1000)).toBe(true);
    const fromB = b.call<ActionResult>('pairNextRound');
    lock.releaseLock();
    const fromA = a.call<ActionResult>('pairNextRound');
    expect([fromA.ok, fromB.ok]).toEqual([true, false]);
    expect(
      new Set(
        a
          .values('Results')
          .slice(1)
          .map((r) => r[0]),
      ),
    ).toEqual(new Set([1]));
  });
});
