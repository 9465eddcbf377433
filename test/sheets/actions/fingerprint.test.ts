// What the organizer saw, and refusing a click whose event moved on (src/sheets/actions/fingerprint.ts).
import { describe, expect, it } from 'vitest';
import { fingerprintOf, previewSeen, readSeen, staleCall } from '../../../src/sheets/actions/fingerprint';
import type { Grid, Snapshot } from '../../../src/sheets/grid';
import { eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

const withResults = (s: Snapshot, values: Grid): Snapshot => ({
  tabs: { ...s.tabs, results: { name: 'Results', values } },
});

describe('fingerprintOf', () => {
  it('names the last round; typing results or sorting rows leaves it alone, a changed pairing does not', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const seen = fingerprintOf(s);
    expect(seen.round).toBe(1);
    expect(seen.fingerprint).toMatch(/^sealed-deck:1:[0-9a-f]{16}$/);
    expect(fingerprintOf(sealedRoundPlayed(s, 1))).toEqual(seen);
    const rows = s.tabs.results?.values ?? [];
    expect(fingerprintOf(withResults(s, [rows[0], ...rows.slice(1).reverse()]))).toEqual(seen);
    const swapped = typed(s, 'results', 2, 3, [[rows[2][2]]]);
    expect(fingerprintOf(swapped).fingerprint).not.toBe(seen.fingerprint);
    expect(fingerprintOf(paired(sealedRoundPlayed(s, 1))).round).toBe(2);
  });
});

describe('staleCall and readSeen', () => {
  it('a call carrying what the event is now goes ahead; one from before the next round is refused', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const seen = readSeen(JSON.parse(JSON.stringify(fingerprintOf(s))));
    expect(staleCall(seen, s)).toBeNull();
    const later = paired(sealedRoundPlayed(s, 1));
    const problem = staleCall(seen, later);
    expect(problem?.message).toMatch(/^This sidebar showed round 1, but the event is now at round 2: /);
    expect(problem?.tab).toBe('Results');
  });

  it('a menu call (no claim) is never stale', () => {
    expect(readSeen(undefined)).toBeNull();
    expect(readSeen({})).toBeNull();
    expect(staleCall(null, eventSnapshot('sealed-deck', SIX))).toBeNull();
    expect(readSeen({ round: '2', fingerprint: 7 })).toEqual({ round: 2, fingerprint: '7' });
  });
});

describe("a preview's seen", () => {
  it('also holds the inputs: a typed result or a new player refuses it, though the pairings are the same', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const seen = readSeen(JSON.parse(JSON.stringify(previewSeen(s))));
    expect(seen?.inputs).toMatch(/^[0-9a-f]{16}$/);
    expect(staleCall(seen, s)).toBeNull();
    const played = sealedRoundPlayed(s, 1);
    // The pairings fingerprint alone lets the typed result through; the preview's does not.
    expect(staleCall(fingerprintOf(s), played)).toBeNull();
    expect(staleCall(seen, played)?.message).toMatch(/^The event changed since this preview was made/);
    const added = typed(s, 'players', SIX.length + 2, 1, [['Gus']]);
    expect(staleCall(seen, added)?.fix).toBe('Preview the round again, then publish it.');
  });
});
