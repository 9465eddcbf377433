// A sealed-deck event as 2-D arrays with a report form connected: the responses tab and the reports tab
// in the snapshot, for the unit tests of src/sheets/reports/ and the accept and reject plans.
import type { CellValue } from '../../src/engine/format';
import { getFormat } from '../../src/engine/formats/registry';
import type { FormatId } from '../../src/shared/types';
import type { Snapshot } from '../../src/sheets/grid';
import { REPORTS_TAB_HEADERS, REPORTS_TAB_TITLE } from '../../src/sheets/reports/decisions';
import { SEALED_OWN_QUESTIONS } from './own-side';
import { eventSnapshot, paired } from './snapshot';

export const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
export const RESPONSE_HEADERS = [
  'Timestamp',
  'Round',
  'Table',
  'Your name',
  'Player points',
  'Opponent points',
  'How it ended',
  'Winner',
  'Drop from the event',
];

/** Sealed deck's responses tab for a form in the players' own words (reportQuestions). */
export const OWN_WORDS_HEADERS = ['Timestamp', ...SEALED_OWN_QUESTIONS];

/**
 * Round 1 of a six-player sealed event paired, with the form connected and no report yet; its responses
 * tab headed `headers` (a form by seat unless told).
 */
export function connectedEvent(headers: readonly string[] = RESPONSE_HEADERS): Snapshot {
  const s = paired(eventSnapshot('sealed-deck', SIX));
  return {
    ...s,
    form: { formUrl: 'https://forms.example/f', tab: 'Form responses 1' },
    tabs: {
      ...s.tabs,
      responses: { name: 'Form responses 1', values: [headers.slice()] },
      reports: { name: REPORTS_TAB_TITLE, values: [REPORTS_TAB_HEADERS.slice()] },
    },
  };
}

/** The game rows of round 1: [row, table, player, opponent]. */
export function gamesOf(s: Snapshot): [number, number, string, string][] {
  return (s.tabs.results?.values ?? []).flatMap((r, i) =>
    i > 0 && r[3] !== 'BYE'
      ? [[i + 1, Number(r[1]), String(r[2]), String(r[3])] as [number, number, string, string]]
      : [],
  );
}

/**
 * One more submission: [round, table, name, player points, opponent points, ended, winner]. Its time is
 * `sent`, or a second per row already on the tab from 10:00, when NOW pairs (never a module counter:
 * suites share modules).
 */
export function submitted(s: Snapshot, answers: CellValue[], sent?: Date): Snapshot {
  const tab = s.tabs.responses;
  if (!tab) throw new Error('no responses tab');
  const at = sent ?? new Date(Date.UTC(2026, 11, 5, 10, 0, 0) + tab.values.length * 1000);
  const row = [at, ...answers];
  while (row.length < RESPONSE_HEADERS.length) row.push('');
  return { ...s, tabs: { ...s.tabs, responses: { ...tab, values: [...tab.values, row] } } };
}

/**
 * The questions of a form by seat, as forms were made before the questions were in the reporter's own
 * words: Round, Table, Your name, each Results column by its header, whether to drop. Its "Player" is
 * the first name at the table, whoever reports; the add-on keeps reading such forms.
 */
export function seatFormTitles(format: FormatId): string[] {
  const columns = getFormat(format)?.resultColumns ?? [];
  return ['Round', 'Table', 'Your name', ...columns.map((c) => c.header), 'Drop from the event'];
}
