import { describe, expect, it } from 'vitest';
import { extendedSos, headToHead, sos } from '../../../../src/engine/any-game/tiebreakers';
import { eventOf, headToHeadEvent } from './build';

describe('strength of schedule and head-to-head (X-Wing, Netrunner)', () => {
  it('SoS: "dividing each opponent’s score by the number of rounds the opponent has played, then adding ... then divides that total by the number of rounds the player has played"', () => {
    // A beats B and C; C beats D; B beats D; E has two byes and no opponent.
    const e = eventOf([
      [
        ['A', 'B', 'W'],
        ['C', 'D', 'W'],
        ['E', 'bye'],
      ],
      [
        ['A', 'C', 'W'],
        ['B', 'D', 'W'],
        ['E', 'bye'],
      ],
    ]);
    // B and C: 3 points in 2 games each.
    expect(sos(e).get('A')).toBe((3 / 2 + 3 / 2) / 2);
    // D met C (3/2) and B (3/2); E met nobody.
    expect(sos(e).get('D')).toBe(1.5);
    expect(sos(e).get('E')).toBe(0);
  });

  it('Netrunner tournament software: SoS 2.25 and extended SoS 3.75 in its own example; byes are left out', () => {
    // A round is two games: 6-0 a win, 3-3 a draw.
    const points = { win: 6, draw: 3, loss: 0, bye: 6 };
    const e = eventOf(
      [
        [
          ['snap', 'crackle', 'W'],
          ['pop', 'other', 'W'],
        ],
        [
          ['snap', 'pop', 'W'],
          ['crackle', 'other', 'D'],
        ],
      ],
      { points },
    );
    expect(sos(e).get('snap')).toBe(2.25);
    expect(extendedSos(e).get('snap')).toBe(3.75);
    // A bye for pop in a third round changes neither pop's points per game nor snap's SoS.
    const withBye = { ...e, rounds: [...e.rounds, { pop: { kind: 'bye' as const } }] };
    expect(sos(withBye).get('snap')).toBe(2.25);
  });

  it('extended SoS is the average of the opponents’ SoS', () => {
    const e = eventOf([
      [
        ['A', 'B', 'W'],
        ['C', 'D', 'W'],
      ],
      [
        ['A', 'C', 'W'],
        ['B', 'D', 'D'],
      ],
    ]);
    const s = sos(e);
    expect(extendedSos(e).get('A')).toBeCloseTo(((s.get('B') ?? 0) + (s.get('C') ?? 0)) / 2, 12);
  });

  it('head-to-head: "any player that has played and defeated all other players with the same number of tournament points is ranked above the other players"', () => {
    const e = headToHeadEvent();
    const tied = headToHead(e, ['A', 'B', 'C']);
    expect([tied.get('A'), tied.get('B'), tied.get('C')]).toEqual([1, 0, 0]);
  });

  it('head-to-head separates nobody when no tied player beat all the others (a cycle, or players who never met)', () => {
    const cycle = eventOf([[['A', 'B', 'W']], [['B', 'C', 'W']], [['C', 'A', 'W']]]);
    expect([...headToHead(cycle, ['A', 'B', 'C']).values()]).toEqual([0, 0, 0]);
    const unmet = eventOf([
      [
        ['A', 'B', 'W'],
        ['C', 'D', 'W'],
      ],
    ]);
    expect([...headToHead(unmet, ['A', 'C']).values()]).toEqual([0, 0]);
  });
});
