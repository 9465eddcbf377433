// Adversarial names through the built dist/Code.js: words the add-on writes itself,
// look-alikes (invisible characters, full-width letters, another alphabet), text-direction controls,
// names tens of thousands of characters long, thousands of players sharing a surname, and format,
// command and tool names that every JavaScript object inherits. Every entry point answers without
// throwing; a refused action writes nothing; every problem names a real cell.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { setupSealed, typePlayers } from '../support/sealed';
import { standingsOf } from '../support/standings';

/**
 * The entry points of dist/Code.js the menu or the sidebar calls, with arguments a sidebar would send,
 * that must write nothing on a sheet with errors (setPlayerStatus and addPlayer are called after them).
 */
const ENTRY_POINTS: [string, ...unknown[]][] = [
  ['onOpen'],
  ['showSidebar'],
  ['getEventState'],
  ['checkEvent'],
  ['getExportTables'],
  ['getAddonInfo'],
  ['pairNextRound', { force: true }],
  ['rePairRound'],
  ['undoLastRound'],
  ['updateStandings'],
  ['runFormatCommand', { name: 'rollOff', args: {} }],
  ['runFormatTool', 'peakPerformance', {}],
  ['seatPlayers'],
  ['menuPairNextRound'],
  ['menuUpdateStandings'],
  ['menuCheckEvent'],
  ['menuUndoLastRound'],
];

/** Problems name a tab of the workbook and, when they name a cell, one inside that tab's data. */
function expectRealCells(a: Artifact, problems: Problem[]): void {
  const tabs = a.save().tabs;
  for (const p of problems) {
    expect(Object.keys(tabs), p.message).toContain(p.tab);
    if (!p.cell) continue;
    const m = /^([A-Z]+)(\d+)$/.exec(p.cell);
    expect(m, p.cell).not.toBeNull();
    expect(Number(m?.[2])).toBeLessThanOrEqual(Math.max(tabs[p.tab].values.length, 1));
  }
}

/**
 * Calls every entry point on a sheet the add-on must refuse: none throws, none changes the workbook,
 * and the answer of each action lists the problems with real cells. Returns pairNextRound's answer.
 */
function everyEntryPointRefuses(a: Artifact): ActionResult {
  const before = JSON.stringify(a.save().tabs);
  let paired: ActionResult | null = null;
  for (const [name, ...args] of ENTRY_POINTS) {
    let result: unknown;
    expect(() => {
      result = a.call(name, ...args);
    }, name).not.toThrow();
    expect(JSON.stringify(a.save().tabs), name).toBe(before);
    const r = result as Partial<ActionResult> | undefined;
    if (r && Array.isArray(r.problems)) expectRealCells(a, r.problems as Problem[]);
    if (name === 'pairNextRound') paired = result as ActionResult;
  }
  if (!paired) throw new Error('pairNextRound was not called');
  expect((paired as ActionResult).ok).toBe(false);
  // Dropping or adding another player touches only that row and the Log; the refused rows stay as typed.
  const players = JSON.stringify(a.values('Players').slice(1));
  for (const [name, ...args] of [
    ['setPlayerStatus', { name: 'Nobody', status: 'dropped' }],
    ['addPlayer', { name: 'Zed' }],
  ] as [string, ...unknown[]][]) {
    expect(() => a.call(name, ...args), name).not.toThrow();
  }
  expect(JSON.stringify(a.values('Players').slice(1, JSON.parse(players).length + 1))).toBe(players);
  return paired;
}

function problemAt(r: ActionResult, cell: string): Problem | undefined {
  return r.problems.find((p) => p.tab === 'Players' && p.cell === cell);
}

