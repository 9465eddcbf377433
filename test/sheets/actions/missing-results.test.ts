// Every game without its result up to a round, at its first result cell (src/sheets/actions/missing-results.ts).
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../../src/engine/cell-checks';
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

  it('a half-typed result names each blank column by its header at its own cell, never a filled one (Full Thrust: hull boxes blank)', () => {
    const s = paired(eventSnapshot('full-thrust', ['Ann', 'Bob', 'Cy', 'Dee']));
    // OPT and DPT typed for both sides, both hull box cells (G2, J2) left blank.
    const half = typed(s, 'results', 2, 5, [[620, 100, '', 300, 200, '']]);
    const problems = missingResults(model(half), 1, 'Results').filter((p) => p.cell !== 'E3');
    expect(problems.map((p) => [p.code, p.cell, p.message])).toEqual([
      [RESULT_CODES.blank, 'G2', 'Round 1, table 1: Player hull boxes is blank (G2).'],
      [RESULT_CODES.blank, 'J2', 'Round 1, table 1: Opponent hull boxes is blank (J2).'],
    ]);
    expect(problems[0].fix).toMatch(/^Type the Player hull boxes: .* Or choose "Pair anyway"/);
    // The game with nothing typed is still "missing", at its first result cell.
    expect(missingResults(model(half), 1, 'Results').find((p) => p.cell === 'E3')?.code).toBe(
      RESULT_CODES.missing,
    );
  });

  it('a blank choice column lists its choices; Check event\'s wording offers no "Pair anyway"', () => {
    const s = typed(paired(eventSnapshot('sealed-deck', FIVE)), 'results', 2, 5, [[100, 40]]);
    const [p] = missingResults(model(s), 1, 'Results', 'check');
    expect([p.code, p.cell, p.message]).toEqual([
      RESULT_CODES.blank,
      'G2',
      'Round 1, table 1: How it ended is blank (G2).',
    ]);
    expect(p.fix).toMatch(/^Choose Win, Decks exhausted or Time called\. /);
    expect(p.fix).not.toContain('Pair anyway');
  });

  it('a game whose cells hold an error is left to that error: no "missing" beside it', () => {
    const s = typed(paired(eventSnapshot('sealed-deck', FIVE)), 'results', 2, 5, [['ten', 40, 'Win']]);
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
