// Each player's original fleet total, which the lower-fleet tie-break reads: missing, or disagreeing with
// the Fleets tab, is a warning at that player's Fleet points cell (a number that is not one is refused
// where it is typed, as every number column is).
import type { FormatContext, PlacedIssue } from '../format';
import { toNumber } from '../format';
import { rosters } from './players';
import { rosterTotal } from './roster';

/** Problem codes of the typed fleet totals. */
export const FLEET_POINTS_CODES = {
  /** No Fleet points and no roster: the lower-fleet tie-break ranks the player last. */
  missing: 'full-thrust-fleet-points-missing',
  /** Fleet points typed that disagree with the roster's total. */
  disagree: 'full-thrust-fleet-points-disagree',
} as const;

export function fleetIssues(ctx: FormatContext): PlacedIssue[] {
  const out: PlacedIssue[] = [];
  const ros = rosters(ctx);
  for (const p of ctx.players.filter((x) => x.active)) {
    const typed = toNumber(p.fields.fleet);
    const roster = ros[p.key];
    if (typed === null && !roster)
      out.push({
        severity: 'warning',
        code: FLEET_POINTS_CODES.missing,
        player: p.key,
        column: 'fleet',
        message: `${p.name} has no fleet points (Players tab) and no roster (Fleets tab): the lower-fleet tie-break ranks them last.`,
        fix: "Type the fleet's original point total here, or add the roster on the Fleets tab.",
      });
    else if (typed !== null && roster && rosterTotal(roster) !== typed)
      out.push({
        severity: 'warning',
        code: FLEET_POINTS_CODES.disagree,
        player: p.key,
        column: 'fleet',
        message: `${p.name}: the Fleets tab totals ${rosterTotal(roster)} points but Fleet points says ${typed}; the typed total is used for ties.`,
        fix: 'Correct whichever is wrong, or clear Fleet points to use the Fleets tab total.',
      });
  }
  return out;
}
