// Pure renderers: a parsed event in, the rows a tab should show out. No Apps Script here.

import { pairedTable } from '../engine/fixed-tables';
import type { CellValue, ExtraTab, Match, RoundPlan } from '../engine/format';
import { JUDGE_OPPONENT, playerNames, standingsOf } from '../engine/format';
import { compareNames } from '../engine/names';
import { spreadRow } from './columns';
import { awaitsResult, type EventModel } from './event-model';
import {
  BYE_LABEL,
  emptyContext,
  FIND_YOUR_NAME_HEADERS,
  LOG_HEADERS,
  PAIRINGS_HEADERS,
  RESULT_FIXED,
} from './layout';
import { pairedAsText } from './paired-as';
import { type AppendWrite, COLORS, type RowsWrite } from './patch';
import { standingsTitle, titleInput } from './standings-title';

export function nameOf(model: EventModel, key: string | null): string {
  if (key === null) return BYE_LABEL;
  // playerNames keeps one map per list of players, not a search of the whole field per table.
  return playerNames(model.ctx).get(key) ?? key;
}

export function resultStatus(
  match: Match,
  complete: boolean,
  awaits = match.b !== null,
  waiting?: string,
): string {
  if (!awaits) return 'Bye';
  return complete ? 'Recorded' : (waiting ?? 'Waiting for result');
}

/** A Results row's Status as the event stands: what the format says a typed result still lacks, if anything. */
function statusOf(model: EventModel, m: Match, complete: boolean): string {
  const waiting = complete ? undefined : model.format.checkResult(m, model.ctx).waiting?.status;
  return resultStatus(m, complete, awaitsResult(model, m), waiting);
}

/** A game as it goes on a new Results row: players by key (for its Status) and by name (for the cells). */
export interface PairedRow {
  round: number;
  table: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
  pairedAt?: number;
  /** Result cells pairing fills in (a requested bye's Result), by result column key; the rest blank. */
  cells?: Record<string, CellValue>;
}

/**
 * Results rows for games as they were paired: result cells blank for people to fill, the Status and the
 * Paired as record. Pairing appends a new round with them; "Restore missing rows" puts lost games back.
 */
export function renderPairedRows(model: EventModel, games: readonly PairedRow[], reserve = 0): AppendWrite {
  const width = RESULT_FIXED.length + model.format.resultColumns.length + 2;
  const blank = Object.fromEntries(model.format.resultColumns.map((c) => [c.key, '' as CellValue]));
  const rows = games.map((g) => {
    const row: CellValue[] = [g.round, g.table, g.aName, g.bName ?? BYE_LABEL];
    for (const c of model.format.resultColumns) row.push(g.cells?.[c.key] ?? '');
    const cells = g.cells ? { ...blank, ...g.cells } : blank;
    const match: Match = { round: g.round, table: g.table, row: 0, a: g.a, b: g.b, cells };
    row.push(resultStatus(match, false, awaitsResult(model, match)));
    row.push(pairedAsText(g.round, g.aName, g.bName, g.pairedAt));
    return spreadRow(model.columns.results, row);
  });
  // Each value goes under its header, wherever the organizer moved it; their own columns get nothing.
  return {
    kind: 'append',
    role: 'results',
    col: rows[0]?.col ?? 1,
    width: rows[0]?.row.length ?? width,
    rows: rows.map((r) => r.row),
    reserve,
  };
}

/**
 * Rows added to Results for a new round. No room is reserved for the rounds to come: new rows are
 * formatted as the tab grows, and a round's own rows are the cost of its click, not the whole event's.
 */
export function renderNewResults(model: EventModel, plan: RoundPlan): AppendWrite {
  const names = playerNames(model.ctx);
  const games = plan.tables.map((t) => ({
    round: plan.round,
    table: t.table,
    a: t.a,
    b: t.b,
    aName: names.get(t.a) ?? t.a,
    bName: t.b === null ? null : (names.get(t.b) ?? t.b),
    ...(t.pairedAt === undefined ? {} : { pairedAt: t.pairedAt }),
    ...(t.cells === undefined ? {} : { cells: t.cells }),
  }));
  return renderPairedRows(model, games);
}

export interface PairingsView {
  round: number;
  eventName: string;
  /**
   * `alone`: no opponent in the field (b is "BYE"); `bye`: alone with no game to play, so no table. Both
   * from the match, not the name.
   */
  tables: {
    table: number;
    a: string;
    b: string;
    note: string;
    alone: boolean;
    bye: boolean;
    /** What each player reads beside its name in find-your-name (a role, a deck); null: nothing. */
    roles: { a: string; b: string } | null;
  }[];
}

const seatId = (table: number, a: string, b: string | null) => `${table}|${a}|${b ?? ''}`;

/**
 * The notes pairing wrote for `round` ("Plays a judge (random fleet)", "#1 sits out", a playoff bye),
 * for Pairings after an undo. Pairing is a pure function of the earlier rounds, so the round is paired
 * again from them with the players it seated, and each table that still matches keeps its note.
 */
