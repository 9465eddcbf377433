// Requested byes in the any-game format (chess, FIDE): the Players tab's Bye request, the pairing that
// leaves the player out and writes the bye, its points, its place in the FIDE tie-breaks (C.07 article 16,
// the articles' own worked cases) and in the TRF, and the refusals at their cells, decided by code.
import { describe, expect, it } from 'vitest';
import { BYE_REQUEST_CODES, byeRequestIssues, requestsFor } from '../../../src/engine/any-game/bye-requests';
import { resultChoices } from '../../../src/engine/any-game/columns';
import { tiebreakEventOf } from '../../../src/engine/any-game/event-record';
import { pairRound, swissEntrants } from '../../../src/engine/any-game/pairing';
import { ANY_GAME_CODES, checkResult } from '../../../src/engine/any-game/results';
import { settingsOf } from '../../../src/engine/any-game/settings';
import { standings } from '../../../src/engine/any-game/standings';
import { scoreOf } from '../../../src/engine/any-game/tiebreakers/event';
import {
  adjustedScore,
  buchholz,
  buchholzCut1,
  sonnebornBerger,
} from '../../../src/engine/any-game/tiebreakers/fide';
import { trfOf } from '../../../src/engine/any-game/trf';
import type { FormatContext, Match } from '../../../src/engine/format';
import { readTrf } from '../../support/trf-reader';
import { anyGameContext, cells, dropped, EIGHT, match, won } from './context';

const CHESS = { preset: 'chess', requestedByes: 'allowed' };
const result = (r: string) => cells('', '', '', r);

/** The context with Bye request cells typed on Players (name → value). */
function asking(ctx: FormatContext, requests: Record<string, string>): FormatContext {
  return {
    ...ctx,
    players: ctx.players.map((p) => ({ ...p, fields: { ...p.fields, byeRequest: requests[p.name] ?? '' } })),
  };
}

/** A bye row with its Result typed (the test support's bye rows have no cells, as pairing writes them). */
const byeRow = (round: number, table: number, a: string, word: string): Match => ({
  ...match(round, table, a, null),
  cells: result(word),
});

const round1 = () => [won(1, 1, 'A', 'B'), won(1, 2, 'C', 'D'), won(1, 3, 'E', 'F'), won(1, 4, 'G', 'H')];

describe('requested byes: pairing', () => {
  it('a player who asked is left out of the round and has the bye asked for; the request is cleared', () => {
    const ctx = asking(anyGameContext(EIGHT, round1(), CHESS), { A: 'Half-point bye' });
    const plan = pairRound(ctx, 2);
    const seated = plan.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
    // Every player once; A only on the requested bye row, which carries its Result.
    expect(seated.sort()).toEqual(EIGHT.map((n) => n.toLowerCase()));
    const aRow = plan.tables.find((t) => t.a === 'a');
    expect(aRow).toMatchObject({ b: null, cells: { result: 'Half-point bye' } });
    // Seven left to pair: one pairing-allocated bye besides, with no Result (the bye's points).
    const allocated = plan.tables.filter((t) => t.b === null && t.a !== 'a');
    expect(allocated).toHaveLength(1);
    expect(allocated[0].cells).toBeUndefined();
    expect(plan.playerFields).toEqual([{ key: 'a', field: 'byeRequest', value: '' }]);
  });

  it('round 1 too: the request is taken before anyone is paired', () => {
    const ctx = asking(anyGameContext(EIGHT, [], CHESS), { H: 'Zero-point bye' });
    const plan = pairRound(ctx, 1);
    expect(plan.tables.find((t) => t.a === 'h')).toMatchObject({
      b: null,
      cells: { result: 'Zero-point bye' },
    });
    expect(plan.tables.filter((t) => t.b !== null)).toHaveLength(3);
  });

  it('a requested bye is not the pairing-allocated bye (FIDE C.04.1 d): the player may still receive it, and had no colour and no opponent', () => {
    const rows = [byeRow(1, 1, 'A', 'Half-point bye'), won(1, 2, 'B', 'C'), won(1, 3, 'D', 'E')];
    const entrants = swissEntrants(anyGameContext(['A', 'B', 'C', 'D', 'E'], rows, CHESS), 2);
    const a = entrants.find((e) => e.id === 'a');
    expect(a).toMatchObject({ byes: 0, games: [], points: 0.5 });
    // A pairing-allocated bye counts: the player gets no second one while another has had none.
    const allocated = [match(1, 1, 'A', null), won(1, 2, 'B', 'C'), won(1, 3, 'D', 'E')];
    const after = swissEntrants(anyGameContext(['A', 'B', 'C', 'D', 'E'], allocated, CHESS), 2);
    expect(after.find((e) => e.id === 'a')?.byes).toBe(1);
  });

  it('the round after pairs the player again', () => {
    const rows = [
      byeRow(1, 1, 'A', 'Half-point bye'),
      won(1, 2, 'B', 'C'),
      won(1, 3, 'D', 'E'),
      won(1, 4, 'F', 'G'),
      match(1, 5, 'H', null),
    ];
    const plan = pairRound(anyGameContext(EIGHT, rows, CHESS), 2);
    expect(plan.tables.some((t) => t.b !== null && (t.a === 'a' || t.b === 'a'))).toBe(true);
    expect(plan.playerFields).toBeUndefined();
  });
});

