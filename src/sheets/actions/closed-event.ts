// While the event on the tabs is closed into the season (its Season events row waits for Start the next
// event), an action that would change its pairings, results, players or standings is refused, writing
// nothing: League and Ratings would go on counting the event as it was closed while the tabs players read
// say otherwise. Undo close comes first, as it does for Undo last round (src/sheets/actions/undo.ts).
import type { Snapshot } from '../grid';
import { SEASON_ROLES } from '../season';
import { closedEventRow } from '../season-state';
import { type Plan, refuse } from './plan';
import { seasonProblem } from './season';

export const CLOSED_EVENT_CODES = {
  /** An action that changes the event, while the event is closed into the season. */
  closed: 'season-event-closed',
} as const;

/** `plan`, refused while the event on the tabs is closed into the season; `what` names the action. */
export function whileNotClosed(
  plan: (snapshot: Snapshot, nowIso: string) => Plan,
  what: string,
): (snapshot: Snapshot, nowIso: string) => Plan {
  return (snapshot, nowIso) => {
    const closed = closedEventRow(snapshot);
    if (!closed) return plan(snapshot, nowIso);
    return refuse([
      seasonProblem(
        CLOSED_EVENT_CODES.closed,
        SEASON_ROLES.events,
        `A${closed.row}`,
        `${closed.event} is closed into the season: ${what} would change it while League and Ratings count it as it was closed.`,
        'Use Undo close first (the season then leaves this event out), make the change, publish the final standings and Close event again.',
      ),
    ]);
  };
}
