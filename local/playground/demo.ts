// Filled sample events, one small entry per format: the setup options, the players typed on the
// Players tab, and how a result is typed on a Results row. The demo pairs round 1 through the real
// entry points and types some of its results, the way an organizer would.
import type { SetupOptions } from '../../src/shared/types';
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

const STARSHIP = ['Picard', 'Riker', 'Data', 'Worf', 'Troi', 'Crusher', 'La Forge'];
const EIGHT = [
  'Ann Archer',
  'Ben Okafor',
  'Chloé Dubois',
  'Dmitri Ivanov',
  'Eve Santos',
  'Farah Haddad',
  'Gus Lindqvist',
  'Hana Sato',
];
const TWELVE = [...EIGHT, 'Ivan Petrov', 'Jade Morales', 'Kofi Mensah', 'Lena Fischer'];

export const DEMOS: Record<string, DemoSpec> = {
  'sealed-deck': {
    setup: {
      format: 'sealed-deck',
      name: 'Friday Sealed',
      date: '2026-12-05',
      rounds: 3,
      seed: 'demo-sealed',
    },
    players: EIGHT.map((n) => [n]),
    result: (i) =>
      (
        [
          [100, 65, 'Win'],
          [40, 85, 'Win'],
          [70, 70, 'Time called'],
          [90, 30, 'Decks exhausted'],
        ] as Cell[][]
      )[i % 4],
    resultsEntered: 3,
  },
  'attack-wing': {
    setup: { format: 'attack-wing', name: 'Attack Wing OP', date: '2026-12-05', rounds: 3, seed: 'demo-aw' },
    players: STARSHIP.map((n) => [n]),
    // One legal two-ship Federation fleet per player on the Fleets tab.
    inputs: [
      [
        'Fleets',
        'A2',
        STARSHIP.flatMap((n, i) => [
          [n, '1', 'Ship', '', `U.S.S. Ship ${i + 1}`, 'FED', 28],
          ['', '', 'Captain', '', `Captain ${i + 1}`, 'FED', 5],
          ['', '', 'Upgrade', 'W', 'Photon Torpedoes', 'FED', 5],
          ['', '2', 'Ship', '', `U.S.S. Escort ${i + 1}`, 'FED', 20],
          ['', '', 'Captain', '', 'Federation Captain', 'FED', 0],
        ]),
      ],
    ],
    result: (i) =>
      (
        [
          [58, 33, 'Time'],
          [40, 58, 'Time'],
          [58, 20, 'Time'],
        ] as Cell[][]
      )[i % 3],
    resultsEntered: 2,
  },
  'arrow-target': {
    setup: {
      format: 'arrow-target',
      name: 'Counter Night',
      date: '2026-12-05',
      seed: 'demo-arrows',
      startNumbers: 'as-listed',
      rounds: 7,
    },
    players: EIGHT.slice(0, 7).map((n) => [n]),
    result: (i, g) => [
      `${g.player.split(' ')[0]} aggro`,
      `${g.opponent.split(' ')[0]} control`,
      i % 2 ? 'Target' : 'Arrow',
      '',
    ],
    resultsEntered: 2,
  },
  'full-thrust': {
    setup: { format: 'full-thrust', name: "Admiral's Cup", date: '2026-12-05', rounds: 4, seed: 'demo-ft' },
    players: EIGHT.map((n, i) => [n, 'active', 1000 + 10 * i]),
    result: (i) =>
      (
        [
          [620, 410, 0, 380, 700, 12],
          [500, 500, 6, 450, 520, 3],
          [800, 200, 0, 150, 900, 20],
        ] as Cell[][]
      )[i % 3],
    resultsEntered: 3,
  },
  'any-game': {
    // The Magic preset's rules: 12 players are 5 Swiss rounds and a top 4 by its table (Magic Tournament
    // Rules, Appendix E); a match is typed as games won (2-1), and Standings show OMW%, GW% and OGW%.
    setup: {
      format: 'any-game',
      name: 'Friday Modern',
      date: '2026-12-05',
      seed: 'demo-any',
      preset: 'magic',
    },
    players: TWELVE.map((n) => [n]),
    result: (i) =>
      (
        [
          [2, 1],
          [0, 2],
          [2, 0],
          [1, 2],
          [1, 1, 1],
          [2, 1],
        ] as Cell[][]
      )[i % 6],
    roundsPlayed: 2,
    resultsEntered: 4,
  },
};

export function demoIds(): string[] {
  return Object.keys(DEMOS);
}

/** Sets up the demo event in an empty session. Throws with the add-on's own message if a step fails. */
export function buildDemo(session: Session, id: string): void {
  const spec = DEMOS[id];
  if (!spec) throw new Error(`No demo for "${id}". Demos: ${demoIds().join(', ')}`);
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
