// The sidebar's Roll-off command: "Each player rolls 5 attack dice and the player with the most results is
// the winner", rolled from the event seed and written to the Roll-off column and the Log.

import type { CellValue, CommandOutcome, FormatContext } from '../format';
import { playerNames } from '../format';
import { nameKey } from '../names';
import { seededRandom, seedFor } from '../random';
import { rollOff } from './attack-dice';
import { rankedPlayers } from './standings';

type Problem = { message: string; fix: string };

const refuse = (problem: Problem): CommandOutcome => ({ ok: false, problems: [problem] });

/** Seeded roll-off for every tie the Standings flag (or for the players named in args.players). */
export function rollOffCommand(ctx: FormatContext, args: unknown): CommandOutcome {
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const wanted = (args as { players?: unknown } | null)?.players;
  const groups = Array.isArray(wanted) && wanted.length ? namedGroup(wanted, names) : flaggedTies(ctx);
  if (!Array.isArray(groups)) return refuse(groups);
  if (groups.length === 0)
    return refuse({
      message: 'No players are level on both battle points and fleet points, so no roll-off is needed.',
      fix: '',
    });
  const round = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const seed = seedFor(ctx.config.seed, round, `roll-off:${groups.map((g) => g.join('+')).join('|')}`);
  const rand = seededRandom(seed);
  const playerFields: { key: string; field: string; value: CellValue }[] = [];
  const log: string[] = [];
  for (const g of groups) {
    const r = rollOff(rand, g, nameOf);
    for (const k of g) playerFields.push({ key: k, field: 'rollOff', value: r.values.get(k) ?? 0 });
    log.push(`Seed "${seed}". ${r.lines.join(' ')} Order: ${r.order.map(nameOf).join(', ')}.`);
  }
  return {
    ok: true,
    playerFields,
    log,
    message: `Roll-off rolled for ${groups.map((g) => g.map(nameOf).join(' / ')).join('; ')}: see the Roll-off column and the Log.`,
  };
}

/** The players the organizer named, as one group, or the problem with the names. */
function namedGroup(wanted: unknown[], names: Map<string, string>): string[][] | Problem {
  const keys = wanted.map((n) => nameKey(String(n)));
  const unknown = wanted.filter((_, i) => !names.has(keys[i]));
  if (unknown.length)
    return {
      message: `${unknown.join(', ')} is not on the Players tab.`,
      fix: 'Use the names as written on the Players tab.',
    };
  if (new Set(keys).size < 2)
    return { message: 'A roll-off needs at least two players.', fix: 'Name two or more tied players.' };
  return [[...new Set(keys)]];
}

/** The ties the Standings flag "Roll-off needed" (none before any result counts). */
export function flaggedTies(ctx: FormatContext): string[][] {
  const { ranked, anyScored } = rankedPlayers(ctx);
  if (!anyScored) return [];
  const byGroup = new Map<number, string[]>();
  for (const r of ranked)
    if (r.tied) byGroup.set(r.item.group, [...(byGroup.get(r.item.group) ?? []), r.item.tally.key]);
  return [...byGroup.values()];
}
