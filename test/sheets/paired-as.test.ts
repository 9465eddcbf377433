import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/format';
import { sealedDeck } from '../../src/engine/formats/sealed-deck';
import { checkPairedAs, pairedAsColumn, pairedAsText } from '../../src/sheets/paired-as';
import { namedPlayers } from '../support/engine';

const PLAYERS = namedPlayers(['Ann', 'Bob', 'Cy', 'Dee']);
const COL = pairedAsColumn(sealedDeck);

function row(round: number, a: string, b: string | null, record: string): unknown[] {
  const r: unknown[] = [round, 1, a, b ?? 'BYE', '', '', '', '', ''];
  r[COL - 1] = record;
  return r;
}

function match(rowNo: number, round: number, a: string, b: string | null): Match {
  return {
    round,
    table: 1,
    row: rowNo,
    a: a.toLowerCase(),
    b: b === null ? null : b.toLowerCase(),
    cells: {},
  };
}

describe('Paired as: what the add-on paired, compared with what Results says', () => {
  it('records read back as a set per round: row order and letter case do not matter', () => {
    expect(pairedAsText(2, 'Ann', null)).toBe('Round 2: Ann v BYE');
    const grid = [[], row(1, 'Cy', 'Dee', 'Round 1: ann v bob'), row(1, 'ANN', 'Bob', 'Round 1: Cy v Dee')];
    const matches = [match(2, 1, 'Cy', 'Dee'), match(3, 1, 'Ann', 'Bob')];
    expect(checkPairedAs(grid as never, matches, PLAYERS, sealedDeck, 'Results')).toEqual([]);
  });

  it('a pair never made in its round is an error at the cell that differs', () => {
    const grid = [[], row(1, 'Ann', 'Cy', 'Round 1: Ann v Bob'), row(1, 'Bob', 'Dee', 'Round 1: Cy v Dee')];
    const matches = [match(2, 1, 'Ann', 'Cy'), match(3, 1, 'Bob', 'Dee')];
    const problems = checkPairedAs(grid as never, matches, PLAYERS, sealedDeck, 'Results');
    expect(problems.map((p) => [p.severity, p.cell])).toEqual([
      ['error', 'D2'],
      ['error', 'C3'],
    ]);
  });

  it('a round without any record (paired before records were kept) is not checked', () => {
    const grid = [[], row(1, 'Ann', 'Cy', '')];
    expect(checkPairedAs(grid as never, [match(2, 1, 'Ann', 'Cy')], PLAYERS, sealedDeck, 'Results')).toEqual(
      [],
    );
  });
});
