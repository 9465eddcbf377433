import type { EventState, FormatSummary } from '../../shared/types';
import { cellOf } from '../columns';
import { errorsOf, readEvent } from '../event-model';
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
    .filter(({ m }) => m.round === model.round && m.b !== null);
  const missing = current
    .filter((x) => !x.done)
    .map(({ m }) => ({
      round: m.round,
      table: m.table,
      players: [m.a, m.b ?? ''].map((k) => nameOf(model, k)),
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
      ...eventWarnings(model, tabName(snapshot, 'event', 'Event')).filter((p) => !model.problems.includes(p)),
    ],
    nextAction,
    leaders: standings?.leaders ?? [],
    settings: { ...config.options },
  };
}
