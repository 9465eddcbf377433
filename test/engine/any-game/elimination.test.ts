import { describe, expect, it } from 'vitest';
import {
  cutFirstRound,
  eliminationFirstRound,
  eliminationSeeds,
} from '../../../src/engine/any-game/elimination';

const ranked = Array.from({ length: 20 }, (_, i) => `r${i + 1}`);
const games = (g: { a: string; b: string | null }[]) => g.map((x) => `${x.a}-${x.b ?? 'bye'}`);

describe('single-elimination cut and bracket', () => {
  it('top 8 seeded by standings in bracket order: 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(games(cutFirstRound(ranked, 8))).toEqual(['r1-r8', 'r4-r5', 'r2-r7', 'r3-r6']);
  });

  it('top 2, 4 and 16: 1 v 2; 1 v 4, 2 v 3; 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11', () => {
    expect(games(cutFirstRound(ranked, 2))).toEqual(['r1-r2']);
    expect(games(cutFirstRound(ranked, 4))).toEqual(['r1-r4', 'r2-r3']);
    expect(games(cutFirstRound(ranked, 16))).toEqual([
      'r1-r16',
      'r8-r9',
      'r4-r13',
      'r5-r12',
      'r2-r15',
      'r7-r10',
      'r3-r14',
      'r6-r11',
    ]);
  });

  it('a cut larger than the field: a smaller bracket with byes to the top seeds', () => {
    expect(games(cutFirstRound(ranked.slice(0, 6), 8))).toEqual(['r1-bye', 'r4-r5', 'r2-bye', 'r3-r6']);
  });

  it('elimination from the start, seeded: byes to the top seeds (5 players: seeds 1-3 have byes)', () => {
    expect(games(eliminationFirstRound(['a', 'b', 'c', 'd', 'e'], 'seeded', 's'))).toEqual([
      'a-bye',
      'd-e',
      'b-bye',
      'c-bye',
    ]);
  });

  it('elimination from the start, random: the seeds are the players shuffled by the event seed, reproducibly', () => {
    const players = ranked.slice(0, 11);
    const once = eliminationSeeds(players, 'random', 'seed-1');
    expect(eliminationSeeds(players, 'random', 'seed-1')).toEqual(once);
    expect([...once].sort()).toEqual([...players].sort());
    expect(once).not.toEqual(players);
    const first = eliminationFirstRound(players, 'random', 'seed-1');
    expect(
      first
        .filter((g) => g.b === null)
        .map((g) => g.a)
        .sort(),
    ).toEqual(once.slice(0, 5).sort());
  });
});
