import type { CellFormat, CellValue } from './store';
import { wallClock } from './time-zone';

/**
 * What getters report for a cell nobody formatted. The number format is Sheets' "Automatic",
 * which Apps Script reports as '0.###############' (unverified; only '@' matters to parsing).
 */
export const FORMAT_DEFAULTS: Required<CellFormat> = {
  numberFormat: '0.###############',
  background: '#ffffff',
  fontColor: '#000000',
  fontWeight: 'normal',
  fontSize: 10,
  fontStyle: 'normal',
  horizontalAlignment: 'general',
  verticalAlignment: 'bottom',
  wrap: false,
};

export type FormatKey = keyof CellFormat;

export const FORMAT_KEYS: FormatKey[] = [
  'numberFormat',
  'background',
  'fontColor',
  'fontWeight',
  'fontSize',
  'fontStyle',
  'horizontalAlignment',
  'verticalAlignment',
  'wrap',
];

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Formats a Date in UTC with the Java-style letters Apps Script uses (yyyy, MM, dd, HH, mm, ss). */
export function formatDateUtc(date: Date, pattern: string): string {
  return formatDateIn(date, 'Etc/UTC', pattern);
}

/** Formats a Date as the clock reads in `timeZone`, with Java-style letters (as Utilities.formatDate). */
export function formatDateIn(date: Date, timeZone: string, pattern: string): string {
  const w = wallClock(date, timeZone);
  const parts: Record<string, string> = {
    yyyy: String(w.year),
    yy: pad(w.year % 100),
    MM: pad(w.month),
    M: String(w.month),
    dd: pad(w.day),
    d: String(w.day),
    HH: pad(w.hour),
    H: String(w.hour),
    mm: pad(w.minute),
    ss: pad(w.second),
    SSS: pad(w.millisecond, 3),
  };
  return pattern.replace(/'([^']*)'|yyyy|yy|MM|M|dd|d|HH|H|mm|ss|SSS/g, (tok, lit) =>
    lit !== undefined ? lit : (parts[tok] ?? tok),
  );
}

function formatNumber(n: number, fmt: string): string {
  const pct = fmt.endsWith('%');
  const core = pct ? fmt.slice(0, -1) : fmt;
  const v = pct ? n * 100 : n;
  const m = /^(#,##)?0(?:\.(0+))?$/.exec(core);
  if (!m) return String(n);
  const decimals = m[2]?.length ?? 0;
  const text = m[1]
    ? v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    : v.toFixed(decimals);
  return pct ? `${text}%` : text;
}

/** A small subset of Sheets display formatting: enough for plain tables of text, numbers and dates. */
export function displayValue(
  value: CellValue | undefined,
  numberFormat: string | undefined,
  timeZone = 'Etc/UTC',
): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    if (numberFormat && /y/i.test(numberFormat)) {
      return formatDateIn(
        value,
        timeZone,
        numberFormat.replace(/m/g, 'M').replace(/hh/gi, 'HH').replace(/:MM/g, ':mm'),
      );
    }
    const w = wallClock(value, timeZone);
    const timeless = w.hour === 0 && w.minute === 0 && w.second === 0;
    return formatDateIn(value, timeZone, timeless ? 'M/d/yyyy' : 'M/d/yyyy H:mm:ss');
  }
  if (!numberFormat || numberFormat === '@' || numberFormat === FORMAT_DEFAULTS.numberFormat)
    return String(value);
  return formatNumber(value, numberFormat);
}
