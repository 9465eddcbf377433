// The read phase of an action's writes (docs/ARCHITECTURE.md, Cost): before the first write, every tab the
// plan writes is sized and every output tab it rewrites is read, so that the writes that follow never
// read again. A read made while writes are pending makes Sheets commit them first, so reads and writes
// that alternate cost a commit each; read first, and the action commits once, at its end.
import { columnLetter } from '../sheets/a1';
import { asRead, usedRows, withWrite } from '../sheets/after-writes';
import type { Grid, Snapshot } from '../sheets/grid';
import type { RowsWrite, Write } from '../sheets/patch';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What is known of a tab the plan writes, kept up to date as its writes are applied. */
export interface WriteTarget {
  /** Its values from A1 as getDataRange would read them, when the tab was read (inputs, rewritten outputs). */
  grid?: Grid;
  /** An output tab's backgrounds and font weights from A1, read when its rewrite sets them. */
  backgrounds?: string[][];
  fontWeights?: string[][];
  /** Rows holding content, when known without the grid (an append-only tab: its getLastRow). */
  used?: number;
  maxRows?: number;
  maxColumns?: number;
  /**
   * A tab only appended to, a line or two at a time (the Log): each line goes with appendRow, which finds
   * the tab's last row and grows the tab itself, so nothing is read first.
   */
  appendRows?: boolean;
}

/** The most rows a tab setup made holds before any action wrote it (a title and the headers). */
const HEADER_ROWS = 2;

/** Lines an append-only tab takes one appendRow each; more go in one block after asking its size. */
const APPEND_ROW_LINES = 3;
/** appendRow writes from column A; a line wider than Sheets' 26 first columns goes in a block. */
const APPEND_ROW_WIDTH = 26;

/** The last column any write of `role` reaches. */
function widthOf(writes: readonly Write[], role: string): number {
  let width = 1;
  for (const w of writes) {
    if (w.role !== role) continue;
    if (w.kind === 'rows' || w.kind === 'append') width = Math.max(width, (w.col ?? 1) + w.width - 1);
    else if (w.kind === 'cells') width = Math.max(width, w.col + (w.rows[0]?.length ?? 1) - 1);
  }
  return width;
}

/** Whether `role` is only appended to, from column A, in few lines narrow enough for appendRow. */
function appendsLines(writes: readonly Write[], role: string): boolean {
  let lines = 0;
  for (const w of writes) {
    if (w.role !== role) continue;
    if (w.kind !== 'append' || (w.col ?? 1) !== 1 || w.width > APPEND_ROW_WIDTH || w.reserve) return false;
    lines += w.rows.length;
  }
  return lines <= APPEND_ROW_LINES;
}

/** The last row the writes of `role` need, applied in order to a tab of `used` rows. */
function rowsNeeded(writes: readonly Write[], role: string, used: number): number {
  let rows = used;
  let need = used;
  for (const w of writes) {
    if (w.role !== role) continue;
    if (w.kind === 'append') {
      need = Math.max(need, rows + w.rows.length + (w.reserve ?? 0));
      rows += w.rows.length;
    } else if (w.kind === 'rows') {
      need = Math.max(need, w.startRow + w.rows.length - 1);
      rows = Math.max(rows, w.startRow + w.rows.length - 1);
    } else if (w.kind === 'delete-rows') rows -= new Set(w.rows).size;
  }
  return need;
}

/**
 * An output tab's values in one read: a range open at its foot ('A1:E') holds every row of the tab, so
 * its length is the tab's row count as well. A tab the organizer narrowed below the writes' width is read
 * as wide as it is, and its width is kept so the writes grow it without asking.
 */
function readWhole(sheet: Sheet, width: number, formats: { colors: boolean; weights: boolean }): WriteTarget {
  let range: GoogleAppsScript.Spreadsheet.Range;
  let maxColumns: number | undefined;
  try {
    range = sheet.getRange(`A1:${columnLetter(width)}`);
  } catch (_) {
    maxColumns = sheet.getMaxColumns();
    range = sheet.getRange(`A1:${columnLetter(Math.max(1, Math.min(width, maxColumns)))}`);
  }
  const values = range.getValues() as Grid;
  const grid = asRead(values);
  const target: WriteTarget = { grid, maxRows: values.length };
  if (maxColumns !== undefined) target.maxColumns = maxColumns;
  // A tab holding no more than its title and headers (as setup left it) has no row colours to compare
  // with: its rows are taken as plain, and the rewrite sets the colours it wants.
  const plain = usedRows(grid) <= HEADER_ROWS;
  if (formats.colors) target.backgrounds = plain ? [] : range.getBackgrounds();
  if (formats.weights) target.fontWeights = plain ? [] : range.getFontWeights();
  return target;
}

