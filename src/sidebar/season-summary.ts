// The Season section's one line: how many events the season holds and who leads the League.
import type { SeasonState } from '../shared/types';

/** "Season: 3 events · League leader Ann"; two leaders by name, more as "and others". */
export function seasonSummary(s: SeasonState | undefined): string {
  if (!s || s.events === 0) return 'Season: no event closed yet';
  const events = `${s.events} event${s.events === 1 ? '' : 's'}`;
  const [first, second] = s.leaders;
  if (!first) return `Season: ${events}`;
  if (!second) return `Season: ${events} · League leader ${first}`;
  const names = s.leaders.length === 2 ? `${first} and ${second}` : `${first}, ${second} and others`;
  return `Season: ${events} · League leaders ${names}`;
}