describe('requested byes: scoring, scored by the preset', () => {
  const rows = [
    byeRow(1, 1, 'A', 'Half-point bye'),
    byeRow(1, 2, 'B', 'Zero-point bye'),
    won(1, 3, 'C', 'D'),
  ];

  it('chess: a half-point bye ½ (the draw), a zero-point bye 0 (the loss)', () => {
    const ev = tiebreakEventOf(anyGameContext(['A', 'B', 'C', 'D'], rows, CHESS));
    expect(scoreOf(ev, 'a')).toBe(0.5);
    expect(scoreOf(ev, 'b')).toBe(0);
    expect(ev.rounds[0].a).toEqual({ kind: 'bye', requested: true, points: 0.5 });
    expect(ev.rounds[0].b).toEqual({ kind: 'bye', requested: true, points: 0 });
  });

  it("another preset's draw and loss: Magic's half-point bye is 1 match point", () => {
    const ev = tiebreakEventOf(
      anyGameContext(['A', 'B', 'C', 'D'], rows, { preset: 'magic', requestedByes: 'allowed' }),
    );
    expect(scoreOf(ev, 'a')).toBe(1);
    expect(scoreOf(ev, 'b')).toBe(0);
  });
});

describe('requested byes in the FIDE tie-breaks: C.07 article 16', () => {
  // Four rounds, chess. R1: A half-point bye (a requested bye followed by rounds played, 16.2.3);
  // B-C 1-0, D-E 1-0, F the pairing's bye. R2: A-B 1-0, C-D ½-½, E-F 0-1. R3: A-D 1-0, B-F 1-0, C-E 1-0.
  // R4: F zero-point bye (a requested bye in the last round, 16.2.5); A-C 0-1, B-D 1-0, E alone absent.
  const event = () =>
    tiebreakEventOf(
      anyGameContext(
        ['A', 'B', 'C', 'D', 'E', 'F'],
        [
          byeRow(1, 1, 'A', 'Half-point bye'),
          match(1, 2, 'B', 'C', result('1-0')),
          match(1, 3, 'D', 'E', result('1-0')),
          match(1, 4, 'F', null),
          match(2, 1, 'A', 'B', result('1-0')),
          match(2, 2, 'C', 'D', result('½-½')),
          match(2, 3, 'E', 'F', result('0-1')),
          match(3, 1, 'A', 'D', result('1-0')),
          match(3, 2, 'B', 'F', result('1-0')),
          match(3, 3, 'C', 'E', result('1-0')),
          byeRow(4, 1, 'F', 'Zero-point bye'),
          match(4, 2, 'A', 'C', result('0-1')),
          match(4, 3, 'B', 'D', result('1-0')),
        ],
        CHESS,
      ),
    );

  it('16.1: "requested bye: a half-point-bye or a zero-point-bye"; "voluntary unplayed round (VUR) ... a requested bye or a forfeit loss"', () => {
    const ev = event();
    expect(ev.rounds[0].a).toMatchObject({ kind: 'bye', requested: true });
    expect(ev.rounds[0].f).toEqual({ kind: 'bye' });
    expect(ev.rounds[3].f).toMatchObject({ kind: 'bye', requested: true, points: 0 });
  });

  it('16.3.1: a requested bye followed by a round that is not a VUR is "evaluated with the result ... corresponding to the awarded number of points"; 16.3.2: one "in the last round of a tournament" is "evaluated as draws"', () => {
    const ev = event();
    // A: ½ (bye) + 1 + 1 + 0 = 2.5, the half-point bye as awarded.
    expect(scoreOf(ev, 'a')).toBe(2.5);
    expect(adjustedScore(ev, 'a')).toBe(2.5);
    // F: 1 (pairing bye) + 1 + 0 + 0 (zero-point bye, last round) = 2; for the opponents 2.5.
    expect(scoreOf(ev, 'f')).toBe(2);
    expect(adjustedScore(ev, 'f')).toBe(2.5);
  });

  it('16.4: "each of their unplayed rounds is evaluated as if the participant had played against a dummy ... The dummy\'s score ... is the participant\'s own score", with the result the points awarded', () => {
    const ev = event();
    // A: R1 the dummy (A's 2.5), R2 B (3), R3 D (1.5), R4 C (2.5, real: C played every round).
    expect(scoreOf(ev, 'b')).toBe(3);
    expect(scoreOf(ev, 'd')).toBe(1.5);
    expect(scoreOf(ev, 'c')).toBe(2.5);
    expect(buchholz(ev).get('a')).toBe(2.5 + 3 + 1.5 + 2.5);
    // Sonneborn-Berger: the half-point bye is a draw against the dummy: ½ × 2.5, then B and D beaten.
    expect(sonnebornBerger(ev).get('a')).toBe(0.5 * 2.5 + 3 + 1.5);
  });

  it('16.5.1: "For Buchholz, cut the lowest contribution coming from a VUR", though an opponent scored less', () => {
    const ev = event();
    // A's lowest opponent is D (1.5), but the requested bye (2.5) is the VUR: it is the one cut.
    expect(buchholzCut1(ev).get('a')).toBe(3 + 1.5 + 2.5);
    // F's pairing-allocated bye is no VUR (16.2.1); its zero-point bye is: the latter is cut.
    const f = buchholz(ev).get('f') ?? 0;
    expect(buchholzCut1(ev).get('f')).toBe(f - scoreOf(ev, 'f'));
  });
});

