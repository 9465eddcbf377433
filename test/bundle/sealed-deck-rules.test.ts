// Sealed-deck rules once found broken, each reproduced through the built dist/Code.js
// (docs/rules/sealed-deck.md; docs/rules/DECISIONS.md, "Sealed deck").
import { describe, expect, it } from 'vitest';
import { PAIRING_CODES } from '../../src/engine/format';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { setupSealed, splitReport, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

/** Results columns: Round, Table, Player, Opponent, Player points, Opponent points, How it ended, Winner. */
function typeResult(a: Artifact, player: string, row: unknown[]): void {
  const at = a.values('Results').findIndex((r) => r[2] === player);
  a.type('Results', `E${at + 1}`, [row]);
}

function pairs(a: Artifact, round: number): [unknown, unknown][] {
  return roundRows(a, round).map(({ values }) => [values[2], values[3]]);
}

function pair(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

describe('sealed deck bye: "let the last player left receive the bye" (through dist/Code.js)', () => {
  it('the walk runs first and whoever it leaves has the bye: P4-P5, P2-P3, P1 bye, no false "faced" warning', () => {
    const a = openArtifact();
    setupSealed(a, ['P1', 'P2', 'P3', 'P4', 'P5'], { firstRound: 'as-listed' });
    pair(a);
    expect(pairs(a, 1)).toEqual([
      ['P1', 'P2'],
      ['P3', 'P4'],
      ['P5', 'BYE'],
    ]);
    // "The player in each game with the greatest amount of points receives 1 victory point"; 102 counts as 100.
    typeResult(a, 'P1', [51, 73, 'Time called']);
    typeResult(a, 'P3', [14, 102, 'Win']);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).rows.map((r) => [r[1], r[2]])).toEqual([
      ['P4', '2 (+86)'],
      ['P5', '2 (+0)'],
      ['P2', '1 (+22)'],
      ['P1', '0 (-22)'],
      ['P3', '0 (-86)'],
    ]);
    const round2 = pair(a);
    // P4 has faced P3 only: P4-P5. P2 has faced P1: the next lowest not faced is P3. P1 is left: the bye.
    expect(pairs(a, 2)).toEqual([
      ['P4', 'P5'],
      ['P2', 'P3'],
      ['P1', 'BYE'],
    ]);
    expect(round2.warnings.map((w) => w.code)).not.toContain(PAIRING_CODES.rematch);
    expect(
      a
        .values('Log')
        .map((r) => String(r[4]))
        .join(' '),
    ).not.toMatch(/faced|Rematch/);
  });

  it('strictly as written, a second bye says so truthfully; the default skips to the lowest player without one', () => {
    // R1 A-B, C bye; A wins. R2 pile A, C, B: A-C, B left (the bye). A wins. R3 pile A 4, C 2, B 2:
    // A has faced everyone ("leave the pairing as it originally was": A-C), B is left and already had a bye.
    const play = (byeRule: string) => {
      const a = openArtifact();
      setupSealed(a, ['A', 'B', 'C'], { firstRound: 'as-listed', byeRule });
      pair(a);
      typeResult(a, 'A', [100, 0, 'Win']);
      pair(a);
      expect(pairs(a, 2)).toEqual([
        ['A', 'C'],
        ['B', 'BYE'],
      ]);
      a.type('Results', 'E4', [[100, 60, 'Win']]);
      return { a, r: pair(a) };
    };
    const strict = play('as-written');
    expect(pairs(strict.a, 3)).toEqual([
      ['A', 'C'],
      ['B', 'BYE'],
    ]);
    const bye = strict.r.warnings.filter((w) => w.code === PAIRING_CODES.secondByeAsWritten);
    // The words are the point: they say how to give the bye to a player who had none.
    expect(bye.map((w) => w.message)).toEqual([
      'B receives a second bye: strictly as written, the last player left in the pile has it, though 1 player has had none. Choose "Skip players who had a bye" under Bye on the Event tab and re-pair to give it to the lowest of them.',
    ]);
    expect(strict.r.warnings.map((w) => w.code)).not.toContain(PAIRING_CODES.secondBye);
    const skipping = play('skip-previous');
    // Decision (docs/rules/DECISIONS.md): "a player who already had a bye is skipped for the next lowest who has not"; the rest is walked again.
    expect(pairs(skipping.a, 3)).toEqual([
      ['C', 'B'],
      ['A', 'BYE'],
    ]);
    const codes = skipping.r.warnings.map((w) => w.code);
    for (const code of [PAIRING_CODES.secondBye, PAIRING_CODES.secondByeAsWritten, PAIRING_CODES.rematch])
      expect(codes).not.toContain(code);
    expect(
      skipping.a
        .values('Log')
        .map((r) => String(r[4]))
        .join(' '),
    ).toContain('the walk left B, who already had a bye; A, the lowest player who has not, has it');
  });

  it('look-ahead gives the same round as the written rule when the written rule does not dead-end', () => {
    const a = openArtifact();
    setupSealed(a, ['P1', 'P2', 'P3', 'P4', 'P5'], { firstRound: 'as-listed', pairing: 'look-ahead' });
    pair(a);
    typeResult(a, 'P1', [51, 73, 'Time called']);
    typeResult(a, 'P3', [14, 102, 'Win']);
    pair(a);
    expect(pairs(a, 2)).toEqual([
      ['P4', 'P5'],
      ['P2', 'P3'],
      ['P1', 'BYE'],
    ]);
  });
});

