// Through dist/Code.js: the sheet edited by hand the way organizers do (columns
// inserted, moved or deleted, rows sorted, headers deleted, tabs renamed, the Log cleared, two sidebars
// clicking at once) never loses what was typed, never turns a formula into a value, and every refusal
// names its cell and changes nothing.
import { describe, expect, it } from 'vitest';
import { handEdits } from '../../local/emulator';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact, reopen } from '../support/artifact';
import { pairOk, roundRows, startEvent } from '../support/events';
import { expectNothingLost } from '../support/nothing-lost';
import { setupSealed, typeRound } from '../support/sealed';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

const tab = (a: Artifact, name: string) => handEdits.tabNamed(a.emu.store, name);
const win = (): [number, number, string] => [100, 20, 'Win'];

function headerRow(a: Artifact, name: string): unknown[] {
  return a.values(name)[0] as unknown[];
}

describe('A1: columns are found by their header, never by position', () => {
  it("an organizer column inserted left of Results' Status keeps its notes and formulas; Status is written under its header", () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    handEdits.insertColumnsBefore(tab(a, 'Results'), 9, 1);
    a.type('Results', 'I1', [['Notes']]);
    a.type('Results', 'I2', [['late start'], ['=2+3'], ['table wobbly']]);
    typeRound(a, 1, win);
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const results = a.values('Results');
    expect(results[0].slice(7, 10)).toEqual(['Winner', 'Notes', 'Status']);
    expect(results.slice(1, 4).map((row) => row[8])).toEqual([
      'late start',
      { formula: '=2+3' },
      'table wobbly',
    ]);
    expect(results.slice(1, 4).map((row) => row[9])).toEqual(['Recorded', 'Recorded', 'Recorded']);
    // The next round's rows go under the headers too, the organizer's column left blank.
    pairOk(a);
    const round2 = a.values('Results').filter((row) => row[0] === 2);
    expect(round2.every((row) => row[8] === '' && row[9] === 'Waiting for result')).toBe(true);
  });

  it('Attack Wing: an "Email" column inserted before Frozen fleet is never overwritten at pairing', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX);
    const header = headerRow(a, 'Players');
    const frozen = header.indexOf('Frozen fleet') + 1;
    handEdits.insertColumnsBefore(tab(a, 'Players'), frozen, 1);
    const letter = String.fromCharCode(64 + frozen);
    a.type('Players', `${letter}1`, [['Email']]);
    a.type(
      'Players',
      `${letter}2`,
      SIX.map((n) => [`${n.toLowerCase()}@example.org`]),
    );
    pairOk(a);
    const players = a.values('Players');
    expect(players.slice(1, 7).map((row) => row[frozen - 1])).toEqual(
      SIX.map((n) => `${n.toLowerCase()}@example.org`),
    );
    expect(players.slice(1, 7).every((row) => String(row[frozen]).length > 0)).toBe(true);
    expect(players[0][frozen]).toBe('Frozen fleet');
  });

  it('owned columns moved by hand are read and written where they now are', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    // Status dragged to column A on Results, Name to column B on Players.
    handEdits.moveColumns(tab(a, 'Results'), 9, 1, 1);
    handEdits.moveColumns(tab(a, 'Players'), 1, 1, 3);
    expect(headerRow(a, 'Results')[0]).toBe('Status');
    expect(headerRow(a, 'Players').slice(0, 2)).toEqual(['Status', 'Name']);
    a.call('getEventState');
    a.values('Results')
      .map((row, i) => ({ row, i }))
      .filter(({ row, i }) => i > 0 && row[4] !== 'BYE')
      .forEach(({ i }) => {
        a.type('Results', `F${i + 1}`, [win()]);
      });
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(
      a
        .values('Results')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Recorded', 'Recorded', 'Recorded']);
    const added = a.call<ActionResult>('addPlayer', { name: 'Gus' });
    expect(added.ok, JSON.stringify(added.problems)).toBe(true);
    expect(a.values('Players').at(-1)?.slice(0, 2)).toEqual(['active', 'Gus']);
    const dropped = a.call<ActionResult>('setPlayerStatus', { name: 'Bob', status: 'dropped' });
    expect(dropped.ok).toBe(true);
    const players = a.values('Players');
    expect(players.find((row) => row[1] === 'Bob')?.[0]).toBe('dropped');
  });

  it('a missing or doubled header is a problem at its cell, and nothing is written', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, win);
    a.type('Results', 'I1', [['']]);
    const before = a.snapshot();
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      expect.objectContaining({
        tab: 'Results',
        cell: 'I1',
        message: expect.stringContaining('"Status" column header is missing'),
      }),
    ]);
    expectUnchanged(a, before);
    a.type('Results', 'I1', [['Status']]);
    a.type('Results', 'K1', [[' status ']]);
    const beforeDoubled = a.snapshot();
    const doubled = a.call<ActionResult>('updateStandings');
    expect(doubled.problems).toEqual([
      expect.objectContaining({
        tab: 'Results',
        cell: 'K1',
        message: expect.stringContaining('Two columns'),
      }),
    ]);
    expectUnchanged(a, beforeDoubled);
    a.type('Results', 'K1', [['My status']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});

