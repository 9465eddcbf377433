// Undo and re-pair: the last round's rows leave Results only after they are copied to the Log.
import type { CellValue, Match } from '../../engine/format';
import { plural } from '../../shared/plural';
import { a1 } from '../a1';
import { type EventModel, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import type { AppendWrite, Write } from '../patch';
import { type LogLine, pairingsFromMatches, renderLog, renderPairings, renderStaleStatuses } from '../render';
import { planPair } from './pair';
import { derivedWrites, type Plan, refuse, tabName } from './plan';

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

export function resultsEntered(model: EventModel, round: number): Match[] {
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
      details: `Removed ${plural(removed.log.length, 'Results row')} of round ${model.round}; each is copied below.`,
    },
    ...removed.log,
  ];
  // The rows kept above the removed round keep their place: only their stale Status cells are written.
  const statuses = renderStaleStatuses(
    before,
    (snapshot.tabs.results?.values ?? []).slice(0, removed.firstRow - 1),
  );
  const writes: Write[] = [
    renderLog(log, nowIso),
    ...(statuses ? [statuses] : []),
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
    message: `Round ${model.round} undone: ${removed.log.length === 1 ? 'its row is' : `its ${removed.log.length} rows are`} in the Log tab.`,
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
        details: `Round ${model.round} had no results; ${removed.log.length === 1 ? 'its row is' : `its ${removed.log.length} rows are`} copied below and the round is paired again.`,
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
