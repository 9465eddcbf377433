// runSelfTest checks, in a temporary tab it removes, every assumption docs/PLATFORM.md marks
// unverified. Under the emulator every check passes with the default switches, and the check that
// depends on a switch fails when that switch is flipped; the workbook is left as it was, except for
// one Log line with the outcome.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEFAULTS, type PlatformSwitches, type WorkbookJson } from '../../local/emulator';
import type { SelfTestResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

const CHECKS = [
  'document lock',
  'alphabets told apart in names',
  'new tab is 26 columns wide',
  'apostrophe in an ordinary cell',
  'plain-text cell keeps text',
  'apostrophe in a plain-text cell',
  'typed-looking text converts',
  'locale forms',
  'dates in the spreadsheet time zone',
  'Log time shows the spreadsheet zone',
  'TRUE/FALSE dropdown',
  'getSheetByName ignores case',
  'tab names clash ignoring case',
  'metadata after a rename',
  'metadata after a duplicate',
  'warning-only protection',
  'rows and columns grow',
];

function eventUnder(platform: Partial<PlatformSwitches>, zone = 'Etc/UTC'): Artifact {
  const a = openArtifact();
  a.emu.setPlatform({ ...BUILT_IN_DEFAULTS, ...platform });
  a.emu.SpreadsheetApp.getActiveSpreadsheet().setSpreadsheetTimeZone(zone);
  setupSealed(a, ['Ann', 'Bob', 'Cat']);
  a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results')?.activate();
  return a;
}

/** The workbook without its Log tab: what the self-test must leave exactly as it was. */
function withoutLog(w: WorkbookJson) {
  const { Log: _log, ...tabs } = w.tabs;
  return { ...w, tabs };
}

const failed = (r: SelfTestResult) => r.checks.filter((c) => !c.ok && !c.info).map((c) => c.name);
/** The checks reported for information: the typed forms that depend on the spreadsheet's locale. */
const INFO = ['typed-looking text converts', 'locale forms'];
const COUNTED = CHECKS.length - INFO.length;

describe('runSelfTest through dist/Code.js', () => {
  it('passes every check under the default switches, shows them, logs the outcome and changes nothing else', () => {
    const a = eventUnder({});
    const before = a.save();
    const logRows = a.values('Log').length;
    const r = a.call<SelfTestResult>('runSelfTest');
    expect(failed(r)).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.checks.map((c) => c.name)).toEqual(CHECKS);
    for (const c of r.checks) expect(c.actual).toBe(c.expected);
    expect(r.checks.filter((c) => c.info).map((c) => c.name)).toEqual(INFO);
    expect(r.message).toBe(`Self-test: all ${COUNTED} checks passed.`);
    // The dialog lists every check.
    const dialog = a.emu.ui.dialogs.at(-1);
    expect(dialog?.dialogTitle).toBe('Tourney Desk self-test');
    for (const name of CHECKS) expect(dialog?.content).toContain(name);
    // One Log line, nothing else changed: no temporary tab, metadata, property or active tab left over.
    const after = a.save();
    expect(withoutLog(after)).toEqual(withoutLog(before));
    const log = a.values('Log');
    expect(log).toHaveLength(logRows + 1);
    expect(log.at(-1)?.slice(1, 5)).toEqual(['Self-test', 0, '', `Tourney Desk ${r.version}. ${r.message}`]);
    expect(after.activeSheet).toBe('Results');
  });

  it('passes in a spreadsheet east of UTC with a German locale too (both are settings, not guesses)', () => {
    const a = eventUnder({ locale: 'de_DE' }, 'Asia/Tokyo');
    const r = a.call<SelfTestResult>('runSelfTest');
    expect(failed(r)).toEqual([]);
    expect(r.checks.find((c) => c.name === 'locale forms')?.expected).toBe(
      'number 1.5 | date 2016-03-01 00:00',
    );
  });

  const FLIPS: [Partial<PlatformSwitches>, string][] = [
    [{ sheetNameLookup: 'exact' }, 'getSheetByName ignores case'],
    [{ apostropheInTextCell: 'kept' }, 'apostrophe in a plain-text cell'],
    [{ metadataOnDuplicate: 'dropped' }, 'metadata after a duplicate'],
    [{ scriptProperties: 'missing' }, 'alphabets told apart in names'],
  ];
  for (const [flip, check] of FLIPS) {
    it(`${Object.entries(flip)[0].join('=')}: exactly "${check}" fails, and the workbook is otherwise unchanged`, () => {
      const a = eventUnder(flip);
      const before = a.save();
      const r = a.call<SelfTestResult>('runSelfTest');
      expect(failed(r)).toEqual([check]);
      expect(r.ok).toBe(false);
      expect(r.message).toContain(`1 of ${COUNTED} checks failed: ${check}`);
      expect(withoutLog(a.save())).toEqual(withoutLog(before));
    });
  }

  // Which typed forms convert depends on the locale, and the add-on depends on none of them (it writes
  // every string with a leading apostrophe): a Sheets whose forms differ from the emulator's model is
  // told so for information, and the run still passes.
  const INFO_FLIPS: [Partial<PlatformSwitches>, string[]][] = [
    [{ conversions: 'basic' }, ['typed-looking text converts']],
    [{ conversions: 'basic', locale: 'de_DE' }, INFO],
    [{ conversions: 'basic', locale: 'en_GB' }, INFO],
  ];
  for (const [flip, differ] of INFO_FLIPS) {
    const label = Object.entries(flip)
      .map((kv) => kv.join('='))
      .join(', ');
    it(`${label}: ${differ.join(' and ')} reported for information, no check fails`, () => {
      const a = eventUnder(flip);
      const before = a.save();
      const r = a.call<SelfTestResult>('runSelfTest');
      expect(failed(r)).toEqual([]);
      expect(r.ok).toBe(true);
      const other = r.checks.filter((c) => c.info && !c.ok).map((c) => c.name);
      expect(other).toEqual(differ);
      for (const name of differ) {
        const c = r.checks.find((x) => x.name === name);
        expect(c?.actual).not.toBe(c?.expected);
      }
      const locale = flip.locale ?? 'en_US';
      expect(r.message).toBe(
        `Self-test: all ${COUNTED} checks passed. For information (the add-on does not depend on it): ${differ.join('; ')} came back otherwise than expected in the ${locale} locale.`,
      );
      const dialog = a.emu.ui.dialogs.at(-1)?.content ?? '';
      expect(dialog).toContain('Rows marked i are for information');
      expect(dialog.match(/<tr class="info">/g)).toHaveLength(INFO.length);
      expect(dialog).not.toContain('<tr class="bad">');
      expect(withoutLog(a.save())).toEqual(withoutLog(before));
      expect(a.values('Log').at(-1)?.[4]).toContain(r.message);
    });
  }

  it('in a spreadsheet without an event it writes nothing at all', () => {
    const a = openArtifact();
    a.emu.setPlatform(BUILT_IN_DEFAULTS);
    const before = a.save();
    const r = a.call<SelfTestResult>('runSelfTest');
    expect(r.ok).toBe(true);
    expect(a.save()).toEqual(before);
  });

  it('refuses, changing nothing, while another action holds the document lock', () => {
    const a = eventUnder({});
    const before = a.save();
    a.emu.lockHeldElsewhere(true);
    const r = a.call<SelfTestResult>('runSelfTest');
    expect(r.ok).toBe(false);
    expect(r.checks).toEqual([
      { name: 'document lock', ok: false, expected: 'held by this run', actual: 'held by another run' },
    ]);
    expect(a.save()).toEqual(before);
  });
});
