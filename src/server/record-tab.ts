// The add-on's own hidden tabs made after setup: the record's tab for an event set up before the add-on
// kept one (made by the first action that writes the record, which fills it from the "Paired as" cells
// of Results), and the reports tab, made when a report form is connected.
import { RECORD_TAB_HEADERS, ROLE_KEY, recordLayout, type TabLayout } from '../sheets/layout';
import type { DocProperties } from './doc-properties';
import { formatNewTab } from './format-tab';
import { cacheTab } from './tabs';

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
