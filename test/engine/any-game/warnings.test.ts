// Event-level warnings of the any-game format (src/engine/any-game/warnings.ts).
import { describe, expect, it } from 'vitest';
import { ANY_GAME_NOTE_CODES, warnings } from '../../../src/engine/any-game/warnings';
import { anyGameContext } from './context';

describe('any game: event warnings', () => {
  const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
  const byRating = { preset: 'chess', tiebreak1: 'aro', tiebreak2: 'tpr', tiebreak3: 'none' };

  it('ARO or TPR chosen with no rating typed: said, with where to type the ratings', () => {
    // The words are the point: they say where to type the ratings.
    expect(warnings(anyGameContext(FOUR, [], byRating))).toEqual([
      {
        code: ANY_GAME_NOTE_CODES.noRatings,
        message:
          'Tie-breakers: ARO and TPR read the players\' ratings, and none is typed: type the header "Rating" in a free column of row 1 of Players and each rating under it, or choose another tie-breaker.',
      },
    ]);
  });

  it('no warning once a rating is typed, or when neither is chosen', () => {
    const ctx = anyGameContext(FOUR, [], byRating);
    const rated = {
      ...ctx,
      players: ctx.players.map((p, i) => ({ ...p, fields: { rating: i === 0 ? 1800 : '' } })),
    };
    expect(warnings(rated)).toEqual([]);
    expect(warnings(anyGameContext(FOUR, [], { preset: 'chess' }))).toEqual([]);
  });
});
