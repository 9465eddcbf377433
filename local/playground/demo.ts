// Filled sample events, one small entry per format, each in its format's test kit (test/support/kits/):
// the setup options, the players typed on the Players tab, and how a result is typed on a Results row.
// The demo pairs round 1 through the real entry points and types some of its results, the way an
// organizer would.
import { allFormats } from '../../src/engine/formats/registry';
import type { SetupOptions } from '../../src/shared/types';
import { kitOf } from '../../test/support/kits';
import { buildSeasonDemo } from './season-demo';
import type { Session } from './session';

type Cell = string | number | boolean;

export interface DemoSpec {
  setup: SetupOptions;
  /** Rows typed on the Players tab from A2 (name first, then the format's player columns). */
  players: Cell[][];
  /** The result cells typed from column E of a Results row, for the i-th game of the round. */
  result(i: number, game: { player: string; opponent: string }): Cell[];
  /** How many games of the last round paired get a result (the rest are left for the visitor to type). */
  resultsEntered: number;
  /**
   * Rounds paired and fully typed before the last one (default 0: the demo shows round 1), so a format
   * whose tie-breakers read the opponents' records shows them filled in.
   */
  roundsPlayed?: number;
  /** Optional extra input tabs to fill after setup (e.g. Fleets), as [tab, A1, rows]. */
  inputs?: [string, string, Cell[][]][];
}

/** Every format's demo, in the registry's order: each is in its format's test kit (test/support/kits/<id>.ts). */
export const DEMOS: Record<string, DemoSpec> = Object.fromEntries(
  allFormats().map((f) => [f.id, kitOf(f.id).demo]),
);

export function demoIds(): string[] {
  return Object.keys(DEMOS);
}

/** The season demo's name: three events closed into a season (local/playground/season-demo.ts). */
export const SEASON_DEMO = 'season';

/** Every demo the playground builds: each format's, then the season's. */
export function playgroundDemoIds(): string[] {
  return [...demoIds(), SEASON_DEMO];
}

/**
 * Sets up the demo event (or the season demo's three) in an empty session. Throws with the add-on's own
 * message if a step fails.
 */
export function buildDemo(session: Session, id: string): void {
  if (id === SEASON_DEMO) {
    buildSeasonDemo(session);
    return;
  }
  const spec = DEMOS[id];
  if (!spec) throw new Error(`No demo for "${id}". Demos: ${playgroundDemoIds().join(', ')}`);
  const step = (name: string, args: unknown[] = []) => {
    const r = session.call(name, args) as { ok: boolean; message: string; problems: { message: string }[] };
    if (!r.ok)
      throw new Error(
        `demo ${id}: ${name} failed: ${r.message} ${r.problems.map((p) => p.message).join(' ')}`,
      );
  };
  step('setupEvent', [spec.setup]);
  session.type('Players', 'A2', spec.players);
  for (const [tab, a1, rows] of spec.inputs ?? []) session.type(tab, a1, rows);
  const last = (spec.roundsPlayed ?? 0) + 1;
  for (let round = 1; round <= last; round++) {
    step('pairNextRound');
    const results = session.emu.store.sheets.find((s) => s.name === 'Results');
    if (!results) throw new Error(`demo ${id}: no Results tab`);
    const limit = round === last ? spec.resultsEntered : Number.POSITIVE_INFINITY;
    let game = 0;
    results.rows.forEach((row, i) => {
      const opponent = row?.[3]?.value;
      if (i === 0 || row?.[0]?.value !== round || !opponent || opponent === 'BYE' || game >= limit) return;
      session.type('Results', `E${i + 1}`, [
        spec.result(game, { player: String(row?.[2]?.value ?? ''), opponent: String(opponent) }),
      ]);
      game++;
    });
  }
  step('updateStandings');
  session.call('selectCell', ['Pairings', 'A1']);
}
