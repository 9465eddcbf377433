// Magic Tournament Rules, Appendix C (https://blogs.magicjudges.org/rules/mtr-appendix-c/): match
// points, match-win %, OMW%, GW% and OGW%, with the 0.33 floor. Byes count for the player's own
// match-win % (the appendix's "3-2-0, including a first-round bye ... 9/(5*3) = 0.60") but a bye has
// no opponent, so it adds nothing to OMW% or OGW%.
import {
  entriesOf,
  entryPoints,
  mean,
  memo,
  opponentsPlayed,
  type RoundEntry,
  scoreOf,
  type TiebreakEvent,
  type Values,
  valuesFor,
} from './event';

/** "If this number is lower than 0.33, use 0.33 instead." */
export const MAGIC_FLOOR = 0.33;

/** Match points: 3 per win (a bye is a win), 1 per draw, 0 per loss, under the event's scale. */
export function matchPoints(event: TiebreakEvent): Values {
  return valuesFor(event, (id) => scoreOf(event, id));
}

/** "accumulated match points divided by the total match points possible in those rounds", floored. */
export function matchWinPercentage(event: TiebreakEvent, id: string): number {
  const rounds = entriesOf(event, id).filter((e) => e.kind !== 'absent');
  if (rounds.length === 0) return MAGIC_FLOOR;
  const earned = rounds.reduce((sum, e) => sum + entryPoints(e, event.points), 0);
  return Math.max(MAGIC_FLOOR, earned / (rounds.length * event.points.win));
}

/** Games of one round as won-lost-drawn; the pairing's bye or a forfeit win is 2-0, a forfeit loss 0-2 (decision). */
function gamesOf(entry: RoundEntry): { won: number; lost: number; drawn: number } | undefined {
  // A requested bye was no match at all: no games for GW%.
  if (entry.kind === 'bye') return entry.requested ? undefined : { won: 2, lost: 0, drawn: 0 };
  if (entry.kind === 'forfeit')
    return entry.result === 'win' ? { won: 2, lost: 0, drawn: 0 } : { won: 0, lost: 2, drawn: 0 };
  if (entry.kind === 'game') return entry.games;
  return undefined;
}

/** Game points and games played: "3 game points for each game they win and 1 point for each game that ends in a draw". */
export function gamePoints(event: TiebreakEvent, id: string): { points: number; games: number } {
  let points = 0;
  let games = 0;
  for (const e of entriesOf(event, id)) {
    const g = gamesOf(e);
    if (!g) continue;
    points += 3 * g.won + g.drawn;
    games += g.won + g.lost + g.drawn;
  }
  return { points, games };
}

/** Game points over 3 per game played, floored at 0.33. */
export function gameWinPercentage(event: TiebreakEvent, id: string): number {
  const { points, games } = gamePoints(event, id);
  return games === 0 ? MAGIC_FLOOR : Math.max(MAGIC_FLOOR, points / (3 * games));
}

/** The mean of `own` over the opponents met over the board; the floor when there is none (decision). */
function opponentsMean(event: TiebreakEvent, own: (id: string) => number): Values {
  const f = memo(own);
  return valuesFor(event, (id) => mean(opponentsPlayed(event, id).map(f), MAGIC_FLOOR));
}

export function gwPercent(event: TiebreakEvent): Values {
  return valuesFor(event, (id) => gameWinPercentage(event, id));
}

export function omwPercent(event: TiebreakEvent): Values {
  return opponentsMean(event, (id) => matchWinPercentage(event, id));
}

export function ogwPercent(event: TiebreakEvent): Values {
  return opponentsMean(event, (id) => gameWinPercentage(event, id));
}
