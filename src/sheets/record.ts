// The record: every game the add-on paired, kept on its own hidden tab. Results is where people type,
// so rows there can be cleared, deleted or retyped; the record is what every action reconciles Results
// with (src/sheets/reconcile.ts). Events set up before the record existed have no Record tab: their
// record is read from the "Paired as" cells of Results, and the first action that writes makes the tab.
import type { CellValue } from '../engine/format';
import type { Grid } from './grid';
import { BYE_LABEL, RECORD_TAB_HEADERS } from './layout';
import { pairedAtOf } from './paired-as';
import { roundNumber, wholeNumber } from './parse-results';
import type { RowsWrite } from './patch';
import { cellText } from './text';

export const RECORD_HEADERS = RECORD_TAB_HEADERS;

/** One paired game as the add-on wrote it: names as they were then (or as renamed since). */
export interface RecordEntry {
  round: number;
  table: number;
  a: string;
  /** Null for a bye or a game against a judge (a row without an opponent). */
  b: string | null;
  /** The format's own table, when fixed tables gave the game another number. */
  pairedAt?: number;
  /**
   * When the round was paired, ISO text in UTC: a report sent before it answers another pairing
   * (docs/REPORTING.md). Records written before the add-on kept it have none.
   */
  pairedOn?: string;
}

export interface GameRecord {
  entries: RecordEntry[];
  /** Where it was read from: its own tab, the "Paired as" cells of an older event, or nothing yet. */
  source: 'tab' | 'paired-as';
}

/** The Record tab's rows; a row that does not read as a game (a blank, a stray edit) is not one. */
export function parseRecord(grid: Grid): RecordEntry[] {
  const out: RecordEntry[] = [];
  for (let i = 1; i < grid.length; i++) {
    const [r, t, a, b, at, on] = grid[i];
    const round = roundNumber(r);
    const table = wholeNumber(t);
    const name = cellText(a).trim();
    if (round === null || table === null || !name) continue;
    const other = cellText(b).trim();
    const pairedAt = wholeNumber(at);
    const pairedOn = instantOf(on);
    out.push({
      round,
      table,
      a: name,
      b: !other || other.toUpperCase() === BYE_LABEL ? null : other,
      ...(pairedAt === null ? {} : { pairedAt }),
      ...(pairedOn === undefined ? {} : { pairedOn }),
    });
  }
  return out;
}

/**
 * The pairing time as written: ISO text. A Date is not one: the server floats a date read to the
 * spreadsheet's wall clock, while the responses' Timestamps stay instants (src/server/dates.ts).
 */
export function instantOf(v: CellValue | undefined): string | undefined {
  if (typeof v !== 'string' || !/^\d{4}-\d\d-\d\dT.*Z$/.test(v.trim())) return undefined;
  const t = Date.parse(v.trim());
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
}

/**
 * When each round standing on the record was paired (ms since the epoch): the latest time among its
 * games. A round whose games carry no time (an older event's) is absent.
 */
export function roundsPairedOn(entries: readonly RecordEntry[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of entries) {
    if (e.pairedOn === undefined) continue;
    const t = Date.parse(e.pairedOn);
    if (t > (out.get(e.round) ?? Number.NEGATIVE_INFINITY)) out.set(e.round, t);
  }
  return out;
}

const PAIRED_AS = /^round (\d+)(?: \(paired at table \d+\))?: (.*)$/i;

/**
 * An older event's record, from the "Paired as" cell of each Results row (canonical column order). The
 * names are split at the row's own Player cell: a name may itself contain " v ".
 */
export function recordFromPairedAs(grid: Grid, pairedAsCol: number): RecordEntry[] {
  const out: RecordEntry[] = [];
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i];
    const text = cellText(row[pairedAsCol - 1]).trim();
    const m = PAIRED_AS.exec(text);
    const table = wholeNumber(row[1]);
    const round = m ? roundNumber(m[1]) : null;
    if (!m || table === null || round === null) continue;
    const names = m[2];
    const player = cellText(row[2]).trim();
    let a: string;
    let b: string;
    if (player && names.toLowerCase().startsWith(`${player.toLowerCase()} v `)) {
      a = names.slice(0, player.length);
      b = names.slice(player.length + 3);
    } else {
      const at = names.lastIndexOf(' v ');
      if (at < 0) continue;
      a = names.slice(0, at);
      b = names.slice(at + 3);
    }
    const pairedAt = pairedAtOf(text);
    out.push({
      round,
      table,
      a: a.trim(),
      b: b.trim().toUpperCase() === BYE_LABEL ? null : b.trim(),
      ...(pairedAt === undefined ? {} : { pairedAt }),
    });
  }
  return out;
}

export function recordRow(e: RecordEntry): (string | number)[] {
  // Text, not a date-time: an instant, compared as it is with the responses' Timestamps.
  return [e.round, e.table, e.a, e.b ?? BYE_LABEL, e.pairedAt ?? '', e.pairedOn ?? ''];
}

/** The whole Record tab rewritten: what undo, re-pair, rename and an older event's first action need. */
export function renderRecord(entries: readonly RecordEntry[], oldRows: number): RowsWrite {
  return {
    kind: 'rows',
    role: 'record',
    startRow: 1,
    width: RECORD_HEADERS.length,
    rows: [RECORD_HEADERS, ...entries.map(recordRow)],
    clearTo: Math.max(oldRows, entries.length + 1),
  };
}

export function entriesOfRound(entries: readonly RecordEntry[], round: number): RecordEntry[] {
  return entries.filter((e) => e.round === round);
}

export function lastRecordedRound(entries: readonly RecordEntry[]): number {
  return entries.reduce((m, e) => Math.max(m, e.round), 0);
}
