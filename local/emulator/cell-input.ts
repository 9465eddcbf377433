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
  if (typeof input === 'string') return parseText(input, numberFormat, ctx);
  const parsed = parseWith(input, numberFormat, ctx);
  if (ctx.alternative) noteAlternative(parsed, input, numberFormat, ctx, ctx.alternative);
  return parsed;
}

interface CachedParse {
  parsed: ParsedInput;
  /** The switches whose alternative alone parses the text otherwise (noted again on every hit). */
  differs: (typeof INPUT_SWITCHES)[number][];
  /** The parse is a date, which every cell gets a copy of. */
  date: boolean;
}

/**
 * Parsed text by context, format and text. Every action rewrites whole tabs, so the same names, labels
 * and numbers are parsed again and again; parsing each string once per context (under the switch probe:
 * four to six times) was about a fifth of the bundle tests' time inside entry points. Keyed in three
 * levels so that a lookup hashes the text itself, never a new string made of it.
 */
const textCache = new Map<string, Map<string, Map<string, CachedParse>>>();
const TEXT_CACHE_LIMIT = 200_000;
let cachedTexts = 0;

/** The cache of one parsing context, found once per context object (a write makes one for all its cells). */
const cacheOfContext = new WeakMap<InputContext, Map<string, Map<string, CachedParse>>>();

/** The cache of the last context and format asked for: a write asks for the same few again and again. */
let last: { ctx: InputContext; format: string; byText: Map<string, CachedParse> } | null = null;

function textsOf(ctx: InputContext, format: string): Map<string, CachedParse> {
  if (last && last.ctx === ctx && last.format === format) return last.byText;
  let byFormat = cacheOfContext.get(ctx);
  if (!byFormat) {
    const key = contextKey(ctx);
    byFormat = textCache.get(key) ?? new Map();
    textCache.set(key, byFormat);
    cacheOfContext.set(ctx, byFormat);
  }
  let byText = byFormat.get(format);
  if (!byText) {
    byText = new Map();
    byFormat.set(format, byText);
  }
  last = { ctx, format, byText };
  return byText;
}

function parseText(input: string, numberFormat: string | undefined, ctx: InputContext): ParsedInput {
  const byText = textsOf(ctx, numberFormat ?? '');
  let hit = byText.get(input);
  if (!hit) {
    const parsed = parseWith(input, numberFormat, ctx);
    const differs = ctx.alternative ? alternativesFor(parsed, input, numberFormat, ctx, ctx.alternative) : [];
    hit = { parsed, differs, date: 'value' in parsed && isDate(parsed.value) };
    if (++cachedTexts > TEXT_CACHE_LIMIT) {
      for (const m of textCache.values()) for (const t of m.values()) t.clear();
      cachedTexts = 1;
    }
    byText.set(input, hit);
  }
  for (let i = 0; i < hit.differs.length; i++) noteSwitch(hit.differs[i]);
  // Cells never share a Date: each typed date is its own object, as a fresh parse gives.
  return hit.date ? { value: new Date((hit.parsed as { value: Date }).value.getTime()) } : hit.parsed;
}

/** Everything in `ctx` (and its alternative) that parsing reads, as one string. */
function contextKey(ctx: InputContext): string {
  const own = (c: InputContext) =>
    `${c.timeZone}|${c.locale}|${c.conversions}|${c.apostropheInTextCell}|${c.now.getUTCFullYear()}`;
  return ctx.alternative ? `${own(ctx)}/${own(ctx.alternative)}` : own(ctx);
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
  for (const key of alternativesFor(parsed, input, numberFormat, ctx, alternative)) noteSwitch(key);
}

/** The switches whose alternative setting alone would have parsed the input otherwise. */
function alternativesFor(
  parsed: ParsedInput,
  input: unknown,
  numberFormat: string | undefined,
  ctx: InputContext,
  alternative: InputContext,
): (typeof INPUT_SWITCHES)[number][] {
  if (sameParse(parsed, parseWith(input, numberFormat, alternative))) return [];
  return INPUT_SWITCHES.filter((key) => {
    if (ctx[key] === alternative[key]) return false;
    const one = { ...ctx, [key]: alternative[key] };
    return !sameParse(parsed, parseWith(input, numberFormat, one));
  });
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
  // Deletes only what is there: deleting a property a cell does not have still costs a lookup per cell.
  if ('formula' in parsed) {
    cell.formula = parsed.formula;
    if (cell.value !== undefined) delete cell.value;
  } else {
    if (cell.formula !== undefined) delete cell.formula;
    if (parsed.value !== '') cell.value = parsed.value;
    else if (cell.value !== undefined) delete cell.value;
  }
}
