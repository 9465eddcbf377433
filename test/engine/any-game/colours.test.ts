import { describe, expect, it } from 'vitest';
import { allocate, allows, compatible, preference } from '../../../src/engine/any-game/colours';

const seat = (a: string, b: string, last: { white: string } | null = null) =>
  allocate(
    { id: 'a', colours: [...a] as ('W' | 'B')[] },
    { id: 'b', colours: [...b] as ('W' | 'B')[] },
    last,
    'coin',
  );

describe('chess colours (FIDE C.04.1)', () => {
  it('(g) "No player shall receive the same colour three times in a row"', () => {
    expect(allows(['W', 'W'], 'W')).toBe(false);
    expect(allows(['B', 'W', 'W'], 'B')).toBe(true);
    expect(allows(['W', 'B', 'B'], 'B')).toBe(false);
  });

  it('(f) "the difference between the number of black and the number of white games shall not be greater than 2 or less than -2"', () => {
    expect(allows(['W', 'B', 'W', 'W'], 'W')).toBe(false);
    expect(allows(['B', 'W', 'B', 'B'], 'B')).toBe(false);
    expect(allows(['W', 'B', 'W'], 'W')).toBe(true);
  });

  it('(h.1) "a player is given the colour with which he played less games"; (h.2) balanced: "the colour that alternates from the last one"', () => {
    expect(preference(['W', 'W', 'B'])).toEqual({ colour: 'B', strength: 2 });
    expect(preference(['B', 'W'])).toEqual({ colour: 'B', strength: 1 });
    expect(preference([])).toEqual({ colour: null, strength: 0 });
    // a has had more White: a gets Black.
    expect(seat('WBW', 'BW')).toEqual({ white: 'b', black: 'a', broken: false });
    // Both balanced, a last had Black, b last had Black too: equal preferences, the higher-ranked (a) gets it.
    expect(seat('WB', 'WB')).toEqual({ white: 'a', black: 'b', broken: false });
    // The stronger preference wins over the higher-ranked player's.
    expect(seat('WB', 'BBW')).toEqual({ white: 'b', black: 'a', broken: false });
  });

  it('the only allocation that keeps the rule is taken, whatever the preferences', () => {
    expect(seat('BWW', 'WBW')).toEqual({ white: 'b', black: 'a', broken: false });
    expect(compatible(['W', 'W'], ['W', 'W'])).toBe(false);
    expect(seat('WW', 'WW').broken).toBe(true);
  });

  it('players meeting again take the other sides from their last game when the rule allows it', () => {
    expect(seat('W', 'B', { white: 'a' })).toEqual({ white: 'b', black: 'a', broken: false });
    // Not when it would break the rule: b has had two Whites in a row.
    expect(seat('BB', 'WW', { white: 'b' }).white).toBe('a');
  });

  it('no history at all: a coin from the seed, the same every time', () => {
    const once = seat('', '');
    expect(seat('', '')).toEqual(once);
    expect(once.broken).toBe(false);
  });
});
