// Where the add-on's formats and dropdowns go on a tab the organizer may have rearranged: the layouts
// follow each input tab's headers to where they are now. Pure: works on the tabs already read.
import { findColumns } from './columns';
import { eventOptionsFromGrid, findFormatFromGrid } from './format-of';
import type { Snapshot } from './grid';
import { baseLayouts, reportsLayout, type TabLayout } from './layout';

/**
 * The layouts rows added to a tab are formatted with: an input tab's text formats and dropdowns follow
 * its headers to where they are now, so a grown tab never puts a dropdown on the organizer's own column.
 */
export function layoutsFor(snapshot: Snapshot): Record<string, TabLayout> {
  const format = findFormatFromGrid(snapshot.tabs.event?.values);
  const out: Record<string, TabLayout> = {};
  if (format)
    for (const l of baseLayouts(format, eventOptionsFromGrid(snapshot.tabs.event?.values, format))) {
      const tab = l.owned ? undefined : snapshot.tabs[l.role];
      const found = tab && l.role !== 'event' ? findColumns(tab.values, l.headers, tab.name) : null;
      out[l.role] = found?.ok ? movedLayout(l, found.cols) : l;
    }
  if (snapshot.form) out.reports = reportsLayout();
  return out;
}

/** `cols[c - 1]` is where the layout's column c is now (0: not found, it stays where it was). */
export function movedLayout(layout: TabLayout, cols: number[]): TabLayout {
  const at = (c: number) => cols[c - 1] || c;
  return {
    ...layout,
    textColumns: layout.textColumns.map(at),
    validations: layout.validations.map((v) => ({ ...v, col: at(v.col) })),
  };
}
