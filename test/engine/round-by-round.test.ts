// The pure builders of Standings by round and My games (src/engine/round-by-round.ts), on sealed deck
// and arrow / target events held as contexts: the score is the one Standings ranks by first, read as
// Standings stood after each round, and an undecided game is waiting, never a loss.
import { describe, expect, it } from 'vitest';
import { type FormatContext, type Match, primaryScoreOf } from '../../src/engine/format';
import { anyGame } from '../../src/engine/formats/any-game';
import { arrowTarget } from '../../src/engine/formats/arrow-target';
import { allFormats } from '../../src/engine/formats/registry';
import { sealedDeck } from '../../src/engine/formats/sealed-deck';
import {
  BYE_OPPONENT,
  MY_GAMES_HEADERS,
  myGamesTab,
  roundHeader,
  roundScores,
  sideResult,
  standingsByRoundTab,
  WAITING,
} from '../../src/engine/round-by-round';
import { emptyContext } from '../../src/sheets/layout';
import { engineContext, namedPlayers, resultRow } from '../support/engine';

const NAMES = ['Dee', 'ann', 'Cy', 'Bob', 'Eve'];
const win = (a: number, b: number) => ({ aPoints: a, bPoints: b, ended: 'Win' });

/** Sealed deck, five players: round 1 decided (Eve's bye), round 2 with one game still to report. */
function sealed(matches: Match[]): FormatContext {
  return engineContext(
    { format: 'sealed-deck', name: 'Test', rounds: 3, seed: 's' },
    namedPlayers(NAMES),
    matches,
    {},
  );
}
const at = (m: Match, table: number): Match => ({ ...m, table });
const ROUND_1 = [
  at(resultRow(1, 2, 'Dee', 'ann', win(60, 20)), 1),
  at(resultRow(1, 3, 'Cy', 'Bob', win(30, 50)), 2),
  at(resultRow(1, 4, 'Eve', null, {}), 3),
];
const ROUND_2 = [
  at(resultRow(2, 5, 'Dee', 'Bob', win(10, 40)), 1),
  at(resultRow(2, 6, 'ann', 'Eve', {}), 2),
  at(resultRow(2, 7, 'Cy', null, {}), 3),
];

describe('every format names the Standings column it ranks by first', () => {
  it('primaryScore is a header of its Standings', () => {
    for (const f of allFormats()) {
      const ctx = emptyContext(f);
      expect(f.standings(ctx).headers, f.id).toContain(primaryScoreOf(f, ctx));
    }
  });
});

describe('Standings by round: "each player\'s cumulative score after every round, one column per round"', () => {
  it('rank and name first, in the order of Standings now, a column per round, the unfinished one marked', () => {
    const ctx = sealed([...ROUND_1, ...ROUND_2]);
    const tab = standingsByRoundTab(sealedDeck, ctx);
    expect(tab.headers).toEqual(['Rank', 'Player', 'Round 1', 'Round 2 (playing)', '']);
    const now = sealedDeck.standings(ctx);
    expect(tab.rows.map((r) => r.slice(0, 2))).toEqual(now.rows.map((r) => r.slice(0, 2)));
  });

  it('"after round k the cumulative column equals what Standings showed after round k"', () => {
    const ctx = sealed([...ROUND_1, ...ROUND_2]);
    const tab = standingsByRoundTab(sealedDeck, ctx);
    const vp = (matches: Match[]) => {
      const s = sealedDeck.standings(sealed(matches));
      const col = s.headers.indexOf('Victory points');
      return new Map(s.rows.map((r) => [r[1], r[col]]));
    };
    const after1 = vp(ROUND_1);
    const after2 = vp([...ROUND_1, ...ROUND_2]);
    for (const row of tab.rows) {
      expect(row[2], `${row[1]} after round 1`).toBe(after1.get(row[1]));
      if (row[3] !== WAITING) expect(row[3], `${row[1]} after round 2`).toBe(after2.get(row[1]));
    }
  });

  it('"a game without its result shows as waiting, not as a loss": both players of it, that round only', () => {
    const tab = standingsByRoundTab(sealedDeck, sealed([...ROUND_1, ...ROUND_2]));
    const byName = new Map(tab.rows.map((r) => [r[1], r]));
    expect(byName.get('ann')?.[3]).toBe(WAITING);
    expect(byName.get('Eve')?.[3]).toBe(WAITING);
    expect(byName.get('ann')?.[2]).toBe(0);
    expect(byName.get('Eve')?.[2]).toBe(2);
    expect(byName.get('Bob')?.[3]).toBe(4);
  });

  it('a dropped player keeps their row and their scores', () => {
    const ctx = sealed([...ROUND_1]);
    const dropped = {
      ...ctx,
      players: ctx.players.map((p) => (p.name === 'Dee' ? { ...p, active: false } : p)),
    };
    const row = standingsByRoundTab(sealedDeck, dropped).rows.find((r) => r[1] === 'Dee');
    expect(row?.[2]).toBe(2);
  });

  it('before round 1: Rank and Player only (and the blank column that clears an undone round 1); the header of a round is marked while it is played', () => {
    expect(standingsByRoundTab(sealedDeck, sealed([])).headers).toEqual(['Rank', 'Player', '']);
    expect(roundHeader(3, true)).toBe('Round 3 (playing)');
    expect(roundHeader(3, false)).toBe('Round 3');
  });
});

