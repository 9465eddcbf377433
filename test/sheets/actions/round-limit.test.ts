import { describe, expect, it } from 'vitest';
import { roundLimit } from '../../../src/sheets/actions/round-limit';
import { eventSnapshot, model } from '../../support/snapshot';

describe('roundLimit', () => {
  it("the Event tab's Rounds, and how to play more", () => {
    expect(roundLimit(model(eventSnapshot('sealed-deck', ['Ann', 'Bob'], { rounds: 4 })))).toEqual({
      rounds: 4,
      fix: 'Raise "Rounds" on the Event tab to play more rounds.',
    });
  });

  it('a format whose rounds follow from the players decides it (arrow/target: a round robin)', () => {
    const five = model(
      eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], { startNumbers: 'as-listed' }),
    );
    const four = model(
      eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }),
    );
    const limit = roundLimit(five);
    expect(limit.rounds).toBe(five.format.roundLimit?.(five.ctx)?.rounds);
    expect(limit.fix).not.toContain('Raise "Rounds"');
    expect(roundLimit(four).rounds).not.toBe(limit.rounds);
  });
});
