// docs/ARCHITECTURE.md, Guarantees: "A document lock around every write; a second click while one runs waits or is refused,
// never doubles a round." Every format, every writing entry point, through dist/Code.js.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { ACTION_CODES } from '../../src/shared/action-codes';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact, reopen } from '../support/artifact';
import { FORMATS, pairOk, startEvent, typeResults } from '../support/events';

const BUSY = 'Another Tourney Desk action is running on this spreadsheet. Wait a moment and try again.';
const SEVEN = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];

const rounds = (a: Artifact) =>
  [
    ...new Set(
      a
        .values('Results')
        .slice(1)
        .map((r) => r[0]),
    ),
  ].sort();

describe.each(FORMATS)('%s: two clicks racing', (format) => {
  it('two executions racing to pair produce exactly one new round; the one that waits for the lock is told so', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    const b = reopen(a);
    // Execution A holds the document lock (mid-action) when B's click arrives.
    const lock = a.emu.LockService.getDocumentLock();
    expect(lock.tryLock(1000)).toBe(true);
    const before = a.snapshot();
    const fromB = b.call<ActionResult>('pairNextRound');
    expect(fromB).toEqual(expect.objectContaining({ ok: false, message: BUSY }));
    expectUnchanged(a, before);
    lock.releaseLock();
    const fromA = a.call<ActionResult>('pairNextRound');
    expect(fromA.ok, JSON.stringify(fromA.problems)).toBe(true);
    expect(rounds(a)).toEqual([1]);
  });

  it('a double click (the second runs right after the first, sent from the same sidebar state) does not pair a second round', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    const b = reopen(a);
    // Both clicks carry what the sidebar showed when they were made: round 0 and its fingerprint.
    const shown = a.call<EventState>('getEventState');
    const seen = { round: shown.round, fingerprint: shown.fingerprint };
    expect(a.call<ActionResult>('pairNextRound', { seen }).ok).toBe(true);
    const second = b.call<ActionResult>('pairNextRound', { seen });
    expect(second.ok).toBe(false);
    expect(second.code).toBe(ACTION_CODES.movedOn);
    expect(rounds(a)).toEqual([1]);
    // With every result of round 1 in, the same double click still pairs round 2 once.
    typeResults(a, format, 1, seededRandom('double'));
    const now = a.call<EventState>('getEventState');
    const again = { round: now.round, fingerprint: now.fingerprint };
    expect(a.call<ActionResult>('pairNextRound', { seen: again }).ok).toBe(true);
    const late = b.call<ActionResult>('pairNextRound', { seen: again });
    expect([late.ok, late.code]).toEqual([false, ACTION_CODES.movedOn]);
    expect(rounds(a)).toEqual([1, 2]);
  });

  it('two racing clicks after the results are in add one round, not two', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    const b = reopen(a);
    pairOk(a);
    typeResults(a, format, 1, seededRandom('race'));
    const lock = b.emu.LockService.getDocumentLock();
    expect(lock.tryLock(1000)).toBe(true);
    expect(a.call<ActionResult>('pairNextRound').message).toBe(BUSY);
    lock.releaseLock();
    expect(b.call<ActionResult>('pairNextRound').ok).toBe(true);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    expect(rounds(a)).toEqual([1, 2]);
  });
});

/** Every entry point that writes, with arguments that would succeed if the lock were free. */
const WRITERS: [string, unknown[]][] = [
  ['pairNextRound', [{ force: true }]],
  // A preview's seen (the inputs hash included): the lock is asked for before anything is compared.
  ['publishRound', [{ seen: { round: 1, fingerprint: 'x', inputs: 'y' } }]],
  ['rePairRound', []],
  ['undoLastRound', []],
  ['updateStandings', []],
  ['setPlayerStatus', [{ name: 'Ann', status: 'dropped' }]],
  ['addPlayer', [{ name: 'Zed' }]],
  ['runFormatCommand', [{ name: 'rollOff', args: {} }]],
  ['seatPlayers', []],
  ['setupEvent', [{ format: 'sealed-deck', name: 'Another' }]],
  // Its form is made outside the spreadsheet, but its responses tab is added to it.
  ['createReportForm', [{}]],
];

describe.each(FORMATS)('%s: a lock that cannot be had', (format) => {
  it.each(WRITERS)(
    '%s gives the clear "another action is running" message and changes nothing',
    (fn, args) => {
      const a = openArtifact();
      startEvent(a, format, SEVEN);
      pairOk(a);
      typeResults(a, format, 1, seededRandom('lock'));
      a.emu.lockHeldElsewhere(true);
      const before = a.snapshot();
      const r = a.call<ActionResult>(fn, ...args);
      expect(r.ok).toBe(false);
      expect(r.message).toBe(BUSY);
      expectUnchanged(a, before);
      a.emu.lockHeldElsewhere(false);
      // Once the lock is free the same click works (roll-off only where the format has one and a tie exists).
      if (fn === 'undoLastRound' || fn === 'updateStandings' || fn === 'setPlayerStatus')
        expect(a.call<ActionResult>(fn, ...args).ok).toBe(true);
    },
  );
});
