// How a tab looks: header style, frozen header, widths, plain-text name columns, dropdowns and
// warning-only protection on tabs the add-on owns. Applied when a tab is created (and to rows added later).
import type { TabLayout } from '../sheets/layout';
import { COLORS } from '../sheets/patch';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function applyColumnFormats(sheet: Sheet, layout: TabLayout, firstRow: number, rows: number): void {
  if (rows <= 0) return;
  const width = Math.max(layout.headers.length, 1);
  const text = new Set(layout.textColumns);
  const formats: string[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: string[] = [];
    for (let c = 1; c <= width; c++) row.push(text.has(c) ? '@' : 'General');
    formats.push(row);
  }
  sheet.getRange(firstRow, 1, rows, width).setNumberFormats(formats);
  for (const v of layout.validations) {
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(v.choices, true)
      .setAllowInvalid(false)
      .build();
    sheet.getRange(firstRow, v.col, rows, 1).setDataValidation(rule);
  }
}

export function formatNewTab(sheet: Sheet, layout: TabLayout, headerRow: number): void {
  const width = Math.max(layout.headers.length, 1);
  if (layout.headers.length) {
    sheet.getRange(headerRow, 1, 1, width).setFontWeight('bold').setBackground(COLORS.header);
  }
  sheet.setFrozenRows(headerRow);
  layout.widths.forEach((w, i) => {
    if (w > 0) sheet.setColumnWidth(i + 1, w);
  });
  applyColumnFormats(sheet, layout, headerRow + 1, sheet.getMaxRows() - headerRow);
  if (layout.role === 'pairings') sheet.getRange(1, 1, sheet.getMaxRows(), width).setFontSize(14);
  sheet.setTabColor(layout.tabColor);
  if (layout.owned)
    sheet
      .protect()
      .setWarningOnly(true)
      .setDescription('Written by Tourney Sheets: your edits here are replaced at the next action.');
}
