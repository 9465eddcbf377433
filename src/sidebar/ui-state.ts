// What the sidebar remembers between renders, and the actions the panels may trigger. The panels get
// the actions as a parameter, so they never import the module that renders them.
import type { ActionResult, EventState, RoundPreview, SpeedReport, Swap } from '../shared/types';
import type { ActionName, ServerFunctions } from './server';

export const ui: {
  /** The event as last read from the server. */
  state: EventState | null;
  /**
   * The answer to the organizer's last action. Its problem lists describe the sheet as the action read it,
   * so they are shown only until a refresh reads a different sheet (the organizer fixed something).
   */
  lastResult: ActionResult | null;
  /** The state the last result came with (JSON), to tell when the sheet has changed since. */
  lastResultState: string;
  /** An action is on its way to the server: buttons are disabled and refreshes are ignored. */
  busy: boolean;
  wizardStep: number;
  wizardFormat: string;
  /** The organizer chose to set up the season's next event in another format: the wizard shows over the dashboard. */
  wizardAgain: boolean;
  /** The round previewed before publishing (Event option "Preview pairings before publishing"). */
  preview: PreviewShown | null;
  /** The organizer opened "Players report results by form": it stays open across the renders that follow. */
  reportConnectOpen: boolean;
  /** Responses tabs the sidebar already tried to connect by itself: it never tries one twice. */
  reportTabsTried: string[];
  /** The responses tab the organizer picked: kept when the list is read again or the sidebar redrawn. */
  reportTabPicked: string;
  /** The self-test's last run, shown again when the sidebar is redrawn (a redraw mid-run shows its end too). */
  selfTest: SelfTestShown;
} = {
  state: null,
  lastResult: null,
  lastResultState: '',
  busy: false,
  wizardStep: 1,
  wizardFormat: '',
  wizardAgain: false,
  preview: null,
  reportConnectOpen: false,
  reportTabsTried: [],
  reportTabPicked: '',
  selfTest: { running: false, message: '', speed: null },
};

/** The self-test as the sidebar shows it: running, or its last message and Measure speed figures. */
export interface SelfTestShown {
  running: boolean;
  message: string;
  speed: SpeedReport | null;
}

/** A previewed round, the swaps it was made with, and the last swap refused (the preview before it stays). */
export interface PreviewShown {
  preview: RoundPreview;
  swaps: Swap[];
  refused: RoundPreview | null;
}

export interface Actions {
  /** Runs a server action (an entry point answering with an ActionResult), then shows its result and the new state. */
  act<K extends ActionName>(name: K, ...args: Parameters<ServerFunctions[K]>): Promise<void>;
  /** Re-reads the event; `force` re-renders even when nothing changed. */
  refresh(force?: boolean): Promise<void>;
  /** Renders the current state again (after a wizard step changes). */
  rerender(): void;
  /** Previews the next round with these swaps (writes nothing) and shows it. */
  preview(swaps: Swap[]): Promise<void>;
}
