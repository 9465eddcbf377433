// Pairing speed and quality: our pile walk (as written, look-ahead) beside tournament-pairings' Swiss
// (weighted blossom over every pair) on the same fields, after 1, 3 and 8 rounds of random results.
import { Swiss } from 'tournament-pairings';
import { seededRandom } from '../src/engine/random';
import { lowestWithoutBye, type PairingMode, pairSwiss } from '../src/engine/swiss';

export interface Field {
  n: number;
  rounds: number;
  order: string[];
  score: Map<string, number>;
  history: [string, string][];
  byes: Set<string>;
}

/** Plays `rounds` rounds with look-ahead pairing and coin-flip results, the way a real event builds up history. */
export function buildField(n: number, rounds: number, seed = 'bench'): Field {
  const rng = seededRandom(`${seed}:${n}:${rounds}`);
  const keys = Array.from({ length: n }, (_, i) => `p${i}`);
  const score = new Map(keys.map((k) => [k, 0]));
  const history: [string, string][] = [];
  const byes = new Set<string>();
  let order = rng.shuffle(keys);
  for (let r = 0; r < rounds; r++) {
    const bye = lowestWithoutBye(order, (k) => byes.has(k));
    const { pairs } = pairSwiss({ order, history, mode: 'look-ahead', bye });
    if (bye) {
      byes.add(bye);
      score.set(bye, (score.get(bye) ?? 0) + 2);
    }
    for (const [a, b] of pairs) {
      history.push([a, b]);
      const w = rng.int(2) === 0 ? a : b;
      score.set(w, (score.get(w) ?? 0) + 2);
    }
    const tie = new Map(rng.shuffle(keys).map((k, i) => [k, i]));
    order = [...keys].sort(
      (x, y) => (score.get(y) ?? 0) - (score.get(x) ?? 0) || (tie.get(x) ?? 0) - (tie.get(y) ?? 0),
    );
  }
  return { n, rounds, order, score, history, byes };
}

export interface PairingOutcome {
  ms: number;
  rematches: number;
  /** Sum over games of the score difference between the two players. */
  scoreGap: number;
  games: number;
}

function quality(field: Field, pairs: [string, string][]): Omit<PairingOutcome, 'ms'> {
  const met = new Set(field.history.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  let rematches = 0;
  let scoreGap = 0;
  for (const [a, b] of pairs) {
    if (met.has(`${a}|${b}`)) rematches++;
    scoreGap += Math.abs((field.score.get(a) ?? 0) - (field.score.get(b) ?? 0));
  }
  return { rematches, scoreGap, games: pairs.length };
}

function timed<T>(work: () => T, repeat: number): { ms: number; value: T } {
  const times: number[] = [];
  let value = work();
  for (let i = 0; i < repeat; i++) {
    const t = process.hrtime.bigint();
    value = work();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], value };
}

export function pairOurs(field: Field, mode: PairingMode, repeat = 5): PairingOutcome {
  const { ms, value } = timed(() => {
    const bye = lowestWithoutBye(field.order, (k) => field.byes.has(k));
    return pairSwiss({ order: field.order, history: field.history, mode, bye }).pairs;
  }, repeat);
  return { ms, ...quality(field, value) };
}

export function pairPeer(field: Field, repeat = 1): PairingOutcome {
  const avoid = new Map<string, string[]>(field.order.map((k) => [k, []]));
  for (const [a, b] of field.history) {
    avoid.get(a)?.push(b);
    avoid.get(b)?.push(a);
  }
  const players = field.order.map((id) => ({
    id,
    score: field.score.get(id) ?? 0,
    avoid: avoid.get(id),
    receivedBye: field.byes.has(id),
  }));
  const { ms, value } = timed(() => Swiss(players, field.rounds + 1), repeat);
  const pairs = value
    .filter((m) => m.player1 !== null && m.player2 !== null)
    .map((m) => [String(m.player1), String(m.player2)] as [string, string]);
  return { ms, ...quality(field, pairs) };
}
