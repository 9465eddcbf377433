import type { EventState, FormatSummary } from '../../shared/types';
import { cellOf } from '../columns';
import { awaitsResult, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import { nameOf } from '../render';
import { fingerprintOf } from './fingerprint';
import { eventWarnings, roundLimit, tabName } from './plan';

export function eventState(snapshot: Snapshot, formats: FormatSummary[]): EventState {
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
  };
  if (!snapshot.tabs.event) return base;
  const { fingerprint } = fingerprintOf(snapshot);
  const read = readEvent(snapshot);
  if (!read.ok) return { ...base, problems: read.problems, fingerprint };
  const model = read.model;
  const { config } = model.ctx;
  const current = model.ctx.matches
    .map((m, i) => ({ m, done: model.complete[i] }))
    // A judge game (Full Thrust) waits for its result like any game; a bye does not.
    .filter(({ m }) => m.round === model.round && awaitsResult(model, m));
  const missing = current
    .filter((x) => !x.done)
    .map(({ m }) => ({
      round: m.round,
      table: m.table,
      // A row that awaits a result without an opponent is a game against a judge.
      players: m.b === null ? [nameOf(model, m.a), 'Judge'] : [m.a, m.b].map((k) => nameOf(model, k)),
      cell: cellOf(model.columns.results, m.row, RESULT_FIXED.length + 1),
    }));
  const active = model.ctx.players.filter((p) => p.active).length;
  const rounds = roundLimit(model).rounds;
  const finished = model.round >= rounds && missing.length === 0 && model.round > 0;
  const nextAction: EventState['nextAction'] =
    active < 2 && model.round === 0
      ? 'add-players'
      : finished
        ? 'finished'
        : missing.length
          ? 'enter-results'
          : 'pair';
  const standings = errorsOf(model.problems).length ? null : model.format.standings(model.ctx);
  // A Set, not includes(): 5,000 look-alike warnings must not cost 25 million comparisons.
  const listed = new Set(model.problems);
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
    resultsEntered: current.length - missing.length,
    resultsExpected: current.length,
    missing,
    problems: [
      ...model.problems,
      ...model.pairBlockers,
      ...eventWarnings(model, tabName(snapshot, 'event', 'Event')).filter((p) => !listed.has(p)),
    ],
    nextAction,
    leaders: standings?.leaders ?? [],
    settings: { ...config.options },
  };
}
