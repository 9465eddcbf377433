// What the sidebar remembers between renders, and the actions the panels may trigger. The panels get
// the actions as a parameter, so they never import the module that renders them.
import type { ActionResult, EventState } from '../shared/types';

export const ui: {
  /** The event as last read from the server. */
  state: EventState | null;
  /** The answer to the organizer's last action, shown until the next one. */
  lastResult: ActionResult | null;
  /** An action is on its way to the server: buttons are disabled and refreshes are ignored. */
  busy: boolean;
  wizardStep: number;
  wizardFormat: string;
} = { state: null, lastResult: null, busy: false, wizardStep: 1, wizardFormat: '' };

export interface Actions {
  /** Runs a server action, then shows its result and the new state. */
  act(name: string, ...args: unknown[]): Promise<void>;
  /** Re-reads the event; `force` re-renders even when nothing changed. */
  refresh(force?: boolean): Promise<void>;
  /** Renders the current state again (after a wizard step changes). */
  rerender(): void;
}
