// Strength of schedule as X-Wing's tournament software computes it ("dividing each opponent's score by
// the number of rounds the opponent has played, then adding the results of all opponents played by
// that player. The software then divides that total by the number of rounds the player has played",
// https://ffg-forum-archive.entropicdreams.com/topic/201831-strength-of-schedule/), and extended
// strength of schedule, the average of the opponents' strength of schedule, as Netrunner events use it.
import {
  entriesOf,
  mean,
  memo,
  opponentsPlayed,
  scoreOf,
  type TiebreakEvent,
  type Values,
  valuesFor,
} from './event';

/** Rounds the player played: rounds with an opponent over the board (byes and forfeits are not). */
function gamesPlayed(event: TiebreakEvent, id: string): number {
  return entriesOf(event, id).filter((e) => e.kind === 'game').length;
}

/** A player's points per game played, the quantity each opponent contributes to SoS. */
function pointsPerRound(event: TiebreakEvent, id: string): number {
  const n = gamesPlayed(event, id);
  return n === 0 ? 0 : scoreOf(event, id) / n;
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
