import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLEET_HEADERS, FROZEN_FIELD } from '../../../src/engine/attack-wing/fleet';
import { ROLL_OFF_COMMAND_CODES } from '../../../src/engine/attack-wing/roll-off-command';
import { ROLL_OFF_HEADERS } from '../../../src/engine/attack-wing/roll-offs';
import { ATTACK_WING_NOTE_CODES } from '../../../src/engine/attack-wing/warnings';
import { RESULT_CODES } from '../../../src/engine/cell-checks';
import type { CellValue, FormatContext, Match, Player } from '../../../src/engine/format';
import {
  attackWing,
  battleOf,
  byeFleetPoints,
  DEFAULT_RANK_TITLES,
} from '../../../src/engine/formats/attack-wing';
import { engineContext, namedPlayers, resultRow } from '../../support/engine';

function players(names: string[], fields: Record<string, Record<string, CellValue>> = {}): Player[] {
  return namedPlayers(names, (name) => ({ [FROZEN_FIELD]: '', ...(fields[name] ?? {}) }));
}

/**
 * The event's context; `rollOffs` are rows of the Fleets tab's roll-offs table (Roll-off round | Tied players |
 * Tied player | Roll-off results, columns I to L), parsed as the sheet layer does.
 */
function ctx(
  names: string[],
  matches: Match[],
  options: Record<string, string | number> = {},
  rollOffs: CellValue[][] = [],
): FormatContext {
  const config = { format: 'attack-wing' as const, name: 'OP', rounds: 3, seed: 'aw-seed' };
  const c = engineContext(config, players(names), matches, options);
  const blank = FLEET_HEADERS.map(() => '');
  const grid = [[...FLEET_HEADERS, '', ...ROLL_OFF_HEADERS], ...rollOffs.map((r) => [...blank, '', ...r])];
  c.inputs = attackWing.inputTabs?.[0].parse(grid, c).inputs ?? {};
  return c;
}

let row = 2;
function battle(
  round: number,
  a: string,
  b: string | null,
  aFleet?: number | string,
  bFleet?: number | string,
  ended = 'Time',
  winner = '',
): Match {
  const cells = { aFleet: aFleet ?? '', bFleet: bFleet ?? '', ended, winner, verified: false };
  return resultRow(round, row++, a, b, cells);
}

const standingsOf = (c: FormatContext) => {
  const t = attackWing.standings(c);
  const col = (h: string) => t.headers.indexOf(h);
  return { t, row: (name: string) => t.rows.find((r) => r[col('Player')] === name) as CellValue[], col };
};

