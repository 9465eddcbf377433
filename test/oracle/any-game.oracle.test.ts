// Random any-game events for every preset run through the built dist/Code.js and compared, round by
// round, with the naive oracle (test/oracle/any-game.oracle.ts): points, wins/losses/draws/byes and every
// tie-breaker value on Standings, the order wherever the values differ and "Random order" exactly where
// they do not; from Results alone, every active player seated once, no second bye while a player has
// none, no rematch a pairing could avoid, and the cut the top N by the Swiss standings in bracket order.
// Fields of 5-24, 2-5 typed rounds (up to N - 1 for small fields), now and then a tie-breaker order typed
// over the preset's (ARO and TPR among them, with a Rating column now and then), wins, draws, games
// 2-0 / 2-1 / 1-1 / 1-1-1, intentional draws,
// double losses where allowed, drops between rounds and late entries; in chess, forfeits (1F-0F,
// 0F-1F, 0F-0F) and, where the Event tab allows them, requested byes typed on Players before a round.
// Seeded: FUZZ_SEED changes the seed, FUZZ_RUNS the number of events (CI runs the small default).
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { setupAnyGame } from '../support/any-game';
import { type Artifact, openArtifact } from '../support/artifact';
import { standingsOf } from '../support/standings';
import {
  bracketPairs,
  fewestRematches,
  forfeitOf,
  GROUP_COLUMNS,
  type OraclePlayer,
  type OracleRow,
  type OracleSettings,
  oracleStandings,
  PERCENT_COLUMNS,
  requestedBye,
  shows,
} from './any-game.oracle';
import { prng as rng } from './prng';

const SEED = Number(process.env.FUZZ_SEED ?? 20261202) || 20261202;
const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Math.floor(Number(process.env.FUZZ_RUNS)) : 8;
const PRESETS = ['magic', 'pokemon', 'chess', 'xwing', 'generic'] as const;
const ORDERABLE = [
  'omw',
  'gw',
  'ogw',
  'owp',
  'oowp',
  'buchholz',
  'buchholz-cut-1',
  'median-buchholz',
  'sonneborn-berger',
  'direct-encounter',
  'wins',
  'sos',
  'extended-sos',
  'head-to-head',
  'aro',
  'tpr',
];

type Rng = ReturnType<typeof rng>;

function eventSettings(a: Artifact): OracleSettings {
  const tab = new Map(a.values('Event').map((r) => [String(r[0]), r[1]]));
  const tiebreakers: string[] = [];
  for (let i = 1; tab.has(`Tie-breaker ${i}`); i++) {
    const v = String(tab.get(`Tie-breaker ${i}`));
    if (v === 'None' || v === '') break;
    if (!tiebreakers.includes(v)) tiebreakers.push(v);
  }
  return {
    points: {
      win: Number(tab.get('Points for a win')),
      draw: Number(tab.get('Points for a draw')),
      loss: Number(tab.get('Points for a loss')),
      bye: Number(tab.get('Points for a bye')),
    },
    games: String(tab.get('Results')).startsWith('Games'),
    doubleLoss: tab.get('Double loss') === 'Allowed',
    colours: String(tab.get('Colours') ?? '').startsWith('White and Black'),
    tiebreakers,
  };
}

function resultsRows(a: Artifact): (OracleRow & { row: number })[] {
  return a
    .values('Results')
    .slice(1)
    .map((v, i) => ({
      row: i + 2,
      round: Number(v[0]),
      player: String(v[2]),
      opponent: String(v[3]),
      playerGames: v[4],
      opponentGames: v[5],
      drawnGames: v[6],
      result: v[7],
    }));
}

function playersTab(a: Artifact): OraclePlayer[] {
  const grid = a.values('Players');
  // The Rating column is the organizer's: found by its header, when there is one.
  const ratingAt = (grid[0] ?? []).findIndex((h) => String(h).trim().toLowerCase() === 'rating');
  return grid
    .slice(1)
    .filter((r) => String(r[0]).trim() !== '')
    .map((r) => {
      const rating =
        ratingAt >= 0 && String(r[ratingAt] ?? '').trim() !== '' ? Number(r[ratingAt]) : undefined;
      return {
        name: String(r[0]),
        dropped: String(r[1]).toLowerCase() === 'dropped',
        ...(rating === undefined ? {} : { rating }),
      };
    });
}