/**
 * Reads, for every tab `writes` touch, what the writes will need: input tabs are already in the snapshot
 * (their row count is asked only when a write reaches past their content); an output tab rewritten in
 * place is read whole; a tab only appended to (the Log) gives its last row and its size.
 */
export function readWriteTargets(
  writes: readonly Write[],
  sheets: Record<string, Sheet | undefined>,
  snapshot: Snapshot,
): Map<string, WriteTarget> {
  const targets = new Map<string, WriteTarget>();
  for (const w of writes) {
    const sheet = sheets[w.role];
    if (!sheet || targets.has(w.role)) continue;
    const input = snapshot.tabs[w.role];
    let target: WriteTarget;
    if (input) {
      target = { grid: input.values };
      // A tab read with the event (the season's) and rewritten with row colours: its colours are read
      // too, so only the rows whose colour changes are coloured again (a player's block moved down).
      const own = writes.filter((x) => x.role === w.role && x.kind === 'rows') as RowsWrite[];
      if (own.some((x) => x.rowColors) && input.values.length)
        target.backgrounds = sheet
          .getRange(1, 1, input.values.length, widthOf(writes, w.role))
          .getBackgrounds();
    } else if (writes.some((x) => x.role === w.role && (x.kind === 'rows' || x.kind === 'cells'))) {
      const own = writes.filter((x) => x.role === w.role && x.kind === 'rows') as RowsWrite[];
      target = readWhole(sheet, widthOf(writes, w.role), {
        colors: own.some((x) => x.rowColors),
        weights: own.some((x) => x.boldRows),
      });
    } else if (appendsLines(writes, w.role)) target = { appendRows: true };
    else target = { used: sheet.getLastRow() };
    if (target.appendRows) {
      targets.set(w.role, target);
      continue;
    }
    const used = target.grid ? usedRows(target.grid) : (target.used ?? 0);
    if (target.maxRows === undefined && rowsNeeded(writes, w.role, used) > used)
      target.maxRows = sheet.getMaxRows();
    // A write past Sheets' first 26 columns (League's column per event) needs the tab's width: asked
    // here, so growing the tab never reads between writes.
    if (target.maxColumns === undefined && widthOf(writes, w.role) > APPEND_ROW_WIDTH)
      target.maxColumns = sheet.getMaxColumns();
    targets.set(w.role, target);
  }
  return targets;
}

/** The target as it stands once `write` is applied (the tab grown to `maxRows` if it had to grow). */
export function afterWrite(target: WriteTarget, write: Write, maxRows: number | undefined): WriteTarget {
  const next: WriteTarget = { ...target };
  // A rewrite's rows take the colours and weights it sets, so a later rewrite of the tab (a body after
  // its header) compares with what the tab then holds; rows a write blanks to its clearTo take the
  // plain format it gives them. A write that sets neither leaves them as read. Rows deleted move the
  // formats read, so those are dropped then and the next rewrite sets its formats by rows.
  if (write.kind === 'rows') {
    if (write.clearTo < 0) {
      delete next.backgrounds;
      delete next.fontWeights;
    } else {
      if (next.backgrounds && write.rowColors)
        next.backgrounds = withRowFormats(next.backgrounds, write, (i) => write.rowColors?.[i] ?? '#ffffff');
      if (next.fontWeights && write.boldRows)
        next.fontWeights = withRowFormats(next.fontWeights, write, (i) =>
          write.boldRows?.[i] ? 'bold' : 'normal',
        );
    }
  } else if (write.kind === 'delete-rows') {
    delete next.backgrounds;
    delete next.fontWeights;
  }
  if (target.grid) next.grid = withWrite(target.grid, write);
  else if (write.kind === 'append') next.used = (target.used ?? 0) + write.rows.length;
  if (maxRows !== undefined) next.maxRows = maxRows;
  return next;
}

/** `formats` with the rows `write` covers, to its clearTo, set across its columns to `at(row index)`. */
function withRowFormats(formats: string[][], write: RowsWrite, at: (i: number) => string): string[][] {
  const out = formats.map((r) => [...r]);
  const col = (write.col ?? 1) - 1;
  const end = Math.max(write.startRow + write.rows.length - 1, write.clearTo);
  for (let row = write.startRow; row <= end; row++) {
    const line = out[row - 1] ?? [];
    for (let j = 0; j < write.width; j++) line[col + j] = at(row - write.startRow);
    out[row - 1] = line;
  }
  return out;
}

/** Rows holding content in the target; undefined when nothing was read. */
export const targetRows = (t: WriteTarget): number | undefined => (t.grid ? usedRows(t.grid) : t.used);
