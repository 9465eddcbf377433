// Random small Swiss events paired by the any-game engine, compared with the naive oracle
// (test/oracle/any-game-pairing.oracle.ts): the engine's pairing must reach the oracle's best score on
// every rule in order (second byes, rematches, the chess colour rule, the bye's rank, point-group gaps,
// players with byes kept apart, standings neighbours), and seat every player once or give the bye.
// 2-9 players after 1-4 random rounds, with and without colours. Fixed seed; FUZZ_RUNS=200 to search longer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../src/engine/any-game/swiss-pairing';
import { FUZZ_SEED, runs } from '../property/arbitraries';
import { oraclePlayers, randomEvent, seatsOf } from './any-game-events';
import { BYE, best, score } from './any-game-pairing.oracle';

describe('any-game Swiss pairing against the naive oracle', () => {
  it("reaches the oracle's best score on every rule in order, seating every player once or the bye, over random small events", () => {
    const event = fc.record({
      players: fc.integer({ min: 2, max: 9 }),
      past: fc.integer({ min: 1, max: 4 }),
      colours: fc.boolean(),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(event, ({ players, past, colours, seed }) => {
        const e = randomEvent(seed, players, past, colours);
        const got = pairSwissRound(e.ranked, { round: e.round, eventSeed: `e${seed}`, colours });
        const ranked = oraclePlayers(e);
        const seats = seatsOf(got);
        const seated = seats.flat().filter((id) => id !== BYE);
        expect(seated.sort()).toEqual(ranked.map((p) => p.id).sort());
        expect(score(ranked, seats, colours)).toEqual(best(ranked, colours).score);
      }),
      { seed: FUZZ_SEED, numRuns: runs(150) },
    );
  });
});
