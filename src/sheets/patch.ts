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
}

/** Adds rows after the last used row of the tab. */
export interface AppendWrite {
  kind: 'append';
  role: string;
  width: number;
  rows: CellValue[][];
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

export type Write = RowsWrite | AppendWrite | CellsWrite;

export const COLORS = {
  header: '#e8f0fe',
  leader: '#fce8b2',
  tie: '#fde7e9',
  band: '#f8f9fa',
  rematch: '#fde7e9',
};
