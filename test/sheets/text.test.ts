import { describe, expect, it } from 'vitest';
import { asPlainText, asText, protectRow } from '../../src/sheets/text';

const LOOKALIKES = [
  '=1+1',
  '+44 7700',
  '-',
  '@home',
  '007',
  '1e3',
  'TRUE',
  'false',
  '2026-12-05',
  '12/5/2026',
  '1,234',
  '50%',
  '10:30',
  '$5',
  '(5)',
  'Mar 1 2016',
  '1,5',
  '1.3.2016',
  "'x",
];

describe('text kept as text when written', () => {
  it('quotes every non-empty string for a cell of ordinary format, whatever it looks like', () => {
    for (const s of [...LOOKALIKES, 'Jean-Luc Picard', '<b>x</b>']) expect(asText(s), s).toBe(`'${s}`);
    expect(asText('')).toBe('');
  });

  it("writes strings as they are into plain-text ('@') cells, adding an apostrophe only before one", () => {
    for (const s of LOOKALIKES.filter((x) => !x.startsWith("'"))) expect(asPlainText(s), s).toBe(s);
    expect(asPlainText("'x")).toBe("''x");
  });

  it('protects strings by column and leaves numbers, booleans and dates as they are', () => {
    const d = new Date(Date.UTC(2026, 0, 1));
    expect(protectRow([1, 'Ann', true, '=A1', d])).toEqual([1, "'Ann", true, "'=A1", d]);
    expect(protectRow(['007', '007', '007'], (c) => c === 3, 2)).toEqual(["'007", '007', "'007"]);
  });
});
