// "Self-test": checks, in a temporary tab it removes afterwards, every assumption about Google Sheets
// that docs/PLATFORM.md marks unverified or the README lists under "Checked only in a real
// spreadsheet". Each check says what the add-on expects and what came back, as text (JSON-safe). In
// the emulator every check passes under the default switches, and a check whose behaviour is a switch
// fails when that switch is flipped: one run in a real spreadsheet tells which behaviour Google has.
// How a form stores its answers is read from the connected report form's tab instead, when it has one.
// Measure speed times, on the same temporary tab, one of each thing the cost model prices
// (docs/PLATFORM.md, Cost model), so one run in a real spreadsheet puts real figures beside the model.
import { weightedMatching } from '../engine/matching';
import { scriptsOf } from '../engine/names';
import { seededRandom } from '../engine/random';
import { COST_MODEL, type ModelPoint } from '../shared/cost-model';
import type { SelfTestCheck, SelfTestResult, SpeedFigure, SpeedReport } from '../shared/types';
import { ADDON_NAME, ADDON_VERSION } from '../shared/version';
import { LOG_TIME_FORMAT } from '../sheets/layout';
import { renderLog } from '../sheets/render';
import { headerKey, TABLE_QUESTION } from '../sheets/reports/questions';
import { applyWrite } from './apply';
import { docProperties } from './doc-properties';
import { readConnection } from './report-form';
import { BusyError, withDocumentLock } from './run-action';
import { findTabs } from './tabs';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const KEY = 'tourney-sheets.self-test';
// Only a temporary tab, removed by the run that made it, so its name can follow the add-on's.
const TAB = `${ADDON_NAME} self-test`;

function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

/** A cell value as comparable text: its kind, and its value (a date in the spreadsheet's zone). */
function describe(v: unknown, zone: string, formula = ''): string {
  if (formula) return `formula ${formula}`;
  if (isDate(v)) return `date ${Utilities.formatDate(v, zone, 'yyyy-MM-dd HH:mm')}`;
  if (typeof v === 'string') return `text "${v}"`;
  return `${typeof v} ${String(v)}`;
}

/** Values of a range with their formulas, described. */
function described(range: GoogleAppsScript.Spreadsheet.Range, zone: string): string {
  const values = range.getValues()[0];
  const formulas = range.getFormulas()[0];
  return values.map((v, i) => describe(v, zone, formulas[i])).join(' | ');
}

