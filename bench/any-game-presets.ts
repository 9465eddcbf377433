// Pairing a 2,000-player round under every any-game preset, through the format's own pairRound
// (src/engine/any-game/pairing.ts): the standings with the preset's tie-breakers, then the Swiss's one
// weighted matching (src/engine/any-game/swiss-pairing.ts, src/engine/blossom.ts). Each preset runs its
// own event: round 1 is the seeded draw, and every game's result comes from a seeded random (a draw one
// time in ten, otherwise either player), typed as the preset's Results columns want it (games won for
// Magic, one result for the others). Rounds 2 and 3 are timed, each on a fresh context so that nothing
// is read from the standings cache, and their matching work is counted (blossom.ts's blossomWork).
//
// `npx tsx bench/any-game-presets.ts` prints the table alone;
// `bench/run.ts --only any-game-presets` writes it into bench/RESULTS.md.
import { pairRound } from '../src/engine/any-game/pairing';
import { PRESETS, type PresetId } from '../src/engine/any-game/presets';
import { settingsOf } from '../src/engine/any-game/settings';
import { blossomWork } from '../src/engine/blossom';
import type { CellValue, FormatContext, Match, Player, RoundPlan } from '../src/engine/format';
import { seededRandom } from '../src/engine/random';

export const PRESET_PLAYERS = 2000;
/** The rounds timed: the first two the matching pairs (round 1 is a seeded draw). */
export const TIMED_ROUNDS = [2, 3];

export type MatchingWork = typeof blossomWork;

export interface PresetRound {
  round: number;
  /** pairRound's wall time, median of the runs. */
  ms: number;
  /** The matching's work in one pairRound call. */
  work: MatchingWork;
  plan: RoundPlan;
}

const workSince = (before: MatchingWork): MatchingWork => ({
  calls: blossomWork.calls - before.calls,
  edges: blossomWork.edges - before.edges,
  greedyPairs: blossomWork.greedyPairs - before.greedyPairs,
  stages: blossomWork.stages - before.stages,
  substages: blossomWork.substages - before.substages,
  edgeScans: blossomWork.edgeScans - before.edgeScans,
});

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The Results cells of a game under the event's settings: a draw, the Player's win or the Opponent's. */
function resultCells(games: boolean, outcome: 'draw' | 'a' | 'b'): Record<string, CellValue> {
  if (games) {
    const [a, b] = outcome === 'draw' ? [1, 1] : outcome === 'a' ? [2, 0] : [0, 2];
    return { aGames: a, bGames: b, drawnGames: 0 };
  }
  return { result: outcome === 'draw' ? 'Draw' : outcome === 'a' ? 'Player won' : 'Opponent won' };
}

/** `n` active players "Player 1" … "Player n", keys p1 … pn, listed in that order. */
export function numberedPlayers(n: number): Player[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `p${i + 1}`,
    name: `Player ${i + 1}`,
    active: true,
    row: i + 2,
    listIndex: i,
    fields: {},
  }));
}

/**
 * An event of `n` players under `preset`, paired round by round up to `rounds` with seeded results in
 * between; the rounds in `timed` are run `runs` times (median time) and their matching work counted.
 */
export function runPresetEvent(
  preset: PresetId,
  n: number,
  rounds: number,
  options: { timed?: readonly number[]; runs?: number } = {},
): PresetRound[] {
  const timed = options.timed ?? TIMED_ROUNDS;
  const runs = options.runs ?? 1;
  const players = numberedPlayers(n);
  const config = {
    format: 'any-game' as const,
    name: `${preset} bench`,
    date: '',
    rounds: 0,
    seed: `bench:${preset}`,
    options: { preset, cut: 'none' },
  };
  const games = settingsOf(config).results === 'games';
  const matches: Match[] = [];
  const out: PresetRound[] = [];
  let row = 2;
  for (let round = 1; round <= rounds; round++) {
    const played = matches.slice();
    // A new context per call: the standings are cached per context.
    const context = (): FormatContext => ({ config, players, matches: played, inputs: {} });
    const times: number[] = [];
    let plan: RoundPlan | null = null;
    let work: MatchingWork | null = null;
    for (let run = 0; run < (timed.includes(round) ? runs : 1); run++) {
      const before = { ...blossomWork };
      const t = process.hrtime.bigint();
      plan = pairRound(context(), round);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      work = workSince(before);
    }
    if (!plan || !work) throw new Error('no run');
    if (timed.includes(round)) out.push({ round, ms: median(times), work, plan });
    const random = seededRandom(`bench:${preset}:results:${round}`);
    for (const t of plan.tables) {
      const x = t.b === null ? 0 : random.next();
      matches.push({
        round,
        table: t.table,
        row: row++,
        a: t.a,
        b: t.b,
        cells: t.b === null ? {} : resultCells(games, x < 0.1 ? 'draw' : x < 0.55 ? 'a' : 'b'),
      });
    }
  }
  return out;
}

