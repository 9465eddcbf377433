// "Self-test": runs runSelfTest (which also shows its checks in a dialog) and says how it went here,
// with the Measure speed figures beside the cost model's range for each and a Copy button for them.

import type { SpeedFigure, SpeedReport } from '../shared/types';
import { ADDON_NAME } from '../shared/version';
import { button, el } from './dom';
import { call, errorText } from './server';
import { ui } from './ui-state';

/** Where the copied figures go (README.md, "Checked only in a real spreadsheet"). */
export const SPEED_HELP =
  'Copy the figures and paste them into a new issue titled "Measure speed figures" on the add-on\'s GitHub repository: they show how fast Google Sheets is for you beside the cost model the add-on is tuned with.';

/** How a figure compares with the model: "above 15-60 ms", or "not modelled" for pure JavaScript. */
export function speedVerdict(f: SpeedFigure): string {
  return f.model ? `${f.verdict} ${f.model.low}-${f.model.high} ms` : f.verdict;
}

/**
 * Copies the text area's text. A sidebar runs in Google's sandboxed frames, where the asynchronous
 * clipboard is often refused, so the selection is copied first (within the click), the clipboard API
 * second; false when neither copied, and the text stays selected for the organizer to copy by hand.
 */
async function copyText(area: HTMLTextAreaElement): Promise<boolean> {
  area.focus();
  area.select();
  try {
    if (document.execCommand('copy')) return true;
  } catch (_e) {
    // Refused: try the clipboard API.
  }
  try {
    await navigator.clipboard.writeText(area.value);
    return true;
  } catch (_e) {
    return false;
  }
}

/** The figures as a table, the text to copy, and its Copy button. */
export function speedFigures(speed: SpeedReport): HTMLElement {
  const text = el('textarea', {
    id: 'speed-text',
    rows: '5',
    readonly: '',
    'aria-label': 'Measure speed figures as text',
  });
  text.value = speed.text;
  const status = el('p', { class: 'help', id: 'speed-copy-status', role: 'status' });
  const copy = button('speed-copy', 'Copy', () => {
    void copyText(text).then((ok) => {
      status.textContent = ok ? 'Copied.' : 'Could not copy: the text is selected, copy it with Ctrl+C (⌘C).';
    });
  });
  const rows = speed.figures.map((f) =>
    el(
      'tr',
      { class: `speed-${f.verdict.replace(' ', '-')}` },
      el('td', {}, f.name),
      el('td', { class: 'speed-ms' }, `${f.ms} ms`),
      el('td', { class: 'speed-verdict' }, speedVerdict(f)),
    ),
  );
  return el(
    'div',
    { id: 'speed-figures' },
    el('h3', {}, 'Measure speed'),
    el(
      'table',
      { class: 'speed-table' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', {}, 'Timed'),
          el('th', { class: 'speed-ms' }, 'Took'),
          el('th', {}, 'Cost model'),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
    el('p', { class: 'help' }, SPEED_HELP),
    copy,
    status,
    text,
  );
}

export function selfTestSection(): HTMLElement {
  const status = el('p', { class: 'help', id: 'self-test-status' });
  const figures = el('div', { id: 'self-test-figures' });
  const run = button('self-test', 'Run self-test', () => {
    ui.selfTest = { running: true, message: RUNNING, speed: null };
    paintShown();
    call('runSelfTest')
      .then((r) => {
        ui.selfTest = { running: false, message: r.message, speed: r.speed ?? null };
      })
      .catch((e) => {
        ui.selfTest = { running: false, message: `Self-test failed to run: ${errorText(e)}`, speed: null };
      })
      .finally(paintShown);
  });
  // Drawn from what the sidebar remembers: a redraw while it runs, or after, shows the same.
  paint(status, figures, run);
  return el(
    'details',
    { id: 'self-test-panel' },
    el('summary', {}, 'Self-test'),
    el(
      'p',
      {},
      `Checks what ${ADDON_NAME} assumes about Google Sheets, in a temporary tab it removes, and measures how fast Sheets answers there.`,
    ),
    run,
    status,
    figures,
  );
}

const RUNNING = 'Checking how this spreadsheet behaves and timing it…';

/** The self-test as the sidebar remembers it, on a panel's status, figures and button. */
function paint(status: HTMLElement | null, figures: HTMLElement | null, run: HTMLElement | null): void {
  if (status) status.textContent = ui.selfTest.message;
  figures?.replaceChildren(...(ui.selfTest.speed ? [speedFigures(ui.selfTest.speed)] : []));
  if (run instanceof HTMLButtonElement) run.disabled = ui.selfTest.running;
}

/** The same on the panel drawn now, whichever redraw drew it. */
const paintShown = () =>
  paint(
    document.getElementById('self-test-status'),
    document.getElementById('self-test-figures'),
    document.getElementById('self-test'),
  );
