// The sidebar's frame: renders the wizard or the dashboard from the event state, runs actions on the
// server one at a time, and re-reads the event on request.
import type { ActionResult, EventState } from '../shared/types';
import { dashboard } from './dashboard';
import { button, el } from './dom';
import { call, errorText } from './server';
import { wizard } from './setup-wizard';
import { type Actions, ui } from './ui-state';

const app = document.getElementById('app') as HTMLElement;
let shown = '';

export const actions: Actions = {
  act,
  refresh,
  rerender: () => {
    if (ui.state) render(ui.state, true);
  },
};

/** Re-renders only when something changed, keeping focus and half-typed inputs across the swap. */
function render(next: EventState, force = false): void {
  const key = JSON.stringify([next, ui.lastResult, ui.wizardStep, ui.wizardFormat]);
  if (!force && key === shown) return;
  shown = key;
  ui.state = next;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
  const typed = new Map<string, string>();
  for (const i of app.querySelectorAll<HTMLInputElement>('input[id]:not([type=radio])'))
    typed.set(i.id, i.value);
  app.replaceChildren(next.ready ? dashboard(next, actions) : wizard(next, actions));
  app.setAttribute('aria-busy', 'false');
  if (next.ready) {
    for (const [id, value] of typed) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement && id !== 'timer-minutes') input.value = value;
    }
  }
  const again = focused ? document.getElementById(focused) : null;
  if (again && !(again as HTMLButtonElement).disabled) again.focus();
}

async function act(name: string, ...args: unknown[]): Promise<void> {
  if (ui.busy) return;
  ui.busy = true;
  app.setAttribute('aria-busy', 'true');
  app.querySelectorAll('button').forEach((b) => {
    // The timer keeps working while the server is busy.
    if (!b.closest('#timer')) b.disabled = true;
  });
  try {
    ui.lastResult = await call<ActionResult>(name, ...withSeen(name, args));
    const next = ui.lastResult.state ?? (await call<EventState>('getEventState'));
    if (name === 'setupEvent' && ui.lastResult.ok) ui.wizardStep = 1;
    ui.busy = false;
    render(next, true);
  } catch (e) {
    ui.lastResult = {
      ok: false,
      message: `Something went wrong: ${errorText(e)}`,
      problems: [],
      warnings: [],
    };
    ui.busy = false;
    await refresh(true);
  } finally {
    ui.busy = false;
    app.setAttribute('aria-busy', 'false');
  }
}

/** Arguments before `seen` of each state-changing entry point (src/server/main.ts). */
const SEEN_AFTER: Record<string, number> = {
  repairRound: 0,
  undoLastRound: 0,
  updateStandings: 0,
  addPlayer: 1,
  setPlayerStatus: 2,
  runFormatCommand: 2,
};

/**
 * The round and pairings fingerprint this sidebar shows go with every state-changing call, so the
 * server refuses a click whose event has moved on (another sidebar acted meanwhile).
 */
function withSeen(name: string, args: unknown[]): unknown[] {
  const s = ui.state;
  if (!s?.ready || s.fingerprint === undefined) return args;
  const seen = { round: s.round, fingerprint: s.fingerprint };
  if (name === 'pairNextRound') return [{ ...((args[0] as object) ?? {}), seen }];
  const at = SEEN_AFTER[name];
  if (at === undefined) return args;
  const padded = args.slice(0, at).map((a) => (a === undefined ? null : a));
  while (padded.length < at) padded.push(null);
  return [...padded, seen];
}

async function refresh(force = false): Promise<void> {
  try {
    const next = await call<EventState>('getEventState');
    if (ui.busy) return;
    render(next, force);
  } catch (e) {
    app.replaceChildren(
      el('div', { class: 'status error', role: 'alert' }, `Could not read the event: ${errorText(e)}`),
      button('retry', 'Try again', () => void refresh(true), 'primary'),
    );
  }
}
