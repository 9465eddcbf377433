import { describe, expect, it } from 'vitest';
import { resultChoices } from '../../../src/engine/any-game/columns';
import { outcomeOf, resultOf } from '../../../src/engine/any-game/outcome';
import { settingsOf } from '../../../src/engine/any-game/settings';
import { anyGameContext, cells, match } from './context';

const settings = (options: Record<string, string>) =>
  settingsOf(anyGameContext(['Ann', 'Bob'], [], options).config);
const magic = settings({ preset: 'magic' });
const pokemon = settings({ preset: 'pokemon' });

describe('any game: what a Results row says (src/engine/any-game/outcome.ts)', () => {
  it("the Result cell reads its dropdown's entries, the words in any case and chess's 1-0, 0-1, ½-½, and nothing else", () => {
    expect(resultOf('Player won')).toBe('a');
    expect(resultOf(' player WON ')).toBe('a');
    expect(resultOf('Opponent won')).toBe('b');
    expect(resultOf('Draw')).toBe('draw');
    expect(resultOf('Intentional draw')).toBe('id');
    expect(resultOf('Double loss')).toBe('doubleLoss');
    expect(resultOf(' 1-0 ')).toBe('a');
    expect(resultOf('0-1')).toBe('b');
    expect(resultOf('½-½')).toBe('draw');
    expect(resultOf('1/2-1/2')).toBeNull();
    expect(resultOf('ID')).toBeNull();
    expect(resultOf('')).toBeNull();
    expect(resultOf('maybe')).toBeNull();
  });

  it('games mode: the games decide, and the games inside the match count for GW% from each side', () => {
    const o = outcomeOf(match(1, 1, 'Ann', 'Bob', cells(2, 1, '')), magic);
    expect(o).toMatchObject({ a: 'win', b: 'loss', choice: 'a' });
    expect(o?.gamesA).toEqual({ won: 2, lost: 1, drawn: 0 });
    expect(o?.gamesB).toEqual({ won: 1, lost: 2, drawn: 0 });
    expect(outcomeOf(match(1, 1, 'Ann', 'Bob', cells(1, 1, 1)), magic)).toMatchObject({
      a: 'draw',
      b: 'draw',
    });
  });

  it('games mode: a Result the games contradict, or a Result without games, is no outcome', () => {
    expect(outcomeOf(match(1, 1, 'Ann', 'Bob', cells(2, 1, '', 'Opponent won')), magic)).toBeNull();
    expect(outcomeOf(match(1, 1, 'Ann', 'Bob', cells('', '', '', 'Player won')), magic)).toBeNull();
  });

  it('a single-result match counts as one game for GW%', () => {
    const o = outcomeOf(match(1, 1, 'Ann', 'Bob', cells('', '', '', 'Opponent won')), pokemon);
    expect(o).toMatchObject({ a: 'loss', b: 'win' });
    expect(o?.gamesA).toEqual({ won: 0, lost: 1, drawn: 0 });
    expect(o?.gamesB).toEqual({ won: 1, lost: 0, drawn: 0 });
  });

  it('an intentional draw is a draw: "reported as 0-0-3" where games are entered (MTR 2.4), no games where one result is', () => {
    const id = match(1, 1, 'Ann', 'Bob', cells('', '', '', 'Intentional draw'));
    expect(outcomeOf(id, magic)).toMatchObject({ a: 'draw', b: 'draw', choice: 'id' });
    expect(outcomeOf(id, magic)?.gamesA).toEqual({ won: 0, lost: 0, drawn: 3 });
    expect(outcomeOf(id, pokemon)).toMatchObject({ a: 'draw', b: 'draw', choice: 'id' });
    expect(outcomeOf(id, pokemon)?.gamesA).toEqual({ won: 0, lost: 0, drawn: 0 });
  });

  it('a double loss is a loss for both where the preset allows it, and no outcome where it does not', () => {
    const row = match(1, 1, 'Ann', 'Bob', cells('', '', '', 'Double loss'));
    expect(outcomeOf(row, pokemon)).toMatchObject({ a: 'double-loss', b: 'double-loss' });
    expect(outcomeOf(row, magic)).toBeNull();
  });
});

describe('chess forfeits (FIDE notation)', () => {
  const chess = settings({ preset: 'chess' });
  const row = (result: string) => match(1, 1, 'Ann', 'Bob', cells('', '', '', result));

  it('1F-0F and 0F-1F are a win without playing, either way; 0F-0F is the double loss', () => {
    expect(resultOf('1F-0F')).toBe('forfeitA');
    expect(resultOf('0f-1f')).toBe('forfeitB');
    expect(resultOf('0F-0F')).toBe('doubleLoss');
    expect(outcomeOf(row('1F-0F'), chess)).toMatchObject({ a: 'win', b: 'loss', choice: 'forfeitA' });
    expect(outcomeOf(row('0F-1F'), chess)).toMatchObject({ a: 'loss', b: 'win', choice: 'forfeitB' });
    // No game was played: none counted inside the match.
    expect(outcomeOf(row('1F-0F'), chess)?.gamesA).toEqual({ won: 0, lost: 0, drawn: 0 });
  });

  it('the Result dropdown offers them where colours are played (chess), not elsewhere', () => {
    expect(resultChoices(chess)).toEqual(expect.arrayContaining(['1F-0F', '0F-1F', '0F-0F']));
    expect(resultChoices(magic)).not.toContain('1F-0F');
  });
});