/** E:H for one match: mostly decisive, with draws, intentional draws and double losses where allowed. */
function drawCells(r: Rng, s: OracleSettings): unknown[] {
  // Chess's forfeits: a game paired and not played.
  if (s.colours && r.next() < 0.08)
    return ['', '', '', r.pick(s.doubleLoss ? ['1F-0F', '0F-1F', '0F-0F'] : ['1F-0F', '0F-1F'])];
  const x = r.next();
  if (x < 0.05) return ['', '', '', 'Intentional draw'];
  if (x < 0.09 && s.doubleLoss) return ['', '', '', 'Double loss'];
  if (s.games) {
    const [pg, og, dg] = r.pick([
      [2, 0, ''],
      [2, 1, ''],
      [0, 2, ''],
      [1, 2, ''],
      [1, 1, ''],
      [1, 1, 1],
      [2, 0, 1],
      [1, 0, 1],
      [0, 0, 1],
    ] as const);
    const word = r.next() < 0.3 ? (pg > og ? 'Player won' : pg < og ? 'Opponent won' : 'Draw') : '';
    return [pg, og, dg, word];
  }
  const y = r.next();
  const which = y < 0.42 ? 0 : y < 0.84 ? 1 : 2;
  return ['', '', '', ['Player won', 'Opponent won', 'Draw'][which]];
}

function playEvent(index: number): void {
  const r = rng(SEED + index * 7919);
  const preset = PRESETS[index % PRESETS.length];
  // A third small (5-9), where rounds outnumber half the field and the brute-force rematch check runs.
  const n = r.next() < 0.35 ? 5 + r.int(5) : 5 + r.int(20);
  // Small fields sometimes play nearly a round robin: where rematches become hard to avoid.
  const rounds = n <= 9 && r.next() < 0.5 ? n - 2 + r.int(2) : 2 + r.int(4);
  const cut = r.next() < 0.4 && n >= 6 ? (n >= 10 && r.next() < 0.5 ? 8 : 4) : null;
  const options: Record<string, unknown> = {
    preset,
    rounds,
    cut: cut === null ? 'none' : String(cut),
    seed: `oracle-${index}`,
  };
  // The settings typed over a preset's: games mode and double losses where the preset has neither.
  if ((preset === 'generic' || preset === 'xwing') && r.next() < 0.3) options.results = 'games';
  if (preset === 'magic' && r.next() < 0.3) options.doubleLoss = 'allowed';
  // Chess with requested byes allowed: a player now and then asks to sit out the coming round.
  const byes = preset === 'chess' && r.next() < 0.6;
  if (byes) options.requestedByes = 'allowed';
  // An order typed on the Event tab over the preset's, from every tie-breaker an organizer may pick.
  if (r.next() < 0.3) {
    const pool = [...ORDERABLE];
    const k = 1 + r.int(4);
    for (let i = 1; i <= k; i++) options[`tiebreak${i}`] = pool.splice(r.int(pool.length), 1)[0];
    options[`tiebreak${k + 1}`] = 'none';
  }
  const names = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const a = openArtifact();
  setupAnyGame(a, names, options);
  // Now and then the organizer's Rating column (Players D, after Fixed table), a few players unrated:
  // chess pairs round 1 by it, and ARO and TPR read it.
  if (r.next() < 0.4)
    a.type('Players', 'D1', [
      ['Rating'],
      ...names.map((): unknown[] => [r.next() < 0.2 ? '' : 1000 + r.int(1500)]),
    ]);
  // The organizer's Bye request column, found by its header (E: past Fixed table and any Rating).
  if (byes) a.type('Players', 'E1', [['Bye request']]);
  const s = eventSettings(a);
  const where = (round: number) => `event ${index} (${JSON.stringify({ n, ...options })}), round ${round}`;
  const active = new Set(names);
  let late = 0;
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) {
      if (r.next() < 0.3 && active.size > 4) {
        const gone = r.pick([...active]);
        expect(a.call<ActionResult>('setPlayerStatus', { name: gone, status: 'dropped' }).ok).toBe(true);
        active.delete(gone);
      }
      if (r.next() < 0.25) {
        const name = `L${++late}`;
        expect(a.call<ActionResult>('addPlayer', { name }).ok).toBe(true);
        active.add(name);
      }
    }
    let asked: { name: string; bye: string } | null = null;
    if (byes && active.size > 3 && r.next() < 0.35) {
      asked = { name: r.pick([...active]), bye: r.pick(['Half-point bye', 'Zero-point bye']) };
      const row = a.values('Players').findIndex((x) => x[0] === asked?.name) + 1;
      a.type('Players', `E${row}`, [[asked.bye]]);
    }
    const before = resultsRows(a);
    const result = a.call<ActionResult>('pairNextRound');
    expect(result.ok, `${where(round)}: ${JSON.stringify(result.problems)}`).toBe(true);
    const now = resultsRows(a).filter((x) => x.round === round);
    checkPairing(now, before, active, where(round), s.colours);
    if (asked) {
      // The player sat out with the bye asked for, and the request is spent.
      const rows = now.filter((x) => x.player === asked?.name || x.opponent === asked?.name);
      expect(
        rows.map((x) => [x.opponent, x.result]),
        `${where(round)}: requested bye`,
      ).toEqual([['BYE', asked.bye]]);
      const cell = a.values('Players').find((x) => x[0] === asked?.name)?.[4];
      expect(cell, `${where(round)}: request cleared`).toBe('');
    }
    for (const x of now) {
      if (x.opponent === 'BYE') continue;
      a.type('Results', `E${x.row}`, [drawCells(r, s)]);
    }
    const st = a.call<ActionResult>('updateStandings');
    expect(st.ok, `${where(round)}: ${JSON.stringify(st.problems)}`).toBe(true);
    compareStandings(a, s, where(round));
  }
  if (cut !== null && active.size >= cut) {
    const order = standingsOf(a)
      .rows.map((x) => String(x[1]))
      .filter((name) => active.has(name));
    const result = a.call<ActionResult>('pairNextRound');
    expect(result.ok, `${where(rounds + 1)}: ${JSON.stringify(result.problems)}`).toBe(true);
    const pairs = resultsRows(a)
      .filter((x) => x.round === rounds + 1)
      .map((x) => [x.player, x.opponent].sort().join(' v '))
      .sort();
    // "Top 8 seeded by standings in bracket order: 1 v 8, 4 v 5, 2 v 7, 3 v 6": the Standings order,
    // itself checked against the oracle above, restricted to the players still in.
    const want = bracketPairs(cut)
      .map(([x, y]) => [order[x - 1], order[y - 1]].sort().join(' v '))
      .sort();
    expect(pairs, `${where(rounds + 1)}: the cut`).toEqual(want);
  }
}

