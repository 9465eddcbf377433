// Results checked as they are typed, through the built dist/Code.js, one event per format: a likely slip
// (swapped point columns, a Magic match of 3-3) is a warning at its cell, named by Check event and the
// sidebar, and pairing goes ahead; a half-typed result names each blank cell by its header; a mistyped
// word gets the choices; the Result dropdown offers what the preset accepts.
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, roundRows, startEvent } from '../support/events';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
const TEN = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

/** Round 1 paired, its game rows (byes left out) with their 1-based sheet rows. */
function roundOne(format: FormatId, names: string[], options: Record<string, unknown> = {}) {
  const a = openArtifact();
  startEvent(a, format, names, options);
  pairOk(a);
  return { a, games: roundRows(a, 1).filter((r) => r.values[3] !== 'BYE') };
}

/**
 * A paste over result cells: Sheets' paste brings the copied cells' (absent) validation with it, so a
 * word the dropdown would refuse can still land there.
 */
function paste(a: Artifact, a1: string, values: unknown[][]): void {
  a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results')?.getRange(a1).clearDataValidations();
  a.type('Results', a1, values);
}

const with_ = (ps: Problem[], code: string) => ps.filter((p) => p.code === code);
const cells = (ps: Problem[]) => ps.map((p) => `${p.tab}!${p.cell}`);

/**
 * The warning at `cell`, named by Check event and the sidebar's problems list, and pairing the next
 * round goes ahead with it among its warnings.
 */
function expectWarningThatNeverBlocks(a: Artifact, code: string, at: string[]): Problem {
  const checked = a.call<ActionResult>('checkEvent');
  expect(checked.ok).toBe(true);
  expect(cells(with_(checked.warnings, code))).toEqual(at);
  const state = a.call<EventState>('getEventState');
  expect(cells(with_(state.problems, code))).toEqual(at);
  expect(with_(state.problems, code).every((p) => p.severity === 'warning')).toBe(true);
  expect(state.nextAction).toBe('pair');
  const paired = pairOk(a);
  expect(cells(with_(paired.warnings, code))).toEqual(at);
  return with_(checked.warnings, code)[0];
}

describe('a likely slip is a warning at its cell that never blocks pairing (through dist/Code.js)', () => {
  it('sealed deck: 40, 100, Win, Player (the point columns swapped) is a warning at the Winner naming both scores', () => {
    const { a, games } = roundOne('sealed-deck', FOUR);
    a.type('Results', `E${games[0].row}`, [[40, 100, 'Win', 'Player']]);
    a.type('Results', `E${games[1].row}`, [[100, 20, 'Win']]);
    const w = expectWarningThatNeverBlocks(a, RESULT_CODES.winnerFewerPoints, [`Results!H${games[0].row}`]);
    expect(w.message).toBe("Winner says Player, who scored 40 to the Opponent's 100.");
    expect(w.fix).toContain('swap them back (Player points 100, Opponent points 40)');
  });

  it('Attack Wing: a Winner at time with fewer fleet points is a warning at the Winner naming both', () => {
    const { a, games } = roundOne('attack-wing', FOUR);
    a.type('Results', `E${games[0].row}`, [[40, 100, 'Time', 'Player']]);
    a.type('Results', `E${games[1].row}`, [[100, 20, 'Time']]);
    const w = expectWarningThatNeverBlocks(a, RESULT_CODES.winnerFewerPoints, [`Results!H${games[0].row}`]);
    expect(w.message).toBe("Winner says Player, who has 40 fleet points to the Opponent's 100, at time.");
  });

  it('any game, Magic: a match typed 3-3 is a warning at both games cells quoting MTR 2.1, and counts as a draw', () => {
    const { a, games } = roundOne('any-game', TEN, { preset: 'magic' });
    a.type('Results', `E${games[0].row}`, [[3, 3, '', '']]);
    for (const g of games.slice(1)) a.type('Results', `E${g.row}`, [[2, 1, '', '']]);
    const row = games[0].row;
    const w = expectWarningThatNeverBlocks(a, RESULT_CODES.gamesPastMatch, [
      `Results!E${row}`,
      `Results!F${row}`,
    ]);
    expect(w.message).toContain('"until one side has won a set number of games, usually two" (MTR 2.1)');
    expect(w.message).toContain('it counts as a draw');
  });
});

