// The checks every format makes on the result cells people type, so each message reads the same way
// and names the column the organizer must fix.
import { type CellIssue, type CellValue, isBlank, toNumber } from './format';

/**
 * A typed value that is not a number (or is below `min`, or has a fraction when `whole`) is an error on
 * its column; blank is fine.
 */
export function numberIssue(
  cells: Record<string, CellValue>,
  column: string,
  what: string,
  fix: string,
  min?: number,
  whole = false,
): CellIssue | null {
  const value = cells[column];
  if (isBlank(value)) return null;
  const n = toNumber(value);
  if (n !== null && (min === undefined || n >= min) && (!whole || Number.isInteger(n))) return null;
  const kind = n !== null && whole && !Number.isInteger(n) ? 'a whole number' : 'a number';
  return { severity: 'error', column, message: `"${String(value)}" is not ${kind} of ${what}.`, fix };
}

/** A typed value that `parse` does not recognise is an error on its column; blank is fine. */
export function choiceIssue<T>(
  cells: Record<string, CellValue>,
  column: string,
  parse: (value: CellValue | undefined) => T | null,
  what: string,
  choices: readonly string[],
): CellIssue | null {
  const value = cells[column];
  if (isBlank(value) || parse(value) !== null) return null;
  const list =
    choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}` : choices[0];
  return { severity: 'error', column, message: `"${String(value)}" is not ${what}.`, fix: `Choose ${list}.` };
}

export function present(issues: (CellIssue | null)[]): CellIssue[] {
  return issues.filter((i): i is CellIssue => i !== null);
}
