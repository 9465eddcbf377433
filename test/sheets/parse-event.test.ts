import { describe, expect, it } from 'vitest';
import { sealedDeck } from '../../src/engine/formats/sealed-deck';
import { MAX_ROUNDS, readRounds } from '../../src/sheets/parse-event';

describe('the Rounds setting', () => {
  it('blank means the format default; a round robin of hundreds of players fits; typos are refused', () => {
    expect(readRounds('', sealedDeck)).toBe(3);
    expect(readRounds(301, sealedDeck)).toBe(301);
    expect(readRounds('12', sealedDeck)).toBe(12);
    for (const bad of [0, -1, 2.5, 'three', MAX_ROUNDS + 1])
      expect(readRounds(bad, sealedDeck), String(bad)).toBeNull();
  });
});
