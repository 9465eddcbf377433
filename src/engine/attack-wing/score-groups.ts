// Players level on battle points and fleet points, and whether a recorded roll-off separates them: the
// tie rule both pairing and standings follow ("the player with the most results is the winner").
import { byChain } from '../standings-rank';
import type { Tally } from './scoring';

const byScore = byChain<Tally>([{ get: (t) => t.battlePoints }, { get: (t) => t.fleetPoints }]);

/** Groups of players equal on battle and fleet points, best first; names order players within a group. */
export function scoreGroups(list: Tally[]): Tally[][] {
  const sorted = [...list].sort((a, b) => byScore(a, b) || a.name.localeCompare(b.name));
  const groups: Tally[][] = [];
  for (const t of sorted) {
    const g = groups[groups.length - 1];
    if (g && byScore(g[0], t) === 0) g.push(t);
    else groups.push([t]);
  }
  return groups;
}

/** A tie is settled by the recorded roll-off when every tied player has a value and no two are equal. */
export function rollOffSettles(group: Tally[]): boolean {
  if (group.length < 2) return true;
  const values = group.map((t) => t.rollOff);
  return values.every((v) => v !== null) && new Set(values).size === values.length;
}

export const byRollOff = (a: Tally, b: Tally) => (b.rollOff ?? 0) - (a.rollOff ?? 0);
