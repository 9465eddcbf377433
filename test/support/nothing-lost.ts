// "Nothing lost" (docs/ARCHITECTURE.md, Guarantees): every value someone typed, outside the add-on's own output tabs, is still on
// its tab or appears in a Log row, checked by comparing the workbook before and after an action.
import { expect } from 'vitest';
import type { Artifact, WorkbookValues } from './artifact';

/** Tabs the add-on rewrites from the other tabs on every action (their old contents are derived, not typed). */
export const OUTPUT_TABS = [
  'Pairings',
  'Standings',
  'Report',
  'Games',
  'Bracket',
  'Schedule',
  'Fleet Build Sheets',
  'Slips',
  'Standings by round',
  'My games',
];

/** Every value someone typed (outside Log and the output tabs) must still be on its tab or in a Log row. */
export function expectNothingLost(before: WorkbookValues, after: Artifact, outputs = OUTPUT_TABS): void {
  const now = after.allValues();
  const logCells = new Set((now.tabs.Log?.values ?? []).flat().map((v) => JSON.stringify(v)));
  for (const [name, tab] of Object.entries(before.tabs)) {
    if (name === 'Log' || outputs.includes(name)) continue;
    const nowCells = new Set((now.tabs[name]?.values ?? []).flat().map((v) => JSON.stringify(v)));
    // Results' Status column is the add-on's own word on each row, rewritten as the row's result changes.
    const status = name === 'Results' ? (tab.values[0] ?? []).indexOf('Status') : -1;
    const typed = tab.values.map((row) => row.filter((_, c) => c !== status));
    for (const v of typed.flat()) {
      if (v === '') continue;
      const key = JSON.stringify(v);
      // A removed formula is logged as its formula text (the Log holds text, not live formulas).
      const asText = typeof v === 'object' && v !== null && 'formula' in v ? JSON.stringify(v.formula) : key;
      expect(nowCells.has(key) || logCells.has(key) || logCells.has(asText), `${name}: ${key}`).toBe(true);
    }
  }
}
