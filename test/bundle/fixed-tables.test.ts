// Through the built dist/Code.js: "A Players column 'Fixed table': a player with a
// number there always plays at that table (accessibility); pairing keeps every other rule, and two
// players with the same fixed table who are not paired together is a clear warning." For all four formats.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import { a1 } from '../../src/sheets/a1';
import { FIXED_TABLE_CODES } from '../../src/sheets/shared-fixed-tables';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, resultCells, roundRows, startEvent } from '../support/events';

/** Odd fields for the formats with a bye or a sit-out, so a bye row takes part in the renumbering. */
const FIELD: Record<FormatId, string[]> = {
  'sealed-deck': ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'],
  'attack-wing': ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'],
  'arrow-target': ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'],
  'full-thrust': ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'],
  'any-game': ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'],
};

/** The 1-based column of a header in row 1 of a tab. */
function colOf(a: Artifact, tab: string, header: string): number {
  const col = (a.values(tab)[0] ?? []).indexOf(header) + 1;
  expect(col, `no "${header}" column on ${tab}`).toBeGreaterThan(0);
  return col;
}

/** The A1 cell of a player's Fixed table. */
function fixedCell(a: Artifact, name: string): string {
  const row = a.values('Players').findIndex((r) => r[0] === name) + 1;
  expect(row, `${name} is not on Players`).toBeGreaterThan(1);
  return a1(row, colOf(a, 'Players', 'Fixed table'));
}

function setFixed(a: Artifact, fixed: Record<string, unknown>): void {
  for (const [name, table] of Object.entries(fixed)) a.type('Players', fixedCell(a, name), [[table]]);
}

interface Row {
  table: number;
  a: string;
  b: string;
  pairedAs: string;
}

function rows(a: Artifact, round: number): Row[] {
  const pairedAs = colOf(a, 'Results', 'Paired as') - 1;
  return roundRows(a, round).map(({ values }) => ({
    table: values[1] as number,
    a: String(values[2]),
    b: String(values[3]),
    pairedAs: String(values[pairedAs]),
  }));
}

/** The table the format paired a row at: "(paired at table n)" in Paired as when fixed tables moved it. */
function pairedTable(r: Row): number {
  const m = /^Round \d+ \(paired at table (\d+)\):/.exec(r.pairedAs);
  return m ? Number(m[1]) : r.table;
}

const pairKey = (r: Row) => `${r.a}|${r.b}`;

/** Types each game's result from a random source seeded by the round and the pair, not by the row. */
function typeByPair(a: Artifact, format: FormatId, round: number): void {
  for (const { row, values } of roundRows(a, round)) {
    if (values[3] === 'BYE') continue;
    const r = seededRandom(`${round}|${values[2]}|${values[3]}`);
    a.type('Results', `E${row}`, [resultCells(format, r, String(values[2]), round)]);
  }
}

function newEvent(format: FormatId, fixed: Record<string, unknown> = {}): Artifact {
  const a = openArtifact();
  startEvent(a, format, FIELD[format]);
  setFixed(a, fixed);
  return a;
}

