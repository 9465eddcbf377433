// Random Swiss histories for the any-game pairing suites, from the oracles' own random source: each past
// round pairs a random shuffle (so rematches and repeated byes happen, which is what the pairing must
// cope with), results are 3/1/0 with a bye worth a win, and the standings are points, then a random order.
import { BYE, type OPlayer } from './any-game-pairing.oracle';
import { type Prng, prng } from './prng';

export interface EventPlayer {
  id: string;
  points: number;
  byes: number;
  games: { opponent: string; colour: 'W' | 'B' | null }[];
}

export interface RandomEvent {
  /** Active players, best first. */
  ranked: EventPlayer[];
  /** The round to pair next (past rounds + 1). */
  round: number;
}

function shuffle<T>(r: Prng, xs: T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `players` players after `past` random rounds; `colours` records White/Black per game. */
export function randomEvent(seed: number, players: number, past: number, colours: boolean): RandomEvent {
  const r = prng(seed);
  const field: EventPlayer[] = Array.from({ length: players }, (_, i) => ({
    id: `p${i + 1}`,
    points: 0,
    byes: 0,
    games: [],
  }));
  for (let round = 0; round < past; round++) {
    const order = shuffle(r, field);
    if (order.length % 2 === 1) {
      const bye = order.pop() as EventPlayer;
      bye.byes++;
      bye.points += 3;
    }
    for (let k = 0; k < order.length; k += 2) {
      const [a, b] = [order[k], order[k + 1]];
      const aWhite = r.int(2) === 0;
      a.games.push({ opponent: b.id, colour: colours ? (aWhite ? 'W' : 'B') : null });
      b.games.push({ opponent: a.id, colour: colours ? (aWhite ? 'B' : 'W') : null });
      const outcome = r.int(3);
      a.points += [3, 1, 0][outcome];
      b.points += [0, 1, 3][outcome];
    }
  }
  const tiebreak = new Map(shuffle(r, field).map((p, i) => [p.id, i]));
  const ranked = field
    .slice()
    .sort((x, y) => y.points - x.points || (tiebreak.get(x.id) as number) - (tiebreak.get(y.id) as number));
  return { ranked, round: past + 1 };
}

/** The event's players as the oracle reads them. */
export function oraclePlayers(e: RandomEvent): OPlayer[] {
  return e.ranked.map((p) => ({
    id: p.id,
    points: p.points,
    byes: p.byes,
    met: p.games.map((g) => g.opponent),
    colours: p.games.flatMap((g) => (g.colour ? [g.colour] : [])),
  }));
}

/** A paired round as the oracle's seats: each table's pair, and the bye paired with BYE. */
export function seatsOf(r: {
  tables: readonly { a: string; b: string }[];
  bye: string | null;
}): [string, string][] {
  const seats: [string, string][] = r.tables.map((t) => [t.a, t.b]);
  if (r.bye) seats.push([r.bye, BYE]);
  return seats;
}
