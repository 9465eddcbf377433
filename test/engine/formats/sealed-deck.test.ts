import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../../src/engine/cell-checks';
import type { FormatContext, Match } from '../../../src/engine/format';
import { PAIRING_CODES } from '../../../src/engine/format';
import { formatScore, scoreGame, sealedDeck } from '../../../src/engine/formats/sealed-deck';
import { SEALED_DECK_NOTE_CODES } from '../../../src/engine/sealed-deck/warnings';
import { pairSwiss } from '../../../src/engine/swiss';
import { engineContext, namedPlayers, resultRow } from '../../support/engine';

function ctx(
  names: string[],
  matches: Match[],
  options: Record<string, string | number> = {},
  rounds = 5,
): FormatContext {
  const config = { format: 'sealed-deck' as const, name: 'T', rounds, seed: 'seed-1' };
  return engineContext(config, namedPlayers(names), matches, options);
}

let row = 2;
function game(
  round: number,
  a: string,
  b: string | null,
  aPoints?: number,
  bPoints?: number,
  ended = 'Win',
): Match {
  return resultRow(round, row++, a, b, { aPoints: aPoints ?? '', bPoints: bPoints ?? '', ended });
}

describe('sealed deck scoring (source: "Examples of scoring")', () => {
  it('"won a game 120 to 65 ... 2(+35) and his opponent ... 0(-35)"', () => {
    const s = scoreGame(120, 65, 'win');
    expect(formatScore(s.a.vp, s.a.diff)).toBe('2 (+35)');
    expect(formatScore(s.b.vp, s.b.diff)).toBe('0 (-35)');
  });

  it('"won a game 80 to 20 (via deck exhaustion or timed game) ... 1(+60) ... 0(-60)"', () => {
    for (const ending of ['exhausted', 'time'] as const) {
      const s = scoreGame(80, 20, ending);
      expect(formatScore(s.a.vp, s.a.diff)).toBe('1 (+60)');
      expect(formatScore(s.b.vp, s.b.diff)).toBe('0 (-60)');
    }
  });

  it('"if the game point score is less than zero treat it as zero; if it is greater than 100 treat it as a 100"', () => {
    expect(scoreGame(130, -10, 'win').a.diff).toBe(100);
    expect(scoreGame(105, 40, 'win').a.diff).toBe(60);
  });

  it('clarification: a winner whose clamped margin is 0 records +1 / -1', () => {
    const both100 = scoreGame(120, 105, 'win');
    expect([both100.a.diff, both100.b.diff]).toEqual([1, -1]);
    const bothNegative = scoreGame(-5, -20, 'time');
    expect([bothNegative.a, bothNegative.b]).toEqual([
      { vp: 1, diff: 1 },
      { vp: 0, diff: -1 },
    ]);
  });

  it('clarification: a true tie (equal points at time or exhaustion) is 1 VP each, differential 0', () => {
    expect(scoreGame(50, 50, 'time')).toEqual({ a: { vp: 1, diff: 0 }, b: { vp: 1, diff: 0 } });
  });

  it('"2 (+35) and in the second he scored 0 (-60). His cumulative score at this point is 2 (-25)"', () => {
    const c = ctx(
      ['Ann', 'Bob', 'Cy'],
      [game(1, 'Ann', 'Bob', 120, 65), game(2, 'Cy', 'Ann', 80, 20, 'Decks exhausted')],
    );
    const table = sealedDeck.standings(c);
    const ann = table.rows.find((r) => r[1] === 'Ann');
    expect(ann?.[2]).toBe('2 (-25)');
  });

  it('"a player with the score of 4 (+10) has a higher score than a player with 2 (+30)"', () => {
    const c = ctx(
      ['Ann', 'Bob', 'Cy', 'Dee'],
      [
        game(1, 'Ann', 'Bob', 100, 95),
        game(2, 'Ann', 'Cy', 100, 95),
        game(1, 'Dee', 'Cy', 100, 70),
        game(2, 'Bob', 'Dee', 90, 40),
      ],
    );
    const table = sealedDeck.standings(c);
    const ann = table.rows.find((r) => r[1] === 'Ann') as unknown[];
    const dee = table.rows.find((r) => r[1] === 'Dee') as unknown[];
    expect(ann[2]).toBe('4 (+10)');
    expect(dee[2]).toBe('2 (-20)');
    expect(table.rows[0][1]).toBe('Ann');
  });

  it('"the tied player with the highest differential wins"; equal VP and differential are shown as ties', () => {
    const c = ctx(
      ['Ann', 'Bob', 'Cy', 'Dee'],
      [game(1, 'Ann', 'Bob', 100, 60), game(1, 'Cy', 'Dee', 100, 60)],
    );
    const table = sealedDeck.standings(c);
    expect(table.rows.map((r) => [r[0], r[1], r[11]])).toEqual([
      [1, 'Ann', 'Tied'],
      [1, 'Cy', 'Tied'],
      [3, 'Bob', 'Tied'],
      [3, 'Dee', 'Tied'],
    ]);
    expect(table.marks[0]).toBe('tie');
  });

  it('clarification: a bye scores 2 victory points and +0, or +100 with the "earned bye" option', () => {
    const c = ctx(['Ann', 'Bob', 'Cy'], [game(1, 'Ann', 'Bob', 100, 60), game(1, 'Cy', null)]);
    expect(sealedDeck.standings(c).rows.find((r) => r[1] === 'Cy')?.[2]).toBe('2 (+0)');
    const earned = ctx(['Ann', 'Bob', 'Cy'], c.matches, { byeScore: 'earned' });
    expect(sealedDeck.standings(earned).rows.find((r) => r[1] === 'Cy')?.[2]).toBe('2 (+100)');
  });
});