describe('A2: undo and re-pair remove only the removed rows', () => {
  it('after a hand sort (rounds interleaved) undo keeps every kept row as it was, formulas as formulas, and logs a removed formula as typed', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, win);
    pairOk(a);
    typeRound(a, 2, win);
    a.type('Results', 'K1', [['Check']]);
    const rows = a.values('Results').length;
    for (let r = 2; r <= rows; r++) a.type('Results', `K${r}`, [[`=${r}*10`]]);
    // Sort by player: round 1 and round 2 rows interleave.
    handEdits.sortRows(tab(a, 'Results'), 2, 3);
    const sorted = a.values('Results');
    expect(sorted.slice(1).map((row) => row[0])).not.toEqual([1, 1, 1, 2, 2, 2]);
    const keptBefore = sorted.filter((row) => row[0] === 1);
    const removedFormulas = sorted.filter((row) => row[0] === 2).map((row) => row[10]);
    const before = a.allValues();
    const r = a.call<ActionResult>('undoLastRound');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const after = a.values('Results');
    // Kept rows exactly as they were (formulas included), in the organizer's order.
    expect(after.slice(1)).toEqual(keptBefore);
    expect(keptBefore.every((row) => typeof row[10] === 'object')).toBe(true);
    // Each removed formula is in the Log as the formula text.
    const log = a.values('Log').flat();
    for (const f of removedFormulas) expect(log).toContain((f as { formula: string }).formula);
    expectNothingLost(before, a);
  });

  it('re-pair keeps the rows above and below untouched and logs the replaced rows', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, win);
    pairOk(a);
    a.type('Results', 'K1', [['Check']]);
    a.type('Results', 'K2', [['=1+1'], ['=2+2'], ['=3+3']]);
    const round1 = a.values('Results').slice(0, 4);
    const before = a.allValues();
    const r = a.call<ActionResult>('rePairRound');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(a.values('Results').slice(0, 4)).toEqual(round1);
    expectNothingLost(before, a);
  });
});

describe('A3: two clicks, two sidebars, one action', () => {
  it('two sidebars confirming "Pair anyway" with the state they showed pair one round; the second is told why', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    const first = a.call<EventState>('getEventState');
    const other = reopen(a);
    const second = other.call<EventState>('getEventState');
    expect(first.fingerprint).toBe(second.fingerprint);
    const seen = { round: first.round, fingerprint: first.fingerprint };
    const one = a.call<ActionResult>('pairNextRound', { force: true, seen });
    expect(one.ok).toBe(true);
    const before = a.snapshot();
    const two = other.call<ActionResult>('pairNextRound', { force: true, seen });
    expect(two.ok).toBe(false);
    expect(two.message).toMatch(/moved on.*showed round 1, but the event is now at round 2/);
    expectUnchanged(a, before);
    expect(a.values('Results').filter((row) => row[0] === 3)).toHaveLength(0);
  });

  it('two undos with the same state undo one round; a re-pair after another re-pair is refused by the fingerprint', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, win);
    pairOk(a);
    const s = a.call<EventState>('getEventState');
    const seen = { round: s.round, fingerprint: s.fingerprint };
    expect(a.call<ActionResult>('undoLastRound', { seen }).ok).toBe(true);
    const before = a.snapshot();
    expect(a.call<ActionResult>('undoLastRound', { seen }).ok).toBe(false);
    expectUnchanged(a, before);
    pairOk(a);
    const t = a.call<EventState>('getEventState');
    const seenT = { round: t.round, fingerprint: t.fingerprint };
    // The same round number after a re-pair, but other pairings: refused by the fingerprint.
    const rePaired = a.call<ActionResult>('rePairRound', { seen: seenT });
    expect(rePaired.ok).toBe(true);
    const u = a.call<EventState>('getEventState');
    if (u.fingerprint !== t.fingerprint) {
      const again = a.snapshot();
      const refused = a.call<ActionResult>('rePairRound', { seen: seenT });
      expect(refused.ok).toBe(false);
      expect(refused.message).toMatch(/pairings of round 2 changed/);
      expectUnchanged(a, again);
    }
    // Typing results or notes does not move the fingerprint; menu calls carry none and still work.
    typeRound(a, 2, win);
    expect(a.call<EventState>('getEventState').fingerprint).toBe(u.fingerprint);
    expect(
      a.call<ActionResult>('updateStandings', { seen: { round: u.round, fingerprint: u.fingerprint } }).ok,
    ).toBe(true);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});

