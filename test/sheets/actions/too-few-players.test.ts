import { describe, expect, it } from 'vitest';
import { PLAYER_COUNT_CODES, tooFewPlayers } from '../../../src/sheets/actions/too-few-players';
import { eventSnapshot } from '../../support/snapshot';

describe('tooFewPlayers', () => {
  it('under two active players: one error at the first Name cell, saying what they are needed for', () => {
    const s = eventSnapshot('sealed-deck', []);
    expect(tooFewPlayers(s, 0, 'to pair a round')).toEqual([
      {
        severity: 'error',
        code: PLAYER_COUNT_CODES.tooFew,
        tab: 'Players',
        cell: 'A2',
        message: '0 active players: at least two are needed to pair a round.',
        fix: "Type the players' names under Name on the Players tab.",
      },
    ]);
    expect(tooFewPlayers(s, 1, 'for a seating list')[0].message).toBe(
      '1 active player: at least two are needed for a seating list.',
    );
    expect(tooFewPlayers(s, 2, 'to pair a round')).toEqual([]);
  });

  it('names the Players tab as the organizer renamed it', () => {
    const s = eventSnapshot('sealed-deck', []);
    const renamed = {
      tabs: { ...s.tabs, players: { name: 'Entrants', values: s.tabs.players?.values ?? [] } },
    };
    expect(tooFewPlayers(renamed, 1, 'to pair a round')[0].tab).toBe('Entrants');
  });
});
