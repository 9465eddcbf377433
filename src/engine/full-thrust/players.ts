// What the Full Thrust engine reads about each player: display name, still active, roster on the Fleets
// tab and original fleet total (typed, else the roster's). Tie-breaker battles: battles.ts.
import { type FormatContext, inputKey, inputOf, playerNames, playersByKey, toNumber } from '../format';
import { emptyRecord } from '../own';
import { type Rosters, rosterTotal } from './roster';

export function nameFn(ctx: FormatContext): (key: string) => string {
  const names = playerNames(ctx);
  return (k) => names.get(k) ?? k;
}

export function activeKeys(ctx: FormatContext): Set<string> {
  return new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
}

/** Where the Fleets tab's rosters sit among the context's inputs. */
export const ROSTERS = inputKey<Rosters>('rosters');

export function rosters(ctx: FormatContext): Rosters {
  return inputOf(ctx, ROSTERS) ?? emptyRecord();
}

export function fleetTotal(ctx: FormatContext, key: string): number | null {
  const p = playersByKey(ctx).get(key);
  const typed = toNumber(p?.fields.fleet);
  if (typed !== null) return typed;
  const r = rosters(ctx)[key];
  return r ? rosterTotal(r) : null;
}
