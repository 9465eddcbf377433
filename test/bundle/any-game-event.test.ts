// Whole any-game events through dist/Code.js: each structure and preset as an organizer runs it, read
// back from the tabs players see.
import { describe, expect, it } from 'vitest';
import { ANY_GAME_NOTE_CODES } from '../../src/engine/any-game/warnings';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import type { ActionResult, EventState } from '../../src/shared/types';
import type { ExportTables } from '../../src/sheets/export';
import { eventSetting, type MatchCells, setupAnyGame, typeMatches } from '../support/any-game';
import { type Artifact, openArtifact } from '../support/artifact';
import { readPairings } from '../support/pairings';
import { standingsOf } from '../support/standings';
import { readTrf } from '../support/trf-reader';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
/** The lower number always wins: every result is predictable. */
const stronger = (x: string, y: string) => Number(x.slice(1)) < Number(y.slice(1));
const bestOfThree = (x: string, y: string): MatchCells => (stronger(x, y) ? [2, 1, '', ''] : [1, 2, '', '']);
const oneResult = (x: string, y: string): MatchCells =>
  stronger(x, y) ? ['', '', '', 'Player won'] : ['', '', '', 'Opponent won'];

function pair(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

function roundRows(a: Artifact, round: number): unknown[][] {
  return a.values('Results').filter((r, i) => i > 0 && r[0] === round);
}

describe('any game, Magic preset: Swiss rounds by Appendix E, then the top 8', () => {
  it('setup writes the preset\'s values; 20 players play "5" Swiss rounds and a "Top 8" seeded 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    const a = openArtifact();
    setupAnyGame(a, names(20), { preset: 'magic' });
    expect(eventSetting(a, 'Points for a win')).toBe(3);
    expect(eventSetting(a, 'Results')).toBe('Games won and drawn (2-1-0)');
    expect(
      ['Tie-breaker 1', 'Tie-breaker 2', 'Tie-breaker 3', 'Tie-breaker 4'].map((l) => eventSetting(a, l)),
    ).toEqual(['OMW%', 'GW%', 'OGW%', 'None']);
    for (let round = 1; round <= 5; round++) {
      pair(a);
      typeMatches(a, round, bestOfThree);
    }
    expect(a.call<EventState>('getEventState').rounds).toBe(8);
    a.call('updateStandings');
    const swiss = standingsOf(a);
    // Playoff beside the points: the outcome on a phone's screen without panning.
    expect(swiss.headers.slice(0, 11)).toEqual([
      'Rank',
      'Player',
      'Match points',
      'Playoff',
      'Won',
      'Lost',
      'Drawn',
      'Byes',
      'OMW%',
      'GW%',
      'OGW%',
    ]);
    const seeds = swiss.rows.slice(0, 8).map((r) => r[1]);
    pair(a);
    const cut = roundRows(a, 6).map((r) => [r[2], r[3]]);
    expect(cut).toEqual([
      [seeds[0], seeds[7]],
      [seeds[3], seeds[4]],
      [seeds[1], seeds[6]],
      [seeds[2], seeds[5]],
    ]);
    typeMatches(a, 6, bestOfThree);
    a.call('updateStandings');
    // The cut is being played: its players share the top rank, marked, and nobody is named the leader.
    const during = standingsOf(a);
    expect(during.title).toContain('players still in the cut');
    expect(during.rows.slice(0, 4).map((r) => [r[0], r[during.headers.indexOf('Tie')]])).toEqual(
      Array(4).fill([1, 'Still playing']),
    );
    expect(a.call<EventState>('getEventState').leaders).toEqual([]);
    pair(a);
    typeMatches(a, 7, bestOfThree);
    pair(a);
    typeMatches(a, 8, bestOfThree);
    a.call('updateStandings');
    const final = standingsOf(a);
    expect(final.title).toBe('Club night · final');
    const playoff = final.headers.indexOf('Playoff');
    const champion = [...seeds].sort()[0];
    expect(final.rows[0].slice(0, 2)).toEqual([1, champion]);
    expect(final.rows[0][playoff]).toBe('Winner');
    expect(final.rows[1][playoff]).toBe('Out in the Final');
    expect(final.rows.slice(2, 4).map((r) => r[playoff])).toEqual([
      'Out in the Semi-finals',
      'Out in the Semi-finals',
    ]);
    expect(final.rows.slice(8).every((r) => r[playoff] === '')).toBe(true);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
  });

  it('a match result that contradicts its games is an error at the Result cell, and a double loss is refused', () => {
    const a = openArtifact();
    setupAnyGame(a, names(4), { preset: 'magic' });
    pair(a);
    a.type('Results', 'E2', [[2, 0, '', 'Opponent won']]);
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => [p.cell, p.message])).toEqual([
      ['H2', 'The games (2-0-0) say Player won, but the Result says Opponent won.'],
    ]);
    // Magic's Result dropdown does not offer a double loss; a paste (which replaces the dropdown) can still bring one.
    expect(() => a.type('Results', 'H2', [['Double loss']])).toThrow(/data validation/);
    a.emu.SpreadsheetApp.getActiveSpreadsheet()
      .getSheetByName('Results')
      ?.getRange('H2')
      .clearDataValidations();
    a.type('Results', 'E2', [['', '', '', 'Double loss']]);
    const double = a.call<ActionResult>('updateStandings');
    expect(double.problems.map((p) => [p.cell, p.message])).toEqual([
      ['H2', 'This event does not allow a double loss (Magic: The Gathering).'],
    ]);
  });
});

