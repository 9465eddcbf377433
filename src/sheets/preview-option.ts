// The Event tab's "Preview pairings before publishing", read by label like the format's options
// (src/sheets/parse-event.ts). It is the same for every format, so it is read here. Setup writes it yes
// (src/sheets/setup.ts); an event set up before that has no such row and reads the default, no: its
// sidebar's main button pairs in one click as it always has, so a running event does not change.
import type { OptionSpec } from '../shared/types';
import { canonicalGrid } from './columns';
import { eventColumns } from './event-model';
import type { Snapshot } from './grid';
import { EVENT_HEADERS } from './layout';
import { readOptions, settingsByLabel } from './parse-event';

export const PREVIEW_OPTION: OptionSpec = {
  key: 'previewPairings',
  label: 'Preview pairings before publishing',
  help: "Yes: the sidebar's Pair button shows the round first (tables, reasons, warnings), with Swap and Publish. The menu's Pair next round still pairs at once.",
  type: 'boolean',
  default: false,
};

/** Whether the sidebar previews the next round before publishing it; a value that does not read is no. */
export function previewPairingsOn(snapshot: Snapshot): boolean {
  const event = snapshot.tabs.event;
  const cols = event ? eventColumns(event, event.name) : null;
  if (!event || !cols?.ok) return false;
  const grid = canonicalGrid(event.values, EVENT_HEADERS, cols.cols);
  const { values } = readOptions([PREVIEW_OPTION], settingsByLabel(grid), event.name, cols.cols[1]);
  return values[PREVIEW_OPTION.key] === true;
}
