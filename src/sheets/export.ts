// Read-only tables for the sidebar's CSV export: the Standings as the format computes them now, and
// the Results rows as typed. Plain strings and numbers only, so they cross google.script.run.
import type { CellValue } from '../engine/format';
import type { Problem } from '../shared/types';
import { errorsOf, readEvent } from './event-model';
import type { Snapshot } from './grid';

export type ExportCell = string | number | boolean;

export interface ExportTables {
  ok: boolean;
  eventName: string;
  standings: ExportCell[][];
  results: ExportCell[][];
  problems: Problem[];
}

/**
 * Dates arrive as their wall clock in the spreadsheet's time zone (src/server/dates.ts): written as that
 * clock, a day alone when it is midnight, so the CSV shows what the organizer sees.
 */
function plain(v: CellValue): ExportCell {
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  return v;
}

export function exportTables(snapshot: Snapshot): ExportTables {
  const read = readEvent(snapshot);
  if (!read.ok) return { ok: false, eventName: '', standings: [], results: [], problems: read.problems };
  const model = read.model;
  const results = (snapshot.tabs.results?.values ?? [])
    .filter((row, i) => i === 0 || row.some((v) => v !== ''))
    .map((row) => row.map(plain));
  const errors = errorsOf(model.problems);
  const table = errors.length ? null : model.format.standings(model.ctx);
  return {
    ok: errors.length === 0,
    eventName: model.ctx.config.name,
    standings: table ? [table.headers, ...table.rows].map((row) => row.map(plain)) : [],
    results,
    problems: errors,
  };
}
