import type { Format } from '../engine/format';
import { findColumns } from './columns';
import type { Grid } from './grid';
import { EVENT_HEADERS } from './layout';
import { EVENT_LABELS, findFormat } from './parse-event';
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
