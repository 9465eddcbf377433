// The seeded roll-off of the Attack Wing OP instructions: "Each player rolls 5 attack dice and the player
// with the most results is the winner."
//
// The source does not list the die's faces. The Attack Wing attack die is the FlightPath red 8-sided die:
// 3 Hit, 1 Critical Hit, 2 Battle Stations, 2 blank. "Results" are counted as Hit and Critical Hit faces
// (the damage an attack deals); Battle Stations and blanks count nothing. Both choices are documented in
// docs/rules/attack-wing.md.
import type { Random } from '../random';

export type AttackFace = 'Hit' | 'Critical Hit' | 'Battle Stations' | 'Blank';

export const ATTACK_DIE_FACES: readonly AttackFace[] = [
  'Hit',
  'Hit',
  'Hit',
  'Critical Hit',
  'Battle Stations',
  'Battle Stations',
  'Blank',
  'Blank',
];

export const ROLL_OFF_DICE = 5;

export function rollAttackDice(rand: Random, count: number = ROLL_OFF_DICE): AttackFace[] {
  const out: AttackFace[] = [];
  for (let i = 0; i < count; i++) out.push(ATTACK_DIE_FACES[rand.int(ATTACK_DIE_FACES.length)]);
  return out;
}

/** The number of results a roll shows: hits and critical hits. */
export function countResults(faces: readonly AttackFace[]): number {
  return faces.filter((f) => f === 'Hit' || f === 'Critical Hit').length;
}

export interface RollOff {
  /** Keys best first. */
  order: string[];
  /** The value recorded per player: first roll's results, each re-roll added as the next decimal (3.4 = 3, then 4). */
  values: Map<string, number>;
  /** One line per roll, for the Log. */
  lines: string[];
}

const MAX_REROLLS = 6;

/**
 * Rolls 5 attack dice for each player; players who stay level re-roll among themselves (each re-roll is
 * the next decimal of the recorded value), and after six re-rolls a seeded shuffle settles what is left.
 */
export function rollOff(
  rand: Random,
  keys: readonly string[],
  nameOf: (key: string) => string = (k) => k,
): RollOff {
  const values = new Map<string, number>(keys.map((k) => [k, 0]));
  const lines: string[] = [];
  const settle = (group: string[], depth: number): string[] => {
    if (group.length <= 1) return group;
    if (depth > MAX_REROLLS) {
      const shuffled = rand.shuffle(group);
      lines.push(
        `Still level after ${MAX_REROLLS} re-rolls: order settled by the seed: ${shuffled.map(nameOf).join(', ')}.`,
      );
      shuffled.forEach((k, i) => {
        values.set(k, (values.get(k) ?? 0) + (shuffled.length - i) * 1e-8);
      });
      return shuffled;
    }
    const scale = 10 ** -depth;
    const counts = new Map<string, number>();
    const parts: string[] = [];
    for (const k of group) {
      const faces = rollAttackDice(rand);
      const n = countResults(faces);
      counts.set(k, n);
      values.set(k, Math.round(((values.get(k) ?? 0) + n * scale) * 1e7) / 1e7);
      parts.push(`${nameOf(k)} ${n} (${faces.join(', ')})`);
    }
    lines.push(`${depth === 0 ? 'Roll-off' : `Re-roll ${depth}`}, 5 attack dice each: ${parts.join('; ')}.`);
    const distinct = [...new Set(counts.values())].sort((a, b) => b - a);
    const out: string[] = [];
    for (const n of distinct)
      out.push(
        ...settle(
          group.filter((k) => counts.get(k) === n),
          depth + 1,
        ),
      );
    return out;
  };
  const order = settle([...keys], 0);
  return { order, values, lines };
}
