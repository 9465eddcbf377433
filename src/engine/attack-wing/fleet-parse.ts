// The Fleets input tab's parse: rows into cards, cards into checked fleets, then the event-wide checks
// (a player with no fleet once the tab is in use, a fleet changed after it was frozen); then the roll-offs
// table beside the fleets.
import type { CellValue, FormatContext, TabIssue } from '../format';
import { emptyRecord } from '../own';
import { tabIssueList } from '../tab-issues';
import { COL, type Fleet, type FleetsData } from './fleet';
import { buildFleet } from './fleet-build';
import { FLEET_CODES } from './fleet-codes';
import { reportFrozenChanges, reportLateFleets } from './fleet-freeze';
import { readCardRows } from './fleet-rows';
import { parseRollOffs } from './roll-offs';

export interface FleetOptions {
  /** The squadron point limit on the Event tab. */
  limit: number;
}

export function parseFleets(
  grid: CellValue[][],
  ctx: FormatContext,
  opts: FleetOptions,
): { data: FleetsData; issues: TabIssue[] } {
  const list = tabIssueList();
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  const { cards, used, lastRow } = readCardRows(grid, byKey, list);
  const fleets = emptyRecord<Fleet>();
  for (const [key, playerCards] of cards) {
    const p = byKey.get(key);
    if (p) fleets[key] = buildFleet(p, playerCards, opts.limit, list);
  }
  // Before round 1 every player is told, the tab in use or not: fleets are fixed from round 1, and one
  // typed later is flagged. Afterwards an unused tab (an event that does not track fleets) stays quiet.
  const beforeRoundOne = ctx.matches.length === 0;
  if (used || beforeRoundOne) {
    for (const p of ctx.players) {
      if (p.active && !fleets[p.key]) {
        list.warn(
          FLEET_CODES.noFleet,
          lastRow + 1,
          COL.player,
          `${p.name} has no fleet on the Fleets tab.`,
          beforeRoundOne
            ? "Record every player's Fleet Build Sheet before round 1: fleets cannot change between battle rounds, and a fleet first recorded after round 1 is flagged."
            : "Record every player's Fleet Build Sheet before round 1.",
        );
      }
    }
  }
  reportFrozenChanges(ctx, fleets, list);
  reportLateFleets(ctx, fleets, list);
  const rollOffs = parseRollOffs(grid, ctx);
  return { data: { fleets, used, rollOffs: rollOffs.data }, issues: [...list.issues, ...rollOffs.issues] };
}
