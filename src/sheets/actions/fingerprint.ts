// What the organizer saw when they clicked: the round and a fingerprint of the pairings on Results.
// Every state-changing call from the sidebar carries them back, and the server refuses a call whose
// event has moved on (another sidebar paired, undid or re-paired meanwhile), so two clicks on two
// sidebars are never two actions. Typing results, notes or sorting rows does not change it.
import { nameKey } from '../../engine/names';
import { hashString } from '../../engine/random';
import { ACTION_CODES } from '../../shared/action-codes';
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
  return { round, fingerprint: `${format?.id ?? ''}:${round}:${twoHashes(lines.join('\n'))}` };
}

// Two 32-bit hashes of the same text (forwards and with a salt): collisions are not a practical concern.
function twoHashes(text: string): string {
  const h = (x: number) => (x >>> 0).toString(16).padStart(8, '0');
  return `${h(hashString(text))}${h(hashString(`#${text}`))}`;
}

/**
 * A hash of every tab the action read (values, in role order) and of the form connection: what a round
 * preview was made from. Unlike the pairings fingerprint it changes with a typed result or a new player.
 */
export function inputsOf(snapshot: Snapshot): string {
  const roles = Object.keys(snapshot.tabs).sort();
  return twoHashes(JSON.stringify([roles.map((r) => [r, snapshot.tabs[r]?.values]), snapshot.form ?? null]));
}

/** The `seen` a preview hands back: the pairings fingerprint and the inputs it was made from. */
export function previewSeen(snapshot: Snapshot): Seen {
  return { ...fingerprintOf(snapshot), inputs: inputsOf(snapshot) };
}

/** A `seen` argument as the sidebar sends it; anything else (a menu call, nothing) is no claim. */
export function readSeen(value: unknown): Seen | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.round === undefined && v.fingerprint === undefined) return null;
  const seen: Seen = { round: Number(v.round), fingerprint: String(v.fingerprint ?? '') };
  return v.inputs === undefined ? seen : { ...seen, inputs: String(v.inputs) };
}

/** The codes of a call refused because the event is not as the organizer saw it. */
export const STALE_CODES = {
  /** Something was typed or changed since the preview was made: the previewed round is not published. */
  previewOutdated: 'preview-outdated',
  /** Another sidebar or a second click acted meanwhile (as ActionResult.code, ACTION_CODES.movedOn). */
  movedOn: ACTION_CODES.movedOn,
} as const;

/** Null when the event is as the organizer saw it; otherwise why the call is refused. */
export function staleCall(seen: Seen | null, snapshot: Snapshot): Problem | null {
  if (!seen) return null;
  const now = fingerprintOf(snapshot);
  if (seen.round === now.round && seen.fingerprint === now.fingerprint) {
    if (seen.inputs === undefined || seen.inputs === inputsOf(snapshot)) return null;
    return {
      severity: 'error',
      code: STALE_CODES.previewOutdated,
      tab: snapshot.tabs.results?.name ?? 'Results',
      cell: '',
      message:
        'The event changed since this preview was made (a result, a player, a setting or a fleet was typed or changed), so the previewed round was not published.',
      fix: 'Preview the round again, then publish it.',
    };
  }
  const moved =
    seen.round !== now.round
      ? `This sidebar showed round ${seen.round}, but the event is now at round ${now.round}`
      : `The pairings of round ${now.round} changed since this sidebar last showed them`;
  return {
    severity: 'error',
    code: STALE_CODES.movedOn,
    tab: snapshot.tabs.results?.name ?? 'Results',
    cell: '',
    message: `${moved}: someone else (another sidebar, a second click) acted meanwhile, so this click was not carried out.`,
    fix: 'Look at the event as it is now (shown here), then choose again.',
  };
}