describe('Attack Wing results and battle points', () => {
  it('"If the time limit is reached, the player with the most Fleet Points ... wins"', () => {
    expect(battleOf(battle(1, 'Ann', 'Bob', 80, 120))?.winner).toBe('b');
    expect(battleOf(battle(1, 'Ann', 'Bob', 130, 120))?.winner).toBe('a');
  });

  it('the Winner cell overrides fleet points at time (organizer override)', () => {
    expect(battleOf(battle(1, 'Ann', 'Bob', 80, 120, 'Time', 'Player'))?.winner).toBe('a');
    expect(battleOf(battle(1, 'Ann', 'Bob', 80, 120, 'Time', 'Bob'))?.winner).toBe('b');
  });

  it('"A Battle Round ends when one player is eliminated": an elimination needs the winner chosen', () => {
    const m = battle(1, 'Ann', 'Bob', 50, 40, 'Elimination');
    expect(battleOf(m)).toBeNull();
    const check = attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m]));
    expect(check.complete).toBe(false);
    expect(check.issues).toEqual([expect.objectContaining({ severity: 'warning', column: 'winner' })]);
    expect(battleOf(battle(1, 'Ann', 'Bob', 50, 40, 'Elimination', 'Opponent'))?.winner).toBe('b');
  });

  it('an equal-points timed battle without an override is flagged as unresolved', () => {
    const m = battle(1, 'Ann', 'Bob', 85, 85, 'Time');
    const check = attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m]));
    expect(check.complete).toBe(false);
    expect(check.issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        column: 'winner',
        message: expect.stringContaining('no winner'),
      }),
    ]);
    expect(
      attackWing.checkResult(battle(1, 'Ann', 'Bob', 85, 85, 'Time', 'Player'), ctx(['Ann', 'Bob'], []))
        .complete,
    ).toBe(true);
  });

  it('"If the time limit is reached, the player with the most Fleet Points ... wins": a Winner at time with fewer fleet points is a warning naming both, the override still decides', () => {
    const m = battle(1, 'Ann', 'Bob', 40, 100, 'Time', 'Player');
    const check = attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m]));
    expect(check.complete).toBe(true);
    expect(check.issues.map((i) => [i.severity, i.column, i.code])).toEqual([
      ['warning', 'winner', RESULT_CODES.winnerFewerPoints],
    ]);
    expect(check.issues[0].message).toBe(
      "Winner says Player, who has 40 fleet points to the Opponent's 100, at time.",
    );
    expect(battleOf(m)?.winner).toBe('a');
    // An elimination is not decided on fleet points, and a Winner that agrees with them says nothing.
    for (const ok of [
      battle(1, 'Ann', 'Bob', 40, 100, 'Elimination', 'Player'),
      battle(1, 'Ann', 'Bob', 100, 40, 'Time', 'Player'),
      battle(1, 'Ann', 'Bob', 40, 100, 'Time', 'Bob'),
    ])
      expect(attackWing.checkResult(ok, ctx(['Ann', 'Bob'], [ok])).issues).toEqual([]);
  });

  it('a battle still without its result names the blank cells it needs, the Winner too after an elimination', () => {
    const half = battle(1, 'Ann', 'Bob', 80, '', '');
    expect(attackWing.checkResult(half, ctx(['Ann', 'Bob'], [half])).blank).toEqual(['bFleet', 'ended']);
    const elim = battle(1, 'Ann', 'Bob', 80, 60, 'Elimination');
    expect(attackWing.checkResult(elim, ctx(['Ann', 'Bob'], [elim])).blank).toEqual(['winner']);
  });

  it('"draw" typed as how a battle ended is an error with the choices and the source has no draw', () => {
    const m = battle(1, 'Ann', 'Bob', 80, 80, 'draw');
    const [issue] = attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m])).issues;
    expect([issue.column, issue.code]).toEqual(['ended', RESULT_CODES.unknownChoice]);
    expect(issue.fix).toBe(
      'Choose Time or Elimination. The source has no drawn battle: at time the player with more fleet points wins.',
    );
  });

  it('bad cells are reported at their column', () => {
    const m = battle(1, 'Ann', 'Bob', 'lots', -3, 'Draw', 'Zed');
    const cols = attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m])).issues.map((i) => i.column);
    expect(cols).toEqual(['aFleet', 'bFleet', 'ended', 'winner']);
  });

  it('"2 PTS for a Win, 2 PTS for a Bye and 1 PT for a Loss"', () => {
    const ms = [battle(1, 'Ann', 'Bob', 120, 75), battle(1, 'Cy', null)];
    const s = standingsOf(ctx(['Ann', 'Bob', 'Cy'], ms));
    expect(s.row('Ann')[s.col('Battle points')]).toBe(2);
    expect(s.row('Bob')[s.col('Battle points')]).toBe(1);
    expect(s.row('Cy')[s.col('Battle points')]).toBe(2);
    expect(s.row('Ann')[s.col('W-L-B')]).toBe('1-0-0');
    expect(s.row('Bob')[s.col('W-L-B')]).toBe('0-1-0');
    expect(s.row('Cy')[s.col('W-L-B')]).toBe('0-0-1');
  });
});

describe('Attack Wing verification checkbox (a decision: "a checkbox the organizer can use or ignore")', () => {
  it('result verified is an optional checkbox: a result is complete with it ticked or not', () => {
    const column = attackWing.resultColumns.find((c) => c.key === 'verified');
    expect(column?.kind).toBe('checkbox');
    for (const verified of [false, true, '']) {
      const m = battle(1, 'Ann', 'Bob', 40, 30);
      m.cells.verified = verified;
      expect(attackWing.checkResult(m, ctx(['Ann', 'Bob'], [m]))).toEqual({ complete: true, issues: [] });
    }
  });
});

