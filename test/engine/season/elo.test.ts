// FIDE's rating change (FIDE Rating Regulations effective from 1 March 2024, 8.1.2 and 8.3) over a
// season whose events are each a rating period.
import { describe, expect, it } from 'vitest';
import { eloSeason, fideK } from '../../../src/engine/season/elo';
import { expectedHundredths } from '../../../src/engine/season/fide-table';
import type { SeasonGame } from '../../../src/engine/season/games';

const game = (player: string, opponent: string, score: SeasonGame['score']): SeasonGame => ({
  player,
  opponent,
  score,
});
const row = (rows: ReturnType<typeof eloSeason>[number], player: string) => {
  const r = rows.find((x) => x.player === player);
  if (!r) throw new Error(`no row for ${player}`);
  return r;
};

describe('FIDE Elo: the score probability', () => {
  it('reads table 8.1.2: D 0-3 scores .50, 4-10 .51, 99-106 .64 for the higher-rated and .36 for the lower', () => {
    expect(expectedHundredths(1500, 1500)).toBe(50);
    expect(expectedHundredths(1503, 1500)).toBe(50);
    expect(expectedHundredths(1504, 1500)).toBe(51);
    expect(expectedHundredths(1510, 1500)).toBe(51);
    expect(expectedHundredths(1511, 1500)).toBe(52);
    expect(expectedHundredths(1599, 1500)).toBe(64);
    expect(expectedHundredths(1606, 1500)).toBe(64);
    expect(expectedHundredths(1500, 1600)).toBe(36);
    expect(expectedHundredths(1845, 1500)).toBe(89);
    expect(expectedHundredths(1500, 1845)).toBe(11);
  });

  it('“A difference in rating of more than 400 points shall be counted for rating purposes as though it were a difference of 400 points”', () => {
    // D 412 is the table's .93 row; the 400-point rule makes it .92, as for D 392-411.
    expect(expectedHundredths(2012, 1600)).toBe(92);
    expect(expectedHundredths(2200, 1000)).toBe(92);
    expect(expectedHundredths(1800, 2400)).toBe(8);
    expect(expectedHundredths(1992, 1600)).toBe(92);
    expect(expectedHundredths(1991, 1600)).toBe(91);
  });
});

