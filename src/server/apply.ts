// Applies a plan's writes with a fixed number of calls per tab, whatever the number of rows: one range,
// one setValues, one setBackgrounds. Strings go through asText so typed text stays text.
import type { CellValue } from '../engine/format';
import type { TabLayout } from '../sheets/layout';
import { rowRuns, type Write } from '../sheets/patch';
import { pad } from '../sheets/render';
import { protectRow } from '../sheets/text';
import { applyColumnFormats } from './format-tab';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Grows a tab to hold `lastRow`. Growth is the one place an action's calls depend on size: the first
 * write that outgrows a tab adds insertRowsAfter plus the new rows' formats, with room to spare.
 */
function ensureRows(sheet: Sheet, lastRow: number, layout: TabLayout | undefined, known = 0): number {
  // A tab holding `known` rows of content has at least that many rows: no need to ask.
  if (lastRow <= known) return known;
  const max = sheet.getMaxRows();
  if (lastRow <= max) return max;
  const grown = Math.max(lastRow * 2, max * 2);
  sheet.insertRowsAfter(max, grown - max);
  if (layout) applyColumnFormats(sheet, layout, max + 1, grown - max);
  return grown;
}

/**
 * `lastRow`, when the caller knows the tab's last used row (it read the tab), saves asking for it, and
 * for the tab's size when the write stays within it.
 */
export function applyWrite(
  sheet: Sheet,
  write: Write,
  layout: TabLayout | undefined,
  lastRow?: number,
): void {
  switch (write.kind) {
    case 'rows': {
      const col = write.col ?? 1;
      // Writing down to the last row of the tab blanks whatever an earlier, longer version left there.
      const needed = write.startRow + write.rows.length - 1;
      let last: number;
      if (write.clearTo < 0) last = ensureRows(sheet, needed, layout);
      else {
        ensureRows(sheet, needed, layout, lastRow);
        last = Math.max(needed, write.clearTo);
      }
      const height = last - write.startRow + 1;
      if (height <= 0) return;
      const values: CellValue[][] = [];
      for (let i = 0; i < height; i++) values.push(protectRow(pad(write.rows[i] ?? [], write.width)));
      const range = sheet.getRange(write.startRow, col, height, write.width);
      range.setValues(values);
      if (write.rowColors) {
        const colors = values.map((_, i) => new Array(write.width).fill(write.rowColors?.[i] ?? null));
        range.setBackgrounds(colors);
      }
      return;
    }
    case 'append': {
      if (write.rows.length === 0) return;
      const start = (lastRow ?? sheet.getLastRow()) + 1;
      ensureRows(sheet, start + write.rows.length - 1 + (write.reserve ?? 0), layout);
      sheet
        .getRange(start, write.col ?? 1, write.rows.length, write.width)
        .setValues(write.rows.map((r) => protectRow(pad(r, write.width))));
      return;
    }
    case 'delete-rows': {
      // One call per run of neighbouring rows, bottom first so the rows above keep their numbers: one
      // run when the round's rows are together (as pairing appends them), more after a hand sort.
      for (const [first, count] of rowRuns(write.rows)) {
        try {
          sheet.deleteRows(first, count);
        } catch (e) {
          // Sheets refuses to delete every row under the frozen header ("not possible to delete all
          // non-frozen rows"): a tab shrunk to its data gets one blank row below, then the delete runs.
          if (first + count - 1 < sheet.getMaxRows()) throw e;
          sheet.insertRowsAfter(first + count - 1, 1);
          sheet.deleteRows(first, count);
        }
      }
      return;
    }
    case 'cells': {
      const width = write.rows[0]?.length ?? 0;
      if (!width) return;
      sheet.getRange(write.row, write.col, write.rows.length, width).setValues(write.rows.map(protectRow));
      return;
    }
  }
}
