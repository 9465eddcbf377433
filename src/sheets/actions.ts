// Each organizer action as a pure plan: tabs read in, either problems (and nothing to write) or the
// writes and Log lines that carry it out. The server only locks, reads, applies and reports.
export { planCommand, runTool } from './actions/command';
export { eventWarnings } from './actions/event-warnings';
export { fingerprintOf, previewSeen, readSeen, staleCall } from './actions/fingerprint';
export { refusedLateEntries } from './actions/late-entries';
export { missingResults } from './actions/missing-results';
export { type PairOptions, planPair, previewPair } from './actions/pair';
export type { Plan } from './actions/plan';
export { planAddPlayer, planSetPlayerStatus } from './actions/players';
export { withRefreshes } from './actions/refresh';
export { planRename } from './actions/rename';
export {
  acceptedView,
  autoAccepting,
  planAcceptDrop,
  planAcceptReports,
  planDismissReports,
  planRejectReport,
} from './actions/reports';
export { planRestoreRows } from './actions/restore';
export { roundLimit } from './actions/round-limit';
export {
  archivedRoles,
  archiveName,
  lastSeasonEvent,
  planCloseEvent,
  planStartNext,
  planUndoClose,
  SEASON_READ_ROLES,
} from './actions/season';
export { IMPORT_READ_ROLES, planImportSeason } from './actions/season-import';
export { planSeating } from './actions/seating';
export { planUpdateStandings } from './actions/standings';
export { eventState } from './actions/state';
export { readSwaps } from './actions/swaps';
export { tabName } from './actions/tab-name';
export { planRePair, planUndo } from './actions/undo';
