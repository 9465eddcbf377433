import { standingsOf } from '../../engine/format';
import type { EventState, FormatSummary, Problem } from '../../shared/types';
import { uniqueProblems } from '../../shared/unique-problems';
import { cellOf } from '../columns';
import { awaitsResult, type EventModel, errorsOf, type ReadOutcome, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import { previewPairingsOn } from '../preview-option';
import { nameOf } from '../render';
import { reportQuestions } from '../reports/questions';
import { readReports } from '../reports/read';
import { seasonState } from '../season-state';
import { currentTitle, saysFinal, TITLE_CODES, titleProblems } from '../standings-title';
import { eventWarnings } from './event-warnings';
import { fingerprintOf } from './fingerprint';
import { refusedLateEntries } from './late-entries';
import { roundLimit } from './round-limit';
import { tabName } from './tab-name';

/** Each problem once, errors before warnings (notes), each group in the order found. */
function errorsFirst(problems: Problem[]): Problem[] {
  const once = uniqueProblems(problems);
  return [...once.filter((p) => p.severity === 'error'), ...once.filter((p) => p.severity !== 'error')];
}

/** The round's stage and, when the next round is a knockout round, its name (Format.roundStage). */
function stagesOf(model: EventModel, rounds: number): { stage?: string; nextStage?: string } {
  const of = model.format.roundStage;
  if (!of) return {};
  const now = model.round > 0 ? of(model.ctx, model.round) : undefined;
  const next = rounds === 0 || model.round < rounds ? of(model.ctx, model.round + 1) : undefined;
  return {
    ...(now ? { stage: now.name } : {}),
    ...(next?.knockout ? { nextStage: next.name } : {}),
  };
}

/** The most players the sidebar's pick list holds; past it the name is typed. */
export const ROSTER_LIMIT = 500;

/**
 * The sidebar's view of the event in `snapshot`; `known` is that snapshot's readEvent where the caller
 * already has it (the frame, after its writes), so the tabs are not parsed twice.
 */
export function eventState(snapshot: Snapshot, formats: FormatSummary[], known?: ReadOutcome): EventState {
  const base: EventState = {
    ready: false,
    format: null,
    formatTitle: '',
    name: '',
    date: '',
    round: 0,
    rounds: 0,
    players: { active: 0, dropped: 0 },
    resultsEntered: 0,
    resultsExpected: 0,
    missing: [],
    problems: [],
    nextAction: 'setup',
    leaders: [],
    formats,
    panels: [],
  };
  if (!snapshot.tabs.event) return base;
  const { fingerprint } = fingerprintOf(snapshot);
  const read = known ?? readEvent(snapshot);
  // The event exists but a setting cannot be read (a typo on the Event tab): the dashboard says what
  // blocks it, rather than offering to set up an event the spreadsheet already has.
  if (!read.ok)
    return {
      ...base,
      ready: true,
      nextAction: 'fix-problems',
      problems: errorsFirst(read.problems),
      fingerprint,
    };
  const model = read.model;
  const { config } = model.ctx;
  const current = model.ctx.matches
    .map((m) => ({ m, done: model.complete.has(m) }))
    // A judge game (Full Thrust) waits for its result like any game; a bye does not.
    .filter(({ m }) => m.round === model.round && awaitsResult(model, m));
  // The round's games without a result, and any earlier round's (a row restored blank): pairing waits for all.
  const earlier = model.ctx.matches
    .map((m) => ({ m, done: model.complete.has(m) }))
    .filter(({ m, done }) => m.round < model.round && !done && awaitsResult(model, m));
  const missing = [...earlier, ...current]
    .filter((x) => !x.done)
    .map(({ m }) => ({
      round: m.round,
      table: m.table,
      // A row that awaits a result without an opponent is a game against a judge.
      players: m.b === null ? [nameOf(model, m.a), 'Judge'] : [m.a, m.b].map((k) => nameOf(model, k)),
      cell: cellOf(model.columns.results, m.row, RESULT_FIXED.length + 1),
    }));
  const played = model.ctx.matches.some((m) => model.complete.has(m) && awaitsResult(model, m));
  const active = model.ctx.players.filter((p) => p.active).length;
  const rounds = roundLimit(model).rounds;
  const finished = model.round >= rounds && missing.length === 0 && model.round > 0;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const reports = readReports(snapshot, model);
  // Errors first, then notes: everything that blocks the next action, with the late entries it would refuse.
  const problems = errorsFirst([
    ...model.problems,
    ...model.pairBlockers,
    ...refusedLateEntries(model, playersTab),
    ...eventWarnings(model, tabName(snapshot, 'event', 'Event')),
    ...(reports?.problems ?? []),
  ]);
  const blocked = problems.some((p) => p.severity === 'error');
  // The sidebar says final only once the Standings tab does: its title as read (or just written), else
  // (a pure caller that read no title) the title the event has.
  const shown = snapshot.standingsTitle;
  const title = currentTitle(model);
  const published = shown === undefined ? finished : saysFinal(shown);
  const nextAction: EventState['nextAction'] = blocked
    ? 'fix-problems'
    : active < 2 && model.round === 0
      ? 'add-players'
      : finished
        ? published
          ? 'finished'
          : 'publish-final'
        : missing.length
          ? 'enter-results'
          : 'pair';
  const standings = errorsOf(model.problems).length ? null : standingsOf(model.format, model.ctx);
  // A title that misleads about the end is listed, after `blocked`: an update rewrites it, so it blocks nothing.
  // The final standings waiting to be published are the main button's own words ("Publish final
  // standings"): listed again as a warning they would say it three times. Check event still lists it.
  const titleIssues = titleProblems(model, shown, tabName(snapshot, 'standings', 'Standings')).filter(
    (p) => nextAction !== 'publish-final' || p.code !== TITLE_CODES.finalUnpublished,
  );
  const listed = errorsFirst([...problems, ...titleIssues]);
  return {
    ...base,
    ready: true,
    fingerprint,
    format: config.format,
    formatTitle: model.format.title,
    name: config.name,
    date: config.date,
    round: model.round,
    rounds,
    players: { active, dropped: model.ctx.players.length - active },
    ...stagesOf(model, rounds),
    // For the Players section's list to pick from: Drop, Reinstate and Rename name one of these. Not for
    // a field past ROSTER_LIMIT: a list that long helps nobody pick, and the state must stay small for
    // google.script.run (test/bundle/long-names.test.ts).
    ...(model.ctx.players.length <= ROSTER_LIMIT
      ? { roster: model.ctx.players.map((p) => ({ name: p.name, active: p.active })) }
      : {}),
    resultsEntered: current.filter((x) => x.done).length,
    resultsExpected: current.length,
    missing,
    problems: listed,
    nextAction,
    // Before any game has a result everyone is level: a leaders table would rank by list order alone.
    // Once every result is in, the top three are the final order (a champion, a Grand Admiral), named
    // only when the Standings tab names them.
    leaders: played && nextAction !== 'publish-final' ? (standings?.leaders ?? []) : [],
    ...(shown === undefined
      ? {}
      : {
          standingsTab: {
            title: shown,
            current: title === null || shown === title,
            final: saysFinal(shown),
          },
        }),
    panels: model.format.panels?.(model.ctx, standings !== null) ?? [],
    files: (model.format.files ?? [])
      .filter((f) => f.offered(model.ctx))
      .map(({ id, label, extension }) => ({ id, label, extension })),
    settings: { ...config.options },
    // Only when on, so a state without the option reads exactly as before.
    ...(previewPairingsOn(snapshot) ? { previewPairings: true } : {}),
    ...seasonField(snapshot, model.round),
    ...(model.format.seating && model.round === 0
      ? { seating: { button: model.format.seating.button, help: model.format.seating.help } }
      : {}),
    ...(reports
      ? { reports: reports.queue }
      : {
          reportQuestions: reportQuestions(model.format).map((q) => ({
            title: q.title,
            ...(q.choices ? { choices: q.choices } : {}),
          })),
        }),
  };
}

/** The season's state where the snapshot read it; nothing otherwise, so a state without a season reads as before. */
function seasonField(snapshot: Snapshot, round: number): Pick<EventState, 'season'> {
  const season = seasonState(snapshot, round);
  return season ? { season } : {};
}
