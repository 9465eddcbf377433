// Ranks an event's players by an ordered list of tie-breakers, the seeded random order always last.
// Ranking is by successive splitting rather than a pairwise comparator, because direct encounter and
// head-to-head read the group still tied at their step, which a pairwise comparison cannot know.
import type { TiebreakEvent } from './event';
import { type TiebreakerId, tiebreaker } from './library';

/** Values closer than this are equal: percentages are sums of fractions and carry rounding noise. */
const EPSILON = 1e-9;

export interface RankedPlayer {
  readonly id: string;
  /** 1-based place; every player has their own, since the random order separates any tie left. */
  readonly place: number;
  /** The value of each listed tie-breaker; a group tie-breaker's value is the one of its step. */
  readonly values: Readonly<Partial<Record<TiebreakerId, number>>>;
  /** The first tie-breaker that separated this player from the next one; undefined for the last. */
  readonly decidedBy?: TiebreakerId;
}

/** Splits `group` into runs of equal value, highest first. */
function split(group: readonly string[], value: (id: string) => number): string[][] {
  const sorted = [...group].sort((a, b) => value(b) - value(a));
  const out: string[][] = [];
  for (const id of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(value(last[0]) - value(id)) < EPSILON) last.push(id);
    else out.push([id]);
  }
  return out;
}

/** The players of `event` in order: by `order`, then at random from the event seed. */
export function rankPlayers(event: TiebreakEvent, order: readonly TiebreakerId[]): RankedPlayer[] {
  const steps = [...order.filter((id) => id !== 'random'), 'random' as const];
  const values = new Map<string, Partial<Record<TiebreakerId, number>>>(event.players.map((p) => [p.id, {}]));
  const decided = new Map<string, TiebreakerId>();
  let groups: string[][] = [event.players.map((p) => p.id)];
  for (const step of steps) {
    const t = tiebreaker(step);
    const whole = t.scope === 'event' ? t.compute(event) : undefined;
    groups = groups.flatMap((group) => {
      if (group.length < 2 && t.scope === 'group') return [group];
      const v = whole ?? (t.scope === 'group' ? t.compute(event, group) : new Map<string, number>());
      const value = (id: string) => v.get(id) ?? 0;
      for (const id of group) {
        const row = values.get(id);
        if (row) row[step] = value(id);
      }
      if (group.length < 2) return [group];
      const parts = split(group, value);
      for (const part of parts.slice(0, -1)) decided.set(part[part.length - 1], step);
      return parts;
    });
  }
  return groups.flat().map((id, i) => ({
    id,
    place: i + 1,
    values: values.get(id) ?? {},
    decidedBy: decided.get(id),
  }));
}
