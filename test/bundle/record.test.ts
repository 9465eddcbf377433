// The round as paired is the record: through dist/Code.js, every paired game is accounted for (a Results
// row cleared or deleted is an error at its round and table, restored in one click), Pairings is
// rewritten from the record by every action, and a player renamed on Players is a question with a fix.
import { describe, expect, it } from 'vitest';
import { handEdits } from '../../local/emulator';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { EVENT_CODES } from '../../src/sheets/event-model';
import { RECORD_TAB_TITLE } from '../../src/sheets/layout';
import { RECONCILE_CODES } from '../../src/sheets/reconcile';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults } from '../support/events';
import { FORMATS_0_2_0, oldEvent } from '../support/upgrade';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const tab = (a: Artifact, name: string) => handEdits.tabNamed(a.emu.store, name);
const state = (a: Artifact) => a.call<EventState>('getEventState');
const errors = (s: { problems: Problem[] }) => s.problems.filter((p) => p.severity === 'error');

/** An event of `format` with round 1 paired and every result typed. */
function roundOnePlayed(format: FormatId): Artifact {
  const a = openArtifact();
  startEvent(a, format, SIX);
  pairOk(a);
  typeResults(a, format, 1, seededRandom('record'));
  const r = a.call<ActionResult>('updateStandings');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return a;
}

function gameRow(a: Artifact, round: number) {
  const row = roundRows(a, round).find((x) => x.values[3] !== 'BYE');
  if (!row) throw new Error('no game row');
  return row;
}

describe('A1: a Results row of a paired game, cleared or deleted, is an error at its round and table', () => {
  for (const format of FORMATS) {
    it(`a deleted row of round 1 is named with both players, pairing and standings refuse, Restore puts it back (${format})`, () => {
      const a = roundOnePlayed(format);
      const game = gameRow(a, 1);
      const [table, p1, p2] = [game.values[1], game.values[2], game.values[3]];
      handEdits.deleteRows(tab(a, 'Results'), game.row, 1);
      const s = state(a);
      const missing = errors(s).find((p) => p.code === RECONCILE_CODES.missingRow);
      expect(missing, JSON.stringify(s.problems)).toBeTruthy();
      expect(missing?.message.startsWith(`Round 1, table ${table}: ${p1} v ${p2} was paired`)).toBe(true);
      expect(missing?.action?.name).toBe('restoreMissingRows');
      expect(s.nextAction).toBe('fix-problems');
      for (const action of ['updateStandings', 'checkEvent'] as const) {
        const r = a.call<ActionResult>(action);
        const lost = r.problems.filter((p) => p.code === RECONCILE_CODES.missingRow);
        expect(lost, action).toHaveLength(1);
        expect(lost[0].message, action).toContain(`${p1} v ${p2} was paired`);
      }
      expect(a.call<ActionResult>('pairNextRound', { force: true }).ok).toBe(false);
      const restored = a.call<ActionResult>('restoreMissingRows');
      expect(restored.ok, JSON.stringify(restored.problems)).toBe(true);
      const back = roundRows(a, 1).find((x) => x.values[2] === p1 && x.values[3] === p2);
      expect(back?.values[1]).toBe(table);
      expect(errors(state(a))).toEqual([]);
      expect(
        a.values('Log').some((r) => r[1] === 'Restore rows' && String(r[4]).includes(`${p1} v ${p2}`)),
      ).toBe(true);
    });
  }

  it('a cleared row (values deleted, row kept) of the current round is missing too, and the round is not complete', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    pairOk(a);
    const game = gameRow(a, 1);
    a.type('Results', `A${game.row}`, [['', '', '', '', '', '', '', '', '']]);
    const s = state(a);
    const lost = errors(s).filter((p) => p.code === RECONCILE_CODES.missingRow);
    expect(lost).toHaveLength(1);
    expect(lost[0].message.startsWith(`Round 1, table ${game.values[1]}:`)).toBe(true);
    expect(a.call<ActionResult>('pairNextRound', { force: true }).ok).toBe(false);
  });

  it('a deleted round-1 row gives no destructive advice ("Mark the player dropped, or remove the row")', () => {
    const a = roundOnePlayed('arrow-target');
    handEdits.deleteRows(tab(a, 'Results'), gameRow(a, 1).row, 1);
    const s = state(a);
    expect(
      s.problems.some((p) =>
        /Mark the player dropped|remove the row|worked out again/.test(`${p.message} ${p.fix}`),
      ),
    ).toBe(false);
  });
});