describe('a half-typed result names each blank cell by its header, never a filled one (through dist/Code.js)', () => {
  it('Full Thrust: OPT and DPT typed, hull boxes blank: "Player hull boxes is blank", not "E: the result is missing"', () => {
    const { a, games } = roundOne('full-thrust', FOUR);
    const row = games[0].row;
    a.type('Results', `E${row}`, [[620, 100, '', 300, 200, '']]);
    a.type('Results', `E${games[1].row}`, [[100, 50, 5, 90, 40, 4]]);
    const checked = a.call<ActionResult>('checkEvent');
    expect(checked.ok).toBe(true);
    const blank = with_(checked.warnings, RESULT_CODES.blank);
    expect(blank.map((p) => [p.cell, p.message])).toEqual([
      [`G${row}`, `Round 1, table ${games[0].values[1]}: Player hull boxes is blank (G${row}).`],
      [`J${row}`, `Round 1, table ${games[0].values[1]}: Opponent hull boxes is blank (J${row}).`],
    ]);
    expect([...checked.problems, ...checked.warnings].filter((p) => p.cell === `E${row}`)).toEqual([]);
    // Pairing waits for them, at the same cells, unless the organizer pairs anyway.
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.ok).toBe(false);
    expect(cells(with_(refused.problems, RESULT_CODES.blank))).toEqual([
      `Results!G${row}`,
      `Results!J${row}`,
    ]);
    expect(a.call<ActionResult>('pairNextRound', { force: true }).ok).toBe(true);
  });

  it('arrow/target: deck codes typed, Winner blank: "Winner is blank" at the Winner cell', () => {
    const { a, games } = roundOne('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    const row = games[0].row;
    a.type('Results', `E${row}`, [['deck-a', 'deck-b', '', '']]);
    for (const g of games.slice(1)) a.type('Results', `E${g.row}`, [['deck-c', 'deck-d', 'Arrow', '']]);
    const checked = a.call<ActionResult>('checkEvent');
    const blank = with_(checked.warnings, RESULT_CODES.blank);
    expect(blank.map((p) => [p.cell, p.message])).toEqual([
      [`G${row}`, `Round 1, table ${games[0].values[1]}: Winner is blank (G${row}).`],
    ]);
    expect(blank[0].fix).toMatch(/^Choose Arrow or Target\. /);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    expect(a.call<ActionResult>('pairNextRound', { force: true }).ok).toBe(true);
  });
});

describe('an elimination draw, a mistyped word and the Result dropdown (through dist/Code.js)', () => {
  it('an elimination match typed 1-1 is an error at the games typed, not at the Result', () => {
    const { a, games } = roundOne('any-game', FOUR, { preset: 'magic', structure: 'elimination' });
    const row = games[0].row;
    a.type('Results', `E${row}`, [[1, 1, 1, '']]);
    const checked = a.call<ActionResult>('checkEvent');
    expect(cells(with_(checked.problems, RESULT_CODES.knockoutLevel))).toEqual([
      `Results!E${row}`,
      `Results!F${row}`,
    ]);
    expect(checked.problems.filter((p) => p.cell === `H${row}`)).toEqual([]);
    expect(a.call<ActionResult>('pairNextRound', { force: true }).ok).toBe(false);
  });

  it('"draw" and "W" pasted into sealed deck\'s How it ended get the choices, how a drawn game is entered, and the likely word', () => {
    const { a, games } = roundOne('sealed-deck', FOUR);
    paste(a, `E${games[0].row}:G${games[0].row}`, [[60, 60, 'draw']]);
    paste(a, `E${games[1].row}:G${games[1].row}`, [[100, 60, 'W']]);
    const errors = with_(a.call<ActionResult>('checkEvent').problems, RESULT_CODES.unknownChoice);
    expect(errors.map((p) => [p.cell, p.message, p.fix])).toEqual([
      [
        `G${games[0].row}`,
        '"draw" is not a way a game ends.',
        'Choose Win, Decks exhausted or Time called. A drawn game is Decks exhausted or Time called with equal points: 1 victory point each.',
      ],
      [
        `G${games[1].row}`,
        '"W" is not a way a game ends. Did you mean Win?',
        'Choose Win, Decks exhausted or Time called.',
      ],
    ]);
  });

  it('any game: "W" pasted into the Result gets the choices this preset accepts', () => {
    // Magic refuses a double loss, so the choices leave it out.
    const { a, games } = roundOne('any-game', TEN, { preset: 'magic' });
    paste(a, `H${games[0].row}`, [['W']]);
    const [error] = with_(a.call<ActionResult>('checkEvent').problems, RESULT_CODES.unknownChoice);
    expect([error.cell, error.fix]).toEqual([
      `H${games[0].row}`,
      'Choose Player won, Opponent won, Draw or Intentional draw.',
    ]);
  });

  it("the Result dropdown offers 1-0 / 0-1 / ½-½ only for chess, and each preset's own choices", () => {
    // Rows the tab grows by later take the same choices from the Event tab (test/sheets/placed-layouts.test.ts).
    const dropdown = (preset: string) => {
      const { a } = roundOne('any-game', TEN, { preset, results: '' });
      return a.tab('Results').formats?.H2?.validation?.values;
    };
    expect(dropdown('magic')).toEqual(['Player won', 'Opponent won', 'Draw', 'Intentional draw']);
    expect(dropdown('pokemon')).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
    ]);
    expect(dropdown('chess')).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
      '1-0',
      '0-1',
      '½-½',
      '1F-0F',
      '0F-1F',
      '0F-0F',
    ]);
  });
});