describe('fixed tables through the built artifact', () => {
  it('every format\'s Players tab has a "Fixed table" column after its own, blank for every player', () => {
    for (const format of FORMATS) {
      const a = newEvent(format);
      const headers = a.values('Players')[0];
      expect(headers[headers.length - 1], format).toBe('Fixed table');
      expect(pairOk(a).ok).toBe(true);
    }
  });

  for (const format of FORMATS) {
    describe(format, () => {
      it('fixed tables change table numbers only: every round has the same games as without them, each fixed player at their table', () => {
        // Bob is listed before Fay: when they meet, their game is at Bob's table and Fay is warned.
        const fixed = { Bob: 3, Fay: 6 };
        const plain = newEvent(format);
        const withFixed = newEvent(format, fixed);
        let round = 0;
        for (; round < 8; round++) {
          const p = plain.call<ActionResult>('pairNextRound');
          const f = withFixed.call<ActionResult>('pairNextRound');
          expect(f.ok, JSON.stringify(f.problems)).toBe(p.ok);
          if (!p.ok) break;
          const next = round + 1;
          const mine = rows(withFixed, next);
          const theirs = new Map(rows(plain, next).map((r) => [pairKey(r), r.table]));
          // The same games and byes, each paired at the table it has without fixed tables.
          expect(mine.map(pairKey).sort()).toEqual([...theirs.keys()].sort());
          for (const r of mine) expect(pairedTable(r), pairKey(r)).toBe(theirs.get(pairKey(r)));
          // The same warnings too (in Results row order, so compared as a set), fixed tables' own aside.
          const fixedCells = new Set(Object.keys(fixed).map((n) => fixedCell(withFixed, n)));
          expect(
            f.warnings
              .filter((w) => !fixedCells.has(w.cell))
              .map((w) => w.message)
              .sort(),
          ).toEqual(p.warnings.map((w) => w.message).sort());
          const numbers = mine.map((r) => r.table);
          expect(new Set(numbers).size).toBe(numbers.length);
          const ruleTables = format === 'full-thrust' && next > 2;
          const warned = f.warnings.filter((w) => w.cell === fixedCell(withFixed, 'Fay'));
          for (const [name, table] of Object.entries(fixed)) {
            const r = mine.find((x) => x.a === name || x.b === name);
            if (!r || r.b === 'BYE') continue;
            if (ruleTables) expect(r.table).toBe(theirs.get(pairKey(r)));
            else if (name === 'Fay' && (r.a === 'Bob' || r.b === 'Bob')) {
              expect(r.table).toBe(3);
              expect(warned.map((w) => w.message)).toEqual([
                `Bob (fixed table 3) and Fay (fixed table 6) play each other in round ${next}, at table 3: Bob is higher on the Players tab and keeps their fixed table.`,
              ]);
            } else expect(r.table, `${name} in round ${next}`).toBe(table);
          }
          if (format === 'arrow-target') {
            // The Schedule tab shows each game at the table Results give it.
            const schedule = withFixed.values('Schedule').filter((x) => x[0] === next);
            for (const r of mine.filter((x) => x.b !== 'BYE' && schedule.length))
              expect(schedule.find((x) => String(x[3]).endsWith(` ${r.a}`))?.[2], pairKey(r)).toBe(r.table);
          }
          typeByPair(plain, format, next);
          typeByPair(withFixed, format, next);
        }
        expect(round).toBeGreaterThanOrEqual(format === 'full-thrust' ? 4 : 3);
        // Each renumbering is in the Log with its round.
        const log = withFixed.values('Log').filter((r) => r[1] === 'Pair round');
        expect(log.some((r) => /Fixed tables: .*\(fixed table of Bob\)/.test(String(r[4])))).toBe(true);
      });

      it('re-pairing a round follows a fixed table typed since it was paired, and the Log keeps the old rows', () => {
        const a = newEvent(format);
        pairOk(a);
        const before = rows(a, 1);
        const seat = before.find((r) => r.b !== 'BYE' && r.table !== 2) as Row;
        setFixed(a, { [seat.b]: 2 });
        const r = a.call<ActionResult>('rePairRound');
        expect(r.ok, JSON.stringify(r.problems)).toBe(true);
        const after = rows(a, 1);
        expect(after.find((x) => x.b === seat.b)?.table).toBe(2);
        // The same games: a fixed table only renumbers.
        expect(after.map(pairKey).sort()).toEqual(before.map(pairKey).sort());
        const log = a.values('Log').map((x) => String(x[1]));
        expect(log).toContain('Re-pair round');
        expect(log.filter((x) => x === 'Re-pair round: removed row')).toHaveLength(before.length);
      });

      it('undo brings back the last round as paired, fixed tables, notes and slips included', () => {
        const names = FIELD[format];
        const a = newEvent(format, { [names[0]]: 4, [names[3]]: 1 });
        pairOk(a);
        const pairings = a.values('Pairings');
        const slips = a.values('Slips');
        const round1 = rows(a, 1);
        expect(round1.some((r) => r.pairedAs.includes('(paired at table'))).toBe(true);
        typeByPair(a, format, 1);
        pairOk(a);
        const undo = a.call<ActionResult>('undoLastRound');
        expect(undo.ok, JSON.stringify(undo.problems)).toBe(true);
        expect(rows(a, 1)).toEqual(round1);
        expect(a.values('Pairings')).toEqual(pairings);
        expect(a.values('Slips')).toEqual(slips);
        // And the hall screen shows the fixed tables too.
        const hall = a.call<{ games: { table: number; a: string; b: string }[] }>('getHallScreen');
        const game = hall.games.find((g) => g.a === names[0] || g.b === names[0]);
        if (game) expect(game.table).toBe(4);
      });

      it('two players with the same fixed table who are not paired together is a warning at the Fixed table cell', () => {
        const names = FIELD[format];
        // Four players want table 2: one game seats only two of them.
        const claim = [names[1], names[2], names[4], names[5]];
        const a = newEvent(format, Object.fromEntries(claim.map((n) => [n, 2])));
        const r = pairOk(a);
        const round = rows(a, 1);
        const seated = claim.filter((n) => round.some((x) => x.b !== 'BYE' && (x.a === n || x.b === n)));
        const keeper = seated[0];
        const atTwo = round.find((x) => x.table === 2) as Row;
        expect([atTwo.a, atTwo.b]).toContain(keeper);
        const others = seated.filter((n) => n !== keeper && n !== atTwo.a && n !== atTwo.b);
        expect(others.length).toBeGreaterThan(0);
        for (const n of others) {
          const at = round.find((x) => x.a === n || x.b === n) as Row;
          expect(r.warnings).toContainEqual(
            expect.objectContaining({
              severity: 'warning',
              tab: 'Players',
              cell: fixedCell(a, n),
              message: `${keeper} and ${n} both have fixed table 2 but do not play each other in round 1: ${keeper} plays at table 2, ${n} at table ${at.table}.`,
            }),
          );
        }
        // The warning is in the Log with the round.
        const log = a.values('Log').find((x) => x[1] === 'Pair round');
        expect(String(log?.[4])).toContain('both have fixed table 2 but do not play each other in round 1');
      });

      it('a fixed table shared by active players is a warning from Check event on, before any round is paired; a dropped player shares nothing', () => {
        const names = FIELD[format];
        const a = newEvent(format, { [names[1]]: 3, [names[4]]: 3 });
        const before = a.snapshot();
        const checked = a.call<ActionResult>('checkEvent');
        expectUnchanged(a, before);
        const shared = (r: { warnings: ActionResult['warnings'] }) =>
          r.warnings.filter((w) => w.code === FIXED_TABLE_CODES.shared);
        expect(shared(checked)).toEqual([
          expect.objectContaining({
            severity: 'warning',
            tab: 'Players',
            cell: fixedCell(a, names[4]),
            message: `Fixed table 3 is also given to ${names[4]} (${fixedCell(a, names[4])}), not only ${names[1]}: one table seats one game, so in a round where they do not play each other only ${names[1]} (higher on the list) sits there.`,
            fix: 'Give one of the two another table, or clear one cell (blank means any table).',
          }),
        ]);
        // A warning, not an error: the round still pairs, with the warning beside it.
        expect(shared(pairOk(a))).toHaveLength(1);
        // A dropped player plays no more games: their fixed table is free again.
        a.type('Players', `B${a.values('Players').findIndex((r) => r[0] === names[4]) + 1}`, [['dropped']]);
        expect(shared(a.call<ActionResult>('checkEvent'))).toEqual([]);
      });

      it('a fixed table that is not a whole number from 1 up is an error at its cell, and nothing is written', () => {
        for (const bad of ['two', 0, 2.5, -1]) {
          const a = newEvent(format, { Cy: bad });
          const before = a.snapshot();
          const r = a.call<ActionResult>('pairNextRound');
          expect(r.ok).toBe(false);
          expectUnchanged(a, before);
          expect(r.problems).toContainEqual(
            expect.objectContaining({
              severity: 'error',
              tab: 'Players',
              cell: fixedCell(a, 'Cy'),
              message: `"${bad}" is not a table number (Fixed table of Cy).`,
              fix: 'Type a whole number from 1 up (the table this player always plays at), or clear the cell for none.',
            }),
          );
        }
      });
    });
  }

  it('Full Thrust: "One player at each table will move to an adjacent table so that everyone has a new opponent", fixed tables kept in both games', () => {
    const a = newEvent('full-thrust', { Cy: 4, Hal: 1 });
    pairOk(a);
    const game1 = rows(a, 1);
    typeByPair(a, 'full-thrust', 1);
    pairOk(a);
    const game2 = rows(a, 2);
    const met = new Set(game1.map((r) => [r.a, r.b].sort().join('|')));
    expect(game2).toHaveLength(4);
    for (const r of game2) expect(met.has([r.a, r.b].sort().join('|')), pairKey(r)).toBe(false);
    for (const [name, table] of [
      ['Cy', 4],
      ['Hal', 1],
    ] as const)
      for (const game of [game1, game2]) {
        const r = game.find((x) => x.a === name || x.b === name) as Row;
        // Unless Cy and Hal play each other (then Cy, listed first, keeps hers).
        const together = [r.a, r.b].includes('Cy') && [r.a, r.b].includes('Hal');
        expect(r.table, `${name}`).toBe(together ? 4 : table);
      }
  });

  it("Full Thrust: the cut keeps the rules' tables, and a fixed table it does not honour is a warning quoting the rule", () => {
    const a = newEvent('full-thrust');
    for (let round = 1; round <= 2; round++) {
      pairOk(a);
      typeByPair(a, 'full-thrust', round);
    }
    // Every player wants table 7: nobody's semi-final is there.
    setFixed(a, Object.fromEntries(FIELD['full-thrust'].map((n) => [n, 7])));
    const r = pairOk(a);
    const semis = rows(a, 3);
    expect(semis.map((x) => x.table)).toEqual([1, 2]);
    expect(semis.every((x) => !x.pairedAs.includes('paired at table'))).toBe(true);
    const semi = semis[0].a;
    expect(r.warnings).toContainEqual(
      expect.objectContaining({
        tab: 'Players',
        cell: fixedCell(a, semi),
        message: `${semi} has fixed table 7, but the rules number round 3's tables themselves ("The 1st place player will play the 4th place player at table 1, and the 2nd place player will play the 3rd place player at table 2"): ${semi} plays at table 1.`,
      }),
    );
  });

  it("Full Thrust: a game against a judge is a game at a table, so its player's fixed table is kept", () => {
    const field = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
    const open = (fixed: Record<string, unknown>) => {
      const a = openArtifact();
      startEvent(a, 'full-thrust', field);
      setFixed(a, fixed);
      pairOk(a);
      return a;
    };
    // "a judge plays a random player in game 1": pairing is the same with or without fixed tables.
    const judged = rows(open({}), 1).find((r) => r.b === 'BYE') as Row;
    expect(judged, 'a judge game in game 1 of 7 players').toBeDefined();
    const a = open({ [judged.a]: 9 });
    const r = rows(a, 1).find((x) => x.a === judged.a) as Row;
    expect(r.b).toBe('BYE');
    expect(r.table).toBe(9);
    expect(pairedTable(r)).toBe(judged.table);
    const log = a
      .values('Log')
      .map((x) => String(x[4]))
      .join('\n');
    expect(log).toContain(`${judged.a}'s game, paired at table ${judged.table}, is table 9`);
  });

  it('an event set up before the column existed (no "Fixed table" header) still pairs', () => {
    const a = newEvent('sealed-deck');
    a.type('Players', fixedCell(a, 'Ann').replace(/\d+$/, '1'), [['']]);
    expect(a.values('Players')[0]).not.toContain('Fixed table');
    const r = pairOk(a);
    expect(r.problems).toEqual([]);
  });
});
