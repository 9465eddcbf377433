import { describe, expect, it } from 'vitest';
import {
  pairingNote,
  pairRound,
  roundRobinNumbers,
  swissEntrants,
} from '../../../src/engine/any-game/pairing';
import { isKnockoutRound } from '../../../src/engine/any-game/structure';
import type { FormatContext } from '../../../src/engine/format';
import { anyGame } from '../../../src/engine/formats/any-game';
import { anyGameContext, cells, dropped, EIGHT, match, won } from './context';

const ROUND_ROBIN = { preset: 'generic', structure: 'round-robin' };
const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];

describe('any game: pairing a round (src/engine/any-game/pairing.ts)', () => {
  it('round robin: the numbers are drawn from the seed over the sorted keys, so the Players order does not change them', () => {
    const listed = roundRobinNumbers(anyGameContext(FOUR, [], ROUND_ROBIN, 0, 'club-seed'));
    const reversed = roundRobinNumbers(anyGameContext([...FOUR].reverse(), [], ROUND_ROBIN, 0, 'club-seed'));
    expect(reversed).toEqual(listed);
    expect([...listed].sort()).toEqual(['ann', 'bob', 'cy', 'dee']);
  });

  it('round robin, round 1 of 4: the Berger table\'s "1-4, 2-3" with the drawn numbers, logged', () => {
    const ctx = anyGameContext(FOUR, [], ROUND_ROBIN, 0, 'club-seed');
    const n = roundRobinNumbers(ctx);
    const plan = pairRound(ctx, 1);
    expect(plan.tables).toEqual([
      { table: 1, a: n[0], b: n[3], note: '1 v 4' },
      { table: 2, a: n[1], b: n[2], note: '2 v 3' },
    ]);
    expect(plan.log[0]).toMatch(
      /^Round robin numbers drawn from seed "club-seed": 1 \w+, 2 \w+, 3 \w+, 4 \w+\.$/,
    );
  });

  it("round robin, odd N: the Berger bye sits the highest number's opponent out", () => {
    const ctx = anyGameContext(['Ann', 'Bob', 'Cy'], [], ROUND_ROBIN);
    const plan = pairRound(ctx, 1);
    expect(plan.tables.filter((t) => t.b === null)).toHaveLength(1);
    expect(plan.tables.find((t) => t.b === null)?.note).toBe('Bye');
  });

  it("round robin: a dropped player's game gives the opponent a bye, and the Log says why", () => {
    const ctx = anyGameContext(FOUR, [], ROUND_ROBIN, 0, 'club-seed');
    const n = roundRobinNumbers(ctx);
    const round1 = pairRound(ctx, 1).tables.map((t) => won(1, t.table, t.a, t.b as string));
    const gone = n[0];
    const name = (k: string) => FOUR.find((p) => p.toLowerCase() === k) as string;
    const later = dropped(anyGameContext(FOUR, round1, ROUND_ROBIN, 0, 'club-seed'), name(gone));
    const plan = pairRound(later, 2);
    const bye = plan.tables.find((t) => t.b === null);
    expect(bye?.note).toBe('Bye');
    expect(plan.tables.some((t) => t.a === gone || t.b === gone)).toBe(false);
    expect(plan.tables.filter((t) => t.b !== null)).toHaveLength(1);
    expect(plan.log).toContain(`Round 2: ${name(gone)} has dropped, so ${name(bye?.a as string)} has a bye.`);
  });

  it('round robin refuses a late entry: the schedule is drawn for the players of round 1', () => {
    const round1 = [won(1, 1, 'Ann', 'Dee'), won(1, 2, 'Bob', 'Cy')];
    const ctx = anyGameContext([...FOUR, 'Late'], round1, ROUND_ROBIN);
    expect(anyGame.lateEntry(ctx).allowed).toBe(false);
    expect(roundRobinNumbers(ctx)).not.toContain('late');
  });

  it('Swiss: a late player joins the next Swiss round with 0 points; once the Swiss rounds are paired, not the cut', () => {
    const round1 = [won(1, 1, 'A', 'B'), won(1, 2, 'C', 'D'), won(1, 3, 'E', 'F'), won(1, 4, 'G', 'H')];
    const ctx = anyGameContext([...EIGHT, 'Late'], round1, { preset: 'generic' });
    expect(anyGame.lateEntry(ctx)).toEqual({
      allowed: true,
      reason: 'Late players join the next Swiss round with 0 points.',
    });
    const plan = pairRound(ctx, 2);
    expect(plan.tables.flatMap((t) => [t.a, t.b])).toContain('late');
    expect(plan.tables.filter((t) => t.b === null)).toHaveLength(1);
    const cutNext = anyGameContext(
      [...EIGHT, 'Late'],
      [1, 2, 3].flatMap((r) => round1.map((m) => ({ ...m, round: r }))),
      { preset: 'generic', cut: '4' },
    );
    expect(anyGame.lateEntry(cutNext)).toMatchObject({ allowed: false });
  });

  it('Swiss: a dropped player is not paired again', () => {
    const round1 = [won(1, 1, 'A', 'B'), won(1, 2, 'C', 'D'), won(1, 3, 'E', 'F'), won(1, 4, 'G', 'H')];
    const plan = pairRound(dropped(anyGameContext(EIGHT, round1, { preset: 'generic' }), 'B', 'H'), 2);
    const seated = plan.tables.flatMap((t) => [t.a, t.b]).filter((k) => k !== null);
    expect(seated.sort()).toEqual(['a', 'c', 'd', 'e', 'f', 'g']);
  });

  it('a round past the Swiss rounds of an event without a cut is not a knockout round (Rounds lowered after it was paired)', () => {
    const round1 = [won(1, 1, 'A', 'B'), won(1, 2, 'C', 'D'), won(1, 3, 'E', 'F'), won(1, 4, 'G', 'H')];
    const ctx = anyGameContext(EIGHT, round1, { preset: 'generic' }, 1);
    expect(isKnockoutRound(ctx, 2)).toBe(false);
    expect(pairingNote(match(2, 1, 'B', 'A'), ctx)).toBe('Rematch');
  });

  it('a rebuilt Pairings tab notes a Swiss game between players who met before "Rematch"', () => {
    const round1 = [won(1, 1, 'A', 'B'), won(1, 2, 'C', 'D'), won(1, 3, 'E', 'F'), won(1, 4, 'G', 'H')];
    const ctx = anyGameContext(EIGHT, round1, { preset: 'generic' });
    expect(pairingNote(match(2, 1, 'B', 'A'), ctx)).toBe('Rematch');
    expect(pairingNote(match(2, 2, 'C', 'E'), ctx)).toBe('');
  });

  it('chess: a double loss (double forfeit, 0F-0F) is no game played, so it gives no colour: "the difference between the number of black and the number of white games" (FIDE C.04.1 f, g)', () => {
    const chess = { preset: 'chess' };
    // Round 1 with A v B a double loss: had it counted, A (White) would be due Black like C, E, G.
    const round1 = [
      match(1, 1, 'A', 'B', cells('', '', '', 'Double loss')),
      won(1, 2, 'C', 'D'),
      won(1, 3, 'E', 'F'),
      won(1, 4, 'G', 'H'),
    ];
    const entrants = swissEntrants(anyGameContext(EIGHT, round1, chess), 2);
    const history = (id: string) => entrants.find((e) => e.id === id)?.games.map((g) => g.colour);
    expect(history('a')).toEqual([]);
    expect(history('b')).toEqual([]);
    expect(history('c')).toEqual(['W']);
    expect(history('d')).toEqual(['B']);
    // Over three rounds of double losses for A, A never gets a colour from them: no third same colour
    // can follow from games not played.
    const three = [1, 2, 3].map((r) => match(r, 1, 'A', 'B', cells('', '', '', '0F-0F')));
    const after = swissEntrants(anyGameContext(EIGHT, three, chess), 4);
    expect(after.find((e) => e.id === 'a')?.games).toEqual([]);
  });

  it('chess: a double forfeit is no meeting, "Two players shall not play against each other more than once" counts games played (FIDE C.04.1 b); elsewhere a double loss was played, so a rematch', () => {
    const round1 = (result: string) => [
      match(1, 1, 'A', 'B', cells('', '', '', result)),
      won(1, 2, 'C', 'D'),
    ];
    const chess = anyGameContext(['A', 'B', 'C', 'D'], [...round1('0F-0F'), match(2, 1, 'B', 'A')], {
      preset: 'chess',
    });
    expect(pairingNote(match(2, 1, 'B', 'A'), chess)).toBe('');
    expect(swissEntrants(chess, 2).find((e) => e.id === 'a')?.games).toEqual([]);
    const pokemon = anyGameContext(['A', 'B', 'C', 'D'], [...round1('Double loss'), match(2, 1, 'B', 'A')], {
      preset: 'pokemon',
    });
    expect(pairingNote(match(2, 1, 'B', 'A'), pokemon)).toBe('Rematch');
    expect(swissEntrants(pokemon, 2).find((e) => e.id === 'a')?.games).toEqual([
      { opponent: 'b', colour: null },
    ]);
  });

  describe('chess forfeits, 1F-0F and 0F-1F: paired, not played', () => {
    const chess = { preset: 'chess' };
    const round1 = [
      match(1, 1, 'A', 'B', cells('', '', '', '1F-0F')),
      match(1, 2, 'C', 'D', cells('', '', '', '0F-1F')),
      won(1, 3, 'E', 'F'),
      won(1, 4, 'G', 'H'),
    ];

    it('give no colour and no opponent: "Two players shall not play against each other more than once" (FIDE C.04.1 b) counts games played', () => {
      const entrants = swissEntrants(anyGameContext(EIGHT, round1, chess), 2);
      const of = (id: string) => entrants.find((e) => e.id === id);
      for (const id of ['a', 'b', 'c', 'd']) expect(of(id)?.games, id).toEqual([]);
      expect(of('e')?.games).toEqual([{ opponent: 'f', colour: 'W' }]);
      // Paired again, the two are no rematch.
      const ctx = anyGameContext(EIGHT, [...round1, match(2, 1, 'B', 'A')], chess);
      expect(pairingNote(match(2, 1, 'B', 'A'), ctx)).toBe('');
      expect(pairingNote(match(2, 2, 'F', 'E'), ctx)).toBe('Rematch');
    });

    it("the forfeit's winner has scored a point without playing, so gets no pairing-allocated bye (FIDE C.04.1 d)", () => {
      const entrants = swissEntrants(anyGameContext(EIGHT, round1, chess), 2);
      const byes = Object.fromEntries(entrants.map((e) => [e.id, e.byes]));
      // Counted as a bye had: the bye goes first to a player who has had neither.
      expect(byes).toMatchObject({ a: 1, b: 0, c: 0, d: 1, e: 0 });
    });
  });
});

