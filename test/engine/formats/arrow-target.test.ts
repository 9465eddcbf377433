import { describe, expect, it } from 'vitest';
import { LINEUP_CODES } from '../../../src/engine/arrow-target/lineup';
import { ARROW_TARGET_CODES } from '../../../src/engine/arrow-target/results';
import { ARROW_TARGET_NOTE_CODES } from '../../../src/engine/arrow-target/warnings';
import { buildBracket } from '../../../src/engine/bracket';
import { RESULT_CODES } from '../../../src/engine/cell-checks';
import type { CellValue, FormatContext, Match } from '../../../src/engine/format';
import { arrowTarget } from '../../../src/engine/formats/arrow-target';
import { engineContext, namedPlayers } from '../../support/engine';

function context(names: string[], options: Record<string, string | number> = {}): FormatContext {
  const rounds = names.length % 2 ? names.length : names.length - 1;
  const config = { format: 'arrow-target' as const, name: 'Test', rounds, seed: 'seed-1' };
  return engineContext(config, namedPlayers(names), [], options);
}

type Cells = Record<string, CellValue>;

/** Pairs the next round and records results with `cellsFor` (arrow key, target key, round) -> cells. */
function playRound(
  ctx: FormatContext,
  cellsFor: (a: string, b: string, round: number) => Cells,
): FormatContext {
  const round = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0) + 1;
  const plan = arrowTarget.pairRound(ctx, round);
  let row = ctx.matches.reduce((m, x) => Math.max(m, x.row), 1) + 1;
  const added: Match[] = plan.tables.map((t) => ({
    round,
    table: t.table,
    row: row++,
    a: t.a,
    b: t.b,
    cells:
      t.b === null
        ? {}
        : { arrowDeck: '', targetDeck: '', winner: '', absent: '', ...cellsFor(t.a, t.b, round) },
  }));
  return { ...ctx, matches: [...ctx.matches, ...added] };
}

/** Decks: each player's arrow deck in round r is `${key}-r`, and targets play the deck they used as arrow. */
function honest(winner: (a: string, b: string, round: number) => 'Arrow' | 'Target') {
  return (a: string, b: string, round: number): Cells => ({
    arrowDeck: `${a}-${round}`,
    targetDeck: round === 1 ? `${b}-0` : `${b}-${round - 1}`,
    winner: winner(a, b, round),
  });
}

function standingsByName(ctx: FormatContext) {
  const t = arrowTarget.standings(ctx);
  const col = (h: string) => t.headers.indexOf(h);
  return new Map(
    t.rows.map((r) => [
      String(r[1]),
      {
        rank: r[0],
        wins: r[col('Wins')],
        arrow: r[col('As arrow')],
        target: r[col('As target')],
        penalty: r[col('Absent as target')],
        absences: r[col('Absences')],
        playoff: r[col('Playoff')],
        tie: r[col('Tie')],
      },
    ]),
  );
}

const NAMES7 = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