describe('Attack Wing byes', () => {
  const seven = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
  const round1 = () => [
    battle(1, 'Ann', 'Bob', 120, 75),
    battle(1, 'Cy', 'Dee', 43, 0),
    battle(1, 'Eve', 'Fay', 88, 31),
    battle(1, 'Gus', null),
  ];

  it('"a number of Fleet Points equal to the average of all other players\' Fleet Points for that round (rounded up)": 120, 75, 43, 0, 88, 31 → 60', () => {
    const c = ctx(seven, round1());
    expect(byeFleetPoints(c, 1)).toBe(60);
    const s = standingsOf(c);
    expect(s.row('Gus')[s.col('Fleet points')]).toBe(60);
    expect(s.row('Gus')[s.col('Battle points')]).toBe(2);
  });

  it('option: bye fleet points 0', () => {
    expect(byeFleetPoints(ctx(seven, round1(), { byeFleetPoints: 'zero' }), 1)).toBe(0);
  });

  it('"In the first Battle Round, the Bye is determined randomly" (from the seed, reproducibly)', () => {
    const byes = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const c = ctx(seven, []);
      c.config.seed = seed;
      const plan = attackWing.pairRound(c, 1);
      const bye = plan.tables.filter((t) => t.b === null);
      expect(bye).toHaveLength(1);
      expect(attackWing.pairRound(c, 1)).toEqual(plan);
      byes.add(bye[0].a);
    }
    expect(byes.size).toBeGreaterThan(1);
  });

  it('"the player with the least amount of Battle Points will be assigned the Bye ... who has not received a Bye"', () => {
    // After round 1: Bob, Dee, Fay lost (1 BP); Fay has the fewest fleet points (31), then Dee (0)… Dee has 0 FP.
    const plan = attackWing.pairRound(ctx(seven, round1()), 2);
    const bye = plan.tables.find((t) => t.b === null);
    expect(bye?.a).toBe('dee');
    // Round 3 of three players: Cy is lowest (3 BP, fewest fleet points) but had the round-1 bye, so Bob
    // (3 BP, no bye yet) gets it.
    const ms = [
      battle(1, 'Ann', 'Bob', 120, 75),
      battle(1, 'Cy', null),
      battle(2, 'Bob', 'Cy', 90, 10),
      battle(2, 'Ann', null),
    ];
    const c3 = ctx(['Ann', 'Bob', 'Cy'], ms);
    const s = standingsOf(c3);
    expect(s.t.rows.map((r) => [r[s.col('Player')], r[s.col('Battle points')]])).toEqual([
      ['Ann', 4],
      ['Bob', 3],
      ['Cy', 3],
    ]);
    expect(attackWing.pairRound(c3, 3).tables.find((t) => t.b === null)?.a).toBe('bob');
  });

  it('property: over 3 rounds of 7 players nobody gets a second bye while another has none', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 30, maxLength: 30 }),
        (seed, points) => {
          const matches: Match[] = [];
          let i = 0;
          for (let round = 1; round <= 3; round++) {
            const c = ctx(seven, matches);
            c.config.seed = seed;
            const plan = attackWing.pairRound(c, round);
            for (const t of plan.tables) {
              const a = points[i++ % points.length];
              const b = points[i++ % points.length];
              matches.push({
                round,
                table: t.table,
                row: row++,
                a: t.a,
                b: t.b,
                cells:
                  t.b === null ? {} : { aFleet: a, bFleet: b === a ? b + 1 : b, ended: 'Time', winner: '' },
              });
            }
          }
          const byes = matches.filter((m) => m.b === null).map((m) => m.a);
          expect(new Set(byes).size).toBe(3);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Attack Wing pairing', () => {
  it('"Prior to the first Battle Round, players will be assigned opponents randomly": seeded and logged', () => {
    const plan = attackWing.pairRound(ctx(['Ann', 'Bob', 'Cy', 'Dee'], []), 1);
    expect(plan.tables).toHaveLength(2);
    expect(plan.log.join(' ')).toContain('aw-seed:round-1:first-round-order');
  });

  it('later rounds: sorted by battle points, then fleet points; neighbours paired', () => {
    const ms = [
      battle(1, 'Ann', 'Bob', 120, 75),
      battle(1, 'Cy', 'Dee', 43, 90),
      battle(1, 'Eve', 'Fay', 88, 31),
      battle(1, 'Gus', 'Hal', 10, 5),
    ];
    const plan = attackWing.pairRound(ctx(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'], ms), 2);
    // Winners by fleet points: Ann 120, Dee 90, Eve 88, Gus 10; losers: Bob 75, Cy 43, Fay 31, Hal 5.
    expect(plan.tables.map((t) => [t.a, t.b])).toEqual([
      ['ann', 'dee'],
      ['eve', 'gus'],
      ['bob', 'cy'],
      ['fay', 'hal'],
    ]);
  });

  it('rematches avoided with look-ahead (default)', () => {
    const ms = [battle(1, 'Ann', 'Bob', 120, 75), battle(1, 'Cy', 'Dee', 100, 90)];
    const plan = attackWing.pairRound(ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms), 2);
    for (const t of plan.tables) expect([t.a, t.b].sort()).not.toEqual(['ann', 'bob']);
    expect(plan.warnings).toEqual([]);
  });

  it('players level on battle and fleet points are ordered by a seeded 5-dice roll-off written to the log', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee', 100, 75)];
    const plan = attackWing.pairRound(ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms), 2);
    const log = plan.log.join(' ');
    expect(log).toContain('aw-seed:round-2:pairing-roll-off');
    expect(log).toMatch(/5 attack dice each: (Ann|Cy) \d \(/);
  });

  it('a recorded roll-off orders level players instead of the seeded roll', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee', 100, 75)];
    const c = ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms, {}, [
      [1, 'Ann, Cy', 'Ann', 2],
      ['', '', 'Cy', '4'],
    ]);
    const plan = attackWing.pairRound(c, 2);
    expect(plan.log.join(' ')).toContain('the roll-off recorded after round 1 (Fleets row 2): Cy 4, Ann 2');
    expect(plan.log.join(' ')).toContain(
      'sorted by battle points, then fleet points, then roll-off: Cy, Ann',
    );
  });
});

