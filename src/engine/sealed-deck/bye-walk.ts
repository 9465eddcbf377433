// "If there is an odd number of players, let the last player left receive the bye": the walk runs over
// the whole pile and whoever it leaves has the bye. The decision (docs/rules/DECISIONS.md) adds only: if that player already had
// a bye, skip to the next lowest who has not; the rest of the pile is then walked again without them, so
// the change makes no rematch the walk itself would not make. "Strictly as written" keeps the leftover.
import { type PairingMode, pairSwiss, type SwissResult } from '../swiss';

export interface ByeWalkInput {
  /** Player keys, best first: the pile. */
  order: readonly string[];
  history: readonly (readonly [string, string])[];
  mode: PairingMode;
  /** true: "Strictly as written", the last player left has the bye even a second time. */
  strict: boolean;
  hadBye: (key: string) => boolean;
}

export interface ByeWalk extends SwissResult {
  /** The player the walk left over, when the skip gave the bye to someone else. */
  skipped: string | null;
}

/** The lowest player in the pile who has not had a bye, or null when everyone has. */
function lowestWithoutBye(order: readonly string[], hadBye: (key: string) => boolean): string | null {
  for (let i = order.length - 1; i >= 0; i--) if (!hadBye(order[i])) return order[i];
  return null;
}

export function walkWithBye(input: ByeWalkInput): ByeWalk {
  const { order, history, mode } = input;
  const walked = pairSwiss({ order, history, mode, bye: null });
  const left = walked.bye;
  if (left === null || input.strict || !input.hadBye(left)) return { ...walked, skipped: null };
  const instead = lowestWithoutBye(order, input.hadBye);
  if (instead === null) return { ...walked, skipped: null };
  return { ...pairSwiss({ order, history, mode, bye: instead }), skipped: left };
}
