// Each preset's values against the published rules quoted in docs/rules/any-game-presets.md; the test
// names quote the sources' words. Where no source was found, the test says "(decision)".
import { describe, expect, it } from 'vitest';
import { PRESETS, presetById } from '../../../src/engine/any-game/presets';
import type { RoundsTable } from '../../../src/engine/any-game/rounds-tables';
import { MTR_ROUNDS, POKEMON_ROUNDS, XWING_ROUNDS } from '../../../src/engine/any-game/rounds-tables';
import { eventStructure } from '../../../src/engine/any-game/swiss-rounds';
import { TIEBREAKERS } from '../../../src/engine/any-game/tiebreakers/library';

const at = (table: RoundsTable, n: number) => {
  const s = eventStructure(table, n);
  return [s.swissRounds, s.playoff.kind === 'cut' ? s.playoff.size : s.playoff.kind];
};

describe('presets', () => {
  it('every preset names only tie-breakers the library has, and ids are unique', () => {
    const known = new Set(TIEBREAKERS.map((t) => t.id));
    for (const preset of PRESETS) {
      for (const id of preset.tiebreakers) expect(known.has(id)).toBe(true);
    }
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it('an unknown id falls back to the generic preset', () => {
    expect(presetById('nope').id).toBe('generic');
  });

  it('Magic: "3 match points for each match win, 0 points for each match loss and 1 match point for each match ending in a draw"; "Players receiving byes are considered to have won the match"', () => {
    const magic = presetById('magic');
    expect(magic.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 3 });
    expect(magic.label).toBe('Magic: The Gathering');
  });

  it('Magic: matches entered as games ("wins a match 2–0–0"), Appendix E rounds, "Opponents’ match-win percentage", "Game-win percentage", "Opponents’ game-win percentage"', () => {
    const magic = presetById('magic');
    expect(magic.results).toBe('games');
    expect(magic.roundsTable).toBe(MTR_ROUNDS);
    expect(magic.tiebreakers).toEqual(['omw', 'gw', 'ogw']);
    expect(magic.doubleLoss).toBe(false);
    expect(magic.colours).toBe(false);
  });

  it('Pokémon: match points "record.wins * 3 + record.ties"; a bye counts as a won round ("went 4-3 ... with 1 bye"); one result per match; a double loss may be entered (decision)', () => {
    const pokemon = presetById('pokemon');
    expect(pokemon.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 3 });
    expect(pokemon.results).toBe('single');
    expect(pokemon.doubleLoss).toBe(true);
    expect(pokemon.colours).toBe(false);
  });

  it('Pokémon: "opponent\'s win percentage, and opponent\'s-opponents\' win percentage"; "a head-to-head match is now the final tiebreaker"', () => {
    expect(presetById('pokemon').tiebreakers).toEqual(['owp', 'oowp', 'head-to-head']);
  });

  it('Pokémon: the rounds come from "4.6.3.2 - Single Day Tournament Structures"', () => {
    expect(presetById('pokemon').roundsTable).toBe(POKEMON_ROUNDS);
  });

  it('Chess: "a player who wins his game ... scores one point (1)", "loses ... no points (0)", "draws ... a half point"', () => {
    const chess = presetById('chess');
    expect(chess.points.win).toBe(1);
    expect(chess.points.draw).toBe(0.5);
    expect(chess.points.loss).toBe(0);
    expect(chess.results).toBe('single');
  });

  it('Chess: the pairing-allocated bye scores "as many points as are rewarded for a win, unless the rules of the tournament state otherwise"', () => {
    const chess = presetById('chess');
    expect(chess.points.bye).toBe(chess.points.win);
  });

  it('Chess: "Double forfeits ... Both players get zero points"; White and Black balanced; rounds "declared beforehand" (typed)', () => {
    const chess = presetById('chess');
    expect(chess.doubleLoss).toBe(true);
    expect(chess.colours).toBe(true);
    expect(chess.roundsTable).toBeNull();
  });

  it('Chess: FIDE\'s recommended order for individual Swiss, "The result of the direct encounter(s)", "The greater number of wins", "Buchholz Cut 1", "Buchholz", "Sonneborn-Berger" (the two rating-based steps the library lacks left out)', () => {
    expect(presetById('chess').tiebreakers).toEqual([
      'direct-encounter',
      'wins',
      'buchholz-cut-1',
      'buchholz',
      'sonneborn-berger',
    ]);
  });

  it('X-Wing: "tournament points" 3/1/0 with a bye a win (decision: the current scoring was not found); one result per game, no double loss', () => {
    const xwing = presetById('xwing');
    expect(xwing.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 3 });
    expect(xwing.results).toBe('single');
    expect(xwing.doubleLoss).toBe(false);
    expect(xwing.colours).toBe(false);
  });

  it('X-Wing: head-to-head ("any player that has played and defeated all other players with the same number of tournament points is ranked above"), then SoS ("FFG has still YET to add another tie breaker beyond head to head and SoS"); FFG\'s rounds table', () => {
    const xwing = presetById('xwing');
    expect(xwing.tiebreakers).toEqual(['head-to-head', 'sos']);
    expect(xwing.roundsTable).toBe(XWING_ROUNDS);
  });

  it('Generic (decision): 3/1/0, a bye a win, one result, typed rounds, SoS, extended SoS, head-to-head', () => {
    const generic = presetById('generic');
    expect(generic.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 3 });
    expect(generic.results).toBe('single');
    expect(generic.doubleLoss).toBe(false);
    expect(generic.roundsTable).toBeNull();
    expect(generic.tiebreakers).toEqual(['sos', 'extended-sos', 'head-to-head']);
  });
});

