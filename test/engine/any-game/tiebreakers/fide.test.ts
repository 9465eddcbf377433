import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustedScore,
  buchholz,
  buchholzCut1,
  CHESS_POINTS,
  directEncounter,
  gamesWon,
  medianBuchholz,
  sonnebornBerger,
  wins,
} from '../../../../src/engine/any-game/tiebreakers';
import { eventOf } from './build';
import { fideExercise } from './fide-exercise';
import { randomEvent } from './random-event';

// A 4-player round robin: A 2½, C 2, B 1, D ½.
const allPlay = eventOf(
  [
    [
      ['A', 'B', 'W'],
      ['C', 'D', 'D'],
    ],
    [
      ['A', 'C', 'D'],
      ['B', 'D', 'W'],
    ],
    [
      ['A', 'D', 'W'],
      ['B', 'C', 'L'],
    ],
  ],
  { points: CHESS_POINTS },
);

// R1: A beats B, C beats D, E has a bye. R2: A beats C, E beats B, D has a bye. A 2, E 2, C 1, D 1, B 0.
const withByes = eventOf(
  [
    [
      ['A', 'B', 'W'],
      ['C', 'D', 'W'],
      ['E', 'bye'],
    ],
    [
      ['A', 'C', 'W'],
      ['E', 'B', 'W'],
      ['D', 'bye'],
    ],
  ],
  { points: CHESS_POINTS },
);

describe('FIDE Tie-Break Regulations', () => {
  it('Buchholz: the sum of the opponents’ scores', () => {
    expect(buchholz(allPlay).get('A')).toBe(3.5);
    expect(buchholz(allPlay).get('D')).toBe(5.5);
  });

  it('Buchholz Cut 1 leaves out the lowest opponent score; Median Buchholz the highest and the lowest', () => {
    expect(buchholzCut1(allPlay).get('A')).toBe(3);
    expect(medianBuchholz(allPlay).get('A')).toBe(1);
  });

  it('Sonneborn-Berger: the scores of the opponents beaten plus half those drawn with', () => {
    expect(sonnebornBerger(allPlay).get('A')).toBe(2.5);
    expect(sonnebornBerger(allPlay).get('C')).toBe(0.25 + 1.25 + 1);
  });

  it('number of wins (WIN, 7.1) counts every round worth a win, a bye and a forfeit won included; games won (WON, 7.2) only games won over the board', () => {
    expect(wins(allPlay).get('A')).toBe(2);
    expect(gamesWon(allPlay).get('A')).toBe(2);
    // E: a bye worth a win in round 1, a win over B in round 2.
    expect(wins(withByes).get('E')).toBe(2);
    expect(gamesWon(withByes).get('E')).toBe(1);
    const forfeit = eventOf(
      [
        [
          ['A', 'forfeit-win'],
          ['B', 'forfeit-loss'],
          ['C', 'D', 'X'],
        ],
      ],
      {
        points: CHESS_POINTS,
      },
    );
    expect([wins(forfeit).get('A'), gamesWon(forfeit).get('A')]).toEqual([1, 0]);
    expect([wins(forfeit).get('C'), gamesWon(forfeit).get('C')]).toEqual([0, 0]);
  });

  it('an unplayed round counts as a game against a dummy opponent with the player’s own score (decision)', () => {
    // E: round 1 bye (dummy = E's own 2), round 2 against B (0).
    expect(buchholz(withByes).get('E')).toBe(2);
    expect(buchholzCut1(withByes).get('E')).toBe(2);
    expect(sonnebornBerger(withByes).get('E')).toBe(2);
  });

  it('a double loss (chess: a double forfeit) is an unplayed round for both: a dummy opponent with the player’s own score, cut first', () => {
    // R1: A and B both forfeit; C beats D. R2: A beats C, B beats D. A 1, B 1, C 1, D 0.
    const e = eventOf(
      [
        [
          ['A', 'B', 'X'],
          ['C', 'D', 'W'],
        ],
        [
          ['A', 'C', 'W'],
          ['B', 'D', 'W'],
        ],
      ],
      { points: CHESS_POINTS },
    );
    // A: round 1 the dummy (A's own 1), round 2 C (1); not B's score as if they had played.
    expect(buchholz(e).get('A')).toBe(1 + 1);
    expect(buchholz(e).get('B')).toBe(1 + 0);
    // Cut 1 takes the voluntarily unplayed round out first, even above a lower opponent score.
    expect(buchholzCut1(e).get('B')).toBe(0);
    expect(buchholzCut1(e).get('A')).toBe(1);
    expect(wins(e).get('A')).toBe(1);
  });

  it('an opponent who stopped playing has each round after it counted as a draw', () => {
    // B plays round 1 (a loss to A), then is absent; in a 3-round event B counts 0 + ½ + ½ in A's Buchholz.
    const e = eventOf([[['A', 'B', 'W']], [['A', 'C', 'W']], [['A', 'D', 'W']]], { points: CHESS_POINTS });
    expect(adjustedScore(e, 'B')).toBe(1);
    // C and D are absent only before their game with A, then after it: each counts ½ per later round.
    expect(adjustedScore(e, 'C')).toBe(0.5);
    expect(adjustedScore(e, 'D')).toBe(0);
    expect(buchholz(e).get('A')).toBe(1 + 0.5 + 0);
  });

  it('FIDE tie-break exercise (2024): Buchholz 13, 12.5, 15.5, 8.5, 13.5, 13.5, 12.5; Cut 1 7.5, 12, 12', () => {
    const e = fideExercise();
    const bh = buchholz(e);
    expect(['2', '1', '3', '5', '8', '11', '16'].map((id) => bh.get(id))).toEqual([
      13, 12.5, 15.5, 8.5, 13.5, 13.5, 12.5,
    ]);
    const c1 = buchholzCut1(e);
    expect(['5', '8', '11'].map((id) => c1.get(id))).toEqual([7.5, 12, 12]);
  });

  it('direct encounter: the points scored among the tied players, when all of them have met', () => {
    const three = directEncounter(allPlay, ['A', 'B', 'C']);
    expect([three.get('A'), three.get('B'), three.get('C')]).toEqual([1.5, 0, 1.5]);
    const unmet = directEncounter(withByes, ['B', 'C', 'E']);
    expect([unmet.get('B'), unmet.get('C'), unmet.get('E')]).toEqual([0, 0, 0]);
  });

  it('property: Median Buchholz ≤ Buchholz Cut 1 ≤ Buchholz, and Sonneborn-Berger ≤ Buchholz, on chess points', () => {
    fc.assert(
      fc.property(randomEvent(), (random) => {
        const e = { ...random, points: CHESS_POINTS };
        const [bh, c1, m1, sb] = [buchholz(e), buchholzCut1(e), medianBuchholz(e), sonnebornBerger(e)];
        for (const p of e.players) {
          const v = (m: ReadonlyMap<string, number>) => m.get(p.id) ?? 0;
          expect(v(m1)).toBeLessThanOrEqual(v(c1) + 1e-12);
          expect(v(c1)).toBeLessThanOrEqual(v(bh) + 1e-12);
          expect(v(sb)).toBeLessThanOrEqual(v(bh) + 1e-12);
        }
      }),
    );
  });
});
