// The sidebar's Peak Performance calculator: the ships of an opponent's fleet on the Fleets tab (or ships
// typed in the sidebar), scored by peak-performance.ts.
import type { FormatContext } from '../format';
import { nameKey } from '../names';
import { fleetsOf } from './fleet';
import { changedSinceFrozen } from './fleet-freeze';
import { type PeakResult, type PeakShip, peakPerformance } from './peak-performance';

/** The score, with the headline and lines the sidebar's generic tool panel shows (ToolResult). */
export type PeakToolResult =
  | (Extract<PeakResult, { ok: true }> & { headline: string; warning?: string })
  | Extract<PeakResult, { ok: false }>;

interface PeakArgs {
  opponent?: unknown;
  destroyed?: unknown;
  criticalHitTokens?: unknown;
  ships?: unknown;
  resourceSp?: unknown;
}

/**
 * args { opponent, destroyed: ship labels in order, criticalHitTokens } or explicit { ships, resourceSp };
 * criticalHitTokens blank (or absent) during the battle, the count at the end of the game otherwise.
 */
export function peakTool(ctx: FormatContext, args: unknown): PeakToolResult {
  const a = (args ?? {}) as PeakArgs;
  const destroyed = Array.isArray(a.destroyed) ? a.destroyed.map((x) => String(x)) : [];
  // Blank during the battle: no end-of-game bonus yet.
  const tokens =
    a.criticalHitTokens === undefined || a.criticalHitTokens === null || a.criticalHitTokens === ''
      ? null
      : Number(a.criticalHitTokens);
  const opponentKey = nameKey(String(a.opponent ?? ''));
  const fleet = fleetsOf(ctx).fleets[opponentKey];
  let ships: PeakShip[];
  let resourceSp = Number(a.resourceSp ?? 0) || 0;
  let resourceName = '';
  if (Array.isArray(a.ships)) {
    ships = a.ships.map((s: { label?: unknown; total?: unknown }, i: number) => ({
      label: String(s?.label ?? i + 1),
      total: Number(s?.total ?? 0) || 0,
    }));
  } else {
    if (!fleet)
      return { ok: false, message: `No fleet for "${String(a.opponent ?? '')}" on the Fleets tab.` };
    ships = fleet.ships.map((s) => ({ label: s.label, total: s.total }));
    resourceSp = fleet.resource?.sp ?? 0;
    resourceName = fleet.resource?.name ?? '';
  }
  const result = peakPerformance({ ships, destroyed, resourceSp, resourceName, criticalHitTokens: tokens });
  if (!result.ok) return result;
  const scored = { ...result, headline: `${result.total} fleet points` };
  const player = ctx.players.find((p) => p.key === opponentKey);
  if (player && fleet && changedSinceFrozen(player, fleet)) {
    return {
      ...scored,
      warning: `${player.name}'s fleet was changed after it was frozen: these totals use the Fleets tab as it is now.`,
    };
  }
  return scored;
}
