// runSelfTest checks, in a temporary tab it removes, every assumption docs/PLATFORM.md marks
// unverified. Under the emulator every check passes with the default switches, and the check that
// depends on a switch fails when that switch is flipped; the workbook is left as it was, except for
// one Log line with the outcome. Its Measure speed figures are timed on that tab too: here only their
// shape is checked (the emulator answers in no time), and their labels under a clock that moves.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEFAULTS, type PlatformSwitches, type WorkbookJson } from '../../local/emulator';
import { COST_MODEL } from '../../src/shared/cost-model';
import type { SelfTestResult, SpeedFigure } from '../../src/shared/types';
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
  'measure speed',
];

function eventUnder(platform: Partial<PlatformSwitches>, zone = 'Etc/UTC', now?: () => Date): Artifact {
  const a = openArtifact(undefined, now);
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
const LOCALE_INFO = ['typed-looking text converts', 'locale forms'];
/** And Measure speed: the add-on works at any speed. */
const INFO = [...LOCALE_INFO, 'measure speed'];
const COUNTED = CHECKS.length - INFO.length;

const FIGURES = [
  'getValues 1,000 cells',
  'setValues 1,000 cells',
  'flush committing those 1,000 cells',
  'flush, nothing pending',
  'chart update',
  'matching 500 players (JavaScript)',
];
const LABELS = ['below', 'within', 'above', 'not modelled'];

/** The model's range for one call, and for one commit of 1,000 cells, in ms. */
const CALL = { low: COST_MODEL.callMs.low, mid: COST_MODEL.callMs.mid, high: COST_MODEL.callMs.high };
const COMMIT = {
  low: COST_MODEL.commitMs.low + 1000 * COST_MODEL.cellMs.low,
  mid: COST_MODEL.commitMs.mid + 1000 * COST_MODEL.cellMs.mid,
  high: COST_MODEL.commitMs.high + 1000 * COST_MODEL.cellMs.high,
};

/** The label a figure should carry for its time and range. */
function expectedVerdict(f: SpeedFigure): string {
  if (!f.model) return 'not modelled';
  return f.ms < f.model.low ? 'below' : f.ms > f.model.high ? 'above' : 'within';
}

/** Every figure is there, a whole number of ms, with the model's range for it and the label that range gives. */
function expectSpeedShape(r: SelfTestResult): SpeedFigure[] {
  const figures = r.speed?.figures ?? [];
  expect(figures.map((f) => f.name)).toEqual(FIGURES);
  for (const f of figures) {
    expect(Number.isInteger(f.ms) && f.ms >= 0, `${f.name}: ${f.ms}`).toBe(true);
    expect(LABELS).toContain(f.verdict);
    expect(f.verdict, f.name).toBe(expectedVerdict(f));
  }
  const models = figures.map((f) =>
    f.model ? { low: f.model.low, mid: f.model.mid, high: f.model.high } : null,
  );
  expect(models).toEqual([CALL, CALL, COMMIT, CALL, CALL, null]);
  return figures;
}

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

  it('Measure speed: every figure, its model range and label, and the text to copy; only the temporary tab touched', () => {
    const a = eventUnder({});
    const before = a.save();
    const r = a.call<SelfTestResult>('runSelfTest');
    expect(r.checks.find((c) => c.name === 'measure speed')).toEqual({
      name: 'measure speed',
      ok: true,
      expected: 'every figure measured',
      actual: 'every figure measured',
      info: true,
    });
    const figures = expectSpeedShape(r);
    // The emulator answers within the millisecond: every figure the model prices is below its range.
    expect(figures.map((f) => f.verdict)).toEqual([...Array(5).fill('below'), 'not modelled']);
    const text = r.speed?.text ?? '';
    const lines = text.split('\n');
    expect(lines[0]).toBe(`Tourney Desk ${r.version}, Measure speed`);
    for (const f of figures)
      expect(
        lines.some((l) => l.startsWith(`${f.name}: ${f.ms} ms`)),
        f.name,
      ).toBe(true);
    expect(lines).toContain('getValues 1,000 cells: 0 ms, below (model: 1 call, 15-60 ms, mid 25)');
    expect(lines).toContain(
      'flush committing those 1,000 cells: 0 ms, below (model: 1 commit + 1,000 cells, 60-700 ms, mid 200)',
    );
    expect(lines).toContain('matching 500 players (JavaScript): 0 ms (not modelled)');
    expect(lines.at(-1)).toBe(
      `Model constants, low/mid/high: call ${COST_MODEL.callMs.low}/${COST_MODEL.callMs.mid}/${COST_MODEL.callMs.high} ms, commit ${COST_MODEL.commitMs.low}/${COST_MODEL.commitMs.mid}/${COST_MODEL.commitMs.high} ms, cell ${COST_MODEL.cellMs.low}/${COST_MODEL.cellMs.mid}/${COST_MODEL.cellMs.high} ms`,
    );
    expect(lines).toHaveLength(FIGURES.length + 2);
    // The dialog shows them too, with the text to copy and where to send it.
    const dialog = a.emu.ui.dialogs.at(-1)?.content ?? '';
    expect(dialog).toContain('<h3>Measure speed</h3>');
    for (const name of FIGURES) expect(dialog).toContain(name.replace(/&/g, '&amp;'));
    expect(dialog).toContain('titled &quot;Measure speed figures&quot;');
    expect(dialog).toContain('Model constants, low/mid/high');
    // No tab, chart or cell of the organizer's changed; the temporary tab (and its chart) is gone.
    const after = a.save();
    expect(withoutLog(after)).toEqual(withoutLog(before));
    expect(Object.keys(after.tabs).some((t) => /self-test/i.test(t))).toBe(false);
  });

  it('Measure speed labels each figure against the model: above, within or below its range', () => {
    // A clock that moves 100 ms at every look: each step takes a multiple of it.
    let t = Date.parse('2026-12-05T10:00:00Z');
    const tick = () => {
      t += 100;
      return new Date(t);
    };
    const a = eventUnder({}, 'Etc/UTC', tick);
    const before = a.save();
    const figures = expectSpeedShape(a.call<SelfTestResult>('runSelfTest'));
    for (const f of figures) expect(f.ms % 100, f.name).toBe(0);
    expect(figures.every((f) => f.ms >= 100)).toBe(true);
    const verdicts = new Set(figures.map((f) => f.verdict));
    expect(verdicts.has('above')).toBe(true);
    expect(figures[2]).toMatchObject({ name: 'flush committing those 1,000 cells', verdict: 'within' });
    expect(withoutLog(a.save())).toEqual(withoutLog(before));
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
    [{ conversions: 'basic', locale: 'de_DE' }, LOCALE_INFO],
    [{ conversions: 'basic', locale: 'en_GB' }, LOCALE_INFO],
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
    expect(r.speed).toBeUndefined();
    expect(a.save()).toEqual(before);
  });
});