export interface PresetRow {
  preset: PresetId;
  label: string;
  rounds: PresetRound[];
}

/** Every preset's event at `n` players, rounds 2 and 3 timed (median of `runs`). */
export function presetsBench(n = PRESET_PLAYERS, runs = 3, log?: (line: string) => void): PresetRow[] {
  return PRESETS.map((p) => {
    const row = { preset: p.id, label: p.label, rounds: runPresetEvent(p.id, n, 3, { runs }) };
    log?.(presetsTable([row]).split('\n')[2]);
    return row;
  });
}

const ms = (x: number) => (x < 100 ? x.toFixed(1) : x.toFixed(0));

export function presetsTable(rows: PresetRow[]): string {
  const head = [
    'preset',
    'round 2 ms',
    'round 3 ms',
    'before, rewritten library: round 2 / 3 ms',
    'before, published library: round 2 / 3 ms',
    'matchings (round 2 / 3)',
    'edges',
    'greedy pairs',
    'stages',
    'substages',
    'edge scans',
  ];
  const both = (r: PresetRow, f: (x: PresetRound) => string | number) => r.rounds.map(f).join(' / ');
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${[
          `${r.preset} (${r.label})`,
          ms(r.rounds[0].ms),
          ms(r.rounds[1].ms),
          BEFORE[r.preset].rewritten.join(' / '),
          BEFORE[r.preset].published.join(' / '),
          both(r, (x) => x.work.calls),
          both(r, (x) => x.work.edges),
          both(r, (x) => x.work.greedyPairs),
          both(r, (x) => x.work.stages),
          both(r, (x) => x.work.substages),
          both(r, (x) => x.work.edgeScans),
        ].join(' | ')} |`,
    ),
  ].join('\n');
}

export const PRESETS_HEADING = '## Pairing a 2,000-player round, every preset';

/** The section for bench/RESULTS.md, with how it was run. */
export function presetsSection(how: string): string {
  const started = Date.now();
  const rows = presetsBench(PRESET_PLAYERS, 3, (l) => console.log(l));
  return `${PRESETS_HEADING}

Written by \`${how}\` (Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s).
A ${PRESET_PLAYERS.toLocaleString('en-US')}-player Swiss under each any-game preset (bench/any-game-presets.ts): the
any-game format's \`pairRound\` (the standings with the preset's tie-breakers, then one weighted matching;
chess with its colour rule), round 1 the seeded draw, every result a seeded draw one time in ten or else
either player's win, typed as the preset's Results columns take it. Round 2 and 3: pairRound's time, median
of 3, each on a fresh context (the standings are computed again); then the matching's work in one call
(src/engine/blossom.ts): matchings run, edges given (pairs within 32 standings places), pairs made by its
greedy start, stages (one augmenting path each), substages (dual changes) and edges scanned.
Before: the same event at commit ${BEFORE_COMMIT}, where the Swiss matched with edmonds-blossom-fixed, median of
3, with the library as that build rewrote it (a build-time rewrite of its source, loaded through a
Node hook; both since removed) and as published (what a plain \`node --import tsx\` loads): about 1,000
stages and 16 to 22 million edge scans a round, each stage growing again the tree of a point group's odd
player left over. Nothing in the add-on goes through the library now (it is a test oracle), and the
rewrite is gone.

${presetsTable(rows)}
`;
}

/** The build the "before" columns were measured on. */
const BEFORE_COMMIT = '59e5237';

/**
 * Rounds 2 and 3 in ms on the build BEFORE_COMMIT names, the same event: this file run on that tree
 * (median of 3), with that tree's hook that loaded its rewrite of the library (rewritten) and without it
 * (published).
 */
const BEFORE: Record<PresetId, { rewritten: [number, number]; published: [number, number] }> = {
  magic: { rewritten: [269, 709], published: [7249, 6612] },
  pokemon: { rewritten: [297, 1184], published: [5727, 7636] },
  chess: { rewritten: [951, 627], published: [7403, 6765] },
  xwing: { rewritten: [1123, 860], published: [7799, 6706] },
  generic: { rewritten: [249, 813], published: [5748, 7287] },
};

if (process.argv[1]?.endsWith('any-game-presets.ts')) {
  const n = Number(process.argv[2] ?? PRESET_PLAYERS);
  console.log(presetsTable(presetsBench(n, 3)));
}
