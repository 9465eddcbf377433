// The chess preset's pairing beside a Dutch-system program ("Colours and floaters in the
// matching"): bbpPairings (Apache-2.0, C++, FIDE-endorsed), a dev-only oracle that stays out of the bundle
// and out of CI. Each simulated event is paired round by round by the chess preset's pairRound; before
// each round from 2 on, the same standings go to bbpPairings as the FIDE TRF the add-on exports
// (src/engine/any-game/trf.ts), so both pair the very same field, and both pairings are measured:
// - floaters: tables whose two players have different scores (one player floated down per table);
// - due colours missed: players with a colour preference (FIDE C.04.3 Dutch system, A.6: absolute when
//   the colour difference is beyond ±1 or the last two games had the same colour, strong at ±1, mild at 0
//   after a game) who got the other colour, absolute and strong ones apart;
// - colour-rule breaches: tables giving a player a third colour in a row or a colour difference beyond
//   ±2 (FIDE C.04.1 (f), (g)). The Dutch system lets topscorers in the last round break them (its C.3
//   bars only non-topscorers with the same absolute preference from meeting); the add-on keeps them
//   always, so the floaters are also counted over the rounds where the Dutch pairing kept the rule too.
//
// Build bbpPairings once (`make` in a checkout of BieremaBoyzProgramming/bbpPairings) and point
// BBP_PAIRINGS at its bbpPairings.exe; `npx tsx bench/run.ts --only dutch` writes the section.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairRound } from '../src/engine/any-game/pairing';
import { trfOf } from '../src/engine/any-game/trf';
import type { FormatContext, Match } from '../src/engine/format';
import { seededRandom } from '../src/engine/random';
import { numberedPlayers } from './any-game-presets';

export const DUTCH_HEADING = '## Chess colours and floaters beside the Dutch system';

/** Fields and rounds measured (the sizes), and how many seeded events each. */
export const DUTCH_CASES: { players: number; rounds: number; events: number }[] = [
  { players: 9, rounds: 5, events: 60 },
  { players: 16, rounds: 5, events: 40 },
  { players: 31, rounds: 6, events: 30 },
  { players: 64, rounds: 7, events: 10 },
  { players: 200, rounds: 9, events: 3 },
];

/** The bbpPairings executable BBP_PAIRINGS names, when it is there. */
export function bbpPath(): string | null {
  const path = process.env.BBP_PAIRINGS;
  return path && existsSync(path) ? path : null;
}

type Colour = 'W' | 'B';
interface Table {
  white: string;
  black: string | null;
}

export interface DutchTally {
  rounds: number;
  tables: number;
  floaters: number;
  preferences: number;
  missed: number;
  strongMissed: number;
  /** Tables breaking FIDE C.04.1 (f) or (g). */
  breaches: number;
  /** Floaters over the rounds where the Dutch pairing broke neither (f) nor (g). */
  keptFloaters: number;
}

const empty = (): DutchTally => ({
  rounds: 0,
  tables: 0,
  floaters: 0,
  preferences: 0,
  missed: 0,
  strongMissed: 0,
  breaches: 0,
  keptFloaters: 0,
});

/** FIDE C.04.1 (f) and (g): after the game, no third colour in a row and no difference beyond ±2. */
function keepsRule(history: readonly Colour[], got: Colour): boolean {
  const after = [...history, got];
  const w = after.filter((c) => c === 'W').length;
  const last3 = after.slice(-3);
  return Math.abs(2 * w - after.length) <= 2 && !(last3.length === 3 && last3.every((c) => c === got));
}

/** A player's colour preference from the colours of games played (Dutch system A.6). */
function preference(history: readonly Colour[]): { colour: Colour; strong: boolean } | null {
  if (!history.length) return null;
  const cd = history.filter((c) => c === 'W').length - history.filter((c) => c === 'B').length;
  const last = history[history.length - 1];
  const twice = history.length >= 2 && history[history.length - 2] === last;
  if (cd > 1 || (twice && last === 'W')) return { colour: 'B', strong: true };
  if (cd < -1 || (twice && last === 'B')) return { colour: 'W', strong: true };
  if (cd === 1) return { colour: 'B', strong: true };
  if (cd === -1) return { colour: 'W', strong: true };
  return { colour: last === 'W' ? 'B' : 'W', strong: false };
}

