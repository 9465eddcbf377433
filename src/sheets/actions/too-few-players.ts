import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
import type { Snapshot } from '../grid';
import { tabName } from './tab-name';

/** The code of the problem of too few active players (refused, or a warning in Check event before round 1). */
export const PLAYER_COUNT_CODES = {
  tooFew: 'players-too-few',
} as const;

/** The refusal when fewer than two players are active, saying what they are needed for ("to pair a round"). */
export function tooFewPlayers(snapshot: Snapshot, active: number, neededFor: string): Problem[] {
  if (active >= 2) return [];
  return [
    {
      severity: 'error',
      code: PLAYER_COUNT_CODES.tooFew,
      tab: tabName(snapshot, 'players', 'Players'),
      cell: 'A2',
      message: `${plural(active, 'active player')}: at least two are needed ${neededFor}.`,
      fix: "Type the players' names under Name on the Players tab.",
    },
  ];
}
