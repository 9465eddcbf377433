// Which cells of a rewrite differ from what the tab holds (docs/ARCHITECTURE.md, Cost): a rewrite that
// finds a cell already as planned leaves it alone, so an action writes the block of cells that changed,
// blanks only cells that held content before and no longer do (never the tab's blank padding), and sets
// a row's colour or weight only where it is not already what the plan wants.
import type { CellValue } from '../engine/format';
import { COST_MODEL } from '../shared/cost-model';
import { isEmpty as blank, usedRows } from './after-writes';
import type { Grid } from './grid';
import type { RowsWrite } from './patch';
import { pad } from './render';

/** What the read phase holds of a tab, from A1: its values, and its formats where the write sets them. */
export interface TabNow {
  values: Grid;
  backgrounds?: string[][];
  fontWeights?: string[][];
}

/** Rows of a tab as [first row, count], top first. */
export type RowRun = [first: number, count: number];

/** Blocks of cells to set, and the row formats to set across the write's columns. */
export interface RowsPatch {
  values: { row: number; col: number; rows: CellValue[][] }[];
  /** One block of colours from the first row that differs to the last, or the rows of each colour. */
  colors: FormatPatch<string | null> | null;
  weights: FormatPatch<boolean> | null;
}

export type FormatPatch<T> =
  | { kind: 'block'; row: number; col: number; width: number; list: T[] }
  | { kind: 'runs'; col: number; width: number; runs: { value: T; rows: RowRun[] }[] };

/**
 * What one more call is worth in cells written (docs/PLATFORM.md, Cost model: a call's latency over a
 * cell's): a gap of unchanged cells is written over rather than split when writing it costs less than
 * the range and the write a second block would take.
 */
export const CELLS_PER_CALL = COST_MODEL.callMs.mid / COST_MODEL.cellMs.mid;

/**
 * The most blocks one rewrite is split into: each costs two calls, so the calls an action makes stay
 * bounded whatever the tab holds; past it, the blocks closest together join.
 */
export const MAX_BLOCKS = 3;

/** Whether a cell reads back as `planned` once written (text stays text, a Date is its instant). */
export function sameCell(read: CellValue | null | undefined, planned: CellValue | null | undefined): boolean {
  if (blank(read) || blank(planned)) return blank(read) && blank(planned);
  if (read instanceof Date || planned instanceof Date)
    return read instanceof Date && planned instanceof Date && read.getTime() === planned.getTime();
  return read === planned || String(read) === String(planned);
}

/** A cell with no background reads as white. */
const NO_BACKGROUND = '#ffffff';
const sameColor = (read: string | undefined, planned: string | null) =>
  (read ?? NO_BACKGROUND).toLowerCase() === (planned ?? NO_BACKGROUND).toLowerCase();

/**
 * The part of `write` that changes the tab: rows past the planned ones are compared with blank rows, down
 * to `clearTo` or, when that is -1, the tab's last used row. Values are one block, from the first row and
 * column that differ to the last; colours and weights are compared with the formats read when they were,
 * and otherwise set on every row whose values change.
 */
