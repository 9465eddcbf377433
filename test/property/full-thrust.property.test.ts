// Full Thrust Admiral's tournament engine under random fields, scores, drops and manual swaps
// (docs/rules/full-thrust.md; docs/rules/DECISIONS.md, "Full Thrust").
import { describe, expect } from 'vitest';
import type { CellValue, FormatContext, Player } from '../../src/engine/format';
import { analyze, fullThrust, SIT_OUT_NOTE, structureOf } from '../../src/engine/formats/full-thrust';
import {
  contextOf,
  type EventCase,
  eventCase,
  expectCompetitionRanks,
  expectEveryoneOnce,
  makePlayers,
  rng,
  standingsRecords,
} from './arbitraries';
import { afterRound, expectRowOrderFree, pairChecked, propertyTest, type SimEvent } from './harness';

const RUNS = 100;
type R = ReturnType<typeof rng>;

function side(r: R, s: 'a' | 'b'): Record<string, CellValue> {
  return { [`${s}Opt`]: r.int(300), [`${s}Dpt`]: r.int(300), [`${s}Hull`]: r.int(40) };
}

function cells(r: R, blank: number, t: { b: string | null; note: string }, cut: boolean) {
  if (t.b === null && (t.note === SIT_OUT_NOTE || t.note.startsWith('Sits out') || cut)) return {};
  if (r.next() < blank) return {};
  return t.b === null ? side(r, 'a') : { ...side(r, 'a'), ...side(r, 'b') };
}

function play(c: EventCase): FormatContext {
  const r = rng(c.sim, 'full-thrust');
  const start: Player[] = makePlayers(c.n, () => ({
    fleet: r.next() < 0.8 ? 1000 + r.int(20) * 25 : '',
  }));
  let ev: SimEvent = { players: start, matches: [] };
  for (let round = 1; round <= 12; round++) {
    const ctx = contextOf('full-thrust', ev.players, ev.matches, c.options, c.seed, 4);
    const limit = fullThrust.roundLimit?.(ctx).rounds ?? 4;
    if (round > limit) break;
    const paired = pairChecked(fullThrust, ctx, round);
    if (!paired) break;
    const { active, plan, facts } = paired;
    const st = structureOf(ctx);
    if (round === 1) expectEveryoneOnce(facts, active, round);
    else if (round <= st.qualRounds) {
      // Game 2 (and 3 in a small field): every active entrant but the one eliminated or sent straight through.
      const picked = st.mode === 'small' ? null : analyze(ctx).picked;
      expectEveryoneOnce(
        facts,
        active.filter((k) => st.entrants.includes(k) && k !== picked),
        round,
      );
    }
    if (round === 1) {
      // "Odd number of players": one judge game or one sit-out, only when the field is odd (5 or more).
      const alone = plan.tables.filter((t) => t.b === null);
      expect(alone.length).toBe(st.mode === 'small' ? alone.length : active.length % 2);
    }
    if (plan.tables.length === 0) break;
    const cut = round > st.qualRounds;
    ev = afterRound(ev, plan, round, r, c.mayhem, {
      cells: (t) => cells(r, c.mayhem.blank, t, cut),
      swapChance: c.mayhem.swap / 3,
      lateAllowed: false,
    });
  }
  return contextOf('full-thrust', ev.players, ev.matches, c.options, c.seed, 4);
}

describe('Full Thrust engine: properties over random events', () => {
  propertyTest(
    'every active entrant is seated exactly once a qualifying game, never a dropped player (in the cut too), nobody plays themselves',
    eventCase(fullThrust),
    (c) => {
      play(c);
    },
    RUNS,
  );

  propertyTest(
    'standings: ranked players first, ranks 1..k in order (a tie waiting for its battle shares one rank); the qualifiers outside the cut sorted by score, OPT, hull boxes, lower fleet total; a pure function of the Results rows',
    eventCase(fullThrust),
    (c) => {
      const ctx = play(c);
      const table = fullThrust.standings(ctx);
      const rows = standingsRecords(table);
      const ranked = rows.filter((x) => x.Rank !== '');
      expect(rows.slice(0, ranked.length)).toEqual(ranked);
      // Competition ranks (1, 2, 2, 4): only the players of a tie waiting for its battle share one.
      expectCompetitionRanks(ranked.map((x) => x.Rank));
      ranked.forEach((x, i) => {
        if (x.Rank !== i + 1) expect(x.Stage, String(x.Player)).toBe('Tie-breaker battle to play');
      });
      // Players still without a counted result have no rank, and no place among the others.
      const pool = rows.filter(
        (x) => (x.Stage === 'Qualifying' || x.Stage === 'Did not qualify') && x.Rank !== '',
      );
      for (let i = 1; i < pool.length; i++) {
        const [p, q] = [pool[i - 1], pool[i]];
        const key = (x: Record<string, CellValue>) => [
          x['Qualifying score'] as number,
          x.OPT as number,
          x['Hull boxes'] as number,
          -(x['Fleet total'] === '' ? 1e12 : (x['Fleet total'] as number)),
        ];
        const [kp, kq] = [key(p), key(q)];
        const d = kp.findIndex((v, j) => v !== kq[j]);
        if (d >= 0) expect(kp[d]).toBeGreaterThan(kq[d]);
      }
      expectRowOrderFree(fullThrust, ctx, table, c.sim, true);
    },
    RUNS,
  );

  propertyTest(
    '"Game score = OPT + DPT": each qualifier\'s qualifying score is the sum of OPT + DPT over the games that count (game 2 only for the sit-out method, game 1 for the one sent straight through)',
    eventCase(fullThrust),
    (c) => {
      const ctx = play(c);
      const an = analyze(ctx);
      const rows = standingsRecords(fullThrust.standings(ctx));
      const keyOf = new Map(ctx.players.map((p) => [p.name, p.key]));
      for (const x of rows) {
        if (x.Rank === '') continue;
        const k = keyOf.get(String(x.Player)) as string;
        const counted =
          an.structure.mode === 'sit-out'
            ? k === an.picked
              ? [1]
              : [2]
            : Array.from({ length: an.structure.qualRounds }, (_, i) => i + 1);
        let score = 0;
        for (const m of ctx.matches) {
          if (!counted.includes(m.round)) continue;
          const s = m.a === k ? 'a' : m.b === k ? 'b' : null;
          if (!s || m.cells[`${s}Opt`] === undefined) continue;
          score += (m.cells[`${s}Opt`] as number) + (m.cells[`${s}Dpt`] as number);
        }
        expect(x['Qualifying score'], String(x.Player)).toBe(score);
      }
    },
    RUNS,
  );
});
