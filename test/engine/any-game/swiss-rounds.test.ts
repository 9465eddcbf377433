import { describe, expect, it } from 'vitest';
import { MTR_ROUNDS, MTR_ROUNDS_DRAFT_PLAYOFF } from '../../../src/engine/any-game/rounds-tables';
import { eventStructure } from '../../../src/engine/any-game/swiss-rounds';

describe('Swiss rounds from the preset table', () => {
  it('Magic (MTR Appendix E): 9-16 players "5" rounds and "Top 4"; 17-32 "5" and "Top 8"; 410+ "10"', () => {
    const at = (n: number) => {
      const s = eventStructure(MTR_ROUNDS, n);
      return [s.swissRounds, s.playoff.kind === 'cut' ? s.playoff.size : s.playoff.kind];
    };
    expect(at(9)).toEqual([5, 4]);
    expect(at(16)).toEqual([5, 4]);
    expect(at(17)).toEqual([5, 8]);
    expect(at(32)).toEqual([5, 8]);
    expect(at(33)).toEqual([6, 8]);
    expect(at(64)).toEqual([6, 8]);
    expect(at(65)).toEqual([7, 8]);
    expect(at(128)).toEqual([7, 8]);
    expect(at(129)).toEqual([8, 8]);
    expect(at(226)).toEqual([8, 8]);
    expect(at(227)).toEqual([9, 8]);
    expect(at(409)).toEqual([9, 8]);
    expect(at(410)).toEqual([10, 8]);
    expect(at(2000)).toEqual([10, 8]);
  });

  it('Magic: 5-8 players run "Single-Elimination Rounds (No Swiss)"; below 5 the table says nothing', () => {
    for (const n of [5, 8]) {
      expect(eventStructure(MTR_ROUNDS, n)).toEqual({
        swissRounds: 0,
        playoff: { kind: 'single-elimination' },
        from: 'table',
      });
    }
    expect(eventStructure(MTR_ROUNDS, 4).from).toBe('none');
  });

  it('Magic, Limited with a Booster Draft playoff: 9-16 players "4" rounds and "Top 8"', () => {
    expect(eventStructure(MTR_ROUNDS_DRAFT_PLAYOFF, 12)).toEqual({
      swissRounds: 4,
      playoff: { kind: 'cut', size: 8 },
      from: 'table',
    });
    expect(eventStructure(MTR_ROUNDS_DRAFT_PLAYOFF, 40).swissRounds).toBe(6);
  });

  it('chess: no table, the typed count; a typed count also overrides a table but keeps its playoff', () => {
    expect(eventStructure(null, 30, 7)).toEqual({ swissRounds: 7, playoff: { kind: 'none' }, from: 'typed' });
    expect(eventStructure(null, 30)).toEqual({ swissRounds: 0, playoff: { kind: 'none' }, from: 'none' });
    expect(eventStructure(MTR_ROUNDS, 20, 4)).toEqual({
      swissRounds: 4,
      playoff: { kind: 'cut', size: 8 },
      from: 'typed',
    });
    expect(eventStructure(MTR_ROUNDS, 20, 0).from).toBe('table');
  });
});
