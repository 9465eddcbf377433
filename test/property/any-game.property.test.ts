// The any-game engine under random presets, structures, fields, results, drops, late entries and manual
// swaps (docs/rules/any-game-pairing.md, docs/rules/any-game-tiebreakers.md; presets in src/engine/any-game/presets.ts).
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { advancing } from '../../src/engine/any-game/knockout';
import { RESULT } from '../../src/engine/any-game/outcome';
import { rankingOf } from '../../src/engine/any-game/ranking';
import { checkResult } from '../../src/engine/any-game/results';
import { settingsOf } from '../../src/engine/any-game/settings';
import { isKnockoutRound, planOf, totalRounds } from '../../src/engine/any-game/structure';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import type { CellValue, FormatContext, Match } from '../../src/engine/format';
import { anyGame } from '../../src/engine/formats/any-game';
import type { OptionValue } from '../../src/shared/types';
import {
  contextOf,
  eventSeed,
  expectEveryoneOnce,
  type Mayhem,
  makePlayers,
  mayhem,
  rng,
  standingsRecords,
} from './arbitraries';
import { afterRound, expectRowOrderFree, pairChecked, propertyTest, type SimEvent } from './harness';

const RUNS = 100;

const choicesOf = (key: string): string[] =>
  (anyGame.options.find((o) => o.key === key)?.choices ?? []).map((c) => c.value);

/** Settings as an organizer leaves them: mostly the preset's (blank), sometimes a choice typed over it. */
const options: fc.Arbitrary<Record<string, OptionValue>> = fc.record({
  preset: fc.constantFrom(...choicesOf('preset')),
  structure: fc.constantFrom(...choicesOf('structure')),
  cut: fc.constantFrom(...choicesOf('cut')),
  seeding: fc.constantFrom(...choicesOf('seeding')),
  results: fc.constantFrom('', ...choicesOf('results')),
  doubleLoss: fc.constantFrom('', ...choicesOf('doubleLoss')),
  colours: fc.constantFrom('', ...choicesOf('colours')),
});

interface Case {
  n: number;
  /** Typed Swiss rounds; 0 leaves them to the preset's table or ⌈log₂ N⌉. */
  rounds: number;
  seed: string;
  options: Record<string, OptionValue>;
  sim: number;
  mayhem: Mayhem;
}

// The weighted Swiss matching is cubic in the field: fields up to 40 keep a hundred events quick.
const eventCase: fc.Arbitrary<Case> = fc.record({
  n: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2, max: 16 }) }, fc.integer({ min: 2, max: 40 })),
  rounds: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })),
  seed: eventSeed,
  options,
  sim: fc.integer(),
  mayhem,
});

const ctxOf = (c: Case, ev: SimEvent): FormatContext =>
  contextOf('any-game', ev.players, ev.matches, c.options, c.seed, c.rounds);

/** A result the rules accept for a match of `round`: no draw in a knockout game, games or one result by the settings. */
function cellsFor(r: ReturnType<typeof rng>, ctx: FormatContext, round: number): Record<string, CellValue> {
  const s = settingsOf(ctx.config);
  const knockout = isKnockoutRound(ctx, round);
  const winner = r.next() < 0.5 ? 'a' : 'b';
  const blank = { aGames: '', bGames: '', drawnGames: '', result: '' };
  if (!knockout && r.next() < 0.1) return { ...blank, result: RESULT.id };
  if (!knockout && s.doubleLoss && r.next() < 0.05) return { ...blank, result: RESULT.doubleLoss };
  if (s.results === 'single') {
    if (!knockout && r.next() < 0.2) return { ...blank, result: RESULT.draw };
    return { ...blank, result: RESULT[winner] };
  }
  if (!knockout && r.next() < 0.2) {
    const each = r.int(3);
    return { aGames: each, bGames: each, drawnGames: each === 0 ? 1 : r.int(2), result: '' };
  }
  const [w, l] = [2, r.int(2)];
  return {
    aGames: winner === 'a' ? w : l,
    bGames: winner === 'a' ? l : w,
    drawnGames: r.int(2),
    result: r.next() < 0.3 ? RESULT[winner] : '',
  };
}

interface Played {
  ctx: FormatContext;
  checks: number;
}

