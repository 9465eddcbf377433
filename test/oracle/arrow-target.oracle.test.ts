// Random arrow/target events run through the built dist/Code.js and compared with the naive oracle
// (arrow-target.oracle.ts) wherever the rules decide the outcome: who plays whom and in which role, who
// sits out, which targets broke the deck lock, games won (absences and drops included), and who goes to
// the playoff. Odd and even fields, drops, absences, deck changes, every Event option. Seeded; FUZZ_RUNS
// runs longer, FUZZ_SEED searches elsewhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARROW_TARGET_CODES } from '../../src/engine/arrow-target/results';
import type { ActionResult, EventState } from '../../src/shared/types';
import { PLAYER_CODES } from '../../src/sheets/actions/players';
import { checkProperty, rng, timeoutFor } from '../property/arbitraries';
import { type Artifact, openArtifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { standingsOf } from '../support/standings';
import {
  gameKey,
  type OracleEvent,
  type OracleResult,
  oracleDeckBreaks,
  oraclePlayoff,
  oracleSchedule,
  oracleWins,
} from './arrow-target.oracle';

const RUNS = 6;

interface Case {
  n: number;
  sim: number;
  options: {
    seed: string;
    startNumbers: 'shuffle' | 'as-listed';
    upgradedCards: number;
    deckMinutes: number;
    roundMinutes: number;
    firstWeekend: string;
    roundsPerWeekend: number;
  };
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  n: fc.integer({ min: 2, max: 9 }),
  sim: fc.integer({ min: 0, max: 1e9 }),
  options: fc.record({
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    startNumbers: fc.constantFrom('shuffle' as const, 'as-listed' as const),
    upgradedCards: fc.integer({ min: 0, max: 60 }),
    deckMinutes: fc.integer({ min: 0, max: 120 }),
    roundMinutes: fc.integer({ min: 0, max: 600 }),
    firstWeekend: fc.constantFrom('', '2026-12-05', '2027-02-30', 'next Saturday'),
    roundsPerWeekend: fc.integer({ min: 1, max: 4 }),
  }),
});

