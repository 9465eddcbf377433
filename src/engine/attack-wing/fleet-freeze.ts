// "Players CANNOT change their fleets between Battle Rounds": each paired player's fleet fingerprint is
// written to their Frozen fleet cell when they are first paired (round 1 always re-freezes), so a later
// edit on the Fleets tab is reported on every action.

import type { CellValue, FormatContext, PlannedTable, Player } from '../format';
import type { TabIssueList } from '../tab-issues';
import {
  COL,
  type Fleet,
  FROZEN_FIELD,
  fingerprintIn,
  fleetsOf,
  frozenRoundIn,
  trimmedCellText,
} from './fleet';
import { FLEET_CODES } from './fleet-codes';

/** Whether the player has a frozen fleet that the Fleets tab no longer matches (or no longer has). */
export function changedSinceFrozen(player: Player | undefined, fleet: Fleet | undefined): boolean {
  const frozen = fingerprintIn(player?.fields[FROZEN_FIELD]);
  return frozen !== null && fleet?.fingerprint !== frozen;
}

/** The Frozen fleet cells a round's pairing writes. */
export function freezeFleets(
  ctx: FormatContext,
  round: number,
  tables: PlannedTable[],
): { key: string; field: string; value: CellValue }[] {
  const { fleets } = fleetsOf(ctx);
  const out: { key: string; field: string; value: CellValue }[] = [];
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  const firstRound = ctx.matches.every((m) => m.round >= round);
  for (const t of tables) {
    for (const k of [t.a, t.b]) {
      if (k === null) continue;
      const fleet = fleets[k];
      if (!fleet) continue;
      if (!firstRound && fingerprintIn(byKey.get(k)?.fields[FROZEN_FIELD])) continue;
      out.push({ key: k, field: FROZEN_FIELD, value: `${fleet.summary} (round ${round})` });
    }
  }
  return out;
}

/** A warning on the Fleets tab for every player whose fleet changed after it was frozen. */
export function reportFrozenChanges(
  ctx: FormatContext,
  fleets: Record<string, Fleet>,
  issues: TabIssueList,
): void {
  if (ctx.matches.length === 0) return;
  for (const p of ctx.players) {
    const now = fleets[p.key];
    if (!changedSinceFrozen(p, now)) continue;
    issues.warn(
      FLEET_CODES.changedSinceFrozen,
      now?.firstRow ?? 2,
      COL.player,
      `${p.name}'s fleet changed after it was frozen at pairing (frozen: ${trimmedCellText(p.fields[FROZEN_FIELD])}; now: ${now ? now.summary : 'no fleet'}).`,
      `Players cannot change fleets between battle rounds: restore the fleet as recorded, or clear ${p.name}'s "Frozen fleet" cell on the Players tab to accept the change (it is frozen again at the next pairing).`,
    );
  }
}

/**
 * A warning at the fleet of every player who played round 1 without one recorded: a fleet typed later is
 * frozen when it is first seen, but nothing shows it is the fleet that player flew in round 1.
 */
export function reportLateFleets(
  ctx: FormatContext,
  fleets: Record<string, Fleet>,
  issues: TabIssueList,
): void {
  const inRoundOne = new Set(
    ctx.matches.filter((m) => m.round === 1).flatMap((m) => (m.b ? [m.a, m.b] : [m.a])),
  );
  for (const p of ctx.players) {
    const fleet = fleets[p.key];
    if (!fleet || !inRoundOne.has(p.key)) continue;
    const frozenAt = frozenRoundIn(p.fields[FROZEN_FIELD]);
    const frozen = fingerprintIn(p.fields[FROZEN_FIELD]) !== null;
    if (frozen && (frozenAt === null || frozenAt <= 1)) continue;
    issues.warn(
      FLEET_CODES.recordedLate,
      fleet.firstRow,
      COL.player,
      `${p.name}'s fleet was first recorded after round 1 was paired, although ${p.name} played round 1: ${frozen ? `it was frozen at round ${frozenAt}` : 'it is frozen when the next round is paired'}, and nothing shows it is the fleet flown in round 1.`,
      'Players cannot change fleets between battle rounds: check with the player that this is the fleet of round 1.',
    );
  }
}
