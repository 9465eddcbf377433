// A format's own commands (values into its Players columns) and calculators (pure).
import type { CellValue } from '../../engine/format';
import { own } from '../../engine/own';
import type { Problem } from '../../shared/types';
import { snapshotAfter } from '../after-writes';
import { type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { playerColumnOf } from '../layout';
import type { Write } from '../patch';
import { pad, renderLog } from '../render';
import { derivedWrites } from './derived-writes';
import { type Plan, refuse } from './plan';
import { tabName } from './tab-name';

/** The codes of a format command's or calculator's refusals. */
export const COMMAND_CODES = {
  /** The format has no command of that name. */
  unknownCommand: 'command-unknown',
  /** The format has no calculator of that name. */
  unknownTool: 'tool-unknown',
} as const;

/** A format command (e.g. a roll-off): its values go into the format's Players columns or its own input tabs. */
export function planCommand(snapshot: Snapshot, name: string, args: unknown, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const command = own(model.format.commands, name);
  if (!command) {
    return refuse([
      {
        severity: 'error',
        code: COMMAND_CODES.unknownCommand,
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
        code: p.code,
        tab: p.role ? tabName(snapshot, p.role, defaultTitleOf(model, p.role)) : playersTab,
        cell: '',
        message: p.message,
        fix: p.fix,
      })),
    );
  const writes: Write[] = playerFieldWrites(snapshot, model, outcome.playerFields);
  // The format names columns in the tab's own order; each goes under its header wherever it is now.
  const tabRows = (outcome.tabRows ?? [])
    .filter((t) => t.rows.length > 0)
    .flatMap((t) => underHeaders(t, model.columns[t.role]));
  const tabWrites = tabRows.map((t): Write => {
    const width = Math.max(...t.rows.map((r) => r.length));
    // The tab grows if it must; nothing beyond these rows and columns is touched.
    return {
      kind: 'rows',
      role: t.role,
      startRow: t.row,
      col: t.col,
      width,
      rows: t.rows.map((r) => pad(r, width)),
      clearTo: t.row + t.rows.length - 1,
    };
  });
  writes.push(...tabWrites);
  if (tabRows.length) {
    // What was recorded changes the Standings (a roll-off decides a tie): they are rewritten from the
    // tabs as they will read after the rows are added.
    const after = readEvent(snapshotAfter(snapshot, tabWrites));
    if (after.ok && !errorsOf(after.model.problems).length) writes.push(...derivedWrites(after.model));
  }
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

/** The title of one of the format's input tabs, for a problem about it when the tab is missing. */
function defaultTitleOf(model: EventModel, role: string): string {
  return model.format.inputTabs?.find((t) => t.role === role)?.title ?? role;
}

/** Rows a command puts into one of its tabs, from (row, col). */
type TabRows = { role: string; row: number; col: number; rows: CellValue[][] };

/** Rows given in the add-on's column order, split into runs of the tab's columns as they are now. */
function underHeaders(t: TabRows, cols: number[] | undefined): TabRows[] {
  const width = Math.max(...t.rows.map((r) => r.length));
  const actual = Array.from({ length: width }, (_, j) => cols?.[t.col - 1 + j] || t.col + j);
  const out: TabRows[] = [];
  let start = 0;
  for (let j = 1; j <= width; j++) {
    if (j < width && actual[j] === actual[j - 1] + 1) continue;
    out.push({
      role: t.role,
      row: t.row,
      col: actual[start],
      rows: t.rows.map((r) => pad(r, width).slice(start, j)),
    });
    start = j;
  }
  return out;
}

/** Writes values into the format's Players columns: one column write per field, whatever the number of players. */
export function playerFieldWrites(
  snapshot: Snapshot,
  model: EventModel,
  fields: readonly { key: string; field: string; value: CellValue }[],
): Write[] {
  const grid = snapshot.tabs.players?.values ?? [];
  const rowOf = new Map(model.ctx.players.map((p) => [p.key, p.row]));
  const writes: Write[] = [];
  for (const field of new Set(fields.map((f) => f.field))) {
    const at = playerColumnOf(model.format, field);
    // The format's column under its header (an organizer's column inserted before it is never written);
    // an optional column whose header is not on the tab (0) is not written either.
    const col = at === null ? 0 : (model.columns.players[at - 1] ?? 0);
    if (!col) continue;
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
  const tool = own(read.model.format.tools, name);
  if (!tool)
    return {
      ok: false,
      problems: [
        {
          severity: 'error',
          code: COMMAND_CODES.unknownTool,
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
