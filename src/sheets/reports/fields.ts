// A report's answers as Results cells: each checked the way a typed Results row is (the format's own
// checkResult), so an accepted report can only write what the organizer could have typed there.
import type { CellValue, ColumnSpec, Format, FormatContext, Match } from '../../engine/format';
import { MAX_NAME_LENGTH } from '../../engine/names';

/** Longer than any result cell holds (deck codes, numbers, choices): a pasted essay is no result. */
export const MAX_ANSWER_LENGTH = MAX_NAME_LENGTH;

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The answer as the cell value typing it would give: numbers as numbers, a checkbox as a boolean. */
export function cellValueOf(col: ColumnSpec, text: string): CellValue {
  const t = text.trim();
  if (col.kind === 'number' && NUMBER.test(t)) return Number(t);
  if (col.kind === 'checkbox' && /^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  if (col.kind === 'choice') return (col.choices ?? []).find((c) => c.toLowerCase() === t.toLowerCase()) ?? t;
  return t;
}

/** The answer in one spelling, so two reports that say the same thing compare equal. */
export function canonicalAnswer(col: ColumnSpec, text: string): string {
  const v = cellValueOf(col, text);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

/** Why a report's answers are no result to write, or null when the format takes them as a whole result. */
export function fieldRefusal(
  format: Format,
  ctx: FormatContext,
  game: Pick<Match, 'round' | 'table' | 'row' | 'a' | 'b'>,
  values: Record<string, string>,
): string | null {
  for (const c of format.resultColumns) {
    const text = values[c.header] ?? '';
    if (text.length > MAX_ANSWER_LENGTH)
      return `The answer to "${c.header}" is ${text.length} characters long; no result is that long.`;
    // Written to Results, a formula would run in the organizer's sheet; no result starts with "=".
    if (text.startsWith('=')) return `The answer to "${c.header}" is a formula, not a result.`;
  }
  const cells: Match['cells'] = {};
  for (const c of format.resultColumns) cells[c.key] = cellValueOf(c, values[c.header] ?? '');
  const check = format.checkResult({ ...game, cells }, ctx);
  const error = check.issues.find((i) => i.severity === 'error');
  if (error) return `${error.message} ${error.fix}`;
  if (!check.complete)
    return check.waiting
      ? check.waiting.message
      : 'The report leaves part of the result blank, so it is not a whole result.';
  return null;
}
