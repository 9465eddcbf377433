// Full Thrust Admiral's tournament (docs/rules/full-thrust.md and docs/rules/DECISIONS.md).
// Rounds: qualifying games (two; three each below 5 players), then the cut (semi-finals, final) built
// with the shared single-elimination bracket. Every random choice comes from the event seed.
// The pieces live in ../full-thrust/; this file wires them into the Format.
import type { Format } from '../format';
import { cutWinnerSide } from '../full-thrust/analysis';
import { playerColumns, resultColumns } from '../full-thrust/columns';
import { fleetIssues } from '../full-thrust/fleet-issues';
import { options } from '../full-thrust/options';
import { pairRound } from '../full-thrust/pairing';
import { checkResult } from '../full-thrust/results';
import { standings } from '../full-thrust/standings';
import { CUT_TABLES_RULE, roundLimit, tablesByRule } from '../full-thrust/structure';
import { extraTabs, fleetsTab } from '../full-thrust/tabs';
import { pairingIssues } from '../full-thrust/tie-issues';
import { warnings } from '../full-thrust/warnings';

export { analyze } from '../full-thrust/analysis';
export { JUDGE_NOTE, SIT_OUT_NOTE } from '../full-thrust/qualifying-pairing';
export { TIE_STEPS } from '../full-thrust/ranking';
export { structureOf } from '../full-thrust/structure';

export const fullThrust: Format = {
  id: 'full-thrust',
  title: "Full Thrust Admiral's tournament",
  summary:
    'GenCon 2003: two qualifying games (OPT + DPT), the best 4 to the semi-finals, the final crowns the Grand Admiral. Rounds are set by the number of players.',
  // The players decide the rounds (two qualifying games, three below 5 players, then the cut).
  defaultRounds: 0,
  // "The winner of the final round will be the Full Thrust Tournament Grand Admiral."
  championTitle: 'Grand Admiral',
  roundsRule:
    'two qualifying games (three each for fewer than 5 players), then the cut: semi-finals and the final for a cut of 4',
  options,
  playerColumns,
  resultColumns,
  checkResult,
  lateEntry: () => ({
    allowed: false,
    reason:
      'Full Thrust tables are set from game 1 (the double elimination round), so a player cannot join once it is paired.',
  }),
  pairRound,
  roundLimit,
  standings,
  winnerSide: cutWinnerSide,
  primaryScore: 'Qualifying score',
  warnings,
  extraTabs,
  inputTabs: [fleetsTab],
  pairingIssues: (ctx) => [...fleetIssues(ctx), ...pairingIssues(ctx)],
  tablesByRule,
  // The cut pairs seeds as the rules say ("1st v 4th, 2nd v 3rd"): only qualifying games may be swapped.
  swapsRefused: (ctx, round) =>
    tablesByRule(ctx, round) === null
      ? null
      : `the cut pairs its seeds as the rules say: "${CUT_TABLES_RULE}".`,
};
