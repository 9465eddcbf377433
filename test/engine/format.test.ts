import { describe, expect, it } from 'vitest';
import { type Player, playerNames, playersByKey } from '../../src/engine/format';

const player = (key: string, name: string, listIndex: number): Player => ({
  key,
  name,
  active: true,
  row: listIndex + 2,
  listIndex,
  fields: {},
});

describe('players by key (src/engine/format.ts)', () => {
  it('finds each player by key, the first one listed when two share a key, as players.find does', () => {
    const players = [player('ann', 'Ann', 0), player('bob', 'Bob', 1), player('ann', 'ANN', 2)];
    const byKey = playersByKey({ players });
    expect(byKey.get('bob')).toBe(players[1]);
    expect(byKey.get('ann')).toBe(players.find((p) => p.key === 'ann'));
    expect(byKey.get('cy')).toBeUndefined();
    expect(playerNames({ players }).get('bob')).toBe('Bob');
  });

  it('is made again when the list grew since it was made', () => {
    const players = [player('ann', 'Ann', 0)];
    expect(playersByKey({ players }).get('bob')).toBeUndefined();
    players.push(player('bob', 'Bob', 1));
    expect(playersByKey({ players }).get('bob')).toBe(players[1]);
  });
});
