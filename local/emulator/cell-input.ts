import { isDate } from './errors';
import { BUILT_IN_DEFAULTS, type PlatformSwitches } from './platform';
import type { CellState, WorkbookStore } from './store';
import { convertTyped, type TypedContext } from './typed-text';

/** What a write puts into a cell: a plain value or a formula (whose value is computed on read). */
export type ParsedInput = { value: string | number | boolean | Date } | { formula: string };

/**
 * Mimics Sheets' USER_ENTERED parsing (apps-script.md §1.10), which is what Range.setValues does
 * to strings:
 * - a leading apostrophe stores the rest as literal text, and getValues omits the apostrophe; in a
 *   plain-text ('@') cell whether the apostrophe is kept is unverified: switch apostropheInTextCell;
 * - with number format '@' (plain text) every other string is kept verbatim, including ones
 *   starting with '=' (decision: the emulator treats '@' as a full guard against formulas);
 * - otherwise '=...' is a formula, and typed-looking strings convert (typed-text.ts): dates become
 *   midnight in the spreadsheet's time zone.
 */
export function parseUserEntered(
  input: unknown,
  numberFormat: string | undefined,
  ctx: InputContext = DEFAULT_INPUT,
): ParsedInput {
  if (input === null || input === undefined) return { value: '' };
  if (isDate(input)) return { value: new Date(input.getTime()) };
  if (typeof input === 'number' || typeof input === 'boolean') return { value: input };
  if (typeof input !== 'string') return { value: String(input) };
  if (numberFormat === '@') {
    if (input.startsWith("'") && ctx.apostropheInTextCell === 'stripped') return { value: input.slice(1) };
    return { value: input };
  }
  if (input.startsWith("'")) return { value: input.slice(1) };
  if (input.startsWith('=') && input.length > 1) return { formula: input };
  const converted = convertTyped(input.trim(), ctx);
  return { value: converted ?? input };
}

/** Everything parsing depends on besides the cell's format: the document's settings and the switches. */
export interface InputContext extends TypedContext {
  apostropheInTextCell: PlatformSwitches['apostropheInTextCell'];
}

export const DEFAULT_INPUT: InputContext = {
  timeZone: 'Etc/UTC',
  locale: BUILT_IN_DEFAULTS.locale,
  conversions: BUILT_IN_DEFAULTS.conversions,
  apostropheInTextCell: BUILT_IN_DEFAULTS.apostropheInTextCell,
  now: new Date(Date.UTC(2026, 0, 1)),
};

/** The parsing context of a document: its time zone and the platform switches it runs under. */
export function inputContext(store: WorkbookStore, now: Date = new Date()): InputContext {
  return {
    timeZone: store.timeZone,
    locale: store.platform.locale,
    conversions: store.platform.conversions,
    apostropheInTextCell: store.platform.apostropheInTextCell,
    now,
  };
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
