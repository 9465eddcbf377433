/// <reference lib="dom" />
// How one grid cell looks: the workbook's formatting, dropdown choices (a datalist), and text that
// spills into empty cells on its right as in a spreadsheet.
import type { CellView } from './workbook-view';

/** Column letters of a 1-based column number (1 -> A, 27 -> AA). */
export function letters(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function isNumberText(t: string): boolean {
  return /^-?[\d.,]+%?$/.test(t);
}

/** The grid's columns: the row-number gutter, then each column at its width in px. */
export function columnGroup(gutter: number, widths: number[]): HTMLTableColElement {
  const colgroup = document.createElement('colgroup');
  for (const w of [gutter, ...widths]) {
    const col = document.createElement('col');
    col.style.width = `${w}px`;
    colgroup.append(col);
  }
  return colgroup;
}

/** A row's number in the gutter, as a row header. */
export function rowNumber(row: number): HTMLTableCellElement {
  const th = document.createElement('th');
  th.className = 'rownum';
  th.scope = 'row';
  th.textContent = String(row);
  return th;
}

/**
 * The row of column letters over the grid; the first `frozenLefts.length` columns are frozen, each
 * stuck at its left offset in px.
 */
export function letterRow(widths: number[], frozenLefts: number[] = []): HTMLTableSectionElement {
  const head = document.createElement('thead');
  const tr = document.createElement('tr');
  const corner = document.createElement('th');
  corner.className = 'rownum';
  tr.append(corner);
  widths.forEach((_, i) => {
    const th = document.createElement('th');
    th.textContent = letters(i + 1);
    th.scope = 'col';
    if (i < frozenLefts.length) {
      th.classList.add('frozen-col');
      th.style.left = `${frozenLefts[i]}px`;
    }
    tr.append(th);
  });
  head.append(tr);
  return head;
}

/** Text spills into empty cells on its right, as in a spreadsheet (drawn by a span that ignores the mouse). */
export function spillWidth(row: CellView[], ci: number, widths: number[]): number {
  const c = row[ci];
  if (!c.t || c.dd || (c.al && c.al !== 'left') || isNumberText(c.t)) return 0;
  let w = widths[ci];
  for (let j = ci + 1; j < row.length && !row[j].t; j++) w += widths[j];
  return w > widths[ci] ? w : 0;
}

/** Height of a frozen row, from its largest font, for stacking the sticky rows. */
export function rowHeight(row: CellView[]): number {
  const fs = Math.max(10, ...row.map((c) => c.fs ?? 10));
  return Math.max(23, Math.round(fs * 1.333 * 1.4 + 6));
}

/** What each cell was last painted from: a grid refresh after one edit repaints only the cells that changed. */
const painted = new WeakMap<HTMLTableCellElement, string>();

export function paintCell(td: HTMLTableCellElement, c: CellView, spill: number): void {
  // Restyling every cell of a large tab after each typed cell made Chromium restyle the whole grid.
  const key = `${spill}|${JSON.stringify(c)}`;
  if (painted.get(td) === key) return;
  painted.set(td, key);
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

/** One shared datalist per distinct set of choices. */
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
