// Undo and re-pair: the last round's rows leave Results only after they are copied to the Log.
import type { CellValue, Match } from '../../engine/format';
import { plural } from '../../shared/plural';
import { isEmpty, snapshotAfter } from '../after-writes';
import { cellOf } from '../columns';
import { type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import type { AppendWrite, DeleteRowsWrite, RowsWrite, Write } from '../patch';
import { RECORD_HEADERS, recordRow } from '../record';
import { type LogLine, pairingsFromMatches, renderLog, renderPairings, renderStaleStatuses } from '../render';
import { SEASON_ROLES } from '../season';
import { closedEventRow } from '../season-state';
import { playerFieldWrites } from './command';
import { derivedWrites } from './derived-writes';
import { planPair } from './pair';
import { type Plan, refuse } from './plan';
import { recordWrite } from './record-write';
import { seasonProblem } from './season';
import { tabName } from './tab-name';

/**
 * The last round's rows, each copied to the Log first and then deleted as whole rows: every other row
 * (kept results, the organizer's own rows and columns, formulas) is never rewritten. A formula in a
 * removed row is logged as its formula text, so it can be typed back.
 */
function removeLastRound(snapshot: Snapshot, model: EventModel, action: string) {
  const tab = snapshot.tabs.results;
  const grid = tab?.values ?? [];
  const formulas = tab?.formulas;
  const round = model.round;
  const rows = model.ctx.matches.filter((m) => m.round === round).map((m) => m.row);
  rows.sort((a, b) => a - b);
  const log: LogLine[] = rows.map((row) => ({
    action: `${action}: removed row`,
    round,
    seed: '',
    details: `${tabName(snapshot, 'results', 'Results')} row ${row}`,
    removed: (grid[row - 1] ?? []).map((v, j) => formulas?.[row - 1]?.[j] || v),
  }));
  const removed = new Set(rows);
  const kept = grid.filter((_, i) => i > 0 && !removed.has(i + 1));
  const write: DeleteRowsWrite = { kind: 'delete-rows', role: 'results', rows };
  return { kept, log, write };
}

function modelWithoutRound(model: EventModel, round: number): EventModel {
  const keep = (m: Match) => m.round !== round;
  return {
    ...model,
    ctx: { ...model.ctx, matches: model.ctx.matches.filter(keep) },
    complete: new Set([...model.complete].filter(keep)),
    round: round - 1,
  };
}

/** The codes of Undo's and Re-pair's own refusals. */
export const UNDO_CODES = {
  /** No round is paired: nothing to undo. */
  nothingToUndo: 'undo-nothing-to-undo',
  /** Re-pairing the last round would discard results already typed in it. */
  resultsEntered: 'repair-results-entered',
  /** The event is closed into the season: undoing a round would leave the season holding its old results. */
  closedIntoSeason: 'undo-closed-into-season',
} as const;

export function resultsEntered(model: EventModel, round: number): Match[] {
  return model.ctx.matches.filter(
    (m) => m.round === round && m.b !== null && Object.values(m.cells).some((v) => v !== '' && v !== false),
  );
}

export function planUndo(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const closed = closedEventRow(snapshot);
  if (closed)
    return refuse([
      seasonProblem(
        UNDO_CODES.closedIntoSeason,
        SEASON_ROLES.events,
        `A${closed.row}`,
        `${closed.event} is closed into the season: undoing a round would leave League and Ratings counting results the tabs no longer hold.`,
        'Use Undo close first (the season then leaves this event out), then Undo last round.',
      ),
    ]);
  // Undo rewrites Standings and the other derived tabs: it refuses on the errors Update standings refuses on.
  // ...except those about the round it removes or that go with it (Rounds lowered, a missing row of it).
  const blocking = errorsOf(model.problems).filter((p) => !model.undoable.includes(p));
  if (blocking.length) return refuse(blocking);
  if (model.round === 0) {
    return refuse([
      {
        severity: 'error',
        code: UNDO_CODES.nothingToUndo,
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
  // Kept rows are never rewritten: only their stale Status cells, before the removed rows are deleted.
  const statuses = renderStaleStatuses(before, snapshot.tabs.results?.values ?? []);
  const writes: Write[] = [
    renderLog(log, nowIso),
    ...(statuses ? [statuses] : []),
    removed.write,
    recordWrite(
      snapshot,
      model,
      model.record.entries.filter((e) => e.round !== model.round),
    ),
    renderPairings(pairingsFromMatches(before, before.round)),
    ...derivedWrites(before, { pairings: false }),
    // What the round's pairing used up on Players (a bye request) is typed back, as before it was paired.
    ...playerFieldWrites(snapshot, model, model.format.consumedFields?.(model.ctx, model.round) ?? []),
  ];
  return {
    ok: true,
    writes,
    message: `Round ${model.round} undone: ${removed.log.length === 1 ? 'its row is' : `its ${removed.log.length} rows are`} in the Log tab.`,
    warnings: [],
  };
}

/** Re-pairs the last round when none of its results are in yet: its rows go to the Log, then it is paired again. */
export function planRePair(snapshot: Snapshot, nowIso: string): Plan {
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
        code: UNDO_CODES.resultsEntered,
        tab: resultsTab,
        cell: cellOf(model.columns.results, m.row, RESULT_FIXED.length + 1),
        message: `Round ${model.round} already has a result at table ${m.table}.`,
        fix: 'Re-pairing would discard results; use Undo last round if you really mean to, then pair again.',
      })),
    );
  }
  const removed = removeLastRound(snapshot, model, 'Re-pair round');
  // The round is paired again from Players as they were before it: what its pairing used up (a bye
  // request) is put back first, and the new pairing uses it up again.
  const consumed = model.format.consumedFields?.(model.ctx, model.round) ?? [];
  const before = consumed.length
    ? snapshotAfter(snapshot, playerFieldWrites(snapshot, model, consumed))
    : snapshot;
  const grid = snapshot.tabs.results?.values ?? [];
  const kept = model.record.entries.filter((e) => e.round !== model.round);
  const recordTab = snapshot.tabs.record;
  const reduced: Snapshot = {
    tabs: {
      ...before.tabs,
      results: { name: resultsTab, values: [grid[0] ?? [], ...removed.kept] },
      ...(recordTab ? { record: { ...recordTab, values: [RECORD_HEADERS, ...kept.map(recordRow)] } } : {}),
    },
  };
  const paired = planPair(reduced, { force: true }, nowIso);
  if (!paired.ok) return paired;
  // The record loses the old round and gains the new one in one write of the whole tab.
  const pairRecord = paired.writes.find((w) => w.role === 'record');
  const recordRows =
    pairRecord?.kind === 'append'
      ? [RECORD_HEADERS, ...kept.map(recordRow), ...pairRecord.rows]
      : pairRecord?.kind === 'rows'
        ? pairRecord.rows
        : [];
  const newRecord: Write = {
    kind: 'rows',
    role: 'record',
    startRow: 1,
    width: RECORD_HEADERS.length,
    rows: recordRows,
    clearTo: Math.max(recordTab?.values.length ?? 0, recordRows.length),
  };
  const newRows = paired.writes.find((w): w is AppendWrite => w.kind === 'append' && w.role === 'results');
  // The pairing's own Log lines follow the re-pair lines in the same append: one write to the Log.
  const pairLog = paired.writes.find((w): w is AppendWrite => w.kind === 'append' && w.role === 'log');
  const rest = paired.writes.filter((w) => w !== newRows && w !== pairLog && w !== pairRecord);
  const rePairLog = renderLog(
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
          ...rePairLog,
          width: Math.max(rePairLog.width, pairLog.width),
          rows: [...rePairLog.rows, ...pairLog.rows],
        }
      : rePairLog,
    ...resultsWrites(grid, snapshot.tabs.results?.formulas, removed.write.rows, newRows),
    newRecord,
    ...rest,
  ];
  return { ok: true, writes, message: `Round ${model.round} re-paired.`, warnings: paired.warnings };
}

