// The preset the Event tab's settings were last written from (Snapshot.preset, src/sheets/preset-change.ts),
// kept in a document property: the add-on's own, out of the organizer's way, and read with the others
// in the one getProperties call every action makes.
import type { Snapshot } from '../sheets/grid';
import type { DocProperties } from './doc-properties';

export const PRESET_PROPERTY = 'tourney-sheets.preset';

/** `snapshot` with the preset kept, when one is. */
export function withKeptPreset(snapshot: Snapshot, props: DocProperties): Snapshot {
  const preset = props.get(PRESET_PROPERTY);
  return preset === null ? snapshot : { ...snapshot, preset };
}

/** Keeps `preset`: set up, changed, or kept for the first time (an event set up before it was). */
export function keepPreset(props: DocProperties, preset: string): void {
  props.set(PRESET_PROPERTY, preset);
}