function checkPairing(
  now: OracleRow[],
  before: OracleRow[],
  active: Set<string>,
  where: string,
  colours: boolean,
): void {
  const seated = now.flatMap((x) => (x.opponent === 'BYE' ? [x.player] : [x.player, x.opponent]));
  // Every active player in the round exactly once, a game or a bye.
  expect([...seated].sort(), where).toEqual([...active].sort());
  // A requested bye is no pairing-allocated bye: the player was left out before the pairing, and "may
  // still receive" the pairing's bye later (FIDE C.04.1 d); a forfeit won counts as one had.
  const asked = (x: OracleRow) => x.opponent === 'BYE' && requestedBye(x.result) !== null;
  const sitOut = new Set(now.filter(asked).map((x) => x.player));
  const pool = [...active].filter((p) => !sitOut.has(p));
  const forfeitWinner = (x: OracleRow) =>
    colours && forfeitOf(x.result) !== null ? [forfeitOf(x.result) === 'player' ? x.player : x.opponent] : [];
  const hadBye = new Set(
    before.flatMap((x) => (x.opponent === 'BYE' ? (asked(x) ? [] : [x.player]) : forfeitWinner(x))),
  );
  const bye = now.find((x) => x.opponent === 'BYE' && !asked(x))?.player;
  expect(bye === undefined, where).toBe(pool.length % 2 === 0);
  // FIDE C.04.1 (d): no second bye while an active player has had none.
  if (bye && hadBye.has(bye))
    expect(
      pool.every((p) => hadBye.has(p)),
      `${where}: second bye`,
    ).toBe(true);
  // FIDE C.04.1 (b) counts games played: in chess a double loss is the double forfeit, played by neither,
  // and a forfeit (1F-0F, 0F-1F) was paired, not played.
  const played = (g: OracleRow) =>
    !(
      colours &&
      (['double loss', '0f-0f'].includes(String(g.result).toLowerCase()) || forfeitOf(g.result) !== null)
    );
  const met = (x: string, y: string) =>
    before.filter(
      (g) => played(g) && ((g.player === x && g.opponent === y) || (g.player === y && g.opponent === x)),
    ).length;
  const rematches = now
    .filter((x) => x.opponent !== 'BYE')
    .reduce((t, x) => t + met(x.player, x.opponent), 0);
  // FIDE C.04.1 (b) "Two players shall not play against each other more than once". Before round r each
  // player has met at most r - 1 others, so the graph of pairs not yet met (without the bye's player
  // when the field is odd) has minimum degree at least half its size when r <= floor(N / 2); by Dirac's
  // theorem it has a Hamiltonian cycle, so a rematch-free pairing exists and none may be paired.
  const round = now[0]?.round ?? 0;
  if (round <= Math.floor(pool.length / 2)) expect(rematches, `${where}: avoidable rematch`).toBe(0);
  else if (pool.length <= 12)
    expect(rematches, `${where}: more rematches than the fewest possible`).toBe(
      fewestRematches(pool, met, hadBye),
    );
}

