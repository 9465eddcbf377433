// Start numbers are fixed by round 1: before it they come from the seed (or the Players order),
// afterwards they are read back from round 1's rows, so the schedule never moves.
import { pairedTable } from '../fixed-tables';
import { type FormatContext, type Match, type Note, optionValue } from '../format';
import { seededRandom, seedFor } from '../random';
import { scheduleLength } from '../round-robin';
import { startNumbersOpt } from './options';

export interface Lineup {
  /** Start number - 1 -> player key. */
  keys: string[];
  numberOf: Map<string, number>;
  /** Where the numbers come from, for the Log. */
  source: string;
  warnings: Note[];
  /** Rounds in the schedule. */
  length: number;
}

function computedOrder(ctx: FormatContext, keys: string[]): { keys: string[]; source: string } {
  if (optionValue<string>(ctx.config, startNumbersOpt) === 'as-listed')
    return { keys, source: 'Start numbers: the Players list as listed.' };
  const seed = seedFor(ctx.config.seed, 1, 'start-numbers');
  return {
    keys: seededRandom(seed).shuffle(keys),
    source: `Start numbers: the Players list shuffled with seed "${seed}".`,
  };
}

/**
 * Reads the start numbers back from round 1's rows (table t: arrow 2t v target n+2-2t; the BYE row is 1).
 * t is the table the schedule gave: a game fixed tables renumbered keeps it in "Paired as".
 */
function fromRoundOne(r1: Match[]): string[] | null {
  const present = new Set<string>();
  for (const m of r1) {
    present.add(m.a);
    if (m.b) present.add(m.b);
  }
  const count = present.size;
  const n = count % 2 === 0 ? count - 1 : count;
  const games = (n - 1) / 2;
  const slots: (string | null)[] = new Array(count).fill(null);
  const put = (num: number, key: string) => {
    if (num < 1 || num > count || slots[num - 1] !== null) return false;
    slots[num - 1] = key;
    return true;
  };
  for (const m of r1) {
    const t = pairedTable(m);
    let ok: boolean;
    if (m.b === null) ok = count % 2 === 1 && put(1, m.a);
    else if (t <= games) ok = put(2 * t, m.a) && put(n + 2 - 2 * t, m.b);
    else if (count % 2 === 0 && t === games + 1) ok = put(1, m.a) && put(count, m.b);
    else ok = false;
    if (!ok) return null;
  }
  return slots.every((s) => s !== null) ? (slots as string[]) : null;
}

/** The kinds of the start numbers' notes. */
export const LINEUP_CODES = {
  /** Round 1 on Results no longer fits the layout, so the start numbers were drawn again. */
  redrawn: 'arrow-target-start-numbers-redrawn',
} as const;

function startOrder(ctx: FormatContext): { keys: string[]; source: string; warnings: Note[] } {
  const r1 = ctx.matches.filter((m) => m.round === 1);
  if (r1.length === 0) {
    const active = ctx.players.filter((p) => p.active).map((p) => p.key);
    return { ...computedOrder(ctx, active), warnings: [] };
  }
  const read = fromRoundOne(r1);
  if (read) return { keys: read, source: 'Start numbers: as round 1 on the Results tab.', warnings: [] };
  const inRoundOne = new Set(r1.flatMap((m) => (m.b ? [m.a, m.b] : [m.a])));
  const listed = ctx.players.filter((p) => inRoundOne.has(p.key)).map((p) => p.key);
  return {
    ...computedOrder(ctx, listed),
    warnings: [
      {
        code: LINEUP_CODES.redrawn,
        message:
          'Round 1 on the Results tab no longer matches the arrow/target layout (table t: arrow number 2t against target N+2-2t; the BYE row is number 1), so start numbers were worked out again from the seed. Undo the rounds and pair again if this is not what you meant.',
      },
    ],
  };
}

const lineupCache = new WeakMap<FormatContext, Lineup>();

export function lineupOf(ctx: FormatContext): Lineup {
  const cached = lineupCache.get(ctx);
  if (cached) return cached;
  const { keys, source, warnings } = startOrder(ctx);
  const out: Lineup = {
    keys,
    numberOf: new Map(keys.map((k, i) => [k, i + 1])),
    source,
    warnings,
    length: scheduleLength(keys.length),
  };
  lineupCache.set(ctx, out);
  return out;
}
