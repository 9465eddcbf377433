// The cells an action changed, as the cost budgets compare them with the cells it wrote: a cell changed
// when its value, formula, formats or dropdown differ from before, or when its tab came or went.
import type { CellState, WorkbookStore } from './store';

/** Each tab's cells by sheet id, one string per cell (blank cells with default formats are ''). */
export type CellPrints = Map<number, string[][]>;

function print(cell: CellState | undefined): string {
  if (!cell) return '';
  const { value, formula, format, validation } = cell;
  const v =
    value instanceof Date
      ? `d${value.getTime()}`
      : value === undefined || value === ''
        ? ''
        : `${typeof value}${value}`;
  const f = format && Object.keys(format).length ? JSON.stringify(format) : '';
  const dv = validation ? JSON.stringify(validation) : '';
  return v || formula || f || dv ? `${v}|${formula ?? ''}|${f}|${dv}` : '';
}

export function cellPrints(store: WorkbookStore): CellPrints {
  const out: CellPrints = new Map();
  for (const sheet of store.sheets) {
    if (sheet.deleted) continue;
    out.set(
      sheet.id,
      sheet.rows.map((r) => (r ? Array.from(r, print) : [])),
    );
  }
  return out;
}

function countDiff(a: string[][], b: string[][]): number {
  let n = 0;
  const rows = Math.max(a.length, b.length);
  for (let i = 0; i < rows; i++) {
    const x = a[i] ?? [];
    const y = b[i] ?? [];
    const cols = Math.max(x.length, y.length);
    for (let j = 0; j < cols; j++) if ((x[j] ?? '') !== (y[j] ?? '')) n++;
  }
  return n;
}

/** The cells whose print differs between `before` and the store as it is now. */
export function changedCells(before: CellPrints, store: WorkbookStore): number {
  const after = cellPrints(store);
  let n = 0;
  for (const [id, cells] of after) n += countDiff(before.get(id) ?? [], cells);
  for (const [id, cells] of before) if (!after.has(id)) n += countDiff(cells, []);
  return n;
}