function compareStandings(a: Artifact, s: OracleSettings, where: string): void {
  const rows = resultsRows(a);
  const want = oracleStandings(rows, playersTab(a), s);
  const byName = new Map(want.map((w) => [w.name, w]));
  const { headers, rows: got } = standingsOf(a);
  const first = headers.indexOf('Byes') + 1;
  expect(headers.slice(first, first + s.tiebreakers.length), where).toEqual(s.tiebreakers);
  const status = headers.lastIndexOf('Status');
  const tie = headers.lastIndexOf('Tie');
  expect(got.map((x) => String(x[1])).sort(), where).toEqual(want.map((w) => w.name).sort());
  let lastGroup = -1;
  got.forEach((x, i) => {
    const name = String(x[1]);
    const w = byName.get(name);
    if (!w) throw new Error(`${where}: ${name} is not on Players`);
    const at = `${where}: ${name}`;
    expect(x[0], at).toBe(i + 1);
    // The order wherever the oracle's values differ; within a run equal on everything, any order.
    expect(w.group, `${at}: order`).toBeGreaterThanOrEqual(lastGroup);
    lastGroup = w.group;
    const record = ['Won', 'Lost', 'Drawn', 'Byes'].map((h) => x[headers.indexOf(h)]);
    expect([x[2], ...record], at).toEqual([w.points, w.wins, w.losses, w.draws, w.byes]);
    s.tiebreakers.forEach((column, k) => {
      const cell = x[first + k];
      expect(
        shows(cell, w.values[column], PERCENT_COLUMNS.has(column)),
        `${at}: ${column} shows ${JSON.stringify(cell)}, the oracle ${w.values[column]}`,
      ).toBe(true);
    });
    expect(x[status], at).toBe(playersTab(a).find((p) => p.name === name)?.dropped ? 'Dropped' : '');
    expect(x[tie], `${at}: tie`).toBe(w.randomTie ? 'Random order' : '');
  });
  // A group tie-breaker has a value only where its step still had a tie.
  for (const w of want)
    for (const column of s.tiebreakers)
      if (GROUP_COLUMNS.has(column) && w.values[column] !== undefined)
        expect(want.filter((o) => o.points === w.points).length, where).toBeGreaterThan(1);
}

describe('any-game through dist/Code.js agrees with the naive oracle', () => {
  it(
    `random events for every preset (${RUNS}, seed ${SEED}): points, every tie-breaker, the order, random ties, pairings and the cut match the rules`,
    () => {
      for (let i = 0; i < RUNS; i++) playEvent(i);
    },
    Math.max(30000, RUNS * 6000),
  );

  it('"Late players join the next Swiss round with 0 points": one who joined stays ranked once the Swiss rounds are all paired, a newcomer after them is refused', () => {
    const a = openArtifact();
    setupAnyGame(a, ['A', 'B', 'C', 'D', 'E'], { preset: 'generic', rounds: 2, cut: 'none' });
    const play = (round: number) => {
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      for (const x of resultsRows(a))
        if (x.round === round && x.opponent !== 'BYE') a.type('Results', `H${x.row}`, [['Player won']]);
    };
    play(1);
    expect(a.call<ActionResult>('addPlayer', { name: 'Late' }).ok).toBe(true);
    play(2);
    const st = a.call<ActionResult>('updateStandings');
    expect(st.ok, JSON.stringify(st.problems)).toBe(true);
    expect(standingsOf(a).rows.map((x) => x[1])).toContain('Late');
    const refused = a.call<ActionResult>('addPlayer', { name: 'Newcomer' });
    const after = refused.ok ? a.call<ActionResult>('updateStandings') : refused;
    expect(after.ok).toBe(false);
  });

  it('MTR 2.4: "Intentional draws where no games were played are always reported as 0-0-3": three drawn games for GW%, one match point', () => {
    const a = openArtifact();
    setupAnyGame(a, ['A', 'B', 'C', 'D'], { preset: 'magic', rounds: 2, cut: 'none' });
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const [id, won] = resultsRows(a);
    a.type('Results', `E${id.row}`, [['', '', '', 'Intentional draw']]);
    a.type('Results', `E${won.row}`, [[2, 0, '', '']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const { headers, rows } = standingsOf(a);
    const gw = headers.indexOf('GW%');
    for (const name of [id.player, id.opponent]) {
      const row = rows.find((x) => x[1] === name) as unknown[];
      // 3 game points (1 per drawn game) over 9 possible.
      expect([row[2], row[gw]]).toEqual([1, '33.33%']);
    }
  });
});
