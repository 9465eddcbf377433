// The add-on's own hidden tabs made after setup: the record's tab for an event set up before the add-on
// kept one (made by the first action that writes the record, which fills it from the "Paired as" cells
// of Results), and the reports tab, made when a report form is connected.
import { RECORD_TAB_HEADERS, ROLE_KEY, recordLayout, type TabLayout } from '../sheets/layout';
import type { DocProperties } from './doc-properties';
import { formatNewTab, formatsRows } from './format-tab';
import { cacheTab, cacheTabs } from './tabs';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function createRecordTab(ss: Spreadsheet, props: DocProperties): Sheet {
  return createOwnTab(ss, props, recordLayout(), RECORD_TAB_HEADERS);
}

export function createOwnTab(
  ss: Spreadsheet,
  props: DocProperties,
  layout: TabLayout,
  headers: string[],
): Sheet {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  let title = layout.title;
  for (let n = 2; taken.has(title.toLowerCase()); n++) title = `${layout.title} ${n}`;
  // A new tab becomes the active one in Sheets: the organizer stays on the tab they were looking at.
  const active = ss.getActiveSheet();
  const sheet = ss.insertSheet(title);
  sheet.addDeveloperMetadata(ROLE_KEY, layout.role);
  formatNewTab(sheet, layout, 1, [headers]);
  active?.activate();
  cacheTab(layout.role, sheet.getSheetId(), props);
  return sheet;
}

/**
 * Several of the add-on's tabs made at once (the season's five, by the first Close event), in phases as
 * setup makes its tabs: every name read, every tab inserted, their ids and sizes asked together, then
 * each formatted, so making them costs one commit rather than one or more per tab.
 */
export function createOwnTabs(
  ss: Spreadsheet,
  props: DocProperties,
  layouts: readonly TabLayout[],
): Record<string, Sheet> {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  // A new tab becomes the active one in Sheets: the organizer stays on the tab they were looking at.
  const active = ss.getActiveSheet();
  const titles = layouts.map((l) => {
    let title = l.title;
    for (let n = 2; taken.has(title.toLowerCase()); n++) title = `${l.title} ${n}`;
    taken.add(title.toLowerCase());
    return title;
  });
  const sheets = titles.map((t) => ss.insertSheet(t));
  const sizes = sheets.map((sheet, i) => ({
    id: sheet.getSheetId(),
    ...(formatsRows(layouts[i]) ? { maxRows: sheet.getMaxRows() } : {}),
    // A phone's tab (My season) keeps only its own columns: its width asked here, with the others.
    ...(layouts[i].phoneColumns ? { maxColumns: sheet.getMaxColumns() } : {}),
  }));
  const out: Record<string, Sheet> = {};
  layouts.forEach((layout, i) => {
    const { id: _id, ...size } = sizes[i];
    sheets[i].addDeveloperMetadata(ROLE_KEY, layout.role);
    formatNewTab(sheets[i], layout, 1, [layout.headers], size);
    out[layout.role] = sheets[i];
  });
  active?.activate();
  cacheTabs(Object.fromEntries(layouts.map((l, i) => [l.role, sizes[i].id])), props);
  return out;
}
