// Whole events of every format through the built dist/Code.js (bench/calls.ts drives them), with
// Standings by round and My games read back as the tabs hold them, for test/bundle/standings-by-round.test.ts
// and test/bundle/my-games.test.ts.
import { DRIVERS, type Driver, Event } from '../../bench/calls';
import { typeInto } from '../../local/emulator';
import { allFormats } from '../../src/engine/formats/registry';
import { kitOf } from './kits';
import { splitStandings } from './standings';

type Row = unknown[];

/** What each format's Standings ranks by first, as its rules say (docs/rules/<id>.md): its kit's byRound. */
export const PRIMARY_SCORE: Record<string, string> = Object.fromEntries(
  allFormats().map((f) => [f.id, kitOf(f.id).byRound.primaryScore]),
);

/** Players per format (its kit's byRound): a bye in sealed deck, Attack Wing and any game, a five-round round robin, a cut of 8. */
export const PLAYERS: Record<string, number> = Object.fromEntries(
  allFormats().map((f) => [f.id, kitOf(f.id).byRound.players]),
);

export interface ByRound {
  headers: string[];
  /** Player -> the cells after Rank and Player, one per round header. */
  cells: Map<string, unknown[]>;
  ranks: Map<string, unknown>;
  /** Players top to bottom. */
  order: string[];
}

export function byRoundOf(ev: Event): ByRound {
  const [headers = [], ...rows] = ev.values('Standings by round');
  const rounds = headers.slice(2).map(String).filter(Boolean);
  const cells = new Map<string, unknown[]>();
  const ranks = new Map<string, unknown>();
  for (const r of rows) {
    cells.set(String(r[1]), r.slice(2, 2 + rounds.length));
    ranks.set(String(r[1]), r[0]);
  }
  return { headers: headers.map(String), cells, ranks, order: rows.map((r) => String(r[1])) };
}

/** Player -> the format's primary score on Standings now. */
export function standingsScores(ev: Event, format: string): Map<string, unknown> {
  const s = splitStandings(ev.values('Standings'));
  const player = s.headers.indexOf('Player');
  const score = s.headers.indexOf(PRIMARY_SCORE[format]);
  return new Map(s.rows.map((r) => [String(r[player]), r[score]]));
}

export interface MyGame {
  player: string;
  round: number;
  table: number;
  opponent: string;
  result: string;
  score: unknown;
}

/** My games read back: a name row (only its first cell written), then that player's games below it. */
export function myGamesOf(ev: Event): MyGame[] {
  const [, ...rows] = ev.values('My games');
  const out: MyGame[] = [];
  let player = '';
  for (const r of rows) {
    if (r.slice(1).every((v) => v === '' || v === undefined)) {
      player = String(r[0]);
      continue;
    }
    out.push({
      player,
      round: Number(r[0]),
      table: Number(r[1]),
      opponent: String(r[2]),
      result: String(r[3]),
      score: r[4],
    });
  }
  return out;
}

function expectOk(what: string, r: { ok: boolean; problems?: unknown[] }): void {
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r.problems?.slice(0, 3))}`);
}

/**
 * Results rows of `round` that wait for a result: its games, and a game against a judge (Full Thrust,
 * an odd field: a BYE row that is not a bye), which takes the player's side only.
 */
function gameRows(ev: Event, round: number): { index: number; row: Row; judge: boolean }[] {
  const results = ev.values('Results');
  const status = results[0].indexOf('Status');
  return results
    .map((row, index) => ({ index, row, judge: row[3] === 'BYE' && row[status] !== 'Bye' }))
    .filter(({ index, row, judge }) => index > 0 && row[0] === round && (row[3] !== 'BYE' || judge));
}

/** Types a driver's result into a Results row (the player's side only against a judge). */
function typeResult(
  ev: Event,
  driver: Driver,
  round: number,
  game: { index: number; row: Row; judge: boolean },
) {
  const cells = driver.result(game.row, round, game.index + 1);
  if (cells) typeInto(ev.emu, 'Results', `E${game.index + 1}`, [game.judge ? cells.slice(0, 3) : cells]);
}

/**
 * A whole event of `driver`'s format: each round paired, its results typed but one game's, Standings
 * updated (`onPartial`), the last result typed, Standings updated again (`onRound`). After round 1 a
 * player is dropped (`dropped`).
 */
export function runWholeEvent(
  driver: Driver,
  hooks: {
    onPartial?: (ev: Event, round: number, waiting: [string, string]) => void;
    onRound?: (ev: Event, round: number) => void;
  },
): { ev: Event; dropped: string; rounds: number } {
  const ev = new Event();
  const n = PLAYERS[driver.id];
  const names = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
  const rounds = driver.rounds(3, n);
  expectOk('setup', ev.call('setupEvent', { format: driver.id, ...driver.options(rounds, n) }));
  ev.paste('Players', driver.players(names));
  for (const [tab, rows] of Object.entries(driver.inputs?.(names) ?? {})) ev.paste(tab, rows);
  for (const [entry, ...args] of driver.beforeRound1 ?? []) ev.call(entry, ...args);
  const dropped = names[n - 1];
  for (let round = 1; round <= rounds; round++) {
    expectOk(`pairing round ${round}`, ev.call('pairNextRound'));
    const games = gameRows(ev, round);
    const last = games.filter((g) => !g.judge).at(-1);
    if (!last) throw new Error(`round ${round}: no game`);
    for (const game of games) if (game !== last) typeResult(ev, driver, round, game);
    expectOk(`standings ${round} (one result missing)`, ev.call('updateStandings'));
    hooks.onPartial?.(ev, round, [String(last.row[2]), String(last.row[3])]);
    typeResult(ev, driver, round, last);
    expectOk(`standings ${round}`, ev.call('updateStandings'));
    hooks.onRound?.(ev, round);
    if (round === 1) expectOk('drop', ev.call('setPlayerStatus', { name: dropped, status: 'dropped' }));
  }
  return { ev, dropped, rounds };
}

export { DRIVERS };
