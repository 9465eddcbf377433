// The sidebar: a setup form, then a dashboard. Everything from the sheet is inserted as text nodes
// (never innerHTML), so a player called <img onerror=...> is shown, not run.
import type { ActionResult, EventState, FormatSummary, OptionSpec, Problem } from '../shared/types';

interface Runner {
  withSuccessHandler(fn: (value: unknown) => void): Runner;
  withFailureHandler(fn: (error: Error) => void): Runner;
  [name: string]: unknown;
}
declare const google: { script: { run: Runner } };

function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run.withSuccessHandler((v) => resolve(v as T)).withFailureHandler(reject);
    (runner[name] as (...a: unknown[]) => void)(...args);
  });
}

type Child = Node | string | null | undefined | false;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}

const app = document.getElementById('app') as HTMLElement;
let lastResult: ActionResult | null = null;
let busy = false;

function render(state: EventState): void {
  app.replaceChildren(state.ready ? dashboard(state) : setupForm(state));
}

function statusBox(): HTMLElement | null {
  if (!lastResult) return null;
  return el('div', { class: `status ${lastResult.ok ? 'ok' : 'error'}`, role: 'status', id: 'message' }, lastResult.message);
}

function problemList(problems: Problem[]): HTMLElement | null {
  if (!problems.length) return null;
  return el(
    'section',
    { id: 'problems' },
    el('h2', {}, `Problems (${problems.length})`),
    el(
      'ul',
      {},
      ...problems.map((p) => {
        const go = p.cell ? el('button', { type: 'button', class: 'goto' }, `Go to ${p.tab} ${p.cell}`) : null;
        go?.addEventListener('click', () => void call('selectCell', p.tab, p.cell));
        return el('li', { class: `problem ${p.severity}` }, el('div', {}, `${p.tab}${p.cell ? ` ${p.cell}` : ''}: ${p.message}`), p.fix ? el('div', { class: 'help' }, p.fix) : null, go);
      }),
    ),
  );
}

function optionField(spec: OptionSpec): HTMLElement {
  const id = `opt-${spec.key}`;
  let input: HTMLInputElement | HTMLSelectElement;
  if (spec.type === 'choice') {
    input = el('select', { id, name: spec.key }, ...(spec.choices ?? []).map((c) => el('option', { value: c.value }, c.label)));
    input.value = String(spec.default);
  } else if (spec.type === 'boolean') {
    input = el('select', { id, name: spec.key }, el('option', { value: 'true' }, 'Yes'), el('option', { value: 'false' }, 'No'));
    input.value = String(spec.default);
  } else {
    input = el('input', { id, name: spec.key, type: spec.type === 'number' ? 'number' : 'text', value: String(spec.default) });
  }
  return el('label', { for: id }, spec.label, el('span', { class: 'help' }, spec.help), input);
}

function setupForm(state: EventState): HTMLElement {
  const formats = state.formats;
  const formatSelect = el('select', { id: 'format', name: 'format' }, ...formats.map((f) => el('option', { value: f.id }, f.title)));
  const optionsBox = el('div', { id: 'format-options' });
  const rounds = el('input', { id: 'rounds', name: 'rounds', type: 'number', min: '1', max: '100' });
  const summary = el('p', { class: 'help', id: 'format-summary' });
  const showFormat = () => {
    const f = formats.find((x) => x.id === formatSelect.value) as FormatSummary;
    summary.textContent = f.summary;
    rounds.value = String(f.defaultRounds);
    optionsBox.replaceChildren(...f.options.map(optionField));
  };
  formatSelect.addEventListener('change', showFormat);
  const form = el(
    'form',
    { id: 'setup' },
    el('h1', {}, 'Set up an event'),
    el('label', { for: 'format' }, 'Format', formatSelect),
    summary,
    el('label', { for: 'name' }, 'Event name', el('span', { class: 'help' }, 'Shown on Pairings and Standings.'), el('input', { id: 'name', name: 'name', required: 'required' })),
    el('label', { for: 'date' }, 'Date', el('input', { id: 'date', name: 'date', type: 'date' })),
    el('label', { for: 'rounds' }, 'Rounds', el('span', { class: 'help' }, 'How many rounds to pair.'), rounds),
    optionsBox,
    el('button', { type: 'submit', class: 'primary', id: 'create' }, 'Create event tabs'),
    statusBox(),
    problemList(lastResult?.problems ?? []),
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const data: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      data[k] = String(v);
    });
    void act('setupEvent', data);
  });
  showFormat();
  return form;
}

const NEXT_LABEL: Record<EventState['nextAction'], string> = {
  setup: 'Set up event',
  'add-players': 'Add players on the Players tab',
  pair: 'Pair next round',
  'enter-results': 'Update standings',
  finished: 'Update standings',
};