describe('reserved names ("A player named Bye (any case, any spacing) is treated as a bye")', () => {
  it('Bye, bye, B Y E, Judge, Sits out and (to be decided) are refused at their Players cell by every entry point', () => {
    const a = openArtifact();
    const reserved = [
      ' bye ',
      'BYE',
      'B y e',
      'Bye\u200B',
      'Ｂｙｅ',
      'Judge',
      'sits  out',
      '(To be decided)',
    ];
    setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee', ...reserved]);
    const r = everyEntryPointRefuses(a);
    reserved.forEach((n, i) => {
      const p = problemAt(r, `A${i + 6}`);
      expect(p, n).toMatchObject({ severity: 'error' });
      expect(p?.message).toContain("cannot be a player's name");
    });
  });

  it('a name that only contains a reserved word (Byers, Judge Dredd) is a player like any other', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Byers', 'Judge Dredd', 'Bye Smith'], { firstRound: 'as-listed' });
    expect(pairOk(a).ok).toBe(true);
    const results = a.values('Results').slice(1);
    expect(results.map((r) => [r[2], r[3]])).toEqual([
      ['Ann', 'Byers'],
      ['Judge Dredd', 'Bye Smith'],
    ]);
  });

  it('addPlayer refuses a reserved name and writes nothing', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob']);
    const before = JSON.stringify(a.save());
    for (const n of ['Bye', ' b y e ', 'JUDGE']) {
      const r = a.call<ActionResult>('addPlayer', { name: n });
      expect(r.ok, n).toBe(false);
      expect(r.problems[0].message).toContain("cannot be a player's name");
    }
    expect(JSON.stringify(a.save())).toBe(before);
  });
});

describe('look-alike names', () => {
  it('Ann, Ann + zero-width space, Cyrillic Аnn and full-width Ｂｏｂ are refused at their cells, by every entry point', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Ann\u200B', '\u0410nn', 'Bob', 'Ｂｏｂ', 'Cy']);
    const r = everyEntryPointRefuses(a);
    expect(problemAt(r, 'A3')?.message).toBe('"Ann\u200B" is the same name as "Ann" in A2.');
    expect(problemAt(r, 'A3')?.fix).toContain('invisible characters');
    expect(problemAt(r, 'A4')).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('looks exactly like "Ann" in A2'),
    });
    expect(problemAt(r, 'A6')?.message).toBe('"Ｂｏｂ" is the same name as "Bob" in A5.');
  });

  it('a right-to-left override in a name is refused at its cell; a Hebrew name is not', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', '\u202Eboj', 'שרה', 'Cy']);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      expect.objectContaining({
        tab: 'Players',
        cell: 'A3',
        message: expect.stringContaining('text-direction character'),
      }),
    ]);
  });

  it('one alphabet mixed into a word, and short near-duplicates, are warnings; a name typed without its invisible character finds the player', () => {
    const a = openArtifact();
    // The mixed-alphabet warning needs Unicode script properties (without them it is off: no-script-properties.test.ts).
    a.emu.setPlatform({ scriptProperties: 'supported' });
    setupSealed(a, ['Ann', 'Anne', 'Bob', 'Rob', '\u0410lex', 'Dee\u200B'], { firstRound: 'as-listed' });
    const r = pairOk(a);
    const warnings = r.warnings.map((w) => `${w.cell} ${w.message}`);
    expect(warnings).toContain('A3 "Anne" looks like "Ann" (A2).');
    expect(warnings.some((w) => w.startsWith('A6 ') && w.includes('Latin and Cyrillic'))).toBe(true);
    expect(warnings.some((w) => w.includes('"Rob"'))).toBe(false);
    // Row 4 of Results is Аlex v Dee​ (as listed); typing "Dee" by hand still names that player.
    const rows = a.values('Results');
    const dee = rows.findIndex((row) => row[3] === 'Dee\u200B');
    expect(dee).toBeGreaterThan(0);
    a.type('Results', `D${dee + 1}`, [['Dee']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});

describe('format, command and tool names every object inherits', () => {
  for (const bad of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`Format "${bad}" on the Event tab: every entry point answers, refusing at Event B2`, () => {
      const a = openArtifact();
      setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee']);
      a.type('Event', 'B2', [[bad]]);
      const r = everyEntryPointRefuses(a);
      expect(r.problems).toContainEqual(
        expect.objectContaining({
          tab: 'Event',
          cell: 'B2',
          message: `The format "${bad}" is not one the add-on runs.`,
        }),
      );
      expect(a.call<EventState>('getEventState')).toBeTruthy();
      const setup = a.call<ActionResult>('setupEvent', { format: bad, name: 'X', rounds: 3 });
      expect(setup.ok).toBe(false);
    });
  }

  it('runFormatTool and runFormatCommand named after Object.prototype find nothing (no event context comes back)', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', ['Ann', 'Bob', 'Cy', 'Dee']);
    const before = JSON.stringify(a.save());
    for (const bad of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const tool = a.call<{ ok: boolean; value?: unknown; problems: Problem[] }>('runFormatTool', bad, {});
      expect(tool.ok, bad).toBe(false);
      expect(tool.value).toBeUndefined();
      expect(tool.problems[0].message).toContain(`has no calculator called "${bad}"`);
      const command = a.call<ActionResult>('runFormatCommand', { name: bad, args: {} });
      expect(command.ok, bad).toBe(false);
      expect(command.problems[0].message).toContain(`has no action called "${bad}"`);
    }
    expect(JSON.stringify(a.save())).toBe(before);
    expect(a.call<{ ok: boolean }>('runFormatTool', 'peakPerformance', { opponent: 'Ann' }).ok).toBe(true);
  });

  it('players named constructor, __proto__ and toString keep their fleets and are paired (Attack Wing)', () => {
    const a = openArtifact();
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    startEvent(a, 'attack-wing', names);
    const r = pairOk(a);
    expect(r.warnings.filter((w) => w.message.includes('has no fleet'))).toEqual([]);
    const seated = a
      .values('Results')
      .slice(1)
      .flatMap((row) => [row[2], row[3]]);
    expect(seated.sort()).toEqual([...names].sort());
    const peak = a.call<{ ok: boolean; value: { ok?: boolean } }>('runFormatTool', 'peakPerformance', {
      opponent: '__proto__',
    });
    expect(peak.ok).toBe(true);
    expect(peak.value.ok).not.toBe(false);
    const none = a.call<{ value: { ok?: boolean; message?: string } }>('runFormatTool', 'peakPerformance', {
      opponent: 'valueOf',
    });
    expect(none.value).toMatchObject({ ok: false, message: 'No fleet for "valueOf" on the Fleets tab.' });
  });
});