/** The context with Rating cells typed on Players (name → rating; a name left out is unrated). */
function rated(ctx: FormatContext, ratings: Record<string, number | string>): FormatContext {
  return {
    ...ctx,
    players: ctx.players.map((p) => ({ ...p, fields: { ...p.fields, rating: ratings[p.name] ?? '' } })),
  };
}

/** The games of a plan as "white-black" (or "a-b") pairs, and the bye as "x-BYE". */
const games = (ctx: FormatContext, round: number) =>
  pairRound(ctx, round).tables.map((t) => `${t.a}-${t.b ?? 'BYE'}`);
const unordered = (ctx: FormatContext, round: number) =>
  pairRound(ctx, round).tables.map((t) => (t.b === null ? `${t.a}-BYE` : [t.a, t.b].sort().join('-')));

describe('chess with ratings: "round 1 pairs the top half by rating against the bottom half"', () => {
  const chess = { preset: 'chess' };
  // Rating order: B 2100, E 2000, G 1900, C 1800, F 1650, A 1500, H 1400, then D (unrated).
  const RATINGS = { A: 1500, B: 2100, C: 1800, E: 2000, F: 1650, G: 1900, H: 1400 };

  it('round 1: 1 v n/2+1, 2 v n/2+2 …, the unrated after the rated, table 1 the top-rated; colours by the colour allocation', () => {
    const ctx = rated(anyGameContext(EIGHT, [], chess), RATINGS);
    expect(unordered(ctx, 1)).toEqual(['b-f', 'a-e', 'g-h', 'c-d']);
    const plan = pairRound(ctx, 1);
    expect(plan.log[0]).toBe(
      'Round 1: 8 players by rating (the unrated after the rated, in Players order), the top half against the bottom half.',
    );
    // The colours are drawn per table from the seed as before: another seed may swap a table's colours, never its players.
    const other = rated(anyGameContext(EIGHT, [], chess, 0, 'seed-2'), RATINGS);
    expect(unordered(other, 1)).toEqual(unordered(ctx, 1));
  });

  it('round 1, an odd field: the lowest (the last unrated, in Players order) has the bye', () => {
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'X'];
    // D and X unrated: D is listed first, so X is the lowest.
    const ctx = rated(anyGameContext(seven, [], chess), {
      A: 1500,
      B: 2100,
      C: 1800,
      E: 2000,
      F: 1650,
      G: 1900,
    });
    const withoutOne = dropped(ctx, 'F');
    // B 2100, E 2000, G 1900, C 1800, A 1500, D, X: X has the bye; B, E, G v C, A, D.
    expect(unordered(withoutOne, 1)).toEqual(['b-c', 'a-e', 'd-g', 'x-BYE']);
  });

  it('ratings left blank, or another preset: round 1 is the random order from the seed, as before', () => {
    const plain = anyGameContext(EIGHT, [], chess);
    expect(pairRound(plain, 1).log[0]).toMatch(/in an order drawn from seed/);
    const magic = { preset: 'generic' };
    expect(games(rated(anyGameContext(EIGHT, [], magic), RATINGS), 1)).toEqual(
      games(anyGameContext(EIGHT, [], magic), 1),
    );
  });

  it('later rounds: inside a score group the rating comes before the seeded random order', () => {
    const ctx1 = rated(anyGameContext(EIGHT, [], chess), RATINGS);
    // The higher-rated wins every round-1 game: B, E, G, C on 1 point, level on every chess tie-breaker.
    const winners = ['b', 'e', 'g', 'c'];
    const round1 = pairRound(ctx1, 1).tables.map((t) =>
      match(1, t.table, t.a, t.b, cells('', '', '', winners.includes(t.a) ? 'Player won' : 'Opponent won')),
    );
    const ctx2 = rated(anyGameContext(EIGHT, round1, chess), RATINGS);
    expect(swissEntrants(ctx2, 2).map((e) => e.id)).toEqual(['b', 'e', 'g', 'c', 'f', 'a', 'h', 'd']);
    // Round 1 gave B and E White and C and G Black (the table's colours from the seed): due colours come
    // before standings neighbours, so each winner due Black meets one due White (rating neighbours B-E
    // and G-C would leave two due colours unmet).
    const white1 = new Set(round1.map((m) => m.a));
    expect(['b', 'e'].every((k) => white1.has(k)) && ['c', 'g'].every((k) => !white1.has(k))).toBe(true);
    for (const pair of unordered(ctx2, 2).slice(0, 2)) {
      const [x, y] = pair.split('-');
      expect(white1.has(x) !== white1.has(y), pair).toBe(true);
    }
    expect(pairRound(ctx2, 2).log[0]).toMatch(
      /then standings neighbours \(the rating before the random order\)\.$/,
    );
    // Without ratings the same games leave the order inside each score group to the random order.
    const unratedOrder = swissEntrants(anyGameContext(EIGHT, round1, chess), 2).map((e) => e.id);
    expect(unratedOrder).not.toEqual(['b', 'e', 'g', 'c', 'f', 'a', 'h', 'd']);
  });
});
