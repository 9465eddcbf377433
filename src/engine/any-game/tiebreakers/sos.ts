// Strength of schedule as X-Wing's tournament software computes it ("dividing each opponent's score by
// the number of rounds the opponent has played, then adding the results of all opponents played by
// that player. The software then divides that total by the number of rounds the player has played",
// https://ffg-forum-archive.entropicdreams.com/topic/201831-strength-of-schedule/), and extended
// strength of schedule, the average of the opponents' strength of schedule, as Netrunner's tournament
// software computes both (https://github.com/muyjohno/cobra, app/services/sos_calculator.rb: "filter out
// byes from sos calculations"; each opponent's points from games against opponents over the number of
// those opponents, averaged; extended SoS the average of the opponents' SoS).
import {
  entriesOf,
  entryPoints,
  mean,
  memo,
  opponentsPlayed,
  type TiebreakEvent,
  type Values,
  valuesFor,
} from './event';

/**
 * A player's points per game over the board, the quantity each opponent contributes to SoS: points
 * from byes and forfeits are left out, as their rounds are.
 */
function pointsPerRound(event: TiebreakEvent, id: string): number {
  const games = entriesOf(event, id).filter((e) => e.kind === 'game');
  return games.length === 0
    ? 0
    : games.reduce((sum, e) => sum + entryPoints(e, event.points), 0) / games.length;
}

function sosOf(event: TiebreakEvent): (id: string) => number {
  const ppr = memo((id) => pointsPerRound(event, id));
  return memo((id) => mean(opponentsPlayed(event, id).map(ppr), 0));
}

export function sos(event: TiebreakEvent): Values {
  return valuesFor(event, sosOf(event));
}

export function extendedSos(event: TiebreakEvent): Values {
  const own = sosOf(event);
  return valuesFor(event, (id) => mean(opponentsPlayed(event, id).map(own), 0));
}
