// Full Thrust, through the built dist/Code.js: what the organizer types. The rounds follow from the
// players (the wizard does not ask), and a fleet total that is not a fleet's point total is refused at
// its Players cell, before it can win (or lose) a lower-fleet tie-break.
import { describe, expect, it } from 'vitest';
import { FLEET_POINTS_CODES } from '../../src/engine/full-thrust/fleet-issues';
import { FULL_THRUST_NOTE_CODES } from '../../src/engine/full-thrust/warnings';
import type { ActionResult, FormatSummary, Problem } from '../../src/shared/types';
import type { Artifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { eventState, pairOk, setEventOption, setupFullThrust } from '../support/full-thrust';

const EIGHT = Array.from({ length: 8 }, (_, i) => [`P${i + 1}`, 1500] as [string, number | string]);
const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error');

describe('Full Thrust rounds follow from the players', () => {
  it('the wizard is told the rule instead of a Rounds default, Rounds is left blank, and pairing says nothing about it', () => {
    const a = setupFullThrust(EIGHT);
    const ft = eventState(a).formats.find((f: FormatSummary) => f.id === 'full-thrust') as FormatSummary;
    expect(ft.defaultRounds).toBe(0);
    expect(ft.roundsRule).toContain('two qualifying games');
    expect(a.values('Event').find((r) => r[0] === 'Rounds')?.[1]).toBe('');
    for (let round = 1; round <= 2; round++) {
      const r = pairOk(a);
      expect(r.warnings.map((w) => w.code)).not.toContain(FULL_THRUST_NOTE_CODES.roundsNotUsed);
      for (const { row } of roundRows(a, round))
        a.type('Results', `E${row}`, [[100 + row, 100, 10, 90, 100, 10]]);
    }
    expect(eventState(a).rounds).toBe(4);
    // A number typed there is only checked against the players.
    setEventOption(a, 'Rounds', 6);
    const note = eventState(a).problems.find((p) => p.code === FULL_THRUST_NOTE_CODES.roundsNotUsed);
    expect(note?.severity).toBe('warning');
    // The words are the point: they give the number to type.
    expect(note?.message).toContain('Rounds value (6) is not used');
    expect(note?.message).toContain('Set Rounds to 4, or leave it blank');
    expect(note?.cell).not.toBe('');
  });
});

describe('Full Thrust fleet totals are checked where they are typed', () => {
  const fleetCell = (a: Artifact, name: string) =>
    `C${a.values('Players').findIndex((r) => r[0] === name) + 1}`;

  it.each([
    [-3, '-3 is not a whole number from 1 up (Fleet points of P3).'],
    ['1500 pts', '"1500 pts" is not a number (Fleet points of P3).'],
    [1499.5, '1499.5 is not a whole number from 1 up (Fleet points of P3).'],
  ])(
    'Fleet points %j: an error at its Players cell that says the fix, and nothing is paired',
    (typed, message) => {
      const a = setupFullThrust(EIGHT.map(([n, f]) => [n, n === 'P3' ? typed : f]));
      const [err] = errors(eventState(a).problems);
      expect(err).toMatchObject({ tab: 'Players', cell: fleetCell(a, 'P3'), message });
      expect(err.fix).toContain('Type a whole number from 1 up');
      const before = a.values('Results');
      const r = a.call<ActionResult>('pairNextRound', { force: true });
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => p.message)).toContain(message);
      expect(a.values('Results')).toEqual(before);
      // Corrected, the event pairs.
      a.type('Players', fleetCell(a, 'P3'), [[1500]]);
      pairOk(a);
    },
  );

  it('a blank fleet total is a warning at that Players cell, not a note for the Event tab', () => {
    const a = setupFullThrust(EIGHT.map(([n, f]) => [n, n === 'P5' ? '' : f]));
    const w = eventState(a).problems.find((p) => p.code === FLEET_POINTS_CODES.missing);
    expect(w).toMatchObject({ severity: 'warning', tab: 'Players', cell: fleetCell(a, 'P5') });
    expect(w?.fix).toContain('Fleets tab');
  });
});
