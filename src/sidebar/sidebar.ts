// The sidebar: a setup wizard, then a dashboard (round, progress, the next sensible action, problems,
// players, round timer, export, sharing). Everything from the sheet is inserted as text nodes (never
// innerHTML), so a player called <img onerror=...> is shown, not run.
import type { ActionResult, EventState, FormatSummary, OptionSpec, Problem } from '../shared/types';
import { csvFileName, toCsv } from './csv';
import { button, call, el, plural } from './dom';
import { type Preset, timerSection } from './timer';

const app = document.getElementById('app') as HTMLElement;
let state: EventState | null = null;
let shown = '';
let lastResult: ActionResult | null = null;
let busy = false;
let wizardStep = 1;
let wizardFormat = '';

// ---------- rendering frame ----------

/** Re-renders only when something changed, keeping focus and half-typed inputs across the swap. */
function render(next: EventState, force = false): void {
  const key = JSON.stringify([next, lastResult, wizardStep, wizardFormat]);
  if (!force && key === shown) return;
  shown = key;
  state = next;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
  const typed = new Map<string, string>();
  for (const i of app.querySelectorAll<HTMLInputElement>('input[id]:not([type=radio])'))
    typed.set(i.id, i.value);
  app.replaceChildren(next.ready ? dashboard(next) : wizard(next));
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

function statusBox(): HTMLElement | null {
  if (!lastResult) return null;
  return el(
    'div',
    { class: `status ${lastResult.ok ? 'ok' : 'error'}`, role: 'status', id: 'message' },
    lastResult.message,
  );
}

function problemList(problems: Problem[]): HTMLElement | null {
  if (!problems.length) return null;
  const errors = problems.filter((p) => p.severity === 'error').length;
  return el(
    'section',
    { id: 'problems', 'aria-label': 'Problems' },
    el('h2', {}, errors ? `Problems to fix (${problems.length})` : `Warnings (${problems.length})`),
    el(
      'ul',
      {},
      ...problems.map((p) => {
        const where = `${p.tab}${p.cell ? ` ${p.cell}` : ''}`;
        const go = p.cell ? button('', `Go to ${where}`, () => void call('selectCell', p.tab, p.cell)) : null;
        go?.removeAttribute('id');
        go?.classList.add('goto');
        return el(
          'li',
          { class: `problem ${p.severity}` },
          el('div', {}, `${where}: ${p.message}`),
          p.fix ? el('div', { class: 'help' }, p.fix) : null,
          go,
        );
      }),
    ),
  );
}

// ---------- in-page confirmation (not window.confirm: it is blocked in some add-on frames) ----------

function confirmDialog(title: string, text: string, okLabel: string, onOk: () => void): void {
  const before = document.activeElement as HTMLElement | null;
  const close = () => {
    backdrop.remove();
    before?.focus();
  };
  const ok = button(
    'confirm-ok',
    okLabel,
    () => {
      close();
      onOk();
    },
    'primary',
  );
  const cancel = button('confirm-cancel', 'Cancel', close);
  const dialog = el(
    'div',
    {
      class: 'dialog',
      role: 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': 'confirm-title',
      'aria-describedby': 'confirm-text',
      id: 'confirm',
    },
    el('h2', { id: 'confirm-title' }, title),
    el('p', { id: 'confirm-text' }, text),
    el('div', { class: 'actions' }, cancel, ok),
  );
  const backdrop = el('div', { class: 'backdrop', id: 'confirm-backdrop' }, dialog);
  backdrop.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
    if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      e.preventDefault();
      (document.activeElement === ok ? cancel : ok).focus();
    }
  });
  document.body.append(backdrop);
  cancel.focus();
}

// ---------- setup wizard ----------

function optionField(spec: OptionSpec): HTMLElement {
  const id = `opt-${spec.key}`;
  const help = el('span', { class: 'help', id: `${id}-help` }, spec.help);
  let input: HTMLInputElement | HTMLSelectElement;
  if (spec.type === 'choice') {
    input = el(
      'select',
      { id, name: spec.key },
      ...(spec.choices ?? []).map((c) => el('option', { value: c.value }, c.label)),
    );
    input.value = String(spec.default);
  } else if (spec.type === 'boolean') {
    input = el(
      'select',
      { id, name: spec.key },
      el('option', { value: 'true' }, 'Yes'),
      el('option', { value: 'false' }, 'No'),
    );
    input.value = String(spec.default);
  } else {
    input = el('input', {
      id,
      name: spec.key,
      type: spec.type === 'number' ? 'number' : 'text',
      value: String(spec.default),
    });
    if (spec.min !== undefined) input.setAttribute('min', String(spec.min));
    if (spec.max !== undefined) input.setAttribute('max', String(spec.max));
  }
  input.setAttribute('aria-describedby', `${id}-help`);
  return el('label', { for: id }, spec.label, help, input);
}

