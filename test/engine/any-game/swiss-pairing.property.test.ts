// Properties of the any-game Swiss pairing over random events (test/oracle/any-game-events.ts), the
// "avoidable" ones checked by a brute-force search over every pairing of a small field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSwissRound, type SwissRoundPairing } from '../../../src/engine/any-game/swiss-pairing';
import { PAIRING_CODES } from '../../../src/engine/format';
import { oraclePlayers, randomEvent, seatsOf } from '../../oracle/any-game-events';
import {
  allPairings,
  BYE,
  byeRankAt,
  colourOk,
  compare,
  type OPlayer,
  score,
} from '../../oracle/any-game-pairing.oracle';
import { FUZZ_SEED, runs } from '../../property/arbitraries';

type Event = ReturnType<typeof randomEvent>;

const oracle = oraclePlayers;

const pair = (e: Event, colours: boolean, seed: number) =>
  pairSwissRound(e.ranked, { round: e.round, eventSeed: `s${seed}`, colours });

/** Every pairing of the field with its score (the bye as a seat when odd). */
function everyPairing(ranked: OPlayer[], colours: boolean) {
  const seats = ranked.map((p) => p.id);
  if (seats.length % 2 === 1) seats.push(BYE);
  return allPairings(seats).map((p) => ({ p, s: score(ranked, p, colours) }));
}

const byeOf = (p: [string, string][]) => {
  const b = p.find(([x, y]) => x === BYE || y === BYE);
  return b ? (b[0] === BYE ? b[1] : b[0]) : null;
};

const rematches = (e: Event, r: SwissRoundPairing) =>
  r.tables.filter((t) => e.ranked.find((p) => p.id === t.a)?.games.some((g) => g.opponent === t.b)).length;

const small = fc.record({
  players: fc.integer({ min: 2, max: 9 }),
  past: fc.integer({ min: 1, max: 5 }),
  colours: fc.boolean(),
  seed: fc.integer(),
});

describe('any-game Swiss pairing properties', () => {
  it('every active player is paired exactly once or has the bye, fields of 1-40, rounds 1-8', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 7 }),
        fc.boolean(),
        fc.integer(),
        (players, past, colours, seed) => {
          const e = randomEvent(seed, players, past, colours);
          const r = pair(e, colours, seed);
          const seated = [...r.tables.flatMap((t) => [t.a, t.b]), ...(r.bye ? [r.bye] : [])];
          expect(seated.sort()).toEqual(e.ranked.map((p) => p.id).sort());
          expect(r.bye === null).toBe(players % 2 === 0);
          expect(r.tables.map((t) => t.table)).toEqual(r.tables.map((_, i) => i + 1));
        },
      ),
      { seed: FUZZ_SEED, numRuns: runs(60) },
    );
  });

  it('no rematch while one is avoidable: as few rematches as the best of every pairing without a second bye', () => {
    fc.assert(
      fc.property(small, ({ players, past, colours, seed }) => {
        const e = randomEvent(seed, players, past, colours);
        const all = everyPairing(oracle(e), colours);
        const fewestSecondByes = Math.min(...all.map((x) => x.s[0]));
        const fewest = Math.min(...all.filter((x) => x.s[0] === fewestSecondByes).map((x) => x.s[1]));
        const r = pair(e, colours, seed);
        const ours = seatsOf(r);
        // Rematches counted per past meeting: meeting a third time counts 2.
        expect(score(oracle(e), ours, colours)[1]).toBe(fewest);
        expect(r.warnings.filter((w) => w.code === PAIRING_CODES.rematch).length).toBe(rematches(e, r));
        if (fewest === 0) expect(rematches(e, r)).toBe(0);
      }),
      { seed: FUZZ_SEED, numRuns: runs(150) },
    );
  });

  it('the bye goes to the lowest-ranked player without one that a pairing as good on every rule above the bye allows: the fewest rematches (and colour breaches; chess: and floaters, group by group from the top, and due colours)', () => {
    fc.assert(
      fc.property(
        small.filter((x) => x.players % 2 === 1),
        ({ players, past, colours, seed }) => {
          const e = randomEvent(seed, players, past, colours);
          const ranked = oracle(e);
          const all = everyPairing(ranked, colours);
          const above = byeRankAt(ranked, colours);
          const bestAbove = all.map((x) => x.s.slice(0, above)).sort(compare)[0];
          const allowed = new Set(
            all.filter((x) => compare(x.s.slice(0, above), bestAbove) === 0).map((x) => byeOf(x.p)),
          );
          const eligible = ranked.filter((p) => allowed.has(p.id));
          const withoutBye = eligible.filter((p) => p.byes === 0);
          const expected = (withoutBye.length ? withoutBye : eligible).at(-1)?.id;
          expect(pair(e, colours, seed).bye).toBe(expected);
        },
      ),
      { seed: FUZZ_SEED, numRuns: runs(150) },
    );
  });

  it('the colour rule is never broken when avoidable: no breach if a pairing with as few rematches has none, and each board keeps the rule if either allocation does', () => {
    fc.assert(
      fc.property(small, ({ players, past, seed }) => {
        const e = randomEvent(seed, players, past, true);
        const ranked = oracle(e);
        const all = everyPairing(ranked, true);
        const top = all.reduce(
          (m, x) => (x.s[0] < m[0] || (x.s[0] === m[0] && x.s[1] < m[1]) ? x.s : m),
          all[0].s,
        );
        const fewestBreaches = Math.min(
          ...all.filter((x) => x.s[0] === top[0] && x.s[1] === top[1]).map((x) => x.s[2]),
        );
        const r = pair(e, true, seed);
        expect(r.tables.filter((t) => t.colourBroken).length).toBe(fewestBreaches);
        const hist = new Map(ranked.map((p) => [p.id, p.colours]));
        for (const t of r.tables) {
          const [w, b] = [hist.get(t.a) ?? [], hist.get(t.b) ?? []];
          const kept = colourOk(w, 'W') && colourOk(b, 'B');
          const other = colourOk(w, 'B') && colourOk(b, 'W');
          expect(kept, `${t.a} v ${t.b}`).toBe(kept || other);
          expect(t.colourBroken).toBe(!kept && !other);
        }
      }),
      { seed: FUZZ_SEED, numRuns: runs(150) },
    );
  });
});
