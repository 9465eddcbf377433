/// <reference lib="dom" />
// Typing in the grid: each changed cell goes to POST /api/cell (typed as a person would), and the keys
// move as in Sheets (Enter down, Shift+Enter up, arrows, Escape restores the cell); typing into a
// selected cell replaces it.
import { letters } from './cell-paint';
import { loadWorkbook, setView } from './grid';
import { api } from './page-api';
import { cellInput, cellNameEl, gridEl, page, setStatus, sidebar } from './page-state';
import type { WorkbookView } from './workbook-view';

function tellSidebar(): void {
  sidebar.contentWindow?.postMessage({ type: 'playground:workbook-changed' }, location.origin);
}

async function commit(input: HTMLInputElement): Promise<void> {
  const a1 = input.dataset.a1;
  if (!a1 || input.value === input.dataset.original) return;
  const value = input.value;
  input.dataset.original = value;
  await send(a1, value, () => {
    const again = cellInput(a1);
    if (again && again !== document.activeElement) again.value = again.dataset.original ?? '';
  });
}

/**
 * As in Sheets, copied rows (columns split by tabs, rows by line breaks) pasted into a cell fill the
 * block from that cell down and right, each cell taken as if typed.
 */
async function pasteBlock(input: HTMLInputElement, text: string): Promise<void> {
  const a1 = input.dataset.a1;
  if (!a1) return;
  const rows = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.split('\t'));
  // A copied range is a rectangle: a row cut short by its empty last cells still clears them.
  const width = Math.max(...rows.map((r) => r.length));
  for (const r of rows) while (r.length < width) r.push('');
  editing = null;
  await send(a1, rows, () => undefined);
}

/** Sends typed cells to the server and shows the workbook it answers with; `refused` restores the page. */
async function send(a1: string, value: string | string[][], refused: () => void): Promise<void> {
  window.__playgroundPending++;
  setStatus('Saving…');
  try {
    const reply = await api<WorkbookView>('POST', '/api/cell', { tab: page.current, a1, value });
    if (reply.ok && reply.value) {
      setView(reply.value, false);
      setStatus('All changes saved');
      tellSidebar();
    } else {
      setStatus(`Not accepted: ${reply.error ?? 'unknown error'}`, true);
      await loadWorkbook(false);
      refused();
    }
  } catch (e) {
    setStatus(`Not saved: ${(e as Error).message}`, true);
  } finally {
    window.__playgroundPending--;
  }
}

function colOf(input: HTMLInputElement): { col: string; row: string } {
  const m = /^([A-Z]+)(\d+)$/.exec(input.dataset.a1 ?? '');
  return { col: m?.[1] ?? 'A', row: m?.[2] ?? '1' };
}

function moveFrom(input: HTMLInputElement, dRow: number, dCol: number): void {
  const m = /^([A-Z]+)(\d+)$/.exec(input.dataset.a1 ?? '');
  if (!m) return;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + ch.charCodeAt(0) - 64;
  const target = cellInput(`${letters(col + dCol)}${Number(m[2]) + dRow}`);
  if (target) {
    target.focus();
    target.select();
  }
}

/** As in Sheets: after Tab, Tab, Enter the cursor goes to the next row of the column where tabbing began. */
let tabAnchor: { col: string; row: string } | null = null;

/**
 * As in Sheets, a cell reached by a click or a key is selected, not being edited: the first thing typed
 * replaces what it holds. Double-click or F2 edits it in place (the caret goes where the text is).
 */
let editing: HTMLInputElement | null = null;

function startTyping(input: HTMLInputElement): void {
  if (editing === input) return;
  editing = input;
  input.value = '';
}

function onKey(e: KeyboardEvent): void {
  const input = e.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (e.key === 'F2') {
    editing = input;
    input.setSelectionRange(input.value.length, input.value.length);
    return;
  }
  if ((e.key === 'Delete' || e.key === 'Backspace') && editing !== input) {
    e.preventDefault();
    startTyping(input);
    return;
  }
  if (e.key === 'Tab') {
    const here = colOf(input);
    if (!tabAnchor || tabAnchor.row !== here.row) tabAnchor = here;
    return;
  }
  if (e.key === 'Enter') {
    e.preventDefault();
    editing = null;
    void commit(input);
    const here = colOf(input);
    if (tabAnchor && tabAnchor.row === here.row && !e.shiftKey) {
      const target = cellInput(`${tabAnchor.col}${Number(here.row) + 1}`);
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
    editing = null;
  }
}

export function installGridEditing(): void {
  gridEl.addEventListener('change', (e) => {
    if (e.target instanceof HTMLInputElement) void commit(e.target);
  });
  gridEl.addEventListener('focusin', (e) => {
    if (!(e.target instanceof HTMLInputElement)) return;
    cellNameEl.textContent = `${page.current}!${e.target.dataset.a1 ?? ''}`;
    if (editing !== e.target) editing = null;
    for (const td of gridEl.querySelectorAll('td.selected')) td.classList.remove('selected');
  });
  gridEl.addEventListener('keydown', onKey);
  // Typed text (a key, a paste, an input method) arrives as beforeinput: a selected cell is emptied first.
  gridEl.addEventListener('beforeinput', (e) => {
    if (e.target instanceof HTMLInputElement && e.inputType.startsWith('insert')) startTyping(e.target);
  });
  // One value pasted is typed into the cell; several (a tab or a line break between them) fill a block.
  gridEl.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (!(e.target instanceof HTMLInputElement) || !/[\t\n\r]/.test(text.replace(/\r?\n$/, ''))) return;
    e.preventDefault();
    void pasteBlock(e.target, text);
  });
  gridEl.addEventListener('dblclick', (e) => {
    if (e.target instanceof HTMLInputElement) editing = e.target;
  });
}