describe('any game, Pokémon preset: one result per match, a double loss, OWP and OOWP', () => {
  it('a double loss gives both players a loss and no points; Standings show Match points, OWP, OOWP', () => {
    const a = openArtifact();
    setupAnyGame(a, names(4), { preset: 'pokemon' });
    pair(a);
    const rows = roundRows(a, 1);
    a.type('Results', 'E2', [['', '', '', 'Double loss']]);
    a.type('Results', 'E3', [oneResult(String(rows[1][2]), String(rows[1][3]))]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standingsOf(a);
    expect(s.headers.slice(2, 10)).toEqual([
      'Match points',
      'Won',
      'Lost',
      'Drawn',
      'Byes',
      'OWP',
      'OOWP',
      'Head-to-head',
    ]);
    const doubled = [rows[0][2], rows[0][3]];
    for (const r of s.rows.filter((x) => doubled.includes(x[1]))) expect(r.slice(2, 5)).toEqual([0, 0, 1]);
  });
});

describe('any game, chess club: colours, a round robin, and draws of half a point', () => {
  it('a round robin of 5: "the highest number counts as a bye", everyone meets everyone once in 5 rounds', () => {
    const a = openArtifact();
    setupAnyGame(a, names(5), { preset: 'chess', structure: 'round-robin' });
    const met = new Set<string>();
    const byes: string[] = [];
    for (let round = 1; round <= 5; round++) {
      pair(a);
      const rows = roundRows(a, round);
      expect(rows).toHaveLength(3);
      for (const r of rows) {
        if (r[3] === 'BYE') byes.push(String(r[2]));
        else met.add([r[2], r[3]].sort().join('-'));
      }
      const pairings = readPairings(a.values('Pairings'));
      // The Player column has White; the find-your-name list says each player's colour.
      expect(pairings.byName.some((x) => String(x.note).includes('White'))).toBe(true);
      typeMatches(a, round, oneResult);
    }
    expect(met.size).toBe(10);
    expect(new Set(byes).size).toBe(5);
    expect(a.call<EventState>('getEventState').nextAction).toBe('publish-final');
    a.call('updateStandings');
    expect(a.call<EventState>('getEventState').nextAction).toBe('finished');
    const s = standingsOf(a);
    expect(s.headers.slice(2, 3)).toEqual(['Points']);
    expect(s.headers).toContain('Buchholz Cut 1');
    expect(s.headers).toContain('Sonneborn-Berger');
    // P01 beats everyone: 4 wins and a bye of 1 point.
    expect(s.rows[0].slice(1, 4)).toEqual(['P01', 5, 4]);
    expect(s.title).toBe('Club night · final');
    // The FIDE TRF (TRF16) the Export section offers: every player, every round as Results has it.
    expect(a.call<EventState>('getEventState').files).toEqual([
      { id: 'trf', label: 'FIDE TRF', extension: 'trf' },
    ]);
    const file = a.call<ExportTables>('getExportTables').files.trf;
    if (!file?.ok) throw new Error(JSON.stringify(file));
    const trf = readTrf(file.text);
    expect(trf.players.map((p) => p.name)).toEqual(names(5));
    const start = new Map(trf.players.map((p) => [p.name, p.start]));
    for (const [round, , white, black] of a.values('Results').slice(1) as [
      number,
      number,
      string,
      string,
    ][]) {
      const w = trf.players.find((p) => p.name === white)?.rounds[round - 1];
      if (black === 'BYE') expect(w).toEqual({ opponent: 0, colour: '-', result: 'U' });
      else
        expect(w).toEqual({
          opponent: start.get(black),
          colour: 'w',
          result: stronger(white, black) ? '1' : '0',
        });
    }
    expect(trf.players.map((p) => [p.name, p.points, p.rank])).toEqual(
      s.rows.map((r) => [r[1], r[2], r[0]]).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('a drawn game scores "a half point" each', () => {
    const a = openArtifact();
    setupAnyGame(a, names(2), { preset: 'chess' });
    pair(a);
    a.type('Results', 'H2', [['Draw']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).rows.map((r) => r[2])).toEqual([0.5, 0.5]);
  });
});

describe('any game, single elimination from the start', () => {
  it('6 players seeded as listed: byes to seeds 1 and 2, a level game refused at its Result cell, 3 rounds to a winner', () => {
    const a = openArtifact();
    setupAnyGame(a, names(6), { preset: 'generic', structure: 'elimination' });
    pair(a);
    const first = roundRows(a, 1).map((r) => [r[2], r[3]]);
    expect(first.filter((r) => r[1] === 'BYE').map((r) => r[0])).toEqual(['P01', 'P02']);
    const game = a.values('Results').findIndex((r, i) => i > 0 && r[0] === 1 && r[3] !== 'BYE');
    a.type('Results', `H${game + 1}`, [['Draw']]);
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.ok).toBe(false);
    expect(
      refused.problems.some((p) => p.cell === `H${game + 1}` && p.code === RESULT_CODES.knockoutNoWinner),
    ).toBe(true);
    typeMatches(a, 1, oneResult);
    pair(a);
    typeMatches(a, 2, oneResult);
    pair(a);
    expect(roundRows(a, 3).map((r) => [r[2], r[3]])).toEqual([['P01', 'P02']]);
    typeMatches(a, 3, oneResult);
    a.call('updateStandings');
    const s = standingsOf(a);
    expect(s.title).toBe('Club night · final');
    expect(s.rows.slice(0, 2).map((r) => [r[0], r[1], r[s.headers.indexOf('Playoff')]])).toEqual([
      [1, 'P01', 'Winner'],
      [2, 'P02', 'Out in the Final'],
    ]);
  });
});

describe('any game: the edges of an event', () => {
  it('a late player joins the next Swiss round; once the Swiss rounds are all paired, a newcomer is refused', () => {
    const a = openArtifact();
    setupAnyGame(a, names(4), { preset: 'generic', rounds: 2 });
    pair(a);
    typeMatches(a, 1, oneResult);
    a.type('Players', 'A6', [['Late Lou']]);
    pair(a);
    expect(roundRows(a, 2).some((r) => r[2] === 'Late Lou' || r[3] === 'Late Lou')).toBe(true);
    typeMatches(a, 2, oneResult);
    a.type('Players', 'A7', [['Too Late']]);
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.ok).toBe(false);
    // No cut follows these Swiss rounds: the refusal says no round is left, not that the cut is closed.
    expect(refused.problems.map((p) => [p.cell, p.message])).toEqual([
      [
        'A7',
        'Too Late was not in round 1. The Swiss rounds are all paired: no round is left for a newcomer to join.',
      ],
    ]);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
  });

  it('Rounds lowered under the rounds already paired is refused at the Event tab; with a cut, the rounds past it are said to be the cut', () => {
    const a = openArtifact();
    setupAnyGame(a, names(6), { preset: 'generic', rounds: 4 });
    for (let round = 1; round <= 3; round++) {
      pair(a);
      typeMatches(a, round, oneResult);
    }
    const rowOf = (label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
    a.type('Event', `B${rowOf('Rounds')}`, [[2]]);
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => p.message)).toEqual([
      '"Rounds" (2) was lowered below the 3 rounds already paired: round 3 was paired before Rounds was lowered.',
    ]);
    // A top 4 after 3 Swiss rounds typed, then Rounds lowered to 2 once the cut's first round is paired.
    const b = openArtifact();
    setupAnyGame(b, names(8), { preset: 'generic', rounds: 3, cut: '4' });
    for (let round = 1; round <= 4; round++) {
      pair(b);
      typeMatches(b, round, oneResult);
    }
    b.type('Event', `B${rowOf('Rounds')}`, [[2]]);
    const warned = b.call<ActionResult>('updateStandings');
    const cut = warned.warnings.find((w) => w.code === ANY_GAME_NOTE_CODES.roundsAreCut);
    // The words are the point: they say which rounds are the cut's and what to do.
    expect(cut?.message).toBe(
      'Rounds: 2 Swiss rounds on the Event tab, so round 3 and later are the top 4 cut. If round 3 was paired as a Swiss round, raise Rounds back to the Swiss rounds played.',
    );
  });

  it('a setting cleared on the Event tab follows the preset; a new preset keeps only the settings typed otherwise than the former one', () => {
    const a = openArtifact();
    setupAnyGame(a, names(2), { preset: 'magic' });
    const rowOf = (label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
    // A house rule typed over Magic's draw (1) before the preset changes: the organizer's, so kept.
    a.type('Event', `B${rowOf('Points for a draw')}`, [[2]]);
    a.type('Event', `B${rowOf('Preset')}`, [['Chess club (FIDE tie-breaks)']]);
    a.type('Event', `B${rowOf('Points for a win')}`, [['']]);
    pair(a);
    // Chess's one result, its notation included, goes in at once.
    a.type('Results', 'H2', [['1-0']]);
    const updated = a.call<ActionResult>('updateStandings');
    expect(updated.ok).toBe(true);
    // The draw kept (2) now outscores chess's win (1): said, not silently used.
    expect(updated.warnings.find((w) => w.code === ANY_GAME_NOTE_CODES.pointsOrder)?.message).toBe(
      'Points: a win (1) should score more than a draw (2), and a draw no less than a loss (0).',
    );
    const s = standingsOf(a);
    // The cleared win follows chess (1), written back on the Event tab; Magic's columns are gone.
    const white = roundRows(a, 1)[0][2];
    expect(s.rows[0].slice(1, 3)).toEqual([white, 1]);
    expect(s.headers).not.toContain('OMW%');
    expect([eventSetting(a, 'Points for a win'), eventSetting(a, 'Points for a draw')]).toEqual([1, 2]);
  });
});

describe("any game: a paper slip asks for what this event's results take", () => {
  const slipText = (a: Artifact) => {
    const rows = a.values('Slips');
    const first = rows.findIndex((r) => /^Round 1 · Table 1$/.test(String(r[0])));
    const end = rows.findIndex((r, i) => i > first && String(r[0]) === 'Signatures');
    return rows.slice(first, end + 1).map((r) => [String(r[0]), String(r[1])]);
  };
  const result = (lines: string[][]) => lines.find((l) => l[0] === 'Result')?.[1];

  it('Magic: games and drawn games, and no double loss or chess notation among the Result choices', () => {
    const a = openArtifact();
    setupAnyGame(a, names(4), { preset: 'magic' });
    pair(a);
    const lines = slipText(a);
    expect(lines.map((l) => l[0])).toEqual([
      'Round 1 · Table 1',
      '',
      'Games',
      'Drawn games',
      'Result',
      'Signatures',
    ]);
    expect(result(lines)).toBe('Player won / Opponent won / Draw / Intentional draw (circle one)');
  });

  it('Pokémon: one result, with the double loss its rules allow; chess: the notation too', () => {
    const a = openArtifact();
    setupAnyGame(a, names(4), { preset: 'pokemon' });
    pair(a);
    expect(slipText(a).map((l) => l[0])).toEqual(['Round 1 · Table 1', '', 'Result', 'Signatures']);
    expect(result(slipText(a))).toBe(
      'Player won / Opponent won / Draw / Intentional draw / Double loss (circle one)',
    );
    const c = openArtifact();
    setupAnyGame(c, names(4), { preset: 'chess' });
    pair(c);
    expect(result(slipText(c))).toBe(
      'Player won / Opponent won / Draw / Intentional draw / Double loss / 1-0 / 0-1 / ½-½ (circle one)',
    );
  });
});
