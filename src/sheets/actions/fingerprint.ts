// What the organizer saw when they clicked: the round and a fingerprint of the pairings on Results.
// Every state-changing call from the sidebar carries them back, and the server refuses a call whose
// event has moved on (another sidebar paired, undid or re-paired meanwhile), so two clicks on two
// sidebars are never two actions. Typing results, notes or sorting rows does not change it.
import { nameKey } from '../../engine/names';
import { hashString } from '../../engine/random';
import type { Problem, Seen } from '../../shared/types';
import { findColumns } from '../columns';
import { findFormatFromGrid } from '../format-of';
import type { Snapshot } from '../grid';
import { resultsLayout } from '../layout';
import { cellText } from '../text';

/** The last round on Results and a hash of every row's round, table and players, in any row order. */
export function fingerprintOf(snapshot: Snapshot): Seen {
  const grid = snapshot.tabs.results?.values ?? [];
  const format = findFormatFromGrid(snapshot.tabs.event?.values);
  const found = format ? findColumns(grid, resultsLayout(format).headers, 'Results') : null;
  const cols = found?.ok ? found.cols.slice(0, 4) : [1, 2, 3, 4];
  const lines: string[] = [];
  let round = 0;
  for (let i = 1; i < grid.length; i++) {
    const [r, t, a, b] = cols.map((c) => cellText(grid[i][c - 1]).trim());
    const n = Number(r);
    if (!r || !Number.isInteger(n) || n < 1) continue;
    round = Math.max(round, n);
    lines.push(`${n}|${t}|${nameKey(a)}|${nameKey(b)}`);
  }
  lines.sort();
  // Two 32-bit hashes of the same lines (forwards and with a salt): collisions are not a practical concern.
  const text = lines.join('\n');
  const h = (x: number) => (x >>> 0).toString(16).padStart(8, '0');
  return {
    round,
    fingerprint: `${format?.id ?? ''}:${round}:${h(hashString(text))}${h(hashString(`#${text}`))}`,
  };
}

/** A `seen` argument as the sidebar sends it; anything else (a menu call, nothing) is no claim. */
export function readSeen(value: unknown): Seen | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.round === undefined && v.fingerprint === undefined) return null;
  return { round: Number(v.round), fingerprint: String(v.fingerprint ?? '') };
}

/** Null when the event is as the organizer saw it; otherwise why the call is refused. */
export function staleCall(seen: Seen | null, snapshot: Snapshot): Problem | null {
  if (!seen) return null;
  const now = fingerprintOf(snapshot);
  if (seen.round === now.round && seen.fingerprint === now.fingerprint) return null;
  const moved =
    seen.round !== now.round
      ? `This sidebar showed round ${seen.round}, but the event is now at round ${now.round}`
      : `The pairings of round ${now.round} changed since this sidebar last showed them`;
  return {
    severity: 'error',
    tab: snapshot.tabs.results?.name ?? 'Results',
    cell: '',
    message: `${moved}: someone else (another sidebar, a second click) acted meanwhile, so this click was not carried out.`,
    fix: 'Look at the event as it is now (shown here), then choose again.',
  };
}
