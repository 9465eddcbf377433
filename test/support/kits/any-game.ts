// Any game's test kit (test/support/kits/kit.ts says what each part is for).
import type { Cell, Kit } from './kit';
import { TWELVE } from './names';

const demo: Kit['demo'] = {
  // The Magic preset's rules: 12 players are 5 Swiss rounds and a top 4 by its table (Magic Tournament
  // Rules, Appendix E); a match is typed as games won (2-1), and Standings show OMW%, GW% and OGW%.
  setup: {
    format: 'any-game',
    name: 'Friday Modern',
    date: '2026-12-05',
    seed: 'demo-any',
    preset: 'magic',
  },
  players: TWELVE.map((n) => [n]),
  result: (i) =>
    (
      [
        [2, 1],
        [0, 2],
        [2, 0],
        [1, 2],
        [1, 1, 1],
        [2, 1],
      ] as Cell[][]
    )[i % 6],
  roundsPlayed: 2,
  resultsEntered: 4,
};

export const anyGameKit: Kit = {
  id: 'any-game',
  demo,
  walk: {
    // The Magic preset: 10 players are 5 Swiss rounds and a top 4 by its table (Magic Tournament Rules,
    // Appendix E), two knockout rounds more. A match is typed as games won in E:F (2-1), with a drawn
    // match (1-1-1) in the Swiss rounds only: a knockout match needs a winner.
    options: { preset: 'magic' },
    players: demo.players.slice(0, 10),
    final: (standings, rounds, expect) => {
      expect(rounds).toBe(7);
      for (const h of ['Match points', 'OMW%', 'GW%', 'OGW%', 'Playoff'])
        expect(standings.headers).toContain(h);
      // The cut is ranked by how far a player went: the winner first, then the final's loser, then the semifinals'.
      const playoff = standings.headers.indexOf('Playoff');
      expect(standings.rows.slice(0, 4).map((r) => r[playoff])).toEqual([
        'Winner',
        'Out in the Final',
        'Out in the Semi-finals',
        'Out in the Semi-finals',
      ]);
      expect(standings.rows.slice(4).every((r) => r[playoff] === '')).toBe(true);
    },
    result: async (_read, round) => (i) =>
      round <= 5 && i === 2
        ? [1, 1, 1]
        : (
            [
              [2, 1],
              [0, 2],
              [2, 0],
              [1, 2],
            ] as Cell[][]
          )[i % 4],
  },
  driver: {
    id: 'any-game',
    // A plain Swiss of the typed rounds with the games typed (GW% and OGW% read them): Magic's table
    // would run the small fields as single elimination and add a cut to the large ones.
    options: (rounds) => ({
      name: 'Bench any game',
      date: '2026-12-05',
      rounds,
      seed: 'bench',
      preset: 'generic',
      results: 'games',
      cut: 'none',
    }),
    players: (names) => names.map((n) => [n]),
    // Every fifth table drawn 1-1, the others won 2-0 or 2-1.
    result: (_row, _round, i) => (i % 5 === 0 ? [1, 1, 0, ''] : [2, i % 2, 0, '']),
    rounds: (r) => r,
    late: 'Late Comer',
  },
  setupCeiling: 273,
  event: {
    // A plain Swiss (Magic's table would run a small field as single elimination) with the games typed,
    // so the suites that play every format run Swiss rounds and check the games columns.
    setup: { preset: 'generic', results: 'games' },
    // A 2-0 or 2-1 either way, never a draw, so the same cells also finish a match of a top cut, which
    // needs a winner.
    resultCells: (r) => {
      const loser = r.int(2);
      return r.next() < 0.5 ? [2, loser, '', ''] : [loser, 2, '', ''];
    },
    typedRounds: true,
    roundsOption: true,
  },
  // The preset's points (the driver runs the generic Swiss: "Points"); a bye at 7 players.
  byRound: { primaryScore: 'Points', players: 7 },
};
