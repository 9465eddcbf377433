/// <reference lib="dom" />
// The playground page in the browser: draws the workbook as an editable grid, sends each edit to
// POST /api/cell (typed as a person would), and keeps the grid and the sidebar in step. Everything
// from the workbook is inserted as text (input values, textContent), never as HTML.
import type { CellView, TabView, WorkbookView } from './workbook-view';

interface ApiReply<T> {
  ok: boolean;
  value?: T;
  error?: string;
}

declare global {
  interface Window {
    /** Edits sent but not yet answered; tests wait for 0. */
    __playgroundPending: number;
    __playgroundView: WorkbookView | null;
  }
}

const gridEl = document.getElementById('grid') as HTMLTableElement;
const tabsEl = document.getElementById('tabs') as HTMLElement;
const statusEl = document.getElementById('save-status') as HTMLElement;
const cellNameEl = document.getElementById('cell-name') as HTMLElement;
const ownedEl = document.getElementById('owned-note') as HTMLElement;
const sidebar = document.getElementById('sidebar') as HTMLIFrameElement;

let view: WorkbookView | null = null;
let current = '';
window.__playgroundPending = 0;
window.__playgroundView = null;

async function api<T>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiReply<T>;
}

function letters(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function setStatus(text: string, error = false): void {
  statusEl.textContent = text;
  statusEl.classList.toggle('error', error);
}

function tab(): TabView | undefined {
  return view?.tabs.find((t) => t.name === current);
}

/** Text spills into empty cells on its right, as in a spreadsheet (drawn by a span that ignores the mouse). */
function spillWidth(row: CellView[], ci: number, widths: number[]): number {
  const c = row[ci];
  if (!c.t || c.dd || (c.al && c.al !== 'left') || isNumberText(c.t)) return 0;
  let w = widths[ci];
  for (let j = ci + 1; j < row.length && !row[j].t; j++) w += widths[j];
  return w > widths[ci] ? w : 0;
}

function isNumberText(t: string): boolean {
  return /^-?[\d.,]+%?$/.test(t);
}

function paintCell(td: HTMLTableCellElement, c: CellView, spill: number): void {
  const input = td.querySelector('input') as HTMLInputElement;
  const span = td.querySelector('span.spill') as HTMLSpanElement;
  styleCell(td, input, c);
  td.classList.toggle('spills', spill > 0);
  span.textContent = spill > 0 ? c.t : '';
  span.style.width = spill > 0 ? `${spill}px` : '';
  span.style.fontWeight = input.style.fontWeight;
  span.style.fontSize = input.style.fontSize;
  span.style.color = input.style.color;
  span.style.fontStyle = input.style.fontStyle;
}

function styleCell(td: HTMLTableCellElement, input: HTMLInputElement, c: CellView): void {
  td.style.background = c.bg ?? '';
  input.style.fontWeight = c.b ? 'bold' : '';
  input.style.fontSize = c.fs ? `${Math.round(c.fs * 1.333)}px` : '';
  input.style.color = c.fc ?? '';
  input.style.fontStyle = c.it ? 'italic' : '';
  input.style.textAlign = c.al ?? (isNumberText(c.t) ? 'right' : '');
  td.classList.toggle('dd', !!c.dd);
  if (c.dd) input.setAttribute('list', datalistFor(c.dd));
  else input.removeAttribute('list');
  td.title = c.dd ? `Dropdown: ${c.dd.join(', ')}` : '';
}

const datalists = new Map<string, string>();
function datalistFor(choices: string[]): string {
  const key = JSON.stringify(choices);
  let id = datalists.get(key);
  if (!id) {
    id = `choices-${datalists.size + 1}`;
    const list = document.createElement('datalist');
    list.id = id;
    for (const c of choices) {
      const o = document.createElement('option');
      o.value = c;
      list.append(o);
    }
    document.body.append(list);
    datalists.set(key, id);
  }
  return id;
}

function renderTabs(): void {
  tabsEl.replaceChildren(
    ...(view?.tabs ?? []).map((t) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = t.name;
      b.dataset.tab = t.name;
      b.setAttribute('role', 'tab');
      b.setAttribute('aria-selected', String(t.name === current));
      if (t.color) b.style.borderBottomColor = t.color;
      b.addEventListener('click', () => showTab(t.name));
      return b;
    }),
  );
}

function showTab(name: string, focusA1?: string | null): void {
  current = name;
  cellNameEl.textContent = name;
  renderTabs();
  renderGrid(focusA1 ?? null);
}

