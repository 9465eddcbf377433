// What a tab reads as after the add-on's writes, without reading it again: each write applied to the grid
// already read, as src/server/apply.ts writes it (strings go through protectRow, so every value reads
// back as written). Actions use it to plan from the tabs as they will be; the server, for the state the
// sidebar gets back after an action.
import type { CellValue } from '../engine/format';
import type { Grid, Snapshot } from './grid';
import type { Write } from './patch';
import { pad } from './render';

/** The grid getDataRange().getValues() gives after `w` (as src/server/apply.ts writes it). */
export function withWrite(grid: Grid, w: Write): Grid {
  const rows: CellValue[][] = usedRows(grid) ? grid.map((r) => r.slice()) : [];
  const put = (row: number, col: number, values: readonly CellValue[]) => {
    while (rows.length < row) rows.push([]);
    const r = rows[row - 1];
    while (r.length < col - 1) r.push('');
    values.forEach((v, j) => {
      r[col - 1 + j] = v;
    });
  };
  switch (w.kind) {
    case 'append': {
      const start = rows.length + 1;
      w.rows.forEach((r, i) => {
        put(start + i, w.col ?? 1, pad(r, w.width));
      });
      break;
    }
    case 'delete-rows': {
      const gone = new Set(w.rows);
      return asRead(rows.filter((_, i) => !gone.has(i + 1)));
    }
    case 'rows': {
      const needed = w.startRow + w.rows.length - 1;
      const last = Math.max(needed, w.clearTo < 0 ? rows.length : w.clearTo);
      for (let row = w.startRow; row <= last; row++)
        put(row, w.col ?? 1, pad(w.rows[row - w.startRow] ?? [], w.width));
      break;
    }
    case 'cells':
      w.rows.forEach((r, i) => {
        put(w.row + i, w.col, r);
      });
      break;
    case 'dropdowns':
      break;
  }
  return asRead(rows);
}

/** A cell that reads back as blank. */
export const isEmpty = (v: CellValue | null | undefined) => v === '' || v === null || v === undefined;

/** Rows of a getDataRange grid: an empty tab reads as one blank cell. */
export function usedRows(grid: Grid): number {
  return grid.length === 1 && grid[0].every(isEmpty) ? 0 : grid.length;
}

/**
 * What getDataRange().getValues() returns for rows the add-on wrote from A1 (strings go through
 * protectRow, so every value reads back as written): up to the last row and column with content.
 */
export function asRead(written: readonly (readonly CellValue[])[]): Grid {
  const rows = written.map((r) => r.map((v) => (isEmpty(v) ? '' : v)));
  let height = rows.length;
  while (height > 0 && rows[height - 1].every(isEmpty)) height--;
  let width = 0;
  for (let i = 0; i < height; i++) {
    const r = rows[i];
    for (let c = r.length; c > width; c--) {
      if (!isEmpty(r[c - 1])) {
        width = c;
        break;
      }
    }
  }
  if (height === 0) return [['']];
  return rows.slice(0, height).map((r) => pad(r, width));
}

/**
 * Each write with the rows its tab uses just before it (undefined for a tab the snapshot does not hold),
 * and the snapshot as it reads after all of them: the server hands the adapter those rows, which saves
 * asking the sheet for its last row.
 */
export function stepWrites(
  snapshot: Snapshot,
  writes: readonly Write[],
): { steps: { write: Write; usedRows: number | undefined }[]; after: Snapshot } {
  const tabs = { ...snapshot.tabs };
  let standingsTitle = snapshot.standingsTitle;
  const steps = writes.map((write) => {
    const title = titleOf(write);
    if (title !== undefined) standingsTitle = title;
    const tab = tabs[write.role];
    if (!tab) return { write, usedRows: undefined };
    tabs[write.role] = { ...tab, values: withWrite(tab.values, write) };
    return { write, usedRows: usedRows(tab.values) };
  });
  return {
    steps,
    after: { ...snapshot, tabs, ...(standingsTitle === undefined ? {} : { standingsTitle }) },
  };
}

/** The Standings title a write sets (its A1), if it writes it. */
function titleOf(w: Write): string | undefined {
  if (w.role !== 'standings' || (w.kind !== 'rows' && w.kind !== 'cells')) return undefined;
  const [row, col] = w.kind === 'rows' ? [w.startRow, w.col ?? 1] : [w.row, w.col];
  if (row !== 1 || col !== 1) return undefined;
  return String(w.rows[0]?.[0] ?? '');
}

/** The snapshot as it reads after `writes` (writes to tabs it does not hold change nothing). */
export function snapshotAfter(snapshot: Snapshot, writes: readonly Write[]): Snapshot {
  return stepWrites(snapshot, writes).after;
}
