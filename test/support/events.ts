// Drives an event of any format through the built artifact the way an organizer would: set up, type the
// players (and fleets), pair, type plausible results. Used by the fuzz, concurrency, nothing-lost and
// injection suites so every format is covered by the same checks.
import { allFormats } from '../../src/engine/formats/registry';
import type { Random } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import type { Artifact } from './artifact';
import { type Kit, kitOf } from './kits';
import { grow, typePlayers } from './sealed';

export { attackWingFleet } from './kits/names';

/** Every registered format's id, in the registry's order. */
export const FORMATS: FormatId[] = allFormats().map((f) => f.id);

/** A format by its id, or its kit itself (a format not in the registry, as CONTRIBUTING's checklist test's). */
export type FormatOrKit = FormatId | Kit;
const kit = (format: FormatOrKit): Kit => (typeof format === 'string' ? kitOf(format) : format);
const idOf = (format: FormatOrKit): string => (typeof format === 'string' ? format : format.id);

/** Seven names of every length, one very long and one accented: for the tests of column widths. */
export const VARIED_NAMES = [
  'Ann Archer',
  'Bartholomew Featherstonehaugh-Smythe',
  'Chloé Dubois',
  'Dmitri Ivanov',
  'Eve Santos',
  'Farah Haddad',
  'Gus Lindqvist',
];

/** The tabs the organizer types into, per format. */
export function inputTabs(format: FormatOrKit): string[] {
  return ['Event', 'Players', 'Results', ...(kit(format).event.inputTabs ?? [])];
}

export function setupFormat(
  a: Artifact,
  format: FormatOrKit,
  options: Record<string, unknown> = {},
): ActionResult {
  const r = a.call<ActionResult>('setupEvent', {
    format: idOf(format),
    name: `Fuzz ${idOf(format)}`,
    date: '2026-12-05',
    seed: 'fixed-seed',
    ...kit(format).event.setup,
    ...options,
  });
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.problems)}`);
  return r;
}

/** Types the players (and what their format needs: Attack Wing fleets, Full Thrust fleet points). */
export function typeEntrants(a: Artifact, format: FormatOrKit, names: string[]): void {
  typePlayers(a, names);
  for (const { tab, a1, rows, grow: grows } of kit(format).event.entrants?.(names) ?? []) {
    if (grows) grow(a, tab, rows.length + 1);
    a.type(tab, a1, rows);
  }
}

/** Sets up an event of `format` with `names` entered. */
export function startEvent(
  a: Artifact,
  format: FormatOrKit,
  names: string[],
  options: Record<string, unknown> = {},
): void {
  setupFormat(a, format, options);
  typeEntrants(a, format, names);
}

/** Results rows of one round with their 1-based sheet rows. */
export function roundRows(a: Artifact, round: number): { row: number; values: unknown[] }[] {
  return a
    .values('Results')
    .map((values, i) => ({ row: i + 1, values }))
    .filter((x) => x.row > 1 && x.values[0] === round);
}

/** The result cells (from column E) a plausible game of `format` would have; `r` picks the outcome. */
export function resultCells(format: FormatOrKit, r: Random, arrow = 'A', round = 1): unknown[] {
  return kit(format).event.resultCells(r, arrow, round);
}

/** Types a result for every game of `round` (Full Thrust judge games get the player's side). */
export function typeResults(a: Artifact, format: FormatOrKit, round: number, r: Random): void {
  const pairings = a.values('Pairings');
  for (const { row, values } of roundRows(a, round)) {
    if (values[3] === 'BYE') {
      const judge =
        kit(format).event.judgeByes &&
        pairings.some((p) => p.includes(values[2]) && p.some((x) => String(x).startsWith('Plays a judge')));
      if (judge) a.type('Results', `E${row}`, [resultCells(format, r).slice(0, 3)]);
      continue;
    }
    a.type('Results', `E${row}`, [resultCells(format, r, String(values[2]), round)]);
  }
}

/** Pairs the next round, failing the test with the problems if it is refused. */
export function pairOk(a: Artifact, force = false): ActionResult {
  const r = a.call<ActionResult>('pairNextRound', { force });
  if (!r.ok) throw new Error(`pairing refused: ${r.message} ${JSON.stringify(r.problems)}`);
  return r;
}
