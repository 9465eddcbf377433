// Wall-clock time in a named time zone, for the spreadsheet's time zone (File > Settings): typed dates
// are midnight there, getValues returns those instants, and display formats show that zone's clock.
// Node's Intl (full ICU) knows the IANA zones; results are cached per zone.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError for a zone Intl does not know, as setSpreadsheetTimeZone should refuse it. */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

/** The clock on the wall in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  // Years before 1 CE and the era are out of scope for a tournament sheet.
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    millisecond: ((instant.getTime() % 1000) + 1000) % 1000,
  };
}

function asUtc(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
}

/** The instant whose wall clock in `timeZone` reads `w` (the earlier one in a repeated hour). */
export function instantOf(w: WallClock, timeZone: string): Date {
  const target = asUtc(w);
  let guess = target;
  // Two corrections settle any offset change (DST, or a zone's historical offsets).
  for (let i = 0; i < 3; i++) {
    const seen = asUtc(wallClock(new Date(guess), timeZone));
    if (seen === target) break;
    guess += target - seen;
  }
  return new Date(guess);
}

/** Midnight of a calendar day in `timeZone`. */
export function midnightIn(year: number, month: number, day: number, timeZone: string): Date {
  return instantOf({ year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
}
