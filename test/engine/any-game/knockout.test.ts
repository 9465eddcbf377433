import { describe, expect, it } from 'vitest';
import { advancing } from '../../../src/engine/any-game/knockout';
import { pairRound } from '../../../src/engine/any-game/pairing';
import { rankingOf } from '../../../src/engine/any-game/ranking';
import { PAIRING_CODES } from '../../../src/engine/format';
import { anyGameContext, dropped, EIGHT, lost, match, threeSwissRounds, won } from './context';

/** Generic preset, top 4 after ceil(log2 8) = 3 Swiss rounds: round 4 the semi-finals, round 5 the final. */
const TOP4 = { preset: 'generic', cut: '4' };
const tables = (plan: ReturnType<typeof pairRound>) => plan.tables.map((t) => [t.table, t.a, t.b]);

describe('any game: the cut and single elimination (src/engine/any-game/knockout.ts)', () => {
  it('the cut seeds the top 4 by the Swiss standings in bracket order: 1 v 4 at table 1, 2 v 3 at table 2', () => {
    const ctx = anyGameContext(EIGHT, threeSwissRounds(), TOP4);
    expect(rankingOf(ctx).map((r) => r.id)).toEqual(['a', 'b', 'c', 'e', 'd', 'f', 'g', 'h']);
    const plan = pairRound(ctx, 4);
    expect(tables(plan)).toEqual([
      [1, 'a', 'e'],
      [2, 'b', 'c'],
    ]);
    expect(plan.tables.map((t) => t.note)).toEqual([
      'Semi-finals: seed 1 v seed 4',
      'Semi-finals: seed 2 v seed 3',
    ]);
    expect(plan.log[0]).toBe(
      'Semi-finals: the top 4 by the Swiss standings, in bracket order: A (1) v E (4), B (2) v C (3).',
    );
  });

  it('the cut takes the top 4 active players: a dropped player is passed over for the next one', () => {
    const ctx = dropped(anyGameContext(EIGHT, threeSwissRounds(), TOP4), 'B');
    expect(tables(pairRound(ctx, 4))).toEqual([
      [1, 'a', 'd'],
      [2, 'c', 'e'],
    ]);
  });

  it('a later knockout round pairs the winners of games 1 and 2 at table 1, the winner of game 1 named first', () => {
    const semis = [lost(4, 1, 'A', 'E'), won(4, 2, 'B', 'C')];
    const ctx = anyGameContext(EIGHT, [...threeSwissRounds(), ...semis], TOP4);
    const plan = pairRound(ctx, 5);
    expect(tables(plan)).toEqual([[1, 'e', 'b']]);
    expect(plan.tables[0].note).toBe('Final');
  });

  it('a dropped winner gives the other winner a walkover, logged', () => {
    const semis = [won(4, 1, 'A', 'E'), won(4, 2, 'B', 'C')];
    const ctx = dropped(anyGameContext(EIGHT, [...threeSwissRounds(), ...semis], TOP4), 'A');
    const plan = pairRound(ctx, 5);
    expect(tables(plan)).toEqual([[1, 'b', null]]);
    expect(plan.tables[0].note).toBe('A has dropped: B advances');
    expect(plan.log).toContain('Final game 1: A has dropped, so B advances.');
  });

  it('a game of the round before without its winner leaves its game of this round unpaired, with a warning', () => {
    const semis = [won(4, 1, 'A', 'E'), match(4, 2, 'B', 'C')];
    const plan = pairRound(anyGameContext(EIGHT, [...threeSwissRounds(), ...semis], TOP4), 5);
    expect(plan.tables).toEqual([]);
    expect(plan.warnings).toEqual([
      { code: PAIRING_CODES.waiting, message: 'Final game 1: waiting for a winner of the round before.' },
    ]);
  });

  it('elimination from the start, seeded as listed: 1 v 8, 4 v 5, 2 v 7, 3 v 6 at tables 1 to 4', () => {
    const ctx = anyGameContext(EIGHT, [], { preset: 'generic', structure: 'elimination' });
    expect(tables(pairRound(ctx, 1))).toEqual([
      [1, 'a', 'h'],
      [2, 'd', 'e'],
      [3, 'b', 'g'],
      [4, 'c', 'f'],
    ]);
  });

  it("the tables are the bracket's game numbers: round 2 reads each game by the table it was paired at, not by its row", () => {
    const elimination = { preset: 'generic', structure: 'elimination' };
    // Results sorted by hand, and game 3 moved to table 9 by a fixed table ("Paired as" 3).
    const round1 = [
      { ...won(1, 9, 'B', 'G'), pairedAt: 3 },
      lost(1, 4, 'C', 'F'),
      won(1, 1, 'A', 'H'),
      lost(1, 2, 'D', 'E'),
    ];
    const plan = pairRound(anyGameContext(EIGHT, round1, elimination), 2);
    expect(tables(plan)).toEqual([
      [1, 'a', 'e'],
      [2, 'b', 'f'],
    ]);
  });

  it('elimination from the start with 5 players: byes to the top seeds, and a bye advances its player', () => {
    const five = EIGHT.slice(0, 5);
    const ctx = anyGameContext(five, [], { preset: 'generic', structure: 'elimination' });
    const round1 = pairRound(ctx, 1);
    expect(tables(round1)).toEqual([
      [1, 'a', null],
      [2, 'd', 'e'],
      [3, 'b', null],
      [4, 'c', null],
    ]);
    expect(round1.tables[0].note).toBe('Quarter-finals: bye for seed 1');
    const played = [
      match(1, 1, 'A', null),
      lost(1, 2, 'D', 'E'),
      match(1, 3, 'B', null),
      match(1, 4, 'C', null),
    ];
    expect(advancing(played[0], ctx)).toBe('a');
    expect(
      tables(pairRound(anyGameContext(five, played, { preset: 'generic', structure: 'elimination' }), 2)),
    ).toEqual([
      [1, 'a', 'e'],
      [2, 'b', 'c'],
    ]);
  });
});
