// Full Thrust's test kit (test/support/kits/kit.ts says what each part is for).
import type { Cell, Kit } from './kit';
import { EIGHT, num } from './names';

export const fullThrustKit: Kit = {
  id: 'full-thrust',
  demo: {
    setup: { format: 'full-thrust', name: "Admiral's Cup", date: '2026-12-05', rounds: 4, seed: 'demo-ft' },
    players: EIGHT.map((n, i) => [n, 'active', 1000 + 10 * i]),
    result: (i) =>
      (
        [
          [620, 410, 0, 380, 700, 12],
          [500, 500, 6, 450, 520, 3],
          [800, 200, 0, 150, 900, 20],
        ] as Cell[][]
      )[i % 3],
    resultsEntered: 3,
  },
  walk: {
    champion: 'Grand Admiral',
    result: async () => (i) =>
      (
        [
          [620, 410, 0, 380, 700, 12],
          [500, 500, 6, 450, 520, 3],
          [800, 200, 0, 150, 900, 20],
        ] as Cell[][]
      )[i % 3],
  },
  driver: {
    id: 'full-thrust',
    options: () => ({ name: 'Bench FT', seed: 'bench', cutSize: '8', rounds: 5 }),
    players: (names) => names.map((n, i) => [n, 'active', 900 + (i % 100), '']),
    result: (row, round) => {
      const side = (name: string) => [100 + 7 * num(name) + round, 50 + 3 * num(name), 10 + (num(name) % 30)];
      return [...side(String(row[2])), ...side(String(row[3]))];
    },
    // Two qualifying games and a cut of 8: quarter-finals, semi-finals, final.
    rounds: () => 5,
    late: 'Late Comer',
  },
  setupCeiling: 320,
  event: {
    inputTabs: ['Fleets'],
    // Each player's fleet points, in the Players tab's third column.
    entrants: (names) => [{ tab: 'Players', a1: 'C2', rows: names.map((_, i) => [1400 + i * 7]) }],
    resultCells: (r) => [
      50 + r.int(100),
      20 + r.int(100),
      r.int(30),
      50 + r.int(100),
      20 + r.int(100),
      r.int(30),
    ],
    judgeByes: true,
    typedRounds: false,
    roundsOption: false,
  },
  // The qualifying score; a cut of 8.
  byRound: { primaryScore: 'Qualifying score', players: 10 },
};