describe('requested byes: refusals at their cells, by code', () => {
  const codes = (ctx: FormatContext) => byeRequestIssues(ctx).map((i) => [i.player, i.column, i.code]);

  it('none for blank cells, and none for a request the event allows', () => {
    expect(byeRequestIssues(anyGameContext(EIGHT, round1(), CHESS))).toEqual([]);
    expect(codes(asking(anyGameContext(EIGHT, round1(), CHESS), { A: 'Half-point bye' }))).toEqual([]);
  });

  it('a request where the Event tab does not allow requested byes: refused, and pairing takes none', () => {
    const ctx = asking(anyGameContext(EIGHT, round1(), { preset: 'chess' }), { A: 'Half-point bye' });
    expect(codes(ctx)).toEqual([['a', 'byeRequest', BYE_REQUEST_CODES.notAllowed]]);
    expect(requestsFor(ctx)).toEqual([]);
  });

  it('a request for a dropped player', () => {
    const ctx = asking(dropped(anyGameContext(EIGHT, round1(), CHESS), 'B'), { B: 'Zero-point bye' });
    expect(codes(ctx)).toEqual([['b', 'byeRequest', BYE_REQUEST_CODES.dropped]]);
    expect(requestsFor(ctx)).toEqual([]);
  });

  it('a value that is no bye request, and a request where the coming round is no Swiss round', () => {
    expect(codes(asking(anyGameContext(EIGHT, round1(), CHESS), { C: 'next round' }))).toEqual([
      ['c', 'byeRequest', BYE_REQUEST_CODES.unknown],
    ]);
    const robin = asking(anyGameContext(EIGHT, [], { ...CHESS, structure: 'round-robin' }), {
      C: 'Half-point bye',
    });
    expect(codes(robin)).toEqual([['c', 'byeRequest', BYE_REQUEST_CODES.notSwiss]]);
  });

  it('a requested bye typed on a paired game (after the round is paired) is an error at its Result; on a bye row it needs the setting', () => {
    const ctx = anyGameContext(EIGHT, round1(), CHESS);
    const onGame = checkResult(match(2, 1, 'A', 'B', result('Half-point bye')), ctx);
    expect(onGame.complete).toBe(false);
    expect(onGame.issues.map((i) => [i.column, i.code])).toEqual([
      ['result', ANY_GAME_CODES.requestedByeOnGame],
    ]);
    const bye = byeRow(2, 5, 'A', 'Zero-point bye');
    expect(checkResult(bye, ctx)).toEqual({ complete: true, issues: [] });
    const refused = checkResult(bye, anyGameContext(EIGHT, round1(), { preset: 'chess' }));
    expect(refused.issues.map((i) => i.code)).toEqual([ANY_GAME_CODES.requestedByeNotAllowed]);
  });

  it('the Result dropdown offers the requested byes only where the event allows them', () => {
    const choices = (options: Record<string, string>) =>
      resultChoices(settingsOf(anyGameContext(EIGHT, [], options).config));
    expect(choices(CHESS)).toEqual(expect.arrayContaining(['Half-point bye', 'Zero-point bye']));
    expect(choices({ preset: 'chess' })).not.toContain('Half-point bye');
  });
});

describe('requested byes: Standings and the TRF', () => {
  const ctx = () =>
    anyGameContext(
      ['A', 'B', 'C', 'D'],
      [
        byeRow(1, 1, 'A', 'Half-point bye'),
        byeRow(1, 2, 'B', 'Zero-point bye'),
        match(1, 3, 'C', 'D', result('1-0')),
      ],
      CHESS,
    );

  it('TRF16: "H half-point-bye", "Z zero-point-bye", no opponent and no colour; the points as awarded', () => {
    const file = trfOf(ctx());
    if (!file.ok) throw new Error(file.reason);
    const trf = readTrf(file.text);
    const of = (name: string) => trf.players.find((p) => p.name === name);
    expect(of('A')?.rounds.map((r) => `${r.opponent} ${r.colour} ${r.result}`)).toEqual(['0 - H']);
    expect(of('B')?.rounds.map((r) => `${r.opponent} ${r.colour} ${r.result}`)).toEqual(['0 - Z']);
    expect(of('A')?.points).toBe(0.5);
    expect(of('B')?.points).toBe(0);
  });

  it('Standings: the half-point bye ½, the zero-point bye 0', () => {
    const table = standings(ctx());
    const points = table.headers.indexOf('Points');
    const row = (name: string) => table.rows.find((r) => r.includes(name)) ?? [];
    expect(row('A')[points]).toBe(0.5);
    expect(row('B')[points]).toBe(0);
  });
});