describe('Swiss rounds tables added for the presets', () => {
  it('Pokémon (4.6.3.2): 5-8 players "3" rounds, no top cut; 9-12 "4" and "top-four"; 13-20 "5" and "top-four"; 21-32 "5" and "top-eight"', () => {
    expect(at(POKEMON_ROUNDS, 5)).toEqual([3, 'none']);
    expect(at(POKEMON_ROUNDS, 8)).toEqual([3, 'none']);
    expect(at(POKEMON_ROUNDS, 9)).toEqual([4, 4]);
    expect(at(POKEMON_ROUNDS, 12)).toEqual([4, 4]);
    expect(at(POKEMON_ROUNDS, 13)).toEqual([5, 4]);
    expect(at(POKEMON_ROUNDS, 20)).toEqual([5, 4]);
    expect(at(POKEMON_ROUNDS, 21)).toEqual([5, 8]);
    expect(at(POKEMON_ROUNDS, 32)).toEqual([5, 8]);
  });

  it('Pokémon (4.6.3.2): 33-64 "6", 65-128 "7", 129-226 "8", 227-409 "9", 410+ "10", all "top-eight"', () => {
    expect(at(POKEMON_ROUNDS, 33)).toEqual([6, 8]);
    expect(at(POKEMON_ROUNDS, 64)).toEqual([6, 8]);
    expect(at(POKEMON_ROUNDS, 65)).toEqual([7, 8]);
    expect(at(POKEMON_ROUNDS, 128)).toEqual([7, 8]);
    expect(at(POKEMON_ROUNDS, 129)).toEqual([8, 8]);
    expect(at(POKEMON_ROUNDS, 226)).toEqual([8, 8]);
    expect(at(POKEMON_ROUNDS, 227)).toEqual([9, 8]);
    expect(at(POKEMON_ROUNDS, 409)).toEqual([9, 8]);
    expect(at(POKEMON_ROUNDS, 410)).toEqual([10, 8]);
    expect(at(POKEMON_ROUNDS, 2000)).toEqual([10, 8]);
  });

  it('Pokémon: "4-8 players = 3 Swiss Rounds"; under 4 players the table says nothing and the rounds are typed (decision)', () => {
    expect(at(POKEMON_ROUNDS, 4)).toEqual([3, 'none']);
    expect(eventStructure(POKEMON_ROUNDS, 3).from).toBe('none');
    expect(eventStructure(POKEMON_ROUNDS, 2, 1)).toEqual({
      swissRounds: 1,
      playoff: { kind: 'none' },
      from: 'typed',
    });
  });

  it('X-Wing (FFG): "Up to 8 players: 3 Swiss rounds"; "9 to 16 players: 3 Swiss rounds + Top 4"; "17 to 32 players: 4 Swiss rounds + Top 8"; "33+ players: 5 Swiss rounds + Top 8"', () => {
    expect(at(XWING_ROUNDS, 3)).toEqual([3, 'none']);
    expect(at(XWING_ROUNDS, 8)).toEqual([3, 'none']);
    expect(at(XWING_ROUNDS, 9)).toEqual([3, 4]);
    expect(at(XWING_ROUNDS, 16)).toEqual([3, 4]);
    expect(at(XWING_ROUNDS, 17)).toEqual([4, 8]);
    expect(at(XWING_ROUNDS, 32)).toEqual([4, 8]);
    expect(at(XWING_ROUNDS, 33)).toEqual([5, 8]);
    expect(at(XWING_ROUNDS, 500)).toEqual([5, 8]);
  });

  it('X-Wing: 2 players have no row (decision: 3 Swiss rounds would need a rematch), so the organizer types the rounds', () => {
    expect(eventStructure(XWING_ROUNDS, 2).from).toBe('none');
    expect(eventStructure(XWING_ROUNDS, 2, 1)).toEqual({
      swissRounds: 1,
      playoff: { kind: 'none' },
      from: 'typed',
    });
  });

  it('every table has increasing rows and cut sizes the bracket supports', () => {
    for (const table of [MTR_ROUNDS, POKEMON_ROUNDS, XWING_ROUNDS]) {
      for (let i = 1; i < table.length; i++) {
        expect(table[i].fromPlayers).toBeGreaterThan(table[i - 1].fromPlayers);
      }
      for (const row of table) {
        if (row.playoff.kind === 'cut') expect(row.fromPlayers).toBeGreaterThanOrEqual(row.playoff.size);
      }
    }
  });
});
