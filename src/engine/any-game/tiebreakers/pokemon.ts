// Play! Pokémon's Opponents' Win Percentage (OWP) and Opponents' Opponents' Win Percentage (OOWP), as
// the Tournament Operation Procedures compute them (restated at https://pastebin.com/Y8zhWz3V, quoting
// https://assets.pokemon.com//assets/cms2/pdf/play-pokemon/rules/play-pokemon-tournament-operation-procedures-en.pdf):
// byes are taken out of the opponent's rounds, a dropped opponent counts only the rounds played, the
// floor is 25%, and a dropped opponent is capped at 75%.
import { entriesOf, mean, memo, opponentsPlayed, type TiebreakEvent, type Values, valuesFor } from './event';

/** "If an opponent has a win percentage of less than 25%, make it 25%." */
export const POKEMON_FLOOR = 0.25;
/** "If an opponent dropped AND their win percentage is greater than 75%, make it 75%." */
export const POKEMON_DROPPED_CAP = 0.75;

/**
 * A player's win percentage as an opponent: rounds won over rounds counted. Byes are not counted; a
 * round before a late player joined counts as a loss (decision); rounds after a drop are not rounds.
 */
export function pokemonWinPercentage(event: TiebreakEvent, id: string): number {
  const player = event.players.find((p) => p.id === id);
  const joined = player?.joinedRound ?? 1;
  let won = 0;
  let rounds = 0;
  entriesOf(event, id).forEach((e, i) => {
    const round = i + 1;
    if (player?.droppedAfter !== undefined && round > player.droppedAfter) return;
    if (e.kind === 'bye') return;
    if (e.kind === 'absent') {
      if (round < joined) rounds += 1;
      return;
    }
    rounds += 1;
    if (e.result === 'win') won += 1;
  });
  const pct = rounds === 0 ? POKEMON_FLOOR : Math.max(POKEMON_FLOOR, won / rounds);
  return player?.droppedAfter !== undefined ? Math.min(POKEMON_DROPPED_CAP, pct) : pct;
}

function owpOf(event: TiebreakEvent): (id: string) => number {
  const win = memo((id) => pokemonWinPercentage(event, id));
  return memo((id) => mean(opponentsPlayed(event, id).map(win), POKEMON_FLOOR));
}

/** "average the win percentage of all opponents; this is the final opponents' win percentage." */
export function owp(event: TiebreakEvent): Values {
  return valuesFor(event, owpOf(event));
}

/** The average of the opponents' OWP. */
export function oowp(event: TiebreakEvent): Values {
  const own = owpOf(event);
  return valuesFor(event, (id) => mean(opponentsPlayed(event, id).map(own), POKEMON_FLOOR));
}
