// Compile-time checks of the sidebar's server calls (typechecked by `npm run typecheck`, never bundled:
// nothing imports this file). Each @ts-expect-error must be an error; if call() stopped being typed
// from src/server/main.ts, the directive itself would fail the typecheck.
import type { ActionName, SeenName } from './server';
import { call } from './server';

export function serverCallTypes(): void {
  // @ts-expect-error an entry point that dist/Code.js does not have
  void call('rollOffTies');
  // @ts-expect-error runFormatTool takes the calculator's name first
  void call('runFormatTool', { opponent: 'Ann' });
  // @ts-expect-error selectCell takes a tab name and a cell, both strings
  void call('selectCell', 'Results', 5);
  // @ts-expect-error a state-changing entry point takes one options object, not the name alone
  void call('addPlayer', 'Ann');
  // @ts-expect-error `seen` is the round and fingerprint of the state the sidebar showed
  void call('undoLastRound', { seen: 3 });
  void call('setPlayerStatus', { name: 'Ann', status: 'dropped', seen: { round: 1, fingerprint: 'x' } });
  // @ts-expect-error setupEvent is not refused on a moved event: it takes no seen
  const setupSeen: SeenName = 'setupEvent';
  const seenAction: SeenName = 'rePairRound';
  void [setupSeen, seenAction];
  // @ts-expect-error rejecting a game's reports needs the organizer's reason
  void call('rejectReport', { id: 'r1t1' });
  // @ts-expect-error acceptReports takes the games' ids as a list
  void call('acceptReports', { ids: 'r1t1' });
  const reporting: SeenName[] = ['acceptReports', 'rejectReport', 'connectReportForm', 'setReportLink'];
  void reporting;
  // @ts-expect-error publishRound takes the `seen` its preview gave: without it there is nothing to publish
  void call('publishRound', { swaps: [] });
  // @ts-expect-error a swap carries the organizer's reason
  void call('previewNextRound', { swaps: [{ a: 'Ann', b: 'Bob' }] });
  void call('publishRound', {
    swaps: [{ a: 'Ann', b: 'Bob', reason: 'x' }],
    seen: { round: 1, fingerprint: 'x' },
  });
  // @ts-expect-error getEventState answers with the state, not an ActionResult: not an action
  const notAnAction: ActionName = 'getEventState';
  const action: ActionName = 'runFormatCommand';
  void [notAnAction, action];
}
