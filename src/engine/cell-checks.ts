// The checks every format makes on the result cells people type, so each message reads the same way
// and names the column the organizer must fix.
import { type CellIssue, type CellValue, isBlank, toNumber } from './format';

/**
 * The codes of the result problems something decides by (Check event's wording, the tests), so nothing
 * reads a message to tell them apart.
 */
export const RESULT_CODES = {
  /** A typed value that is not a number (or below the column's least, or not whole where it must be). */
  notNumber: 'result-not-a-number',
  /** A typed word that is none of the column's choices. */
  unknownChoice: 'result-unknown-choice',
  /** The Winner chosen scored fewer points where the points normally decide (swapped point columns). */
  winnerFewerPoints: 'result-winner-fewer-points',
  /** Magic games no match played to two wins can end on (3–3, 2–2, 3–2). */
  gamesPastMatch: 'result-games-past-match',
  /** Level games in a game that needs a winner (elimination). */
  knockoutLevel: 'result-knockout-level',
  /** A draw, intentional draw or double loss chosen as the Result of a game that needs a winner (elimination). */
  knockoutNoWinner: 'result-knockout-no-winner',
  /** A game with no result typed at all. */
  missing: 'result-missing',
  /** A half-typed result: one problem per blank column it still needs, at that cell. */
  blank: 'result-blank',
  /** A result typed that does not count yet for something else (deck codes, games). */
  waiting: 'result-waiting',
} as const;

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
  const message = `"${String(value)}" is not ${kind} of ${what}.`;
  return { severity: 'error', column, message, fix, code: RESULT_CODES.notNumber };
}

/** "A, B or C". */
export function orList(choices: readonly string[]): string {
  return choices.length > 1
    ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`
    : (choices[0] ?? '');
}

/** Words people type for a drawn game, where a format records a draw its own way (or has none). */
const DRAW_WORDS = new Set(['draw', 'drawn', 'tie', 'tied']);

export function looksLikeDraw(value: CellValue | undefined): boolean {
  return DRAW_WORDS.has(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );
}

/**
 * A typed value that `parse` does not recognise is an error on its column, with the valid choices; blank
 * is fine. A value that starts exactly one choice ("W" for Win) is named as the likely slip, not taken:
 * a result guessed silently could score the wrong player. `drawNote` says how the format records a
 * draw, for a value that reads as one ("draw", "tie").
 */
export function choiceIssue<T>(
  cells: Record<string, CellValue>,
  column: string,
  parse: (value: CellValue | undefined) => T | null,
  what: string,
  choices: readonly string[],
  drawNote?: string,
): CellIssue | null {
  const value = cells[column];
  if (isBlank(value) || parse(value) !== null) return null;
  const typed = String(value).trim().toLowerCase();
  const starts = choices.filter((c) => c.toLowerCase().startsWith(typed));
  const meant = starts.length === 1 ? ` Did you mean ${starts[0]}?` : '';
  const note = drawNote && looksLikeDraw(value) ? ` ${drawNote}` : '';
  return {
    severity: 'error',
    column,
    message: `"${String(value)}" is not ${what}.${meant}`,
    fix: `Choose ${orList(choices)}.${note}`,
    code: RESULT_CODES.unknownChoice,
  };
}

export function present(issues: (CellIssue | null)[]): CellIssue[] {
  return issues.filter((i): i is CellIssue => i !== null);
}

/** The columns of `columns` that are blank in `cells`, in the order given. */
export function blankColumns(cells: Record<string, CellValue>, columns: readonly string[]): string[] {
  return columns.filter((c) => isBlank(cells[c]));
}
