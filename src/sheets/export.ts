// Read-only tables for the sidebar's CSV export: the Standings as the format computes them now, the
// Results rows as typed with what the format scored for each (sealed deck: victory points and
// differential), and the format's Report for the ratings body. Plain strings and numbers only, so they
// cross google.script.run.
import type { CellValue, ExportedFile } from '../engine/format';
import type { Problem } from '../shared/types';
import { errorsOf, readEvent } from './event-model';
import type { Snapshot } from './grid';

export type ExportCell = string | number | boolean;

export interface ExportTables {
  ok: boolean;
  eventName: string;
  standings: ExportCell[][];
  results: ExportCell[][];
  /** The format's Report tab as it would be written now; empty when the format has none or on errors. */
  report: ExportCell[][];
  /** The format's files (FormatSummary.files) by id: made, or why not. */
  files: Record<string, ExportedFile>;
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
  if (!read.ok)
    return {
      ok: false,
      eventName: '',
      standings: [],
      results: [],
      report: [],
      files: {},
      problems: read.problems,
    };
  const model = read.model;
  const grid = snapshot.tabs.results?.values ?? [];
  const scores = model.format.scoreColumns?.(model.ctx);
  // The scores go after every column of the tab, the organizer's own included, so nothing typed moves.
  const width = Math.max(0, ...grid.map((row) => row.length));
  const withScores = scores
    ? grid.map((row, i) => [
        ...row,
        ...new Array(width - row.length).fill(''),
        ...(i === 0 ? scores.headers : (scores.byRow.get(i + 1) ?? scores.headers.map(() => ''))),
      ])
    : grid;
  const results = withScores
    .filter((_row, i) => i === 0 || grid[i].some((v) => v !== ''))
    .map((row) => row.map(plain));
  const errors = errorsOf(model.problems);
  const table = errors.length ? null : model.format.standings(model.ctx);
  const report = errors.length
    ? undefined
    : model.format.extraTabs(model.ctx).find((t) => t.role === 'report');
  return {
    ok: errors.length === 0,
    eventName: model.ctx.config.name,
    standings: table ? [table.headers, ...table.rows].map((row) => row.map(plain)) : [],
    results,
    report: report ? [report.headers, ...report.rows].map((row) => row.map(plain)) : [],
    files: Object.fromEntries(
      (model.format.files ?? []).map((f) => [
        f.id,
        errors.length
          ? { ok: false, reason: 'The file cannot be made until the problems listed are fixed.' }
          : f.make(model.ctx),
      ]),
    ),
    problems: errors,
  };
}
