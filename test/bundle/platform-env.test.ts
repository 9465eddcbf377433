// The artifact suites run twice (vitest.config.ts): with the built-in switch defaults, and with every
// switch flipped through TOURNEY_PLATFORM. This checks the emulator really takes its defaults from it.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEFAULTS, createEmulator, PLATFORM_ENV, parseSwitches } from '../../local/emulator';

describe('platform switches from the environment', () => {
  it(`a new emulator's switches are the built-in defaults overridden by ${PLATFORM_ENV}`, () => {
    const env = parseSwitches(process.env[PLATFORM_ENV]);
    expect(createEmulator().store.platform).toEqual({ ...BUILT_IN_DEFAULTS, ...env });
    expect(createEmulator({ platform: { locale: 'en_GB' } }).store.platform.locale).toBe('en_GB');
  });

  it('a misspelt switch or value is refused rather than ignored', () => {
    expect(() => parseSwitches('sheetNameLookup=exactly')).toThrow('must be one of ignore-case, exact');
    expect(() => parseSwitches('apostrophe=kept')).toThrow('unknown switch "apostrophe"');
  });
});