export function patchRows(write: RowsWrite, now: TabNow): RowsPatch {
  const col = write.col ?? 1;
  const planned = write.startRow + write.rows.length - 1;
  const last = Math.max(planned, write.clearTo < 0 ? usedRows(now.values) : write.clearTo);
  const want = (row: number) => pad(write.rows[row - write.startRow] ?? [], write.width);
  const read = (row: number, j: number) => now.values[row - 1]?.[col - 1 + j];
  // Each changed row with the first and last of its columns that differ.
  const changed: number[] = [];
  const spans: [number, number][] = [];
  for (let row = write.startRow; row <= last; row++) {
    const w = want(row);
    let left = -1;
    let right = -1;
    for (let j = 0; j < write.width; j++) {
      if (sameCell(read(row, j), w[j])) continue;
      if (left < 0) left = j;
      right = j;
    }
    if (left < 0) continue;
    changed.push(row);
    spans.push([left, right]);
  }
  const values = blocks(changed, spans).map(({ first, last: end, left, right }) => {
    const rows: CellValue[][] = [];
    for (let row = first; row <= end; row++) rows.push(want(row).slice(left, right + 1));
    return { row: first, col: col + left, rows };
  });
  const changedSet = new Set(changed);
  const rowFormat = <T>(
    list: readonly T[] | undefined,
    fill: T,
    readFormats: string[][] | undefined,
    same: (read: string | undefined, planned: T) => boolean,
  ): FormatPatch<T> | null => {
    if (!list) return null;
    const at = (row: number) => list[row - write.startRow] ?? fill;
    const differs = readFormats
      ? (row: number) => {
          for (let j = 0; j < write.width; j++)
            if (!same(readFormats[row - 1]?.[col - 1 + j], at(row))) return true;
          return false;
        }
      : (row: number) => changedSet.has(row);
    const rows: number[] = [];
    for (let row = write.startRow; row <= last; row++) if (differs(row)) rows.push(row);
    if (!rows.length) return null;
    const first = rows[0];
    const span = rows[rows.length - 1] - first + 1;
    const byValue = new Map<T, number[]>();
    for (const row of rows) {
      const value = at(row);
      const same = byValue.get(value);
      if (same) same.push(row);
      else byValue.set(value, [row]);
    }
    // A range list per value (its range list and its one setter) against one block of the span.
    const blockCost = span * write.width + CELLS_PER_CALL;
    const runsCost = rows.length * write.width + 2 * byValue.size * CELLS_PER_CALL;
    if (blockCost <= runsCost)
      return {
        kind: 'block',
        row: first,
        col,
        width: write.width,
        list: Array.from({ length: span }, (_, i) => at(first + i)),
      };
    return {
      kind: 'runs',
      col,
      width: write.width,
      runs: [...byValue].map(([value, list]) => ({ value, rows: runsOf(list) })),
    };
  };
  const colors = rowFormat<string | null>(write.rowColors, null, now.backgrounds, sameColor);
  let weights = rowFormat<boolean>(
    write.boldRows,
    false,
    now.fontWeights,
    (r, bold) => (r ?? 'normal') === (bold ? 'bold' : 'normal'),
  );
  // Weights inside the colours' block are set across that block: one range serves both (Pairings'
  // headers move with both), which costs a few cells less than a range of their own would cost a call.
  if (colors?.kind === 'block' && weights?.kind === 'block' && write.boldRows) {
    const end = colors.row + colors.list.length;
    if (weights.row >= colors.row && weights.row + weights.list.length <= end) {
      const bold = write.boldRows;
      weights = {
        ...colors,
        list: colors.list.map((_, i) => bold[colors.row + i - write.startRow] ?? false),
      };
    }
  }
  return { values, colors, weights };
}

/** Neighbouring rows as runs, top first. */
export function runsOf(rows: readonly number[]): RowRun[] {
  const runs: RowRun[] = [];
  for (const row of rows) {
    const lastRun = runs[runs.length - 1];
    if (lastRun && lastRun[0] + lastRun[1] === row) lastRun[1]++;
    else runs.push([row, 1]);
  }
  return runs;
}

interface Block {
  first: number;
  last: number;
  left: number;
  right: number;
}

const cellsOf = (b: Block) => (b.last - b.first + 1) * (b.right - b.left + 1);

/**
 * The changed rows in blocks, top first: a row joins the block above when one block over both writes
 * fewer cells than the two apart plus the range and the write a block of its own takes (two calls).
 * Each block spans only the columns that differ in its rows: a title and a column of marks are two blocks
 * on a large tab, one on a small one. Joining row by row is short-sighted (a title joined to the first row
 * of a column of marks widens every row after it), so each block is then split where two blocks save more
 * than their two calls.
 */
