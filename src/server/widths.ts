// Widens the columns of the tabs an action wrote so their content fits, with the widths
// worked out by the pure estimate in src/sheets/widths.ts. Apps Script cannot read a column's width in
// bulk, so the widths the add-on set are kept in one document property: an action costs no Spreadsheet
// call unless a column must grow, and then one call per run of neighbouring columns growing alike.
import type { TabLayout } from '../sheets/layout';
import type { Write } from '../sheets/patch';
import { knownWidths, mergeWidths, widenings, widthsFor } from '../sheets/widths';
import { type DocProperties, docProperties } from './doc-properties';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Widths = Record<string, number[]>;

const PROPERTY = 'tourney-sheets.widths';

/** The widths the add-on set, per role (one entry per column). */
export function readWidths(props: DocProperties): Widths {
  try {
    const parsed = JSON.parse(props.get(PROPERTY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Widths) : {};
  } catch (_) {
    return {};
  }
}

/** Records the widths setupEvent gave each new tab. */
export function rememberWidths(widths: Widths, props: DocProperties = docProperties()): void {
  props.set(PROPERTY, JSON.stringify(widths));
}

/** What the columns of a write of `role` need. */
function neededFor(w: Write, layout: TabLayout | undefined): number[] {
  switch (w.kind) {
    case 'rows':
      return widthsFor(w.role, w.startRow, w.col ?? 1, w.rows, layout?.wrapColumns);
    case 'append':
      // Appended rows are data rows, never the header (row 1).
      return widthsFor(w.role, 2, w.col ?? 1, w.rows, layout?.wrapColumns);
    case 'cells':
      return widthsFor(w.role, w.row, w.col, w.rows, layout?.wrapColumns);
    case 'delete-rows':
    case 'dropdowns':
      // Deleting rows or setting dropdowns writes no value: no column grows.
      return [];
  }
}

/**
 * Widens, in each tab written, the columns whose new content is wider than the column: the widths the
 * add-on set before (or the layout's, or Sheets' default, for an event set up before they were recorded)
 * are the baseline, so a column is never made narrower.
 */
export function widenWrittenColumns(
  writes: readonly Write[],
  sheets: Record<string, Sheet | undefined>,
  layouts: Record<string, TabLayout>,
  props: DocProperties = docProperties(),
): void {
  const needed = new Map<string, number[]>();
  for (const w of writes) {
    if (!sheets[w.role]) continue;
    needed.set(w.role, mergeWidths(needed.get(w.role) ?? [], neededFor(w, layouts[w.role])));
  }
  if (!needed.size) return;
  const known = readWidths(props);
  let changed = false;
  for (const [role, want] of needed) {
    const current = knownWidths(known[role], layouts[role]?.widths ?? [], want.length);
    const runs = widenings(current, want);
    if (!runs.length) continue;
    const sheet = sheets[role] as Sheet;
    for (const [col, n, width] of runs) {
      if (n === 1) sheet.setColumnWidth(col, width);
      else sheet.setColumnWidths(col, n, width);
    }
    known[role] = mergeWidths(mergeWidths(known[role] ?? [], current), want);
    changed = true;
  }
  if (changed) props.set(PROPERTY, JSON.stringify(known));
}
