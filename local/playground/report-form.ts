// The playground standing in for Google Forms (docs/REPORTING.md): "Link a report form" adds the
// responses tab a form linked to the spreadsheet would (Responses > Link to Sheets), with the event's
// format's questions, and /form is the form a player fills in, each submission appended to that tab as
// Forms appends it (linkFormTab and submitFormResponse in local/emulator/forms.ts). Connecting the tab
// and accepting the reports is the real sidebar's business, as in Google Sheets.

import { getFormat } from '../../src/engine/formats/registry';
import type { EventState } from '../../src/shared/types';
import { type ReportQuestion, reportQuestions } from '../../src/sheets/reports/questions';
import { linkFormTab, submitFormResponse } from '../emulator';
import type { SheetState } from '../emulator/store';
import type { Session } from './session';

export interface PlaygroundForm {
  /** The responses tab the form writes to. */
  tab: string;
  /** The event's name, for the form's title. */
  event: string;
  questions: ReportQuestion[];
}

/** Longer than any answer a player types; Forms' own limit is far higher, the add-on refuses past 100. */
const MAX_ANSWER = 1000;

function questionsOf(session: Session): { state: EventState; questions: ReportQuestion[] } {
  const state = session.call('getEventState', []) as EventState;
  const format = state.ready && state.format ? getFormat(state.format) : undefined;
  if (!format) throw new Error('Set up the event first: the form asks for the format\u2019s results.');
  return { state, questions: reportQuestions(format) };
}

const formTabs = (session: Session): SheetState[] =>
  session.emu.store.sheets.filter((s) => !s.deleted && s.formUrl);

/** Links a new form's responses tab, named as Google Forms names the first free one. */
export function linkReportForm(session: Session): PlaygroundForm {
  const { state, questions } = questionsOf(session);
  const taken = new Set(session.emu.store.sheets.filter((s) => !s.deleted).map((s) => s.name.toLowerCase()));
  let n = 1;
  while (taken.has(`form responses ${n}`)) n++;
  const tab = `Form Responses ${n}`;
  session.edit(() =>
    linkFormTab(
      session.emu,
      tab,
      questions.map((q) => q.title),
    ),
  );
  return { tab, event: state.name, questions };
}

/** The form players fill in: the one whose tab is connected, else the last one linked. */
export function playgroundForm(session: Session): PlaygroundForm {
  const { state, questions } = questionsOf(session);
  const tabs = formTabs(session);
  const tab = tabs.find((s) => s.name === state.reports?.tab) ?? tabs.at(-1);
  if (!tab)
    throw new Error('No report form is linked yet: click "Link a report form" on the playground page.');
  return { tab: tab.name, event: state.name, questions };
}

/**
 * One player's submission, refused as the Google Form would refuse it: a required question left blank,
 * a choice that is not one of the question's. Questions the form does not ask are refused too.
 */
export function submitPlaygroundForm(session: Session, answers: unknown): { tab: string; row: number } {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers))
    throw new Error('answers must be an object of question title to answer');
  const form = playgroundForm(session);
  const given = answers as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of Object.keys(given))
    if (!form.questions.some((q) => q.title === key)) throw new Error(`The form has no question "${key}"`);
  for (const q of form.questions) {
    const raw = given[q.title];
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (q.required && !text) throw new Error(`"${q.title}" is a required question`);
    if (text.length > MAX_ANSWER) throw new Error(`"${q.title}" is longer than ${MAX_ANSWER} characters`);
    if (text && q.choices && !q.choices.includes(text))
      throw new Error(`"${text}" is not one of the choices of "${q.title}": ${q.choices.join(', ')}`);
    out[q.title] = text;
  }
  const row = session.edit(() => submitFormResponse(session.emu, form.tab, out));
  return { tab: form.tab, row };
}
