// FIDE's rating-based tie-breaks, ARO and TPR (src/engine/any-game/tiebreakers/rating.ts), by worked examples.
import { describe, expect, it } from 'vitest';
import {
  aro,
  CHESS_POINTS,
  DP_TABLE,
  dp,
  rankPlayers,
  type TiebreakPlayer,
  tpr,
} from '../../../../src/engine/any-game/tiebreakers';
import { eventOf } from './build';

const RATED: TiebreakPlayer[] = [
  { id: 'A', rating: 1700 },
  { id: 'B', rating: 2000 },
  { id: 'C', rating: 1850 },
  { id: 'D', rating: 2105 },
  { id: 'U' }, // unrated
  { id: 'E', rating: 1851 },
];

// A: beats B (2000), draws C (1850), beats D (2105), beats U (unrated), a bye, a forfeit won.
const event = eventOf(
  [
    [
      ['A', 'B', 'W'],
      ['C', 'D', 'D'],
      ['U', 'bye'],
    ],
    [
      ['A', 'C', 'D'],
      ['B', 'U', 'W'],
    ],
    [
      ['A', 'D', 'W'],
      ['C', 'E', 'L'],
    ],
    [
      ['A', 'U', 'W'],
      ['E', 'bye'],
    ],
    [['A', 'bye']],
    [['A', 'forfeit-win']],
  ],
  { points: CHESS_POINTS, players: RATED },
);

describe('FIDE rating-based tie-breaks', () => {
  it('table 8.1(a) of the FIDE Rating Regulations: dp for p = 1.00 … 0.50, and the same negative below', () => {
    // The published table, p → dp, read top down from 1.00.
    expect(DP_TABLE.slice().reverse()).toEqual([
      800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262, 251, 240,
      230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95, 87, 80, 72, 65, 57,
      50, 43, 36, 29, 21, 14, 7, 0,
    ]);
    expect([1, 0.99, 0.83, 0.75, 0.6, 0.5, 0.17, 0.01, 0].map(dp)).toEqual([
      800, 677, 273, 193, 72, 0, -273, -677, -800,
    ]);
    // p is rounded to two decimals, .5 up: 5/6 = 0.8333 is 0.83; 1/8 = 0.125 is 0.13.
    expect(dp(5 / 6)).toBe(273);
    expect(dp(1 / 8)).toBe(-322);
  });

  it('ARO, "Average Rating of Opponents" (C.07 10.1): the rated opponents met over the board; an unrated opponent, a bye and a forfeit left out', () => {
    // A: B 2000, C 1850, D 2105 → 5955 / 3 = 1985. U (unrated), the bye and the forfeit do not count.
    expect(aro(event).get('A')).toBe(1985);
    // B: A 1700 (U unrated) → 1700. U: B 2000, A 1700 → 1850.
    expect(aro(event).get('B')).toBe(1700);
    expect(aro(event).get('U')).toBe(1850);
  });

  it('ARO is rounded to a whole number, .5 up; a player with no rated opponent has 0', () => {
    // C: D 2105, A 1700, E 1851 → 5656 / 3 = 1885.33 → 1885. E: C 1850 only.
    expect(aro(event).get('C')).toBe(1885);
    const half = eventOf([[['X', 'C', 'W']], [['X', 'E', 'W']]], { points: CHESS_POINTS, players: RATED });
    // (1850 + 1851) / 2 = 1850.5 → 1851.
    expect(aro(half).get('X')).toBe(1851);
    const none = eventOf([[['X', 'U', 'W']], [['X', 'bye']]], { points: CHESS_POINTS, players: RATED });
    expect(aro(none).get('X')).toBe(0);
    expect(tpr(none).get('X')).toBe(0);
  });

  it('TPR, "Tournament Performance Rating" (C.07 10.2): ARO + dp(p), p the score in the same games', () => {
    // A: 2½ of 3 against B, C, D → p = 0.83, dp 273; TPR = 1985 + 273 = 2258 (the unrated game won does not count).
    expect(tpr(event).get('A')).toBe(2258);
    // B: lost to A (1700) → p = 0, dp -800: 900. U: lost to B, lost to A → 1850 - 800 = 1050.
    expect(tpr(event).get('B')).toBe(900);
    expect(tpr(event).get('U')).toBe(1050);
    // D: drew C (1850), lost to A (1700): ½ of 2, p = 0.25, dp -193; ARO 1775 → 1582.
    expect(tpr(event).get('D')).toBe(1775 - 193);
  });

  it('ARO and TPR rank players level on points, the higher first', () => {
    // X and Y both 1 of 2; X met the stronger field.
    const level = eventOf(
      [
        [
          ['X', 'B', 'W'],
          ['Y', 'A', 'W'],
        ],
        [
          ['X', 'D', 'L'],
          ['Y', 'C', 'L'],
        ],
      ],
      { points: CHESS_POINTS, players: RATED },
    );
    const order = (by: 'aro' | 'tpr') =>
      rankPlayers(level, ['match-points', by])
        .map((r) => r.id)
        .filter((id) => id === 'X' || id === 'Y');
    expect(order('aro')).toEqual(['X', 'Y']);
    expect(order('tpr')).toEqual(['X', 'Y']);
    expect(aro(level).get('X')).toBe(2053); // (2000 + 2105) / 2 = 2052.5 → 2053
    expect(tpr(level).get('Y')).toBe(1775); // (1700 + 1850) / 2 = 1775, p = 0.5
  });
});