/** Plays a whole event through the engine, checking each round as it is paired. */
function play(c: Case): Played {
  const r = rng(c.sim, 'any-game');
  let ev: SimEvent = { players: makePlayers(c.n), matches: [] };
  let checks = 0;
  for (let round = 1; round <= 14; round++) {
    const ctx = ctxOf(c, ev);
    if (round > 1 && round > totalRounds(planOf(ctx))) break;
    const paired = pairChecked(anyGame, ctx, round);
    if (!paired) break;
    const { active, plan, facts } = paired;
    const kind = planOf(ctx).kind;
    const knockout = isKnockoutRound(ctx, round);
    if (!knockout) {
      // Swiss and round robin: every active player is seated once, at a game or with the bye.
      expectEveryoneOnce(facts, active, round);
      expect(facts.byes.length, `round ${round} byes`).toBe(
        kind === 'swiss' ? active.length % 2 : facts.byes.length,
      );
      if (kind === 'swiss') {
        expect(facts.byes.length).toBeLessThanOrEqual(1);
        // "no player receives a second bye while another has none": only once every active player had one.
        const hadBye = new Set(ctx.matches.filter((m) => m.b === null).map((m) => m.a));
        if (facts.byes.length && hadBye.has(facts.byes[0]))
          expect(active.every((k) => hadBye.has(k))).toBe(true);
      }
    } else {
      // A knockout round seats only players who are still in: nobody who lost a knockout game.
      const lost = new Set(
        ctx.matches
          .filter((m) => isKnockoutRound(ctx, m.round) && m.b !== null)
          .map((m) => {
            const w = advancing(m, ctx);
            return w === m.a ? m.b : m.a;
          }),
      );
      for (const k of facts.seen.keys())
        expect(lost.has(k), `${k} lost, yet plays round ${round}`).toBe(false);
    }
    const late = anyGame.lateEntry?.(ctx).allowed ?? false;
    ev = afterRound(ev, plan, round, r, c.mayhem, {
      cells: (t) => (t.b === null ? {} : cellsFor(r, ctx, round)),
      swapChance: knockout || kind === 'round-robin' ? 0 : c.mayhem.swap,
      lateAllowed: late,
    });
    checks++;
  }
  return { ctx: ctxOf(c, ev), checks };
}

/** Whether `x` is at least as high as `y`, value by value (undefined where a step did not apply). */
function atLeast(x: (number | undefined)[], y: (number | undefined)[]): boolean {
  for (let i = 0; i < x.length; i++) {
    if (x[i] === undefined || y[i] === undefined) continue;
    // The ranking's own tolerance (src/engine/any-game/tiebreakers/rank.ts): percentages carry float noise.
    if (Math.abs((x[i] as number) - (y[i] as number)) < 1e-9) continue;
    return (x[i] as number) > (y[i] as number);
  }
  return true;
}

describe('any-game engine: properties over random events', () => {
  propertyTest(
    'every active player is seated exactly once a Swiss or round-robin round (a game or the bye), never a dropped player, nobody plays themselves, no second bye while one is avoidable, and a knockout round seats nobody already knocked out',
    eventCase,
    (c) => {
      expect(play(c).checks).toBeGreaterThan(0);
    },
    RUNS,
  );

  propertyTest(
    'every result typed by the rules is accepted, and a knockout game without a winner is refused at its Result: "An elimination game needs a winner"',
    eventCase,
    (c) => {
      const { ctx } = play(c);
      for (const m of ctx.matches) {
        if (m.b === null) continue;
        const check = checkResult(m, ctx);
        // Accepted means no error: a warning (a Magic match typed 2-2, MTR 2.1) leaves the result counted.
        const errors = check.issues.filter((i) => i.severity === 'error');
        expect(errors, JSON.stringify(m.cells)).toEqual([]);
        if (!isKnockoutRound(ctx, m.round)) continue;
        expect(advancing(m, ctx)).not.toBeNull();
        const level: Match = { ...m, cells: { aGames: 1, bGames: 1, drawnGames: '', result: '' } };
        const drawn: Match = { ...m, cells: { aGames: '', bGames: '', drawnGames: '', result: RESULT.draw } };
        for (const bad of [level, drawn]) {
          const refused = checkResult(bad, ctx);
          if (settingsOf(ctx.config).results === 'single' && bad === level) continue;
          expect(refused.complete).toBe(false);
          expect(refused.issues.map((i) => i.code)).toContain(
            bad === level ? RESULT_CODES.knockoutLevel : RESULT_CODES.knockoutNoWinner,
          );
        }
      }
    },
    RUNS,
  );

  propertyTest(
    "standings outside a knockout are sorted by points then each tie-breaker in the organizer's order, every player ranked once (1, 2, 3, ...), and a pure function of the Results rows",
    eventCase,
    (c) => {
      const { ctx } = play(c);
      const settings = settingsOf(ctx.config);
      const ranked = rankingOf(ctx);
      const ids = ['match-points', ...settings.tiebreakers] as const;
      for (let i = 1; i < ranked.length; i++) {
        const [p, q] = [ranked[i - 1], ranked[i]];
        expect(
          atLeast(
            ids.map((id) => p.values[id]),
            ids.map((id) => q.values[id]),
          ),
          `${p.id} above ${q.id}: ${JSON.stringify(p.values)} vs ${JSON.stringify(q.values)}`,
        ).toBe(true);
      }
      const table = anyGame.standings(ctx);
      const rows = standingsRecords(table);
      expect(rows).toHaveLength(ctx.players.length);
      const plan = planOf(ctx);
      if (plan.kind === 'round-robin' || (plan.kind === 'swiss' && !plan.cut)) {
        const keyOf = new Map(ctx.players.map((p) => [p.name, p.key]));
        expect(rows.map((x) => keyOf.get(String(x.Player)))).toEqual(ranked.map((x) => x.id));
        expect(rows.map((x) => x.Rank)).toEqual(rows.map((_, i) => i + 1));
      }
      // Swaps and the knockout's bracket follow the rows as written, so only the standings are compared.
      expectRowOrderFree(anyGame, ctx, table, c.sim, false);
    },
    RUNS,
  );
});
