import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CellValue,
  type FormatContext,
  type Match,
  type Player,
  withInput,
} from '../../../src/engine/format';
import {
  analyze,
  fullThrust,
  JUDGE_NOTE,
  SIT_OUT_NOTE,
  structureOf,
} from '../../../src/engine/formats/full-thrust';
import { ROSTERS } from '../../../src/engine/full-thrust/players';
import { lossValue, parseFleets } from '../../../src/engine/full-thrust/roster';
import { game2Tables, type Seats } from '../../../src/engine/full-thrust/tables';
import { rankByChain } from '../../../src/engine/full-thrust/tie-chain';
import { engineContext } from '../../support/engine';

function players(n: number, fleet = (i: number) => 1400 + i): Player[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `p${i + 1}`,
    name: `P${i + 1}`,
    active: true,
    row: i + 2,
    listIndex: i,
    fields: { fleet: fleet(i + 1), battle: '' },
  }));
}

function ctxOf(
  ps: Player[],
  matches: Match[],
  options: Record<string, string | number | boolean> = {},
  seed = 'seed-1',
): FormatContext {
  return engineContext({ format: 'full-thrust', name: 'T', rounds: 4, seed }, ps, matches, options);
}

type Cells = Record<string, CellValue>;
/** Distinct, deterministic scores: a higher player number scores more (OPT 100 + 7i, DPT 50 + 3i, 10 + i hull). */
function strength(key: string, round: number): { opt: number; dpt: number; hull: number } {
  const i = Number(key.slice(1));
  return { opt: 100 + 7 * i + round, dpt: 50 + 3 * i, hull: 10 + i };
}
function cellsFor(m: { round: number; a: string; b: string | null }, score = strength): Cells {
  const a = score(m.a, m.round);
  const c: Cells = { aOpt: a.opt, aDpt: a.dpt, aHull: a.hull };
  if (m.b !== null) {
    const b = score(m.b, m.round);
    Object.assign(c, { bOpt: b.opt, bDpt: b.dpt, bHull: b.hull });
  }
  return c;
}

let row = 2;
/** Pairs `round` of `ctx` and records every table with cellsFor's scores (a lone player gets their side). */
function pairAndRecord(ctx: FormatContext, matches: Match[], round: number, score = strength): void {
  for (const t of fullThrust.pairRound(ctx, round).tables)
    matches.push({
      round,
      table: t.table,
      row: row++,
      a: t.a,
      b: t.b,
      cells: cellsFor({ round, a: t.a, b: t.b }, score),
    });
}

/** Pairs and fills every round until the format's round limit, like an organizer would. */
function runEvent(n: number, options: Record<string, string | number | boolean> = {}, score = strength) {
  const ps = players(n);
  const matches: Match[] = [];
  const plans = [];
  const total = structureOf(ctxOf(ps, matches, options)).total;
  for (let round = 1; round <= total; round++) {
    const ctx = ctxOf(ps, matches, options);
    const plan = fullThrust.pairRound(ctx, round);
    plans.push(plan);
    for (const t of plan.tables) {
      const kind = t.b === null ? t.note : 'game';
      const cells =
        kind === SIT_OUT_NOTE || (round > structureOf(ctx).qualRounds && t.b === null)
          ? {}
          : cellsFor({ round, a: t.a, b: t.b }, score);
      matches.push({ round, table: t.table, row: row++, a: t.a, b: t.b, cells });
    }
  }
  const ctx = ctxOf(ps, matches, options);
  return { ctx, plans, matches, total, st: structureOf(ctx) };
}

