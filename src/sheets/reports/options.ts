// The Event tab's reporting settings, read by label like the format's options (src/sheets/parse-event.ts).
// They are the same for every format, so they are read here rather than added to each format's options:
// an event set up before reporting existed has no such rows and reads the defaults.
import type { OptionSpec, Problem } from '../../shared/types';
import { canonicalGrid, findColumns } from '../columns';
import type { Grid } from '../grid';
import { EVENT_HEADERS } from '../layout';
import { BOOLEAN_LABELS, describeOption, optionChoices, readOptions, settingsByLabel } from '../parse-event';
import { cellText } from '../text';

export const REPORT_OPTIONS: OptionSpec[] = [
  {
    key: 'reportsAutoAccept',
    label: 'Accept agreed reports automatically',
    help: 'Yes: every action first accepts the games both players reported the same way (docs/REPORTING.md).',
    type: 'boolean',
    default: false,
  },
  {
    key: 'reportsAcceptSingle',
    label: 'Accept a single report',
    help: "Yes: one player's report may be accepted before the opponent has reported.",
    type: 'boolean',
    default: false,
  },
];

/**
 * The reporting settings' rows the Event tab lacks, in its columns as they are now (Setting, Value, What
 * it means), to add when a form is connected: the organizer sees them exactly when they matter. Null when
 * the Event tab's columns cannot be found (the next action names that problem).
 */
export function missingOptionRows(
  grid: Grid,
): { cols: number[]; rows: string[][]; choices: (string[] | null)[] } | null {
  const found = findColumns(grid, EVENT_HEADERS, '', EVENT_HEADERS.slice(0, 2));
  if (!found.ok) return null;
  const labels = new Set(
    canonicalGrid(grid, EVENT_HEADERS, found.cols).map((r) => cellText(r[0]).trim().toLowerCase()),
  );
  const missing = REPORT_OPTIONS.filter((spec) => !labels.has(spec.label.toLowerCase()));
  const rows = missing.map((spec) => [spec.label, BOOLEAN_LABELS.no, describeOption(spec)]);
  // Each with its dropdown, as setup gives every setting with a fixed set of choices.
  return { cols: found.cols, rows, choices: missing.map(optionChoices) };
}

export interface ReportOptions {
  autoAccept: boolean;
  acceptSingle: boolean;
  problems: Problem[];
}

/** `grid` in the add-on's column order (Setting, Value, …); `valueCol` is where values are on the tab. */
export function readReportOptions(grid: Grid, tab: string, valueCol = 2): ReportOptions {
  const { values, problems } = readOptions(REPORT_OPTIONS, settingsByLabel(grid), tab, valueCol);
  return {
    autoAccept: values.reportsAutoAccept === true,
    acceptSingle: values.reportsAcceptSingle === true,
    problems,
  };
}