describe('arrow-target format', () => {
  it('round 1: start numbers from the seed, even numbers are arrows (Player column), number 1 sits out as a BYE row', () => {
    const ctx = context(NAMES7);
    const plan = arrowTarget.pairRound(ctx, 1);
    expect(plan.tables).toHaveLength(4);
    const byes = plan.tables.filter((t) => t.b === null);
    expect(byes).toHaveLength(1);
    expect(byes[0].note).toContain('sits out');
    expect(plan.log.join(' ')).toContain('seed-1:round-1:start-numbers');
    // Same seed, same numbers: reproducible.
    expect(arrowTarget.pairRound(context(NAMES7), 1).tables).toEqual(plan.tables);
    expect(plan.tables[0].note).toMatch(
      /^Player = arrow #2, Opponent = target #7 · target's deck: any \(round 1\)$/,
    );
  });

  it('"as listed": the Players order gives numbers 1..N', () => {
    const ctx = context(NAMES7, { startNumbers: 'as-listed' });
    const plan = arrowTarget.pairRound(ctx, 1);
    // x plays N+2-x: 2 v 7, 4 v 5, 6 v 3; number 1 sits out.
    expect(plan.tables.map((t) => [t.a, t.b])).toEqual([
      ['bob', 'gus'],
      ['dan', 'eve'],
      ['fay', 'cat'],
      ['ann', null],
    ]);
  });

  it('start numbers are read back from round 1 on Results: reordering the Players list later does not move the schedule', () => {
    let ctx = context(NAMES7);
    ctx = playRound(
      ctx,
      honest(() => 'Arrow'),
    );
    const round2 = arrowTarget.pairRound(ctx, 2).tables;
    const reordered = { ...ctx, players: [...ctx.players].reverse().map((p, i) => ({ ...p, listIndex: i })) };
    expect(arrowTarget.pairRound(reordered, 2).tables.map((t) => [t.a, t.b])).toEqual(
      round2.map((t) => [t.a, t.b]),
    );
    expect(arrowTarget.warnings(reordered).map((n) => n.code)).not.toContain(LINEUP_CODES.redrawn);
  });

  it("the Pairings note shows each arrow its target's deck code from its arrow game last round", () => {
    let ctx = context(NAMES7, { startNumbers: 'as-listed' });
    ctx = playRound(
      ctx,
      honest(() => 'Arrow'),
    );
    const plan = arrowTarget.pairRound(ctx, 2);
    // Round 2: Bob (start 2) has number 3 and is a target, countered by Fay (number 8 -> wraps? n=7: Fay start 6 -> 7).
    const bobGame = plan.tables.find((t) => t.b === 'bob');
    expect(bobGame?.note).toContain("target's deck: bob-1");
    expect(
      plan.tables
        .filter((t) => t.b !== null)
        .every((t) => /target's deck: (\w+-1|waiting|any \(.+\))$/.test(t.note)),
    ).toBe(true);
  });

  it('deck lock: a target whose deck differs from the one it used as an arrow last round is flagged on Target deck', () => {
    let ctx = context(NAMES7, { startNumbers: 'as-listed' });
    ctx = playRound(
      ctx,
      honest(() => 'Arrow'),
    );
    ctx = playRound(ctx, (a, b, r) => ({
      ...honest(() => 'Target')(a, b, r),
      targetDeck: b === 'bob' ? 'other-deck' : `${b}-1`,
    }));
    const flagged = ctx.matches.filter((m) =>
      arrowTarget
        .checkResult(m, ctx)
        .issues.some((i) => i.column === 'targetDeck' && i.code === ARROW_TARGET_CODES.deckLock),
    );
    expect(flagged.map((m) => m.b)).toEqual(['bob']);
    const issue = arrowTarget.checkResult(flagged[0], ctx).issues[0];
    expect(issue.severity).toBe('warning');
    expect(issue.message).toContain('"bob-1"');
    expect(issue.message).toContain('"other-deck"');
  });

  it('deck lock: not in round 1, and not when the target was absent last round ("they may use any deck")', () => {
    let ctx = context(NAMES7, { startNumbers: 'as-listed' });
    ctx = playRound(ctx, (a, b, r) => ({
      ...honest(() => 'Arrow')(a, b, r),
      targetDeck: 'anything',
      ...(a === 'bob' ? { absent: 'Arrow', winner: '' } : {}),
    }));
    expect(ctx.matches.every((m) => arrowTarget.checkResult(m, ctx).issues.length === 0)).toBe(true);
    ctx = playRound(ctx, (a, b, r) => ({ ...honest(() => 'Arrow')(a, b, r), targetDeck: 'brand-new' }));
    const r2 = ctx.matches.filter((m) => m.round === 2 && m.b !== null);
    const flagged = r2.filter((m) =>
      arrowTarget.checkResult(m, ctx).issues.some((i) => i.code === ARROW_TARGET_CODES.deckLock),
    );
    // Every round-2 target was a round-1 arrow; only Bob (absent as arrow in round 1) may change deck.
    expect(flagged.map((m) => m.b).sort()).toEqual(
      r2
        .map((m) => m.b)
        .filter((b) => b !== 'bob')
        .sort(),
    );
    expect(arrowTarget.pairRound(ctx, 3).tables.length).toBeGreaterThan(0);
  });

  it('absence: the opponent is credited with a win; an absent target loses one win', () => {
    let ctx = context(NAMES7, { startNumbers: 'as-listed' });
    // Round 1 as listed: Bob(2) v Gus(7), Dan(4) v Eve(5)... n=7: 2 v 7, 4 v 5, 6 v 3; Ann sits out.
    ctx = playRound(
      ctx,
      (a): Cells =>
        a === 'bob'
          ? { absent: 'Target' }
          : a === 'dan'
            ? { absent: 'Arrow' }
            : { arrowDeck: 'x', targetDeck: 'y', winner: 'Target' },
    );
    const s = standingsByName(ctx);
    expect(s.get('Bob')).toMatchObject({ wins: 1, arrow: 1, target: 0, absences: 0 });
    expect(s.get('Gus')).toMatchObject({ wins: -1, arrow: 0, target: 0, penalty: -1, absences: 1 });
    expect(s.get('Eve')).toMatchObject({ wins: 1, target: 1, penalty: 0 });
    expect(s.get('Dan')).toMatchObject({ wins: 0, absences: 1, penalty: 0 });
    expect(s.get('Cat')).toMatchObject({ wins: 1, target: 1 });
    expect(s.get('Fay')).toMatchObject({ wins: 0 });
  });

  it('both absent: nobody is credited, the target still loses one win', () => {
    let ctx = context(['Ann', 'Bob', 'Cat'], { startNumbers: 'as-listed' });
    ctx = playRound(ctx, () => ({ absent: 'Both' }));
    const s = standingsByName(ctx);
    expect(s.get('Bob')).toMatchObject({ wins: 0, absences: 1 });
    expect(s.get('Cat')).toMatchObject({ wins: -1, absences: 1, penalty: -1 });
  });

  it('results: a winner that is also absent is an error; a played game without deck codes is still waiting', () => {
    const ctx = context(['Ann', 'Bob', 'Cat']);
    const base: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'cat',
      cells: { arrowDeck: '', targetDeck: '', winner: 'Arrow', absent: 'Arrow' },
    };
    expect(arrowTarget.checkResult(base, ctx).issues.some((i) => i.severity === 'error')).toBe(true);
    const noDecks = arrowTarget.checkResult({ ...base, cells: { ...base.cells, absent: '' } }, ctx);
    expect(noDecks.complete).toBe(false);
    expect(noDecks.issues.map((i) => i.column)).toEqual(['arrowDeck', 'targetDeck']);
    expect(
      arrowTarget.checkResult(
        { ...base, cells: { arrowDeck: 'a', targetDeck: 'b', winner: 'Target', absent: '' } },
        ctx,
      ),
    ).toEqual({ complete: true, issues: [] });
    expect(
      arrowTarget.checkResult(
        { ...base, cells: { arrowDeck: '', targetDeck: '', winner: '', absent: 'Target' } },
        ctx,
      ).complete,
    ).toBe(true);
    expect(
      arrowTarget.checkResult({ ...base, cells: { ...base.cells, winner: 'Maybe', absent: '' } }, ctx)
        .issues[0].severity,
    ).toBe('error');
  });

  it('an incomplete game names its blank cells: the Winner once the deck codes are in, the deck codes a played game lacks', () => {
    const ctx = context(['Ann', 'Bob', 'Cat']);
    const game = (cells: Record<string, CellValue>): Match => ({
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'cat',
      cells: { arrowDeck: '', targetDeck: '', winner: '', absent: '', ...cells },
    });
    expect(arrowTarget.checkResult(game({ arrowDeck: 'a', targetDeck: 'b' }), ctx).blank).toEqual(['winner']);
    expect(arrowTarget.checkResult(game({ arrowDeck: 'a', winner: 'Arrow' }), ctx).blank).toEqual([
      'targetDeck',
    ]);
  });

  it('"each arrow plays 1 game against the corresponding target": "draw" as the Winner is an error with the choices and no draw', () => {
    const ctx = context(['Ann', 'Bob', 'Cat']);
    const m: Match = {
      round: 1,
      table: 1,
      row: 2,
      a: 'bob',
      b: 'cat',
      cells: { arrowDeck: 'a', targetDeck: 'b', winner: 'draw', absent: '' },
    };
    const [issue] = arrowTarget.checkResult(m, ctx).issues;
    expect([issue.severity, issue.column, issue.code]).toEqual([
      'error',
      'winner',
      RESULT_CODES.unknownChoice,
    ]);
    expect(issue.fix).toMatch(
      /^Choose Arrow \(the Player column\) or Target \(the Opponent column\)\. .*has no draw\.$/,
    );
  });

  it('late entry after round 1 is refused with a reason', () => {
    const r = arrowTarget.lateEntry(context(NAMES7));
    expect(r.allowed).toBe(false);
    expect(r.reason).toMatch(/fixed when round 1 is paired/);
  });

  it("a dropped player's scheduled opponent gets a BYE row credited as a win in its role", () => {
    let ctx = context(NAMES7, { startNumbers: 'as-listed' });
    ctx = playRound(
      ctx,
      honest(() => 'Arrow'),
    );
    ctx = { ...ctx, players: ctx.players.map((p) => (p.key === 'bob' ? { ...p, active: false } : p)) };
    const plan = arrowTarget.pairRound(ctx, 2);
    expect(plan.tables.some((t) => t.a === 'bob' || t.b === 'bob')).toBe(false);
    const credited = plan.tables.filter((t) => t.b === null && t.note.includes('dropped'));
    expect(credited).toHaveLength(1);
    ctx = playRound(
      ctx,
      honest(() => 'Arrow'),
    );
    const opp = credited[0].a;
    const before = standingsByName({ ...ctx, matches: ctx.matches.filter((m) => m.round === 1) }).get(
      ctx.players.find((p) => p.key === opp)?.name ?? '',
    );
    const after = standingsByName(ctx).get(ctx.players.find((p) => p.key === opp)?.name ?? '');
    expect(Number(after?.wins) - Number(before?.wins)).toBe(1);
  });

  it('rounds: N for odd N, N-1 for even N, then the playoff rounds; a mismatching Event Rounds only warns', () => {
    expect(arrowTarget.roundLimit?.(context(NAMES7)).rounds).toBe(7);
    const even = context(['A1', 'B2', 'C3', 'D4', 'E5', 'F6']);
    expect(arrowTarget.roundLimit?.(even).rounds).toBe(5);
    expect(arrowTarget.warnings(even).map((n) => n.code)).toContain(ARROW_TARGET_NOTE_CODES.evenField);
    const mismatch = { ...even, config: { ...even.config, rounds: 9 } };
    expect(arrowTarget.warnings(mismatch).map((n) => n.code)).toContain(
      ARROW_TARGET_NOTE_CODES.roundsNotUsed,
    );
  });

  it('even N: the full event pairs everyone with everyone once in N-1 rounds, through pairRound', () => {
    let ctx = context(['A1', 'B2', 'C3', 'D4', 'E5', 'F6']);
    for (let r = 1; r <= 5; r++)
      ctx = playRound(
        ctx,
        honest(() => 'Arrow'),
      );
    const pairs = new Set(ctx.matches.map((m) => [m.a, m.b].sort().join('|')));
    expect(pairs.size).toBe(15);
    expect(ctx.matches.every((m) => m.b !== null)).toBe(true);
  });

  it('schedule tab: every round, every game, who sits out, with weekends of at most four rounds from a start date', () => {
    const ctx = context(NAMES7, { startNumbers: 'as-listed', firstWeekend: '2026-12-05' });
    const tab = arrowTarget.extraTabs(ctx).find((t) => t.role === 'schedule');
    expect(tab?.headers).toEqual(['Round', 'Weekend', 'Table', 'Arrow', 'Target', 'Sits out']);
    expect(tab?.rows).toHaveLength(7 * 3);
    expect(tab?.rows[0]).toEqual([1, 'Weekend 1 (2026-12-05)', 1, '#2 Bob', '#7 Gus', '#1 Ann']);
    expect(tab?.rows.find((r) => r[0] === 5)?.[1]).toBe('Weekend 2 (2026-12-12)');
    expect(tab?.rows.filter((r) => r[5] !== '').map((r) => r[5])).toEqual([
      '#1 Ann',
      '#1 Gus',
      '#1 Fay',
      '#1 Eve',
      '#1 Dan',
      '#1 Cat',
      '#1 Bob',
    ]);
  });
});

