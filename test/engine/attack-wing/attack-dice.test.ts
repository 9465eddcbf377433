import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACK_DIE_FACES,
  countResults,
  rollAttackDice,
  rollOff,
} from '../../../src/engine/attack-wing/attack-dice';
import { compareResults } from '../../../src/engine/attack-wing/roll-off-record';
import { seededRandom } from '../../../src/engine/random';

describe('attack dice roll-off ("Each player rolls 5 attack dice and the player with the most results is the winner")', () => {
  it('the die has the FlightPath attack faces: 3 Hit, 1 Critical Hit, 2 Battle Stations, 2 blank', () => {
    const count = (f: string) => ATTACK_DIE_FACES.filter((x) => x === f).length;
    expect([count('Hit'), count('Critical Hit'), count('Battle Stations'), count('Blank')]).toEqual([
      3, 1, 2, 2,
    ]);
    expect(countResults(['Hit', 'Critical Hit', 'Battle Stations', 'Blank', 'Hit'])).toBe(3);
  });

  it('rolls 5 dice from the seed, reproducibly', () => {
    const a = rollAttackDice(seededRandom('x'));
    expect(a).toHaveLength(5);
    expect(rollAttackDice(seededRandom('x'))).toEqual(a);
  });

  it('property: a roll-off always gives a strict order, best value first, and is reproducible', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 8 }), (seed, n) => {
        const keys = Array.from({ length: n }, (_, i) => `p${i}`);
        const r = rollOff(seededRandom(seed), keys);
        expect([...r.order].sort()).toEqual(keys);
        // Each player's results (first roll, then re-rolls among those still level) put them in that order.
        const rolls = r.order.map((k) => r.rolls.get(k) as number[]);
        for (let i = 1; i < rolls.length; i++) expect(compareResults(rolls[i - 1], rolls[i])).toBeLessThan(0);
        expect(rollOff(seededRandom(seed), keys)).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });
});
