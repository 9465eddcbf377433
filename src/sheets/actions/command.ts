// A format's own commands (values into its Players columns) and calculators (pure).
import type { CellValue } from '../../engine/format';
import type { Problem } from '../../shared/types';
import { type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { PLAYER_FIXED } from '../layout';
import type { Write } from '../patch';
import { renderLog } from '../render';
import { type Plan, refuse, tabName } from './plan';

/** A format command (e.g. a seeded roll-off): its values go into the format's Players columns. */
export function planCommand(snapshot: Snapshot, name: string, args: unknown, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const command = model.format.commands?.[name];
  if (!command) {
    return refuse([
      {
        severity: 'error',
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
        tab: playersTab,
        cell: '',
        message: p.message,
        fix: p.fix,
      })),
    );
  const writes: Write[] = playerFieldWrites(snapshot, model, outcome.playerFields);
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
    const colIndex = model.format.playerColumns.findIndex((c) => c.key === field);
    if (colIndex < 0) continue;
    // The format's column under its header (an organizer's column inserted before it is never written).
    const col = model.columns.players[PLAYER_FIXED.length + colIndex];
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
  const tool = read.model.format.tools?.[name];
  if (!tool)
    return {
      ok: false,
      problems: [
        {
          severity: 'error',
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
