// The platform behaviours the emulator models without a Google source to settle them. Each is a switch
// with every plausible behaviour, so the add-on can be tested under all of them (docs/PLATFORM.md lists
// each one with its source or "unverified"; runSelfTest checks them in a real spreadsheet).
// Defaults come from the environment variable TOURNEY_PLATFORM, e.g.
//   TOURNEY_PLATFORM="sheetNameLookup=exact,apostropheInTextCell=kept" npx vitest run test/bundle
// and can be set per emulator (EmulatorOptions.platform) or flipped later (Emulator.setPlatform).

export interface PlatformSwitches {
  /** Spreadsheet.getSheetByName: matches tab names ignoring case, or only exactly. */
  sheetNameLookup: 'ignore-case' | 'exact';
  /** A leading apostrophe written into a plain-text ('@') cell: stripped as in other cells, or kept. */
  apostropheInTextCell: 'stripped' | 'kept';
  /** Developer metadata of a tab that is duplicated (Sheet.copyTo, "Duplicate"): copied or dropped. */
  metadataOnDuplicate: 'copied' | 'dropped';
  /**
   * Which typed-looking text setValues converts: 'all' (times, currency, (5), 50%, 1e5, month names,
   * thousands separators, besides numbers, booleans and dates) or 'basic' (numbers, booleans, dates).
   */
  conversions: 'all' | 'basic';
  /** The spreadsheet locale's typed forms: decimal separator and day order. */
  locale: 'en_US' | 'en_GB' | 'de_DE';
  /**
   * Whether the script runtime's regular expressions know Unicode script properties
   * (\p{Script=Latin} with the u flag): 'missing' makes `new RegExp` refuse them in the bundle.
   */
  scriptProperties: 'supported' | 'missing';
  /**
   * How a linked Google Form writes an answer that looks like a number ("3") to its responses tab:
   * as the text typed, or converted as if typed into a cell (a number). Timestamp is a date either way.
   */
  formAnswers: 'text' | 'typed';
}

export const SWITCH_CHOICES: { [K in keyof PlatformSwitches]: readonly PlatformSwitches[K][] } = {
  sheetNameLookup: ['ignore-case', 'exact'],
  apostropheInTextCell: ['stripped', 'kept'],
  metadataOnDuplicate: ['copied', 'dropped'],
  conversions: ['all', 'basic'],
  locale: ['en_US', 'en_GB', 'de_DE'],
  scriptProperties: ['supported', 'missing'],
  formAnswers: ['text', 'typed'],
};

export const BUILT_IN_DEFAULTS: Readonly<PlatformSwitches> = Object.freeze({
  sheetNameLookup: 'ignore-case',
  apostropheInTextCell: 'stripped',
  metadataOnDuplicate: 'copied',
  conversions: 'all',
  locale: 'en_US',
  scriptProperties: 'supported',
  formAnswers: 'text',
});

export const PLATFORM_ENV = 'TOURNEY_PLATFORM';

/** Parses "key=value,key=value"; an unknown key or value throws, so a typo never passes silently. */
export function parseSwitches(text: string | undefined): Partial<PlatformSwitches> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const [key, value] = item.split('=').map((s) => s.trim());
    const choices = (SWITCH_CHOICES as Record<string, readonly string[]>)[key];
    if (!choices) throw new Error(`${PLATFORM_ENV}: unknown switch "${key}"`);
    if (!choices.includes(value))
      throw new Error(`${PLATFORM_ENV}: ${key} must be one of ${choices.join(', ')}, not "${value}"`);
    out[key] = value;
  }
  return out as Partial<PlatformSwitches>;
}

/** The built-in defaults overridden by TOURNEY_PLATFORM, then by `overrides`. */
export function platformSwitches(overrides: Partial<PlatformSwitches> = {}): PlatformSwitches {
  const env = typeof process === 'undefined' ? undefined : process.env[PLATFORM_ENV];
  return { ...BUILT_IN_DEFAULTS, ...parseSwitches(env), ...overrides };
}

/** Every combination of the given switches' choices (the others left out), for test matrices. */
export function combinations<K extends keyof PlatformSwitches>(keys: K[]): Pick<PlatformSwitches, K>[] {
  let out: Record<string, string>[] = [{}];
  for (const key of keys) {
    out = out.flatMap((combo) => SWITCH_CHOICES[key].map((v) => ({ ...combo, [key]: v })));
  }
  return out as unknown as Pick<PlatformSwitches, K>[];
}

/**
 * The switch probe. While it is on, every new document also carries the switches it would have under
 * `alternative` (another run's TOURNEY_PLATFORM), and each place where a switch decides something notes
 * the switch when the alternative would have decided otherwise. A run that notes nothing makes the same
 * decisions, call for call, under the alternative, so running it again there cannot change its outcome:
 * that is how vitest.config.ts chooses the suites the flipped run repeats (test/support/switch-probe.ts).
 */
interface SwitchProbe {
  alternative: Partial<PlatformSwitches>;
  hits: Set<keyof PlatformSwitches>;
}
let probe: SwitchProbe | null = null;

/** Starts noting, for documents created from now on; returns the set of switches noted. */
export function startSwitchProbe(alternative: Partial<PlatformSwitches>): Set<keyof PlatformSwitches> {
  probe = { alternative, hits: new Set() };
  return probe.hits;
}

/** The switches a new document would have under the probe's alternative, or undefined with no probe. */
export function alternativeSwitches(): PlatformSwitches | undefined {
  return probe ? { ...BUILT_IN_DEFAULTS, ...probe.alternative } : undefined;
}

/** Notes that `key` decided something the alternative would have decided otherwise. */
export function noteSwitch(key: keyof PlatformSwitches): void {
  probe?.hits.add(key);
}
