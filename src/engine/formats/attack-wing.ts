// Star Trek: Attack Wing organized play (docs/rules/attack-wing.md, and docs/rules/DECISIONS.md for what the rules leave open): three
// 60-minute battle rounds, random first round, then battle points and fleet points; byes worth 2 battle
// points and the rounded-up average of the round's fleet points; ties broken by a roll-off of 5 attack dice.
// The pieces live in ../attack-wing/; this file only wires them into the Format.
import { playerColumns, resultColumns } from '../attack-wing/columns';
import { options } from '../attack-wing/options';
import { pairRound } from '../attack-wing/pairing';
import { peakTool } from '../attack-wing/peak-tool';
import { checkResult, winnerSide } from '../attack-wing/results';
import { recordRollOffCommand, rollOffCommand, rollOffTiesTool } from '../attack-wing/roll-off-command';
import { panels } from '../attack-wing/sidebar-panels';
import { standings } from '../attack-wing/standings';
import { fleetSheets, fleetsTab } from '../attack-wing/tabs';
import { warnings } from '../attack-wing/warnings';
import type { Format } from '../format';
import { rematchNote } from '../swiss-round';

export { DEFAULT_RANK_TITLES } from '../attack-wing/options';
export { battleOf, ENDED, WINNER } from '../attack-wing/results';
export { byeFleetPoints } from '../attack-wing/scoring';

export const attackWing: Format = {
  id: 'attack-wing',
  title: 'Star Trek: Attack Wing OP',
  summary:
    "Attack Wing organized play: 3 battle rounds, random first round, then battle points and fleet points; byes score the round's average; ties go to a roll-off.",
  defaultRounds: 3,
  options,
  playerColumns,
  resultColumns,
  checkResult,
  lateEntry: () => ({
    allowed: true,
    reason:
      'A late player joins the next battle round with 0 battle points; their fleet is frozen when they are first paired.',
  }),
  pairRound,
  pairingNote: rematchNote,
  standings,
  winnerSide,
  primaryScore: 'Battle points',
  warnings,
  extraTabs: (ctx) => [fleetSheets(ctx)],
  inputTabs: [fleetsTab],
  tools: { peakPerformance: peakTool, rollOffTies: rollOffTiesTool },
  commands: { rollOff: rollOffCommand, recordRollOff: recordRollOffCommand },
  panels,
};