const allCells = (a: Artifact) =>
  Object.entries(a.save().tabs).flatMap(([tab, t]) =>
    t.values.flatMap((row, i) => row.map((v, j) => ({ tab, row: i + 1, col: j + 1, v }))),
  );

describe('long names and cells ("Sheets caps a cell at 50,000 characters")', () => {
  it('a name of 100 characters is taken; 101 characters, or 50,000, is refused at its cell', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'x'.repeat(101), 'Cy', 'y'.repeat(50000)]);
    const r = everyEntryPointRefuses(a);
    expect(problemAt(r, 'A3')?.message).toBe(
      'This name is 101 characters long; the add-on takes names of up to 100.',
    );
    expect(problemAt(r, 'A5')?.message).toBe(
      'This name is 50000 characters long; the add-on takes names of up to 100.',
    );
    a.type('Players', 'A3', [['z'.repeat(100)]]);
    a.type('Players', 'A5', [['Dee']]);
    expect(pairOk(a).ok).toBe(true);
    expect(allCells(a).some((c) => c.v === 'z'.repeat(100))).toBe(true);
  });

  it('60 names of 49,000 characters: every action answers quickly, each name refused at its cell with a short message', () => {
    const a = openArtifact();
    setupSealed(a, []);
    const names = Array.from({ length: 60 }, (_, i) =>
      `${String.fromCharCode(65 + (i % 26))}${i}`.padEnd(49000, 'ab'),
    );
    typePlayers(a, names);
    const r = everyEntryPointRefuses(a);
    const errors = r.problems.filter((p) => p.tab === 'Players');
    expect(errors.map((p) => p.cell)).toEqual(names.map((_, i) => `A${i + 2}`));
    for (const p of r.problems) expect(p.message.length + p.fix.length).toBeLessThan(400);
  });

  it('an event name and seed of 49,995 characters: pairing, standings and undo succeed and no written cell passes 50,000', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    a.type('Event', 'B3', [['N'.repeat(49995)]]);
    a.type('Event', 'B6', [['S'.repeat(49995)]]);
    expect(pairOk(a).ok).toBe(true);
    typeResults(a, 'sealed-deck', 1, seededRandom('long'));
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(pairOk(a).ok).toBe(true);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    const long = allCells(a).filter((c) => typeof c.v === 'string' && c.v.length > 49000);
    for (const c of long)
      expect((c.v as string).length, `${c.tab} R${c.row}C${c.col}`).toBeLessThanOrEqual(50000);
    const title = String(a.values('Pairings')[0][0]);
    expect(title.startsWith('Round 1 · NNN')).toBe(true);
    expect(title).toMatch(/more characters cut: a Sheets cell holds 50000\]$/);
  });
});

