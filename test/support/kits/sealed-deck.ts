// Sealed deck's test kit (test/support/kits/kit.ts says what each part is for).
import type { Cell, Kit } from './kit';
import { EIGHT } from './names';

export const sealedDeckKit: Kit = {
  id: 'sealed-deck',
  demo: {
    setup: {
      format: 'sealed-deck',
      name: 'Friday Sealed',
      date: '2026-12-05',
      rounds: 3,
      seed: 'demo-sealed',
    },
    players: EIGHT.map((n) => [n]),
    result: (i) =>
      (
        [
          [100, 65, 'Win'],
          [40, 85, 'Win'],
          [70, 70, 'Time called'],
          [90, 30, 'Decks exhausted'],
        ] as Cell[][]
      )[i % 4],
    resultsEntered: 3,
  },
  // Its whole event and the seating for deck construction before round 1 are walked there.
  walk: { elsewhere: 'test/e2e/sealed-deck.test.ts' },
  driver: {
    id: 'sealed-deck',
    options: (rounds) => ({ name: 'Bench sealed', date: '2026-12-05', rounds, seed: 'bench' }),
    players: (names) => names.map((n) => [n]),
    result: (_row, _round, i) => [100, i % 90, 'Win'],
    rounds: (r) => r,
    beforeRound1: [['seatPlayers']],
    late: 'Late Comer',
  },
  setupCeiling: 286,
  event: {
    resultCells: (r) => {
      const ap = 40 + r.int(80);
      const bp = ap - 1 - r.int(40);
      return r.next() < 0.5 ? [ap, bp, 'Win'] : [bp, ap, 'Time called'];
    },
    typedRounds: true,
    roundsOption: true,
  },
  // "the player with the highest victory points is the winner"; a bye at 7 players.
  byRound: { primaryScore: 'Victory points', players: 7 },
};