function notesAsPaired(model: EventModel, round: number): Map<string, string> {
  const rows = model.ctx.matches.filter((m) => m.round === round);
  const seated = new Set(rows.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b])));
  const ctx = {
    ...model.ctx,
    matches: model.ctx.matches.filter((m) => m.round < round),
    players: model.ctx.players.map((p) => ({ ...p, active: seated.has(p.key) })),
  };
  try {
    const plan = model.format.pairRound(ctx, round);
    return new Map(plan.tables.map((t) => [seatId(t.table, t.a, t.b), t.note]));
  } catch (_e) {
    // A sheet edited so far that the round cannot be paired again: every table takes the fallback note.
    return new Map();
  }
}

/**
 * A bye: no opponent and no game to play, so no table on Pairings. A game against a judge (Full Thrust's
 * odd player) has no opponent in the field either, but a result to record: it keeps its table.
 */
function sitsOut(model: EventModel, m: Match): boolean {
  return m.b === null && !awaitsResult(model, m);
}

/** The opponent players read on Pairings: a name, "Judge" for a game against a judge, else "BYE". */
function opponentOf(model: EventModel, m: Match): string {
  return m.b === null && awaitsResult(model, m) ? JUDGE_OPPONENT : nameOf(model, m.b);
}

export function pairingsFromMatches(model: EventModel, round: number): PairingsView {
  const asPaired = notesAsPaired(model, round);
  const tables = model.ctx.matches
    .filter((m) => m.round === round)
    .sort((x, y) => x.table - y.table)
    .map((m) => ({
      table: m.table,
      a: nameOf(model, m.a),
      b: opponentOf(model, m),
      // A table edited by hand since it was paired keeps the format's note for a game, or "Bye".
      note:
        asPaired.get(seatId(pairedTable(m), m.a, m.b)) ??
        (m.b === null ? 'Bye' : (model.format.pairingNote?.(m, model.ctx) ?? '')),
      alone: m.b === null,
      bye: sitsOut(model, m),
      roles: model.format.seatRoles?.(m, model.ctx) ?? null,
    }));
  return { round, eventName: model.ctx.config.name, tables };
}

export function pairingsFromPlan(model: EventModel, plan: RoundPlan): PairingsView {
  return {
    round: plan.round,
    eventName: model.ctx.config.name,
    tables: plan.tables.map((t) => {
      const m: Match = {
        round: plan.round,
        table: t.table,
        row: 0,
        a: t.a,
        b: t.b,
        cells: {},
        pairedAt: t.pairedAt,
      };
      return {
        table: t.table,
        a: nameOf(model, t.a),
        b: opponentOf(model, m),
        note: t.note,
        alone: t.b === null,
        bye: sitsOut(model, m),
        roles: model.format.seatRoles?.(m, model.ctx) ?? null,
      };
    }),
  };
}

/**
 * Pairings, phone first: the title, the tables by number, a blank row, then "find your name":
 * every seated player by name with their table and opponent, all in the same four columns so a 390 px
 * phone shows both blocks without sideways scrolling. A bye has no table number in either block.
 */
export function renderPairings(view: PairingsView): RowsWrite {
  const title =
    view.round > 0
      ? `Round ${view.round}${view.eventName ? ` · ${view.eventName}` : ''}`
      : 'No round paired yet';
  const tableCell = (t: PairingsView['tables'][number]): CellValue => (t.bye ? '' : t.table);
  const tables: PairingsBlock = {
    header: PAIRINGS_HEADERS,
    rows: view.tables.map((t) => [tableCell(t), t.a, t.b, t.note]),
    colors: view.tables.map((t, i) => (t.note === 'Rematch' ? COLORS.rematch : band(i))),
  };
  if (!view.tables.length) return pairingsTab(title, [tables]);
  const byName: { name: string; table: CellValue; opponent: string; note: string }[] = [];
  for (const t of view.tables) {
    byName.push({ name: t.a, table: tableCell(t), opponent: t.b, note: t.bye ? 'Bye' : (t.roles?.a ?? '') });
    if (!t.alone) byName.push({ name: t.b, table: t.table, opponent: t.a, note: t.roles?.b ?? '' });
  }
  byName.sort((x, y) => compareNames(x.name, y.name));
  return pairingsTab(title, [
    tables,
    {
      header: FIND_YOUR_NAME_HEADERS,
      rows: byName.map((f) => [f.table, f.name, f.opponent, f.note]),
    },
  ]);
}

/** One block of the Pairings tab: its header, its rows, and each row's background (banded when absent). */
export interface PairingsBlock {
  header: readonly CellValue[];
  rows: CellValue[][];
  colors?: (string | null)[];
}

const band = (i: number): string | null => (i % 2 === 1 ? COLORS.band : null);

/**
 * The Pairings tab (a round, or a seating list before round 1): a title, then blocks in the same four
 * columns, a blank row between them. The title and every block's header are bold and every other row
 * plain: a later block's header moves with the length of the first, so each write sets every row's
 * weight (a row bold last round is plain now).
 */
