import { describe, expect, it } from 'vitest';
import { checkResult } from '../../../src/engine/any-game/results';
import { RESULT_CODES } from '../../../src/engine/cell-checks';
import type { CellValue } from '../../../src/engine/format';
import { anyGameContext, cells, match } from './context';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

/** Round 1 of a 10-player Swiss event with these settings, Ann v Bob. */
function check(options: Record<string, string>, typed: Record<string, CellValue>, round = 1) {
  const ctx = anyGameContext(NAMES, [], options);
  return checkResult(match(round, 1, 'Ann', 'Bob', typed), ctx);
}

const columns = (r: ReturnType<typeof check>) => r.issues.map((i) => i.column);

describe('any game: the Results checks (src/engine/any-game/results.ts)', () => {
  it('games mode: the games decide, and a blank Result beside them is complete', () => {
    expect(check({ preset: 'magic' }, cells(2, 1, '', ''))).toEqual({ complete: true, issues: [] });
    expect(check({ preset: 'magic' }, cells(1, 1, 1, 'Draw')).complete).toBe(true);
  });

  it('games mode needs the games: the Result alone waits, "Games missing", with no error', () => {
    const r = check({ preset: 'magic' }, cells('', '', '', 'Player won'));
    expect(r.complete).toBe(false);
    expect(r.issues).toEqual([]);
    expect(r.waiting?.status).toBe('Games missing');
  });

  it('games mode: a Result that contradicts the games is an error at the Result cell', () => {
    const r = check({ preset: 'magic' }, cells(2, 1, '', 'Opponent won'));
    expect(r.complete).toBe(false);
    expect(columns(r)).toEqual(['result']);
    expect(r.issues[0].message).toContain('say Player won, but the Result says Opponent won');
  });

  it("games mode: one player's games missing, or no game played, is an error at the games", () => {
    expect(columns(check({ preset: 'magic' }, cells(2, '', '', '')))).toEqual(['bGames']);
    expect(columns(check({ preset: 'magic' }, cells(0, 0, 0, '')))).toEqual(['aGames']);
  });

  it('single mode refuses typed games, at the games cell', () => {
    const r = check({ preset: 'pokemon' }, cells(2, 1, '', 'Player won'));
    expect(r.complete).toBe(false);
    expect(columns(r)).toEqual(['aGames']);
    expect(check({ preset: 'pokemon' }, cells('', '', '', 'Player won')).complete).toBe(true);
    expect(check({ preset: 'pokemon' }, cells('', '', '', '')).complete).toBe(false);
  });

  it('a typed Results setting wins over the preset: Magic with one result takes the Result alone', () => {
    expect(check({ preset: 'magic', results: 'single' }, cells('', '', '', 'Player won')).complete).toBe(
      true,
    );
  });

  it('an intentional draw is complete with no games, and an error at the games when games are typed', () => {
    expect(check({ preset: 'magic' }, cells('', '', '', 'Intentional draw')).complete).toBe(true);
    const r = check({ preset: 'magic' }, cells(1, 0, '', 'Intentional draw'));
    expect(r.complete).toBe(false);
    expect(columns(r)).toEqual(['aGames']);
  });

  it('a double loss is refused at the Result cell where the preset does not allow it, accepted where it does', () => {
    const refused = check({ preset: 'magic' }, cells('', '', '', 'Double loss'));
    expect(refused.complete).toBe(false);
    expect(columns(refused)).toEqual(['result']);
    expect(refused.issues[0].message).toContain('does not allow a double loss (Magic: The Gathering)');
    expect(check({ preset: 'pokemon' }, cells('', '', '', 'Double loss')).complete).toBe(true);
    expect(check({ preset: 'magic', doubleLoss: 'allowed' }, cells('', '', '', 'Double loss')).complete).toBe(
      true,
    );
  });

  it('a knockout game needs a winner: a Draw, an intentional draw or a double loss is an error at the Result cell, level games at the games typed', () => {
    const elimination = { preset: 'pokemon', structure: 'elimination' };
    for (const result of ['Draw', 'Intentional draw', 'Double loss']) {
      const r = check(elimination, cells('', '', '', result));
      expect(r.complete, result).toBe(false);
      expect(columns(r), result).toContain('result');
    }
    const level = check({ preset: 'magic', structure: 'elimination' }, cells(1, 1, 1, ''));
    expect(level.complete).toBe(false);
    expect(columns(level)).toEqual(['aGames', 'bGames']);
    expect(level.issues.map((i) => i.code)).toEqual([RESULT_CODES.knockoutLevel, RESULT_CODES.knockoutLevel]);
    expect(check(elimination, cells('', '', '', 'Opponent won')).complete).toBe(true);
  });

  it('MTR 2.1: a Magic match "played until one side has won a set number of games, usually two" cannot reach 3-3; a warning at the games, which still decide', () => {
    // "The Tournament Organizer may change the required number of games to be won": so not an error.
    const r = check({ preset: 'magic' }, cells(3, 3, '', ''));
    expect(r.complete).toBe(true);
    expect(r.issues.map((i) => [i.severity, i.column, i.code])).toEqual([
      ['warning', 'aGames', RESULT_CODES.gamesPastMatch],
      ['warning', 'bGames', RESULT_CODES.gamesPastMatch],
    ]);
    // "If both players have equal game wins, the match is a draw."
    expect(r.issues[0].message).toContain('it counts as a draw');
    expect(check({ preset: 'magic' }, cells(3, 2, '', '')).issues[0].message).toContain(
      'it counts as won by the Player',
    );
    for (const ok of [cells(2, 1, '', ''), cells(2, 0, 1, ''), cells(1, 1, 1, ''), cells(1, 2, '', '')])
      expect(check({ preset: 'magic' }, ok).issues, JSON.stringify(ok)).toEqual([]);
    // The rule is Magic's: a generic event that enters games may play to more wins.
    expect(check({ preset: 'generic', results: 'games' }, cells(3, 3, '', '')).issues).toEqual([]);
  });

  it('a mistyped Result is an error whose fix lists the choices this event accepts', () => {
    const fixOf = (options: Record<string, string>) => {
      const r = check(options, cells('', '', '', 'W'));
      expect(r.issues.map((i) => [i.column, i.code])).toEqual([['result', RESULT_CODES.unknownChoice]]);
      return r.issues[0].fix;
    };
    expect(fixOf({ preset: 'pokemon' })).toBe(
      'Choose Player won, Opponent won, Draw, Intentional draw or Double loss.',
    );
    expect(fixOf({ preset: 'generic' })).toBe('Choose Player won, Opponent won, Draw or Intentional draw.');
    expect(fixOf({ preset: 'chess' })).toBe(
      'Choose Player won, Opponent won, Draw, Intentional draw, Double loss, 1-0, 0-1, ½-½, 1F-0F, 0F-1F or 0F-0F.',
    );
  });

  it('an incomplete match names the blank cells it needs: the games where games are entered, else the Result', () => {
    expect(check({ preset: 'magic' }, cells('', '', '', '')).blank).toEqual(['aGames', 'bGames']);
    expect(check({ preset: 'magic' }, cells('', '', '', 'Player won')).blank).toEqual(['aGames', 'bGames']);
    expect(check({ preset: 'pokemon' }, cells('', '', '', '')).blank).toEqual(['result']);
  });

  it('a bye is complete as it stands', () => {
    const ctx = anyGameContext(NAMES, [], { preset: 'magic' });
    expect(checkResult(match(1, 6, 'Ann', null), ctx)).toEqual({ complete: true, issues: [] });
  });

  it('games that are not whole numbers of 0 or more are errors at their cells', () => {
    const r = check({ preset: 'magic' }, cells(1.5, -1, '', ''));
    expect(columns(r)).toEqual(['aGames', 'bGames']);
  });
});