function renderGrid(selectA1: string | null): void {
  const t = tab();
  gridEl.replaceChildren();
  if (!t) return;
  ownedEl.textContent = t.protected
    ? 'Written by Tourney Sheets: your edits here are replaced at the next action.'
    : '';
  const colgroup = document.createElement('colgroup');
  const rn = document.createElement('col');
  rn.style.width = '42px';
  colgroup.append(rn);
  for (const w of t.widths) {
    const col = document.createElement('col');
    col.style.width = `${w}px`;
    colgroup.append(col);
  }
  const head = document.createElement('thead');
  const hr = document.createElement('tr');
  const corner = document.createElement('th');
  corner.className = 'rownum';
  hr.append(corner);
  t.widths.forEach((_, i) => {
    const th = document.createElement('th');
    th.textContent = letters(i + 1);
    th.scope = 'col';
    hr.append(th);
  });
  head.append(hr);
  const body = document.createElement('tbody');
  let top = 21;
  t.rows.forEach((row, ri) => {
    const tr = document.createElement('tr');
    const frozen = ri < t.frozenRows;
    if (frozen && ri === t.frozenRows - 1) tr.className = 'frozen-last';
    const th = document.createElement('th');
    th.className = 'rownum';
    th.scope = 'row';
    th.textContent = String(ri + 1);
    tr.append(th);
    row.forEach((c, ci) => {
      const a1 = `${letters(ci + 1)}${ri + 1}`;
      const td = document.createElement('td');
      const input = document.createElement('input');
      input.value = c.t;
      input.dataset.a1 = a1;
      input.dataset.original = c.t;
      input.setAttribute('aria-label', `${t.name} ${a1}`);
      input.autocomplete = 'off';
      input.spellcheck = false;
      if (frozen) {
        td.classList.add('frozen');
        td.style.top = `${top}px`;
      }
      if (a1 === selectA1) td.classList.add('selected');
      const span = document.createElement('span');
      span.className = 'spill';
      span.setAttribute('aria-hidden', 'true');
      td.append(input, span);
      paintCell(td, c, spillWidth(row, ci, t.widths));
      tr.append(td);
    });
    if (frozen) top += c0Height(row);
    body.append(tr);
  });
  gridEl.append(colgroup, head, body);
  if (selectA1) {
    const input = gridEl.querySelector<HTMLInputElement>(`input[data-a1="${selectA1}"]`);
    input?.scrollIntoView({ block: 'center', inline: 'nearest' });
    input?.focus({ preventScroll: true });
  }
}

function c0Height(row: CellView[]): number {
  const fs = Math.max(10, ...row.map((c) => c.fs ?? 10));
  return Math.max(23, Math.round(fs * 1.333 * 1.4 + 6));
}

/** Updates cells in place when the tab keeps its shape, so a cell being typed in keeps its focus. */
function refreshGrid(): void {
  const t = tab();
  const inputs = gridEl.querySelectorAll<HTMLInputElement>('input[data-a1]');
  if (!t || inputs.length !== t.rows.length * (t.widths.length || 0)) {
    const focused = document.activeElement instanceof HTMLInputElement ? document.activeElement : null;
    const active = focused?.dataset.a1 ?? null;
    const typing = focused && focused.value !== focused.dataset.original ? focused.value : null;
    renderGrid(active);
    const again = active ? gridEl.querySelector<HTMLInputElement>(`input[data-a1="${active}"]`) : null;
    if (again && typing !== null) again.value = typing;
    return;
  }
  let i = 0;
  for (const row of t.rows) {
    row.forEach((c, ci) => {
      const input = inputs[i++];
      const td = input.parentElement as HTMLTableCellElement;
      if (input !== document.activeElement) input.value = c.t;
      input.dataset.original = c.t;
      paintCell(td, c, spillWidth(row, ci, t.widths));
    });
  }
}

function setView(next: WorkbookView, follow: boolean): void {
  const tabsChanged =
    !view || view.tabs.map((t) => t.name).join('\n') !== next.tabs.map((t) => t.name).join('\n');
  view = next;
  window.__playgroundView = next;
  if (follow && next.active.tab) {
    current = next.active.tab;
    renderTabs();
    renderGrid(next.active.a1);
    cellNameEl.textContent = next.active.a1 ? `${next.active.tab}!${next.active.a1}` : next.active.tab;
    return;
  }
  if (!next.tabs.some((t) => t.name === current)) {
    current = (next.tabs.find((t) => t.name === 'Players') ?? next.tabs[0])?.name ?? '';
    renderTabs();
    renderGrid(null);
    return;
  }
  if (tabsChanged) renderTabs();
  refreshGrid();
}

async function loadWorkbook(follow: boolean): Promise<void> {
  const reply = await api<WorkbookView>('GET', '/api/workbook');
  if (reply.ok && reply.value) setView(reply.value, follow);
  else setStatus(`Could not read the workbook: ${reply.error ?? 'unknown error'}`, true);
}

function tellSidebar(): void {
  sidebar.contentWindow?.postMessage({ type: 'playground:workbook-changed' }, location.origin);
}

