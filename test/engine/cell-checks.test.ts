// The shared checks of typed result cells (src/engine/cell-checks.ts): a word that is none of a
// column's choices gets the choices, the likely slip, and how the format records a draw.
import { describe, expect, it } from 'vitest';
import { blankColumns, choiceIssue, orList, RESULT_CODES } from '../../src/engine/cell-checks';

const parse = (v: unknown) => (['win', 'time called'].includes(String(v).toLowerCase()) ? 'ok' : null);
const CHOICES = ['Win', 'Decks exhausted', 'Time called'];

describe('choiceIssue', () => {
  it('a blank or valid value is no issue', () => {
    expect(choiceIssue({ ended: '' }, 'ended', parse, 'a way a game ends', CHOICES)).toBeNull();
    expect(choiceIssue({ ended: 'WIN' }, 'ended', parse, 'a way a game ends', CHOICES)).toBeNull();
  });

  it('a value that starts exactly one choice is named as the likely slip, not taken', () => {
    const issue = choiceIssue({ ended: 'W' }, 'ended', parse, 'a way a game ends', CHOICES);
    expect(issue).toEqual({
      severity: 'error',
      column: 'ended',
      message: '"W" is not a way a game ends. Did you mean Win?',
      fix: 'Choose Win, Decks exhausted or Time called.',
      code: RESULT_CODES.unknownChoice,
    });
    // "x" starts none, so nothing is guessed.
    expect(choiceIssue({ ended: 'x' }, 'ended', parse, 'a way a game ends', CHOICES)?.message).toBe(
      '"x" is not a way a game ends.',
    );
  });

  it("a draw typed where the format records it otherwise gets the format's note after the choices", () => {
    for (const word of ['draw', 'Tie', ' drawn ']) {
      const issue = choiceIssue({ ended: word }, 'ended', parse, 'a way a game ends', CHOICES, 'NOTE.');
      expect(issue?.fix, word).toBe('Choose Win, Decks exhausted or Time called. NOTE.');
    }
    expect(choiceIssue({ ended: 'lost' }, 'ended', parse, 'a way a game ends', CHOICES, 'NOTE.')?.fix).toBe(
      'Choose Win, Decks exhausted or Time called.',
    );
  });
});

describe('orList and blankColumns', () => {
  it('lists choices with "or" before the last', () => {
    expect(orList(['A'])).toBe('A');
    expect(orList(['A', 'B'])).toBe('A or B');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('names the blank columns in the order asked, spaces counting as blank', () => {
    expect(blankColumns({ a: 1, b: ' ', c: '', d: 0 }, ['d', 'c', 'b', 'a', 'e'])).toEqual(['c', 'b', 'e']);
  });
});
