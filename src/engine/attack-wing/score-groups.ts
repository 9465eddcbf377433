// Players level on battle points and fleet points: the groups a roll-off breaks ("If there is a tie between
// 2 or more players' Battle and Fleet Points ... the tie will be broken by a roll off").
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
