import { describe, expect, it } from 'vitest';
import type { Colour } from '../../../src/engine/any-game/colours';
import {
  pairSwissRound,
  type SwissEntrant,
  type SwissRoundPairing,
} from '../../../src/engine/any-game/swiss-pairing';
import { PAIRING_CODES } from '../../../src/engine/format';

/** A player: id, points, past opponents (with the colour this player had, chess), byes. */
function entrant(
  id: string,
  points: number,
  met: string[] = [],
  byes = 0,
  colours: Colour[] = [],
): SwissEntrant {
  return {
    id,
    points,
    byes,
    games: met.map((opponent, k) => ({ opponent, colour: colours[k] ?? null })),
  };
}

const pairsOf = (r: SwissRoundPairing) => r.tables.map((t) => [t.a, t.b].sort().join('-')).sort();
const opponentOf = (r: SwissRoundPairing, id: string) => {
  const t = r.tables.find((x) => x.a === id || x.b === id);
  return t ? (t.a === id ? t.b : t.a) : null;
};
const later = { round: 4, eventSeed: 'seed', colours: false };

/** Chess players on 3 points, each with two past games against outsiders unless `met` says otherwise. */
const chessField = (spec: [id: string, colours: string, met?: string][]) =>
  spec.map(([id, colours, met]) =>
    entrant(id, 3, [met ?? `${id}-1`, `${id}-2`], 0, [...colours] as Colour[]),
  );

