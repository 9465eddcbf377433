// Each organizer action as a pure plan: tabs read in, either problems (and nothing to write) or the
// writes and Log lines that carry it out. The server only locks, reads, applies and reports.
export { planCommand, runTool } from './actions/command';
export { fingerprintOf, readSeen, staleCall } from './actions/fingerprint';
export { type PairOptions, planPair } from './actions/pair';
export {
  eventWarnings,
  missingResults,
  type Plan,
  refusedLateEntries,
  roundLimit,
  tabName,
} from './actions/plan';
export { planAddPlayer, planSetPlayerStatus } from './actions/players';
export { planRename } from './actions/rename';
export { planRestoreRows } from './actions/restore';
export { planSeating } from './actions/seating';
export { planUpdateStandings } from './actions/standings';
export { eventState } from './actions/state';
export { planRePair, planUndo } from './actions/undo';