describe('scoring from rosters (source: "Tournament Scoring")', () => {
  const doug = [
    ['Player', 'Ship or squadron', 'Kind', 'Points', 'Fighters', 'Points per fighter'],
    ['Doug', 'Normal 1', 'Fighters', '', 6, 3],
    ['Doug', 'Normal 2', 'Fighters', '', 6, 3],
    ['Doug', 'Normal 3', 'Fighters', '', 6, 3],
    ['Doug', 'Fast', 'Fighters', '', 6, 4],
    ['Bob', 'Ticonderoga', 'Ship', 150, '', ''],
  ];
  const bd: Player[] = [
    { key: 'bob', name: 'Bob', active: true, row: 2, listIndex: 0, fields: {} },
    { key: 'doug', name: 'Doug', active: true, row: 3, listIndex: 1, fields: {} },
  ];

  it('"Doug had three squadrons of normal fighters and one squadron of fast fighters ... worth a total of 78 points"', () => {
    const { data, issues } = parseFleets(doug, ctxOf(bd, []));
    expect(issues).toEqual([]);
    expect(data.doug.reduce((s, u) => s + u.points, 0)).toBe(78);
  });

  it('"Bob would receive 56 points for his OPT ... Doug would receive 22 points for his DPT" (each fighter is a ship)', () => {
    const { data } = parseFleets(doug, ctxOf(bd, []));
    expect(lossValue('Normal 1, Normal 2, Fast: 5', data.doug).value).toBe(56);
    const match: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'doug',
      cells: { aHull: 20, bHull: 0, aLost: 'none', bLost: 'Normal 1, Normal 2, Fast: 5' },
    };
    const ctx = { ...ctxOf(bd, [match]), inputs: withInput(ROSTERS, data) };
    const an = analyze(ctx);
    expect(an.sides.get('bob')?.get(1)?.side).toMatchObject({ opt: 56, dpt: 150 });
    expect(an.sides.get('doug')?.get(1)?.side).toMatchObject({ opt: 0, dpt: 22, score: 22 });
    expect(fullThrust.checkResult(match, ctx).complete).toBe(true);
  });

  it('a lost cell naming a unit not in the roster, or too many fighters, is an error on that cell', () => {
    const { data } = parseFleets(doug, ctxOf(bd, []));
    const match: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'doug',
      cells: { aHull: 1, bHull: 0, aLost: 'none', bLost: 'Normal 9, Fast: 7' },
    };
    const check = fullThrust.checkResult(match, { ...ctxOf(bd, [match]), inputs: withInput(ROSTERS, data) });
    expect(check.complete).toBe(false);
    expect(check.issues.filter((i) => i.column === 'bLost').map((i) => i.message)).toEqual([
      expect.stringContaining('"Normal 9" is not in the roster'),
      expect.stringContaining('has only 6 fighters'),
    ]);
  });

  it('"Score = OPT + DPT": typed numbers need no roster; a missing hull count leaves the result incomplete', () => {
    const m: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'p1',
      b: 'p2',
      cells: { aOpt: 30, aDpt: 70, aHull: 5, bOpt: 40, bDpt: 60, bHull: '' },
    };
    const ctx = ctxOf(players(6), [m]);
    expect(fullThrust.checkResult(m, ctx).complete).toBe(false);
    m.cells.bHull = 4;
    expect(fullThrust.checkResult(m, ctx).complete).toBe(true);
    expect(analyze(ctx).sides.get('p1')?.get(1)?.side?.score).toBe(100);
  });

  it('a half-typed game names the blank cells it needs: OPT and DPT typed, hull boxes blank, asks for the hull boxes only', () => {
    const m: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'p1',
      b: 'p2',
      cells: { aOpt: 620, aDpt: 100, aHull: '', bOpt: 300, bDpt: 200, bHull: '' },
    };
    const check = fullThrust.checkResult(m, ctxOf(players(6), [m]));
    expect(check.complete).toBe(false);
    expect(check.issues).toEqual([]);
    expect(check.blank).toEqual(['aHull', 'bHull']);
  });

  it('an OPT or DPT left blank but computed from the Fleets tab and the lost cells is not asked for', () => {
    const { data } = parseFleets(doug, ctxOf(bd, []));
    const match: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'doug',
      cells: { aHull: '', bHull: 0, aLost: 'none', bLost: 'Normal 1, Normal 2, Fast: 5' },
    };
    const check = fullThrust.checkResult(match, { ...ctxOf(bd, [match]), inputs: withInput(ROSTERS, data) });
    expect(check.blank).toEqual(['aHull']);
  });
});

