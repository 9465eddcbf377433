// The linked form's responses tab read as reports: one row per submission, row 1 the question titles,
// column A Google Forms' Timestamp. Answers are matched to the format's result columns by title (trimmed,
// case-insensitive); a column of the organizer's own is ignored. Whether Forms stores "3" as text or as
// a number is unverified (docs/PLATFORM.md, formAnswers), so every answer is read back as text.
import type { CellValue, Format } from '../../engine/format';
import type { Problem } from '../../shared/types';
import { a1 } from '../a1';
import type { Grid } from '../grid';
import { isBlankRow, problem } from '../grid';
import {
  DROP_QUESTION,
  headerKey,
  NAME_QUESTION,
  REQUIRED_RESPONSE_HEADERS,
  ROUND_QUESTION,
  TABLE_QUESTION,
  TIMESTAMP_HEADER,
} from './questions';

/** One submission as the player typed it. */
export interface RawReport {
  /** 1-based row on the responses tab. */
  row: number;
  /** The Timestamp as ISO text (UTC). */
  at: string;
  round: string;
  table: string;
  reporter: string;
  /** Result column header (as on Results) -> the answer's text; a question left blank is ''. */
  values: Record<string, string>;
  /** The player asked to drop (DROP_QUESTION answered); a form without the question never does. */
  drop?: boolean;
  /**
   * Answered in the reporter's own words (reportQuestions: "Your points"): `values` are as if the
   * reporter sat first, and the queue mirrors them when they sat second. Unset: a form by seat, whose
   * "Player" is the first name at the table whoever reports (forms made before).
   */
  ownSide?: boolean;
}

/** Whether an answer to the drop question asks to drop: anything but blank, "no" or FALSE. */
export function asksToDrop(answer: string): boolean {
  const a = answer.trim().toLowerCase();
  return a !== '' && a !== 'no' && a !== 'false';
}

/** Whether a report gives any result answer (a drop request alone gives none). */
export const hasResult = (r: Pick<RawReport, 'values'>) => Object.values(r.values).some((v) => v !== '');

export function answerText(v: CellValue | undefined): string {
  if (v === undefined || v === null) return '';
  // A Date of the script's realm or another's (the server's getValues): both have toISOString.
  if (v instanceof Date || Object.prototype.toString.call(v) === '[object Date]')
    return (v as Date).toISOString();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

/** The codes of the problems with the report form's responses tab. */
export const RESPONSE_CODES = {
  /** A required header missing from the responses tab's first row. */
  headerMissing: 'responses-header-missing',
  /** The responses tab cannot be found. */
  tabMissing: 'responses-tab-missing',
} as const;

/** The required headers a responses tab's first row lacks, each at the header cell it should be in. */
export function responseHeaderProblems(header: readonly CellValue[], tab: string): Problem[] {
  const keys = header.map(headerKey);
  return REQUIRED_RESPONSE_HEADERS.flatMap((h, i) =>
    keys.includes(headerKey(h))
      ? []
      : [
          problem(
            RESPONSE_CODES.headerMissing,
            'error',
            tab,
            a1(1, i + 1),
            `The ${tab} tab has no "${h}" column, so its rows cannot be read as reports.`,
            `Connect the tab a Google Form writes its responses to: its questions must include ${REQUIRED_RESPONSE_HEADERS.slice(
              1,
            )
              .map((q) => `"${q}"`)
              .join(', ')} (docs/REPORTING.md).`,
          ),
        ],
  );
}

export function parseResponses(
  grid: Grid,
  format: Format,
  tab: string,
): { reports: RawReport[]; problems: Problem[] } {
  const header = grid[0] ?? [];
  const problems = responseHeaderProblems(header, tab);
  if (problems.length) return { reports: [], problems };
  const keys = header.map(headerKey);
  const col = (title: string) => keys.indexOf(headerKey(title));
  const [at, round, table, name] = [TIMESTAMP_HEADER, ROUND_QUESTION, TABLE_QUESTION, NAME_QUESTION].map(col);
  // A form in the reporter's own words asks at least one seat column by its own title ("Your points").
  const ownSide = format.resultColumns.some(
    (c) => c.asked && headerKey(c.asked.title) !== headerKey(c.header) && col(c.asked.title) >= 0,
  );
  const resultCols = format.resultColumns.map((c) => ({
    header: c.header,
    i: col(ownSide ? (c.asked?.title ?? c.header) : c.header),
    // The reporter's words back to the seat values, as if the reporter sat first.
    words: new Map(
      Object.entries(ownSide ? (c.asked?.words ?? {}) : {}).map(([seat, word]) => [word.toLowerCase(), seat]),
    ),
  }));
  const drop = col(DROP_QUESTION);
  const reports: RawReport[] = [];
  for (let r = 1; r < grid.length; r++) {
    const row = grid[r];
    if (isBlankRow(row)) continue;
    const values: Record<string, string> = {};
    for (const c of resultCols) {
      const answer = c.i < 0 ? '' : answerText(row[c.i]).trim();
      values[c.header] = c.words.get(answer.toLowerCase()) ?? answer;
    }
    reports.push({
      row: r + 1,
      at: answerText(row[at]),
      round: answerText(row[round]).trim(),
      table: answerText(row[table]).trim(),
      reporter: answerText(row[name]).trim(),
      values,
      ...(drop >= 0 && asksToDrop(answerText(row[drop])) ? { drop: true } : {}),
      ...(ownSide ? { ownSide: true } : {}),
    });
  }
  return { reports, problems: [] };
}
