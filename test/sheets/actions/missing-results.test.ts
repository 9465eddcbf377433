// Every game without its result up to a round, at its first result cell (src/sheets/actions/missing-results.ts).
import { describe, expect, it } from 'vitest';
import { missingResults } from '../../../src/sheets/actions/missing-results';
import { eventSnapshot, model, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('missingResults', () => {
  it('each game without its result, by round then table, at its first result cell; a bye needs none', () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    expect(missingResults(model(s), 1, 'Results').map((p) => [p.severity, p.tab, p.cell, p.message])).toEqual(
      [
        ['error', 'Results', 'E2', 'Round 1, table 1: the result is missing.'],
        ['error', 'Results', 'E3', 'Round 1, table 2: the result is missing.'],
      ],
    );
    expect(missingResults(model(s), 0, 'Results')).toEqual([]);
    expect(missingResults(model(sealedRoundPlayed(s, 1)), 1, 'Results')).toEqual([]);
  });

  it("an earlier round's result cleared after the next was paired is missing too, listed first", () => {
    let s = paired(sealedRoundPlayed(paired(eventSnapshot('sealed-deck', FIVE)), 1));
    s = typed(s, 'results', 3, 5, [['', '', '']]);
    const cells = missingResults(model(s), 2, 'Results').map((p) => p.cell);
    expect(cells[0]).toBe('E3');
    expect(cells).toHaveLength(3);
    expect(missingResults(model(s), 1, 'Results').map((p) => p.cell)).toEqual(['E3']);
  });

  it('a result the format does not count yet says what it waits for (arrow/target: a winner without deck codes)', () => {
    const s = paired(
      eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }),
    );
    const waiting = typed(s, 'results', 2, 7, [['Arrow']]);
    const [first] = missingResults(model(waiting), 1, 'Results');
    expect([first.cell, first.message]).toEqual([
      'E2',
      'Round 1, table 1: the winner is typed, but the deck codes are missing, so the game does not count yet.',
    ]);
    expect(first.fix).toMatch(/^Type the deck codes the players posted/);
  });
});
