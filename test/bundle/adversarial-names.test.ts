// Adversarial names through the built dist/Code.js: words the add-on writes itself,
// look-alikes (invisible characters, full-width letters, another alphabet), text-direction controls,
// and format, command and tool names that every JavaScript object inherits (names at Sheets' length
// limits are test/bundle/long-names.test.ts). Every entry point answers without
// throwing; a refused action writes nothing; every problem names a real cell.
import { describe, expect, it } from 'vitest';
import { FLEET_CODES } from '../../src/engine/attack-wing/fleet-codes';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { expectUnchanged, openArtifact } from '../support/artifact';
import { everyEntryPointRefuses, problemAt } from '../support/entry-point-refusals';
import { pairOk, startEvent, typeResults } from '../support/events';
import { setupSealed } from '../support/sealed';

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
    const before = a.snapshot();
    for (const n of ['Bye', ' b y e ', 'JUDGE']) {
      const r = a.call<ActionResult>('addPlayer', { name: n });
      expect(r.ok, n).toBe(false);
      expect(r.problems[0].message).toContain("cannot be a player's name");
    }
    expectUnchanged(a, before);
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
    const before = a.snapshot();
    for (const bad of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const tool = a.call<{ ok: boolean; value?: unknown; problems: Problem[] }>('runFormatTool', bad, {});
      expect(tool.ok, bad).toBe(false);
      expect(tool.value).toBeUndefined();
      expect(tool.problems[0].message).toContain(`has no calculator called "${bad}"`);
      const command = a.call<ActionResult>('runFormatCommand', { name: bad, args: {} });
      expect(command.ok, bad).toBe(false);
      expect(command.problems[0].message).toContain(`has no action called "${bad}"`);
    }
    expectUnchanged(a, before);
    expect(a.call<{ ok: boolean }>('runFormatTool', 'peakPerformance', { opponent: 'Ann' }).ok).toBe(true);
  });

  it('players named constructor, __proto__ and toString keep their fleets and are paired (Attack Wing)', () => {
    const a = openArtifact();
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    startEvent(a, 'attack-wing', names);
    const r = pairOk(a);
    expect(r.warnings.filter((w) => w.code === FLEET_CODES.noFleet)).toEqual([]);
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