function freeName(ss: Spreadsheet): string {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  let name = TAB;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${TAB} ${n}`;
  return name;
}

/**
 * Which typed forms convert depends on the spreadsheet's locale (currency signs, month names, decimal
 * and date order), and Sheets has far more locales than the emulator models. The add-on writes every
 * string with a leading apostrophe, so it depends on none of them: these checks say what came back
 * next to the emulator's model, for information, and never fail a correct spreadsheet.
 */
const INFO = true;

/** Decimal comma in the spreadsheet locale (the common ones); day-first dates everywhere but en_US. */
const COMMA_LOCALE = /^(de|fr|es|it|nl|pt|ru|pl|da|fi|nb|no|sv|tr|cs|sk|hu|ro|id|el|uk|bg|hr|sl|lt|lv|et)/i;

const NUMBER_LIKE = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/**
 * How Google Forms stores an answer that looks like a number (the formAnswers switch of
 * docs/PLATFORM.md): as the text typed, or as a number. Only a real form writes a responses tab, so no
 * temporary tab can show it: it is read from the connected report form's tab, from the last Table answer
 * there, and the check is left out while no form is connected or no one has answered. The add-on reads
 * answers either way, so it is for information.
 */
function formAnswerKind(ss: Spreadsheet): string | null {
  const connection = readConnection(docProperties());
  const sheet = connection ? ss.getSheetById(connection.sheetId) : null;
  if (!sheet) return null;
  const values = sheet.getDataRange().getValues();
  const col = (values[0] ?? []).findIndex((h) => headerKey(h) === headerKey(TABLE_QUESTION));
  const answers = values.slice(1).map((r) => r[col]);
  const last = answers.reverse().find((v) => typeof v === 'number' || NUMBER_LIKE.test(String(v ?? '')));
  if (col < 0 || last === undefined) return null;
  return typeof last === 'number' ? 'number' : 'text';
}

/** Players in Measure speed's JavaScript workload: a large Swiss round's matching. */
export const SPEED_PLAYERS = 500;
/**
 * How far down the standings each player's pairing candidates reach: the window
 * src/engine/any-game/swiss-pairing.ts first tries for a large field.
 */
const SPEED_WINDOW = 32;

/**
 * A Swiss round's pairing graph, the same every run: SPEED_PLAYERS players after four rounds of seeded
 * coin flips, ranked by score, each joined to the SPEED_WINDOW players ranked below, weighted to pair
 * equal scores first and then neighbours. Edges [u, v, weight] for weightedMatching.
 */
export function speedMatchingEdges(): [number, number, number][] {
  const random = seededRandom('measure-speed');
  const scores = Array.from({ length: SPEED_PLAYERS }, () => {
    let wins = 0;
    for (let round = 0; round < 4; round++) if (random.next() < 0.5) wins++;
    return wins;
  }).sort((a, b) => b - a);
  const edges: [number, number, number][] = [];
  for (let i = 0; i < SPEED_PLAYERS; i++) {
    for (let j = i + 1; j < SPEED_PLAYERS && j - i <= SPEED_WINDOW; j++) {
      const gap = scores[i] - scores[j];
      edges.push([i, j, 100000 - 1000 * gap * gap - (j - i)]);
    }
  }
  return edges;
}

/** Measure speed's block of cells: 100 rows of 10, below every other check's cells on the temporary tab. */
const SPEED_ROW = 201;
const SPEED_ROWS = 100;
const SPEED_COLS = 10;
const SPEED_CELLS = SPEED_ROWS * SPEED_COLS;

const POINTS: ModelPoint[] = ['low', 'mid', 'high'];
/** A model range in ms, to a tenth. */
function modelled(what: string, ms: (p: ModelPoint) => number): NonNullable<SpeedFigure['model']> {
  const [low, mid, high] = POINTS.map((p) => Math.round(ms(p) * 10) / 10);
  return { what, low, mid, high };
}
const ONE_CALL = modelled('1 call', (p) => COST_MODEL.callMs[p]);
const COMMIT_CELLS = modelled(
  `1 commit + ${SPEED_CELLS.toLocaleString('en-US')} cells`,
  (p) => COST_MODEL.commitMs[p] + SPEED_CELLS * COST_MODEL.cellMs[p],
);

export function speedFigure(name: string, ms: number, model: SpeedFigure['model']): SpeedFigure {
  const verdict = !model ? 'not modelled' : ms < model.low ? 'below' : ms > model.high ? 'above' : 'within';
  return { name, ms, model, verdict };
}

/** Where the figures go (README.md, "Checked only in a real spreadsheet"). */
const SPEED_REPORT_HELP =
  'To help tune the cost model, paste these figures into a new issue titled "Measure speed figures" on the add-on\'s GitHub repository.';

function timed(work: () => unknown): number {
  const start = Date.now();
  work();
  return Math.max(0, Date.now() - start);
}

/** The figures as the Copy button gives them: one line each, the model's constants, the version. */
export function speedText(figures: readonly SpeedFigure[], version: string): string {
  const line = (f: SpeedFigure) =>
    f.model
      ? `${f.name}: ${f.ms} ms, ${f.verdict} (model: ${f.model.what}, ${f.model.low}-${f.model.high} ms, mid ${f.model.mid})`
      : `${f.name}: ${f.ms} ms (${f.verdict})`;
  const range = (r: Record<ModelPoint, number>) => POINTS.map((p) => r[p]).join('/');
  return [
    `${ADDON_NAME} ${version}, Measure speed`,
    ...figures.map(line),
    `Model constants, low/mid/high: call ${range(COST_MODEL.callMs)} ms, commit ${range(COST_MODEL.commitMs)} ms, cell ${range(COST_MODEL.cellMs)} ms`,
  ].join('\n');
}

/**
 * Times, with Date.now(), one of each thing the cost model prices, on the temporary tab only (its own
 * block of cells and a chart of its own), then a fixed JavaScript workload. Every untimed step before a
 * timed one leaves nothing pending, so each figure is that step alone.
 */
function measureSpeed(sheet: Sheet): SpeedReport {
  const block = sheet.getRange(SPEED_ROW, 1, SPEED_ROWS, SPEED_COLS);
  const grid = (k: number) =>
    Array.from({ length: SPEED_ROWS }, (_, r) =>
      Array.from({ length: SPEED_COLS }, (_, c) => k * (r * SPEED_COLS + c)),
    );
  block.setValues(grid(1));
  SpreadsheetApp.flush();
  const read = timed(() => block.getValues());
  const write = timed(() => block.setValues(grid(2)));
  const commit = timed(() => SpreadsheetApp.flush());
  const idle = timed(() => SpreadsheetApp.flush());
  sheet.insertChart(
    sheet
      .newChart()
      .asLineChart()
      .addRange(sheet.getRange(SPEED_ROW, 1, 10, 2))
      .setPosition(1, 12, 0, 0)
      .build(),
  );
  const chart = sheet.getCharts()[0];
  SpreadsheetApp.flush();
  const chartUpdate = timed(() =>
    sheet.updateChart(
      chart
        .modify()
        .clearRanges()
        .addRange(sheet.getRange(SPEED_ROW, 1, 10, 3))
        .setPosition(1, 12, 0, 0)
        .build(),
    ),
  );
  const edges = speedMatchingEdges();
  const matching = timed(() => weightedMatching(edges, true));
  const cells = SPEED_CELLS.toLocaleString('en-US');
  const figures = [
    speedFigure(`getValues ${cells} cells`, read, ONE_CALL),
    speedFigure(`setValues ${cells} cells`, write, ONE_CALL),
    speedFigure(`flush committing those ${cells} cells`, commit, COMMIT_CELLS),
    speedFigure('flush, nothing pending', idle, ONE_CALL),
    speedFigure('chart update', chartUpdate, ONE_CALL),
    speedFigure(`matching ${SPEED_PLAYERS} players (JavaScript)`, matching, null),
  ];
  return { figures, text: speedText(figures, ADDON_VERSION) };
}

/** Every check, and the Measure speed figures when they were taken. */
export function selfTestChecks(lockHeld: boolean): { checks: SelfTestCheck[]; speed?: SpeedReport } {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const zone = ss.getSpreadsheetTimeZone();
  const locale = ss.getSpreadsheetLocale();
  const active = ss.getActiveSheet();
  const checks: SelfTestCheck[] = [];
  const check = (name: string, expected: string, actual: () => string, info = false) => {
    let got: string;
    try {
      got = actual();
    } catch (e) {
      got = `error: ${(e as Error).message ?? String(e)}`;
    }
    checks.push({ name, ok: got === expected, expected, actual: got, ...(info ? { info } : {}) });
  };

  check('document lock', 'held by this run', () => (lockHeld ? 'held by this run' : 'not available'));
  // Without Unicode script properties the add-on still runs; only the mixed-alphabet warning is off.
  check('alphabets told apart in names', 'Latin, Cyrillic, Greek', () => {
    const found = [...scriptsOf('a'), ...scriptsOf('\u0430'), ...scriptsOf('\u03b1')];
    return found.length ? found.join(', ') : 'not told apart: the mixed-alphabet warning is off';
  });
  const formAnswers = formAnswerKind(ss);
  if (formAnswers) check('form answers that look like numbers', 'text', () => formAnswers, INFO);
  const name = freeName(ss);
  const extra: Sheet[] = [];
  // Set by the Measure speed check, inside its closure.
  const measured: { speed?: SpeedReport } = {};
  const temp = ss.insertSheet(name);
  try {
    check(
      'new tab is 26 columns wide',
      '1000 rows x 26 columns',
      () => `${temp.getMaxRows()} rows x ${temp.getMaxColumns()} columns`,
    );
    check('apostrophe in an ordinary cell', 'text "=1+1" | text "007"', () => {
      const r = temp.getRange('A1:B1');
      r.setValues([["'=1+1", "'007"]]);
      return described(r, zone);
    });
    check('plain-text cell keeps text', 'text "=1+1" | text "007" | text "10:30"', () => {
      const r = temp.getRange('A2:C2');
      r.setNumberFormat('@');
      r.setValues([['=1+1', '007', '10:30']]);
      return described(r, zone);
    });
    check('apostrophe in a plain-text cell', 'text "007"', () => {
      const r = temp.getRange('A3');
      r.setNumberFormat('@');
      r.setValue("'007");
      return described(r, zone);
    });
    check(
      'typed-looking text converts',
      'date | number 5 | number -5 | number 0.5 | number 100000 | date 2016-03-01 00:00',
      () => {
        const r = temp.getRange('A4:F4');
        r.setValues([['10:30', '$5', '(5)', '50%', '1e5', 'Mar 1 2016']]);
        // A time alone is a date on 30 December 1899, whose offset from UTC is historical: kind only.
        return described(r, zone).replace(/^date [^|]*/, 'date ');
      },
      INFO,
    );
    const comma = COMMA_LOCALE.test(locale);
    const dayFirst = !/^en_US/i.test(locale);
    check(
      'locale forms',
      `${comma ? 'number 1.5' : 'text "1,5"'} | date ${dayFirst ? '2016-03-01' : '2016-01-03'} 00:00`,
      () => {
        const r = temp.getRange('A5:B5');
        r.setValues([['1,5', '1/3/2016']]);
        return described(r, zone);
      },
      INFO,
    );
    check('dates in the spreadsheet time zone', `date 2026-03-01 00:00 in ${zone}`, () => {
      const r = temp.getRange('A6');
      r.setValue('2026-03-01');
      return `${describe(r.getValue(), zone)} in ${zone}`;
    });
    check('Log time shows the spreadsheet zone', 'the same', () => {
      const when = new Date(Date.UTC(2026, 11, 5, 10, 0, 0));
      const r = temp.getRange('A7');
      r.setValue(when).setNumberFormat(LOG_TIME_FORMAT);
      const want = Utilities.formatDate(when, zone, 'yyyy-MM-dd HH:mm:ss');
      const shown = r.getDisplayValue();
      return shown === want ? 'the same' : `${shown} (expected ${want})`;
    });
    check('TRUE/FALSE dropdown', 'boolean true', () => {
      const r = temp.getRange('A8');
      r.setDataValidation(
        SpreadsheetApp.newDataValidation()
          .requireValueInList(['TRUE', 'FALSE'], true)
          .setAllowInvalid(false)
          .build(),
      );
      r.setValue('TRUE');
      return describe(r.getValue(), zone);
    });
    check('getSheetByName ignores case', 'found', () =>
      ss.getSheetByName(name.toUpperCase())?.getSheetId() === temp.getSheetId() ? 'found' : 'not found',
    );
    check('tab names clash ignoring case', 'refused', () => {
      try {
        extra.push(ss.insertSheet(name.toUpperCase()));
        return 'a second tab was made';
      } catch (_e) {
        return 'refused';
      }
    });
    check('metadata after a rename', 'on the renamed tab', () => {
      temp.addDeveloperMetadata(KEY, 'probe');
      temp.setName(`${name} (renamed)`);
      const found = ss.createDeveloperMetadataFinder().withKey(KEY).find();
      const here = found.some((m) => m.getLocation().getSheet()?.getSheetId() === temp.getSheetId());
      return here ? 'on the renamed tab' : `not found (${found.length} elsewhere)`;
    });
    check('metadata after a duplicate', 'copied', () => {
      const copy = temp.copyTo(ss);
      extra.push(copy);
      const n = copy.getDeveloperMetadata().filter((m) => m.getKey() === KEY).length;
      return n > 0 ? 'copied' : 'dropped';
    });
    check('warning-only protection', 'warning only, listed', () => {
      const p = temp.protect().setWarningOnly(true);
      const listed = temp.getProtections(SpreadsheetApp.ProtectionType.SHEET).length === 1;
      const out = `${p.isWarningOnly() ? 'warning only' : 'enforced'}, ${listed ? 'listed' : 'not listed'}`;
      p.remove();
      return out;
    });
    check('rows and columns grow', 'grown by 10 rows and 3 columns, last cell written', () => {
      const rows = temp.getMaxRows();
      const cols = temp.getMaxColumns();
      temp.insertRowsAfter(rows, 10);
      temp.insertColumnsAfter(cols, 3);
      const grew = temp.getMaxRows() - rows === 10 && temp.getMaxColumns() - cols === 3;
      const last = temp.getRange(rows + 10, cols + 3);
      last.setValue("'x");
      return `${grew ? 'grown by 10 rows and 3 columns' : 'not grown as asked'}, ${last.getValue() === 'x' ? 'last cell written' : 'last cell not written'}`;
    });
    // The add-on works at any speed: the figures are for comparing with the cost model, never a failure.
    check(
      'measure speed',
      'every figure measured',
      () => {
        measured.speed = measureSpeed(temp);
        return 'every figure measured';
      },
      INFO,
    );
  } finally {
    for (const s of extra) ss.deleteSheet(s);
    ss.deleteSheet(temp);
    ss.setActiveSheet(active);
  }
  return { checks, ...measured };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The checks as a small page for a modal dialog. */
export function selfTestHtml(result: SelfTestResult): string {
  const rows = result.checks
    .map(
      (c) =>
        `<tr class="${c.info ? 'info' : c.ok ? 'ok' : 'bad'}"><td>${c.info ? 'i' : c.ok ? '✓' : '✗'}</td><td>${escapeHtml(c.name)}</td><td>${escapeHtml(c.expected)}</td><td>${escapeHtml(c.actual)}</td></tr>`,
    )
    .join('');
  return `<!DOCTYPE html><html><head><base target="_top"><style>body{font:13px Arial,sans-serif}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}.bad{background:#fce8e6}.info{color:#5f6368}pre{white-space:pre-wrap;user-select:all}</style></head><body><p>${escapeHtml(ADDON_NAME)} ${escapeHtml(result.version)}</p><p>${escapeHtml(result.message)}</p><table><tr><th></th><th>Check</th><th>Expected</th><th>Actual</th></tr>${rows}</table><p>Rows marked i are for information: the add-on does not depend on them, and they never fail. Copy this list into an issue if any check failed, or an i row differs: it tells which behaviour Google Sheets has.</p>${result.speed ? speedHtml(result.speed) : ''}</body></html>`;
}