describe('sealed deck bye counted with its round (through dist/Code.js)', () => {
  it('a round-3 bye is not in standings "after round 2": it counts once every game of round 3 is in', () => {
    const a = openArtifact();
    setupSealed(a, ['P1', 'P2', 'P3', 'P4', 'P5'], { firstRound: 'as-listed' });
    for (const round of [1, 2]) {
      pair(a);
      typeRound(a, round, () => [100, 40, 'Win']);
    }
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const round2 = standingsOf(a).rows;
    pair(a);
    const [bye] = roundRows(a, 3).filter((r) => r.values[3] === 'BYE');
    const name = String(bye.values[2]);
    const scoreOf = () => standingsOf(a).rows.find((r) => r[1] === name) as unknown[];
    const before = round2.find((r) => r[1] === name) as unknown[];
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).title).toBe('Friday sealed · after round 2 of 3 · round 3: 0 of 2 results in');
    // Score, victory points, differential and Byes as after round 2.
    expect(scoreOf().slice(2, 10)).toEqual(before.slice(2, 10));
    const games = roundRows(a, 3).filter((r) => r.values[3] !== 'BYE');
    a.type('Results', `E${games[0].row}`, [[100, 40, 'Win']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(scoreOf().slice(2, 10)).toEqual(before.slice(2, 10));
    const round3Bye = () => a.values('Report').some((r) => r[0] === 3 && r[3] === 'BYE');
    expect(round3Bye()).toBe(false);
    a.type('Results', `E${games[1].row}`, [[100, 40, 'Win']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).title).toBe('Friday sealed · final');
    expect(round3Bye()).toBe(true);
    const after = scoreOf();
    expect([after[3], after[4], after[9]]).toEqual([Number(before[3]) + 2, before[4], Number(before[9]) + 1]);
  });
});

