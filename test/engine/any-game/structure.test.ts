import { describe, expect, it } from 'vitest';
import {
  fieldOf,
  isKnockoutRound,
  log2Rounds,
  planOf,
  roundLimit,
  roundStage,
} from '../../../src/engine/any-game/structure';
import { anyGameContext, dropped, won } from './context';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);

describe('any game: how the event runs (src/engine/any-game/structure.ts)', () => {
  it("Swiss rounds from the preset's table: Magic with 12 players is 5 rounds and a top 4 of 2 rounds", () => {
    const plan = planOf(anyGameContext(names(12), [], { preset: 'magic' }));
    expect(plan).toMatchObject({ kind: 'swiss', swissRounds: 5, cut: 4, cutRounds: 2 });
    expect(roundLimit(anyGameContext(names(12), [], { preset: 'magic' })).rounds).toBe(7);
  });

  it('each round named by its stage: Magic with 12 players is "Swiss round 3 of 5, then Top 4", then the "Semi-finals (Top 4)" and the "Final (Top 4)"; a bracket names its rounds; a plain Swiss none', () => {
    const magic = anyGameContext(names(12), [], { preset: 'magic' });
    expect(roundStage(magic, 3)).toEqual({ name: 'Swiss round 3 of 5, then Top 4', knockout: false });
    expect(roundStage(magic, 6)).toEqual({ name: 'Semi-finals (Top 4)', knockout: true });
    expect(roundStage(magic, 7)).toEqual({ name: 'Final (Top 4)', knockout: true });
    expect(roundStage(magic, 8)).toBeUndefined();
    const bracket = anyGameContext(names(8), [], { preset: 'magic' });
    expect([1, 2, 3].map((r) => roundStage(bracket, r)?.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(roundStage(anyGameContext(names(12), [], { preset: 'generic' }), 2)).toBeUndefined();
  });

  it('Magic with 5-8 players: "3 Single-Elimination Rounds (No Swiss)"', () => {
    expect(planOf(anyGameContext(names(8), [], { preset: 'magic' }))).toMatchObject({
      kind: 'elimination',
      rounds: 3,
    });
  });

  it("typed Rounds are the Swiss rounds, over the preset's table, which still gives the cut", () => {
    const plan = planOf(anyGameContext(names(12), [], { preset: 'magic' }, 3));
    expect(plan).toMatchObject({ kind: 'swiss', swissRounds: 3, cut: 4, from: 'typed on the Event tab' });
  });

  it('without a table and with Rounds blank: ceil(log2 N) Swiss rounds, enough to find one unbeaten player', () => {
    for (const [n, rounds] of [
      [2, 1],
      [8, 3],
      [9, 4],
      [16, 4],
      [17, 5],
    ]) {
      expect(planOf(anyGameContext(names(n), [], { preset: 'generic' })), `N = ${n}`).toMatchObject({
        kind: 'swiss',
        swissRounds: rounds,
        cut: null,
      });
      expect(log2Rounds(n)).toBe(rounds);
    }
  });

  it('a typed cut is played after the Swiss rounds; a cut as large as the field or larger is no cut', () => {
    expect(planOf(anyGameContext(names(10), [], { preset: 'generic', cut: '8' }))).toMatchObject({
      swissRounds: 4,
      cut: 8,
      cutRounds: 3,
    });
    expect(planOf(anyGameContext(names(8), [], { preset: 'generic', cut: '8' }))).toMatchObject({
      cut: null,
      cutRounds: 0,
    });
    expect(planOf(anyGameContext(names(6), [], { preset: 'generic', cut: '8' }))).toMatchObject({
      cut: null,
    });
    expect(planOf(anyGameContext(names(12), [], { preset: 'magic', cut: 'none' }))).toMatchObject({
      cut: null,
    });
  });

  it("the structure is built for round 1's players: a late entry or a drop does not change it", () => {
    const eight = names(8);
    const round1 = [
      won(1, 1, 'P01', 'P02'),
      won(1, 2, 'P03', 'P04'),
      won(1, 3, 'P05', 'P06'),
      won(1, 4, 'P07', 'P08'),
    ];
    // Before round 1, nine active players need 4 rounds.
    expect(planOf(anyGameContext(names(9), [], { preset: 'generic' }))).toMatchObject({ swissRounds: 4 });
    const late = anyGameContext([...eight, 'Late'], round1, { preset: 'generic' });
    expect(fieldOf(late)).toEqual(eight.map((n) => n.toLowerCase()));
    expect(planOf(late)).toMatchObject({ swissRounds: 3 });
    const drop = dropped(anyGameContext(eight, round1, { preset: 'generic' }), 'P01', 'P02', 'P03');
    expect(planOf(drop)).toMatchObject({ swissRounds: 3 });
  });

  it('before round 1 the field is the active players', () => {
    const ctx = dropped(anyGameContext(names(9), [], { preset: 'generic' }), 'P09');
    expect(fieldOf(ctx)).toHaveLength(8);
    expect(planOf(ctx)).toMatchObject({ swissRounds: 3 });
  });

  it('round robin: N - 1 rounds for an even N, N for an odd N, twice for a double round robin', () => {
    expect(planOf(anyGameContext(names(6), [], { structure: 'round-robin' }))).toEqual({
      kind: 'round-robin',
      rounds: 5,
      double: false,
    });
    expect(planOf(anyGameContext(names(5), [], { structure: 'round-robin' }))).toMatchObject({ rounds: 5 });
    expect(planOf(anyGameContext(names(6), [], { structure: 'double-round-robin' }))).toEqual({
      kind: 'round-robin',
      rounds: 10,
      double: true,
    });
    expect(planOf(anyGameContext(names(5), [], { structure: 'double-round-robin' }))).toMatchObject({
      rounds: 10,
    });
  });

  it('single elimination from the start: ceil(log2 N) rounds, every round a knockout round', () => {
    const ctx = anyGameContext(names(5), [], { preset: 'generic', structure: 'elimination' });
    expect(planOf(ctx)).toMatchObject({ kind: 'elimination', rounds: 3 });
    expect(isKnockoutRound(ctx, 1)).toBe(true);
  });

  it('the rounds after the Swiss rounds are the knockout rounds', () => {
    const ctx = anyGameContext(names(12), [], { preset: 'magic' });
    expect([1, 5, 6, 7].map((r) => isKnockoutRound(ctx, r))).toEqual([false, false, true, true]);
  });
});