describe('Attack Wing standings and ranks', () => {
  it('"highest cumulative Battle Points (and Fleet Points if there is a tie) will be Rank 1 (Admiral) ... Rank 2 (Vice Admiral)"', () => {
    const ms = [battle(1, 'Ann', 'Bob', 120, 75), battle(1, 'Cy', 'Dee', 90, 80), battle(1, 'Eve', null)];
    const s = standingsOf(ctx(['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], ms));
    const names = s.t.rows.map((r) => r[s.col('Player')]);
    // Bye fleet points: ceil((120+75+90+80)/4) = 92: Eve 2 BP / 92 FP beats Cy 2 / 90 on fleet points.
    expect(names).toEqual(['Ann', 'Eve', 'Cy', 'Dee', 'Bob']);
    expect(s.t.rows.map((r) => r[s.col('Title')])).toEqual([
      'Admiral',
      'Vice Admiral',
      'Rear Admiral',
      'Commodore',
      'Captain',
    ]);
    expect(s.t.rows.map((r) => r[s.col('Rank')])).toEqual([1, 2, 3, 4, 5]);
    expect(s.t.rows.every((r) => r[s.col('Tie')] === '')).toBe(true);
    expect(s.t.marks[0]).toBe('leader');
  });

  it('rank titles follow the default list in order, then Cadet for the rest; the list is editable', () => {
    const titles = DEFAULT_RANK_TITLES.split(', ');
    expect(titles).toEqual([
      'Admiral',
      'Vice Admiral',
      'Rear Admiral',
      'Commodore',
      'Captain',
      'Commander',
      'Lieutenant Commander',
      'Lieutenant',
      'Lieutenant (junior grade)',
      'Ensign',
      'Cadet',
    ]);
    const names = Array.from({ length: 13 }, (_, i) => `P${String(i).padStart(2, '0')}`);
    const ms: Match[] = [];
    for (let i = 0; i + 1 < 13; i += 2) ms.push(battle(1, names[i], names[i + 1], 200 - i * 10, 100 - i * 5));
    ms.push(battle(1, names[12], null));
    const s = standingsOf(ctx(names, ms));
    const got = s.t.rows.map((r) => r[s.col('Title')]);
    expect(got.slice(0, 11)).toEqual(titles);
    expect(got.slice(11)).toEqual(['Cadet', 'Cadet']);
    const custom = standingsOf(ctx(names, ms, { rankTitles: 'Fleet Admiral, Admiral, Ensign' }));
    expect(custom.t.rows.map((r) => r[custom.col('Title')]).slice(0, 4)).toEqual([
      'Fleet Admiral',
      'Admiral',
      'Ensign',
      'Ensign',
    ]);
  });

  it('"roll off" flagged only when battle and fleet points are both equal', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee', 100, 80)];
    const s = standingsOf(ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms));
    expect(s.row('Ann')[s.col('Tie')]).toBe('Roll-off needed');
    expect(s.row('Cy')[s.col('Tie')]).toBe('Roll-off needed');
    expect(s.row('Ann')[s.col('Rank')]).toBe(1);
    expect(s.row('Cy')[s.col('Rank')]).toBe(1);
    // Equal battle points, different fleet points: no roll-off.
    expect(s.row('Bob')[s.col('Tie')]).toBe('');
    expect(s.row('Dee')[s.col('Tie')]).toBe('');
    expect(s.row('Dee')[s.col('Rank')]).toBe(3);
    expect(s.t.marks.filter((m) => m === 'tie')).toHaveLength(2);
  });

  it('a recorded roll-off decides the tie: "the player with the most results is the winner"', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee', 100, 80)];
    const s = standingsOf(
      ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms, {}, [
        [1, 'Ann, Cy', 'Ann', '2'],
        [1, 'Ann, Cy', 'Cy', '3'],
      ]),
    );
    expect(
      s.t.rows
        .slice(0, 2)
        .map((r) => [
          r[s.col('Rank')],
          r[s.col('Title')],
          r[s.col('Player')],
          r[s.col('Roll-off')],
          r[s.col('Tie')],
        ]),
    ).toEqual([
      [1, 'Admiral', 'Cy', '3', 'Roll-off decided'],
      [2, 'Vice Admiral', 'Ann', '2', 'Roll-off decided'],
    ]);
  });

  it('the rollOff command rolls 5 attack dice for each tied player with the seed and records the result in the roll-offs table', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee', 100, 80)];
    const c = ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms);
    const out = attackWing.commands?.rollOff(c, null);
    if (!out?.ok) throw new Error('roll-off refused');
    const rows = out.tabRows?.[0].rows ?? [];
    expect(out.tabRows?.[0]).toMatchObject({ role: 'fleets', row: 2, col: 9 });
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Ann, Cy', 'Ann'],
      [1, 'Ann, Cy', 'Cy'],
    ]);
    for (const r of rows) expect(String(r[3])).toMatch(/^[0-5](, [0-5])*$/);
    expect(rows[0][3]).not.toBe(rows[1][3]);
    expect(out.log.join(' ')).toMatch(/seed "aw-seed:round-1:roll-off:0:ann\+cy".*5 attack dice each/);
    expect(attackWing.commands?.rollOff(c, null)).toEqual(out);
    // Recorded, the tie is decided.
    const s = standingsOf(ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms, {}, rows));
    expect(s.t.rows.filter((r) => r[s.col('Tie')] === 'Roll-off needed')).toHaveLength(0);
    expect(s.t.rows.filter((r) => r[s.col('Tie')] === 'Roll-off decided')).toHaveLength(2);
  });

  it('the rollOff command refuses while the round is still being played: a tie is broken "at the end of any Battle Round"', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75), battle(1, 'Cy', 'Dee')];
    expect(attackWing.commands?.rollOff(ctx(['Ann', 'Bob', 'Cy', 'Dee'], ms), null)).toEqual({
      ok: false,
      problems: [
        {
          code: ROLL_OFF_COMMAND_CODES.roundIncomplete,
          message: 'Round 1 is not complete: a roll-off breaks a tie "at the end of" a battle round.',
          fix: 'Type every result of round 1 first.',
          role: 'fleets',
        },
      ],
    });
  });

  it('the rollOff command refuses when no tie needs one', () => {
    const ms = [battle(1, 'Ann', 'Bob', 100, 75)];
    expect(attackWing.commands?.rollOff(ctx(['Ann', 'Bob'], ms), null)).toMatchObject({ ok: false });
  });
});

describe('Attack Wing event', () => {
  it('defaults: 3 battle rounds, 60 minutes, look-ahead pairing, average bye', () => {
    expect(attackWing.defaultRounds).toBe(3);
    const byKey = Object.fromEntries(attackWing.options.map((o) => [o.key, o.default]));
    expect(byKey).toMatchObject({
      battleMinutes: 60,
      pairing: 'look-ahead',
      byeFleetPoints: 'average',
      rankTitles: DEFAULT_RANK_TITLES,
    });
  });

  it('warns when the rounds or minutes differ from the OP instructions', () => {
    const c = ctx(['Ann', 'Bob'], [], { battleMinutes: 45 });
    c.config.rounds = 4;
    expect(attackWing.warnings(c).map((n) => n.code)).toEqual([
      ATTACK_WING_NOTE_CODES.rounds,
      ATTACK_WING_NOTE_CODES.minutes,
    ]);
    expect(attackWing.warnings(ctx(['Ann', 'Bob'], []))).toEqual([]);
  });
});
