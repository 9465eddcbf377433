// Attack Wing engine under random fields, battles, drops, late entries and manual swaps
// (docs/rules/attack-wing.md; docs/rules/DECISIONS.md, "Attack Wing").
import { describe, expect } from 'vitest';
import { FROZEN_FIELD } from '../../src/engine/attack-wing/fleet';
import type { CellValue, FormatContext, Player } from '../../src/engine/format';
import { attackWing, battleOf, byeFleetPoints, ENDED, WINNER } from '../../src/engine/formats/attack-wing';
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
import {
  afterRound,
  expectByeToLowest,
  expectRowOrderFree,
  pairChecked,
  propertyTest,
  type SimEvent,
} from './harness';

const RUNS = 100;

function battleCells(r: ReturnType<typeof rng>, blank: number): Record<string, CellValue> {
  if (r.next() < blank) return { aFleet: '', bFleet: '', ended: '', winner: '', verified: false };
  const aFleet = r.int(181);
  const bFleet = r.int(181);
  const elimination = r.next() < 0.3;
  // The Winner cell is needed after an elimination or a level timed battle; sometimes it overrides.
  const needWinner = elimination || aFleet === bFleet || r.next() < 0.1;
  return {
    aFleet,
    bFleet,
    ended: elimination ? ENDED.elimination : ENDED.time,
    winner: needWinner ? (r.next() < 0.5 ? WINNER.a : WINNER.b) : '',
    verified: r.next() < 0.5,
  };
}

function play(c: EventCase): FormatContext {
  const r = rng(c.sim, 'attack-wing');
  const rounds = 1 + r.int(5);
  const start: Player[] = makePlayers(c.n, () => ({ [FROZEN_FIELD]: '' }));
  let ev: SimEvent = { players: start, matches: [] };
  for (let round = 1; round <= rounds; round++) {
    const { players, matches } = ev;
    const ctx = contextOf('attack-wing', players, matches, c.options, c.seed, rounds);
    const paired = pairChecked(attackWing, ctx, round);
    if (!paired) break;
    const { active, plan, facts } = paired;
    expectEveryoneOnce(facts, active, round);
    expect(facts.byes.length).toBe(active.length % 2);
    if (round > 1 && facts.byes.length) {
      // "the player with the least amount of Battle Points will be assigned the Bye. If [they have]
      // already received a Bye, ... the next least ... who has not" (fleet points break level battle points).
      expectByeToLowest(attackWing, ctx, facts.byes[0], active, ['Battle points', 'Fleet points']);
    }
    ev = afterRound(ev, plan, round, r, c.mayhem, {
      cells: (t) => (t.b === null ? {} : battleCells(r, c.mayhem.blank)),
      swapChance: c.mayhem.swap,
      lateAllowed: true,
    });
  }
  return contextOf('attack-wing', ev.players, ev.matches, c.options, c.seed, rounds);
}

describe('Attack Wing engine: properties over random events', () => {
  propertyTest(
    'every active player is seated exactly once a round, never a dropped player, nobody plays themselves; the bye goes to the fewest battle points without a bye',
    eventCase(attackWing),
    (c) => {
      play(c);
    },
    RUNS,
  );

  propertyTest(
    'standings are sorted by battle points then fleet points, ranked 1, 2, 2, 4, and a pure function of the Results rows',
    eventCase(attackWing),
    (c) => {
      const ctx = play(c);
      const table = attackWing.standings(ctx);
      const rows = standingsRecords(table);
      expect(rows).toHaveLength(ctx.players.length);
      for (let i = 1; i < rows.length; i++) {
        const [p, q] = [rows[i - 1], rows[i]];
        const [pb, qb] = [p['Battle points'] as number, q['Battle points'] as number];
        expect(pb > qb || (pb === qb && (p['Fleet points'] as number) >= (q['Fleet points'] as number))).toBe(
          true,
        );
        // Equal rank only for players level on both (a roll-off then orders them or flags the tie).
        if (q.Rank === p.Rank) expect([pb, p['Fleet points']]).toEqual([qb, q['Fleet points']]);
      }
      expectCompetitionRanks(rows.map((x) => x.Rank));
      expectRowOrderFree(attackWing, ctx, table, c.sim, true);
    },
    RUNS,
  );

  propertyTest(
    'scoring: battle points total 3 per decided battle (win 2 + loss 1) plus 2 per bye of a complete round; a bye scores the round average of fleet points, rounded up (or 0)',
    eventCase(attackWing),
    (c) => {
      const ctx = play(c);
      const rows = standingsRecords(attackWing.standings(ctx));
      const decided = ctx.matches.filter((m) => m.b !== null && battleOf(m) !== null);
      // "At the end of every Battle Round, players receive BATTLE POINTS": a bye counts once its round is complete.
      const open = new Set(
        ctx.matches.filter((m) => m.b !== null && battleOf(m) === null).map((m) => m.round),
      );
      const byes = ctx.matches.filter((m) => m.b === null && !open.has(m.round));
      expect(sum(rows.map((x) => x['Battle points'] as number))).toBe(3 * decided.length + 2 * byes.length);
      let fleet = 0;
      for (const m of decided) {
        const b = battleOf(m);
        fleet += (b?.aFleet ?? 0) + (b?.bFleet ?? 0);
      }
      for (const m of byes) {
        const others = decided
          .filter((x) => x.round === m.round)
          .flatMap((x) => {
            const b = battleOf(x);
            return b ? [b.aFleet, b.bFleet] : [];
          });
        const expected =
          c.options.byeFleetPoints === 'zero' || others.length === 0
            ? 0
            : Math.ceil(sum(others) / others.length);
        expect(byeFleetPoints(ctx, m.round)).toBe(expected);
        fleet += expected;
      }
      expect(sum(rows.map((x) => x['Fleet points'] as number))).toBe(fleet);
      // W-L-B: wins equal losses over the event, and the byes add up.
      const wlb = rows.map((x) => String(x['W-L-B']).split('-').map(Number));
      expect(sum(wlb.map((x) => x[0]))).toBe(sum(wlb.map((x) => x[1])));
      expect(sum(wlb.map((x) => x[2]))).toBe(byes.length);
    },
    RUNS,
  );
});