function wizard(s: EventState): HTMLElement {
  const formats = s.formats;
  if (!formats.some((f) => f.id === wizardFormat)) wizardFormat = formats[0]?.id ?? '';
  return wizardStep === 1 || !wizardFormat
    ? chooseFormat(formats)
    : eventDetails(formats.find((f) => f.id === wizardFormat) as FormatSummary);
}

function chooseFormat(formats: FormatSummary[]): HTMLElement {
  const next = button(
    'wizard-next',
    'Next: event details',
    () => {
      wizardStep = 2;
      if (state) render(state, true);
      document.getElementById('name')?.focus();
    },
    'primary wide',
  );
  return el(
    'form',
    { id: 'setup', 'aria-labelledby': 'setup-title' },
    el('h1', { id: 'setup-title' }, 'Set up an event'),
    el('p', { class: 'step' }, 'Step 1 of 2 · Choose the format'),
    el(
      'fieldset',
      { style: 'border:0;padding:0;margin:0' },
      el('legend', { class: 'sr-only' }, 'Format'),
      ...formats.map((f) => {
        const radio = el('input', { type: 'radio', name: 'format', value: f.id, id: `format-${f.id}` });
        radio.checked = f.id === wizardFormat;
        radio.addEventListener('change', () => {
          wizardFormat = f.id;
        });
        return el(
          'label',
          { class: 'choice', for: `format-${f.id}` },
          radio,
          el(
            'span',
            {},
            el('strong', {}, f.title),
            el('span', { class: 'help' }, f.summary),
            el(
              'span',
              { class: 'help' },
              `${plural(f.options.length, 'option')} · ${plural(f.defaultRounds, 'round')} by default`,
            ),
          ),
        );
      }),
    ),
    next,
    el(
      'p',
      { class: 'help' },
      'The add-on creates the Event, Players, Results, Pairings, Standings and Log tabs in this spreadsheet. Nothing else in it is touched.',
    ),
  );
}

function eventDetails(f: FormatSummary): HTMLElement {
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const back = button('wizard-back', 'Back', () => {
    wizardStep = 1;
    lastResult = null;
    if (state) render(state, true);
  });
  const form = el(
    'form',
    { id: 'setup', 'aria-labelledby': 'setup-title' },
    el('h1', { id: 'setup-title' }, f.title),
    el('p', { class: 'step' }, 'Step 2 of 2 · Event details'),
    el('p', { class: 'help', id: 'format-summary' }, f.summary),
    el('input', { type: 'hidden', name: 'format', value: f.id }),
    el(
      'label',
      { for: 'name' },
      'Event name',
      el('span', { class: 'help' }, 'Shown at the top of Pairings and Standings.'),
      el('input', { id: 'name', name: 'name', required: 'required', autocomplete: 'off' }),
    ),
    el(
      'label',
      { for: 'date' },
      'Date',
      el('span', { class: 'help' }, 'The day of the event, for the report.'),
      el('input', { id: 'date', name: 'date', type: 'date', value: iso }),
    ),
    el(
      'label',
      { for: 'rounds' },
      'Rounds',
      el(
        'span',
        { class: 'help' },
        `How many rounds to pair (${f.defaultRounds} suits this format; you can change it later on the Event tab).`,
      ),
      el('input', {
        id: 'rounds',
        name: 'rounds',
        type: 'number',
        min: '1',
        max: '100',
        value: String(f.defaultRounds),
      }),
    ),
    f.options.length ? el('h2', {}, 'Options') : null,
    el('div', { id: 'format-options' }, ...f.options.map(optionField)),
    el('button', { type: 'submit', class: 'primary wide', id: 'create' }, 'Create event tabs'),
    back,
    statusBox(),
    problemList(lastResult?.problems ?? []),
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const data: Record<string, string | number> = {};
    new FormData(form).forEach((v, k) => {
      data[k] = String(v);
    });
    if (data.rounds !== undefined) data.rounds = Number(data.rounds);
    void act('setupEvent', data);
  });
  return form;
}

