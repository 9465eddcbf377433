// An event's tabs as 2-D arrays, as the server reads them (one getValues per tab), for the pure
// action planners in src/sheets/actions/: set up from the real setup plan, then changed by the planners'
// own writes (src/sheets/after-writes.ts) and by typing, as an organizer would. No bundle, no emulator.
import type { CellValue } from '../../src/engine/format';
import type { FormatId } from '../../src/shared/types';
import { type PairOptions, planPair } from '../../src/sheets/actions/pair';
import type { Plan } from '../../src/sheets/actions/plan';
import { snapshotAfter } from '../../src/sheets/after-writes';
import { readEvent } from '../../src/sheets/event-model';
import type { Grid, Snapshot } from '../../src/sheets/grid';
import { headerRowOf } from '../../src/sheets/layout';
import type { Write } from '../../src/sheets/patch';
import { planSetup } from '../../src/sheets/setup';
import { NOW, planned } from './plans';

/** A freshly set-up event of `format` (tabs by role, named by their titles) with `names` on Players. */
export function eventSnapshot(
  format: FormatId,
  names: string[],
  options: Record<string, unknown> = {},
): Snapshot {
  const setup = planSetup(
    { format, name: 'Test night', date: '2026-12-05', seed: 'fixed-seed', ...options },
    'unused-seed',
  );
  if (!setup.ok) throw new Error(`setup failed: ${JSON.stringify(setup.problems)}`);
  const tabs: Snapshot['tabs'] = {};
  for (const layout of setup.plan.layouts) {
    const top: Grid =
      layout.role === 'event'
        ? setup.plan.eventRows
        : headerRowOf(layout.role) === 2
          ? [[layout.title], layout.headers]
          : [layout.headers];
    tabs[layout.role] = { name: layout.title, values: top.map((r) => r.slice()) };
  }
  const players = tabs.players;
  if (players) players.values.push(...names.map((n) => [n, 'active']));
  return { tabs };
}

/** The snapshot as the next action reads it after a plan that went ahead. */
export function afterPlan(snapshot: Snapshot, plan: Plan): Snapshot {
  return snapshotAfter(snapshot, planned(plan).writes);
}

/** Values typed into a tab from (row, col), 1-based, the tab growing as Sheets does on a paste. */
export function typed(
  snapshot: Snapshot,
  role: string,
  row: number,
  col: number,
  rows: CellValue[][],
): Snapshot {
  const tab = snapshot.tabs[role];
  if (!tab) throw new Error(`no ${role} tab`);
  const write: Write = { kind: 'cells', role, row, col, rows };
  return snapshotAfter(snapshot, [write]);
}

/** The tab with rows removed (1-based), as deleting them by hand does. */
export function withoutRows(snapshot: Snapshot, role: string, rows: number[]): Snapshot {
  return snapshotAfter(snapshot, [{ kind: 'delete-rows', role, rows }]);
}

/** The rows of Results of `round`, 1-based, as they read now. */
export function resultRows(snapshot: Snapshot, round: number): number[] {
  const grid = snapshot.tabs.results?.values ?? [];
  return grid.flatMap((r, i) => (i > 0 && r[0] === round ? [i + 1] : []));
}

/** The event model the next action plans from: it must read. */
export function model(snapshot: Snapshot) {
  const read = readEvent(snapshot);
  if (!read.ok) throw new Error(`unreadable: ${JSON.stringify(read.problems)}`);
  return read.model;
}

/** The snapshot after pairing the next round, which must go ahead. */
export function paired(snapshot: Snapshot, options: PairOptions = {}): Snapshot {
  return afterPlan(snapshot, planPair(snapshot, options, NOW));
}

/** A sealed-deck result typed on every game of `round`: the Player wins 20 to 10. */
export function sealedRoundPlayed(snapshot: Snapshot, round: number): Snapshot {
  let s = snapshot;
  for (const row of resultRows(snapshot, round))
    if (s.tabs.results?.values[row - 1][3] !== 'BYE') s = typed(s, 'results', row, 5, [[20, 10, 'Win']]);
  return s;
}