describe('A4: setting up again never replaces typed input', () => {
  it('after the Log was cleared, setup is refused while Fleets or a changed Event setting hold data, and writes nothing', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', []);
    a.type('Fleets', 'A2', [['Ann', '1', 'Ship', '', 'U.S.S. Test', 'FED', 28]]);
    handEdits.clearContents(tab(a, 'Log'), 2);
    const before = a.snapshot();
    const again = a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'Other', seed: 'x' });
    expect(again.ok).toBe(false);
    expect(again.problems[0]).toMatchObject({ tab: 'Fleets', cell: 'A2' });
    expectUnchanged(a, before);
    handEdits.clearContents(tab(a, 'Fleets'), 2);
    const rounds = a.values('Event').findIndex((row) => row[0] === 'Rounds') + 1;
    a.type('Event', `B${rounds}`, [[7]]);
    const before2 = a.snapshot();
    const third = a.call<ActionResult>('setupEvent', { format: 'sealed-deck', name: 'Other', seed: 'x' });
    expect(third.ok).toBe(false);
    expect(third.problems[0]).toMatchObject({ tab: 'Event', cell: `B${rounds}` });
    expectUnchanged(a, before2);
  });
});

describe('A6: row 1 must hold the headers', () => {
  it('a deleted header row is reported at A1 instead of the first player being dropped; a header row moved down too', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    handEdits.deleteRows(tab(a, 'Players'), 1, 1);
    const before = a.snapshot();
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      expect.objectContaining({
        tab: 'Players',
        cell: 'A1',
        message: expect.stringContaining('does not hold the column headers'),
      }),
    ]);
    expectUnchanged(a, before);
    const b = openArtifact();
    setupSealed(b, SIX);
    handEdits.insertColumnsBefore(tab(b, 'Results'), 1, 1);
    const sheet = tab(b, 'Results');
    sheet.rows.splice(0, 0, []);
    sheet.maxRows += 1;
    const moved = b.call<ActionResult>('pairNextRound');
    expect(moved.problems[0]).toMatchObject({
      tab: 'Results',
      cell: 'A1',
      message: expect.stringContaining('in row 2, not row 1'),
    });
  });
});

describe('A7: every action that writes derived tabs refuses on the same errors', () => {
  it('undo refuses a typo\'d name and "sixty" in points, as Update standings does, and writes nothing', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    typeRound(a, 1, win);
    pairOk(a);
    const [first] = roundRows(a, 1);
    a.type('Results', `C${first.row}`, [['Anne']]);
    a.type('Results', `E${first.row + 1}`, [['sixty']]);
    const before = a.snapshot();
    const standings = a.call<ActionResult>('updateStandings');
    const undo = a.call<ActionResult>('undoLastRound');
    expect(standings.ok).toBe(false);
    expect(undo.ok).toBe(false);
    expect(undo.problems.map((p) => p.cell)).toEqual(standings.problems.map((p) => p.cell));
    expectUnchanged(a, before);
    // Dropping a player writes only the Status cell and the Log, never Standings from input with errors.
    const standingsBefore = JSON.stringify(a.values('Standings'));
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'Bob', status: 'dropped' }).ok).toBe(true);
    expect(JSON.stringify(a.values('Standings'))).toBe(standingsBefore);
  });
});

