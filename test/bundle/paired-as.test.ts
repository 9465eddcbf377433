// Results retyped by hand are flagged at their cells: every Results row the add-on writes records its
// pairing under "Paired as", and a row whose Player/Opponent match no pairing of its round is an error
// (src/sheets/paired-as.ts). Through the built dist/Code.js, for sealed deck and arrow/target.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { PAIRED_AS_CODES } from '../../src/sheets/paired-as';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, roundRows, setupFormat, startEvent } from '../support/events';
import { setupSealed, typePlayers } from '../support/sealed';

function col(a: Artifact, header: string): string {
  return String.fromCharCode(65 + a.values('Results')[0].indexOf(header));
}

function refusedWith(a: Artifact, entry: string): ActionResult['problems'] {
  const before = a.snapshot();
  const r = a.call<ActionResult>(entry);
  expect(r.ok).toBe(false);
  expectUnchanged(a, before, `${entry} wrote nothing`);
  return r.problems;
}

function sealedRound1(): Artifact {
  const a = openArtifact();
  setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee'], { firstRound: 'as-listed' });
  pairOk(a);
  return a;
}

describe('Results retyped by hand are flagged at their cells (sealed deck, through dist/Code.js)', () => {
  it('each new Results row records its pairing under Paired as', () => {
    const a = sealedRound1();
    const paired = col(a, 'Paired as');
    expect(paired).toBe('J');
    expect(roundRows(a, 1).map((r) => r.values[9])).toEqual(['Round 1: Ann v Bob', 'Round 1: Cy v Dee']);
  });

  it('rows swapped to other players are errors at the Player and Opponent cells; nothing is paired from them', () => {
    const a = sealedRound1();
    a.type('Results', 'C2', [['Ann', 'Cy', 100, 20, 'Win']]);
    a.type('Results', 'C3', [['Bob', 'Dee', 100, 20, 'Win']]);
    const problems = refusedWith(a, 'pairNextRound');
    expect(problems.map((p) => [p.cell, p.message])).toEqual([
      [
        'D2',
        'Round 1: Ann v Cy was never paired; this row was paired as "Round 1: Ann v Bob". Paired in round 1 but on no row: "Round 1: Ann v Bob", "Round 1: Cy v Dee".',
      ],
      [
        'C3',
        'Round 1: Bob v Dee was never paired; this row was paired as "Round 1: Cy v Dee". Paired in round 1 but on no row: "Round 1: Ann v Bob", "Round 1: Cy v Dee".',
      ],
    ]);
    expect(problems[0].fix).toContain('type the same pair under Paired as');
    expect(refusedWith(a, 'updateStandings').map((p) => p.cell)).toEqual(['D2', 'C3']);
    // The organizer meant it (the players swapped opponents): recording it under Paired as clears the error.
    a.type('Results', 'J2', [['Round 1: Ann v Cy'], ['Round 1: Bob v Dee']]);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  });

  it('a Player/Opponent swap within a row is flagged; a hand sort of whole rows, or of only some columns, is not', () => {
    const a = sealedRound1();
    a.type('Results', 'C3', [['Dee', 'Cy']]);
    expect(refusedWith(a, 'updateStandings').map((p) => p.cell)).toEqual(['C3']);
    a.type('Results', 'C3', [['Cy', 'Dee']]);
    // Sort rows by hand: whole rows upside down, then only columns A:I (Paired as left where it was).
    const rows = a.values('Results').slice(1);
    a.type('Results', 'A2', [...rows].reverse());
    a.type('Results', 'E2', [
      [100, 40, 'Win'],
      [90, 40, 'Win'],
    ]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const typed = a.values('Results').slice(1);
    a.type(
      'Results',
      'A2',
      [...typed].reverse().map((r) => r.slice(0, 9)),
    );
    expect(a.values('Results')[1][2]).toBe('Ann');
    expect(a.values('Results')[1][9]).toBe('Round 1: Cy v Dee');
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  });

  it('rows of a round paired before the add-on kept Paired as are not checked', () => {
    const a = sealedRound1();
    a.type('Results', 'J2', [[''], ['']]);
    a.type('Results', 'C2', [['Ann', 'Cy', 100, 20, 'Win']]);
    a.type('Results', 'C3', [['Bob', 'Dee', 100, 20, 'Win']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});

describe('Results retyped by hand are flagged at their cells (arrow/target, through dist/Code.js)', () => {
  function arrowRound1(): Artifact {
    const a = openArtifact();
    setupFormat(a, 'arrow-target');
    typePlayers(a, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    pairOk(a);
    return a;
  }

  it('an arrow and target swapped in a row, or a pair that was never paired, is an error at the row', () => {
    const a = arrowRound1();
    const paired = col(a, 'Paired as');
    const games = roundRows(a, 1).filter((r) => r.values[3] !== 'BYE');
    expect(games).toHaveLength(2);
    const [g1, g2] = games;
    expect(a.values('Results')[g1.row - 1][paired.charCodeAt(0) - 65]).toBe(
      `Round 1: ${g1.values[2]} v ${g1.values[3]}`,
    );
    // Player is the arrow, Opponent the target: swapping them changes who had to counter whom.
    a.type('Results', `C${g1.row}`, [[g1.values[3], g1.values[2]]]);
    const swapped = refusedWith(a, 'updateStandings');
    expect(swapped.map((p) => [p.cell, p.message.split(';')[0]])).toEqual([
      [`C${g1.row}`, `Round 1: ${g1.values[3]} v ${g1.values[2]} was never paired`],
    ]);
    a.type('Results', `C${g1.row}`, [[g1.values[2], g2.values[3]]]);
    a.type('Results', `C${g2.row}`, [[g2.values[2], g1.values[3]]]);
    const crossed = refusedWith(a, 'pairNextRound');
    expect(crossed.map((p) => p.cell)).toEqual([`D${g1.row}`, `D${g2.row}`]);
  });
});

describe('Results retyped by hand are flagged in every format (through dist/Code.js)', () => {
  it.each(['attack-wing', 'full-thrust'] as const)(
    '%s: two rows crossed to players never paired are errors at their rows',
    (format) => {
      const a = openArtifact();
      startEvent(a, format, ['Ann', 'Bob', 'Cy', 'Dee']);
      pairOk(a);
      const [g1, g2] = roundRows(a, 1);
      expect(g1.values.at(-1)).toBe(`Round 1: ${g1.values[2]} v ${g1.values[3]}`);
      a.type('Results', `D${g1.row}`, [[g2.values[3]]]);
      a.type('Results', `D${g2.row}`, [[g1.values[3]]]);
      const problems = refusedWith(a, 'checkEvent');
      expect(problems.filter((p) => p.code === PAIRED_AS_CODES.neverPaired).map((p) => p.cell)).toEqual([
        `D${g1.row}`,
        `D${g2.row}`,
      ]);
    },
  );
});