function dashboard(state: EventState): HTMLElement {
  const pct = state.resultsExpected ? Math.round((100 * state.resultsEntered) / state.resultsExpected) : 0;
  const main = el('button', { type: 'button', class: 'primary', id: 'next-action' }, NEXT_LABEL[state.nextAction]);
  main.addEventListener('click', () => {
    if (state.nextAction === 'pair') void act('pairNextRound');
    else if (state.nextAction === 'add-players') void refresh();
    else void act('updateStandings');
  });
  const pair = el('button', { type: 'button', id: 'pair' }, 'Pair next round');
  pair.addEventListener('click', () => void act('pairNextRound'));
  const pairAnyway = el('button', { type: 'button', id: 'pair-anyway' }, 'Pair anyway');
  pairAnyway.addEventListener('click', () => {
    if (confirm(`${state.resultsExpected - state.resultsEntered} result(s) of round ${state.round} are missing. Pair round ${state.round + 1} anyway?`)) void act('pairNextRound', { force: true });
  });
  const standings = el('button', { type: 'button', id: 'standings' }, 'Update standings');
  standings.addEventListener('click', () => void act('updateStandings'));
  const undo = el('button', { type: 'button', id: 'undo' }, 'Undo last round');
  undo.addEventListener('click', () => {
    if (confirm(`Undo round ${state.round}? Its rows on Results, with any results typed, move to the Log tab.`)) void act('undoLastRound');
  });
  const repair = el('button', { type: 'button', id: 'repair' }, 'Re-pair round');
  repair.addEventListener('click', () => {
    if (confirm(`Re-pair round ${state.round}? Its current pairings move to the Log tab.`)) void act('repairRound');
  });
  const playerName = el('input', { id: 'player-name', placeholder: 'Player name', 'aria-label': 'Player name' });
  const drop = el('button', { type: 'button', id: 'drop' }, 'Drop');
  drop.addEventListener('click', () => void act('setPlayerStatus', playerName.value, 'dropped'));
  const reinstate = el('button', { type: 'button', id: 'reinstate' }, 'Reinstate');
  reinstate.addEventListener('click', () => void act('setPlayerStatus', playerName.value, 'active'));
  const add = el('button', { type: 'button', id: 'add-player' }, 'Add');
  add.addEventListener('click', () => void act('addPlayer', playerName.value));
  return el(
    'div',
    { id: 'dashboard' },
    el('h1', { id: 'event-name' }, state.name || 'Event'),
    el('div', { class: 'muted' }, `${state.formatTitle}${state.date ? ` · ${state.date}` : ''}`),
    el('p', { id: 'round-status' }, state.round ? `Round ${state.round} of ${state.rounds}` : `Not started · ${state.rounds} rounds`, ` · ${state.players.active} players${state.players.dropped ? `, ${state.players.dropped} dropped` : ''}`),
    state.round ? el('div', { class: 'progress', role: 'progressbar', 'aria-valuenow': String(pct), 'aria-valuemin': '0', 'aria-valuemax': '100' }, el('div', { style: `width:${pct}%` })) : null,
    state.round ? el('div', { class: 'muted', id: 'results-count' }, `${state.resultsEntered} of ${state.resultsExpected} results in`) : null,
    main,
    statusBox(),
    problemList([...(lastResult?.problems ?? []), ...(lastResult?.warnings ?? []), ...state.problems]),
    state.missing.length
      ? el('section', { id: 'missing' }, el('h2', {}, 'Results missing'), el('ul', {}, ...state.missing.slice(0, 30).map((m) => el('li', {}, `Table ${m.table}: ${m.players.join(' v ')} (${m.cell})`))))
      : null,
    state.leaders.length ? el('section', { id: 'leaders' }, el('h2', {}, 'Leaders'), el('table', {}, ...state.leaders.map((l) => el('tr', {}, el('td', {}, String(l.rank)), el('td', {}, l.name), el('td', {}, l.score))))) : null,
    el('h2', {}, 'Round'),
    el('div', {}, pair, state.missing.length ? pairAnyway : null, standings, state.round ? undo : null, state.round ? repair : null),
    el('h2', {}, 'Players'),
    el('div', { class: 'row' }, playerName),
    el('div', {}, add, drop, reinstate),
  );
}

async function act(name: string, ...args: unknown[]): Promise<void> {
  if (busy) return;
  busy = true;
  app.querySelectorAll('button').forEach((b) => {
    b.disabled = true;
  });
  try {
    lastResult = await call<ActionResult>(name, ...args);
    render(lastResult.state ?? (await call<EventState>('getEventState')));
  } catch (e) {
    lastResult = { ok: false, message: `Something went wrong: ${(e as Error).message ?? String(e)}`, problems: [], warnings: [] };
    await refresh();
  } finally {
    busy = false;
  }
}

async function refresh(): Promise<void> {
  try {
    render(await call<EventState>('getEventState'));
  } catch (e) {
    app.replaceChildren(el('div', { class: 'status error' }, `Could not read the event: ${(e as Error).message ?? String(e)}`));
  }
}

void refresh();
