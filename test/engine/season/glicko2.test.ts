// Glicko-2 as Mark Glickman's "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf) gives
// it, one event being one rating period.
import { describe, expect, it } from 'vitest';
import type { SeasonGame } from '../../../src/engine/season/games';
import { glicko2Season, newVolatility } from '../../../src/engine/season/glicko2';

const game = (player: string, opponent: string, score: SeasonGame['score']): SeasonGame => ({
  player,
  opponent,
  score,
});
const row = (rows: ReturnType<typeof glicko2Season>[number], player: string) => {
  const r = rows.find((x) => x.player === player);
  if (!r) throw new Error(`no row for ${player}`);
  return r;
};

/** The paper's player and opponents: "r = 1500, RD = 200", σ = 0.06, against 1400/30, 1550/100, 1700/300. */
const PAPER = {
  known: {
    Player: { rating: 1500, rd: 200, volatility: 0.06 },
    A: { rating: 1400, rd: 30, volatility: 0.06 },
    B: { rating: 1550, rd: 100, volatility: 0.06 },
    C: { rating: 1700, rd: 300, volatility: 0.06 },
  },
};
const PAPER_EVENT = [game('Player', 'A', 1), game('Player', 'B', 0), game('Player', 'C', 0)];

describe('Glicko-2', () => {
  it('reproduces the paper’s example: “r′ = 1464.06”, “RD′ = 151.52”, “σ′ = 0.05999” (τ = 0.5)', () => {
    const [rows] = glicko2Season([PAPER_EVENT], PAPER);
    const p = row(rows, 'Player');
    // The paper rounds its intermediate values (v, Δ, σ′ to four or five digits), so its figures are
    // met to within their last digit: 1464.0507 and 151.5165 exactly, σ′ 0.059996.
    expect(Math.abs(p.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(p.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(p.volatility - 0.05999)).toBeLessThan(0.00001);
    expect(p.played).toBe(3);
  });

  it('finds σ′ by the Illinois algorithm as the root of Step 5’s f(x), for any τ', () => {
    // The paper's intermediate quantities: v = 1.7785, Δ = −0.4834, φ = 1.1513.
    const phi = 200 / 173.7178;
    const v = 1.7785;
    const delta = -0.4834;
    const f = (x: number, tau: number, a: number) => {
      const ex = Math.exp(x);
      return (ex * (delta ** 2 - phi ** 2 - v - ex)) / (2 * (phi ** 2 + v + ex) ** 2) - (x - a) / tau ** 2;
    };
    const found = [0.3, 0.5, 1.2].map((tau) => {
      const sigma = newVolatility(0.06, phi, v, delta, tau);
      expect(Math.abs(f(Math.log(sigma ** 2), tau, Math.log(0.06 ** 2)))).toBeLessThan(1e-5);
      return sigma;
    });
    expect(Math.abs(found[1] - 0.05999)).toBeLessThan(0.00001);
    // τ is used: a larger τ lets the volatility move further.
    expect(Math.abs(found[2] - 0.06)).toBeGreaterThan(Math.abs(found[0] - 0.06));
  });

  it('“If a player does not compete during the rating period, then only Step 6 applies”: rating and volatility stay, φ′ = √(φ² + σ²)', () => {
    const [rows] = glicko2Season([PAPER_EVENT], PAPER);
    const a = row(rows, 'A');
    // A played (as the Player's opponent), so only a player absent from the event is left alone:
    const absent = glicko2Season([[game('A', 'B', 1)]], PAPER)[0];
    const p = row(absent, 'Player');
    expect(p).toMatchObject({ rating: 1500, volatility: 0.06, played: 0 });
    expect(p.rd).toBeCloseTo(Math.sqrt(200 ** 2 + (0.06 * 173.7178) ** 2), 10);
    expect(a.played).toBe(1);
    expect(a.rating).toBeLessThan(1400); // A lost to the Player
  });

  it('rates every game of an event from the ratings before it (the games of a rating period are simultaneous)', () => {
    const games = [game('Player', 'A', 1), game('A', 'B', 0), game('B', 'C', 0.5), game('Player', 'C', 0)];
    const [forward] = glicko2Season([games], PAPER);
    const [backward] = glicko2Season([[...games].reverse()], PAPER);
    for (const r of forward) expect(row(backward, r.player)).toEqual(r);
    // The same Player's result against opponents after another event would differ: the period order matters.
    const twice = glicko2Season([PAPER_EVENT, PAPER_EVENT], PAPER);
    expect(row(twice[1], 'Player').rating).not.toBeCloseTo(row(twice[0], 'Player').rating, 2);
  });

  it('starts a newcomer at the paper’s Step 1: “set the rating to 1500 and the RD to 350”, volatility 0.06, or the organizer’s', () => {
    const unrated = glicko2Season([[game('New', 'Old', 1)]], {
      known: { Old: { rating: 1500, rd: 350, volatility: 0.06 } },
    })[0];
    const bothKnown = glicko2Season([[game('New', 'Old', 1)]], {
      known: {
        New: { rating: 1500, rd: 350, volatility: 0.06 },
        Old: { rating: 1500, rd: 350, volatility: 0.06 },
      },
    })[0];
    for (const r of bothKnown) expect(row(unrated, r.player)).toEqual(r);
    const [own] = glicko2Season([[game('New', 'Other', 0.5)]], { initial: { rating: 1200, rd: 100 } });
    expect(row(own, 'New').rating).toBeCloseTo(1200, 10); // a draw between equals moves neither
    expect(row(own, 'New').rd).toBeLessThan(100);
    expect(row(own, 'New').rd).toBeGreaterThan(80);
  });

  it('refuses a τ, an RD or a volatility that is not above 0', () => {
    expect(() => glicko2Season([], { tau: 0 })).toThrow(/τ must be above 0/);
    expect(() => glicko2Season([], { initial: { rd: 0 } })).toThrow(
      'a newcomer: RD and volatility must be above 0',
    );
    expect(() => glicko2Season([], { known: { A: { rating: 1500, rd: 50, volatility: 0 } } })).toThrow(
      'A: RD and volatility must be above 0',
    );
  });
});
