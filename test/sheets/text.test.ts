import { describe, expect, it } from 'vitest';
import { asText, protectRow } from '../../src/sheets/text';

describe('text kept as text when written', () => {
  it('quotes strings Sheets would turn into formulas, numbers, booleans or dates', () => {
    for (const s of [
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
      "'x",
    ]) {
      expect(asText(s), s).toBe(`'${s}`);
    }
  });

  it('leaves ordinary text alone and numbers as numbers', () => {
    expect(asText('Jean-Luc Picard')).toBe('Jean-Luc Picard');
    expect(asText('<b>x</b>')).toBe('<b>x</b>');
    expect(protectRow([1, 'Ann', true, '=A1'])).toEqual([1, 'Ann', true, "'=A1"]);
  });
});