function blocks(changed: readonly number[], spans: readonly [number, number][]): Block[] {
  const groups: [start: number, end: number][] = [];
  let prev: Block | null = null;
  changed.forEach((row, i) => {
    const [left, right] = spans[i];
    const next: Block = { first: row, last: row, left, right };
    if (prev) {
      const joined = join(prev, next);
      if (cellsOf(joined) <= cellsOf(prev) + cellsOf(next) + 2 * CELLS_PER_CALL) {
        prev = joined;
        groups[groups.length - 1][1] = i;
        return;
      }
    }
    prev = next;
    groups.push([i, i]);
  });
  const out: Block[] = [];
  for (const [start, end] of groups) out.push(...splitWhereCheaper(changed, spans, start, end));
  while (out.length > MAX_BLOCKS) {
    // Join the two neighbours whose join adds the fewest cells.
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i + 1 < out.length; i++) {
      const cost = cellsOf(join(out[i], out[i + 1])) - cellsOf(out[i]) - cellsOf(out[i + 1]);
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    out.splice(best, 2, join(out[best], out[best + 1]));
  }
  return out;
}

/**
 * The block over changed rows start..end (indices), split where two blocks write fewer cells than one by
 * more than a block's two calls: the split that saves most first, into at most MAX_BLOCKS blocks (more
 * would be joined again), so the work stays a few passes over the rows whatever the tab holds.
 */
function splitWhereCheaper(
  changed: readonly number[],
  spans: readonly [number, number][],
  start: number,
  end: number,
): Block[] {
  const parts: [number, number][] = [[start, end]];
  while (parts.length < MAX_BLOCKS) {
    let best: { part: number; at: number; saving: number } | null = null;
    for (let part = 0; part < parts.length; part++) {
      const split = cheapestSplit(changed, spans, parts[part][0], parts[part][1]);
      if (split && split.saving > 2 * CELLS_PER_CALL && split.saving > (best?.saving ?? 0))
        best = { part, ...split };
    }
    if (!best) break;
    const { part, at } = best;
    const [from, to] = parts[part];
    parts.splice(part, 1, [from, at], [at + 1, to]);
  }
  return parts.map(([from, to]) => blockOver(changed, spans, from, to));
}

/** The block over changed rows from..to (indices): their first and last rows, the widest of their spans. */
function blockOver(
  changed: readonly number[],
  spans: readonly [number, number][],
  from: number,
  to: number,
): Block {
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let i = from; i <= to; i++) {
    left = Math.min(left, spans[i][0]);
    right = Math.max(right, spans[i][1]);
  }
  return { first: changed[from], last: changed[to], left, right };
}

/** Where to split the block over changed rows from..to into two, and the cells that saves; null for one row. */
function cheapestSplit(
  changed: readonly number[],
  spans: readonly [number, number][],
  from: number,
  to: number,
): { at: number; saving: number } | null {
  if (from === to) return null;
  // The spans of every suffix, so each place to split is priced in one pass down the rows.
  const n = to - from + 1;
  const suffixLeft = new Array<number>(n);
  const suffixRight = new Array<number>(n);
  for (let k = n - 1; k >= 0; k--) {
    const [l, r] = spans[from + k];
    suffixLeft[k] = k === n - 1 ? l : Math.min(l, suffixLeft[k + 1]);
    suffixRight[k] = k === n - 1 ? r : Math.max(r, suffixRight[k + 1]);
  }
  const whole = (changed[to] - changed[from] + 1) * (suffixRight[0] - suffixLeft[0] + 1);
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let best: { at: number; saving: number } | null = null;
  for (let k = 0; k + 1 < n; k++) {
    left = Math.min(left, spans[from + k][0]);
    right = Math.max(right, spans[from + k][1]);
    const top = (changed[from + k] - changed[from] + 1) * (right - left + 1);
    const bottom = (changed[to] - changed[from + k + 1] + 1) * (suffixRight[k + 1] - suffixLeft[k + 1] + 1);
    const saving = whole - top - bottom;
    if (saving > (best?.saving ?? 0)) best = { at: from + k, saving };
  }
  return best;
}

function join(a: Block, b: Block): Block {
  return { first: a.first, last: b.last, left: Math.min(a.left, b.left), right: Math.max(a.right, b.right) };
}
