// The two tie-breakers that read only the players still tied: FIDE's direct encounter and the
// head-to-head rule of X-Wing and Play! Pokémon. Both return 0 for everyone when the games among the
// group cannot order it, so the next tie-breaker decides (decisions in docs/rules/DECISIONS.md).
import { entriesOf, entryPoints, type TiebreakEvent, type Values } from './event';

/** Each game among the group, from each side: the player, the opponent, the points scored. */
function gamesWithin(event: TiebreakEvent, group: readonly string[]) {
  const inGroup = new Set(group);
  return group.flatMap((id) =>
    entriesOf(event, id).flatMap((e) =>
      e.kind === 'game' && inGroup.has(e.opponent)
        ? [{ id, opponent: e.opponent, points: entryPoints(e, event.points), won: e.result === 'win' }]
        : [],
    ),
  );
}

function zeros(group: readonly string[]): Map<string, number> {
  return new Map(group.map((id) => [id, 0]));
}

/**
 * Direct encounter: the points each tied player scored in the games among them, applied only when
 * every pair of the group has met (decision); otherwise 0 for all.
 */
export function directEncounter(event: TiebreakEvent, group: readonly string[]): Values {
  const games = gamesWithin(event, group);
  const met = new Set(games.map((g) => `${g.id}\u0000${g.opponent}`));
  const allMet = group.every((a) => group.every((b) => a === b || met.has(`${a}\u0000${b}`)));
  const out = zeros(group);
  if (!allMet) return out;
  for (const g of games) out.set(g.id, (out.get(g.id) ?? 0) + g.points);
  return out;
}

/**
 * Head-to-head: "any player that has played and defeated all other players with the same number of
 * tournament points is ranked above the other players". That player gets 1, everyone else 0; with no
 * such player, all 0.
 */
export function headToHead(event: TiebreakEvent, group: readonly string[]): Values {
  const games = gamesWithin(event, group);
  const out = zeros(group);
  for (const id of group) {
    const beaten = new Set(games.filter((g) => g.id === id && g.won).map((g) => g.opponent));
    const lost = games.some((g) => g.opponent === id && g.won);
    if (!lost && group.every((other) => other === id || beaten.has(other))) out.set(id, 1);
  }
  return out;
}
