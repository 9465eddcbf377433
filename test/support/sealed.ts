// Helpers for driving a sealed-deck event through the built artifact like an organizer would.
import type { ActionResult } from '../../src/shared/types';
import type { Artifact } from './artifact';

export function setupSealed(
  a: Artifact,
  names: string[],
  options: Record<string, unknown> = {},
): ActionResult {
  const result = a.call<ActionResult>('setupEvent', {
    format: 'sealed-deck',
    name: 'Friday sealed',
    date: '2026-12-05',
    rounds: 3,
    seed: 'fixed-seed',
    ...options,
  });
  if (!result.ok) throw new Error(`setup failed: ${JSON.stringify(result.problems)}`);
  if (names.length) typePlayers(a, names);
  return result;
}

/** Types a result for every game of `round` on the Results tab: score(a, b) gives [aPoints, bPoints, ending]. */
export function typeRound(
  a: Artifact,
  round: number,
  score: (a: string, b: string, row: number) => [unknown, unknown, string],
): void {
  const rows = a.values('Results');
  rows.forEach((r, i) => {
    if (i === 0 || r[0] !== round || r[3] === 'BYE') return;
    const [ap, bp, ended] = score(String(r[2]), String(r[3]), i + 1);
    a.type('Results', `E${i + 1}`, [[ap, bp, ended]]);
  });
}

/** Grows `tab` to at least `rows` rows, as Sheets does on a paste past the end. */
export function grow(a: Artifact, tab: string, rows: number): void {
  const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab);
  if (sheet && sheet.getMaxRows() < rows)
    sheet.insertRowsAfter(sheet.getMaxRows(), rows - sheet.getMaxRows());
}

/** Pastes names under the Players header; like Sheets on a paste past the end, the tab grows first. */
export function typePlayers(a: Artifact, names: string[], tab = 'Players'): void {
  grow(a, tab, names.length + 1);
  a.type(
    tab,
    'A2',
    names.map((n) => [n]),
  );
}

export interface ReportTab {
  /** The event block: each label of row 1 with the value under it. */
  event: Record<string, unknown>;
  /** The games table: its header row and one row per counted game. */
  headers: string[];
  games: unknown[][];
}

/** The sealed-deck Report as written (a tab's values, or the Report CSV's rows): the event, then the games. */
export function splitReport(values: readonly unknown[][]): ReportTab {
  const [labels = [], event = []] = values;
  const at = values.findIndex((r, i) => i > 1 && r[0] === 'Round');
  return {
    event: Object.fromEntries(labels.map((l, i) => [String(l), event[i]]).filter(([l]) => l !== '')),
    headers: (values[at] ?? []).map(String),
    games: at < 0 ? [] : values.slice(at + 1),
  };
}
