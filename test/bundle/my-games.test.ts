// My games through the built dist/Code.js, every format, a whole event: "for each player, every round's
// table, opponent (BYE for a bye), result from that player's side, and running score", sorted by name,
// agreeing with Results, its running score equal to Standings by round. A game without its result
// reads waiting, never a loss.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../bench/calls';
import { compareNames } from '../../src/engine/names';
import { byRoundOf, DRIVERS, type MyGame, myGamesOf, runWholeEvent } from '../support/round-by-round';

/** What My games must say of one Results row, for each player in it. */
interface Side {
  player: string;
  round: number;
  table: number;
  opponent: string;
  /** "Player X" / "Opponent X" result cells from this player's side: [X, mine, theirs]. */
  pairs: [string, unknown, unknown][];
  waiting: boolean;
  bye: boolean;
}

function sidesOfResults(ev: Event): Side[] {
  const [headers, ...rows] = ev.values('Results');
  const h = headers.map(String);
  const status = h.indexOf('Status');
  const pairs = h
    .filter((x) => x.startsWith('Player ') && h.includes(`Opponent ${x.slice(7)}`))
    .map((x) => [x.slice(7), h.indexOf(x), h.indexOf(`Opponent ${x.slice(7)}`)] as const);
  const out: Side[] = [];
  for (const r of rows) {
    if (r[0] === '' || r[0] === undefined) continue;
    const bye = r[status] === 'Bye';
    const waiting = String(r[status]).startsWith('Waiting');
    const judge = r[3] === 'BYE' && !bye;
    const base = { round: Number(r[0]), table: Number(r[1]), waiting, bye };
    out.push({
      ...base,
      player: String(r[2]),
      opponent: judge ? 'Judge' : String(r[3]),
      pairs: pairs.map(([x, a, b]) => [x, r[a], r[b]]),
    });
    if (r[3] !== 'BYE')
      out.push({
        ...base,
        player: String(r[3]),
        opponent: String(r[2]),
        pairs: pairs.map(([x, a, b]) => [x, r[b], r[a]]),
      });
  }
  return out;
}

const key = (g: { player: string; round: number; table: number }) => `${g.player}|${g.round}|${g.table}`;

function expectAgreement(ev: Event, where: string): void {
  const games = myGamesOf(ev);
  const sides = sidesOfResults(ev);
  // Every Results row, both sides, exactly once.
  expect(games.map(key).sort(), where).toEqual(sides.map(key).sort());
  const mine = new Map<string, MyGame>(games.map((g) => [key(g), g]));
  for (const s of sides) {
    const g = mine.get(key(s)) as MyGame;
    const what = `${where}: ${s.player}, round ${s.round}`;
    expect(g.opponent, what).toBe(s.opponent);
    if (s.waiting) {
      expect(g.result, what).toBe('waiting');
      expect(g.score, what).toBe('waiting');
      continue;
    }
    if (s.bye) {
      expect(g.result, what).toBe('bye');
      continue;
    }
    expect(g.result, what).not.toMatch(/waiting/);
    // Each pair of result cells from this player's side: "points 100 – 3".
    for (const [x, a, b] of s.pairs)
      if (a !== '' || b !== '')
        expect(g.result, `${what}: ${x}`).toContain(`${x} ${a === '' ? '?' : a} – ${b === '' ? '?' : b}`);
  }
  // Won on one side is Lost on the other.
  for (const g of games) {
    if (g.opponent === 'BYE' || g.opponent === 'Judge') continue;
    const other = games.find((o) => o.player === g.opponent && o.round === g.round);
    const word = (r: string) => /^(Won|Lost|Tied)\b/.exec(r)?.[1] ?? '';
    const mirrored: Record<string, string> = { Won: 'Lost', Lost: 'Won', Tied: 'Tied', '': '' };
    expect(word(other?.result ?? ''), `${where}: ${g.player} v ${g.opponent}`).toBe(mirrored[word(g.result)]);
  }
  // Sorted by name; within a player, by round.
  const players = [...new Set(games.map((g) => g.player))];
  expect(players, where).toEqual([...players].sort(compareNames));
  // The running score is Standings by round's for that player and round.
  const tab = byRoundOf(ev);
  for (const g of games)
    expect(g.score, `${where}: ${g.player}, round ${g.round}`).toEqual(
      tab.cells.get(g.player)?.[g.round - 1],
    );
}

describe('My games', () => {
  for (const driver of DRIVERS) {
    it(`${driver.id}: every Results row, both sides, exactly once with its table, opponent and result; running score equal to Standings by round; a missing result waiting`, () => {
      let decided = 0;
      const { ev } = runWholeEvent(driver, {
        onPartial(ev, round, waiting) {
          expectAgreement(ev, `round ${round}, one result missing`);
          const games = myGamesOf(ev).filter((g) => g.round === round && waiting.includes(g.player));
          expect(games.map((g) => g.result)).toEqual(['waiting', 'waiting']);
        },
        onRound(ev, round) {
          expectAgreement(ev, `after round ${round}`);
          decided += myGamesOf(ev).filter((g) => /^(Won|Lost|Tied)/.test(g.result)).length;
        },
      });
      expect(myGamesOf(ev).length).toBeGreaterThan(0);
      // Full Thrust's qualifying games have no winner, only each side's score; its cut games do.
      expect(decided).toBeGreaterThan(0);
    }, 120_000);
  }
});