describe('My games: "for each player, every round\'s table, opponent, result from that player\'s side, and running score"', () => {
  it('sorted by name (compareNames), a name row per player, then one row per game', () => {
    const ctx = sealed([...ROUND_1, ...ROUND_2]);
    const tab = myGamesTab(sealedDeck, ctx);
    expect(tab.headers).toEqual(MY_GAMES_HEADERS);
    const names = (tab.subheaders ?? []).map((i) => tab.rows[i][0]);
    expect(names).toEqual(['ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    const ann = tab.rows.slice((tab.subheaders ?? [])[0] + 1, (tab.subheaders ?? [])[1]);
    expect(ann).toEqual([
      [1, 1, 'Dee', 'Lost · points 20 – 60 · Win', 0],
      [2, 2, 'Eve', WAITING, WAITING],
    ]);
  });

  it("a bye reads BYE and bye; the running score is Standings by round's", () => {
    const ctx = sealed([...ROUND_1, ...ROUND_2]);
    const scores = roundScores(sealedDeck, ctx);
    const tab = myGamesTab(sealedDeck, ctx, scores);
    const eve = tab.rows.slice((tab.subheaders ?? [])[4] + 1);
    expect(eve[0]).toEqual([1, 3, BYE_OPPONENT, 'bye', scores.score('eve', 1)]);
    const dee = tab.rows.slice((tab.subheaders ?? [])[3] + 1, (tab.subheaders ?? [])[4]);
    expect(dee.map((r) => r[3])).toEqual(['Won · points 60 – 20 · Win', 'Lost · points 10 – 40 · Win']);
    expect(dee.map((r) => r[4])).toEqual([scores.score('dee', 1), scores.score('dee', 2)]);
  });

  it("any game: a requested bye reads the bye its Result names, the pairing's bye reads bye", () => {
    const players = namedPlayers(['Ann', 'Bob', 'Cy', 'Dee']);
    const rows: Match[] = [
      { round: 1, table: 1, row: 2, a: 'ann', b: 'bob', cells: { result: '1-0' } },
      { round: 1, table: 2, row: 3, a: 'cy', b: null, cells: { result: 'Half-point bye' } },
      { round: 1, table: 3, row: 4, a: 'dee', b: null, cells: {} },
    ];
    const ctx = engineContext({ format: 'any-game', name: '', rounds: 3, seed: 's' }, players, rows, {
      preset: 'chess',
      requestedByes: 'allowed',
    });
    const tab = myGamesTab(anyGame, ctx);
    const firstGame = (name: string) =>
      tab.rows[((tab.subheaders ?? []).find((i) => tab.rows[i][0] === name) ?? -2) + 1].slice(2, 4);
    expect(firstGame('Cy')).toEqual([BYE_OPPONENT, 'Half-point bye']);
    expect(firstGame('Dee')).toEqual([BYE_OPPONENT, 'bye']);
  });

  it("arrow / target: the Winner cell says Arrow or Target, read from each player's side", () => {
    const players = namedPlayers(['Ann', 'Bob']);
    const m: Match = { round: 1, table: 1, row: 2, a: 'ann', b: 'bob', cells: { winner: 'Target' } };
    const ctx = engineContext({ format: 'arrow-target', name: '', rounds: 1, seed: 's' }, players, [m], {});
    expect(sideResult(arrowTarget, ctx, m, 'a', true)).toBe('Lost');
    expect(sideResult(arrowTarget, ctx, m, 'b', true)).toBe('Won');
    expect(sideResult(arrowTarget, ctx, m, 'b', false)).toBe(WAITING);
  });
});
