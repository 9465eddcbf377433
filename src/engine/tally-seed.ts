// The start of every format's tallies, in one place so that every format counts the same players: one
// per player on the Players tab, dropped or not.
import type { Player } from './format';

/** Who a tally belongs to. */
export interface TallyOwner {
  key: string;
  name: string;
  active: boolean;
}

/** One tally per player, by player key: its owner, then the format's counts as `zero` starts them. */
export function seedTallies<T extends object>(
  players: readonly Player[],
  zero: (p: Player) => T,
): Map<string, TallyOwner & T> {
  return new Map(players.map((p) => [p.key, { key: p.key, name: p.name, active: p.active, ...zero(p) }]));
}
