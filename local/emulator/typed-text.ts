// The strings Sheets converts when they are written with setValues or typed (USER_ENTERED parsing):
// numbers, booleans and dates always; with conversions 'all' also times, currency, accounting
// negatives "(5)", percentages, month-name dates and thousands separators, in the spreadsheet
// locale's forms. Sources: the Sheets API's ValueInputOption page ("Mar 1 2016" becomes a date) and
// the reference notes in docs/PLATFORM.md; which exact forms convert is an emulator switch.
import type { PlatformSwitches } from './platform';
import { instantOf, midnightIn } from './time-zone';

export interface TypedContext {
  timeZone: string;
  locale: PlatformSwitches['locale'];
  conversions: PlatformSwitches['conversions'];
  /** For dates typed without a year ("3/1"), which take the current year. */
  now: Date;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function separators(locale: TypedContext['locale']): { decimal: string; group: string } {
  return locale === 'de_DE' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface NumberForms {
  decimal: string;
  group: string;
  plain: RegExp;
  grouped: RegExp;
}

const numberForms = new Map<string, NumberForms>();

/** The locale's number patterns, built once per locale (setValues parses every string it is given). */
function formsOf(locale: TypedContext['locale']): NumberForms {
  let forms = numberForms.get(locale);
  if (!forms) {
    const { decimal, group } = separators(locale);
    const d = esc(decimal);
    forms = {
      decimal,
      group,
      plain: new RegExp(`^([+-]?)(\\d+(?:${d}\\d*)?|${d}\\d+)(?:[eE]([+-]?\\d+))?$`),
      grouped: new RegExp(`^([+-]?)(\\d{1,3}(?:${esc(group)}\\d{3})+)(${d}\\d+)?$`),
    };
    numberForms.set(locale, forms);
  }
  return forms;
}

/** A plain or grouped number in the locale's form, or null. */
function localeNumber(t: string, ctx: TypedContext, allowGroups: boolean): number | null {
  const { decimal, group, plain, grouped } = formsOf(ctx.locale);
  let m = plain.exec(t);
  if (m) return Number(`${m[1]}${m[2].replace(decimal, '.')}${m[3] ? `e${m[3]}` : ''}`);
  if (!allowGroups) return null;
  m = grouped.exec(t);
  if (m) return Number(`${m[1]}${m[2].split(group).join('')}${m[3] ? `.${m[3].slice(1)}` : ''}`);
  return null;
}

/** $5, -$1,234.50, £5, 5 €: the amount, or null. */
function currency(t: string, ctx: TypedContext): number | null {
  const m = /^([+-]?)\s*[$£€]\s*(.+)$/.exec(t) ?? /^([+-]?)(.+?)\s*€$/.exec(t);
  if (!m) return null;
  const n = localeNumber(m[2], ctx, true);
  return n === null ? null : m[1] === '-' ? -n : n;
}

function numberLike(t: string, ctx: TypedContext): number | null {
  if (ctx.conversions === 'basic') return localeNumber(t, { ...ctx, locale: 'en_US' }, false);
  const n = localeNumber(t, ctx, true) ?? currency(t, ctx);
  if (n !== null) return n;
  const paren = /^\((.+)\)$/.exec(t);
  if (paren) {
    const inner = localeNumber(paren[1].trim(), ctx, true) ?? currency(paren[1].trim(), ctx);
    if (inner !== null) return -inner;
  }
  const pct = /^(.+?)\s*%$/.exec(t);
  if (pct) {
    const inner = localeNumber(pct[1].trim(), ctx, true);
    if (inner !== null) return inner / 100;
  }
  return null;
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length > 2) return n;
  return n < 30 ? 2000 + n : 1900 + n;
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A calendar day typed as text: [year, month, day] or null. */
function dayLike(t: string, ctx: TypedContext): [number, number, number] | null {
  const ok = (y: number, m: number, d: number) =>
    validDay(y, m, d) ? ([y, m, d] as [number, number, number]) : null;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
  if (iso) return ok(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (ctx.conversions === 'basic') {
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
    return us ? ok(Number(us[3]), Number(us[1]), Number(us[2])) : null;
  }
  const thisYear = String(ctx.now.getUTCFullYear());
  const dayFirst = ctx.locale !== 'en_US';
  const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(t);
  if (slash) {
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    const y = fullYear(slash[3] ?? thisYear);
    return dayFirst ? ok(y, b, a) : ok(y, a, b);
  }
  const dotted = ctx.locale === 'de_DE' ? /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(t) : null;
  if (dotted) return ok(fullYear(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const monthOf = (name: string) => {
    const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
    return i >= 0 && name.length >= 3 ? i + 1 : 0;
  };
  const mdy = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (mdy && monthOf(mdy[1])) return ok(Number(mdy[3]), monthOf(mdy[1]), Number(mdy[2]));
  const dmy = /^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-]+(\d{4})$/.exec(t);
  if (dmy && monthOf(dmy[2])) return ok(Number(dmy[3]), monthOf(dmy[2]), Number(dmy[1]));
  return null;
}

/** A time of day: [hour, minute, second] or null. */
function timeLike(t: string): [number, number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (m[4]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (/^p/i.test(m[4]) ? 12 : 0);
  }
  return h < 24 && min < 60 && s < 60 ? [h, min, s] : null;
}

/** What the typed text `t` (already trimmed) converts to, or null when it stays text. */
export function convertTyped(t: string, ctx: TypedContext): number | boolean | Date | null {
  // Every number, date and time has a digit: most text (names, 'Win') is settled here.
  if (!/\d/.test(t)) return /^(true|false)$/i.test(t) ? t.toLowerCase() === 'true' : null;
  const n = numberLike(t, ctx);
  if (n !== null) return n;
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  const day = dayLike(t, ctx);
  if (day) return midnightIn(day[0], day[1], day[2], ctx.timeZone);
  if (ctx.conversions === 'basic') return null;
  const time = timeLike(t);
  // A time alone is that time on Sheets' day zero, 30 December 1899.
  if (time) return at([1899, 12, 30], time, ctx.timeZone);
  const split = /^(.+?)\s+(\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)$/i.exec(t);
  if (split) {
    const d = dayLike(split[1], ctx);
    const tm = timeLike(split[2]);
    if (d && tm) return at(d, tm, ctx.timeZone);
  }
  return null;
}

function at(day: [number, number, number], time: [number, number, number], timeZone: string): Date {
  return instantOf(
    {
      year: day[0],
      month: day[1],
      day: day[2],
      hour: time[0],
      minute: time[1],
      second: time[2],
      millisecond: 0,
    },
    timeZone,
  );
}
