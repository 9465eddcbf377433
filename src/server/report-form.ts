// The connected report form (docs/REPORTING.md). The connection (the responses tab's sheet id, its
// name then and the form's address) is a document property, not rows of the reports tab: every action
// already reads the document properties in one call (the tab-id cache), so an event with no form
// connected costs no call more, and one with a form finds its responses tab by id without a scan.
import type { Grid, Snapshot } from '../sheets/grid';
import { reportsLayout } from '../sheets/layout';
import { REPORTS_TAB_HEADERS } from '../sheets/reports/decisions';
import type { DocProperties } from './doc-properties';
import { createOwnTab } from './record-tab';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const CONNECTION_PROPERTY = 'tourney-sheets.report-form';

export interface FormConnection {
  sheetId: number;
  tab: string;
  formUrl: string;
  /** The organizer's pre-filled link, normalised (src/sheets/reports/link-template.ts); absent in older values. */
  linkTemplate?: string;
}

export function readConnection(props: DocProperties): FormConnection | null {
  const raw = props.get(CONNECTION_PROPERTY);
  if (!raw) return null;
  try {
    const c = JSON.parse(raw) as FormConnection;
    return typeof c.sheetId === 'number' ? c : null;
  } catch (_) {
    return null;
  }
}

export function saveConnection(props: DocProperties, c: FormConnection): void {
  props.set(CONNECTION_PROPERTY, JSON.stringify(c));
}

/** The connection as the snapshot carries it (no call: the property is read already). */
export function snapshotForm(c: FormConnection): NonNullable<Snapshot['form']> {
  return {
    formUrl: c.formUrl,
    tab: c.tab,
    ...(typeof c.linkTemplate === 'string' && c.linkTemplate ? { linkTemplate: c.linkTemplate } : {}),
  };
}

/** The responses tab read into the snapshot (one getValues), never written: it is the players' own record. */
export function readResponses(ss: Spreadsheet, c: FormConnection, snapshot: Snapshot): void {
  const sheet = ss.getSheetById(c.sheetId);
  snapshot.form = snapshotForm(c);
  if (!sheet) return;
  const tab = { name: sheet.getName(), values: sheet.getDataRange().getValues() as Grid };
  snapshot.form.tab = tab.name;
  // Timestamps stay instants (not floated to the wall clock as other tabs' dates are): a report is named
  // by its exact ISO time, whatever the spreadsheet's time zone, and asking the zone would cost a call.
  snapshot.tabs.responses = tab;
}

export function createReportsTab(ss: Spreadsheet, props: DocProperties): Sheet {
  return createOwnTab(ss, props, reportsLayout(), REPORTS_TAB_HEADERS);
}
