// Compile-time checks of the sidebar's server calls (typechecked by `npm run typecheck`, never bundled:
// nothing imports this file). Each @ts-expect-error must be an error; if call() stopped being typed
// from src/server/main.ts, the directive itself would fail the typecheck.
import type { ActionName } from './server';
import { call } from './server';

export function serverCallTypes(): void {
  // @ts-expect-error an entry point that dist/Code.js does not have
  void call('rollOffTies');
  // @ts-expect-error runFormatTool takes the calculator's name first
  void call('runFormatTool', { opponent: 'Ann' });
  // @ts-expect-error selectCell takes a tab name and a cell, both strings
  void call('selectCell', 'Results', 5);
  // @ts-expect-error getEventState answers with the state, not an ActionResult: not an action
  const notAnAction: ActionName = 'getEventState';
  const action: ActionName = 'runFormatCommand';
  void [notAnAction, action];
}
