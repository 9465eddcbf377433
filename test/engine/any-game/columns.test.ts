// The Result choices each preset accepts, as the Results tab's dropdown and a paper slip offer them
// (src/engine/any-game/columns.ts).
import { describe, expect, it } from 'vitest';
import { eventResultColumns } from '../../../src/engine/any-game/columns';

const resultChoices = (options: Record<string, string>) =>
  eventResultColumns(options).find((c) => c.key === 'result')?.choices;

describe("any game: the Result dropdown offers the choices the event's settings accept", () => {
  it("chess's 1-0 / 0-1 / ½-½ only where colours are played; a double loss only where the event allows it", () => {
    expect(resultChoices({ preset: 'magic' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
    ]);
    expect(resultChoices({ preset: 'generic' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
    ]);
    expect(resultChoices({ preset: 'xwing' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
    ]);
    expect(resultChoices({ preset: 'pokemon' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
    ]);
    expect(resultChoices({ preset: 'chess' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
      '1-0',
      '0-1',
      '½-½',
      '1F-0F',
      '0F-1F',
      '0F-0F',
    ]);
  });

  it('a setting typed on the Event tab wins over the preset: Magic with colours and a double loss allowed', () => {
    expect(resultChoices({ preset: 'magic', colours: 'balanced', doubleLoss: 'allowed' })).toEqual([
      'Player won',
      'Opponent won',
      'Draw',
      'Intentional draw',
      'Double loss',
      '1-0',
      '0-1',
      '½-½',
      '1F-0F',
      '0F-1F',
      '0F-0F',
    ]);
  });

  it('only the choices change: the same columns, keys and headers as the format declares', () => {
    const cols = eventResultColumns({ preset: 'magic' });
    expect(cols.map((c) => [c.key, c.header])).toEqual([
      ['aGames', 'Player games'],
      ['bGames', 'Opponent games'],
      ['drawnGames', 'Drawn games'],
      ['result', 'Result'],
    ]);
  });
});
