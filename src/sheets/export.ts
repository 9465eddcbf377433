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

function plain(v: CellValue): ExportCell {
  if (v instanceof Date) return v.toISOString();
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
