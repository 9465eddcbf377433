// Each organizer action as a pure plan: tabs read in, either problems (and nothing to write) or the
// writes and Log lines that carry it out. The server only locks, reads, applies and reports.
import type { CellValue, Format, Match, RoundPlan } from '../engine/format';
import { nameKey } from '../engine/names';
import type { EventState, FormatSummary, Problem } from '../shared/types';
import { a1 } from './a1';
import { type EventModel, errorsOf, readEvent } from './event-model';
import type { Snapshot } from './grid';
import { PLAYER_FIXED, RESULT_FIXED, STATUS_CHOICES } from './layout';
import { EVENT_LABELS } from './parse-event';
import type { AppendWrite, Write } from './patch';
import {
  type LogLine,
  pairingsFromMatches,
  pairingsFromPlan,
  renderExtraTab,
  renderLog,
  renderNewResults,
  renderPairings,
  renderResultStatuses,
  renderStandings,
} from './render';

export type Plan =
  | { ok: true; writes: Write[]; message: string; warnings: Problem[] }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

function refuse(problems: Problem[]): Plan {
  return {
    ok: false,
    problems: errorsOf(problems),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}

export function eventWarnings(model: EventModel, tab: string, extra: string[] = []): Problem[] {
  const own = [...model.format.warnings(model.ctx), ...extra].map(
    (message): Problem => ({ severity: 'warning', tab, cell: '', message, fix: '' }),
  );
  return [...model.problems.filter((p) => p.severity === 'warning'), ...own];
}

export function missingResults(model: EventModel, round: number, tab: string): Problem[] {
  const firstResultCol = RESULT_FIXED.length + 1;
  return model.ctx.matches
    .map((m, i) => ({ m, done: model.complete[i] }))
    .filter(({ m, done }) => m.round === round && !done)
    .map(({ m }) => ({
      severity: 'error' as const,
      tab,
      cell: a1(m.row, firstResultCol),
      message: `Round ${round}, table ${m.table}: the result is missing.`,
      fix: 'Type the result, or choose "Pair anyway" to pair before every result is in.',
    }));
}

function withPlannedByes(model: EventModel, plan: RoundPlan): EventModel {
  const firstRow = model.resultsLastRow + 1;
  const blank = Object.fromEntries(model.format.resultColumns.map((c) => [c.key, '']));
  const added: Match[] = plan.tables.map((t, i) => ({
    round: plan.round,
    table: t.table,
    row: firstRow + i,
    a: t.a,
    b: t.b,
    cells: { ...blank },
  }));
  // Every new row, as the next action will read it (result cells blank): byes count at once, and tabs
  // derived from the whole round (a schedule read back from round 1, a bracket) see all of it.
  return {
    ...model,
    ctx: { ...model.ctx, matches: [...model.ctx.matches, ...added] },
    complete: [...model.complete, ...added.map((m) => m.b === null)],
  };
}

function derivedWrites(model: EventModel): Write[] {
  return [renderStandings(model), ...model.format.extraTabs(model.ctx).map(renderExtraTab)];
}

export interface PairOptions {
  /** The organizer confirmed pairing although some results of the last round are missing. */
  force?: boolean;
}

function tabName(snapshot: Snapshot, role: string, fallback: string): string {
  return snapshot.tabs[role]?.name ?? fallback;
}

export function planPair(snapshot: Snapshot, options: PairOptions, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const resultsTab = tabName(snapshot, 'results', 'Results');
  const eventTab = tabName(snapshot, 'event', 'Event');
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const next = model.round + 1;
  const limit = roundLimit(model);
  if (next > limit.rounds) {
    return refuse([
      {
        severity: 'error',
        tab: eventTab,
        cell: '',
        message: `All ${limit.rounds} rounds are paired.`,
        fix: limit.fix,
      },
    ]);
  }
  const missing = missingResults(model, model.round, resultsTab);
  if (missing.length && !options.force) return refuse([...missing, ...model.problems]);
  const active = model.ctx.players.filter((p) => p.active);
  if (active.length < 2) {
    return refuse([
      {
        severity: 'error',
        tab: tabName(snapshot, 'players', 'Players'),
        cell: 'A2',
        message: `${active.length} active player(s): at least two are needed to pair a round.`,
        fix: "Type the players' names under Name on the Players tab.",
      },
    ]);
  }
  if (model.round > 0) {
    const late = lateEntries(model);
    const rule = model.format.lateEntry(model.ctx);
    if (late.length && !rule.allowed) {
      return refuse(
        late.map((p) => ({
          severity: 'error' as const,
          tab: tabName(snapshot, 'players', 'Players'),
          cell: a1(p.row, 1),
          message: `${p.name} was not in round 1. ${rule.reason}`,
          fix: 'Mark the player dropped, or remove the row.',
        })),
      );
    }
  }
  const plan = model.format.pairRound(model.ctx, next);
  const after = withPlannedByes(model, plan);
  const log: LogLine[] = [
    {
      action: 'Pair round',
      round: next,
      seed: model.ctx.config.seed,
      details: [...plan.log, ...plan.warnings].join(' '),
    },
  ];
  if (missing.length)
    log.push({
      action: 'Paired with results missing',
      round: next,
      seed: '',
      details: missing.map((m) => m.cell).join(', '),
    });
  const writes: Write[] = [
    renderNewResults(model, plan),
    renderPairings(pairingsFromPlan(model, plan)),
    ...derivedWrites(after),
    ...playerFieldWrites(snapshot, model, plan.playerFields ?? []),
    renderLog(log, nowIso),
  ];
  const warnings = eventWarnings(model, eventTab, plan.warnings);
  return {
    ok: true,
    writes,
    message: `Round ${next} paired: ${plan.tables.filter((t) => t.b !== null).length} tables.`,
    warnings,
  };
}

/** How many rounds the event has: the Event tab's Rounds, unless the format decides it (e.g. a round robin). */
export function roundLimit(model: EventModel): { rounds: number; fix: string } {
  const own = model.format.roundLimit?.(model.ctx);
  if (own) return { rounds: own.rounds, fix: own.done };
  return {
    rounds: model.ctx.config.rounds,
    fix: `Raise "${EVENT_LABELS.rounds}" on the Event tab to play more rounds.`,
  };
}

export function lateEntries(model: EventModel) {
  const inRoundOne = new Set<string>();
  for (const m of model.ctx.matches) {
    if (m.round !== 1) continue;
    inRoundOne.add(m.a);
    if (m.b) inRoundOne.add(m.b);
  }
  return model.ctx.players.filter((p) => p.active && !inRoundOne.has(p.key));
}

/** Removes the last round's rows from Results, each copied to the Log first. */
function removeLastRound(snapshot: Snapshot, model: EventModel, action: string) {
  const grid = snapshot.tabs.results?.values ?? [];
  const round = model.round;
  const kept: CellValue[][] = [];
  const log: LogLine[] = [];
  grid.forEach((row, i) => {
    if (i === 0) return;
    if (Number(row[0]) === round && String(row[0]).trim() !== '') {
      log.push({
        action: `${action}: removed row`,
        round,
        seed: '',
        details: `${tabName(snapshot, 'results', 'Results')} row ${i + 1}`,
        removed: row,
      });
    } else kept.push(row);
  });
  const width = grid.reduce((w, r) => Math.max(w, r.length), 0);
  // Rows above the first removed one stay where they are and are not rewritten, so whatever the organizer
  // keeps there (a formula of their own beside a result) is left exactly as it is.
  const first = grid.findIndex((row, i) => i > 0 && Number(row[0]) === round && String(row[0]).trim() !== '');
  const firstRow = first < 0 ? grid.length + 1 : first + 1;
  const tail = kept.slice(Math.max(0, firstRow - 2));
  return { kept, log, width, lastRow: grid.length, firstRow, tail };
}

function modelWithoutRound(model: EventModel, round: number): EventModel {
  const keep = model.ctx.matches.map((m) => m.round !== round);
  return {
    ...model,
    ctx: { ...model.ctx, matches: model.ctx.matches.filter((_, i) => keep[i]) },
    complete: model.complete.filter((_, i) => keep[i]),
    round: round - 1,
  };
}

function resultsEntered(model: EventModel, round: number): Match[] {
  return model.ctx.matches.filter(
    (m) => m.round === round && m.b !== null && Object.values(m.cells).some((v) => v !== '' && v !== false),
  );
}

export function planUndo(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  if (model.round === 0) {
    return refuse([
      {
        severity: 'error',
        tab: tabName(snapshot, 'results', 'Results'),
        cell: '',
        message: 'No round has been paired yet, so there is nothing to undo.',
        fix: '',
      },
    ]);
  }
  const removed = removeLastRound(snapshot, model, 'Undo round');
  const before = modelWithoutRound(model, model.round);
  const log: LogLine[] = [
    {
      action: 'Undo round',
      round: model.round,
      seed: model.ctx.config.seed,
      details: `Removed ${removed.log.length} Results row(s) of round ${model.round}; each is copied below.`,
    },
    ...removed.log,
  ];
  const writes: Write[] = [
    renderLog(log, nowIso),
    {
      kind: 'rows',
      role: 'results',
      startRow: removed.firstRow,
      width: removed.width,
      rows: removed.tail,
      clearTo: removed.lastRow,
    },
    renderPairings(pairingsFromMatches(before, before.round)),
    ...derivedWrites(before),
  ];
  return {
    ok: true,
    writes,
    message: `Round ${model.round} undone: its ${removed.log.length} row(s) are in the Log tab.`,
    warnings: [],
  };
}

/** Re-pairs the last round when none of its results are in yet: its rows go to the Log, then it is paired again. */
export function planRepair(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const resultsTab = tabName(snapshot, 'results', 'Results');
  if (model.round === 0) return planPair(snapshot, {}, nowIso);
  const entered = resultsEntered(model, model.round);
  if (entered.length) {
    return refuse(
      entered.map((m) => ({
        severity: 'error' as const,
        tab: resultsTab,
        cell: a1(m.row, RESULT_FIXED.length + 1),
        message: `Round ${model.round} already has a result at table ${m.table}.`,
        fix: 'Re-pairing would discard results; use Undo last round if you really mean to, then pair again.',
      })),
    );
  }
  const removed = removeLastRound(snapshot, model, 'Re-pair round');
  const grid = snapshot.tabs.results?.values ?? [];
  const reduced: Snapshot = {
    tabs: { ...snapshot.tabs, results: { name: resultsTab, values: [grid[0] ?? [], ...removed.kept] } },
  };
  const paired = planPair(reduced, { force: true }, nowIso);
  if (!paired.ok) return paired;
  const newRows = paired.writes.find((w): w is AppendWrite => w.kind === 'append' && w.role === 'results');
  // The pairing's own Log lines follow the re-pair lines in the same append: one write to the Log.
  const pairLog = paired.writes.find((w): w is AppendWrite => w.kind === 'append' && w.role === 'log');
  const rest = paired.writes.filter((w) => w !== newRows && w !== pairLog);
  const repairLog = renderLog(
    [
      {
        action: 'Re-pair round',
        round: model.round,
        seed: model.ctx.config.seed,
        details: `Round ${model.round} had no results; its ${removed.log.length} row(s) are copied below and the round is paired again.`,
      },
      ...removed.log,
    ],
    nowIso,
  );
  const writes: Write[] = [
    pairLog
      ? {
          ...repairLog,
          width: Math.max(repairLog.width, pairLog.width),
          rows: [...repairLog.rows, ...pairLog.rows],
        }
      : repairLog,
    {
      kind: 'rows',
      role: 'results',
      startRow: removed.firstRow,
      width: Math.max(removed.width, newRows?.width ?? 0),
      rows: [...removed.tail, ...(newRows?.rows ?? [])],
      clearTo: removed.lastRow,
    },
    ...rest,
  ];
  return { ok: true, writes, message: `Round ${model.round} re-paired.`, warnings: paired.warnings };
}

export function planUpdateStandings(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const statuses = renderResultStatuses(model);
  const writes: Write[] = [...derivedWrites(model), ...(statuses ? [statuses] : [])];
  writes.push(
    renderLog(
      [
        {
          action: 'Update standings',
          round: model.round,
          seed: '',
          details: `${model.complete.filter(Boolean).length} of ${model.complete.length} results recorded.`,
        },
      ],
      nowIso,
    ),
  );
  return {
    ok: true,
    writes,
    message: 'Standings updated.',
    warnings: eventWarnings(model, tabName(snapshot, 'event', 'Event')),
  };
}

export function planSetPlayerStatus(snapshot: Snapshot, name: string, status: string, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const wanted = String(status).trim().toLowerCase();
  if (!STATUS_CHOICES.includes(wanted)) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: `"${status}" is not a player status.`,
        fix: 'Use active or dropped.',
      },
    ]);
  }
  const player = model.ctx.players.find((p) => p.key === nameKey(String(name)));
  if (!player) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: `"${name}" is not on the Players tab.`,
        fix: 'Check the spelling against the Players tab.',
      },
    ]);
  }
  if (
    wanted === 'active' &&
    !player.active &&
    model.round > 0 &&
    !model.format.lateEntry(model.ctx).allowed
  ) {
    const played = model.ctx.matches.some((m) => m.a === player.key || m.b === player.key);
    if (!played) {
      return refuse([
        {
          severity: 'error',
          tab: playersTab,
          cell: a1(player.row, 2),
          message: `${player.name} cannot join now. ${model.format.lateEntry(model.ctx).reason}`,
          fix: '',
        },
      ]);
    }
  }
  const writes: Write[] = [
    { kind: 'cells', role: 'players', row: player.row, col: 2, rows: [[wanted]] },
    renderLog(
      [
        {
          action: wanted === 'dropped' ? 'Drop player' : 'Reinstate player',
          round: model.round,
          seed: '',
          details: `${player.name} (${playersTab} ${a1(player.row, 2)}) set to ${wanted}; past results stay.`,
        },
      ],
      nowIso,
    ),
  ];
  const verb =
    wanted === 'dropped'
      ? 'dropped: not paired from the next round; past results stay'
      : 'active: paired from the next round';
  return { ok: true, writes, message: `${player.name} is ${verb}.`, warnings: [] };
}

