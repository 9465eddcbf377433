// "A Players column 'Fixed table': a player with a number there always plays at that
// table (accessibility); pairing keeps every other rule, and two players with the same fixed table who
// are not paired together is a clear warning." The relabel on its own, as a pure function.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixTables, pairedTable } from '../../src/engine/fixed-tables';
import type { PlannedTable, Player } from '../../src/engine/format';
import { checkProperty } from '../property/arbitraries';
import { namedPlayers } from '../support/engine';

/** Players named as given, with fixed tables from `fixed` (by name). */
function players(names: string[], fixed: Record<string, number> = {}): Player[] {
  return namedPlayers(names).map((p) =>
    fixed[p.name] === undefined ? p : { ...p, fixedTable: fixed[p.name] },
  );
}

/** Games 1..n of consecutive names (Ann v Bob at table 1, ...), then a bye for an odd name out. */
function round(names: string[]): PlannedTable[] {
  const out: PlannedTable[] = [];
  for (let i = 0; i + 1 < names.length; i += 2)
    out.push({ table: out.length + 1, a: names[i].toLowerCase(), b: names[i + 1].toLowerCase(), note: '' });
  if (names.length % 2)
    out.push({ table: out.length + 1, a: names[names.length - 1].toLowerCase(), b: null, note: 'Bye' });
  return out;
}

const seats = (tables: PlannedTable[]) => tables.map((t) => [t.table, t.a, t.b]);
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];

describe('fixed tables renumber a paired round', () => {
  it("a fixed player's game takes that table, and the game that had it takes the freed number", () => {
    const out = fixTables(round(NAMES), players(NAMES, { Dee: 3 }), 2);
    expect(seats(out.tables)).toEqual([
      [1, 'ann', 'bob'],
      [2, 'eve', 'fay'],
      [3, 'cy', 'dee'],
      [4, 'gus', null],
    ]);
    expect(out.tables.map((t) => t.pairedAt)).toEqual([undefined, 3, 2, undefined]);
    expect(out.issues).toEqual([]);
    expect(out.log).toEqual([
      'Fixed tables: Cy v Dee, paired at table 2, is table 3 (fixed table of Dee); Eve v Fay, paired at table 3, is table 2.',
    ]);
  });

  it('a fixed table beyond the table count simply numbers that game; a bye is never moved to a fixed table', () => {
    const out = fixTables(round(NAMES), players(NAMES, { Ann: 12, Gus: 1 }), 1);
    expect(seats(out.tables)).toEqual([
      [2, 'cy', 'dee'],
      [3, 'eve', 'fay'],
      [4, 'gus', null],
      [12, 'ann', 'bob'],
    ]);
    expect(out.issues).toEqual([]);
  });

  it('a bye holding the fixed number takes the freed one, so no two rows share a number', () => {
    const out = fixTables(round(NAMES), players(NAMES, { Bob: 4 }), 1);
    expect(seats(out.tables)).toEqual([
      [1, 'gus', null],
      [2, 'cy', 'dee'],
      [3, 'eve', 'fay'],
      [4, 'ann', 'bob'],
    ]);
  });

  it('two players with the same fixed table who are not paired together: a clear warning, the first listed keeps it', () => {
    const out = fixTables(
      round(['Ann', 'Cy', 'Dee', 'Fay', 'Bob', 'Eve']),
      players(NAMES, { Ann: 3, Bob: 3 }),
      2,
    );
    expect(out.tables.find((t) => t.a === 'ann')?.table).toBe(3);
    expect(out.issues).toEqual([
      {
        player: 'bob',
        message:
          'Ann and Bob both have fixed table 3 but do not play each other in round 2: Ann plays at table 3, Bob at table 1.',
        fix: 'Give Bob another fixed table or clear it (one table seats one game), then choose "Re-pair round" if round 2 has no results yet.',
      },
    ]);
  });

  it('two players paired together with the same fixed table: no warning', () => {
    const out = fixTables(round(NAMES), players(NAMES, { Cy: 1, Dee: 1 }), 1);
    expect(seats(out.tables)[0]).toEqual([1, 'cy', 'dee']);
    expect(out.issues).toEqual([]);
  });

  it('two players paired together with different fixed tables: the first in Players order keeps theirs', () => {
    const out = fixTables(round(NAMES), players(NAMES, { Fay: 1, Eve: 2 }), 3);
    expect(seats(out.tables)[1]).toEqual([2, 'eve', 'fay']);
    expect(out.issues.map((i) => [i.player, i.message])).toEqual([
      [
        'fay',
        'Eve (fixed table 2) and Fay (fixed table 1) play each other in round 3, at table 2: Eve is higher on the Players tab and keeps their fixed table.',
      ],
    ]);
  });

  it('a player who loses a clash does not stop their opponent from getting their own fixed table', () => {
    // Ann (listed first) and Cy share table 5; Cy's opponent Dee has table 4.
    const out = fixTables(round(NAMES), players(NAMES, { Ann: 5, Cy: 5, Dee: 4 }), 1);
    expect(out.tables.find((t) => t.a === 'ann')?.table).toBe(5);
    expect(out.tables.find((t) => t.a === 'cy')?.table).toBe(4);
    expect(out.issues.map((i) => i.player)).toEqual(['cy']);
  });

  it('a round the rules number themselves is left as paired, and each fixed table it does not honour is a warning', () => {
    const rule = 'The 1st place player will play the 4th place player at table 1';
    const out = fixTables(round(NAMES.slice(0, 4)), players(NAMES, { Dee: 1, Ann: 7 }), 3, rule);
    expect(seats(out.tables)).toEqual(seats(round(NAMES.slice(0, 4))));
    expect(out.log).toEqual([]);
    expect(out.issues).toHaveLength(2);
    expect(out.issues[0].message).toBe(
      `Ann has fixed table 7, but the rules number round 3's tables themselves ("${rule}"): Ann plays at table 1.`,
    );
    expect(out.issues[1].player).toBe('dee');
  });

  it("pairedTable reads a renumbered game's first table, and the Table column otherwise", () => {
    expect(pairedTable({ table: 3, pairedAt: 1 })).toBe(1);
    expect(pairedTable({ table: 3 })).toBe(3);
  });
});