describe('thousands of players with one surname', () => {
  it('5,000 players surnamed Smith, most one letter apart: Check event and pairing answer, and the look-alikes listed stay a readable few', () => {
    const a = openArtifact();
    setupSealed(a, [], { firstRound: 'as-listed' });
    // Baban, Caban, Daban…: the first letter changes fastest, so most names are one letter apart.
    const given = (i: number) =>
      `${'BCDFGHJKLMNPRSTVZ'[i % 17]}${'aeiou'[Math.floor(i / 17) % 5]}${'bcdfghjklmnprstvz'[Math.floor(i / 85) % 17]}${'aeiou'[Math.floor(i / 1445) % 5]}n`;
    const names = Array.from({ length: 5000 }, (_, i) => `${given(i)} Smith`);
    expect(new Set(names).size).toBe(5000);
    typePlayers(a, names);
    const check = a.call<ActionResult>('checkEvent');
    const all = [...check.problems, ...check.warnings];
    expect(all.filter((p) => p.severity === 'error')).toEqual([]);
    const alike = all.filter((p) => p.message.includes('look'));
    expect(alike.length).toBe(201);
    expect(alike.at(-1)?.message).toMatch(
      /^\d+ more pairs of names look alike \(only the first 200 are listed\)\.$/,
    );
    expectRealCells(a, all);
    // What the sidebar receives stays small enough for google.script.run.
    expect(JSON.stringify(a.call<EventState>('getEventState')).length).toBeLessThan(200000);
    const r = pairOk(a);
    expect(r.ok).toBe(true);
    expect(a.values('Results').length).toBe(2501);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(standingsOf(a).rows.length).toBe(5000);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(a.values('Results').length).toBe(1);
  }, 120000);
});

describe('Pairings notes after an undo', () => {
  const cases: [FormatId, Record<string, unknown>, string][] = [
    ['full-thrust', { oddMethod: 'judge' }, 'Plays a judge (random fleet)'],
    ['full-thrust', { oddMethod: 'sit-out' }, 'Sits out game 1'],
    ['arrow-target', {}, '#1 sits out'],
  ];
  for (const [format, options, note] of cases) {
    it(`${format}: undoing round 2 shows round 1's Pairings exactly as paired ("${note}" stays, not "Bye")`, () => {
      const a = openArtifact();
      startEvent(a, format, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], options);
      pairOk(a);
      const round1 = a.values('Pairings');
      expect(round1.flat()).toContain(note);
      typeResults(a, format, 1, seededRandom(`notes:${format}`));
      pairOk(a);
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      expect(a.values('Pairings')).toEqual(round1);
    });
  }
});
