// The FIDE Tournament Report File (TRF16, FIDE Handbook C.04 Annex 2) of a chess event, read back by a
// reader written from the specification's column table (test/support/trf-reader.ts).
import { describe, expect, it } from 'vitest';
import { standings } from '../../../src/engine/any-game/standings';
import { trfOf } from '../../../src/engine/any-game/trf';
import { readTrf } from '../../support/trf-reader';
import { anyGameContext, cells, match } from './context';

const CHESS = { preset: 'chess' };
const result = (r: string) => cells('', '', '', r);

/** Round 1: A-B 1-0, C-D ½-½, E the bye; round 2: A-C 1F-0F, E-B 0F-0F, D the bye; round 3 waits. */
function chessEvent(options: Record<string, string> = CHESS) {
  return anyGameContext(
    ['A', 'B', 'C', 'D', 'E', 'F'],
    [
      match(1, 1, 'A', 'B', result('1-0')),
      match(1, 2, 'C', 'D', result('½-½')),
      match(1, 3, 'E', null),
      match(2, 1, 'A', 'C', result('1F-0F')),
      match(2, 2, 'E', 'B', result('0F-0F')),
      match(2, 3, 'D', null),
      match(3, 1, 'A', 'E'),
    ],
    options,
  );
}

describe('FIDE TRF export (TRF16)', () => {
  it('writes each player line at the specification’s columns: opponent, colour and result per round', () => {
    const file = trfOf(chessEvent());
    if (!file.ok) throw new Error(file.reason);
    const trf = readTrf(file.text);
    expect(trf.headers['012']).toBe('Club night');
    expect(trf.headers['062']).toBe('6');
    expect(trf.players.map((p) => [p.start, p.name])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
      [5, 'E'],
      [6, 'F'],
    ]);
    const rounds = Object.fromEntries(
      trf.players.map((p) => [p.name, p.rounds.map((r) => `${r.opponent} ${r.colour} ${r.result}`)]),
    );
    expect(rounds).toEqual({
      // "1" a win, "=" a draw, "0" a loss; the Player has White ("w").
      A: ['2 w 1', '3 - +'],
      B: ['1 b 0', '5 - -'],
      C: ['4 w =', '1 - -'],
      // "U": the pairing-allocated bye, opponent 0000, no colour.
      D: ['3 b =', '0 - U'],
      // 0F-0F: both forfeit ("-"), neither has a colour.
      E: ['0 - U', '2 - -'],
      // Never paired (nothing typed for them): absent, "0000 - -".
      F: ['0 - -', '0 - -'],
    });
    // Round 3 has a game without a result: a TRF reports finished rounds only.
    expect(file.rounds).toBe(2);
    expect(file.note).toContain('round 3 still has games without a result');
    for (const line of file.text.split('\n').filter((l) => l.startsWith('001')))
      expect(line.length).toBe(89 + 10 * 2);
  });

  it('gives each player the points and the place the Standings give', () => {
    const ctx = chessEvent();
    const file = trfOf(ctx);
    if (!file.ok) throw new Error(file.reason);
    const table = standings(ctx);
    const col = (h: string) => table.headers.indexOf(h);
    const shown = table.rows.map((r) => ({
      name: r[col('Player')],
      rank: r[col('Rank')],
      points: r[col('Points')],
    }));
    const read = readTrf(file.text).players.map((p) => ({ name: p.name, rank: p.rank, points: p.points }));
    expect(read.sort((a, b) => a.rank - b.rank)).toEqual(shown);
    expect(read.find((p) => p.name === 'A')?.points).toBe(2);
    expect(read.find((p) => p.name === 'D')?.points).toBe(1.5);
  });

  it('is refused for an event without colours or on another scale, and before a round is complete', () => {
    const magic = trfOf(chessEvent({ preset: 'magic' }));
    expect(magic.ok).toBe(false);
    if (!magic.ok) expect(magic.reason).toContain('made for chess');
    const fresh = trfOf(anyGameContext(['A', 'B'], [match(1, 1, 'A', 'B')], CHESS));
    expect(fresh.ok).toBe(false);
    if (!fresh.ok) expect(fresh.reason).toContain('round 1 is not complete');
  });

  it('writes each rating at 49-52 and numbers the players by rating, highest first, once any is typed', () => {
    const base = chessEvent();
    // C 2100, E 1900, A 1900 (E listed later), B 1650; D and F unrated, after the rated in Players order.
    const RATINGS: Record<string, number> = { A: 1900, B: 1650, C: 2100, E: 1900 };
    const ctx = {
      ...base,
      players: base.players.map((p) => ({ ...p, fields: { ...p.fields, rating: RATINGS[p.name] ?? '' } })),
    };
    const file = trfOf(ctx);
    if (!file.ok) throw new Error(file.reason);
    const trf = readTrf(file.text);
    expect(trf.players.map((p) => [p.start, p.name, p.rating])).toEqual([
      [1, 'C', '2100'],
      [2, 'A', '1900'],
      [3, 'E', '1900'],
      [4, 'B', '1650'],
      [5, 'D', ''],
      [6, 'F', ''],
    ]);
    // The rating is right-aligned in its four characters; the opponents are named by the new numbers.
    const line = (name: string) =>
      file.text.split('\n').find((l) => l.slice(14, 47).trimEnd() === name) ?? '';
    expect(line('C').slice(48, 52)).toBe('2100');
    const rounds = Object.fromEntries(
      trf.players.map((p) => [p.name, p.rounds.map((r) => `${r.opponent} ${r.colour} ${r.result}`)]),
    );
    // Round 1: A (2) beat B (4), C (1) drew D (5); round 2: A v C a forfeit, E (3) v B 0F-0F.
    expect(rounds.A).toEqual(['4 w 1', '1 - +']);
    expect(rounds.C).toEqual(['5 w =', '2 - -']);
    expect(rounds.B).toEqual(['2 b 0', '3 - -']);
    // Without a rating typed, the Players order, as before.
    const plain = trfOf(chessEvent());
    if (!plain.ok) throw new Error(plain.reason);
    expect(readTrf(plain.text).players.map((p) => [p.start, p.rating])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, '']),
    );
  });
});
