import { describe, expect, it } from 'vitest';
import { callEntryPoint, createEmulator, loadBundle } from '../../../local/emulator';

const CODE = `
function onOpen() {
  SpreadsheetApp.getUi().createMenu('X').addItem('A', 'a').addToUi();
}
function probe() {
  return {
    require: typeof require,
    process: typeof process,
    setTimeout: typeof setTimeout,
    services: [typeof SpreadsheetApp, typeof HtmlService, typeof LockService, typeof PropertiesService,
      typeof Logger, typeof Session, typeof Utilities, typeof console],
  };
}
function readBack() {
  var sheet = SpreadsheetApp.getActiveSheet();
  sheet.getRange('A1:B1').setValues([['2026-11-30', 'x']]);
  var v = sheet.getRange('A1').getValue();
  var caught = null;
  try { sheet.getRange(0, 1); } catch (e) { caught = e; }
  return { isDate: v instanceof Date, iso: v.toISOString(), errorIsError: caught instanceof Error, name: caught.name };
}
function now() { return new Date().toISOString() + ' ' + Date.now(); }
function echo(x) { return { got: x, isArray: Array.isArray(x.list) }; }
function badDate() { return { when: new Date(0) }; }
var notAFunction = 1;
`;

describe('loadBundle', () => {
  it('runs onOpen against the emulator and records the menu', () => {
    const emu = createEmulator();
    const ctx = loadBundle(CODE, emu);
    callEntryPoint(ctx, 'onOpen', [{ authMode: 'FULL' }]);
    expect(emu.ui.menus).toEqual([
      { caption: 'X', addon: false, items: [{ caption: 'A', functionName: 'a' }] },
    ]);
    expect(emu.calls.byMethod()).toEqual({
      'SpreadsheetApp.getUi': 1,
      'Ui.createMenu': 1,
      'Menu.addItem': 1,
      'Menu.addToUi': 1,
    });
  });

  it('exposes only the emulated services', () => {
    const ctx = loadBundle(CODE, createEmulator());
    expect(callEntryPoint(ctx, 'probe')).toEqual({
      require: 'undefined',
      process: 'undefined',
      setTimeout: 'undefined',
      services: ['object', 'object', 'object', 'object', 'object', 'object', 'object', 'object'],
    });
    expect('require' in ctx).toBe(false);
    expect('process' in ctx).toBe(false);
  });

  it('hands the bundle Dates and Errors from its own realm', () => {
    const ctx = loadBundle(CODE, createEmulator());
    expect(callEntryPoint(ctx, 'readBack')).toEqual({
      isDate: true,
      iso: '2026-11-30T00:00:00.000Z',
      errorIsError: true,
      name: 'Exception',
    });
  });

  it('uses the emulator clock for new Date() and Date.now()', () => {
    const fixed = new Date('2026-05-01T12:00:00.000Z');
    const ctx = loadBundle(CODE, createEmulator({ now: () => fixed }));
    expect(callEntryPoint(ctx, 'now')).toBe(`2026-05-01T12:00:00.000Z ${fixed.getTime()}`);
  });

  it('passes arguments and results as plain JSON data', () => {
    const ctx = loadBundle(CODE, createEmulator());
    const result = callEntryPoint(ctx, 'echo', [{ list: [1, 2] }]) as { got: unknown; isArray: boolean };
    expect(result).toEqual({ got: { list: [1, 2] }, isArray: true });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(() => callEntryPoint(ctx, 'badDate')).toThrow(/Date or function/);
  });

  it('throws for names that are not functions', () => {
    const ctx = loadBundle(CODE, createEmulator());
    expect(() => callEntryPoint(ctx, 'missing')).toThrow('Script function not found: missing');
    expect(() => callEntryPoint(ctx, 'notAFunction')).toThrow('Script function not found: notAFunction');
  });
});

describe('loadBundle: the scriptProperties switch', () => {
  const PROBE = `function probe() {
    var refused = false;
    try { new RegExp('\\\\p{Script=Latin}', 'u'); } catch (e) { refused = e instanceof SyntaxError; }
    var plain = new RegExp('a+', 'g');
    return { refused: refused, plain: plain.test('caa') && plain instanceof RegExp && /x/ instanceof RegExp,
      called: RegExp('b').test('abc') };
  }`;
  it('new RegExp refuses \\p{...} only while the switch says missing; other patterns work either way', () => {
    const emu = createEmulator({ platform: { scriptProperties: 'missing' } });
    const ctx = loadBundle(PROBE, emu);
    expect(callEntryPoint(ctx, 'probe')).toEqual({ refused: true, plain: true, called: true });
    emu.setPlatform({ scriptProperties: 'supported' });
    expect(callEntryPoint(ctx, 'probe')).toEqual({ refused: false, plain: true, called: true });
  });
});