describe('ties (source: "Resolving Ties")', () => {
  type E = { key: string; score: number; opt: number; hull: number; fleet: number };
  const base = (key: string, o: Partial<E> = {}): E => ({
    key,
    score: 200,
    opt: 100,
    hull: 10,
    fleet: 1500,
    ...o,
  });
  /** `battle`: the winner recorded for a tied group (a battle belongs to exactly that group). */
  const rank = async (
    items: E[],
    line?: number,
    seed = 's',
    battle: (keys: readonly string[]) => string | null = () => null,
  ) => {
    const { TIE_STEPS } = await import('../../../src/engine/formats/full-thrust');
    const steps = TIE_STEPS.map((st) => (st.battle ? { ...st, battle } : st));
    return rankByChain(items, (e) => e.key, steps as never, { line, coinSeed: seed, name: (k) => k });
  };

  it('step 0 "the same score": the higher score ranks first with no tie step', async () => {
    const r = await rank([base('a', { score: 190 }), base('b')]);
    expect(r.order.map((e) => e.key)).toEqual(['b', 'a']);
    expect(r.splitStep[1]).toBe(0);
  });
  it('step 1 "the winner is the player with the highest Offensive Point Total"', async () => {
    const r = await rank([base('a', { opt: 90 }), base('b')]);
    expect(r.order.map((e) => e.key)).toEqual(['b', 'a']);
    expect(r.splitStep[1]).toBe(1);
  });
  it('step 2 "the most undamaged hull boxes left"', async () => {
    const r = await rank([base('a', { hull: 9 }), base('b')]);
    expect(r.order.map((e) => e.key)).toEqual(['b', 'a']);
    expect(r.splitStep[1]).toBe(2);
  });
  it('step 3 "a player with an original fleet total of 1481 points would be ranked higher than ... 1487"', async () => {
    const r = await rank([base('f1487', { fleet: 1487 }), base('f1481', { fleet: 1481 })]);
    expect(r.order.map((e) => e.key)).toEqual(['f1481', 'f1487']);
    expect(r.splitStep[1]).toBe(3);
  });
  it('step 4 "a tie breaker is called" only when "the tie determines whether or not a player advances"', async () => {
    const bWonAgainstA = (keys: readonly string[]) => (keys.join() === 'a,b' ? 'b' : null);
    const across = await rank([base('a'), base('b')], 1, 's', bWonAgainstA);
    expect(across.order.map((e) => e.key)).toEqual(['b', 'a']);
    expect(across.splitStep[1]).toBe(4);
    const placing = await rank([base('a'), base('b')], 2, 's', bWonAgainstA);
    expect(placing.splitStep[1]).toBe(5);
    // A battle belongs to one tie: b's battle against a decides nothing in a tie among a, b and c.
    const other = await rank([base('a'), base('b'), base('c')], 1, 's', bWonAgainstA);
    expect(other.battleMissing).toEqual([['a', 'b', 'c']]);
    // Waiting for its battle, the tie is not settled by a coin toss: nothing split it, nothing was tossed.
    expect(other.splitStep.slice(1)).toEqual([-1, -1]);
    expect(other.tosses).toEqual([]);
    expect(other.coin.size).toBe(0);
  });
  it('step 5 "the winner is determined by a coin toss": reproducible from the seed, logged', async () => {
    const one = await rank([base('a'), base('b'), base('c')], undefined, 'event:round-3:coin-toss:cut');
    const two = await rank([base('c'), base('a'), base('b')], undefined, 'event:round-3:coin-toss:cut');
    expect(one.order.map((e) => e.key)).toEqual(two.order.map((e) => e.key));
    expect(one.splitStep.slice(1)).toEqual([5, 5]);
    expect(one.tosses[0]).toContain('seed "event:round-3:coin-toss:cut:a,b,c"');
    const orders = new Set<string>();
    for (let i = 0; i < 30; i++)
      orders.add(
        (await rank([base('a'), base('b'), base('c')], undefined, `s${i}`)).order.map((e) => e.key).join(),
      );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('the cut: when the tie for 4th straddles the line and a battle is recorded, the battle winner advances', () => {
    const ps = players(6, () => 1500);
    const flat = () => ({ opt: 100, dpt: 100, hull: 10 });
    // Everyone ties through every step; P5 won the battle of all six tied players: P5 must be seeded into
    // the cut. The five left are a new tie across the line: it needs a battle of its own.
    const matches: Match[] = [];
    const battle = (k: string) => (k === 'p5' ? 'won v P1, P2, P3, P4, P6 (cut)' : '');
    const filled = ps.map((p) => ({ ...p, fields: { fleet: 1500, battle: battle(p.key) } }));
    for (let round = 1; round <= 2; round++) {
      pairAndRecord(ctxOf(filled, matches), matches, round, flat);
    }
    const an = analyze(ctxOf(filled, matches));
    expect(an.seeds?.[0]).toBe('p5');
    expect(an.qualResult?.battleMissing).toEqual([['p1', 'p2', 'p3', 'p4', 'p6']]);
    const off = analyze(ctxOf(filled, matches, { battle: false }));
    expect(off.qualResult?.splitStep.slice(1).every((s) => s === 4)).toBe(true);
  });
});

describe('qualifying tables (source: "everyone has a new opponent")', () => {
  it('game 2 pairs nobody against their game-1 opponent, for every even field from 4 to 24', () => {
    for (let n = 4; n <= 24; n += 2) {
      for (const seed of ['a', 'b', 'c']) {
        const ps = players(n);
        const matches: Match[] = [];
        for (let round = 1; round <= 2; round++) {
          pairAndRecord(ctxOf(ps, matches, {}, seed), matches, round);
        }
        const met = new Set(matches.filter((m) => m.round === 1).map((m) => [m.a, m.b].sort().join()));
        const g2 = matches.filter((m) => m.round === 2);
        expect(g2.length).toBe(n / 2);
        for (const m of g2) expect(met.has([m.a, m.b].sort().join())).toBe(false);
        expect(new Set(g2.flatMap((m) => [m.a, m.b])).size).toBe(n);
      }
    }
  });

  it('property: with players leaving or arriving, the shifted tables never repeat a game-1 pair (at least two tables)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.integer({ min: 0, max: 1 }),
        (tables, goneIdx, extra) => {
          const keys = Array.from({ length: tables * 2 }, (_, i) => `k${i}`);
          const game1: Seats[] = [];
          for (let i = 0; i < keys.length; i += 2) game1.push([keys[i], keys[i + 1]]);
          const gone = new Set(goneIdx.map((i) => keys[i % keys.length]));
          const incoming = extra ? ['new'] : [];
          const out = game2Tables(game1, gone, incoming);
          const met = new Set(game1.map((t) => [...t].sort().join()));
          const seated = out.pairs.flat().concat(out.alone ? [out.alone] : []);
          expect(seated.sort()).toEqual([...keys.filter((k) => !gone.has(k)), ...incoming].sort());
          if (out.pairs.length >= 2)
            for (const p of out.pairs) expect(met.has([...p].sort().join())).toBe(false);
        },
      ),
    );
  });

  it('game 1 tables come from the seed: same seed, same tables; another seed, other tables', () => {
    const ps = players(12);
    const t = (seed: string) => JSON.stringify(fullThrust.pairRound(ctxOf(ps, [], {}, seed), 1).tables);
    expect(t('x')).toBe(t('x'));
    expect(t('x')).not.toBe(t('y'));
  });
});

