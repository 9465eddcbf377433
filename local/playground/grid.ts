/// <reference lib="dom" />
// Draws the workbook: the tab strip and the grid of the tab on screen (one input per cell, text only,
// never HTML). A new view updates cells in place when it can, so a cell being typed in keeps its focus.

import { columnGroup, letterRow, letters, paintCell, rowHeight, rowNumber, spillWidth } from './cell-paint';
import { paintCharts } from './chart-paint';
import { api } from './page-api';
import {
  cellInput,
  cellNameEl,
  gridEl,
  ownedEl,
  page,
  phoneLink,
  setStatus,
  tab,
  tabsEl,
} from './page-state';
import type { WorkbookView } from './workbook-view';

function renderTabs(): void {
  // The tab on screen as a player's phone shows it (phone-grid.ts), in a new window.
  phoneLink.href = `/phone?tab=${encodeURIComponent(page.current)}`;
  tabsEl.replaceChildren(
    ...(page.view?.tabs ?? []).map((t) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = t.name;
      b.dataset.tab = t.name;
      b.setAttribute('role', 'tab');
      b.setAttribute('aria-selected', String(t.name === page.current));
      if (t.color) b.style.borderBottomColor = t.color;
      b.addEventListener('click', () => showTab(t.name));
      return b;
    }),
  );
}

function showTab(name: string): void {
  page.current = name;
  cellNameEl.textContent = name;
  renderTabs();
  renderGrid(null);
}

function renderGrid(selectA1: string | null): void {
  const t = tab();
  gridEl.replaceChildren();
  if (!t) {
    drawCharts();
    return;
  }
  ownedEl.textContent = t.protected
    ? 'Written by Tourney Desk: your edits here are replaced at the next action.'
    : '';
  const body = document.createElement('tbody');
  let top = 21;
  t.rows.forEach((row, ri) => {
    const tr = document.createElement('tr');
    const frozen = ri < t.frozenRows;
    if (frozen && ri === t.frozenRows - 1) tr.className = 'frozen-last';
    tr.append(rowNumber(ri + 1));
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
    if (frozen) top += rowHeight(row);
    body.append(tr);
  });
  gridEl.append(columnGroup(42, t.widths), letterRow(t.widths), body);
  // A fixed-layout table as wide as its columns: a tab wider than the window scrolls sideways, as in
  // Sheets, instead of squeezing its columns to fit.
  gridEl.style.width = `${42 + t.widths.reduce((sum, w) => sum + w, 0)}px`;
  drawCharts();
  if (selectA1) {
    const input = cellInput(selectA1);
    input?.scrollIntoView({ block: 'center', inline: 'nearest' });
    input?.focus({ preventScroll: true });
  }
}

/** The tab's charts over the grid, each at its anchor cell (a column past the drawn ones is 100 px). */
function drawCharts(): void {
  const t = tab();
  const host = gridEl.parentElement;
  if (!host) return;
  paintCharts(host, t?.charts, (row, col) => {
    let left = 42;
    for (let c = 0; c < col - 1; c++) left += t?.widths[c] ?? 100;
    let top = 21;
    for (let r = 0; r < row - 1; r++) top += rowHeight(t?.rows[r] ?? []);
    return { left, top };
  });
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
    const again = active ? cellInput(active) : null;
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
  drawCharts();
}

/** Shows a new view of the workbook; `follow` moves to the cell the server selected (Go to ...). */
export function setView(next: WorkbookView, follow: boolean): void {
  const view = page.view;
  const tabsChanged =
    !view || view.tabs.map((t) => t.name).join('\n') !== next.tabs.map((t) => t.name).join('\n');
  page.view = next;
  window.__playgroundView = next;
  if (follow && next.active.tab) {
    page.current = next.active.tab;
    renderTabs();
    renderGrid(next.active.a1);
    cellNameEl.textContent = next.active.a1 ? `${next.active.tab}!${next.active.a1}` : next.active.tab;
    return;
  }
  if (!next.tabs.some((t) => t.name === page.current)) {
    page.current = (next.tabs.find((t) => t.name === 'Players') ?? next.tabs[0])?.name ?? '';
    renderTabs();
    renderGrid(null);
    return;
  }
  if (tabsChanged) renderTabs();
  refreshGrid();
}

let reading: Promise<void> | null = null;
let readAgain = false;
let followAgain = false;

/**
 * Reads the workbook and shows it. The sidebar's calls come in bursts (opening it makes three), and each
 * asks for the workbook: a request made while a read is under way is answered by one more read after it,
 * shared by every request made meanwhile, instead of one read each.
 */
export function loadWorkbook(follow: boolean): Promise<void> {
  if (reading) {
    readAgain = true;
    followAgain ||= follow;
    return reading;
  }
  reading = (async () => {
    let next = follow;
    do {
      readAgain = false;
      await readWorkbook(next);
      next = followAgain;
      followAgain = false;
    } while (readAgain);
  })().finally(() => {
    reading = null;
  });
  return reading;
}

async function readWorkbook(follow: boolean): Promise<void> {
  const reply = await api<WorkbookView>('GET', '/api/workbook');
  if (reply.ok && reply.value) setView(reply.value, follow);
  else setStatus(`Could not read the workbook: ${reply.error ?? 'unknown error'}`, true);
}
