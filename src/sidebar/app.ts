// The sidebar's frame: renders the wizard or the dashboard from the event state, runs actions on the
// server one at a time, and re-reads the event on request.
import type { ActionResult, EventState, Seen, Swap } from '../shared/types';
import { dashboard } from './dashboard';
import { button, el } from './dom';
import { SWAP_FORM_IDS } from './preview-panel';
import { type ActionName, call, callSeen, failedText, type SeenName, type ServerFunctions } from './server';
import { wizard } from './setup-wizard';
import { keepTyped } from './typed-inputs';
import { type Actions, ui } from './ui-state';

const app = document.getElementById('app') as HTMLElement;
let shown = '';

export const actions: Actions = {
  act,
  refresh,
  preview,
  rerender: () => {
    if (ui.state) render(ui.state, true);
  },
};

/**
 * Re-renders only when something changed, keeping focus and half-typed inputs across the swap; the ids
 * in `fresh` are drawn empty (a swap just made).
 */
function render(next: EventState, force = false, fresh: readonly string[] = []): void {
  const key = JSON.stringify([
    next,
    ui.lastResult,
    ui.wizardStep,
    ui.wizardFormat,
    ui.wizardAgain,
    ui.preview,
  ]);
  if (!force && key === shown) return;
  shown = key;
  ui.state = next;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
  // The timer's minutes are the running timer's, drawn from the state.
  const restoreTyped = keepTyped(app, ['timer-minutes', ...fresh]);
  // The wizard over a ready event only while its next event in the season may still change format.
  if (!next.season?.nextNotBegun) ui.wizardAgain = false;
  const dashboardShown = next.ready && !ui.wizardAgain;
  app.replaceChildren(dashboardShown ? dashboard(next, actions) : wizard(next, actions));
  app.setAttribute('aria-busy', 'false');
  if (dashboardShown) restoreTyped();
  const again = focused ? document.getElementById(focused) : null;
  if (again && !(again as HTMLButtonElement).disabled) again.focus();
}

/** Marks the sidebar busy and disables its buttons for a call; false when a call is already on its way. */
function begin(): boolean {
  if (ui.busy) return false;
  ui.busy = true;
  app.setAttribute('aria-busy', 'true');
  app.querySelectorAll('button').forEach((b) => {
    // The timer keeps working while the server is busy.
    if (!b.closest('#timer')) b.disabled = true;
  });
  return true;
}

async function act<K extends ActionName>(name: K, ...args: Parameters<ServerFunctions[K]>): Promise<void> {
  if (!begin()) return;
  // The last answer belongs to the last click: left on screen it would read as this click's answer.
  ui.lastResult = null;
  document
    .getElementById('message')
    ?.replaceWith(el('div', { class: 'status', role: 'status', id: 'working' }, 'Working…'));
  try {
    const result = await send(name, args);
    const next = result.state ?? (await call('getEventState'));
    ui.lastResult = result;
    ui.lastResultState = JSON.stringify(next);
    if (name === 'setupEvent' && result.ok) {
      ui.wizardStep = 1;
      ui.wizardAgain = false;
    }
    // A published (or refused) preview is done with: the next one is made from the event as it is now.
    if (name === 'publishRound') ui.preview = null;
    ui.busy = false;
    render(next, true);
    // The wizard was scrolled down to its Create button: the dashboard opens at its top, on the next step.
    if (name === 'setupEvent' && result.ok) {
      window.scrollTo(0, 0);
      document.getElementById('next-action')?.focus({ preventScroll: true });
    }
  } catch (e) {
    ui.lastResult = {
      ok: false,
      message: failedText('Something went wrong', e),
      problems: [],
      warnings: [],
    };
    ui.lastResultState = '';
    ui.busy = false;
    await refresh(true);
    ui.lastResultState = JSON.stringify(ui.state);
  } finally {
    ui.busy = false;
    app.setAttribute('aria-busy', 'false');
  }
}

/**
 * Previews the next round with `swaps` (nothing is written). A refused swap keeps the preview shown
 * before it, with the reason; a refused first preview is shown like any refused action.
 */
async function preview(swaps: Swap[]): Promise<void> {
  if (!begin()) return;
  try {
    const seen = shownSeen();
    const shown = await call('previewNextRound', { swaps, ...(seen ? { seen } : {}) });
    ui.lastResult = null;
    if (shown.ok) ui.preview = { preview: shown, swaps, refused: null };
    else if (ui.preview && swaps.length) ui.preview = { ...ui.preview, refused: shown };
    else {
      ui.preview = null;
      ui.lastResult = {
        ok: false,
        message: shown.message,
        problems: shown.problems,
        warnings: shown.warnings,
      };
    }
  } catch (e) {
    ui.lastResult = { ok: false, message: failedText('The preview failed', e), problems: [], warnings: [] };
  } finally {
    ui.busy = false;
    app.setAttribute('aria-busy', 'false');
  }
  // A swap made empties the swap's pickers and reason, so a second click cannot swap the two back.
  const swapped = ui.preview?.swaps === swaps && swaps.length > 0;
  if (ui.state) render(ui.state, true, swapped ? SWAP_FORM_IDS : []);
}

/**
 * Once the sheet reads differently from when the last action answered, that answer's problem lists may
 * name problems already fixed: they go, and the live list (the state's problems) is what is shown. A
 * refusal goes entirely (its message points at those lists); a success keeps its message.
 */
function forgetStaleResult(next: EventState): void {
  const last = ui.lastResult;
  if (!last || !ui.lastResultState || JSON.stringify(next) === ui.lastResultState) return;
  ui.lastResult = last.ok ? { ...last, problems: [], warnings: [] } : null;
}

/**
 * The round and pairings fingerprint this sidebar shows go with every state-changing call, so the
 * server refuses a click whose event has moved on (another sidebar acted meanwhile).
 */
function send<K extends ActionName>(name: K, args: Parameters<ServerFunctions[K]>): Promise<ActionResult> {
  if (!takesSeen(name)) return call(name, ...args);
  const seen = shownSeen();
  return callSeen(name, args[0], seen);
}

/** The round and pairings fingerprint this sidebar shows, as `seen`; none before the event reads. */
function shownSeen(): Seen | undefined {
  const s = ui.state;
  return s?.ready && s.fingerprint !== undefined ? { round: s.round, fingerprint: s.fingerprint } : undefined;
}

/** The actions that take no `seen`; listed whole, so a new entry point in src/server/main.ts is one or the other. */
const WITHOUT_SEEN: Record<Exclude<ActionName, SeenName>, true> = { setupEvent: true, checkEvent: true };

function takesSeen(name: ActionName): name is SeenName {
  return !(name in WITHOUT_SEEN);
}

async function refresh(force = false): Promise<void> {
  try {
    const next = await call('getEventState');
    if (ui.busy) return;
    forgetStaleResult(next);
    render(next, force);
  } catch (e) {
    app.replaceChildren(
      el(
        'div',
        { class: 'status error', role: 'alert', id: 'call-failed' },
        failedText('Could not read the event', e),
      ),
      button('retry', 'Try again', () => void refresh(true), 'primary'),
    );
  }
}