/** Measure speed's figures beside the model's ranges, and the text to copy. */
function speedHtml(speed: SpeedReport): string {
  const rows = speed.figures
    .map(
      (f) =>
        `<tr><td>${escapeHtml(f.name)}</td><td>${f.ms} ms</td><td>${f.model ? escapeHtml(`${f.model.what}: ${f.model.low}-${f.model.high} ms`) : ''}</td><td>${f.verdict}</td></tr>`,
    )
    .join('');
  return `<h3>Measure speed</h3><table><tr><th>Timed</th><th>Took</th><th>Cost model</th><th></th></tr>${rows}</table><p>${escapeHtml(SPEED_REPORT_HELP)}</p><pre>${escapeHtml(speed.text)}</pre>`;
}

/** The outcome in one sentence: the failed checks, then the information checks that came back otherwise. */
export function selfTestMessage(checks: readonly SelfTestCheck[], locale: string): string {
  const counted = checks.filter((c) => !c.info);
  const failed = counted.filter((c) => !c.ok);
  const outcome = failed.length
    ? `Self-test: ${failed.length} of ${counted.length} checks failed: ${failed.map((c) => c.name).join('; ')}.`
    : `Self-test: all ${counted.length} checks passed.`;
  const other = checks.filter((c) => c.info && !c.ok);
  return other.length
    ? `${outcome} For information (the add-on does not depend on it): ${other.map((c) => c.name).join('; ')} came back otherwise than expected in the ${locale} locale.`
    : outcome;
}