describe('the cut (source: "1st place player will play the 4th place player at table 1")', () => {
  it('8 players: semis 1 v 4 at table 1 and 2 v 3 at table 2; the final winner is Grand Admiral', () => {
    const { ctx, plans, total } = runEvent(8);
    expect(total).toBe(4);
    const an = analyze(ctx);
    // Strength rises with the player number: qualifying order p8, p7, p6, p5.
    expect(an.seeds).toEqual(['p8', 'p7', 'p6', 'p5']);
    expect(plans[2].tables.map((t) => [t.table, t.a, t.b])).toEqual([
      [1, 'p8', 'p5'],
      [2, 'p7', 'p6'],
    ]);
    expect(plans[3].tables.map((t) => [t.table, t.a, t.b])).toEqual([[1, 'p8', 'p7']]);
    const s = fullThrust.standings(ctx);
    const stage = s.headers.indexOf('Stage');
    expect([s.rows[0][0], s.rows[0][1], s.rows[0][stage]]).toEqual([1, 'P8', 'Grand Admiral']);
    expect(s.rows[1][stage]).toBe('Finalist');
    expect(s.rows.slice(2, 4).map((r) => r[stage])).toEqual(['Semi-finalist', 'Semi-finalist']);
    expect(s.rows[4][stage]).toBe('Did not qualify');
    expect(s.marks[0]).toBe('leader');
    const semis = s.headers.indexOf('Semi-final');
    expect(typeof s.rows[0][semis]).toBe('number');
  });

  it('an underdog can win: the final winner (not the top seed) is Grand Admiral', () => {
    const score = (k: string, r: number) =>
      r >= 3 && k === 'p5' ? { opt: 999, dpt: 999, hull: 1 } : strength(k, r);
    const { ctx } = runEvent(8, {}, score);
    expect(analyze(ctx).bracket?.champion).toBe('p5');
    expect(fullThrust.standings(ctx).rows[0][1]).toBe('P5');
  });
});