async function commit(input: HTMLInputElement): Promise<void> {
  const a1 = input.dataset.a1;
  if (!a1 || input.value === input.dataset.original) return;
  const value = input.value;
  input.dataset.original = value;
  window.__playgroundPending++;
  setStatus('Saving…');
  try {
    const reply = await api<WorkbookView>('POST', '/api/cell', { tab: current, a1, value });
    if (reply.ok && reply.value) {
      setView(reply.value, false);
      setStatus('All changes saved');
      tellSidebar();
    } else {
      setStatus(`Not accepted: ${reply.error ?? 'unknown error'}`, true);
      await loadWorkbook(false);
      const again = gridEl.querySelector<HTMLInputElement>(`input[data-a1="${a1}"]`);
      if (again && again !== document.activeElement) again.value = again.dataset.original ?? '';
    }
  } catch (e) {
    setStatus(`Not saved: ${(e as Error).message}`, true);
  } finally {
    window.__playgroundPending--;
  }
}

function moveFrom(input: HTMLInputElement, dRow: number, dCol: number): void {
  const m = /^([A-Z]+)(\d+)$/.exec(input.dataset.a1 ?? '');
  if (!m) return;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + ch.charCodeAt(0) - 64;
  const target = gridEl.querySelector<HTMLInputElement>(
    `input[data-a1="${letters(col + dCol)}${Number(m[2]) + dRow}"]`,
  );
  if (target) {
    target.focus();
    target.select();
  }
}

gridEl.addEventListener('change', (e) => {
  if (e.target instanceof HTMLInputElement) void commit(e.target);
});
gridEl.addEventListener('focusin', (e) => {
  if (!(e.target instanceof HTMLInputElement)) return;
  cellNameEl.textContent = `${current}!${e.target.dataset.a1 ?? ''}`;
  for (const td of gridEl.querySelectorAll('td.selected')) td.classList.remove('selected');
});
/** As in Sheets: after Tab, Tab, Enter the cursor goes to the next row of the column where tabbing began. */
let tabAnchor: { col: string; row: string } | null = null;

function colOf(input: HTMLInputElement): { col: string; row: string } {
  const m = /^([A-Z]+)(\d+)$/.exec(input.dataset.a1 ?? '');
  return { col: m?.[1] ?? 'A', row: m?.[2] ?? '1' };
}

gridEl.addEventListener('keydown', (e) => {
  const input = e.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (e.key === 'Tab') {
    const here = colOf(input);
    if (!tabAnchor || tabAnchor.row !== here.row) tabAnchor = here;
    return;
  }
  if (e.key === 'Enter') {
    e.preventDefault();
    void commit(input);
    const here = colOf(input);
    if (tabAnchor && tabAnchor.row === here.row && !e.shiftKey) {
      const target = gridEl.querySelector<HTMLInputElement>(
        `input[data-a1="${tabAnchor.col}${Number(here.row) + 1}"]`,
      );
      tabAnchor = null;
      target?.focus();
      target?.select();
      return;
    }
    tabAnchor = null;
    moveFrom(input, e.shiftKey ? -1 : 1, 0);
  } else if (e.key === 'ArrowDown' && !input.getAttribute('list')) {
    e.preventDefault();
    moveFrom(input, 1, 0);
  } else if (e.key === 'ArrowUp' && !input.getAttribute('list')) {
    e.preventDefault();
    moveFrom(input, -1, 0);
  } else if (e.key === 'Escape') {
    input.value = input.dataset.original ?? '';
  }
});

window.addEventListener('message', (e) => {
  if (e.origin !== location.origin || !e.data || e.data.type !== 'playground:called') return;
  void loadWorkbook(e.data.name === 'selectCell');
});

async function setupStartOver(): Promise<void> {
  const select = document.getElementById('demo-select') as HTMLSelectElement;
  const info = (await (await fetch('/api/info')).json()) as { workbookPath: string; demos: string[] };
  (document.getElementById('workbook-path') as HTMLElement).textContent = info.workbookPath;
  const empty = document.createElement('option');
  empty.value = '';
  empty.textContent = 'an empty spreadsheet';
  select.append(empty);
  for (const id of info.demos) {
    const o = document.createElement('option');
    o.value = id;
    o.textContent = `the ${id} demo`;
    select.append(o);
  }
  (document.getElementById('reset') as HTMLButtonElement).addEventListener('click', async () => {
    if (!window.confirm('Replace the playground workbook? Its current contents are lost.')) return;
    const reply = await api<WorkbookView>('POST', '/api/reset', { demo: select.value });
    if (reply.ok && reply.value) {
      view = null;
      current = '';
      setView(reply.value, !!select.value);
      sidebar.contentWindow?.location.reload();
      setStatus('Started over');
    } else setStatus(`Could not start over: ${reply.error ?? ''}`, true);
  });
}

void setupStartOver();
void loadWorkbook(true);