/** Runs the checks under the document lock, writes the outcome to the event's Log (if any), shows it. */
export function runSelfTestAction(): SelfTestResult {
  let result: SelfTestResult;
  try {
    result = withDocumentLock(() => {
      const { checks, speed } = selfTestChecks(true);
      const message = selfTestMessage(checks, SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
      const failed = checks.filter((c) => !c.ok && !c.info);
      const installed = `${ADDON_NAME} ${ADDON_VERSION}`;
      const log = findTabs(SpreadsheetApp.getActiveSpreadsheet(), ['log']).log;
      if (log)
        applyWrite(
          log,
          renderLog(
            [{ action: 'Self-test', round: 0, seed: '', details: `${installed}. ${message}` }],
            new Date().toISOString(),
          ),
          undefined,
        );
      return {
        ok: failed.length === 0,
        message,
        version: ADDON_VERSION,
        checks,
        ...(speed ? { speed } : {}),
      };
    });
  } catch (e) {
    if (!(e instanceof BusyError)) throw e;
    result = {
      ok: false,
      message: e.message,
      version: ADDON_VERSION,
      checks: [
        { name: 'document lock', ok: false, expected: 'held by this run', actual: 'held by another run' },
      ],
    };
  }
  const html = HtmlService.createHtmlOutput(selfTestHtml(result)).setWidth(640).setHeight(520);
  SpreadsheetApp.getUi().showModalDialog(html, `${ADDON_NAME} self-test`);
  return result;
}
