import { describe, expect, it } from 'vitest';
import { presetValues, settingsOf } from '../../../src/engine/any-game/settings';
import { anyGameContext } from './context';

const settings = (options: Record<string, string | number>) =>
  settingsOf(anyGameContext(['Ann', 'Bob'], [], options).config);

describe('any game: the settings (src/engine/any-game/settings.ts)', () => {
  it('blank settings follow the preset: Magic is 3/1/0, a bye 3, games won and drawn, OMW% GW% OGW%, no double loss', () => {
    const s = settings({ preset: 'magic', winPoints: '', results: ' ', tiebreak1: '' });
    expect(s.preset.id).toBe('magic');
    expect(s.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 3 });
    expect(s.results).toBe('games');
    expect(s.doubleLoss).toBe(false);
    expect(s.colours).toBe(false);
    expect(s.tiebreakers).toEqual(['omw', 'gw', 'ogw']);
    expect(s.structure).toBe('swiss');
    expect(s.cut).toBe('table');
  });

  it('a blank Preset is Magic, the first in the list', () => {
    expect(settings({}).preset.id).toBe('magic');
  });

  it('a setting typed on the Event tab wins over the preset, the blank ones beside it still follow it', () => {
    const s = settings({
      preset: 'chess',
      winPoints: 2,
      drawPoints: '',
      results: 'games',
      doubleLoss: 'refused',
      colours: 'none',
      tiebreak1: 'sonneborn-berger',
    });
    expect(s.points).toEqual({ win: 2, draw: 0.5, loss: 0, bye: 1 });
    expect(s.results).toBe('games');
    expect(s.doubleLoss).toBe(false);
    expect(s.colours).toBe(false);
    // Slot 1 typed, slot 2 on is chess's own list from its second place; a repeat is listed once.
    expect(s.tiebreakers).toEqual(['sonneborn-berger', 'wins', 'buchholz-cut-1', 'buchholz']);
  });

  it('None ends the tie-breaker list: the rows after it are not used', () => {
    expect(
      settings({ preset: 'magic', tiebreak1: 'gw', tiebreak2: 'none', tiebreak3: 'omw' }).tiebreakers,
    ).toEqual(['gw']);
  });

  it("presetValues fills only the blank settings with the preset's values, and the tie-breaker rows past its list with None", () => {
    const filled = presetValues({ preset: 'chess', winPoints: 2, drawPoints: '', tiebreak1: 'wins' });
    expect(filled).toMatchObject({
      results: 'single',
      winPoints: 2,
      drawPoints: 0.5,
      lossPoints: 0,
      byePoints: 1,
      doubleLoss: 'allowed',
      colours: 'balanced',
      tiebreak1: 'wins',
      tiebreak2: 'wins',
      tiebreak5: 'sonneborn-berger',
      tiebreak6: 'none',
    });
    // The preset, structure and cut are the organizer's choices, never filled in.
    expect(Object.keys(filled)).not.toContain('preset');
    expect(Object.keys(filled)).not.toContain('structure');
    expect(Object.keys(filled)).not.toContain('cut');
  });

  it("presetValues of a blank Preset are Magic's", () => {
    expect(presetValues({ preset: '' })).toMatchObject({
      results: 'games',
      tiebreak1: 'omw',
      tiebreak4: 'none',
    });
  });
});