describe('arrow-target tie playoff', () => {
  /** Plays the whole schedule with outcomes chosen so that `leaders` tie for first. */
  function tiedEvent(names: string[], leaders: string[]): FormatContext {
    let ctx = context(names, { startNumbers: 'as-listed' });
    const lead = new Set(leaders.map((n) => n.toLowerCase()));
    const L = names.length % 2 ? names.length : names.length - 1;
    for (let r = 1; r <= L; r++) {
      ctx = playRound(
        ctx,
        honest((a, b) => {
          if (lead.has(a) && lead.has(b)) return a < b ? 'Arrow' : 'Target';
          if (lead.has(a)) return 'Arrow';
          if (lead.has(b)) return 'Target';
          return 'Arrow';
        }),
      );
    }
    return ctx;
  }

  function tieUp(ctx: FormatContext, winners: Record<string, string>): FormatContext {
    // Adjust the leader-v-leader games so the leaders end level: winners maps "a|b" -> winner key.
    return {
      ...ctx,
      matches: ctx.matches.map((m) =>
        m.b && winners[[m.a, m.b].sort().join('|')]
          ? {
              ...m,
              cells: {
                ...m.cells,
                winner: winners[[m.a, m.b].sort().join('|')] === m.a ? 'Arrow' : 'Target',
              },
            }
          : m,
      ),
    };
  }

  it('a two-way tie for first: a one-game final on the Bracket tab, and its result decides the winner in Standings', () => {
    let ctx = tiedEvent(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], ['Ann', 'Bob']);
    // Ann beat Bob; give Bob a win over Ann by making Ann lose to Cat instead.
    ctx = {
      ...ctx,
      matches: ctx.matches.map((m) =>
        m.b && [m.a, m.b].includes('ann') && [m.a, m.b].includes('cat')
          ? { ...m, cells: { ...m.cells, winner: m.a === 'cat' ? 'Arrow' : 'Target' } }
          : m,
      ),
    };
    ctx = tieUp(ctx, {});
    const s = standingsByName(ctx);
    // Ann: 3 (beat Bob, Dan, Eve), Bob: 3 (beat Cat, Dan, Eve)
    expect(s.get('Ann')?.wins).toBe(s.get('Bob')?.wins);
    expect(s.get('Ann')?.tie).toBe('Playoff');
    expect(arrowTarget.roundLimit?.(ctx).rounds).toBe(6);
    const bracket = arrowTarget.extraTabs(ctx).find((t) => t.role === 'bracket');
    expect([bracket?.rows[0][0], bracket?.rows[0][4]]).toEqual(['Final', 1]);
    const plan = arrowTarget.pairRound(ctx, 6);
    expect(plan.tables).toHaveLength(1);
    expect(new Set([plan.tables[0].a, plan.tables[0].b])).toEqual(new Set(['ann', 'bob']));
    const final = plan.tables[0];
    const done: FormatContext = {
      ...ctx,
      matches: [
        ...ctx.matches,
        {
          round: 6,
          table: 1,
          row: 999,
          a: final.a,
          b: final.b,
          cells: {
            winner: final.a === 'bob' ? 'Arrow' : 'Target',
            absent: '',
            arrowDeck: '',
            targetDeck: '',
          },
        },
      ],
    };
    expect(arrowTarget.checkResult(done.matches[done.matches.length - 1], done).complete).toBe(true);
    const after = arrowTarget.standings(done);
    expect(after.rows[0][1]).toBe('Bob');
    expect(after.marks[0]).toBe('leader');
    expect(after.rows[0][after.headers.indexOf('Playoff')]).toBe('Champion');
    expect(after.rows[1][1]).toBe('Ann');
    expect(after.rows[1][0]).toBe(2);
    expect(after.leaders[0]).toMatchObject({ name: 'Bob' });
  });

  it('a three-way tie for first: seed 1 gets a bye, seeds 2 and 3 play the semi-final; the final decides the winner', () => {
    // 3 leaders who beat each other in a cycle: each wins 1 of 2 games among themselves, and all others.
    let ctx = tiedEvent(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'], ['Ann', 'Bob', 'Cat']);
    ctx = tieUp(ctx, { 'ann|bob': 'ann', 'bob|cat': 'bob', 'ann|cat': 'cat' });
    const s = standingsByName(ctx);
    expect(new Set([s.get('Ann')?.wins, s.get('Bob')?.wins, s.get('Cat')?.wins]).size).toBe(1);
    expect(Number(s.get('Ann')?.wins)).toBeGreaterThan(Number(s.get('Dan')?.wins));
    const rows = arrowTarget.extraTabs(ctx).find((t) => t.role === 'bracket')?.rows ?? [];
    expect(rows.map((r) => r[0])).toEqual(['Semi-final', 'Semi-final', 'Final', 'Champion']);
    expect(rows[0][2]).toBe('BYE');
    expect([rows[0][5], rows[1][5], rows[1][6]]).toEqual([1, 2, 3]);
    expect(arrowTarget.roundLimit?.(ctx).rounds).toBe(9);
    const semi = arrowTarget.pairRound(ctx, 8);
    expect(semi.tables.filter((t) => t.b !== null)).toHaveLength(1);
    expect(semi.tables.filter((t) => t.b === null)).toHaveLength(1);
    const game = semi.tables.find((t) => t.b !== null) as { a: string; b: string };
    let played: FormatContext = {
      ...ctx,
      matches: [
        ...ctx.matches,
        ...semi.tables.map(
          (t, i): Match => ({
            round: 8,
            table: t.table,
            row: 900 + i,
            a: t.a,
            b: t.b,
            cells: t.b === null ? {} : { winner: '', absent: 'Arrow', arrowDeck: '', targetDeck: '' },
          }),
        ),
      ],
    };
    // Absent in a playoff: the opponent advances.
    const final = arrowTarget.pairRound(played, 9);
    expect(final.tables).toHaveLength(1);
    expect(final.tables[0].b === game.b || final.tables[0].a === game.b).toBe(true);
    played = {
      ...played,
      matches: [
        ...played.matches,
        {
          round: 9,
          table: 1,
          row: 990,
          a: final.tables[0].a,
          b: final.tables[0].b,
          cells: { winner: 'Target', absent: '', arrowDeck: '', targetDeck: '' },
        },
      ],
    };
    const st = arrowTarget.standings(played);
    const champion = played.players.find((p) => p.key === final.tables[0].b)?.name;
    expect(st.rows[0][1]).toBe(champion);
    expect(st.marks[0]).toBe('leader');
    expect(st.rows[1][0]).toBe(2);
    expect(st.rows[2][0]).toBe(3);
    expect(st.rows[2][1]).toBe(played.players.find((p) => p.key === game.a)?.name);
    expect(arrowTarget.roundLimit?.(played).rounds).toBe(9);
  });

  it('no tie for first: no playoff, the schedule is the whole event', () => {
    const ctx = tiedEvent(['Ann', 'Bob', 'Cat'], ['Ann']);
    expect(arrowTarget.roundLimit?.(ctx).rounds).toBe(3);
    expect(arrowTarget.standings(ctx).marks[0]).toBe('leader');
    expect(arrowTarget.extraTabs(ctx).find((t) => t.role === 'bracket')?.rows[0][0]).toContain('No playoff');
  });

  it('shared bracket: byes to the top seeds when the count is not a power of two (5 tied: seeds 1-3 bye)', () => {
    const b = buildBracket(['s1', 's2', 's3', 's4', 's5'], () => null);
    const first = b.games.filter((g) => g.round === 1);
    expect(
      first
        .filter((g) => g.bye)
        .map((g) => g.seedA)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(first.filter((g) => !g.bye).map((g) => [g.seedA, g.seedB])).toEqual([[4, 5]]);
  });
});

describe('arrow-target Pairings note rebuilt from Results (after an undo)', () => {
  it("pairingNote gives every game row the note pairRound wrote for it: numbers and target's deck, playoff sides", () => {
    let ctx = context(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'], { startNumbers: 'as-listed' });
    const checked: number[] = [];
    // Every arrow wins: all seven finish on 3 wins, so round 8 is the playoff's first round.
    for (let round = 1; round <= 8; round++) {
      const plan = arrowTarget.pairRound(ctx, round);
      ctx = playRound(
        ctx,
        honest(() => 'Arrow'),
      );
      for (const t of plan.tables.filter((x) => x.b !== null)) {
        const m = ctx.matches.find((x) => x.round === round && x.table === t.table) as Match;
        expect(arrowTarget.pairingNote?.(m, ctx), `round ${round} table ${t.table}`).toBe(t.note);
        checked.push(round);
      }
    }
    expect(new Set(checked)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    const r2 = arrowTarget.pairRound({ ...ctx, matches: ctx.matches.filter((m) => m.round < 2) }, 2);
    expect(r2.tables[0].note).toMatch(/^Player = arrow #2, Opponent = target #7 · target's deck: \S+-1$/);
  });
});
