// A round is complete once every game in it has a result. Points a format awards "at the end of" a round
// (a bye's) count only from then, so standings that stand after round N never hold round N+1's bye.
import type { Match } from './format';

/** The rounds whose every game has a result (`decided`); a bye never holds its round open. */
export function completeRounds(matches: readonly Match[], decided: (m: Match) => boolean): Set<number> {
  const open = new Set<number>();
  const seen = new Set<number>();
  for (const m of matches) {
    seen.add(m.round);
    if (m.b !== null && !decided(m)) open.add(m.round);
  }
  return new Set([...seen].filter((r) => !open.has(r)));
}
