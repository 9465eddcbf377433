// A player's rating and the orders that read it (src/engine/any-game/rating.ts).
import { describe, expect, it } from 'vitest';
import { byRating, ratingBeforeRandom, ratingOf } from '../../../src/engine/any-game/rating';
import { namedPlayers } from '../../support/engine';

describe('any game: ratings', () => {
  it('a rating is a whole number from 0 to 3500 typed or pasted as text; anything else is unrated', () => {
    const typed: Record<string, string | number> = {
      A: 2100,
      B: ' 1850 ',
      C: '',
      D: 'abc',
      E: 3501,
      F: 1500.5,
      G: 0,
    };
    const players = namedPlayers(Object.keys(typed), (n) => ({ rating: typed[n] }));
    expect(players.map(ratingOf)).toEqual([2100, 1850, null, null, null, null, 0]);
  });

  it('by rating: highest first, the unrated after the rated, equal ratings and the unrated in Players order', () => {
    const typed: Record<string, number | string> = { U1: '', A: 1800, B: 2000, U2: '', C: 1800 };
    const players = namedPlayers(Object.keys(typed), (n) => ({ rating: typed[n] }));
    expect(byRating(players).map((p) => p.name)).toEqual(['B', 'A', 'C', 'U1', 'U2']);
  });

  it('the rating before the random order: only players level on every step but the random one are reordered', () => {
    const row = (id: string, points: number, buchholz: number, random: number) => ({
      id,
      values: { 'match-points': points, buchholz, random },
    });
    // p, q, r level on 1 point and Buchholz 2 (the random order put them p, q, r); s is below on Buchholz.
    const ranked = [
      row('p', 1, 2, 9),
      row('q', 1, 2, 5),
      row('r', 1, 2, 1),
      row('s', 1, 1, 8),
      row('t', 0, 0, 3),
    ];
    const rating: Record<string, number | null> = { p: null, q: 1500, r: 1900, s: 2500, t: 2800 };
    expect(ratingBeforeRandom(ranked, (id) => rating[id]).map((r) => r.id)).toEqual([
      'r',
      'q',
      'p',
      's',
      't',
    ]);
    // Equal ratings keep the random order.
    const same = (id: string) => (id === 'p' ? null : 1500);
    expect(ratingBeforeRandom(ranked, same).map((r) => r.id)).toEqual(['q', 'r', 'p', 's', 't']);
  });
});
