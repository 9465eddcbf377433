// Drives an event of any format through the built artifact the way an organizer would: set up, type the
// players (and fleets), pair, type plausible results. Used by the fuzz, concurrency, nothing-lost and
// injection suites so every format is covered by the same checks.
import type { Random } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import type { Artifact } from './artifact';
import { grow, typePlayers } from './sealed';

export const FORMATS: FormatId[] = ['sealed-deck', 'attack-wing', 'arrow-target', 'full-thrust', 'any-game'];

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
export function inputTabs(format: FormatId): string[] {
  return format === 'attack-wing' || format === 'full-thrust'
    ? ['Event', 'Players', 'Results', 'Fleets']
    : ['Event', 'Players', 'Results'];
}

export function setupFormat(
  a: Artifact,
  format: FormatId,
  options: Record<string, unknown> = {},
): ActionResult {
  const r = a.call<ActionResult>('setupEvent', {
    format,
    name: `Fuzz ${format}`,
    date: '2026-12-05',
    seed: 'fixed-seed',
    ...(format === 'arrow-target' ? { startNumbers: 'as-listed' } : {}),
    // A plain Swiss (Magic's table would run a small field as single elimination) with the games typed,
    // so the suites that play every format run Swiss rounds and check the games columns.
    ...(format === 'any-game' ? { preset: 'generic', results: 'games' } : {}),
    ...options,
  });
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.problems)}`);
  return r;
}

/** One legal two-ship Federation fleet (Attack Wing Fleets tab rows). */
export function attackWingFleet(name: string, i: number): unknown[][] {
  return [
    [name, '1', 'Ship', '', `U.S.S. Ship ${i}`, 'FED', 28],
    ['', '', 'Captain', '', `Captain ${i}`, 'FED', 5],
    ['', '', 'Upgrade', 'W', 'Photon Torpedoes', 'FED', 5],
    ['', '2', 'Ship', '', `U.S.S. Escort ${i}`, 'FED', 20],
    ['', '', 'Captain', '', 'Federation Captain', 'FED', 0],
  ];
}

/** Types the players (and what their format needs: Attack Wing fleets, Full Thrust fleet points). */
export function typeEntrants(a: Artifact, format: FormatId, names: string[]): void {
  typePlayers(a, names);
  if (format === 'attack-wing') {
    const rows = names.flatMap((n, i) => attackWingFleet(n, i));
    grow(a, 'Fleets', rows.length + 1);
    a.type('Fleets', 'A2', rows);
  }
  if (format === 'full-thrust')
    a.type(
      'Players',
      'C2',
      names.map((_, i) => [1400 + i * 7]),
    );
}

/** Sets up an event of `format` with `names` entered. */
export function startEvent(
  a: Artifact,
  format: FormatId,
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
export function resultCells(format: FormatId, r: Random, arrow = 'A', round = 1): unknown[] {
  switch (format) {
    case 'sealed-deck': {
      const ap = 40 + r.int(80);
      const bp = ap - 1 - r.int(40);
      return r.next() < 0.5 ? [ap, bp, 'Win'] : [bp, ap, 'Time called'];
    }
    case 'attack-wing': {
      const af = r.int(120);
      const bf = af + 1 + r.int(30);
      return r.next() < 0.5 ? [af, bf, 'Time', '', true] : [bf, af, 'Elimination', 'Player', false];
    }
    case 'arrow-target':
      return [`${arrow}-r${round}`, `deck-${round}`, r.next() < 0.5 ? 'Arrow' : 'Target', ''];
    case 'full-thrust':
      return [50 + r.int(100), 20 + r.int(100), r.int(30), 50 + r.int(100), 20 + r.int(100), r.int(30)];
    case 'any-game': {
      // The default preset (Magic) types games won: a 2-0 or 2-1 either way, never a draw, so the same
      // cells also finish a match of its top cut, which needs a winner.
      const loser = r.int(2);
      return r.next() < 0.5 ? [2, loser, '', ''] : [loser, 2, '', ''];
    }
  }
}

/** Types a result for every game of `round` (Full Thrust judge games get the player's side). */
export function typeResults(a: Artifact, format: FormatId, round: number, r: Random): void {
  const pairings = a.values('Pairings');
  for (const { row, values } of roundRows(a, round)) {
    if (values[3] === 'BYE') {
      const judge =
        format === 'full-thrust' &&
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