export function planAddPlayer(snapshot: Snapshot, name: string, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const clean = String(name ?? '').trim();
  if (!clean)
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: 'The new player has no name.',
        fix: 'Type a name.',
      },
    ]);
  const clash = model.ctx.players.find((p) => p.key === nameKey(clean));
  if (clash) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: a1(clash.row, 1),
        message: `"${clean}" is already on the Players tab as "${clash.name}".`,
        fix: 'Use a different name, or reinstate that player.',
      },
    ]);
  }
  const rule = model.format.lateEntry(model.ctx);
  if (model.round > 0 && !rule.allowed) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: `${clean} cannot join after round 1. ${rule.reason}`,
        fix: '',
      },
    ]);
  }
  const width = PLAYER_FIXED.length + model.format.playerColumns.length;
  const row: CellValue[] = [clean, 'active'];
  while (row.length < width) row.push('');
  const writes: Write[] = [
    { kind: 'append', role: 'players', width, rows: [row] },
    renderLog(
      [
        {
          action: model.round > 0 ? 'Late entry' : 'Add player',
          round: model.round,
          seed: '',
          details: `${clean} added${model.round > 0 ? `; joins round ${model.round + 1}` : ''}.`,
        },
      ],
      nowIso,
    ),
  ];
  return {
    ok: true,
    writes,
    message:
      model.round > 0 ? `${clean} joins from round ${model.round + 1}. ${rule.reason}` : `${clean} added.`,
    warnings: [],
  };
}

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
  const read = readEvent(snapshot);
  if (!read.ok) return { ...base, problems: read.problems };
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
      players: [m.a, m.b ?? ''].map((k) => model.ctx.players.find((p) => p.key === k)?.name ?? k),
      cell: a1(m.row, RESULT_FIXED.length + 1),
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