describe('small and odd fields (source: "In the event that there are an odd number of players")', () => {
  it.each([2, 3, 4])('%i players: three games each where possible, then the top two play the final', (n) => {
    const { ctx, plans, total, matches } = runEvent(n);
    expect(total).toBe(4);
    expect(plans[3].tables.filter((t) => t.b !== null)).toHaveLength(1);
    const games = (k: string) =>
      matches.filter(
        (m) =>
          m.round <= 3 && (m.a === k || m.b === k) && !(m.b === null && Object.keys(m.cells).length === 0),
      ).length;
    for (const p of ctx.players) expect(games(p.key)).toBe(3);
    const champion = analyze(ctx).bracket?.champion;
    expect(champion).toBe(`p${n}`);
    if (n === 4) {
      const pairs = matches.filter((m) => m.round <= 3).map((m) => [m.a, m.b].sort().join());
      expect(new Set(pairs).size).toBe(6);
    }
  });

  it('3 players, sit-out method: each sits out once and plays two games, then the final', () => {
    const { matches, plans } = runEvent(3, { oddMethod: 'sit-out' });
    for (const k of ['p1', 'p2', 'p3'])
      expect(matches.filter((m) => m.round <= 3 && (m.a === k || m.b === k) && m.b !== null).length).toBe(2);
    expect(plans[0].tables.find((t) => t.b === null)?.note).toBe(SIT_OUT_NOTE);
  });

  it('9 players, judge method: a judge plays a random player in game 1; the lowest scorer is eliminated', () => {
    const { ctx, plans } = runEvent(9, { oddMethod: 'judge' });
    expect(plans[0].tables.filter((t) => t.b === null).map((t) => t.note)).toEqual([JUDGE_NOTE]);
    const an = analyze(ctx);
    expect(an.picked).toBe('p1');
    const g2 = ctx.matches.filter((m) => m.round === 2);
    expect(g2).toHaveLength(4);
    expect(g2.some((m) => m.a === 'p1' || m.b === 'p1')).toBe(false);
    const s = fullThrust.standings(ctx);
    const last = s.rows[s.rows.length - 1];
    expect([last[1], last[s.headers.indexOf('Stage')]]).toEqual(['P1', 'Eliminated after game 1']);
    expect(an.bracket?.champion).toBe('p9');
  });

  it('9 players, sit-out method: the best game-1 scorer goes straight to the semis; the best three of game 2 join', () => {
    const { ctx, plans } = runEvent(9, { oddMethod: 'sit-out' });
    const sitter = plans[0].tables.find((t) => t.b === null)?.a as string;
    expect(plans[0].tables.find((t) => t.b === null)?.note).toBe(SIT_OUT_NOTE);
    const an = analyze(ctx);
    const best1 = sitter === 'p9' ? 'p8' : 'p9';
    expect(an.picked).toBe(best1);
    const g2 = ctx.matches.filter((m) => m.round === 2);
    expect(g2.some((m) => m.a === sitter || m.b === sitter)).toBe(true);
    expect(g2.some((m) => m.a === best1 || m.b === best1)).toBe(false);
    expect(an.seeds?.[0]).toBe(best1);
    const others = ['p9', 'p8', 'p7', 'p6', 'p5'].filter((k) => k !== best1).slice(0, 3);
    expect(an.seeds?.slice(1)).toEqual(others);
  });

  it('5 players, both methods, and 24 players: every round pairs and the event ends with a Grand Admiral', () => {
    for (const [n, odd] of [
      [5, 'judge'],
      [5, 'sit-out'],
      [24, 'judge'],
    ] as const) {
      const { ctx, total } = runEvent(n, { oddMethod: odd });
      expect(total).toBe(4);
      expect(analyze(ctx).bracket?.champion).toBeTruthy();
      const st = fullThrust.standings(ctx);
      expect(st.rows[0][st.headers.indexOf('Stage')]).toBe('Grand Admiral');
    }
  });

  it('cut size 8 plays quarter-finals, semi-finals and the final', () => {
    const { plans, total, ctx } = runEvent(12, { cutSize: '8' });
    expect(total).toBe(5);
    expect(plans[2].tables).toHaveLength(4);
    expect(plans[2].tables[0]).toMatchObject({ table: 1, a: 'p12', b: 'p5' });
    expect(analyze(ctx).bracket?.champion).toBe('p12');
  });

  it('a late entry cannot join once game 1 is paired', () => {
    expect(fullThrust.lateEntry(ctxOf(players(4), [])).allowed).toBe(false);
  });
});