describe('FIDE Elo: the rating change', () => {
  it('“Sigma Delta R x K = the Rating Change for a tournament or Rating Period”, against the ratings before the event', () => {
    const known = {
      A: { rating: 1500, games: 0 },
      B: { rating: 1600, games: 50 },
      C: { rating: 1400, games: 50 },
    };
    // A beats B (1 − .36) and draws C (.5 − .64): Σ .50, K 40 → +20, though A is 1520 by the second game.
    const [rows] = eloSeason([[game('A', 'B', 1), game('C', 'A', 0.5)]], { known });
    expect(row(rows, 'A')).toMatchObject({
      before: 1500,
      rating: 1520,
      change: 20,
      k: 40,
      played: 2,
      games: 2,
    });
    // B: 0 − .64 = −.64 × 20 = −12.8 → −13; C: .5 − .36 = .14 × 20 = 2.8 → 3.
    expect(row(rows, 'B')).toMatchObject({ rating: 1587, change: -13, k: 20, played: 1, games: 51 });
    expect(row(rows, 'C')).toMatchObject({ rating: 1403, change: 3, k: 20 });
    // A rating period's games count as simultaneous: their order changes nothing.
    const [reversed] = eloSeason([[game('C', 'A', 0.5), game('A', 'B', 1)]], { known });
    expect(reversed.map((r) => [r.player, r.rating]).sort()).toEqual(
      rows.map((r) => [r.player, r.rating]).sort(),
    );
  });

  it('“The Rating Change for a Rating Period is rounded to the nearest whole number. 0.5 is rounded away from zero.”', () => {
    // D 35 is the .55 row: a draw is +.05 × 10 = +0.5 → +1 for the lower, −0.5 → −1 for the higher.
    const known = { A: { rating: 1500, games: 100 }, B: { rating: 1535, games: 100 } };
    const [rows] = eloSeason([[game('A', 'B', 0.5)]], { known, k: 10 });
    expect(row(rows, 'A').change).toBe(1);
    expect(row(rows, 'B').change).toBe(-1);
  });

  it('“K = 40 for a player new to the rating list until they have completed events with at least 30 games”, then “K = 20 as long as a player’s rating remains under 2400”', () => {
    expect(fideK(0, false, 5)).toBe(40);
    expect(fideK(29, false, 5)).toBe(40);
    expect(fideK(30, false, 5)).toBe(20);
    // A newcomer playing 29 games over three events, then 2 more: K 40 each time (29 < 30 before the
    // fourth), then 20 once 31 are counted.
    const field = Array.from({ length: 10 }, (_, i) => `P${i}`);
    const events = [
      field.map((p) => game('N', p, 0.5)),
      field.map((p) => game('N', p, 0.5)),
      field.slice(1).map((p) => game('N', p, 0.5)),
      [game('N', 'P0', 0.5), game('N', 'P1', 0.5)],
      [game('N', 'P2', 1)],
    ];
    const rows = eloSeason(events);
    expect(rows.slice(0, 4).map((r) => row(r, 'N').k)).toEqual([40, 40, 40, 40]);
    expect(row(rows[2], 'N').games).toBe(29);
    expect(row(rows[3], 'N').games).toBe(31);
    expect(row(rows[4], 'N').k).toBe(20);
  });

  it('“K = 10 once a player’s published rating has reached 2400 and remains at that level subsequently, even if the rating drops below 2400”', () => {
    const known = {
      X: { rating: 2395, games: 100 },
      Y: { rating: 2395, games: 100 },
      Z: { rating: 2300, games: 100 },
    };
    // X beats Y (+.5 × 20 = +10 → 2405); then loses to Z at K 10, falling below 2400; then K is still 10.
    const rows = eloSeason([[game('X', 'Y', 1)], [game('X', 'Z', 0)], [game('X', 'Z', 0)]], { known });
    expect(row(rows[0], 'X')).toMatchObject({ rating: 2405, k: 20 });
    expect(row(rows[1], 'X').k).toBe(10);
    expect(row(rows[1], 'X').rating).toBeLessThan(2400);
    expect(row(rows[2], 'X').k).toBe(10);
    expect(row(rows[2], 'Y').k).toBe(0);
    // A known player rated 2400 or more starts at K 10, as does one known to have reached it before.
    const [start] = eloSeason([[game('G', 'H', 1), game('F', 'H', 1)]], {
      known: {
        G: { rating: 2450, games: 100 },
        F: { rating: 2380, games: 100, reached2400: true },
        H: { rating: 2380, games: 100 },
      },
    });
    expect([row(start, 'G').k, row(start, 'F').k, row(start, 'H').k]).toEqual([10, 10, 20]);
  });

  it('“If the number of games (n) ... multiplied by K ... exceeds 700, then K shall be the largest whole number such that K x n does not exceed 700”', () => {
    const field = Array.from({ length: 20 }, (_, i) => `P${i}`);
    const [rows] = eloSeason([field.map((p) => game('N', p, 1))]);
    expect(row(rows, 'N').k).toBe(35); // 40 × 20 = 800 > 700; 35 × 20 = 700
    expect(fideK(100, false, 35)).toBe(20);
    expect(fideK(100, false, 36)).toBe(19);
  });

  it('uses one K the organizer chooses for every player instead of FIDE’s', () => {
    const [rows] = eloSeason([[game('A', 'B', 1)]], {
      k: 24,
      known: { B: { rating: 2500, games: 500 } },
    });
    expect(row(rows, 'A')).toMatchObject({ k: 24, change: 22 }); // D 400 → .08: .92 × 24 = 22.08
    expect(row(rows, 'B')).toMatchObject({ k: 24, change: -22 });
    expect(() => eloSeason([], { k: 0 })).toThrow(/K must be a whole number/);
    expect(() => eloSeason([], { k: 12.5 })).toThrow(/K must be a whole number/);
  });

  it('starts a newcomer at the initial rating, 1500 unless the organizer sets another', () => {
    expect(row(eloSeason([[game('A', 'B', 0.5)]])[0], 'A').before).toBe(1500);
    const [rows] = eloSeason([[game('A', 'B', 1)]], { initialRating: 1200 });
    expect(row(rows, 'A')).toMatchObject({ before: 1200, rating: 1220 });
    expect(row(rows, 'B')).toMatchObject({ before: 1200, rating: 1180 });
    expect(() => eloSeason([], { initialRating: 1500.5 })).toThrow(/whole number/);
  });

  it('keeps a row for a player absent from an event, with no change', () => {
    const rows = eloSeason([[game('A', 'B', 1)], [game('C', 'B', 1)]]);
    expect(rows[1].map((r) => r.player)).toEqual(['A', 'B', 'C']);
    expect(row(rows[1], 'A')).toMatchObject({ before: 1520, rating: 1520, change: 0, played: 0, games: 1 });
  });

  it('refuses a game against oneself or a score other than 1, ½ or 0, naming the game', () => {
    expect(() => eloSeason([[game('A', 'B', 1)], [game('A', 'A', 1)]])).toThrow(
      'event 2, game 1: A cannot play themselves',
    );
    expect(() => eloSeason([[{ player: 'A', opponent: 'B', score: 2 as 1 }]])).toThrow(
      'event 1, game 1: the score must be 1, 0.5 or 0, not 2',
    );
  });
});