describe('sealed deck result checks', () => {
  it('reports points that are not numbers and a "Win" with equal points, each on its column', () => {
    const bad = game(1, 'Ann', 'Bob');
    bad.cells = { aPoints: 'ten', bPoints: 40, ended: 'Win' };
    expect(sealedDeck.checkResult(bad, ctx(['Ann', 'Bob'], [bad])).issues.map((i) => i.column)).toEqual([
      'aPoints',
    ]);
    const equal = game(1, 'Ann', 'Bob', 50, 50, 'Win');
    const check = sealedDeck.checkResult(equal, ctx(['Ann', 'Bob'], [equal]));
    expect(check.complete).toBe(false);
    expect(check.issues[0].column).toBe('winner');
  });

  it('clarification: a game won on equal or fewer points records the chosen Winner with +1 / -1', () => {
    // "If the game has a winner but the clamped difference is 0 or less ... record +1 / -1".
    const s = scoreGame(40, 60, 'win', 'a');
    expect([formatScore(s.a.vp, s.a.diff), formatScore(s.b.vp, s.b.diff)]).toEqual(['2 (+1)', '0 (-1)']);
    const equal = game(1, 'Ann', 'Bob', 100, 100, 'Win');
    equal.cells.winner = 'Opponent';
    const c = ctx(['Ann', 'Bob'], [equal]);
    expect(sealedDeck.checkResult(equal, c)).toEqual({ complete: true, issues: [] });
    expect(sealedDeck.standings(c).rows.map((r) => [r[1], r[2]])).toEqual([
      ['Bob', '2 (+1)'],
      ['Ann', '0 (-1)'],
    ]);
    // The Report for the sanctioning body says who was chosen as the winner.
    // Row 3 of the tab's rows is the first game (below the event, a blank row and the games' headers).
    expect(sealedDeck.extraTabs(c)[0].rows[3].slice(6, 9)).toEqual([
      'Win (winner: Opponent)',
      '0 (-1)',
      '2 (+1)',
    ]);
  });

  it('a Winner that contradicts the points when time is called is reported on the Winner column', () => {
    const timed = game(1, 'Ann', 'Bob', 60, 40, 'Time called');
    timed.cells.winner = 'Opponent';
    const check = sealedDeck.checkResult(timed, ctx(['Ann', 'Bob'], [timed]));
    expect(check.complete).toBe(false);
    expect(check.issues.map((i) => [i.column, i.message])).toEqual([
      [
        'winner',
        'When time is called the player with more points wins (60 to 40), but Winner says Opponent.',
      ],
    ]);
  });

  it('game points are whole numbers: 12.5 is refused with a message that says so', () => {
    const half = game(1, 'Ann', 'Bob', 12.5, 10, 'Win');
    const check = sealedDeck.checkResult(half, ctx(['Ann', 'Bob'], [half]));
    expect(check.complete).toBe(false);
    expect(check.issues.map((i) => [i.column, i.message])).toEqual([
      ['aPoints', '"12.5" is not a whole number of game points.'],
    ]);
  });

  it('"won a game 120 to 65": a Winner who scored fewer points is a warning at Winner naming both scores, and the Winner still decides', () => {
    // The source's won games are won on points ("if a player won a game 120 to 65"), so 40 | 100 | Win |
    // Player is most often the two point columns swapped; a win on fewer points stays allowed (+1 / -1).
    const swapped = game(1, 'Ann', 'Bob', 40, 100, 'Win');
    swapped.cells.winner = 'Player';
    const c = ctx(['Ann', 'Bob'], [swapped]);
    const check = sealedDeck.checkResult(swapped, c);
    expect(check.complete).toBe(true);
    expect(check.issues.map((i) => [i.severity, i.column, i.code])).toEqual([
      ['warning', 'winner', RESULT_CODES.winnerFewerPoints],
    ]);
    expect(check.issues[0].message).toBe("Winner says Player, who scored 40 to the Opponent's 100.");
    expect(check.issues[0].fix).toContain('swap them back (Player points 100, Opponent points 40)');
    expect(sealedDeck.standings(c).rows.map((r) => [r[1], r[2]])).toEqual([
      ['Ann', '2 (+1)'],
      ['Bob', '0 (-1)'],
    ]);
    // The Winner chosen on equal points (what the column is for), or on more points: no warning.
    for (const [ap, bp, winner] of [
      [100, 100, 'Opponent'],
      [100, 40, 'Player'],
      [40, 100, 'Opponent'],
    ] as const) {
      const m = game(1, 'Ann', 'Bob', ap, bp, 'Win');
      m.cells.winner = winner;
      expect(sealedDeck.checkResult(m, ctx(['Ann', 'Bob'], [m])).issues, `${ap}-${bp} ${winner}`).toEqual([]);
    }
  });

  it('a mistyped How it ended or Winner is an error with the valid choices; "draw" is told how a drawn game is entered, "W" is asked about', () => {
    const drawn = game(1, 'Ann', 'Bob', 60, 60, 'draw');
    const [issue] = sealedDeck.checkResult(drawn, ctx(['Ann', 'Bob'], [drawn])).issues;
    expect([issue.severity, issue.column, issue.code]).toEqual([
      'error',
      'ended',
      RESULT_CODES.unknownChoice,
    ]);
    expect(issue.fix).toBe(
      'Choose Win, Decks exhausted or Time called. A drawn game is Decks exhausted or Time called with equal points: 1 victory point each.',
    );
    const w = game(1, 'Ann', 'Bob', 100, 60, 'W');
    const [wIssue] = sealedDeck.checkResult(w, ctx(['Ann', 'Bob'], [w])).issues;
    expect(wIssue.message).toBe('"W" is not a way a game ends. Did you mean Win?');
    expect(wIssue.fix).toBe('Choose Win, Decks exhausted or Time called.');
    const tie = game(1, 'Ann', 'Bob', 60, 60, 'Time called');
    tie.cells.winner = 'tie';
    const [tieIssue] = sealedDeck.checkResult(tie, ctx(['Ann', 'Bob'], [tie])).issues;
    expect([tieIssue.column, tieIssue.code]).toEqual(['winner', RESULT_CODES.unknownChoice]);
    expect(tieIssue.fix).toMatch(/^Choose Player or Opponent\. A drawn game is .* Leave Winner blank\.$/);
  });

  it('a result without its points is incomplete but not an error, its blank cells named', () => {
    const blank = game(1, 'Ann', 'Bob');
    expect(sealedDeck.checkResult(blank, ctx(['Ann', 'Bob'], [blank]))).toEqual({
      complete: false,
      issues: [],
      blank: ['aPoints', 'bPoints'],
    });
  });
});

