// Creating the players' report form from the sidebar. It is the one part of players' reporting that
// needs the Forms scope (docs/marketplace/oauth-scopes.md); appsscript.json does not ask for it yet, so
// on an install without it this refuses with what to do instead (make the form by hand and connect it,
// which needs no new scope).
import { REPORT_PLACEHOLDERS } from '../engine/report-link';
import type { ActionResult, Seen } from '../shared/types';
import { ADDON_NAME } from '../shared/version';
import { readEvent } from '../sheets/event-model';
import { reportQuestions } from '../sheets/reports/questions';
import { docProperties } from './doc-properties';
import { BusyError, busyResult, readInputs, withDocumentLock } from './run-action';

/** Where the created form's published address and its pre-filled link template are kept. */
export const REPORT_FORM_URL_PROPERTY = 'tourney-sheets.report-form-url';
export const REPORT_LINK_TEMPLATE_PROPERTY = 'tourney-sheets.report-link-template';

export const NO_FORMS_ACCESS =
  `Creating a report form needs access to Google Forms, which this installation of ${ADDON_NAME} does not ask for. ` +
  'Make the form yourself in Google Forms (questions Round, Table, Your name, then the Results columns), ' +
  'link it to this spreadsheet (Responses > Link to Sheets), then connect its responses tab here.';

/** FormApp.create(title, isPublished), newer than the @types this project builds with. */
interface PublishingFormApp {
  create(title: string, isPublished: boolean): GoogleAppsScript.Forms.Form;
}

function refusal(message: string): ActionResult {
  return { ok: false, message, problems: [], warnings: [] };
}

/**
 * Whether an error is Apps Script refusing FormApp for want of the Forms scope ("You do not have
 * permission to call FormApp.create. Required permissions: https://www.googleapis.com/auth/forms"); any
 * other failure is thrown as it is, not passed off as a missing permission.
 */
function isUnauthorized(e: unknown): boolean {
  const text = String((e as Error)?.message ?? e);
  return /permission to call FormApp|auth\/forms\b/i.test(text);
}

/**
 * Builds the event's report form with one sequence of Forms calls, links its responses to this
 * spreadsheet (a new tab), and keeps its address and a pre-filled link template, so each table's link
 * later is text substitution (src/engine/report-link.ts), never another Forms call. `seen` is accepted
 * like every sidebar action's, but a new form changes no round or pairing, so nothing is refused on it.
 */
export function createReportForm(_options?: { seen?: Seen }): ActionResult {
  if (typeof FormApp === 'undefined') return refusal(NO_FORMS_ACCESS);
  try {
    return withDocumentLock(() => buildForm());
  } catch (e) {
    if (e instanceof BusyError) return busyResult(e);
    if (isUnauthorized(e)) return refusal(NO_FORMS_ACCESS);
    throw e;
  }
}

function buildForm(): ActionResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const read = readEvent(readInputs(ss));
  if (!read.ok)
    return { ok: false, message: 'Set up the event first.', problems: read.problems, warnings: [] };
  const { format, ctx } = read.model;
  const eventName = ctx.config.name || `${ADDON_NAME} event`;
  // Published at once: forms made through Google's APIs are now created unpublished by default, and an
  // unpublished form takes no response (docs/marketplace/oauth-scopes.md quotes Google's notice).
  const form = (FormApp as unknown as PublishingFormApp).create(`${eventName}: report a result`, true);
  form.setDescription('One report per player per game, each from your own side of the table.');
  const items = reportQuestions(format).map((q) =>
    (q.choices
      ? form.addListItem().setTitle(q.title).setChoiceValues(q.choices)
      : form.addTextItem().setTitle(q.title)
    ).setRequired(q.required),
  );
  const [round, table, name] = items as GoogleAppsScript.Forms.TextItem[];
  form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
  const template = form
    .createResponse()
    .withItemResponse(round.createResponse(REPORT_PLACEHOLDERS.round))
    .withItemResponse(table.createResponse(REPORT_PLACEHOLDERS.table))
    .withItemResponse(name.createResponse(REPORT_PLACEHOLDERS.name))
    .toPrefilledUrl();
  const url = form.getPublishedUrl();
  const props = docProperties();
  props.set(REPORT_FORM_URL_PROPERTY, url);
  props.set(REPORT_LINK_TEMPLATE_PROPERTY, template);
  return {
    ok: true,
    message: `Created the report form "${eventName}: report a result" (${url}); its responses go to a new tab of this spreadsheet.`,
    problems: [],
    warnings: [],
  };
}