// ---------- dashboard ----------

function nextAction(s: EventState): { label: string; run: () => void; hint: string } {
  switch (s.nextAction) {
    case 'add-players':
      return {
        label: 'Check the players',
        run: () => void refresh(true),
        hint: 'Type the players\u2019 names under Name on the Players tab (one a row), then press this.',
      };
    case 'pair':
      return {
        label: `Pair round ${s.round + 1}`,
        run: () => void act('pairNextRound'),
        hint: s.round
          ? `Every result of round ${s.round} is in.`
          : `${plural(s.players.active, 'player')} ready.`,
      };
    case 'enter-results':
      return {
        label: 'Update standings',
        run: () => void act('updateStandings'),
        hint: `Type the results on the Results tab: ${plural(s.resultsExpected - s.resultsEntered, 'result')} of round ${s.round} still to come.`,
      };
    case 'finished':
      return {
        label: 'Show final standings',
        run: () => void act('updateStandings'),
        hint: `All ${plural(s.rounds, 'round')} are played: the Standings tab has the final order.`,
      };
    default:
      return { label: 'Refresh', run: () => void refresh(true), hint: '' };
  }
}

function presetsOf(s: EventState): Preset[] {
  const format = s.formats.find((f) => f.id === s.format);
  const out: Preset[] = [];
  for (const spec of format?.options ?? []) {
    if (spec.type !== 'number' || !/minute/i.test(`${spec.key} ${spec.label}`)) continue;
    const minutes = Number(s.settings?.[spec.key] ?? spec.default);
    if (!Number.isFinite(minutes) || minutes <= 0) continue;
    const name = spec.label.replace(/\bminutes?\b( per)?/i, '').trim();
    out.push({ label: name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Round', minutes });
  }
  if (!out.length) out.push({ label: 'Round', minutes: 50 });
  return out;
}

function roundSection(s: EventState): HTMLElement {
  const missing = s.resultsExpected - s.resultsEntered;
  const undo = button(
    'undo',
    'Undo last round',
    () =>
      confirmDialog(
        `Undo round ${s.round}?`,
        `Round ${s.round}'s rows on the Results tab${s.resultsEntered ? `, with the ${plural(s.resultsEntered, 'result')} typed there,` : ''} move to the Log tab (nothing is lost), and Pairings and Standings go back to round ${s.round - 1 || 'zero'}.`,
        `Undo round ${s.round}`,
        () => void act('undoLastRound'),
      ),
    'danger',
  );
  const repair = button('repair', 'Re-pair round', () =>
    confirmDialog(
      `Re-pair round ${s.round}?`,
      `The current pairings of round ${s.round} (their rows on the Results tab) move to the Log tab and the round is paired again from the same standings. Only possible while no result of round ${s.round} is typed.`,
      `Re-pair round ${s.round}`,
      () => void act('repairRound'),
    ),
  );
  const pairAnyway = button('pair-anyway', 'Pair anyway', () =>
    confirmDialog(
      `Pair round ${s.round + 1} now?`,
      `${plural(missing, 'result')} of round ${s.round} ${missing === 1 ? 'is' : 'are'} missing. Pairing now uses the standings as they are; the missing results can still be typed later.`,
      'Pair anyway',
      () => void act('pairNextRound', { force: true }),
    ),
  );
  const canPairMore = s.round < s.rounds;
  return el(
    'section',
    { id: 'round-tools', 'aria-label': 'Round' },
    el('h2', {}, 'Round'),
    el(
      'div',
      {},
      s.nextAction !== 'pair' && canPairMore && s.round > 0 && missing > 0 ? pairAnyway : null,
      s.nextAction !== 'enter-results'
        ? button('standings', 'Update standings', () => void act('updateStandings'))
        : null,
      s.round ? repair : null,
      s.round ? undo : null,
    ),
  );
}

function playersSection(s: EventState): HTMLElement {
  const name = el('input', { id: 'player-name', autocomplete: 'off', 'aria-describedby': 'player-help' });
  const value = () => name.value;
  const late = s.round > 0;
  return el(
    'section',
    { id: 'players', 'aria-label': 'Players' },
    el('h2', {}, 'Players'),
    el(
      'div',
      { class: 'muted' },
      `${plural(s.players.active, 'active player')}${s.players.dropped ? `, ${s.players.dropped} dropped` : ''}`,
    ),
    el('label', { for: 'player-name' }, 'Player name', name),
    el(
      'span',
      { class: 'help', id: 'player-help' },
      late
        ? 'Drop: not paired again, past results stay. Reinstate: paired again from the next round. Late entry: joins the next round where the format allows it.'
        : 'Add a player here or type names on the Players tab.',
    ),
    el(
      'div',
      {},
      button('add-player', late ? 'Late entry' : 'Add', () => void act('addPlayer', value())),
      button('drop', 'Drop', () => void act('setPlayerStatus', value(), 'dropped')),
      button('reinstate', 'Reinstate', () => void act('setPlayerStatus', value(), 'active')),
    ),
  );
}

function exportSection(): HTMLElement {
  const out = el('div', { id: 'export-links' });
  const make = async (what: 'standings' | 'results') => {
    try {
      const tables = await call<{
        ok: boolean;
        eventName: string;
        standings: (string | number | boolean)[][];
        results: (string | number | boolean)[][];
        problems: Problem[];
      }>('getExportTables');
      const rows = tables[what];
      if (!rows.length) {
        out.replaceChildren(
          el(
            'div',
            { class: 'status error' },
            what === 'standings'
              ? 'Standings cannot be computed until the problems listed are fixed.'
              : 'There are no results yet.',
          ),
        );
        return;
      }
      const csv = toCsv(rows);
      const file = csvFileName(tables.eventName, what);
      const link = el(
        'a',
        {
          href: URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' })),
          download: file,
          id: `download-${what}`,
        },
        `Download ${file}`,
      );
      out.replaceChildren(
        el('div', { class: 'status ok' }, `${plural(rows.length - 1, 'row')} ready. `, link),
      );
      link.click();
    } catch (e) {
      out.replaceChildren(
        el('div', { class: 'status error' }, `Export failed: ${(e as Error).message ?? String(e)}`),
      );
    }
  };
  return el(
    'section',
    { id: 'export', 'aria-label': 'Export' },
    el('h2', {}, 'Export'),
    el(
      'div',
      {},
      button('export-standings', 'Standings CSV', () => void make('standings')),
      button('export-results', 'Results CSV', () => void make('results')),
    ),
    out,
  );
}

function shareSection(): HTMLElement {
  return el(
    'details',
    { id: 'share' },
    el('summary', {}, 'Share with players'),
    el(
      'p',
      {},
      'A view-only link (Share > General access > Anyone with the link, Viewer) shows every tab, including Players, Results and Log.',
    ),
    el('p', {}, 'To show players only Pairings and Standings:'),
    el(
      'ol',
      {},
      el('li', {}, 'File > Share > Publish to web.'),
      el('li', {}, 'Under Link, pick the Pairings tab (publish Standings the same way), Web page.'),
      el(
        'li',
        {},
        'Tick "Automatically republish when changes are made", then Publish, and share that link or its QR code.',
      ),
    ),
    el(
      'p',
      { class: 'help' },
      'Published pages update a few minutes after each change. Stop publishing from the same dialog after the event.',
    ),
  );
}

function missingSection(s: EventState): HTMLElement | null {
  if (!s.missing.length) return null;
  const shown = s.missing.slice(0, 30);
  return el(
    'section',
    { id: 'missing', 'aria-label': 'Results missing' },
    el('h2', {}, `Results missing (${s.missing.length})`),
    el(
      'ul',
      {},
      ...shown.map((m) => {
        const go = button('', m.cell, () => void call('selectCell', 'Results', m.cell));
        go.removeAttribute('id');
        go.setAttribute('aria-label', `Go to Results ${m.cell}`);
        return el(
          'li',
          { class: 'missing' },
          el('span', {}, `Table ${m.table}: ${m.players.join(' v ')}`),
          go,
        );
      }),
    ),
    s.missing.length > shown.length
      ? el('div', { class: 'help' }, `and ${s.missing.length - shown.length} more`)
      : null,
  );
}

function dashboard(s: EventState): HTMLElement {
  const pct = s.resultsExpected ? Math.round((100 * s.resultsEntered) / s.resultsExpected) : 0;
  const next = nextAction(s);
  const refreshButton = button('refresh', 'Refresh', () => void refresh(true), 'link');
  return el(
    'div',
    { id: 'dashboard' },
    el('div', { class: 'toolbar' }, el('h1', { id: 'event-name' }, s.name || 'Event'), refreshButton),
    el('div', { class: 'muted' }, `${s.formatTitle}${s.date ? ` · ${s.date}` : ''}`),
    el(
      'p',
      { class: 'round-line', id: 'round-status' },
      s.round ? `Round ${s.round} of ${s.rounds}` : `Not started · ${plural(s.rounds, 'round')}`,
    ),
    s.round
      ? el(
          'div',
          {
            class: `progress${pct === 100 ? ' done' : ''}`,
            role: 'progressbar',
            id: 'progress',
            'aria-label': 'Results entered',
            'aria-valuenow': String(pct),
            'aria-valuemin': '0',
            'aria-valuemax': '100',
          },
          el('div', { style: `width:${pct}%` }),
        )
      : null,
    s.round
      ? el(
          'div',
          { class: 'muted', id: 'results-count' },
          `${s.resultsEntered} of ${s.resultsExpected} results in`,
        )
      : null,
    button('next-action', next.label, next.run, 'primary wide'),
    next.hint ? el('div', { class: 'help', id: 'next-hint' }, next.hint) : null,
    statusBox(),
    problemList([
      ...(lastResult?.problems ?? []),
      ...(lastResult?.warnings ?? []),
      ...s.problems.filter((p) => !lastResult?.problems.some((q) => q.message === p.message)),
    ]),
    missingSection(s),
    s.leaders.length
      ? el(
          'section',
          { id: 'leaders', 'aria-label': 'Leaders' },
          el('h2', {}, s.nextAction === 'finished' ? 'Final standings (top)' : 'Leaders'),
          el(
            'table',
            {},
            el(
              'tbody',
              {},
              ...s.leaders.map((l) =>
                el(
                  'tr',
                  {},
                  el('td', { class: 'rank' }, String(l.rank)),
                  el('td', {}, l.name),
                  el('td', { class: 'score' }, l.score),
                ),
              ),
            ),
          ),
        )
      : null,
    roundSection(s),
    playersSection(s),
    el('h2', {}, 'Round timer'),
    timerSection(presetsOf(s)),
    exportSection(),
    shareSection(),
  );
}

// ---------- talking to the server ----------

async function act(name: string, ...args: unknown[]): Promise<void> {
  if (busy) return;
  busy = true;
  app.setAttribute('aria-busy', 'true');
  app.querySelectorAll('button').forEach((b) => {
    // The timer keeps working while the server is busy.
    if (!b.closest('#timer')) b.disabled = true;
  });
  try {
    lastResult = await call<ActionResult>(name, ...args);
    const next = lastResult.state ?? (await call<EventState>('getEventState'));
    if (name === 'setupEvent' && lastResult.ok) wizardStep = 1;
    busy = false;
    render(next, true);
  } catch (e) {
    lastResult = {
      ok: false,
      message: `Something went wrong: ${(e as Error).message ?? String(e)}`,
      problems: [],
      warnings: [],
    };
    busy = false;
    await refresh(true);
  } finally {
    busy = false;
    app.setAttribute('aria-busy', 'false');
  }
}

async function refresh(force = false): Promise<void> {
  try {
    const next = await call<EventState>('getEventState');
    if (busy) return;
    render(next, force);
  } catch (e) {
    app.replaceChildren(
      el(
        'div',
        { class: 'status error', role: 'alert' },
        `Could not read the event: ${(e as Error).message ?? String(e)}`,
      ),
      button('retry', 'Try again', () => void refresh(true), 'primary'),
    );
  }
}

// The sheet may have changed while the organizer was typing in it: re-read when they come back.
let focusTimer: number | undefined;
window.addEventListener('focus', () => {
  window.clearTimeout(focusTimer);
  focusTimer = window.setTimeout(() => {
    if (busy || !state?.ready || document.getElementById('confirm')) return;
    void refresh();
  }, 150);
});

void refresh(true);
