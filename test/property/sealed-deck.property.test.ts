// Sealed deck engine under random fields, results, drops, late entries and manual swaps
// (docs/rules/sealed-deck.md; docs/rules/DECISIONS.md, "Sealed deck").
import { describe, expect } from 'vitest';
import type { CellValue, FormatContext } from '../../src/engine/format';
import { ENDED, sealedDeck } from '../../src/engine/formats/sealed-deck';
import {
  contextOf,
  type EventCase,
  eventCase,
  expectCompetitionRanks,
  expectEveryoneOnce,
  makePlayers,
  rng,
  standingsRecords,
  sum,
} from './arbitraries';
import { afterRound, expectRowOrderFree, pairChecked, propertyTest, type SimEvent } from './harness';

const RUNS = 100;

function cellsFor(r: ReturnType<typeof rng>, blank: number): Record<string, CellValue> {
  if (r.next() < blank) return { aPoints: '', bPoints: '', ended: '' };
  const ap = r.int(151) - 20;
  let bp = r.int(151) - 20;
  const ended = [ENDED.win, ENDED.exhausted, ENDED.time][r.int(3)];
  if (ended === ENDED.win && ap === bp) bp = ap - 1 - r.int(10);
  return { aPoints: ap, bPoints: bp, ended };
}

interface Played {
  ctx: FormatContext;
  /** Pile score (victory points, differential) of each key just before each round was paired. */
  checks: number;
}

/** Plays a whole event through the engine, checking each round as it is paired. */
function play(c: EventCase): Played {
  const r = rng(c.sim, 'sealed');
  const rounds = 1 + r.int(6);
  let ev: SimEvent = { players: makePlayers(c.n), matches: [] };
  let checks = 0;
  for (let round = 1; round <= rounds; round++) {
    const { players, matches } = ev;
    const ctx = contextOf('sealed-deck', players, matches, c.options, c.seed, rounds);
    const paired = pairChecked(sealedDeck, ctx, round);
    if (!paired) break;
    const { active, plan, facts } = paired;
    // Every active player appears exactly once: a game or the bye.
    expectEveryoneOnce(facts, active, round);
    // "If there is an odd number of players, one player receives a bye": exactly one, only when odd.
    expect(facts.byes.length).toBe(active.length % 2);
    if (round > 1 && facts.byes.length && c.options.byeRule !== 'as-written') {
      // "let the last player left receive the bye", skipping one who had a bye: never a second bye while an
      // active player has none (which player the walk leaves is compared with the oracle in test/oracle).
      const hadBye = new Set(ctx.matches.filter((m) => m.b === null).map((m) => m.a));
      if (hadBye.has(facts.byes[0])) expect(active.every((k) => hadBye.has(k))).toBe(true);
    }
    ev = afterRound(ev, plan, round, r, c.mayhem, {
      cells: (t) => (t.b === null ? {} : cellsFor(r, c.mayhem.blank)),
      swapChance: c.mayhem.swap,
      lateAllowed: true,
    });
    checks++;
  }
  return { ctx: contextOf('sealed-deck', ev.players, ev.matches, c.options, c.seed, rounds), checks };
}

describe('sealed deck engine: properties over random events', () => {
  propertyTest(
    'every active player is seated exactly once a round, never a dropped player, nobody plays themselves, and the bye goes where the rules say',
    eventCase(sealedDeck),
    (c) => {
      play(c);
    },
    RUNS,
  );

  propertyTest(
    'standings are sorted by victory points then differential, ranked 1, 2, 2, 4, and a pure function of the Results rows (shuffled rows change nothing)',
    eventCase(sealedDeck),
    (c) => {
      const { ctx } = play(c);
      const table = sealedDeck.standings(ctx);
      const rows = standingsRecords(table);
      expect(rows).toHaveLength(ctx.players.length);
      for (let i = 1; i < rows.length; i++) {
        const [p, q] = [rows[i - 1], rows[i]];
        const pv = p['Victory points'] as number;
        const qv = q['Victory points'] as number;
        expect(pv > qv || (pv === qv && (p.Differential as number) >= (q.Differential as number))).toBe(true);
        const same = pv === qv && p.Differential === q.Differential;
        expect(q.Rank === p.Rank).toBe(same);
      }
      expectCompetitionRanks(rows.map((x) => x.Rank));
      // The next round's pairing depends on the results, not on the order of the rows.
      expectRowOrderFree(sealedDeck, ctx, table, c.sim, true);
    },
    RUNS,
  );

  propertyTest(
    'scoring: differentials sum to zero over the games (a bye is +0, or +100 when earned), victory points come 2 per decided win, 1 per time/exhaustion win, 1 each for a tie, 2 per bye',
    eventCase(sealedDeck),
    (c) => {
      const { ctx } = play(c);
      const rows = standingsRecords(sealedDeck.standings(ctx));
      // A bye counts once every game of its round has a result.
      const open = new Set(
        ctx.matches.filter((m) => m.b !== null && m.cells.ended === '').map((m) => m.round),
      );
      const byes = ctx.matches.filter((m) => m.b === null && !open.has(m.round));
      const earned = c.options.byeScore === 'earned';
      expect(sum(rows.map((x) => x.Differential as number))).toBe(earned ? 100 * byes.length : 0);
      let vp = 2 * byes.length;
      for (const m of ctx.matches) {
        if (m.b === null || m.cells.ended === '') continue;
        const tie = m.cells.aPoints === m.cells.bPoints;
        vp += tie ? 2 : m.cells.ended === ENDED.win ? 2 : 1;
      }
      expect(sum(rows.map((x) => x['Victory points'] as number))).toBe(vp);
      expect(sum(rows.map((x) => x.Won as number))).toBe(sum(rows.map((x) => x.Lost as number)));
      expect(sum(rows.map((x) => x.Byes as number))).toBe(byes.length);
    },
    RUNS,
  );
});
