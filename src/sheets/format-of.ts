import type { Format } from '../engine/format';
import type { Grid } from './grid';
import { EVENT_LABELS, findFormat } from './parse-event';
import { cellText } from './text';

/** The format named on the Event tab, without validating anything else. */
export function findFormatFromGrid(grid: Grid | undefined): Format | null {
  const row = grid?.find((r) => cellText(r[0]).trim().toLowerCase() === EVENT_LABELS.format.toLowerCase());
  return row ? findFormat(cellText(row[1])) : null;
}
