// What every action that writes also brings up to date, from the event as its own writes leave it (docs/
// ARCHITECTURE.md, Sheet contract): people type on Results between actions, and a result typed, cleared
// or deleted by hand changes what a Results Status cell and the Standings title should say. A round made
// pending again must not stay "final" until some later action happens to rewrite Standings.
import { snapshotAfter } from '../after-writes';
import { type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import type { RowsWrite, Write } from '../patch';
import { renderStaleStatuses } from '../render';
import { currentTitle, saysFinal } from '../standings-title';
import { derivedWrites } from './derived-writes';
import type { Plan } from './plan';

/**
 * Standings' title cell alone (A1; the headers are row 2). The frame compares it with the
 * tab as read and writes it only when it differs.
 */
export function titleWrite(title: string): RowsWrite {
  return { kind: 'rows', role: 'standings', startRow: 1, width: 1, rows: [[title]], clearTo: 1 };
}

/**
 * `plan` with, after its writes, the Results Status cells that no longer say what their row holds and,
 * unless the plan rewrites Standings (whose rewrite carries its title), the Standings title as the event
 * stands. `title: false` leaves the title alone: an event still on an earlier release's layout has its
 * headers in row 1 until its first full rewrite of Standings.
 */
export function withRefreshes(
  snapshot: Snapshot,
  plan: Plan,
  options: { title?: boolean; shownTitle?: () => string | undefined } = {},
): Plan {
  if (!plan.ok || !plan.writes.length) return plan;
  const after = snapshotAfter(snapshot, plan.writes);
  const read = readEvent(after);
  if (!read.ok) return plan;
  const extra: Write[] = [];
  const statuses = renderStaleStatuses(read.model, after.tabs.results?.values ?? []);
  if (statuses) extra.push(statuses);
  if (options.title !== false && !plan.writes.some((w) => w.role === 'standings')) {
    const title = refreshedTitle(read.model, options.shownTitle);
    if (title !== null && takesBackFinal(read.model, title, options.shownTitle)) {
      // Standings, Bracket and the other outputs named the outcome of a round now pending again: all of
      // them are rewritten, as Update standings would, but for the tabs the plan already writes.
      const written = new Set(plan.writes.map((w) => w.role));
      extra.push(...derivedWrites(read.model).filter((w) => !written.has(w.role)));
    } else if (title !== null) extra.push(titleWrite(title));
  }
  return extra.length ? { ...plan, writes: [...plan.writes, ...extra] } : plan;
}

/**
 * The title to write. With an error on the sheet the counts are the typed input's, which players must not
 * read off a write of a drop or a rename (Update standings refuses that input): the title then changes
 * only to take back a "final" it no longer earns, so `shownTitle` (Standings' A1) is read only then.
 */
function refreshedTitle(model: EventModel, shownTitle?: () => string | undefined): string | null {
  const title = currentTitle(model);
  if (title === null || !errorsOf(model.problems).length) return title;
  const shown = shownTitle?.();
  return shown !== undefined && saysFinal(shown) && !saysFinal(title) ? title : null;
}

/**
 * Whether the outputs players read called the event final and it no longer is. Standings' A1 is read
 * (`shownTitle`) only when the event as it stands is not final and has no error: an event in play, where
 * the check costs one cell read before the first write.
 */
function takesBackFinal(model: EventModel, title: string, shownTitle?: () => string | undefined): boolean {
  if (saysFinal(title) || errorsOf(model.problems).length) return false;
  const shown = shownTitle?.();
  return shown !== undefined && saysFinal(shown);
}