/** A round: players 0..n-1 seated in random order at shuffled table numbers, some with fixed tables. */
const roundCase = fc.integer({ min: 2, max: 40 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    order: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    numbers: fc.shuffledSubarray(
      [...Array(n).keys()].map((i) => i + 1),
      { minLength: n, maxLength: n },
    ),
    fixed: fc.array(fc.option(fc.integer({ min: 1, max: n + 3 }), { freq: 2 }), {
      minLength: n,
      maxLength: n,
    }),
  }),
);

describe('fixed tables, property: the same games, the fixed players at their tables, every number once', () => {
  it('property: the same pairs, every fixed player nobody else claims at their table, every number once', () => {
    checkProperty(
      roundCase,
      ({ n, order, numbers, fixed }) => {
        const names = order.map((i) => `P${i}`);
        const list = players(
          [...Array(n).keys()].map((i) => `P${i}`),
          Object.fromEntries(fixed.flatMap((f, i) => (f === null ? [] : [[`P${i}`, f]]))),
        );
        const planned = round(names).map((t, i) => ({ ...t, table: numbers[i] }));
        const out = fixTables(planned, list, 1);
        // The same games and byes: only numbers change.
        const pairs = (ts: PlannedTable[]) => ts.map((t) => `${t.a}|${t.b}`).sort();
        expect(pairs(out.tables)).toEqual(pairs(planned));
        // Every number once, sorted, and each moved row remembers the number it was paired at.
        const nums = out.tables.map((t) => t.table);
        expect(new Set(nums).size).toBe(nums.length);
        expect(nums).toEqual([...nums].sort((x, y) => x - y));
        const before = new Map(planned.map((t) => [`${t.a}|${t.b}`, t.table]));
        for (const t of out.tables) expect(pairedTable(t)).toBe(before.get(`${t.a}|${t.b}`));
        // A fixed player whose table nobody else claims (an opponent with the same table aside) is at it.
        const fixedOf = new Map(list.map((p) => [p.key, p.fixedTable]));
        const claimants = new Map<number, Set<PlannedTable>>();
        for (const t of planned)
          for (const k of [t.a, t.b]) {
            const f = k === null || t.b === null ? undefined : fixedOf.get(k);
            if (f !== undefined) claimants.set(f, (claimants.get(f) ?? new Set()).add(t));
          }
        for (const t of out.tables) {
          if (t.b === null) continue;
          const fa = fixedOf.get(t.a);
          const fb = fixedOf.get(t.b);
          const wants = [fa, fb].filter((f): f is number => f !== undefined);
          const clear = wants.length > 0 && new Set(wants).size === 1 && claimants.get(wants[0])?.size === 1;
          if (clear) expect(t.table).toBe(wants[0]);
        }
        // Every fixed player seated at a game but not at their table has exactly one warning.
        const warned = out.issues.map((i) => i.player).sort();
        const missed = out.tables
          .filter((t) => t.b !== null)
          .flatMap((t) => [t.a, t.b as string])
          .filter(
            (k) =>
              fixedOf.get(k) !== undefined &&
              fixedOf.get(k) !== out.tables.find((t) => t.a === k || t.b === k)?.table,
          )
          .sort();
        expect(warned).toEqual(missed);
      },
      200,
    );
  });
});
