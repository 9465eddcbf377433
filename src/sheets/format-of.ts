import type { Format } from '../engine/format';
import type { OptionValue } from '../shared/types';
import { findColumns } from './columns';
import type { Grid } from './grid';
import { EVENT_HEADERS } from './layout';
import { EVENT_LABELS, findFormat, readOptions, settingsByLabel } from './parse-event';
import { cellText } from './text';

/** The format named on the Event tab, without validating anything else. */
export function findFormatFromGrid(grid: Grid | undefined): Format | null {
  const found = findColumns(grid ?? [], EVENT_HEADERS, 'Event', EVENT_HEADERS.slice(0, 2));
  if (!found.ok) return null;
  const [label, value] = found.cols;
  const row = grid?.find(
    (r) =>
      cellText(r[label - 1])
        .trim()
        .toLowerCase() === EVENT_LABELS.format.toLowerCase(),
  );
  return row ? findFormat(cellText(row[value - 1])) : null;
}

/**
 * The format's settings as the Event tab holds them, without validating anything else: a value that does
 * not read is left out (it follows the format's default), since only a layout's dropdowns read these.
 */
export function eventOptionsFromGrid(grid: Grid | undefined, format: Format): Record<string, OptionValue> {
  const found = findColumns(grid ?? [], EVENT_HEADERS, 'Event', EVENT_HEADERS.slice(0, 2));
  if (!found.ok) return {};
  const [label, value] = found.cols;
  const pairs = (grid ?? []).map((r) => [r[label - 1], r[value - 1]]);
  return readOptions(format.options, settingsByLabel(pairs), 'Event', 2).values;
}
