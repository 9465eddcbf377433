// CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted. A text
// field starting with = + - @ gets a leading apostrophe so a name never runs as a formula in Excel.
export type CsvCell = string | number | boolean | null | undefined;

function field(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'string' ? v : String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: CsvCell[][]): string {
  return `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

export function csvFileName(eventName: string, what: string, extension = 'csv'): string {
  const base =
    eventName
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'event';
  return `${base}${what ? `-${what}` : ''}.${extension}`;
}