describe('sealed deck Report for the ratings body (through dist/Code.js)', () => {
  const RESULTS_HEADERS = [
    'Round',
    'Table',
    'Player',
    'Opponent',
    'Player points',
    'Opponent points',
    'How it ended',
    'Winner',
    'Status',
    'Paired as',
  ];
  const SCORE_HEADERS = [
    'Player victory points',
    'Player differential',
    'Opponent victory points',
    'Opponent differential',
  ];

  it("the Report names the event, date, director and player count, and the CSV carries each game's score", () => {
    const a = openArtifact();
    setupSealed(a, ['P1', 'P2', 'P3', 'P4', 'P5'], { firstRound: 'as-listed', director: 'Jean Tremblay' });
    pair(a);
    // "If a player won a game 120 to 65, he would receive a score of 2(+35) and his opponent ... 0(-35)";
    // "won a game 80 to 20 (via deck exhaustion or timed game) ... 1(+60) ... 0(-60)".
    typeResult(a, 'P1', [120, 65, 'Win']);
    typeResult(a, 'P3', [20, 80, 'Time called']);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const tab = splitReport(a.values('Report'));
    expect(tab.event).toEqual({
      Event: 'Friday sealed',
      Date: '2026-12-05',
      'Tournament director': 'Jean Tremblay',
      Players: 5,
      'Complete rounds': 1,
      Format: 'Star Trek CCG enhanced-format sealed deck',
    });
    expect(tab.headers.slice(-4)).toEqual(SCORE_HEADERS);
    expect(tab.games).toEqual([
      [1, 1, 'P1', 'P2', 120, 65, 'Win', '2 (+35)', '0 (-35)', 2, 35, 0, -35],
      [1, 2, 'P3', 'P4', 20, 80, 'Time called', '0 (-60)', '1 (+60)', 0, -60, 1, 60],
      [1, 3, 'P5', 'BYE', '', '', 'Bye', '2 (+0)', '', 2, 0, '', ''],
    ]);
    // The games' header row, below the event block, is shaded like the tab's header row.
    const formats = a.tab('Report').formats;
    expect([formats?.A1?.background, formats?.A4?.background, formats?.A5?.background]).toEqual([
      '#e8f0fe',
      '#e8f0fe',
      undefined,
    ]);
    const tables = a.call<{ report: unknown[][]; results: unknown[][] }>('getExportTables');
    // The download is the tab as written, row for row.
    expect(tables.report).toEqual(a.values('Report'));
    expect(tables.results[0]).toEqual([...RESULTS_HEADERS, ...SCORE_HEADERS]);
    expect(tables.results.slice(1).map((r) => [r[2], ...r.slice(-4)])).toEqual([
      ['P1', 2, 35, 0, -35],
      ['P3', 0, -60, 1, 60],
      ['P5', 2, 0, '', ''],
    ]);
  });

  it('an event set up before the Tournament director setting reads as it is, the director blank', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob'], { firstRound: 'as-listed' });
    const event = a.values('Event');
    const at = event.findIndex((r) => r[0] === 'Tournament director');
    expect(at).toBeGreaterThan(0);
    a.emu.SpreadsheetApp.getActiveSpreadsheet()
      .getSheetByName('Event')
      ?.deleteRow(at + 1);
    pair(a);
    a.type('Results', 'E2', [[100, 40, 'Win']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(splitReport(a.values('Report')).event).toMatchObject({
      Event: 'Friday sealed',
      'Tournament director': '',
    });
  });
});

describe('sealed deck results the points do not decide (through dist/Code.js)', () => {
  it('a win on equal or fewer points is entered with the Winner column and scores +1 / -1', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob'], { firstRound: 'as-listed' });
    pair(a);
    expect(a.values('Results')[0].slice(0, 9)).toEqual([
      'Round',
      'Table',
      'Player',
      'Opponent',
      'Player points',
      'Opponent points',
      'How it ended',
      'Winner',
      'Status',
    ]);
    // The Winner cell keeps its dropdown like the other result cells.
    const validation = a.tab('Results').formats?.H2?.validation;
    expect(validation?.values).toEqual(['Player', 'Opponent']);
    a.type('Results', 'E2', [[100, 100, 'Win', '']]);
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => [p.cell, p.message])).toEqual([
      ['H2', 'A won game needs a winner, but both players have 100.'],
    ]);
    a.type('Results', 'H2', [['Opponent']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    // "If the game has a winner but the clamped difference is 0 or less ... record +1 / -1"
    expect(standingsOf(a).rows.map((r) => [r[1], r[2]])).toEqual([
      ['Bob', '2 (+1)'],
      ['Ann', '0 (-1)'],
    ]);
    a.type('Results', 'E2', [[40, 60, 'Win', 'Player']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).rows[0].slice(1, 3)).toEqual(['Ann', '2 (+1)']);
  });

  it('sealed points must be whole numbers, as the message says: 12.5 is refused at its cell', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob'], { firstRound: 'as-listed' });
    pair(a);
    a.type('Results', 'E2', [[12.5, 10, 'Win']]);
    const before = a.snapshot();
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => [p.cell, p.message, p.fix])).toEqual([
      [
        'E2',
        '"12.5" is not a whole number of game points.',
        'Type the points as a whole number, e.g. 120 (negative scores are allowed).',
      ],
    ]);
    expectUnchanged(a, before);
  });
});
