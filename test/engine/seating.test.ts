// The seating draw before round 1 (src/engine/seating.ts), as pure code: "Deck Construction - Each player
// now opens their deck and has 30 minutes to create a 6-mission deck" (sealed-deck-stccg.txt).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sealedDeck } from '../../src/engine/formats/sealed-deck';
import { seatingSeed, seatPlayers } from '../../src/engine/seating';
import { propertyTest } from '../property/harness';
import { engineContext, namedPlayers } from '../support/engine';

const ctxOf = (names: string[], seed: string, dropped: string[] = []) =>
  engineContext(
    { format: 'sealed-deck', name: 'E', rounds: 3, seed },
    namedPlayers(names).map((p) => ({ ...p, active: !dropped.includes(p.name) })),
    [],
    {},
  );

/** Distinct names, some dropped, and a second listing of the same players in another order. */
const field = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z]{1,8}$/), {
    minLength: 2,
    maxLength: 40,
    selector: (n) => n.toLowerCase(),
  })
  .chain((names) =>
    fc.record({
      names: fc.constant(names),
      dropped: fc.subarray(names),
      reordered: fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
      seed: fc.string({ minLength: 1, maxLength: 12 }),
    }),
  );

describe('seating before round 1: a seeded order of the active players', () => {
  propertyTest(
    'every active player has exactly one seat, no dropped player has one, and the order of the Players rows changes nothing',
    field,
    ({ names, dropped, reordered, seed }) => {
      const seating = seatPlayers(ctxOf(names, seed, dropped));
      const active = names.filter((n) => !dropped.includes(n)).map((n) => n.toLowerCase());
      expect([...seating.seats].sort()).toEqual([...active].sort());
      expect(seating.seed).toBe(seatingSeed(seed));
      expect(seatPlayers(ctxOf(reordered, seed, dropped)).seats).toEqual(seating.seats);
    },
    50,
  );

  it('the seed is its own purpose: another seed or another player gives another draw', () => {
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const base = seatPlayers(ctxOf(names, 'fixed')).seats;
    expect(seatPlayers(ctxOf(names, 'fixed')).seats).toEqual(base);
    expect(seatPlayers(ctxOf(names, 'other')).seats).not.toEqual(base);
    const more = seatPlayers(ctxOf([...names, 'P13'], 'fixed')).seats;
    expect(more.filter((k) => k !== 'p13')).not.toEqual(base);
    expect(seatingSeed('fixed')).toBe('fixed:seating');
  });

  it('sealed deck seats for deck construction, as long as its Deck construction minutes', () => {
    const spec = sealedDeck.seating;
    expect(spec?.purpose).toBe('Deck construction');
    expect(spec?.minutes(ctxOf(['A', 'B'], 's').config)).toBe(30);
    const config = { ...ctxOf(['A', 'B'], 's').config, options: { deckMinutes: 45 } };
    expect(spec?.minutes(config)).toBe(45);
    expect(spec?.minutes({ ...config, options: { deckMinutes: 0 } })).toBe(0);
  });
});