describe('any-game Swiss pairing', () => {
  it('round 1 is random from the seed: the same seed gives the same tables, another seed others', () => {
    const field = Array.from({ length: 9 }, (_, i) => entrant(`p${i + 1}`, 0));
    const once = pairSwissRound(field, { round: 1, eventSeed: 'a', colours: false });
    expect(pairSwissRound(field, { round: 1, eventSeed: 'a', colours: false })).toEqual(once);
    expect(pairsOf(pairSwissRound(field, { round: 1, eventSeed: 'b', colours: false }))).not.toEqual(
      pairsOf(once),
    );
    expect(once.tables).toHaveLength(4);
    expect(once.bye).not.toBeNull();
  });

  it('an X-0 player is not paired against the 0-X player while a same-score pair is left: the 3-0 meets the one 2-1 player it has not met', () => {
    // 3-0: A. 2-1: B, C, D (A met B and C). 1-2: E, F, G (H met E and F). 0-3: H.
    const ranked = [
      entrant('A', 9, ['B', 'C', 'X1']),
      entrant('B', 6, ['A']),
      entrant('C', 6, ['A']),
      entrant('D', 6),
      entrant('E', 3, ['H']),
      entrant('F', 3, ['H']),
      entrant('G', 3),
      entrant('H', 0, ['E', 'F', 'X2']),
    ];
    const r = pairSwissRound(ranked, later);
    expect(opponentOf(r, 'A')).toBe('D');
    expect(opponentOf(r, 'H')).toBe('G');
    expect(r.warnings).toEqual([]);
  });

  it('an X-0 player meets the 0-X player when every other partner would be a rematch, with no warning (it is no rematch)', () => {
    const ranked = [
      entrant('A', 6, ['B', 'C']),
      entrant('B', 3, ['A']),
      entrant('C', 3, ['A']),
      entrant('D', 0),
    ];
    const r = pairSwissRound(ranked, later);
    expect(pairsOf(r)).toEqual(['A-D', 'B-C']);
    expect(r.warnings).toEqual([]);
  });

  it('an odd point group pairs down: its lowest-ranked player meets the highest-ranked player of the next group', () => {
    const ranked = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'b4', 'b5'].map((id) =>
      entrant(id, id[0] === 'a' ? 6 : 3),
    );
    expect(pairsOf(pairSwissRound(ranked, later))).toEqual(['a1-a2', 'a3-b1', 'b2-b3', 'b4-b5']);
  });

  it('players who both had a bye are not paired together when an otherwise equal pairing keeps them apart', () => {
    const ranked = [entrant('B1', 3, [], 1), entrant('B2', 3, [], 1), entrant('X', 3), entrant('Y', 3)];
    const r = pairSwissRound(ranked, later);
    expect(opponentOf(r, 'B1')).not.toBe('B2');
    // Without the byes, standings neighbours meet.
    const plain = [entrant('B1', 3), entrant('B2', 3), entrant('X', 3), entrant('Y', 3)];
    expect(opponentOf(pairSwissRound(plain, later), 'B1')).toBe('B2');
  });

  it('players who both had a bye do meet when keeping them apart would pair across point groups', () => {
    const ranked = [entrant('B1', 6, [], 1), entrant('B2', 6, [], 1), entrant('X', 0), entrant('Y', 0)];
    expect(pairsOf(pairSwissRound(ranked, later))).toEqual(['B1-B2', 'X-Y']);
  });

  it('the bye goes to the lowest-ranked player without one', () => {
    const ranked = [
      entrant('a', 6),
      entrant('b', 3),
      entrant('c', 3),
      entrant('d', 3),
      entrant('e', 3, [], 1),
    ];
    const r = pairSwissRound(ranked, later);
    expect(r.bye).toBe('d');
    expect(r.warnings).toEqual([]);
  });

  it('at most one bye per player: a second bye only when every player has had one, and said', () => {
    const ranked = ['a', 'b', 'c'].map((id) => entrant(id, 3, [], 1));
    const r = pairSwissRound(ranked, later);
    expect(r.bye).toBe('c');
    expect(r.warnings).toEqual([
      { code: PAIRING_CODES.secondBye, message: 'Second bye: c (every player has had a bye)' },
    ]);
  });

  it('a rematch no pairing can avoid is paired anyway, with a warning naming both players', () => {
    const r = pairSwissRound([entrant('a', 3, ['b']), entrant('b', 0, ['a'])], later);
    expect(pairsOf(r)).toEqual(['a-b']);
    expect(r.tables[0].rematch).toBe(true);
    expect(r.warnings).toEqual([
      {
        code: PAIRING_CODES.rematch,
        message: 'Rematch: a v b (no pairing of this round without a second bye avoids it)',
        players: ['a', 'b'],
      },
    ]);
  });

  it('the same pairing never repeats with the same sides: a rematch no pairing avoids swaps White and Black from the first meeting', () => {
    const ranked = [entrant('a', 3, ['b'], 0, ['W']), entrant('b', 0, ['a'], 0, ['B'])];
    const r = pairSwissRound(ranked, { ...later, colours: true });
    expect(r.tables.map((t) => [t.a, t.b])).toEqual([['b', 'a']]);
    // And the other way round.
    const swapped = [entrant('a', 3, ['b'], 0, ['B']), entrant('b', 0, ['a'], 0, ['W'])];
    expect(pairSwissRound(swapped, { ...later, colours: true }).tables.map((t) => [t.a, t.b])).toEqual([
      ['a', 'b'],
    ]);
  });

  it('colour balance never buys a rematch: two players who met are not paired again though their colours fit, and the colour breach is said', () => {
    // A must have White, X must have Black, and they met; C and D must both have White.
    const ranked = chessField([
      ['A', 'BB', 'X'],
      ['X', 'WW', 'A'],
      ['C', 'BB'],
      ['D', 'BB'],
    ]);
    const r = pairSwissRound(ranked, { ...later, colours: true });
    expect(opponentOf(r, 'A')).not.toBe('X');
    expect(r.tables.some((t) => t.rematch)).toBe(false);
    expect(r.tables.filter((t) => t.colourBroken)).toHaveLength(1);
    expect(r.warnings.map((w) => w.code)).toEqual([PAIRING_CODES.colourRule]);
  });

  it('chess: the pairing keeps the colour rule when a pairing equal on rematches allows it, over the standings neighbours', () => {
    // Neighbours would be A-B and C-D, but A and B must both have White.
    const ranked = chessField([
      ['A', 'BB'],
      ['B', 'BB'],
      ['C', 'WW'],
      ['D', 'WW'],
    ]);
    const r = pairSwissRound(ranked, { ...later, colours: true });
    expect(r.tables.every((t) => !t.colourBroken)).toBe(true);
    for (const t of r.tables) expect(['A', 'B']).toContain(t.a);
  });

  it('chess: within a point group the pairs give players their due colour, "the colour with which he played less games" (FIDE C.04.1 h.1), over the standings neighbours', () => {
    // Neighbours would be A-B and C-D, where A and B both want Black (one White more) and C and D White.
    const three = (id: string, colours: Colour[]) =>
      entrant(id, 3, [`${id}-1`, `${id}-2`, `${id}-3`], 0, colours);
    const ranked = [
      three('A', ['W', 'B', 'W']),
      three('B', ['W', 'B', 'W']),
      three('C', ['B', 'W', 'B']),
      three('D', ['B', 'W', 'B']),
    ];
    const r = pairSwissRound(ranked, { ...later, colours: true });
    for (const t of r.tables) {
      expect(['C', 'D']).toContain(t.a);
      expect(['A', 'B']).toContain(t.b);
    }
  });

  it('chess: the floaters out of each point group are fewest from the top group down (the Dutch system, FIDE C.04.3 C.6): the top group stays whole though a lower group then floats two down', () => {
    // Two on 4 points who have not met, two on 3 who have, one on 2, one on 0. Fewest squared gaps would
    // float both 4s down (p5-p2, p1-p4, p6-p3: three tables across groups); the Dutch system pairs the 4s
    // together, and the 3s, who met, float: p4 to the 2, p2 on to the 0 (two tables across groups).
    const ranked = [
      entrant('p5', 4, ['p6', 'p3'], 0, ['B', 'W']),
      entrant('p1', 4, ['p2', 'p6'], 0, ['W', 'W']),
      entrant('p4', 3, ['p3', 'p2'], 0, ['B', 'B']),
      entrant('p2', 3, ['p1', 'p4'], 0, ['B', 'W']),
      entrant('p6', 2, ['p5', 'p1'], 0, ['W', 'B']),
      entrant('p3', 0, ['p4', 'p5'], 0, ['W', 'B']),
    ];
    expect(pairsOf(pairSwissRound(ranked, { ...later, colours: true }))).toEqual(['p1-p5', 'p2-p3', 'p4-p6']);
    // Other presets keep the fewest squared gaps.
    expect(pairsOf(pairSwissRound(ranked, later))).toEqual(['p1-p4', 'p2-p5', 'p3-p6']);
  });

  it('chess: a pair two groups apart never beats two pairs one group apart that float no more players out of any group', () => {
    // One on 2 points, two on 1 who have met, one on 0: the 2 meets a 1 and the other 1 the 0 (one floater
    // out of each group either way), not the 2 the 0.
    const ranked = [entrant('A', 2), entrant('B', 1, ['C']), entrant('C', 1, ['B']), entrant('D', 0)];
    expect(pairsOf(pairSwissRound(ranked, { ...later, colours: true }))).toEqual(['A-B', 'C-D']);
  });

  it('chess: the bye is a pairing one group below the lowest (the Dutch system, FIDE C.04.3 A.8): it goes where it leaves the point groups whole, not to the lowest-ranked regardless', () => {
    // c and d, on 0, have met and d had a bye: the bye to e would float c and d up to the 3s.
    const ranked = [
      entrant('a', 3),
      entrant('b', 3),
      entrant('c', 0, ['d'], 0, ['W']),
      entrant('d', 0, ['c'], 1, ['B']),
      entrant('e', 0),
    ];
    const chess = pairSwissRound(ranked, { ...later, colours: true });
    expect(chess.bye).toBe('c');
    expect(pairsOf(chess)).toEqual(['a-b', 'd-e']);
    // Other presets give it to the lowest-ranked player without one.
    expect(pairSwissRound(ranked, later).bye).toBe('e');
  });

  it('chess: with colours level, "the colour that alternates from the last one" (FIDE C.04.1 h.2) chooses the pairs too, once the point groups are whole', () => {
    const ranked = chessField([
      ['A', 'BW'],
      ['B', 'BW'],
      ['C', 'WB'],
      ['D', 'WB'],
    ]);
    const r = pairSwissRound(ranked, { ...later, colours: true });
    // A and B had White last: each meets C or D, who had Black last, and takes Black.
    for (const t of r.tables) {
      expect(['C', 'D']).toContain(t.a);
      expect(['A', 'B']).toContain(t.b);
    }
  });
});

