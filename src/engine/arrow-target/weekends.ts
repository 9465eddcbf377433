// "Up to four rounds will be played in a given weekend": which weekend a round falls in, dated a week
// apart from the First weekend option when it is a real date.
import { type FormatContext, optionValue } from '../format';
import { firstWeekendOpt, roundsPerWeekendOpt } from './options';

/** A YYYY-MM-DD date as UTC milliseconds, or null when it is not a real calendar date. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text.trim() ? ms : null;
}

export function firstWeekendText(ctx: FormatContext): string {
  return String(optionValue(ctx.config, firstWeekendOpt) ?? '');
}

export function weekendLabel(ctx: FormatContext, round: number): string {
  const per = Number(optionValue(ctx.config, roundsPerWeekendOpt)) || 4;
  const k = Math.floor((round - 1) / per) + 1;
  const start = parseDate(firstWeekendText(ctx));
  if (start === null) return `Weekend ${k}`;
  const d = new Date(start + (k - 1) * 7 * 86400000);
  return `Weekend ${k} (${d.toISOString().slice(0, 10)})`;
}
