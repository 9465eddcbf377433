// Builds a TiebreakEvent from games written as the sources write them, for the tie-breaker tests.
import {
  type GameCount,
  MAGIC_POINTS,
  type MatchResult,
  type PointScale,
  type RoundEntry,
  type TiebreakEvent,
  type TiebreakPlayer,
} from '../../../../src/engine/any-game/tiebreakers';

const RESULT: Record<'W' | 'D' | 'L' | 'X', MatchResult> = {
  W: 'win',
  D: 'draw',
  L: 'loss',
  X: 'double-loss',
};
const MIRROR: Record<'W' | 'D' | 'L' | 'X', 'W' | 'D' | 'L' | 'X'> = { W: 'L', D: 'D', L: 'W', X: 'X' };

/**
 * An event from each round's games, written once per pair (`['A', 'B', 'W', [2, 1, 0]]` is A beating
 * B 2-1-0) plus byes and forfeits per player. Every player named is in the event.
 */
export function eventOf(
  rounds: readonly (readonly (
    | readonly [string, string, 'W' | 'D' | 'L' | 'X', [number, number, number]?]
    | readonly [string, 'bye']
    | readonly [string, 'forfeit-win' | 'forfeit-loss']
  )[])[],
  options: { points?: PointScale; seed?: string; players?: readonly TiebreakPlayer[] } = {},
): TiebreakEvent {
  const ids = new Set<string>(options.players?.map((p) => p.id) ?? []);
  const out: Record<string, RoundEntry>[] = rounds.map((games) => {
    const round: Record<string, RoundEntry> = {};
    for (const g of games) {
      ids.add(g[0]);
      if (g[1] === 'bye') round[g[0]] = { kind: 'bye' };
      else if (g[1] === 'forfeit-win' || g[1] === 'forfeit-loss')
        round[g[0]] = { kind: 'forfeit', result: g[1] === 'forfeit-win' ? 'win' : 'loss' };
      else {
        const [a, b, r, games] = g as readonly [
          string,
          string,
          'W' | 'D' | 'L' | 'X',
          [number, number, number]?,
        ];
        ids.add(b);
        const count = (x?: [number, number, number]): GameCount | undefined =>
          x ? { won: x[0], lost: x[1], drawn: x[2] } : undefined;
        round[a] = { kind: 'game', opponent: b, result: RESULT[r], games: count(games) };
        round[b] = {
          kind: 'game',
          opponent: a,
          result: RESULT[MIRROR[r]],
          games: count(games ? [games[1], games[0], games[2]] : undefined),
        };
      }
    }
    return round;
  });
  const given = new Map((options.players ?? []).map((p) => [p.id, p]));
  return {
    players: [...ids].map((id) => given.get(id) ?? { id }),
    rounds: out,
    points: options.points ?? MAGIC_POINTS,
    seed: options.seed ?? 'test-seed',
  };
}

/** A player's record against fresh filler opponents, one round each: 'W', 'L', 'D' or 'bye'. */
export function recordOf(id: string, record: readonly ('W' | 'L' | 'D' | 'bye')[]) {
  return record.map((r, i) =>
    r === 'bye' ? ([id, 'bye'] as const) : ([id, `${id}-opp${i + 1}`, r] as const),
  );
}

/**
 * Three rounds among A, B, C, D: A beats B and C and loses to D; C beats D and B; B beats D. A and C
 * finish 2-1, B and D 1-2; A beat every other 2-1 player, B every other 1-2 player.
 */
export function headToHeadEvent(): TiebreakEvent {
  return eventOf([
    [
      ['A', 'B', 'W'],
      ['C', 'D', 'W'],
    ],
    [
      ['A', 'C', 'W'],
      ['B', 'D', 'W'],
    ],
    [
      ['C', 'B', 'W'],
      ['A', 'D', 'L'],
    ],
  ]);
}