export function formatOf(snapshot: Snapshot): Format | null {
  const read = readEvent(snapshot);
  return read.ok ? read.model.format : null;
}

/** A format command (e.g. a seeded roll-off): its values go into the format's Players columns. */
export function planCommand(snapshot: Snapshot, name: string, args: unknown, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const command = model.format.commands?.[name];
  if (!command) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: `${model.format.title} has no action called "${name}".`,
        fix: '',
      },
    ]);
  }
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const outcome = command(model.ctx, args);
  if (!outcome.ok)
    return refuse(
      outcome.problems.map((p) => ({
        severity: 'error' as const,
        tab: playersTab,
        cell: '',
        message: p.message,
        fix: p.fix,
      })),
    );
  const writes: Write[] = playerFieldWrites(snapshot, model, outcome.playerFields);
  writes.push(
    renderLog(
      outcome.log.map((details) => ({
        action: name,
        round: model.round,
        seed: model.ctx.config.seed,
        details,
      })),
      nowIso,
    ),
  );
  return { ok: true, writes, message: outcome.message, warnings: [] };
}

/** Writes values into the format's Players columns: one column write per field, whatever the number of players. */
function playerFieldWrites(
  snapshot: Snapshot,
  model: EventModel,
  fields: readonly { key: string; field: string; value: CellValue }[],
): Write[] {
  const grid = snapshot.tabs.players?.values ?? [];
  const rowOf = new Map(model.ctx.players.map((p) => [p.key, p.row]));
  const writes: Write[] = [];
  for (const field of new Set(fields.map((f) => f.field))) {
    const colIndex = model.format.playerColumns.findIndex((c) => c.key === field);
    if (colIndex < 0) continue;
    const col = PLAYER_FIXED.length + colIndex + 1;
    const column: CellValue[][] = [];
    for (let r = 2; r <= grid.length; r++) column.push([grid[r - 1]?.[col - 1] ?? '']);
    for (const f of fields.filter((x) => x.field === field)) {
      const row = rowOf.get(f.key);
      if (row !== undefined) column[row - 2] = [f.value];
    }
    writes.push({
      kind: 'rows',
      role: 'players',
      startRow: 2,
      col,
      width: 1,
      rows: column,
      clearTo: grid.length,
    });
  }
  return writes;
}

/** A format calculator: pure, writes nothing. */
export function runTool(
  snapshot: Snapshot,
  name: string,
  args: unknown,
): { ok: boolean; value?: unknown; problems: Problem[] } {
  const read = readEvent(snapshot);
  if (!read.ok) return { ok: false, problems: read.problems };
  const tool = read.model.format.tools?.[name];
  if (!tool)
    return {
      ok: false,
      problems: [
        {
          severity: 'error',
          tab: tabName(snapshot, 'event', 'Event'),
          cell: '',
          message: `${read.model.format.title} has no calculator called "${name}".`,
          fix: Object.keys(read.model.format.tools ?? {}).length
            ? `Use one of: ${Object.keys(read.model.format.tools ?? {}).join(', ')}.`
            : `${read.model.format.title} has no calculators.`,
        },
      ],
    };
  return { ok: true, value: tool(read.model.ctx, args), problems: [] };
}
