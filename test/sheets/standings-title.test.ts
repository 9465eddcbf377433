import { describe, expect, it } from 'vitest';
import { type RoundProgress, standingsTitle } from '../../src/sheets/standings-title';

const round = (n: number, recorded: number, expected = 8): RoundProgress => ({
  round: n,
  recorded,
  expected,
});

describe('the Standings title line (src/sheets/standings-title.ts)', () => {
  it('before round 1: nothing paired yet', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [] })).toBe(
      'Spring Open · before round 1',
    );
  });

  it('round 1 in play: named with its round count and how many results are in', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 0)] })).toBe(
      'Spring Open · round 1 of 5: 0 of 8 results in',
    );
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 3)] })).toBe(
      'Spring Open · round 1 of 5: 3 of 8 results in',
    );
  });

  it('after round N of M: N is the last round whose results are all in', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 8), round(2, 8)] })).toBe(
      'Spring Open · after round 2 of 5',
    );
  });

  it('a later round paired and partly recorded is named with its results so far', () => {
    const paired = [round(1, 8), round(2, 8), round(3, 4)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired })).toBe(
      'Spring Open · after round 2 of 5 · round 3: 4 of 8 results in',
    );
  });

  it('a round paired before the last was complete ("Pair anyway"): both open rounds are named', () => {
    const paired = [round(1, 8), round(2, 7), round(3, 1)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired })).toBe(
      'Spring Open · after round 1 of 5 · round 2: 7 of 8 results in · round 3: 1 of 8 results in',
    );
  });

  it('final once every round the event has is paired and recorded', () => {
    const paired = [round(1, 8), round(2, 8), round(3, 8)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 3, paired })).toBe('Spring Open · final');
    // The last round recorded but more to play: not final.
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 4, paired })).toBe(
      'Spring Open · after round 3 of 4',
    );
  });

  it('a round with a single game says "result"; a round of byes only needs no result', () => {
    expect(standingsTitle({ eventName: 'Final', rounds: 2, paired: [round(1, 2, 2), round(2, 0, 1)] })).toBe(
      'Final · after round 1 of 2 · round 2: 0 of 1 result in',
    );
    expect(standingsTitle({ eventName: 'Duo', rounds: 1, paired: [round(1, 0, 0)] })).toBe('Duo · final');
  });

  it('without an event name the title starts with "Standings"', () => {
    expect(standingsTitle({ eventName: '  ', rounds: 3, paired: [round(1, 8)] })).toBe(
      'Standings · after round 1 of 3',
    );
  });
});
