// Attack Wing's test kit (test/support/kits/kit.ts says what each part is for).
import type { Cell, Kit } from './kit';
import { attackWingFleet, num, STARSHIP } from './names';

export const attackWingKit: Kit = {
  id: 'attack-wing',
  demo: {
    setup: { format: 'attack-wing', name: 'Attack Wing OP', date: '2026-12-05', rounds: 3, seed: 'demo-aw' },
    players: STARSHIP.map((n) => [n]),
    // One legal two-ship Federation fleet per player on the Fleets tab.
    inputs: [['Fleets', 'A2', STARSHIP.flatMap((n, i) => attackWingFleet(n, i + 1))]],
    result: (i) =>
      (
        [
          [58, 33, 'Time'],
          [40, 58, 'Time'],
          [58, 20, 'Time'],
        ] as Cell[][]
      )[i % 3],
    resultsEntered: 2,
  },
  walk: {
    // Fleet points destroyed, then "Time": the winner is the player with more fleet points.
    result: async () => (i) =>
      (
        [
          [58, 33, 'Time'],
          [40, 58, 'Time'],
          [58, 20, 'Time'],
        ] as Cell[][]
      )[i % 3],
  },
  driver: {
    id: 'attack-wing',
    options: (rounds) => ({ name: 'Bench AW', date: '2026-12-05', rounds, seed: 'bench' }),
    players: (names) => names.map((n) => [n]),
    inputs: (names) => ({ Fleets: names.flatMap(attackWingFleet) }),
    // Distinct fleet points at every table, so time always has a winner.
    result: (row, round) => [
      30 + (num(String(row[2])) % 20) + round,
      10 + (num(String(row[3])) % 19),
      'Time',
    ],
    rounds: (r) => r,
    extras: (names) => [
      ['runFormatCommand', { name: 'rollOff', args: { players: [names[2], names[3]] } }],
      ['runFormatTool', 'peakPerformance', { opponent: names[1], destroyed: ['1'], criticalHitTokens: 1 }],
    ],
    late: 'Late Comer',
  },
  setupCeiling: 313,
  event: {
    inputTabs: ['Fleets'],
    entrants: (names) => {
      const rows = names.flatMap((n, i) => attackWingFleet(n, i));
      return [{ tab: 'Fleets', a1: 'A2', rows, grow: true }];
    },
    resultCells: (r) => {
      const af = r.int(120);
      const bf = af + 1 + r.int(30);
      return r.next() < 0.5 ? [af, bf, 'Time', '', true] : [bf, af, 'Elimination', 'Player', false];
    },
    typedRounds: true,
    roundsOption: true,
  },
  // Battle points, then fleet points; a bye at 7 players.
  byRound: { primaryScore: 'Battle points', players: 7 },
};
