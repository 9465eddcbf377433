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
  /** Results per player: the first roll, then each re-roll among the players still level ("3, 4"). */
  rolls: Map<string, number[]>;
  /** One line per roll, for the Log. */
  lines: string[];
}

const MAX_REROLLS = 30;

/**
 * Rolls 5 attack dice for each player; players who stay level re-roll among themselves, and after thirty
 * re-rolls (odds far below one in a million) a seeded shuffle settles what is left.
 */
export function rollOff(
  rand: Random,
  keys: readonly string[],
  nameOf: (key: string) => string = (k) => k,
): RollOff {
  const rolls = new Map<string, number[]>(keys.map((k) => [k, []]));
  const lines: string[] = [];
  const settle = (group: string[], depth: number): string[] => {
    if (group.length <= 1) return group;
    if (depth > MAX_REROLLS) {
      const shuffled = rand.shuffle(group);
      lines.push(
        `Still level after ${MAX_REROLLS} re-rolls: order settled by the seed: ${shuffled.map(nameOf).join(', ')}.`,
      );
      return shuffled;
    }
    const counts = new Map<string, number>();
    const parts: string[] = [];
    for (const k of group) {
      const faces = rollAttackDice(rand);
      const n = countResults(faces);
      counts.set(k, n);
      rolls.get(k)?.push(n);
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
  return { order, rolls, lines };
}
