// Regression tests for bugs the property suites found (test/property): a player who drops during a
// playoff or cut was paired again (Full Thrust), or redrew the bracket so it stalled (arrow/target).
// docs/ARCHITECTURE.md, Guarantees: "a dropped player is never paired again; past results stay".
import { describe, expect, it } from 'vitest';
import type { FormatContext, Match, Player } from '../../../src/engine/format';
import { PAIRING_CODES } from '../../../src/engine/format';
import { arrowTarget, SIDE } from '../../../src/engine/formats/arrow-target';
import { fullThrust, structureOf } from '../../../src/engine/formats/full-thrust';
import { contextOf, makePlayers, recordRound } from '../../property/arbitraries';

const drop = (players: Player[], key: string) =>
  players.map((p) => (p.key === key ? { ...p, active: false } : p));

const OPTS = { startNumbers: 'as-listed' };

/** Seven players through the whole schedule, every arrow winning: all seven finish on 3 wins, so all seven play off. */
function everyArrowWins(players: Player[]): Match[] {
  let matches: Match[] = [];
  for (let round = 1; round <= 7; round++)
    matches = recordRound(
      matches,
      arrowTarget.pairRound(contextOf('arrow-target', players, matches, OPTS, 's', 7), round),
      (t) => (t.b === null ? {} : { arrowDeck: 'x', targetDeck: 'y', winner: SIDE.arrow, absent: '' }),
    );
  return matches;
}

describe('arrow/target: a drop during the tie playoff', () => {
  it("keeps the drawn bracket: the dropped player's playoff game is a walkover and the playoff finishes", () => {
    let players = makePlayers(7);
    let matches = everyArrowWins(players);
    const ctxNow = () => contextOf('arrow-target', players, matches, OPTS, 's', 7);
    const first = arrowTarget.pairRound(ctxNow(), 8);
    const game = first.tables.find((t) => t.b !== null) as { a: string; b: string };
    matches = recordRound(matches, first, (t) =>
      t.b === null ? {} : { arrowDeck: '', targetDeck: '', winner: SIDE.arrow, absent: '' },
    );
    // The draw: round, players, game and seeds (the Winner column, fourth, is what a walkover changes).
    const drawn = (r: readonly unknown[]) => [r[0], r[1], r[2], r[4], r[5], r[6]];
    const before = arrowTarget.extraTabs(ctxNow())[1].rows.map(drawn);
    // The winner of a first playoff game drops before the semi-finals.
    players = drop(players, game.a);
    // The draw and the games already decided stay as they were; only the walkover is added.
    expect(arrowTarget.extraTabs(ctxNow())[1].rows.map(drawn).slice(0, 6)).toEqual(before.slice(0, 6));
    const semi = arrowTarget.pairRound(ctxNow(), 9);
    expect(semi.warnings).toEqual([]);
    const seated = semi.tables.flatMap((t) => [t.a, t.b]);
    expect(seated).not.toContain(game.a);
    expect(semi.tables).toContainEqual(
      expect.objectContaining({ b: null, note: expect.stringContaining('has dropped') }),
    );
    matches = recordRound(matches, semi, (t) =>
      t.b === null ? {} : { arrowDeck: '', targetDeck: '', winner: SIDE.arrow, absent: '' },
    );
    const final = arrowTarget.pairRound(ctxNow(), 10);
    expect(final.tables.filter((t) => t.b !== null)).toHaveLength(1);
    matches = recordRound(matches, final, (t) =>
      t.b === null ? {} : { arrowDeck: '', targetDeck: '', winner: SIDE.target, absent: '' },
    );
    const ctx: FormatContext = ctxNow();
    expect(arrowTarget.roundLimit?.(ctx).rounds).toBe(10);
    const table = arrowTarget.standings(ctx);
    expect(table.rows[0][table.headers.indexOf('Playoff')]).toBe('Champion');
  });
});

describe('arrow/target: a playoff row edited by hand (found with FUZZ_SEED=7)', () => {
  it('players swapped between two playoff games are reported on those rows instead of the playoff waiting forever', () => {
    const players = makePlayers(7);
    let matches = everyArrowWins(players);
    const ctxNow = () => contextOf('arrow-target', players, matches, OPTS, 's', 7);
    matches = recordRound(matches, arrowTarget.pairRound(ctxNow(), 8), (t) =>
      t.b === null ? {} : { arrowDeck: '', targetDeck: '', winner: SIDE.arrow, absent: '' },
    );
    const games = matches.filter((m) => m.round === 8 && m.b !== null);
    expect(games.length).toBeGreaterThanOrEqual(2);
    expect(games.flatMap((m) => arrowTarget.checkResult(m, ctxNow()).issues)).toEqual([]);
    // The organizer swaps the targets of the first two playoff games.
    const [x, y] = games;
    matches = matches.map((m) => (m === x ? { ...m, b: y.b } : m === y ? { ...m, b: x.b } : m));
    const ctx = ctxNow();
    const flagged = matches
      .filter((m) => m.round === 8 && m.b !== null)
      .filter((m) => arrowTarget.checkResult(m, ctx).issues.some((i) => i.severity === 'error'));
    expect(flagged.map((m) => m.row)).toEqual([x.row, y.row]);
    expect(arrowTarget.checkResult(flagged[0], ctx).issues[0].message).toMatch(
      /is not a game of playoff round 1/,
    );
  });
});