/**
 * Results' writes for a re-pair. When the old round is the block of rows at the foot of Results and holds
 * nothing outside the columns the pairing writes, the new round is written over it in place: only the
 * cells that differ are written, and the rows keep their formats and dropdowns, where deleting them and
 * appending the new ones writes and formats every row again. Otherwise (rows sorted apart, the
 * organizer's rows below, cells typed beside the round, or a formula in it), the new rows are appended first, below
 * everything, then the old ones deleted: the tab has grown for the new rows already, so the delete never
 * empties it.
 */
function resultsWrites(
  grid: readonly (readonly CellValue[])[],
  formulas: readonly (readonly string[])[] | undefined,
  removedRows: readonly number[],
  newRows: AppendWrite | undefined,
): Write[] {
  const deleteOld: DeleteRowsWrite = { kind: 'delete-rows', role: 'results', rows: [...removedRows] };
  if (!newRows || !removedRows.length) return [...(newRows ? [newRows] : []), deleteOld];
  const first = removedRows[0];
  const last = removedRows[removedRows.length - 1];
  const together = last - first + 1 === removedRows.length;
  const atFoot = grid.slice(last).every((row) => row.every(isEmpty));
  const col = newRows.col ?? 1;
  const besides = removedRows.some((r) =>
    (grid[r - 1] ?? []).some((v, j) => (j + 1 < col || j + 1 >= col + newRows.width) && !isEmpty(v)),
  );
  // A formula reads as its value: written over in place where the value matches, it would stay.
  const formula = removedRows.some((r) => (formulas?.[r - 1] ?? []).some((f) => !!f));
  if (!together || !atFoot || besides || formula) return [newRows, deleteOld];
  const inPlace: RowsWrite = {
    kind: 'rows',
    role: 'results',
    startRow: first,
    col,
    width: newRows.width,
    rows: newRows.rows,
    // A shorter round leaves the old round's last rows blank: blank rows at the foot, as Results has.
    clearTo: last,
  };
  return [inPlace];
}
