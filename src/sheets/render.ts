// Pure renderers: a parsed event in, the rows a tab should show out. No Apps Script here.

import type { CellValue, ExtraTab, Match, RoundPlan } from '../engine/format';
import { playerNames } from '../engine/format';
import { spreadRow } from './columns';
import type { EventModel } from './event-model';
import { BYE_LABEL, LOG_HEADERS, PAIRINGS_HEADERS, RESULT_FIXED } from './layout';
import { type AppendWrite, COLORS, type RowsWrite } from './patch';

export function nameOf(model: EventModel, key: string | null): string {
  if (key === null) return BYE_LABEL;
  return model.ctx.players.find((p) => p.key === key)?.name ?? key;
}

export function resultStatus(match: Match, complete: boolean): string {
  if (match.b === null) return 'Bye';
  return complete ? 'Recorded' : 'Waiting for result';
}

/** Rows added to Results for a new round: result cells left blank for people to fill. */
export function renderNewResults(model: EventModel, plan: RoundPlan): AppendWrite {
  const width = RESULT_FIXED.length + model.format.resultColumns.length + 1;
  const names = playerNames(model.ctx);
  const rows = plan.tables.map((t) => {
    const row: CellValue[] = [
      plan.round,
      t.table,
      names.get(t.a) ?? t.a,
      t.b === null ? BYE_LABEL : (names.get(t.b) ?? t.b),
    ];
    for (let i = 0; i < model.format.resultColumns.length; i++) row.push('');
    row.push(t.b === null ? 'Bye' : 'Waiting for result');
    return spreadRow(model.columns.results, row);
  });
  const roundsLeft = Math.max(0, model.ctx.config.rounds - plan.round);
  // Each value goes under its header, wherever the organizer moved it; their own columns get nothing.
  const col = rows[0]?.col ?? 1;
  return {
    kind: 'append',
    role: 'results',
    col,
    width: rows[0]?.row.length ?? width,
    rows: rows.map((r) => r.row),
    reserve: roundsLeft * rows.length,
  };
}

export interface PairingsView {
  round: number;
  eventName: string;
  tables: { table: number; a: string; b: string; note: string }[];
}

export function pairingsFromMatches(model: EventModel, round: number): PairingsView {
  const tables = model.ctx.matches
    .filter((m) => m.round === round)
    .sort((x, y) => x.table - y.table)
    .map((m) => ({
      table: m.table,
      a: nameOf(model, m.a),
      b: nameOf(model, m.b),
      note: m.b === null ? 'Bye' : (model.format.pairingNote?.(m, model.ctx) ?? ''),
    }));
  return { round, eventName: model.ctx.config.name, tables };
}

export function pairingsFromPlan(model: EventModel, plan: RoundPlan): PairingsView {
  return {
    round: plan.round,
    eventName: model.ctx.config.name,
    tables: plan.tables.map((t) => ({
      table: t.table,
      a: nameOf(model, t.a),
      b: nameOf(model, t.b),
      note: t.note,
    })),
  };
}

/** Pairings: by table on the left, and a "find your name" list sorted by player on the right. */
export function renderPairings(view: PairingsView): RowsWrite {
  const width = PAIRINGS_HEADERS.length;
  const title: CellValue[] = [
    view.round > 0
      ? `Round ${view.round}${view.eventName ? ` · ${view.eventName}` : ''}`
      : 'No round paired yet',
  ];
  const byName: [string, number, string][] = [];
  for (const t of view.tables) {
    byName.push([t.a, t.table, t.b]);
    if (t.b !== BYE_LABEL) byName.push([t.b, t.table, t.a]);
  }
  byName.sort((x, y) => x[0].localeCompare(y[0], undefined, { sensitivity: 'base' }));
  const n = Math.max(view.tables.length, byName.length);
  const rows: CellValue[][] = [pad(title, width), PAIRINGS_HEADERS.slice()];
  const rowColors: (string | null)[] = [null, COLORS.header];
  for (let i = 0; i < n; i++) {
    const t = view.tables[i];
    const f = byName[i];
    rows.push([
      t ? t.table : '',
      t ? t.a : '',
      t ? t.b : '',
      t ? t.note : '',
      '',
      f ? f[0] : '',
      f ? f[1] : '',
      f ? f[2] : '',
    ]);
    rowColors.push(t && t.note === 'Rematch' ? COLORS.rematch : i % 2 === 1 ? COLORS.band : null);
  }
  return { kind: 'rows', role: 'pairings', startRow: 1, width, rows, clearTo: -1, rowColors };
}

export function renderStandings(model: EventModel): RowsWrite {
  const table = model.format.standings(model.ctx);
  const rowColors = [
    COLORS.header,
    ...table.marks.map((m, i) =>
      m === 'leader' ? COLORS.leader : m === 'tie' ? COLORS.tie : i % 2 ? COLORS.band : null,
    ),
  ];
  return {
    kind: 'rows',
    role: 'standings',
    startRow: 1,
    width: table.headers.length,
    rows: [table.headers, ...table.rows],
    clearTo: -1,
    rowColors,
  };
}

export function renderExtraTab(tab: ExtraTab): RowsWrite {
  return {
    kind: 'rows',
    role: tab.role,
    startRow: 1,
    width: tab.headers.length,
    rows: [tab.headers, ...tab.rows],
    clearTo: -1,
  };
}

/** The Status column of every Results row, refreshed from what is typed now. */
export function renderResultStatuses(model: EventModel): RowsWrite | null {
  if (model.resultsLastRow < 2) return null;
  // The Status column under its header: nothing else on Results is written.
  const statusCol = model.columns.results[RESULT_FIXED.length + model.format.resultColumns.length];
  const byRow = new Map<number, string>();
  model.ctx.matches.forEach((m, i) => {
    byRow.set(m.row, resultStatus(m, model.complete[i]));
  });
  const rows: CellValue[][] = [];
  for (let r = 2; r <= model.resultsLastRow; r++) rows.push([byRow.get(r) ?? '']);
  return {
    kind: 'rows',
    role: 'results',
    startRow: 2,
    col: statusCol,
    width: 1,
    rows,
    clearTo: model.resultsLastRow,
  };
}

export interface LogLine {
  action: string;
  round: number;
  seed: string;
  details: string;
  removed?: CellValue[];
}

export function renderLog(lines: LogLine[], nowIso: string): AppendWrite {
  const rows = lines.map((l) => [nowIso, l.action, l.round, l.seed, l.details, ...(l.removed ?? [])]);
  const width = Math.max(LOG_HEADERS.length, ...rows.map((r) => r.length));
  return { kind: 'append', role: 'log', width, rows: rows.map((r) => pad(r, width)) };
}

export function pad(row: CellValue[], width: number): CellValue[] {
  const out = row.slice(0, width);
  while (out.length < width) out.push('');
  return out;
}