export function pairingsTab(title: string, blocks: readonly PairingsBlock[]): RowsWrite {
  const width = PAIRINGS_HEADERS.length;
  const rows: CellValue[][] = [pad([title], width)];
  const rowColors: (string | null)[] = [null];
  const boldRows: boolean[] = [true];
  blocks.forEach((b, k) => {
    if (k > 0) {
      rows.push(pad([], width));
      rowColors.push(null);
      boldRows.push(false);
    }
    rows.push(pad([...b.header], width));
    rowColors.push(COLORS.header);
    boldRows.push(true);
    b.rows.forEach((r, i) => {
      rows.push(pad(r, width));
      rowColors.push(b.colors ? b.colors[i] : band(i));
      boldRows.push(false);
    });
  });
  return { kind: 'rows', role: 'pairings', startRow: 1, width, rows, clearTo: -1, rowColors, boldRows };
}

/** Standings: a title line (the event and how far the standings go), the headers, then the players. */
export function renderStandings(model: EventModel): RowsWrite {
  const table = standingsOf(model.format, model.ctx);
  const rowColors = [
    null,
    COLORS.header,
    ...table.marks.map((m, i) => (m === 'leader' ? COLORS.leader : m === 'tie' ? COLORS.tie : band(i))),
  ];
  // A format whose columns follow the players (Full Thrust's rounds) may write fewer columns than set up:
  // writing at least the set-up width blanks the set-up headers beyond its own (no second "Status").
  const setUp = model.format.standings(emptyContext(model.format)).headers.length;
  const width = Math.max(table.headers.length, setUp);
  return {
    kind: 'rows',
    role: 'standings',
    startRow: 1,
    width,
    rows: [pad([standingsTitle(titleInput(model, table.pending))], width), table.headers, ...table.rows],
    clearTo: -1,
    rowColors,
  };
}

export function renderExtraTab(tab: ExtraTab): RowsWrite {
  const sub = new Set(tab.subheaders ?? []);
  return {
    kind: 'rows',
    role: tab.role,
    startRow: 1,
    width: tab.headers.length,
    rows: [tab.headers, ...tab.rows],
    clearTo: -1,
    // Row 1 keeps the header shading setup gave it; a table's own header row further down gets it too.
    ...(sub.size
      ? { rowColors: [COLORS.header, ...tab.rows.map((_, i) => (sub.has(i) ? COLORS.header : null))] }
      : {}),
  };
}

/** The Status column of every Results row, refreshed from what is typed now. */
export function renderResultStatuses(model: EventModel): RowsWrite | null {
  if (model.resultsLastRow < 2) return null;
  // The Status column under its header: nothing else on Results is written.
  const statusCol = model.columns.results[RESULT_FIXED.length + model.format.resultColumns.length];
  const byRow = new Map<number, string>();
  for (const m of model.ctx.matches) byRow.set(m.row, statusOf(model, m, model.complete.has(m)));
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

/**
 * The Status cells that no longer say what the row holds (a result typed since the row was written),
 * as one write from the first stale row to the last, or null when every Status is right. Actions that
 * write Results (pair, re-pair, undo) send it, so the column is never stale after them; writing only
 * the stale block keeps the action within its service-call budget when nothing changed.
 */
export function renderStaleStatuses(
  model: EventModel,
  grid: readonly (readonly CellValue[])[],
): RowsWrite | null {
  // The Status column under its header, wherever the organizer moved it.
  const statusCol = model.columns.results[RESULT_FIXED.length + model.format.resultColumns.length];
  const byRow = new Map<number, string>();
  for (const m of model.ctx.matches) byRow.set(m.row, statusOf(model, m, model.complete.has(m)));
  let first = 0;
  let last = 0;
  for (const [row, status] of byRow) {
    if (row > grid.length || String(grid[row - 1]?.[statusCol - 1] ?? '') === status) continue;
    if (!first || row < first) first = row;
    if (row > last) last = row;
  }
  if (!first) return null;
  const rows: CellValue[][] = [];
  for (let r = first; r <= last; r++) rows.push([byRow.get(r) ?? grid[r - 1]?.[statusCol - 1] ?? '']);
  return { kind: 'rows', role: 'results', startRow: first, col: statusCol, width: 1, rows, clearTo: last };
}

export interface LogLine {
  action: string;
  round: number;
  seed: string;
  details: string;
  removed?: CellValue[];
}

/**
 * Log rows. Time is a real date-time (the Log's Time column has a date-time format), so the organizer
 * reads it in the spreadsheet's time zone.
 */
export function renderLog(lines: LogLine[], nowIso: string): AppendWrite {
  const rows = lines.map((l) => [
    new Date(nowIso),
    l.action,
    l.round,
    l.seed,
    l.details,
    ...(l.removed ?? []),
  ]);
  const width = Math.max(LOG_HEADERS.length, ...rows.map((r) => r.length));
  return { kind: 'append', role: 'log', width, rows: rows.map((r) => pad(r, width)) };
}

export function pad(row: CellValue[], width: number): CellValue[] {
  const out = row.slice(0, width);
  while (out.length < width) out.push('');
  return out;
}