describe('A8: rows for a round the event cannot have reached', () => {
  it('"7,1,Ann,Cy" typed in a 3-round event is flagged at its Round cell and blocks the next action', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    a.type('Results', 'A5', [[7, 1, 'Ann', 'Cy']]);
    const before = a.snapshot();
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok).toBe(false);
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        tab: 'Results',
        cell: 'A5',
        message: expect.stringContaining("Round 7 is past the event's last round (3)"),
      }),
    );
    expectUnchanged(a, before);
    a.type('Results', 'A5', [[3]]);
    const gap = a.call<ActionResult>('updateStandings');
    expect(gap.problems).toContainEqual(
      expect.objectContaining({ cell: 'A5', message: expect.stringContaining('Round 3 follows no round 2') }),
    );
  });
  it('a round typed as 655444187 (found with FUZZ_SEED=1868536108) is flagged at its Round cell, not read as a round to count up to', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    a.type('Results', 'A3', [[655444187]]);
    const before = a.snapshot();
    const state = a.call<EventState>('getEventState');
    expect(state.problems).toContainEqual(
      expect.objectContaining({
        tab: 'Results',
        cell: 'A3',
        message: 'Round 655444187 is past any round an event can have (10,000).',
      }),
    );
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok).toBe(false);
    expectUnchanged(a, before);
  });
});

describe('A14: a renamed tab is named as it is now, and "Go to" finds it by role', () => {
  it('problems in the state name the renamed tab; selectCell finds it by role even under its old name', () => {
    const a = openArtifact();
    setupSealed(a, SIX);
    pairOk(a);
    a.type('Results', 'E2', [['sixty']]);
    handEdits.renameTab(a.emu.store, tab(a, 'Results'), 'Games');
    const state = a.call<EventState>('getEventState');
    const p = state.problems.find((x) => x.cell === 'E2');
    expect(p).toMatchObject({ tab: 'Games', role: 'results' });
    const refused = a.call<ActionResult>('updateStandings');
    expect(refused.state?.problems.find((x) => x.cell === 'E2')?.tab).toBe('Games');
    handEdits.renameTab(a.emu.store, tab(a, 'Games'), 'Round games');
    expect(a.call<boolean>('selectCell', 'Games', 'E2', 'results')).toBe(true);
    expect(a.emu.store.activeSheetId).toBe(tab(a, 'Round games').id);
  });
});

describe('every format: organizer columns inserted anywhere survive a whole event', () => {
  for (const format of ['sealed-deck', 'attack-wing', 'arrow-target', 'full-thrust', 'any-game'] as const) {
    it(`${format}: a column of the organizer's own at the left of Players and Results (and Fleets) keeps its values and formulas`, () => {
      const a = openArtifact();
      startEvent(a, format, SIX);
      const tabs = format === 'attack-wing' || format === 'full-thrust' ? ['Fleets'] : [];
      for (const name of ['Players', 'Results', ...tabs]) {
        handEdits.insertColumnsBefore(tab(a, name), 1, 1);
        a.type(name, 'A1', [['Mine']]);
      }
      a.type(
        'Players',
        'A2',
        SIX.map((_, i) => [`=${i}+1`]),
      );
      pairOk(a);
      const rows = a.values('Results').length;
      for (let i = 2; i <= rows; i++) a.type('Results', `A${i}`, [[`=${i}*2`]]);
      const players = a.values('Players');
      expect(players.slice(1, 7).map((row) => row[0])).toEqual(SIX.map((_, i) => ({ formula: `=${i}+1` })));
      expect(
        a
          .values('Results')
          .slice(1)
          .map((row) => row[0]),
      ).toEqual(Array.from({ length: rows - 1 }, (_, i) => ({ formula: `=${i + 2}*2` })));
      expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      expect(
        a
          .values('Players')
          .slice(1, 7)
          .map((row) => row[0]),
      ).toEqual(SIX.map((_, i) => ({ formula: `=${i}+1` })));
    });
  }
});
