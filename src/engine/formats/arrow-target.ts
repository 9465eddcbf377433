// Arrow / target counter-deck round robin (docs/rules/arrow-target.md and docs/rules/DECISIONS.md).
// Results rows: Player = the arrow, Opponent = the target; the player sitting out (or whose opponent has
// dropped) gets a BYE row. The pieces live in ../arrow-target/; this file wires them into the Format.

import { resultColumns } from '../arrow-target/columns';
import { options } from '../arrow-target/options';
import { pairingNote, pairRound } from '../arrow-target/pairing';
import { SIDE } from '../arrow-target/result-cells';
import { checkResult } from '../arrow-target/results';
import { roundLimit } from '../arrow-target/round-limit';
import { seatRoles } from '../arrow-target/seat-roles';
import { standings } from '../arrow-target/standings';
import { bracketTab, scheduleTab } from '../arrow-target/tabs';
import { warnings } from '../arrow-target/warnings';
import type { Format } from '../format';

export { SIDE } from '../arrow-target/result-cells';

export const arrowTarget: Format = {
  id: 'arrow-target',
  title: 'Arrow / target round robin',
  summary:
    "Counter-deck round robin: numbers move up each round, number 1 sits out, x plays N+2-x; even numbers are arrows who counter the target's posted deck. Most games won wins; a tie for first goes to a playoff.",
  // "There are N rounds total": the schedule decides, once the players are in.
  defaultRounds: 0,
  roundsRule:
    'N rounds for an odd number of players N, N − 1 for an even number, plus a playoff if first place is tied',
  options,
  playerColumns: [],
  resultColumns,
  checkResult,
  lateEntry: () => ({
    allowed: false,
    reason:
      "The arrow/target schedule is fixed when round 1 is paired: every player's number is part of it, and a newcomer cannot be fitted in without breaking who meets whom and which deck each target must play.",
  }),
  pairRound,
  // Every game follows the numbers: the schedule (and the playoff's seeds) is read back each round.
  swapsRefused: () =>
    "the arrow/target schedule fixes who meets whom from every player's number (and a playoff pairs its seeds), so a swap would break it.",
  pairingNote,
  seatRoles,
  standings,
  primaryScore: 'Wins',
  resultSides: [SIDE.arrow, SIDE.target],
  warnings,
  extraTabs: (ctx) => [scheduleTab(ctx), bracketTab(ctx)],
  roundLimit,
};
