import type { CellFormat, CellValue } from './store';

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
  const parts: Record<string, string> = {
    yyyy: String(date.getUTCFullYear()),
    yy: pad(date.getUTCFullYear() % 100),
    MM: pad(date.getUTCMonth() + 1),
    M: String(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    d: String(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    H: String(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
    ss: pad(date.getUTCSeconds()),
    SSS: pad(date.getUTCMilliseconds(), 3),
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
export function displayValue(value: CellValue | undefined, numberFormat: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    if (numberFormat && /y/i.test(numberFormat)) {
      return formatDateUtc(
        value,
        numberFormat.replace(/m/g, 'M').replace(/hh/gi, 'HH').replace(/:MM/g, ':mm'),
      );
    }
    const timeless = value.getTime() % 86400000 === 0;
    return formatDateUtc(value, timeless ? 'M/d/yyyy' : 'M/d/yyyy H:mm:ss');
  }
  if (!numberFormat || numberFormat === '@' || numberFormat === FORMAT_DEFAULTS.numberFormat)
    return String(value);
  return formatNumber(value, numberFormat);
}