describe('Full Thrust: a drop during the cut', () => {
  it('a finalist who drops is not paired in the final: the other finalist advances and is Grand Admiral', () => {
    let players = makePlayers(8, (i) => ({ fleet: 1400 + i, battle: '' }));
    let matches: Match[] = [];
    const ctxNow = () => contextOf('full-thrust', players, matches, {}, 'cut', 4);
    const score = (k: string) => 100 + players.findIndex((p) => p.key === k);
    const cells = (t: { a: string; b: string | null }) =>
      t.b === null ? {} : { aOpt: score(t.a), aDpt: 50, aHull: 10, bOpt: score(t.b), bDpt: 50, bHull: 10 };
    expect(structureOf(ctxNow()).total).toBe(4);
    for (let round = 1; round <= 3; round++)
      matches = recordRound(matches, fullThrust.pairRound(ctxNow(), round), cells);
    const finalists = matches
      .filter((m) => m.round === 3)
      .map((m) => (score(m.a) > score(m.b as string) ? m.a : m.b));
    players = drop(players, finalists[0] as string);
    const final = fullThrust.pairRound(ctxNow(), 4);
    expect(final.tables).toEqual([
      expect.objectContaining({ a: finalists[1], b: null, note: expect.stringContaining('has dropped') }),
    ]);
    matches = recordRound(matches, final, () => ({}));
    const st = fullThrust.standings(ctxNow());
    expect([st.rows[0][1], st.rows[0][st.headers.indexOf('Stage')]]).toEqual([
      players.find((p) => p.key === finalists[1])?.name,
      'Grand Admiral',
    ]);
  });
});

describe('Full Thrust: a cut row edited by hand', () => {
  it('players swapped between two semi-finals are reported on those rows instead of the cut waiting forever', () => {
    const players = makePlayers(8, (i) => ({ fleet: 1400 + i, battle: '' }));
    let matches: Match[] = [];
    const ctxNow = () => contextOf('full-thrust', players, matches, { cutSize: '8' }, 'cut', 5);
    const score = (k: string) => 100 + players.findIndex((p) => p.key === k);
    const cells = (t: { a: string; b: string | null }) =>
      t.b === null ? {} : { aOpt: score(t.a), aDpt: 50, aHull: 10, bOpt: score(t.b), bDpt: 50, bHull: 10 };
    // Two qualifying games, the quarter-finals, then the semi-finals.
    expect(structureOf(ctxNow()).total).toBe(5);
    for (let round = 1; round <= 4; round++)
      matches = recordRound(matches, fullThrust.pairRound(ctxNow(), round), cells);
    const semis = matches.filter((m) => m.round === 4 && m.b !== null);
    expect(semis).toHaveLength(2);
    expect(semis.flatMap((m) => fullThrust.checkResult(m, ctxNow()).issues)).toEqual([]);
    // The organizer swaps the opponents of the two semi-finals.
    const [x, y] = semis;
    matches = matches.map((m) => (m === x ? { ...m, b: y.b } : m === y ? { ...m, b: x.b } : m));
    const ctx = ctxNow();
    const checks = matches.filter((m) => m.round === 4).map((m) => fullThrust.checkResult(m, ctx));
    expect(checks.map((c) => c.complete)).toEqual([false, false]);
    for (const c of checks)
      expect(c.issues[0]).toMatchObject({
        severity: 'error',
        column: '',
        message: expect.stringMatching(/ v .* is not a game of the semi-final on the Bracket tab\.$/),
        fix: expect.stringContaining('Put back the players the add-on paired'),
      });
    // The quarter-finals were not touched, so their rows stay clean.
    expect(
      matches.filter((m) => m.round === 3).flatMap((m) => fullThrust.checkResult(m, ctx).issues),
    ).toEqual([]);
    // Without the check, this is all the organizer would see: the final waiting.
    expect(fullThrust.pairRound(ctx, 5).warnings.map((w) => w.code)).toContain(PAIRING_CODES.waiting);
  });
});