describe('A3: Pairings is rewritten from the record by every action that writes', () => {
  for (const action of ['updateStandings', 'setPlayerStatus'] as const) {
    it(`Pairings rows cleared by hand are back after ${action}`, () => {
      const a = openArtifact();
      startEvent(a, 'sealed-deck', SIX);
      pairOk(a);
      const before = a.values('Pairings');
      handEdits.clearContents(tab(a, 'Pairings'), 3);
      expect(a.values('Pairings')).not.toEqual(before);
      const r =
        action === 'updateStandings'
          ? a.call<ActionResult>('updateStandings')
          : a.call<ActionResult>('setPlayerStatus', { name: 'Fay', status: 'dropped' });
      expect(r.ok, JSON.stringify(r.problems)).toBe(true);
      expect(a.values('Pairings')).toEqual(before);
    });
  }
});

describe('A4: a player renamed on Players after pairing', () => {
  it('is one question, "Did you rename Gus to Gus Grissom?", whose action renames the player everywhere and logs the old name', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', ['Ann', 'Bob', 'Cy', 'Gus']);
    pairOk(a);
    const row = a.values('Players').findIndex((r) => r[0] === 'Gus') + 1;
    a.type('Players', `A${row}`, [['Gus Grissom']]);
    const s = state(a);
    const errs = errors(s);
    expect(errs, JSON.stringify(errs)).toHaveLength(1);
    expect(errs[0].message).toMatch(/^Did you rename Gus to Gus Grissom\?/);
    expect(errs[0].cell).toBe(`A${row}`);
    expect(errs[0].action).toEqual({
      label: 'Rename Gus to Gus Grissom',
      name: 'renamePlayer',
      args: ['Gus', 'Gus Grissom'],
    });
    const r = a.call<ActionResult>('renamePlayer', { from: 'Gus', to: 'Gus Grissom' });
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(errors(state(a))).toEqual([]);
    const results = a.values('Results');
    expect(results.some((x) => x.includes('Gus'))).toBe(false);
    expect(results.some((x) => x.includes('Gus Grissom'))).toBe(true);
    expect(results.some((x) => String(x.at(-1)).includes('Gus Grissom'))).toBe(true);
    expect(a.values('Pairings').flat()).toContain('Gus Grissom');
    expect(
      a.values('Log').some((x) => x[1] === 'Rename player' && String(x[4]).includes('Old name "Gus"')),
    ).toBe(true);
    pairOk(a, true);
  });

  it('Full Thrust takes no late entries: a hand rename there is the question too, not "Mark the player dropped, or remove the row"', () => {
    const a = openArtifact();
    startEvent(a, 'full-thrust', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Gus']);
    pairOk(a);
    const row = a.values('Players').findIndex((r) => r[0] === 'Gus') + 1;
    a.type('Players', `A${row}`, [['Gus Grissom']]);
    const errs = errors(state(a));
    expect(
      errs.map((p) => p.message.slice(0, 40)),
      JSON.stringify(errs),
    ).toEqual(['Did you rename Gus to Gus Grissom? The g']);
    expect(a.call<ActionResult>('renamePlayer', { from: 'Gus', to: 'Gus Grissom' }).ok).toBe(true);
    expect(errors(state(a))).toEqual([]);
  });

  it('Rename from the sidebar renames a listed player on Players, Results and the record', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX);
    pairOk(a);
    const r = a.call<ActionResult>('renamePlayer', { from: 'Cy', to: 'Cyrus' });
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(a.values('Players').some((x) => x[0] === 'Cyrus')).toBe(true);
    expect(a.values('Fleets').some((x) => x[0] === 'Cyrus')).toBe(true);
    expect(a.values('Results').flat()).not.toContain('Cy');
    expect(errors(state(a))).toEqual([]);
    const clash = a.call<ActionResult>('renamePlayer', { from: 'Cyrus', to: 'Ann' });
    expect(clash.ok).toBe(false);
  });
});