describe('sealed deck pairing (source: "Subsequent pairings")', () => {
  it('"Take the top two cards off the pile": round 1 pairs the list as listed with that option', () => {
    const plan = sealedDeck.pairRound(ctx(['A', 'B', 'C', 'D', 'E'], [], { firstRound: 'as-listed' }), 1);
    expect(plan.tables.map((t) => [t.a, t.b])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', null],
    ]);
  });

  it('round 1 shuffled by the seed is reproducible and logged', () => {
    const c = ctx(['A', 'B', 'C', 'D', 'E', 'F'], []);
    const one = sealedDeck.pairRound(c, 1);
    expect(sealedDeck.pairRound(c, 1).tables).toEqual(one.tables);
    expect(one.log.join(' ')).toContain('seed-1:round-1:first-round-order');
    const other = sealedDeck.pairRound({ ...c, config: { ...c.config, seed: 'seed-2' } }, 1);
    expect(other.tables).not.toEqual(one.tables);
  });

  it('"pair the player with the next lowest player they have not faced before"', () => {
    // After round 1 the pile is A, C, B, D (A and C won). A already met B? No: A met B in round 1 only if paired.
    const history = [['a', 'b'] as [string, string], ['c', 'd'] as [string, string]];
    const r = pairSwiss({ order: ['a', 'b', 'c', 'd'], history, mode: 'written', bye: null });
    expect(r.pairs).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(r.rematches).toEqual([]);
  });

  it('"has already faced all of the players remaining in the pile, then leave the pairing as it originally was"', () => {
    // The walk pairs A-C and B-D; then E has faced F: E-F is the original adjacent pairing, flagged.
    const history: [string, string][] = [
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ];
    const r = pairSwiss({ order: ['a', 'b', 'c', 'd', 'e', 'f'], history, mode: 'written', bye: null });
    expect(r.pairs).toEqual([
      ['a', 'c'],
      ['b', 'd'],
      ['e', 'f'],
    ]);
    expect(r.rematches).toEqual([['e', 'f']]);
  });

  it('look-ahead avoids a rematch the written rule would make, and says so', () => {
    const history: [string, string][] = [
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ];
    const order = ['a', 'b', 'c', 'd', 'e', 'f'];
    const written = pairSwiss({ order, history, mode: 'written', bye: null });
    const ahead = pairSwiss({ order, history, mode: 'look-ahead', bye: null });
    expect(written.rematches.length).toBe(1);
    expect(written.avoidableRematches).toBe(1);
    expect(ahead.rematches).toEqual([]);
    expect(ahead.pairs).toEqual([
      ['a', 'c'],
      ['b', 'e'],
      ['d', 'f'],
    ]);
  });

  it('property: look-ahead equals the written rule whenever the written rule does not dead-end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }).chain((n) =>
          fc.record({
            n: fc.constant(n % 2 === 0 ? n : n + 1),
            history: fc.array(fc.tuple(fc.nat(n), fc.nat(n)), { maxLength: n * 2 }),
          }),
        ),
        ({ n, history }) => {
          const order = Array.from({ length: n }, (_, i) => `p${i}`);
          const h = history
            .filter(([a, b]) => a !== b && a < n && b < n)
            .map(([a, b]) => [`p${a}`, `p${b}`] as [string, string]);
          const written = pairSwiss({ order, history: h, mode: 'written', bye: null });
          const ahead = pairSwiss({ order, history: h, mode: 'look-ahead', bye: null });
          if (written.rematches.length === 0) expect(ahead.pairs).toEqual(written.pairs);
          expect(ahead.rematches.length).toBeLessThanOrEqual(written.rematches.length);
        },
      ),
      { seed: 20261130, numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });

  it('clarification: the bye skips a player who already had one for the next lowest who has not', () => {
    const matches = [game(1, 'A', 'B', 100, 0), game(1, 'C', 'D', 100, 0), game(1, 'E', null)];
    const plan = sealedDeck.pairRound(ctx(['A', 'B', 'C', 'D', 'E'], matches), 2);
    const bye = plan.tables.find((t) => t.b === null);
    // E (2 VP, +0) would be last? No: B and D have 0 VP and are lowest; B or D gets it, never E again.
    expect(bye?.a).not.toBe('e');
    expect(['b', 'd']).toContain(bye?.a);
  });

  it('option "strictly as written": the last player left gets the bye even a second time; the default skips them', () => {
    // Round 1: A beats C 100-0, B has the bye. Round 2: A beats B 100-60, C has the bye.
    // Round 3 pile: A 4 (+140), B 2 (-40), C 2 (-100); A has faced everyone, so A-B stays as it was.
    const matches = [
      game(1, 'A', 'C', 100, 0),
      game(1, 'B', null),
      game(2, 'A', 'B', 100, 60),
      game(2, 'C', null),
    ];
    const strict = sealedDeck.pairRound(ctx(['A', 'B', 'C'], matches, { byeRule: 'as-written' }), 3);
    expect(strict.tables.map((t) => [t.a, t.b])).toEqual([
      ['a', 'b'],
      ['c', null],
    ]);
    expect(strict.tables[0].note).toBe('Rematch');
    expect(strict.warnings.map((w) => w.code)).toContain(PAIRING_CODES.secondByeAsWritten);
    const skipping = sealedDeck.pairRound(ctx(['A', 'B', 'C'], matches), 3);
    expect(skipping.tables.map((t) => [t.a, t.b])).toEqual([
      ['b', 'c'],
      ['a', null],
    ]);
  });

  it('dropped players are not paired; a late entry joins the next round', () => {
    const c = ctx(['A', 'B', 'C', 'D', 'E'], [game(1, 'A', 'B', 100, 0), game(1, 'C', 'D', 100, 0)]);
    c.players[0].active = false;
    const plan = sealedDeck.pairRound(c, 2);
    const paired = plan.tables.flatMap((t) => [t.a, t.b]).filter(Boolean);
    expect(paired).not.toContain('a');
    expect(paired).toContain('e');
    expect(sealedDeck.lateEntry(c).allowed).toBe(true);
  });

  it('clarification: sanctioning warnings under 8 players or 3 games, and timed games under 60 minutes', () => {
    const w = sealedDeck.warnings(ctx(['A', 'B'], [], { gameMinutes: 45 }, 2));
    expect(w.map((n) => n.code)).toEqual([
      SEALED_DECK_NOTE_CODES.fewPlayers,
      SEALED_DECK_NOTE_CODES.fewRounds,
      SEALED_DECK_NOTE_CODES.shortGames,
    ]);
    const ok = sealedDeck.warnings(ctx(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], [], {}, 3));
    expect(ok).toEqual([]);
  });

  it('clarification: the Report tab lists every game with points, victory points and differential', () => {
    const c = ctx(['Ann', 'Bob'], [game(1, 'Ann', 'Bob', 120, 65)]);
    const [report] = sealedDeck.extraTabs(c);
    expect(report.rows.slice(3)).toEqual([
      [1, 1, 'Ann', 'Bob', 120, 65, 'Win', '2 (+35)', '0 (-35)', 2, 35, 0, -35],
    ]);
  });
});

describe('sealed deck Pairings read back from Results (after an undo)', () => {
  it('a game between players who met in an earlier round is flagged Rematch again', () => {
    const first = game(1, 'A', 'B', 100, 0);
    const again = game(3, 'B', 'A', 100, 0);
    const fresh = game(3, 'C', 'D', 100, 0);
    const c = ctx(['A', 'B', 'C', 'D'], [first, game(1, 'C', 'D', 100, 0), again, fresh]);
    expect(sealedDeck.pairingNote?.(again, c)).toBe('Rematch');
    expect(sealedDeck.pairingNote?.(first, c)).toBe('');
    expect(sealedDeck.pairingNote?.(fresh, c)).toBe('Rematch');
    expect(sealedDeck.pairingNote?.(game(2, 'A', 'C', 1, 0), c)).toBe('');
  });
});
