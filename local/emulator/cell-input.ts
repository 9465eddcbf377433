import { isDate } from './errors';
import type { CellState } from './store';

/** What a write puts into a cell: a plain value or a formula (whose value is computed on read). */
export type ParsedInput = { value: string | number | boolean | Date } | { formula: string };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function utcDate(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  // Rejects 2026-02-30 and friends instead of letting Date roll them over.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date;
}

function parseDate(s: string): Date | null {
  const iso = ISO_DATE.exec(s);
  if (iso) return utcDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(s);
  if (us) return utcDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

/**
 * Mimics Sheets' USER_ENTERED parsing (apps-script.md §1.10), which is what Range.setValues does
 * to strings:
 * - a leading apostrophe stores the rest as literal text, and getValues omits the apostrophe;
 * - with number format '@' (plain text) every other string is kept verbatim, including ones
 *   starting with '=' (decision: the emulator treats '@' as a full guard against formulas,
 *   while still honouring the apostrophe, which Sheets strips in any format);
 * - otherwise '=...' is a formula, and number-, boolean- and date-looking strings are converted.
 * Spreadsheet time zone is Etc/UTC, so typed dates become UTC midnight.
 */
export function parseUserEntered(input: unknown, numberFormat: string | undefined): ParsedInput {
  if (input === null || input === undefined) return { value: '' };
  if (isDate(input)) return { value: new Date(input.getTime()) };
  if (typeof input === 'number' || typeof input === 'boolean') return { value: input };
  if (typeof input !== 'string') return { value: String(input) };
  if (input.startsWith("'")) return { value: input.slice(1) };
  if (numberFormat === '@') return { value: input };
  if (input.startsWith('=') && input.length > 1) return { formula: input };
  const t = input.trim();
  if (NUMBER.test(t)) return { value: Number(t) };
  if (/^(true|false)$/i.test(t)) return { value: t.toLowerCase() === 'true' };
  const d = parseDate(t);
  if (d) return { value: d };
  return { value: input };
}

export function applyParsed(cell: CellState, parsed: ParsedInput): void {
  if ('formula' in parsed) {
    cell.formula = parsed.formula;
    delete cell.value;
  } else {
    delete cell.formula;
    if (parsed.value === '') delete cell.value;
    else cell.value = parsed.value;
  }
}
