// The season engine's recompute at a year of weekly events: 52 events × 32 players, each event 48
// rounds of 16 games (39,936 games), results drawn from hidden strengths by a fixed linear
// congruential stream. Times the league table, FIDE Elo and Glicko-2 over the whole season, as a
// recompute after each event's results would run them. Standalone (bench/RESULTS.md is not written):
// `npx tsx bench/season.ts`. The budget is 2 s of JavaScript for the three together.
import { performance } from 'node:perf_hooks';
import { eloSeason } from '../src/engine/season/elo';
import type { RatedEvent, SeasonGame } from '../src/engine/season/games';
import { glicko2Season } from '../src/engine/season/glicko2';
import { type LeagueEntry, type LeagueEvent, leagueTable } from '../src/engine/season/league';

const EVENTS = 52;
const PLAYERS = 32;
const ROUNDS = 48;
const BUDGET_MS = 2000;

let seed = 20261206;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

function buildSeason(): { rated: RatedEvent[]; league: LeagueEvent[] } {
  const names = Array.from({ length: PLAYERS }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
  const strength = names.map(() => 1200 + 1000 * next());
  const rated: RatedEvent[] = [];
  const league: LeagueEvent[] = [];
  for (let e = 0; e < EVENTS; e++) {
    const games: SeasonGame[] = [];
    const tally = names.map((player) => ({ player, score: 0, wins: 0, draws: 0, losses: 0 }));
    for (let r = 0; r < ROUNDS; r++) {
      const order = names.map((_, i) => i).sort(() => next() - 0.5);
      for (let b = 0; b < PLAYERS; b += 2) {
        const [i, j] = [order[b], order[b + 1]];
        const p = 1 / (1 + 10 ** ((strength[j] - strength[i]) / 400));
        const x = next();
        const score = x < p - 0.1 ? 1 : x < p + 0.1 ? 0.5 : 0;
        games.push({ player: names[i], opponent: names[j], score });
        for (const [k, s] of [
          [i, score],
          [j, 1 - score],
        ] as const) {
          tally[k].score += s;
          if (s === 1) tally[k].wins++;
          else if (s === 0) tally[k].losses++;
          else tally[k].draws++;
        }
      }
    }
    rated.push(games);
    const byScore = [...tally].sort((a, b) => b.score - a.score);
    league.push(
      byScore.map(
        (t): LeagueEntry => ({
          player: t.player,
          place: 1 + byScore.findIndex((u) => u.score === t.score),
          wins: t.wins,
          draws: t.draws,
          losses: t.losses,
        }),
      ),
    );
  }
  return { rated, league };
}

/** The median of `runs` timed calls after one warm-up, in ms. */
function time(run: () => unknown, runs = 5): number {
  run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const { rated, league } = buildSeason();
const games = rated.reduce((n, e) => n + e.length, 0);
const points = { attend: 1, win: 3, draw: 1, loss: 0, byPlace: [10, 8, 6, 5, 4, 3, 2, 1] };
const figures = [
  [
    'League (best 10, 20 events to rank)',
    time(() => leagueTable(league, { points, best: 10, minEvents: 20 })),
  ],
  ['FIDE Elo', time(() => eloSeason(rated))],
  ['Glicko-2 (τ 0.5)', time(() => glicko2Season(rated))],
] as const;
const total = figures.reduce((s, [, ms]) => s + ms, 0);
console.log(
  `Season recompute: ${EVENTS} events × ${PLAYERS} players, ${games} games (Node ${process.version})`,
);
console.log('| Engine | ms (median of 5) |\n|---|---:|');
for (const [label, ms] of figures) console.log(`| ${label} | ${ms.toFixed(1)} |`);
console.log(`| All three | ${total.toFixed(1)} |`);
console.log(total < BUDGET_MS ? `Within the ${BUDGET_MS} ms budget.` : `Over the ${BUDGET_MS} ms budget.`);
if (total >= BUDGET_MS) process.exitCode = 1;
