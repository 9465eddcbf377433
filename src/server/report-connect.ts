// Connecting a report form's responses tab (docs/REPORTING.md): the organizer names the tab, which must
// have the form's Timestamp, Round, Table and Your name columns; the add-on keeps the connection and
// makes its hidden reports tab for the decisions. Nothing is written to the responses tab.
import type { ActionResult, Problem, Seen } from '../shared/types';
import { spreadRow } from '../sheets/columns';
import type { Grid } from '../sheets/grid';
import { eventLayout } from '../sheets/layout';
import { missingOptionRows } from '../sheets/reports/options';
import { RESPONSE_CODES, responseHeaderProblems } from '../sheets/reports/responses';
import { protectRow } from '../sheets/text';
import { type DocProperties, docProperties } from './doc-properties';
import { dropdownRules } from './format-tab';
import { createReportsTab, readConnection, saveConnection } from './report-form';
import { BusyError, busyResult, withDocumentLock } from './run-action';
import { findTabs } from './tabs';

const refused = (problems: Problem[]): ActionResult => ({
  ok: false,
  message: 'Nothing was changed: fix the problems listed, then try again.',
  problems,
  warnings: [],
});

/** `_seen`: connecting changes no game, so a sidebar behind the event may still connect. */
export function connectReportTab(tab: string, _seen?: Seen): ActionResult {
  try {
    return withDocumentLock(() => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const sheet = tab.trim() ? ss.getSheetByName(tab.trim()) : null;
      if (!sheet)
        return refused([
          {
            severity: 'error',
            code: RESPONSE_CODES.tabMissing,
            tab: tab.trim(),
            cell: '',
            message: tab.trim()
              ? `There is no tab "${tab.trim()}" in this spreadsheet.`
              : 'No tab was named.',
            fix: "Pick the tab your report form writes its responses to (in the form's Responses, Link to Sheets).",
          },
        ]);
      const name = sheet.getName();
      const width = Math.max(1, sheet.getLastColumn());
      const header = sheet.getRange(1, 1, 1, width).getValues()[0];
      const problems = responseHeaderProblems(header, name);
      if (problems.length) return refused(problems);
      const props = docProperties();
      const formUrl = sheet.getFormUrl() ?? '';
      if (!findTabs(ss, ['reports'], props).reports) createReportsTab(ss, props);
      addOptionRows(ss, props);
      const before = readConnection(props);
      // The pre-filled link belongs to the form: kept when the same form (or its tab) is connected again.
      const same =
        before && (before.sheetId === sheet.getSheetId() || (formUrl && before.formUrl === formUrl));
      const linkTemplate = same ? before.linkTemplate : undefined;
      saveConnection(props, {
        sheetId: sheet.getSheetId(),
        tab: name,
        formUrl,
        ...(linkTemplate ? { linkTemplate } : {}),
      });
      return {
        ok: true,
        message:
          before && before.sheetId !== sheet.getSheetId()
            ? `Reports are now read from "${name}" instead of "${before.tab}".`
            : `Reports are read from "${name}" at every action.`,
        problems: [],
        warnings: [],
      };
    });
  } catch (e) {
    if (e instanceof BusyError) return busyResult(e);
    throw e;
  }
}

/** The Event tab's reporting settings, added below its last row when it has none yet. */
function addOptionRows(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, props: DocProperties): void {
  const event = findTabs(ss, ['event'], props).event;
  if (!event) return;
  const grid = event.getDataRange().getValues() as Grid;
  const missing = missingOptionRows(grid);
  if (!missing?.rows.length) return;
  const spread = missing.rows.map((r) => spreadRow(missing.cols, r));
  // Setting and What it means are plain-text columns (eventLayout), wherever they are now.
  const plain = new Set(eventLayout().textColumns.map((c) => missing.cols[c - 1]));
  const first = spread[0].col;
  event
    .getRange(grid.length + 1, first, spread.length, spread[0].row.length)
    .setValues(spread.map((x) => protectRow(x.row, (c) => plain.has(c), first)));
  const ruleFor = dropdownRules(false);
  event
    .getRange(grid.length + 1, missing.cols[1], spread.length, 1)
    .setDataValidations(missing.choices.map((c) => [c ? ruleFor(c) : null]));
}

/** Tabs a Google Form writes to (Sheet.getFormUrl is null for every other tab). */
export function reportTabs(): { name: string; formUrl: string }[] {
  return SpreadsheetApp.getActiveSpreadsheet()
    .getSheets()
    .flatMap((s) => {
      const formUrl = s.getFormUrl();
      return formUrl ? [{ name: s.getName(), formUrl }] : [];
    });
}
