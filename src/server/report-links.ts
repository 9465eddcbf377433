// The organizer's pre-filled report link (docs/REPORTING.md, Pre-filled links), kept in the report
// form's connection (a document property): checked and normalised by src/sheets/reports/link-template.ts,
// set or removed with the Slips it changes and a Log line, and every player's link for the round.
import type { ActionResult, ReportLinks } from '../shared/types';
import { planSetReportLink, reportLinks, withLinkTemplate } from '../sheets/actions/report-links';
import { readLinkTemplate } from '../sheets/reports/link-template';
import { docProperties } from './doc-properties';
import { readConnection, saveConnection, snapshotForm } from './report-form';
import { readInputs, runAction } from './run-action';

/**
 * Sets the template from the link pasted (an empty one removes it). A bad link is refused before the
 * event is read. `seen` is not checked: the link changes no game, like connecting the form.
 */
export function setReportLinkAction(link: string): ActionResult {
  const checked = readLinkTemplate(link);
  if (!checked.ok)
    return {
      ok: false,
      message: 'Nothing was changed: the pre-filled link cannot be used.',
      problems: checked.problems,
      warnings: [],
    };
  const { template } = checked;
  return runAction({
    plan: planSetReportLink,
    property: {
      snapshot: (s) => withLinkTemplate(s, template),
      save: (props) => {
        const c = readConnection(props);
        if (!c) return;
        const { linkTemplate: _, ...rest } = c;
        saveConnection(props, template ? { ...rest, linkTemplate: template } : rest);
      },
    },
  });
}

/**
 * Every player's pre-filled link for the current round: the input tabs read once each, as every action
 * reads them, and the connection from the document properties; the responses and reports tabs are not
 * needed, so not read.
 */
export function reportLinksNow(): ReportLinks {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const props = docProperties();
  const connection = readConnection(props);
  const snapshot = readInputs(ss, props);
  if (connection) snapshot.form = snapshotForm(connection);
  return reportLinks(snapshot);
}
