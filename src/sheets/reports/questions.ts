// The questions of a players' report form (docs/REPORTING.md): Round, Table, the reporter's name, then
// exactly the format's result columns on Results, with their choices, so an accepted report writes
// those cells as if typed. The form is created from this list; an organizer's own form with the same
// titles works too, since answers are matched to columns by title.
import type { ColumnSpec, Format } from '../../engine/format';

export const ROUND_QUESTION = 'Round';
export const TABLE_QUESTION = 'Table';
export const NAME_QUESTION = 'Your name';
/** The optional question a player answers to ask to leave the event (docs/REPORTING.md, Drop requests). */
export const DROP_QUESTION = 'Drop from the event';
export const DROP_ANSWER = 'Yes, drop me';
/** Google Forms' own first column on its responses tab. */
export const TIMESTAMP_HEADER = 'Timestamp';

export interface ReportQuestion {
  title: string;
  kind: ColumnSpec['kind'];
  /** A choice question's choices (a checkbox column's are TRUE and FALSE), as Results' dropdowns have them. */
  choices?: string[];
  help: string;
  required: boolean;
}

const OWN_SIDE_HELP = 'From your side of the table: the add-on puts it on your seat.';

/**
 * The questions a form asks: Round, Table, Your name, then each result column in the reporter's own
 * words where it is told by seat ("Your points", Winner: "You"), then whether to drop. The reporter
 * answers as themselves; the queue puts each answer on the reporter's seat.
 */
export function reportQuestions(format: Format): ReportQuestion[] {
  return [
    { title: ROUND_QUESTION, kind: 'number', help: 'The round number on Pairings.', required: true },
    { title: TABLE_QUESTION, kind: 'number', help: 'Your table number on Pairings.', required: true },
    {
      title: NAME_QUESTION,
      kind: 'text',
      help: 'Your name as on Pairings.',
      required: true,
    },
    ...format.resultColumns.map((c) => ({
      title: c.asked?.title ?? c.header,
      kind: c.kind,
      ...(c.kind === 'choice' ? { choices: (c.choices ?? []).map((v) => c.asked?.words?.[v] ?? v) } : {}),
      ...(c.kind === 'checkbox' ? { choices: ['TRUE', 'FALSE'] } : {}),
      help: c.asked ? (c.asked.help ?? OWN_SIDE_HELP) : c.help,
      required: false,
    })),
    {
      title: DROP_QUESTION,
      kind: 'choice',
      choices: [DROP_ANSWER],
      help: 'Only to leave the event: the organizer drops you from the next pairing on.',
      required: false,
    },
  ];
}

/** The headers a responses tab must have for the add-on to read it. */
export const REQUIRED_RESPONSE_HEADERS = [TIMESTAMP_HEADER, ROUND_QUESTION, TABLE_QUESTION, NAME_QUESTION];

/** A header as answers are matched to it: trimmed, case-insensitive. */
export function headerKey(header: unknown): string {
  return String(header ?? '')
    .trim()
    .toLowerCase();
}
