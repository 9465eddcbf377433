// The record's tab for an event set up before the add-on kept one: made, hidden, by the first action
// that writes the record (the plan fills it from the "Paired as" cells of Results).
import { RECORD_TAB_HEADERS, ROLE_KEY, recordLayout } from '../sheets/layout';
import type { DocProperties } from './doc-properties';
import { formatNewTab } from './format-tab';
import { cacheTab } from './tabs';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function createRecordTab(ss: Spreadsheet, props: DocProperties): Sheet {
  const layout = recordLayout();
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  let title = layout.title;
  for (let n = 2; taken.has(title.toLowerCase()); n++) title = `${layout.title} ${n}`;
  // A new tab becomes the active one in Sheets: the organizer stays on the tab they were looking at.
  const active = ss.getActiveSheet();
  const sheet = ss.insertSheet(title);
  sheet.addDeveloperMetadata(ROLE_KEY, layout.role);
  formatNewTab(sheet, layout, 1, [RECORD_TAB_HEADERS]);
  active?.activate();
  cacheTab(layout.role, sheet.getSheetId(), props);
  return sheet;
}
