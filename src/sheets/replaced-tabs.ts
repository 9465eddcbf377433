// Setting up again replaces the earlier event's tabs. Setup refuses while they hold typed input, but
// they may still hold things the new tabs will not: the earlier Event settings, a posted seating list,
// a note typed beside Pairings, a column header the organizer added. Each such row goes to the new
// Log before its tab is deleted, as it was (formulas as their text), so nothing typed is lost.
import type { CellValue } from '../engine/format';
import { type Grid, isBlankRow } from './grid';
import { headerRowOf, type TabLayout } from './layout';
import type { LogLine } from './render';
import { cellText } from './text';

export interface ReplacedTab {
  role: string;
  name: string;
  values: Grid;
  formulas?: string[][];
}

const same = (a: readonly CellValue[], b: readonly string[]) => {
  const texts = a.map((v) => cellText(v).trim());
  while (texts.length && texts[texts.length - 1] === '') texts.pop();
  return texts.length === b.length && texts.every((t, i) => t.toLowerCase() === b[i].trim().toLowerCase());
};

/**
 * The Log lines for the rows of the earlier event's tabs: every row from the header row down that is
 * not blank, except a header row the new tab of that role has too. Rows above the header row are the
 * add-on's own titles.
 */
export function replacedTabLines(tabs: readonly ReplacedTab[], layouts: readonly TabLayout[]): LogLine[] {
  const lines: LogLine[] = [];
  for (const tab of tabs) {
    const layout = layouts.find((l) => l.role === tab.role);
    const header = headerRowOf(tab.role);
    tab.values.forEach((row, i) => {
      const n = i + 1;
      if (n < header || isBlankRow(row)) return;
      if (n === header && layout && same(row, layout.headers)) return;
      const removed = row.map((v, j) => tab.formulas?.[i]?.[j] || v);
      while (removed.length && cellText(removed[removed.length - 1]).trim() === '') removed.pop();
      lines.push({
        action: 'Set up event: removed row',
        round: 0,
        seed: '',
        details: `The earlier event's ${tab.name} row ${n}`,
        removed,
      });
    });
  }
  return lines;
}