describe('any-game Swiss pairing, a large field', () => {
  it('over 128 players (pairs within 32 standings places): everyone seated once, no rematch, no second bye, over four rounds', () => {
    const n = 141;
    const field = new Map(
      Array.from({ length: n }, (_, i) => [
        `p${i + 1}`,
        { id: `p${i + 1}`, points: 0, byes: 0, games: [] as { opponent: string; colour: null }[] },
      ]),
    );
    for (let round = 1; round <= 4; round++) {
      const ranked = [...field.values()].sort(
        (x, y) => y.points - x.points || Number(x.id.slice(1)) - Number(y.id.slice(1)),
      );
      const r = pairSwissRound(ranked, { round, eventSeed: 'big', colours: false });
      expect(r.warnings, `round ${round}`).toEqual([]);
      expect(
        r.tables
          .flatMap((t) => [t.a, t.b])
          .concat(r.bye ? [r.bye] : [])
          .sort(),
      ).toEqual([...field.keys()].sort());
      for (const t of r.tables) {
        const [a, b] = [field.get(t.a), field.get(t.b)];
        if (!a || !b) throw new Error('unknown player');
        a.games.push({ opponent: b.id, colour: null });
        b.games.push({ opponent: a.id, colour: null });
        // The higher-ranked player wins: score groups spread as in a real event.
        a.points += 3;
      }
      const bye = r.bye ? field.get(r.bye) : undefined;
      if (bye) {
        bye.byes++;
        bye.points += 3;
      }
    }
  });
});
