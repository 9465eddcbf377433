// The report queue of an event as read at an action: the responses tab, the decisions already made and
// the Event tab's reporting settings, matched to the event model. Null while no form is connected.
import type { Problem } from '../../shared/types';
import { canonicalGrid } from '../columns';
import { type EventModel, eventColumns } from '../event-model';
import type { Snapshot } from '../grid';
import { EVENT_HEADERS } from '../layout';
import { parseDecisions } from './decisions';
import { type ReportOptions, readReportOptions } from './options';
import { type BuiltQueue, buildQueue } from './queue';
import { parseResponses, RESPONSE_CODES } from './responses';

export interface ReadReports extends BuiltQueue {
  options: ReportOptions;
  /** The responses tab's own problems (a header gone, the tab deleted): the queue is empty then. */
  problems: Problem[];
}

export function readReports(snapshot: Snapshot, model: EventModel): ReadReports | null {
  const form = snapshot.form;
  if (!form) return null;
  const event = snapshot.tabs.event;
  const cols = event ? eventColumns(event, event.name) : null;
  const options =
    event && cols?.ok
      ? readReportOptions(canonicalGrid(event.values, EVENT_HEADERS, cols.cols), event.name, cols.cols[1])
      : { autoAccept: false, acceptSingle: false, problems: [] };
  const responses = snapshot.tabs.responses;
  const tab = responses?.name ?? form.tab;
  const parsed = responses
    ? parseResponses(responses.values, model.format, tab)
    : {
        reports: [],
        problems: [
          {
            severity: 'warning' as const,
            code: RESPONSE_CODES.tabMissing,
            tab,
            cell: '',
            message: `The report form's responses tab "${form.tab}" cannot be found, so no report is read.`,
            fix: 'Restore it from File > Version history, or connect the form again from the sidebar.',
          },
        ],
      };
  const decisions = parseDecisions(snapshot.tabs.reports?.values ?? []);
  const built = buildQueue(model, parsed.reports, decisions, options, {
    tab,
    formUrl: form.formUrl,
    linkTemplate: form.linkTemplate,
  });
  // A responses tab that cannot be read stops no action: reports are an extra the event runs without.
  const warnings = parsed.problems.map((p) => ({ ...p, severity: 'warning' as const }));
  return { ...built, options, problems: [...options.problems, ...warnings] };
}
