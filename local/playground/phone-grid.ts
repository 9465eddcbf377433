/// <reference lib="dom" />
// The phone view's grid: one tab drawn read-only, the way a player's phone shows the shared sheet (the
// Sheets app, or a "Publish to web" page). What it copies from Sheets: a 46 px row-number gutter and a
// row of column letters; every column up to the tab's last at the width the add-on set (100 px where it
// set none); rows at least 21 px and taller for larger fonts; wrapped cells break into lines and their
// row grows; unwrapped text runs on into empty cells on its right but stops at the grid's last column
// (and at the freeze line); frozen rows and columns stay put while the rest pans. Paddings, line
// heights and breaking a word too long for its column are guesses at what Sheets draws; the widths,
// fonts, alignments, merges, wrap and freezes are what the add-on recorded in the emulator.
import type { GridRect } from '../emulator/a1';
import { columnGroup, letterRow, letters, rowNumber, spillWidth } from './cell-paint';
import type { CellView, TabView } from './workbook-view';

/** The row-number gutter left of column A (46 px on a published sheet's page). */
export const GUTTER = 46;

function isNumberText(t: string): boolean {
  return /^-?[\d.,]+%?$/.test(t);
}

/** Points to CSS pixels (Sheets' default size is 10 pt). */
function px(points: number): string {
  return `${((points * 4) / 3).toFixed(2)}px`;
}

function cell(
  t: TabView,
  row: CellView[],
  ri: number,
  ci: number,
  frozenLefts: number[],
  merge: GridRect | undefined,
): HTMLTableCellElement {
  const c = row[ci];
  const td = document.createElement('td');
  td.dataset.a1 = `${letters(ci + 1)}${ri + 1}`;
  td.dataset.col = String(ci + 1);
  if (c.bg) td.style.background = c.bg;
  if (c.va) td.style.verticalAlign = c.va;
  if (ci < frozenLefts.length) {
    td.classList.add('frozen-col');
    td.style.left = `${frozenLefts[ci]}px`;
    if (ci === frozenLefts.length - 1) td.classList.add('frozen-edge-right');
  }
  if (ri < t.frozenRows) td.classList.add('frozen-row');
  const text = document.createElement('div');
  text.className = 'text';
  text.textContent = c.t;
  if (c.b) text.style.fontWeight = 'bold';
  if (c.fs) text.style.fontSize = px(c.fs);
  if (c.fc) text.style.color = c.fc;
  if (c.it) text.style.fontStyle = 'italic';
  text.style.textAlign = c.al ?? (isNumberText(c.t) ? 'right' : 'left');
  if (merge) {
    td.colSpan = merge.numCols;
    td.rowSpan = merge.numRows;
  }
  if (c.w) text.classList.add('wrap');
  // A merged cell's text stays inside the merge (a guess: Sheets clips it there).
  else if (!merge) {
    // Sheets lets left-aligned text run on over empty neighbours, as far as the grid's last column.
    // Text in a frozen column stops at the freeze line: a guess (the frozen pane is drawn apart from the
    // pane that pans), taken because it is the cautious one: a layout that fits here fits either way.
    const frozen = frozenLefts.length;
    const spill =
      ci < frozen
        ? spillWidth(row.slice(0, frozen), ci, t.widths.slice(0, frozen))
        : spillWidth(row, ci, t.widths);
    if (spill > 0) {
      td.classList.add('spills');
      text.style.width = `${spill - 1}px`;
    }
  }
  td.append(text);
  return td;
}

/** Draws `t` into `table` (replacing what was there). */
export function drawPhoneGrid(table: HTMLTableElement, t: TabView): void {
  const frozenLefts: number[] = [];
  let left = GUTTER;
  for (let i = 0; i < Math.min(t.frozenColumns, t.widths.length); i++) {
    frozenLefts.push(left);
    left += t.widths[i];
  }
  // A merged range is drawn as its top-left cell spanning the range; the cells it covers are not drawn.
  const spans = new Map<string, GridRect>();
  const covered = new Set<string>();
  for (const m of t.merges) {
    spans.set(`${m.row}:${m.col}`, m);
    for (let r = m.row; r < m.row + m.numRows; r++)
      for (let c = m.col; c < m.col + m.numCols; c++)
        if (r !== m.row || c !== m.col) covered.add(`${r}:${c}`);
  }
  const body = document.createElement('tbody');
  t.rows.forEach((row, ri) => {
    const tr = document.createElement('tr');
    if (ri < t.frozenRows) tr.classList.add('frozen-row');
    if (ri === t.frozenRows - 1) tr.classList.add('frozen-edge-bottom');
    tr.append(rowNumber(ri + 1));
    row.forEach((_, ci) => {
      if (covered.has(`${ri + 1}:${ci + 1}`)) return;
      const td = cell(t, row, ri, ci, frozenLefts, spans.get(`${ri + 1}:${ci + 1}`));
      tr.append(td);
    });
    body.append(tr);
  });
  table.replaceChildren(columnGroup(GUTTER, t.widths), letterRow(t.widths, frozenLefts), body);
  table.style.width = `${GUTTER + t.widths.reduce((sum, w) => sum + w, 0)}px`;
  stickFrozenRows(table);
}

/** Frozen rows stay under the column letters; their heights are known only once the rows are laid out. */
function stickFrozenRows(table: HTMLTableElement): void {
  let top = table.tHead?.rows[0]?.offsetHeight ?? 0;
  for (const tr of table.querySelectorAll<HTMLTableRowElement>('tbody tr.frozen-row')) {
    for (const c of tr.cells) c.style.top = `${top}px`;
    top += tr.offsetHeight;
  }
}
