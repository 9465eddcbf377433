import type { CellValue } from '../engine/format';

/** Rewrites data rows from startRow, blanking old rows down to clearTo, in the first `width` columns only. */
export interface RowsWrite {
  kind: 'rows';
  role: string;
  startRow: number;
  /** First column written, 1 unless given. */
  col?: number;
  width: number;
  rows: CellValue[][];
  /** Last row to blank out; -1 asks the adapter for the tab's last used row. */
  clearTo: number;
  /** One background per row (null: none), drawn across the written columns. */
  rowColors?: (string | null)[];
  /** Which rows are bold (one entry per row), set across the written columns; rows past it are plain. */
  boldRows?: boolean[];
}

/** Adds rows after the last used row of the tab. */
export interface AppendWrite {
  kind: 'append';
  role: string;
  width: number;
  rows: CellValue[][];
  /** First column written, 1 unless given (the owned columns may have moved right). */
  col?: number;
  /** Rows the rest of the event will append here: the tab grows once for all of them, not every round. */
  reserve?: number;
}

export interface CellsWrite {
  kind: 'cells';
  role: string;
  row: number;
  col: number;
  rows: CellValue[][];
}

/** Deletes whole rows (1-based, any order): the rows below move up, formulas and all, untouched. */
export interface DeleteRowsWrite {
  kind: 'delete-rows';
  role: string;
  rows: number[];
}

/**
 * Dropdowns in one column, its values untouched: `choices[i]` at row + i (null: none), or with `toEnd`,
 * `choices[0]` on every row from `row` to the foot of the tab (rows added later get the tab layout's).
 */
export interface DropdownsWrite {
  kind: 'dropdowns';
  role: string;
  row: number;
  col: number;
  choices: (readonly string[] | null)[];
  toEnd?: boolean;
  /**
   * Whether Sheets refuses a value typed that is not in the list (Results' result cells), or keeps it
   * and marks the cell (the Event tab's settings, which read ids in any case as well as the labels).
   */
  strict: boolean;
}

export type Write = RowsWrite | AppendWrite | CellsWrite | DeleteRowsWrite | DropdownsWrite;

/** Runs of neighbouring rows, bottom first, as [first row, count]: each is one deleteRows call. */
export function rowRuns(rows: readonly number[]): [number, number][] {
  const sorted = [...new Set(rows)].sort((a, b) => b - a);
  const runs: [number, number][] = [];
  for (const r of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[0] - 1 === r) {
      last[0] = r;
      last[1]++;
    } else runs.push([r, 1]);
  }
  return runs;
}

export const COLORS = {
  header: '#e8f0fe',
  leader: '#fce8b2',
  // Lavender, not pink: a tie is information, and pink reads as an error on a phone.
  tie: '#ede7f6',
  band: '#f8f9fa',
  rematch: '#fde7e9',
};