/** Measures one round's pairing into `t`; returns its floaters and colour-rule breaches. */
function measure(
  tables: readonly Table[],
  score: Map<string, number>,
  colours: Map<string, Colour[]>,
  t: DutchTally,
): { floaters: number; breaches: number } {
  t.rounds++;
  let floaters = 0;
  let breaches = 0;
  for (const { white, black } of tables) {
    if (black === null) continue;
    t.tables++;
    if (score.get(white) !== score.get(black)) floaters++;
    if (!keepsRule(colours.get(white) ?? [], 'W') || !keepsRule(colours.get(black) ?? [], 'B')) breaches++;
    for (const [id, got] of [
      [white, 'W'],
      [black, 'B'],
    ] as const) {
      const p = preference(colours.get(id) ?? []);
      if (!p) continue;
      t.preferences++;
      if (p.colour !== got) {
        t.missed++;
        if (p.strong) t.strongMissed++;
      }
    }
  }
  t.floaters += floaters;
  t.breaches += breaches;
  return { floaters, breaches };
}

/** bbpPairings' pairing of the next round of the event `trf` holds: "white black" lines, "id 0" a bye. */
function pairWithBbp(bbp: string, trf: string, ids: readonly string[]): Table[] {
  const dir = mkdtempSync(join(tmpdir(), 'dutch-'));
  try {
    const input = join(dir, 'event.trf');
    const output = join(dir, 'pairs.txt');
    writeFileSync(input, trf);
    execFileSync(bbp, ['--dutch', input, '-p', output], { stdio: 'pipe' });
    const lines = readFileSync(output, 'utf8').trim().split('\n').slice(1);
    return lines.map((l) => {
      const [w, b] = l.trim().split(/\s+/).map(Number);
      return { white: ids[w - 1], black: b === 0 ? null : ids[b - 1] };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One chess event paired by the add-on, each round from 2 also paired by bbpPairings and both measured. */
function runEvent(bbp: string, n: number, rounds: number, seed: string, ours: DutchTally, dutch: DutchTally) {
  const players = numberedPlayers(n);
  // No rating is typed, so the TRF's starting ranks are the Players order: bbpPairings' numbers map back.
  const ids = players.map((p) => p.key);
  const config = {
    format: 'any-game' as const,
    name: 'Dutch bench',
    date: '',
    rounds,
    seed,
    options: { preset: 'chess' },
  };
  const matches: Match[] = [];
  const score = new Map(ids.map((id) => [id, 0]));
  const colours = new Map<string, Colour[]>(ids.map((id) => [id, []]));
  let row = 2;
  for (let round = 1; round <= rounds; round++) {
    const ctx: FormatContext = { config, players, matches: matches.slice(), inputs: {} };
    const plan = pairRound(ctx, round);
    const tables: Table[] = plan.tables.map((t) => ({ white: t.a, black: t.b }));
    if (round > 1) {
      const file = trfOf(ctx);
      if (!file.ok) throw new Error(file.reason);
      const o = measure(tables, score, colours, ours);
      const d = measure(pairWithBbp(bbp, file.text, ids), score, colours, dutch);
      if (d.breaches === 0) {
        ours.keptFloaters += o.floaters;
        dutch.keptFloaters += d.floaters;
      }
    }
    const random = seededRandom(`${seed}:results:${round}`);
    for (const t of plan.tables) {
      const x = t.b === null ? 0 : random.next();
      const result = x < 0.1 ? '½-½' : x < 0.55 ? '1-0' : '0-1';
      matches.push({
        round,
        table: t.table,
        row: row++,
        a: t.a,
        b: t.b,
        cells: t.b === null ? {} : { result },
      });
      if (t.b === null) {
        score.set(t.a, (score.get(t.a) ?? 0) + 1);
        continue;
      }
      colours.get(t.a)?.push('W');
      colours.get(t.b)?.push('B');
      const [sa, sb] = result === '½-½' ? [0.5, 0.5] : result === '1-0' ? [1, 0] : [0, 1];
      score.set(t.a, (score.get(t.a) ?? 0) + sa);
      score.set(t.b, (score.get(t.b) ?? 0) + sb);
    }
  }
}

export interface DutchRow {
  players: number;
  rounds: number;
  events: number;
  ours: DutchTally;
  dutch: DutchTally;
}

export function dutchBench(bbp: string, log?: (line: string) => void): DutchRow[] {
  return DUTCH_CASES.map(({ players, rounds, events }) => {
    const ours = empty();
    const dutch = empty();
    for (let e = 0; e < events; e++) runEvent(bbp, players, rounds, `dutch-${players}-${e}`, ours, dutch);
    const row = { players, rounds, events, ours, dutch };
    log?.(dutchTable([row]).split('\n')[2]);
    return row;
  });
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1' : '∞') : (a / b).toFixed(2));

export function dutchTable(rows: DutchRow[]): string {
  const head = [
    'players',
    'rounds × events',
    'tables paired (rounds 2 on)',
    'floaters: ours / Dutch',
    'due colours missed: ours / Dutch (of preferences)',
    'missed / Dutch',
    'absolute or strong missed: ours / Dutch',
    'colour-rule breaches: ours / Dutch',
    'floaters where Dutch kept the rule: ours / Dutch',
  ];
  const lines = rows.map((r) => [
    String(r.players),
    `${r.rounds} × ${r.events}`,
    String(r.ours.tables),
    `${r.ours.floaters} / ${r.dutch.floaters}`,
    `${r.ours.missed} / ${r.dutch.missed} (of ${r.ours.preferences} / ${r.dutch.preferences})`,
    ratio(r.ours.missed, r.dutch.missed),
    `${r.ours.strongMissed} / ${r.dutch.strongMissed}`,
    `${r.ours.breaches} / ${r.dutch.breaches}`,
    `${r.ours.keptFloaters} / ${r.dutch.keptFloaters}`,
  ]);
  return [head, head.map(() => '---'), ...lines].map((l) => `| ${l.join(' | ')} |`).join('\n');
}

export function dutchSection(how: string): string {
  const bbp = bbpPath();
  if (!bbp) throw new Error('bbpPairings not found: build it and set BBP_PAIRINGS (bench/dutch.ts)');
  const started = Date.now();
  const rows = dutchBench(bbp, (l) => console.log(l));
  return `${DUTCH_HEADING}

Written by \`${how}\` (Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s).
Chess-preset events (bench/dutch.ts), results a seeded draw one time in ten, else either player's win,
paired round by round by the add-on; before each round from 2 on, the same standings are also paired by
[bbpPairings](https://github.com/BieremaBoyzProgramming/bbpPairings)' Dutch system (FIDE C.04.3), read
from the FIDE TRF the add-on exports. Both pairings of the same field are measured: floaters, tables
whose two players have different scores; due colours missed, players with a colour preference (Dutch
A.6: absolute beyond ±1 or after the same colour twice, strong at ±1, mild at 0) given the other colour;
colour-rule breaches, tables giving a player a third colour in a row or a difference beyond ±2 (FIDE
C.04.1 (f), (g)), which the Dutch system allows topscorers in the last round and the add-on never (where
a pairing keeps them). The last column counts the floaters over the rounds where the Dutch pairing kept
that rule too, so both pair under the same constraints.
The goals: floaters no more than the Dutch system's, due colours missed at most 1.25 times its.

${dutchTable(rows)}
`;
}

if (process.argv[1]?.endsWith('dutch.ts')) {
  const bbp = bbpPath();
  if (!bbp) throw new Error('bbpPairings not found: build it and set BBP_PAIRINGS');
  console.log(dutchTable(dutchBench(bbp, (l) => console.log(l))));
}
