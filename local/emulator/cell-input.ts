import { isDate } from './errors';
import { BUILT_IN_DEFAULTS, noteSwitch, type PlatformSwitches } from './platform';
import { type CellState, switchDiffers, type WorkbookStore } from './store';
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
  const parsed = parseWith(input, numberFormat, ctx);
  if (ctx.alternative) noteAlternative(parsed, input, numberFormat, ctx, ctx.alternative);
  return parsed;
}

function parseWith(input: unknown, numberFormat: string | undefined, ctx: InputContext): ParsedInput {
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
  /** Under the switch probe (platform.ts): the same context with the alternative's switches. */
  alternative?: InputContext;
}

const INPUT_SWITCHES = ['locale', 'conversions', 'apostropheInTextCell'] as const;

/** Notes each switch whose alternative setting alone would have parsed the input otherwise. */
function noteAlternative(
  parsed: ParsedInput,
  input: unknown,
  numberFormat: string | undefined,
  ctx: InputContext,
  alternative: InputContext,
): void {
  if (sameParse(parsed, parseWith(input, numberFormat, alternative))) return;
  for (const key of INPUT_SWITCHES) {
    if (ctx[key] === alternative[key]) continue;
    const one = { ...ctx, [key]: alternative[key] };
    if (!sameParse(parsed, parseWith(input, numberFormat, one))) noteSwitch(key);
  }
}

function sameParse(a: ParsedInput, b: ParsedInput): boolean {
  if ('formula' in a || 'formula' in b) return 'formula' in a && 'formula' in b && a.formula === b.formula;
  const [x, y] = [a.value, b.value];
  if (isDate(x) || isDate(y)) return isDate(x) && isDate(y) && x.getTime() === y.getTime();
  return x === y;
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
  const ctx = contextWith(store.timeZone, store.platform, now);
  if (INPUT_SWITCHES.some((key) => switchDiffers(store, key)))
    ctx.alternative = contextWith(store.timeZone, store.alternative as PlatformSwitches, now);
  return ctx;
}

function contextWith(timeZone: string, switches: PlatformSwitches, now: Date): InputContext {
  return {
    timeZone,
    locale: switches.locale,
    conversions: switches.conversions,
    apostropheInTextCell: switches.apostropheInTextCell,
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
