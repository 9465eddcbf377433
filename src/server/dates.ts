// getValues returns a typed date as an instant: midnight in the spreadsheet's time zone (File >
// Settings), not the script's. The pure layers read a date's calendar day with toISOString, which is a
// day early anywhere east of UTC. So every Date read is replaced by a "floating" Date whose UTC fields
// show the spreadsheet's wall clock, and a write puts back the instant that was read, so a date moved
// (an undone round's row going to the Log) keeps its exact value. The zone is asked for only when a
// read grid holds a Date.
import type { Snapshot } from '../sheets/grid';

/** Floating Date -> the instant getValues returned. */
const instants = new WeakMap<Date, Date>();

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'";

function isDate(v: unknown): v is Date {
  // Most cells are strings and numbers: only an object can be a Date (of any realm).
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

/** The wall clock of `instant` in `timeZone`, as a Date whose UTC fields show it. */
export function floating(instant: Date, timeZone: string): Date {
  const f = new Date(Utilities.formatDate(instant, timeZone, WALL_CLOCK));
  instants.set(f, instant);
  return f;
}

/** Replaces each Date of every grid in the snapshot by its floating wall clock (in place). */
export function floatSnapshotDates(snapshot: Snapshot, timeZone: () => string): void {
  let zone: string | null = null;
  for (const tab of Object.values(snapshot.tabs)) {
    if (!tab) continue;
    for (const row of tab.values) {
      for (let c = 0; c < row.length; c++) {
        const v = row[c];
        if (!isDate(v)) continue;
        zone ??= timeZone();
        row[c] = floating(v, zone);
      }
    }
  }
}

/** The value to write for a cell value the plan produced: a Date read from the sheet goes back as read. */
export function instantFor<T>(v: T): T | Date {
  return isDate(v) ? (instants.get(v) ?? v) : v;
}
