import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gamePoints,
  gameWinPercentage,
  gwPercent,
  MAGIC_FLOOR,
  matchPoints,
  matchWinPercentage,
  ogwPercent,
  omwPercent,
} from '../../../../src/engine/any-game/tiebreakers';
import { eventOf, recordOf } from './build';
import { randomEvent } from './random-event';

/** One player's record as rounds of its own (each against a fresh opponent). */
const solo = (id: string, record: readonly ('W' | 'L' | 'D' | 'bye')[]) =>
  recordOf(id, record).map((g) => [g]);

describe('Magic Tournament Rules, Appendix C', () => {
  it('"A player’s record is 6–2–0 ... 18 match points"; "4–2–2 ... 14 match points"', () => {
    const a = eventOf(solo('A', ['W', 'W', 'W', 'W', 'W', 'W', 'L', 'L']));
    expect(matchPoints(a).get('A')).toBe(18);
    const b = eventOf(solo('B', ['W', 'W', 'W', 'W', 'L', 'L', 'D', 'D']));
    expect(matchPoints(b).get('B')).toBe(14);
  });

  it('"Players receiving byes are considered to have won the match"', () => {
    expect(matchPoints(eventOf(solo('A', ['bye', 'W']))).get('A')).toBe(6);
  });

  it('"wins a match 2–0–0 ... 6 game points ... opponent receives 0"; "2–1–0 ... 6 ... 3"; "2–0–1 ... 7 ... 1"', () => {
    const e = eventOf([
      [['A', 'B', 'W', [2, 0, 0]]],
      [['C', 'D', 'W', [2, 1, 0]]],
      [['E', 'F', 'W', [2, 0, 1]]],
    ]);
    expect([gamePoints(e, 'A').points, gamePoints(e, 'B').points]).toEqual([6, 0]);
    expect([gamePoints(e, 'C').points, gamePoints(e, 'D').points]).toEqual([6, 3]);
    expect([gamePoints(e, 'E').points, gamePoints(e, 'F').points]).toEqual([7, 1]);
  });

  it('match-win %: 5-2-1, 16 match points, 8 rounds: "16/(8*3) = 0.667"', () => {
    const e = eventOf(solo('A', ['W', 'W', 'W', 'W', 'W', 'L', 'L', 'D']));
    expect(matchWinPercentage(e, 'A').toFixed(3)).toBe('0.667');
  });

  it('match-win %: "1-3-0, then withdraws", 3 points, 4 rounds: "3/(4*3) = 0.25, so 0.33 is used"', () => {
    const e = eventOf(solo('A', ['W', 'L', 'L', 'L']), { players: [{ id: 'A', droppedAfter: 4 }] });
    expect(matchWinPercentage(e, 'A')).toBe(0.33);
  });

  it('match-win %: "3-2-0, including a first-round bye, then withdraws", 9 points, 5 rounds: "9/(5*3) = 0.60"', () => {
    const e = eventOf(solo('A', ['bye', 'W', 'W', 'L', 'L']), { players: [{ id: 'A', droppedAfter: 5 }] });
    expect(matchWinPercentage(e, 'A').toFixed(2)).toBe('0.60');
  });

  it("OMW% averages the opponents' match-win %, each floored at 0.33; a bye is no opponent", () => {
    // A beats B, then draws C, then has a bye. B: 0-1 then beats D (3/6 = 0.5). C: draw, then loses (1/6 -> 0.33).
    const e = eventOf([
      [
        ['A', 'B', 'W'],
        ['C', 'D', 'W'],
      ],
      [
        ['A', 'C', 'D'],
        ['B', 'D', 'W'],
      ],
      [
        ['A', 'bye'],
        ['C', 'B', 'L'],
      ],
    ]);
    // B: L, W, W = 6/9; C: W, D, L = 4/9.
    expect(omwPercent(e).get('A')).toBeCloseTo((6 / 9 + 4 / 9) / 2, 12);
    const d = eventOf([[['A', 'B', 'W']], [['B', 'C', 'L']]]);
    // B is 0-2: 0/6 -> 0.33.
    expect(omwPercent(d).get('A')).toBe(0.33);
  });

  it("GW% is game points over 3 per game; OGW% averages the opponents' GW%, floored at 0.33", () => {
    const e = eventOf([[['A', 'B', 'W', [2, 1, 0]]], [['A', 'C', 'L', [0, 2, 0]]]]);
    // A: 2-1 and 0-2 = 6 game points of 15 possible.
    expect(gameWinPercentage(e, 'A')).toBeCloseTo(6 / 15, 12);
    expect(gwPercent(e).get('B')).toBeCloseTo(1 / 3, 12); // 3/9 = 0.333… is not below 0.33
    expect(gwPercent(e).get('C')).toBe(1);
    expect(ogwPercent(e).get('A')).toBeCloseTo((1 / 3 + 1) / 2, 12);
  });

  it('property: every match-win %, GW%, OMW% and OGW% lies in [0.33, 1]', () => {
    fc.assert(
      fc.property(randomEvent(), (e) => {
        for (const values of [omwPercent(e), ogwPercent(e), gwPercent(e)]) {
          for (const v of values.values()) expect(v >= MAGIC_FLOOR - 1e-12 && v <= 1 + 1e-12).toBe(true);
        }
        for (const p of e.players) {
          const v = matchWinPercentage(e, p.id);
          expect(v >= MAGIC_FLOOR && v <= 1 + 1e-12).toBe(true);
        }
      }),
    );
  });

  it("property: a bye added in a new round never changes the player's own OMW% (a bye is no opponent)", () => {
    fc.assert(
      fc.property(randomEvent(), fc.nat(), (e, pick) => {
        const id = e.players[pick % e.players.length].id;
        const withBye = { ...e, rounds: [...e.rounds, { [id]: { kind: 'bye' as const } }] };
        expect(omwPercent(withBye).get(id)).toBeCloseTo(omwPercent(e).get(id) ?? 0, 12);
      }),
    );
  });
});