const ok = (r: ActionResult, what: string): ActionResult => {
  expect(r.ok, `${what}: ${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
};

/** Round 1's numbers as the Schedule tab posts them ("#3 Name"): the seed's draw, which the rules leave open. */
function numbersFromSchedule(a: Artifact, n: number): string[] {
  const order: string[] = new Array(n).fill('');
  for (const row of a.values('Schedule').slice(1)) {
    if (row[0] !== 1) continue;
    for (const cell of row.slice(3, 6)) {
      const m = /^#(\d+) (.+)$/.exec(String(cell));
      if (m) order[Number(m[1]) - 1] = m[2];
    }
  }
  return order;
}

/** What the add-on wrote for a round: "arrow|target" per game, "name|BYE" per bye row. */
function rowsOf(a: Artifact, round: number): string[] {
  return roundRows(a, round)
    .map((x) => `${x.values[2]}|${x.values[3]}`)
    .sort();
}

/** What the oracle says the round's rows are: games, a BYE row for whoever sits out or lost its opponent. */
function expectedRows(ev: OracleEvent, round: number): string[] {
  const r = oracleSchedule(ev.order)[round - 1];
  const gone = (p: string) => (ev.droppedFrom.get(p) ?? Number.POSITIVE_INFINITY) <= round;
  const out: string[] = [];
  for (const g of r.games) {
    if (!gone(g.arrow) && !gone(g.target)) out.push(gameKey(g));
    else if (!gone(g.arrow)) out.push(`${g.arrow}|BYE`);
    else if (!gone(g.target)) out.push(`${g.target}|BYE`);
  }
  if (r.sitsOut !== null && !gone(r.sitsOut)) out.push(`${r.sitsOut}|BYE`);
  return out.sort();
}

function standings(a: Artifact): Record<string, unknown>[] {
  const { headers, rows } = standingsOf(a);
  return rows.map((r) => Object.fromEntries((headers as string[]).map((h, i) => [h, r[i]])));
}

function runCase(c: Case): void {
  const r = rng(c.sim, 'arrow-target-oracle');
  const names = Array.from({ length: c.n }, (_, i) => `P${i + 1} ${['Ann', 'Bob', 'Cat', 'Dan'][i % 4]}`);
  const a = openArtifact();
  ok(a.call('setupEvent', { format: 'arrow-target', name: 'Oracle', ...c.options }), 'setup');
  // The players typed, the last one sometimes added from the sidebar instead; sometimes one more who
  // drops before round 1 and so is in nobody's schedule.
  const byAction = r.next() < 0.3;
  const typed = byAction ? names.slice(0, -1) : names;
  a.type(
    'Players',
    'A2',
    typed.map((x) => [x]),
  );
  if (byAction) ok(a.call('addPlayer', { name: names[names.length - 1] }), 'add before round 1');
  if (r.next() < 0.25) {
    ok(a.call('addPlayer', { name: 'Zed Early' }), 'add Zed');
    ok(a.call('setPlayerStatus', { name: 'Zed Early', status: 'dropped' }), 'Zed drops before round 1');
  }
  const ev: OracleEvent = { order: names, results: new Map(), droppedFrom: new Map() };
  const N = c.n;
  const L = N % 2 ? N : N - 1;
  const active = new Set(names);
  for (let round = 1; round <= L; round++) {
    ok(a.call('pairNextRound'), `pair ${round}`);
    if (round === 1) {
      // "As listed": the Players order is numbers 1..N; shuffled: whatever the seed drew, a permutation.
      ev.order = c.options.startNumbers === 'as-listed' ? names : numbersFromSchedule(a, N);
      expect([...ev.order].sort()).toEqual([...names].sort());
    }
    expect(rowsOf(a, round), `round ${round} of ${N}`).toEqual(expectedRows(ev, round));
    // "Late entries cannot join a schedule that has started: a clear message says so" (docs/rules/DECISIONS.md).
    // Refused as closed to late entries, or, once every round is paired, as having no round left; either
    // way nobody is added.
    if (r.next() < 0.15) {
      const players = a.values('Players');
      const late = a.call<ActionResult>('addPlayer', { name: 'Late Comer' });
      expect(late.ok).toBe(false);
      expect([PLAYER_CODES.lateEntryClosed, PLAYER_CODES.noRoundLeft], late.message).toContain(
        late.problems[0]?.code,
      );
      expect(a.values('Players'), 'a refused late entry').toEqual(players);
      expect(a.values('Players').flat()).not.toContain('Late Comer');
    }
    // Type every game: a winner or an absence, the arrow's deck, and the target's deck (kept or changed).
    const results = new Map<string, OracleResult>();
    ev.results.set(round, results);
    for (const { row, values } of roundRows(a, round)) {
      if (values[3] === 'BYE') continue;
      const [arrow, target] = [String(values[2]), String(values[3])];
      const roll = r.next();
      const absent = roll < 0.08 ? 'both' : roll < 0.16 ? 'arrow' : roll < 0.24 ? 'target' : null;
      const winner = absent ? null : r.next() < 0.5 ? 'arrow' : 'target';
      const kept = ev.results.get(round - 1);
      const last = kept ? [...kept].find(([k]) => k.startsWith(`${target}|`))?.[1].arrowDeck : undefined;
      const targetDeck = last && r.next() < 0.7 ? last : `${target}-deck${r.int(3)}`;
      const arrowDeck = `${arrow}-r${round}`;
      results.set(`${arrow}|${target}`, { winner, absent, arrowDeck, targetDeck });
      const side = { arrow: 'Arrow', target: 'Target', both: 'Both' };
      a.type('Results', `E${row}`, [
        [arrowDeck, targetDeck, winner ? side[winner] : '', absent ? side[absent] : ''],
      ]);
    }
    const st = ok(a.call('updateStandings'), `standings ${round}`);
    // Games won, absences and drops included.
    const wins = oracleWins(ev, round);
    for (const row of standings(a))
      expect(row.Wins, `${row.Player} after round ${round}`).toBe(wins.get(String(row.Player)) ?? 0);
    // Deck lock: exactly the targets the oracle says broke it, flagged at their Target deck cell.
    const flagged = new Set(
      st.warnings
        .filter((w) => w.code === ARROW_TARGET_CODES.deckLock)
        .map((w) => {
          const x = a.values('Results')[Number(w.cell.slice(1)) - 1];
          expect(w.cell.startsWith('F')).toBe(true);
          return `${x[0]}:${x[2]}|${x[3]}`;
        }),
    );
    expect([...flagged].sort(), `deck lock after round ${round}`).toEqual(
      [...oracleDeckBreaks(ev, round)].sort(),
    );
    // A drop between rounds, keeping two players in the event.
    if (round < L && active.size > 2 && r.next() < 0.2) {
      const who = [...active][r.int(active.size)];
      ok(a.call('setPlayerStatus', { name: who, status: 'dropped' }), 'drop');
      active.delete(who);
      ev.droppedFrom.set(who, round + 1);
    }
  }
  // No dropped player above one still in the event.
  const rows = standings(a);
  const firstDropped = rows.findIndex((x) => x.Status === 'Dropped');
  if (firstDropped >= 0) expect(rows.slice(firstDropped).every((x) => x.Status === 'Dropped')).toBe(true);
  // "If there is a tie, the winner will be determined by a single elimination tournament."
  const tied = oraclePlayoff(ev, oracleWins(ev, L));
  const marked = rows.filter((x) => x.Tie === 'Playoff').map((x) => String(x.Player));
  expect(marked.sort(), 'players in the playoff').toEqual([...tied].sort());
  let state = a.call<EventState>('getEventState');
  if (tied.length === 0) {
    expect(state.nextAction).toBe('finished');
    return;
  }
  // Play the playoff: each round halves the field, and the champion is one of the tied players who won
  // every playoff game it played.
  const playoffRounds = Math.ceil(Math.log2(tied.length));
  expect(state.rounds).toBe(L + playoffRounds);
  const alive = new Set(tied);
  for (let k = 1; k <= playoffRounds; k++) {
    ok(a.call('pairNextRound'), `playoff ${k}`);
    for (const { row, values } of roundRows(a, L + k)) {
      const [p, q] = [String(values[2]), String(values[3])];
      expect(alive.has(p)).toBe(true);
      if (q === 'BYE') continue;
      expect(alive.has(q)).toBe(true);
      const arrowWins = r.next() < 0.5;
      alive.delete(arrowWins ? q : p);
      a.type('Results', `G${row}`, [[arrowWins ? 'Arrow' : 'Target']]);
    }
  }
  ok(a.call('updateStandings'), 'final standings');
  expect(alive.size).toBe(1);
  const champion = standings(a).find((x) => x.Playoff === 'Champion');
  expect(champion?.Player).toBe([...alive][0]);
  expect(standings(a)[0].Player).toBe([...alive][0]);
  state = a.call<EventState>('getEventState');
  expect(state.nextAction).toBe('finished');
}

describe('arrow/target through dist/Code.js agrees with the naive oracle written from the rules', () => {
  it(
    'schedule, sit-outs, deck lock, games won (absences and drops as absences) and the playoff, over random events with every Event option',
    () => {
      checkProperty(caseArb, runCase, RUNS);
    },
    timeoutFor(RUNS, 3000),
  );

  it('3 players, a late entry once every round is paired: refused with no round left, nobody added', () => {
    runCase({
      n: 3,
      sim: 537627123,
      options: {
        seed: 'A',
        startNumbers: 'as-listed',
        upgradedCards: 1,
        deckMinutes: 114,
        roundMinutes: 562,
        firstWeekend: '2026-12-05',
        roundsPerWeekend: 4,
      },
    });
  });

  it('the oracle itself: the source\'s 9-player example ("number 4 plays 7", player 1 sits out, 2 v 9)', () => {
    const order = Array.from({ length: 9 }, (_, i) => `#${i + 1}`);
    const round1 = oracleSchedule(order)[0];
    expect(round1.sitsOut).toBe('#1');
    expect(round1.games).toContainEqual({ arrow: '#2', target: '#9' });
    expect(round1.games).toContainEqual({ arrow: '#4', target: '#7' });
    // "player 2 will become player 3 ... player 7 will become player 8 and get to counter player 3's deck"
    expect(oracleSchedule(order)[1].games).toContainEqual({ arrow: '#7', target: '#2' });
    // "There are N rounds total, which means every player will fight every other player."
    const pairs = oracleSchedule(order).flatMap((r) => r.games.map((g) => [g.arrow, g.target].sort().join()));
    expect(new Set(pairs).size).toBe(36);
    expect(pairs).toHaveLength(36);
  });
});
