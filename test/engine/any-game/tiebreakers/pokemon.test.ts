import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  oowp,
  owp,
  POKEMON_DROPPED_CAP,
  POKEMON_FLOOR,
  pokemonWinPercentage,
} from '../../../../src/engine/any-game/tiebreakers';
import { eventOf, recordOf } from './build';
import { randomEvent } from './random-event';

const solo = (id: string, record: readonly ('W' | 'L' | 'D' | 'bye')[]) =>
  recordOf(id, record).map((g) => [g]);
const times = <const T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('Play! Pokémon OWP and OOWP', () => {
  it('"8-0, 6-2, and 3-5, then their win percentages are 100% (8/8), 75% (6/8) and 37.5% (3/8)"', () => {
    expect(pokemonWinPercentage(eventOf(solo('A', times(8, 'W'))), 'A')).toBe(1);
    expect(pokemonWinPercentage(eventOf(solo('B', [...times(6, 'W'), 'L', 'L'])), 'B')).toBe(0.75);
    expect(pokemonWinPercentage(eventOf(solo('C', [...times(3, 'W'), ...times(5, 'L')])), 'C')).toBe(0.375);
  });

  it('"an opponent went 4-3 in a 7 round tournament with 1 bye, they instead are counted as going 3-3 in a 6-round tournament"', () => {
    const e = eventOf(solo('A', ['bye', 'W', 'W', 'W', 'L', 'L', 'L']));
    expect(pokemonWinPercentage(e, 'A')).toBe(0.5);
  });

  it('"an opponent went 1-3 drop in a 6 round tournament, they instead are counted as going 1-3 in a 4 round tournament" (then the 25% floor)', () => {
    const e = eventOf([...solo('A', ['W', 'L', 'L', 'L']), [['Z', 'bye']], [['Z', 'bye']]], {
      players: [{ id: 'A', droppedAfter: 4 }],
    });
    expect(pokemonWinPercentage(e, 'A')).toBe(0.25);
  });

  it('"If an opponent has a win percentage of less than 25%, make it 25%"', () => {
    expect(pokemonWinPercentage(eventOf(solo('A', ['L', 'L', 'L', 'L', 'L'])), 'A')).toBe(POKEMON_FLOOR);
  });

  it('"If an opponent dropped AND their win percentage is greater than 75%, make it 75%"', () => {
    const e = eventOf(solo('A', ['W', 'W', 'W', 'W']), { players: [{ id: 'A', droppedAfter: 4 }] });
    expect(pokemonWinPercentage(e, 'A')).toBe(POKEMON_DROPPED_CAP);
    expect(pokemonWinPercentage(eventOf(solo('B', ['W', 'W', 'W', 'W'])), 'B')).toBe(1);
  });

  it('a late player counts the rounds missed before joining as losses (decision)', () => {
    const e = eventOf([[['X', 'bye']], [['A', 'B', 'W']], [['A', 'C', 'W']]], {
      players: [{ id: 'A', joinedRound: 2 }],
    });
    expect(pokemonWinPercentage(e, 'A')).toBeCloseTo(2 / 3, 12);
  });

  it('"average the win percentage of all opponents" (OWP), and OOWP averages the opponents’ OWP', () => {
    // A beats B and C; B beats C; C beats D; byes are no opponents.
    const e = eventOf([
      [
        ['A', 'B', 'W'],
        ['C', 'D', 'W'],
      ],
      [
        ['A', 'C', 'W'],
        ['B', 'D', 'W'],
      ],
      [
        ['A', 'bye'],
        ['B', 'C', 'W'],
      ],
    ]);
    // Win %: A 2/2 (bye left out) = 1, B 2/3, C 1/3, D 0/2 -> 0.25.
    expect(owp(e).get('A')).toBeCloseTo((2 / 3 + 1 / 3) / 2, 12);
    expect(owp(e).get('D')).toBeCloseTo((1 / 3 + 2 / 3) / 2, 12);
    const bOwp = (1 + 0.25 + 1 / 3) / 3;
    const cOwp = (0.25 + 1 + 2 / 3) / 3;
    expect(oowp(e).get('A')).toBeCloseTo((bOwp + cOwp) / 2, 12);
  });

  it('property: OWP and OOWP lie in [25%, 100%]', () => {
    fc.assert(
      fc.property(randomEvent(), (e) => {
        for (const values of [owp(e), oowp(e)]) {
          for (const v of values.values()) expect(v >= POKEMON_FLOOR - 1e-12 && v <= 1 + 1e-12).toBe(true);
        }
      }),
    );
  });
});