describe('C10, C12: the ends of an event', () => {
  it('a late entry after the last round is paired is refused, whether added by the sidebar or typed', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX, { rounds: 1 });
    pairOk(a);
    const r = a.call<ActionResult>('addPlayer', { name: 'Kim' });
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toMatch(/all 1 rounds? (is|are) already paired|no round left/);
    a.type('Players', 'A8', [['Kim']]);
    typeResults(a, 'sealed-deck', 1, seededRandom('x'));
    const s = a.call<ActionResult>('updateStandings');
    expect(s.ok).toBe(false);
    expect(s.problems.some((p) => p.cell === 'A8' && p.code === EVENT_CODES.inNoRound)).toBe(true);
  });

  it('Rounds lowered below the rounds paired says so at the Rounds cell, and Undo runs', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX, { rounds: 3 });
    for (let round = 1; round <= 3; round++) {
      pairOk(a);
      typeResults(a, 'sealed-deck', round, seededRandom(`r${round}`));
    }
    const rounds = a.values('Event').findIndex((r) => r[0] === 'Rounds') + 1;
    a.type('Event', `B${rounds}`, [[2]]);
    const s = state(a);
    const lowered = errors(s).find((p) => p.code === EVENT_CODES.roundsLowered);
    expect(lowered?.cell).toBe(`B${rounds}`);
    const typedRounds: string[] = [EVENT_CODES.roundPastLast, EVENT_CODES.roundAfterGap];
    expect(s.problems.some((p) => typedRounds.includes(p.code))).toBe(false);
    const undo = a.call<ActionResult>('undoLastRound');
    expect(undo.ok, JSON.stringify(undo.problems)).toBe(true);
    expect(errors(state(a))).toEqual([]);
  });
});

describe('an event set up before the record existed', () => {
  for (const format of FORMATS_0_2_0) {
    it(`gets its record, hidden, at its first action, from the Paired as cells; a row deleted after that is missed (${format})`, () => {
      const a = openArtifact(oldEvent(format));
      expect(a.emu.tabJson(RECORD_TAB_TITLE)).toBeUndefined();
      const round1 = roundRows(a, 1).map((r) => [r.values[1], r.values[2], r.values[3]]);
      typeResults(a, format, 1, seededRandom(`old:${format}`));
      const r = a.call<ActionResult>('updateStandings');
      expect(r.ok, JSON.stringify(r.problems)).toBe(true);
      const record = a.tab(RECORD_TAB_TITLE);
      expect(record?.hidden).toBe(true);
      expect(
        (record?.values ?? [])
          .slice(1)
          .map((x) => [x[1], x[2], x[3]])
          .sort(),
      ).toEqual(round1.sort());
      const game = gameRow(a, 1);
      handEdits.deleteRows(tab(a, 'Results'), game.row, 1);
      expect(errors(state(a)).some((p) => p.action?.name === 'restoreMissingRows')).toBe(true);
    });
  }
});

describe('a restored row comes back blank: its round is not complete until its result is typed again', () => {
  it("pairing the next round names the earlier round's missing result, and the sidebar lists it", () => {
    const a = roundOnePlayed('sealed-deck');
    const game = gameRow(a, 1);
    handEdits.deleteRows(tab(a, 'Results'), game.row, 1);
    expect(a.call<ActionResult>('restoreMissingRows').ok).toBe(true);
    pairOk(a, true);
    typeResults(a, 'sealed-deck', 2, seededRandom('round 2'));
    const refused = a.call<ActionResult>('pairNextRound', { force: false });
    expect(refused.ok).toBe(false);
    expect(
      refused.problems.some(
        (p) =>
          p.code === RESULT_CODES.missing &&
          p.message === `Round 1, table ${game.values[1]}: the result is missing.`,
      ),
    ).toBe(true);
    const s = state(a);
    expect(s.missing.some((m) => m.round === 1 && m.table === game.values[1])).toBe(true);
    expect(s.nextAction).toBe('enter-results');
  });
});
