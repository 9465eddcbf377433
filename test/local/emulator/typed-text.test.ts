// The emulator converts typed-looking text as Sheets does, by locale and conversion switch.
import { describe, expect, it } from 'vitest';
import { createEmulator, type PlatformSwitches } from '../../../local/emulator';

function write(values: string[], platform: Partial<PlatformSwitches> = {}, format?: string) {
  const emu = createEmulator({
    platform,
    timeZone: 'Europe/Berlin',
    now: () => new Date('2026-12-05T10:00:00Z'),
  });
  const r = emu.SpreadsheetApp.getActiveSheet().getRange(1, 1, 1, values.length);
  if (format) r.setNumberFormat(format);
  r.setValues([values]);
  return r.getValues()[0].map((v) => (v instanceof Date ? `date:${v.toISOString()}` : v));
}

describe('typed-looking text through setValues (emulator)', () => {
  it("en_US, conversions 'all': times, currency, (5), percentages, exponents, month names, thousands", () => {
    expect(write(['10:30', '$5', '(5)', '50%', '1e5', 'Mar 1 2016', '1,234', '3/1', '1,5'])).toEqual([
      'date:1899-12-30T09:30:00.000Z',
      5,
      -5,
      0.5,
      100000,
      'date:2016-02-29T23:00:00.000Z',
      1234,
      'date:2026-02-28T23:00:00.000Z',
      '1,5',
    ]);
  });

  it('de_DE: decimal comma, dotted and slashed dates day first', () => {
    expect(write(['1,5', '1.234,5', '1.3.2016', '1/3/2016', '5 €'], { locale: 'de_DE' })).toEqual([
      1.5,
      1234.5,
      'date:2016-02-29T23:00:00.000Z',
      'date:2016-02-29T23:00:00.000Z',
      5,
    ]);
  });

  it('en_GB: day-first dates', () => {
    expect(write(['1/3/2016', '13/1/2016'], { locale: 'en_GB' })).toEqual([
      'date:2016-02-29T23:00:00.000Z',
      'date:2016-01-12T23:00:00.000Z',
    ]);
  });

  it("conversions 'basic': only numbers, booleans and ISO or US dates", () => {
    expect(
      write(['10:30', '$5', '(5)', '50%', '1e5', 'TRUE', '2016-03-01'], { conversions: 'basic' }),
    ).toEqual(['10:30', '$5', '(5)', '50%', 100000, true, 'date:2016-02-29T23:00:00.000Z']);
  });

  it("an apostrophe makes any of them text; in a '@' cell it is stripped or kept by the switch", () => {
    expect(write(["'10:30", "'$5", "'1,5"], { locale: 'de_DE' })).toEqual(['10:30', '$5', '1,5']);
    expect(write(["'007", '007', '10:30'], { apostropheInTextCell: 'stripped' }, '@')).toEqual([
      '007',
      '007',
      '10:30',
    ]);
    expect(write(["'007", '007', '10:30'], { apostropheInTextCell: 'kept' }, '@')).toEqual([
      "'007",
      '007',
      '10:30',
    ]);
  });
});
