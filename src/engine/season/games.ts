// The games of a season's events, as the rating engines read them: each game once, from the first
// player's side. Both ratings (src/engine/season/elo.ts, src/engine/season/glicko2.ts) rate the same
// input, so what counts as a game is checked here once.

/** A player's score in one game: a win, a draw, a loss. */
export type Score = 1 | 0.5 | 0;

/** One game, listed once: `player` scored `score`, so `opponent` scored 1 − `score`. */
export interface SeasonGame {
  player: string;
  opponent: string;
  score: Score;
}

/** One event of the season: a rating period. The order of its games does not matter. */
export type RatedEvent = readonly SeasonGame[];

/** One side of a game as a player sees it. */
export interface Side {
  opponent: string;
  score: number;
}

/**
 * Each player's games in one event, from their own side, in the order the event lists them; a player
 * who has no game is absent. Refuses a game against oneself or a score other than 1, ½ or 0, naming the
 * game: a rating from a mistyped game would be wrong without anyone seeing it.
 */
export function sidesOf(event: RatedEvent, eventIndex: number): Map<string, Side[]> {
  const sides = new Map<string, Side[]>();
  const add = (p: string, side: Side) => {
    const list = sides.get(p);
    if (list) list.push(side);
    else sides.set(p, [side]);
  };
  event.forEach((g, i) => {
    const where = `event ${eventIndex + 1}, game ${i + 1}`;
    if (g.player === g.opponent) throw new Error(`${where}: ${g.player} cannot play themselves`);
    if (g.score !== 1 && g.score !== 0.5 && g.score !== 0) {
      throw new Error(`${where}: the score must be 1, 0.5 or 0, not ${String(g.score)}`);
    }
    add(g.player, { opponent: g.opponent, score: g.score });
    add(g.opponent, { opponent: g.player, score: 1 - g.score });
  });
  return sides;
}
