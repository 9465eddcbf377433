import { describe, expect, it } from 'vitest';
import { createEmulator, typeInto } from '../../../local/emulator';

function range(a1 = 'A1') {
  const emu = createEmulator();
  return emu.SpreadsheetApp.getActiveSheet().getRange(a1);
}

describe('user-entered parsing in setValue(s)', () => {
  it('turns =... into a formula computed for pure arithmetic only', () => {
    const r = range('A1:D1');
    r.setValues([['=1+1', '=2*(3+4)', '=SUM(A1:A2)', '=-2^2+10/4']]);
    expect(r.getValues()).toEqual([[2, 14, '#NAME?', 6.5]]);
    expect(r.getFormulas()).toEqual([['=1+1', '=2*(3+4)', '=SUM(A1:A2)', '=-2^2+10/4']]);
    expect(r.getDisplayValues()[0][0]).toBe('2');
  });

  it('stores the rest of an apostrophe-prefixed string as text', () => {
    const r = range('A1:C1');
    r.setValues([["'=1+1", "'007", "'TRUE"]]);
    expect(r.getValues()).toEqual([['=1+1', '007', 'TRUE']]);
    expect(r.getFormulas()).toEqual([['', '', '']]);
  });

  it('converts numeric, boolean and date-looking strings', () => {
    const r = range('A1:H1');
    r.setValues([['12', ' -3.5 ', '+44', '1e3', 'true', 'FALSE', '2026-11-30', '3/7/2026']]);
    const v = r.getValues()[0];
    expect(v.slice(0, 6)).toEqual([12, -3.5, 44, 1000, true, false]);
    expect(v[6]).toBeInstanceOf(Date);
    expect((v[6] as Date).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect((v[7] as Date).toISOString()).toBe('2026-03-07T00:00:00.000Z');
  });

  it('leaves ordinary and almost-parsable strings alone', () => {
    const r = range('A1:E1');
    r.setValues([['Ann', '1,23', '2026-02-30', '3-4', '12abc']]);
    expect(r.getValues()).toEqual([['Ann', '1,23', '2026-02-30', '3-4', '12abc']]);
  });

  it("keeps strings verbatim in '@' (plain text) cells, except for the apostrophe", () => {
    const r = range('A1:D1');
    r.setNumberFormat('@');
    r.setValues([['007', '=1+1', 'TRUE', "'x"]]);
    expect(r.getValues()).toEqual([['007', '=1+1', 'TRUE', 'x']]);
    expect(r.getFormulas()).toEqual([['', '', '', '']]);
  });

  it('stores non-strings as they are and null as blank; Dates come back as new objects', () => {
    const r = range('A1:D1');
    const d = new Date(Date.UTC(2026, 0, 2));
    r.setValues([[5, false, d, null]]);
    const v = r.getValues()[0];
    expect(v.slice(0, 2)).toEqual([5, false]);
    expect(v[2]).toEqual(d);
    expect(v[2]).not.toBe(d);
    expect(v[3]).toBe('');
    expect(r.getDisplayValues()).toEqual([['5', 'FALSE', '1/2/2026', '']]);
  });

  it('typeInto parses like setValues, honours @, and does not count calls', () => {
    const emu = createEmulator();
    const s = emu.SpreadsheetApp.getActiveSheet();
    s.getRange('B1').setNumberFormat('@');
    emu.calls.reset();
    typeInto(emu, 'Sheet1', 'A1', [['120', '120', '=1+2']]);
    expect(emu.calls.total()).toBe(0);
    expect(s.getRange('A1:C1').getValues()).toEqual([[120, '120', 3]]);
  });

  it('typeInto is refused by a rejecting dropdown, scripts are not', () => {
    const emu = createEmulator();
    const s = emu.SpreadsheetApp.getActiveSheet();
    const rule = emu.SpreadsheetApp.newDataValidation()
      .requireValueInList(['1', '0'])
      .setAllowInvalid(false)
      .build();
    s.getRange('A1:A2').setDataValidation(rule);
    typeInto(emu, 'Sheet1', 'A1', [['1']]);
    expect(() => typeInto(emu, 'Sheet1', 'A2', [['7']])).toThrow(/violates/);
    s.getRange('A2').setValue(7);
    expect(s.getRange('A2').getValue()).toBe(7);
  });
});
