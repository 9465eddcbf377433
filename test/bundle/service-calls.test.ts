import { describe, expect, it } from 'vitest';
import { linkFormTab, submitFormResponse } from '../../local/emulator';
import type { ActionResult, ReportLinks } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { seatFormTitles } from '../support/reports';
import { setupSealed, typeRound } from '../support/sealed';

function eventWith(players: number): Artifact {
  const a = openArtifact();
  setupSealed(
    a,
    Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
  );
  return a;
}

function callsFor(a: Artifact, action: string, ...args: unknown[]): Record<string, number> {
  return costFor(a, action, ...args).calls;
}

/** An action's calls by method, and its reads and commits (local/emulator/cost-counter.ts). */
function costFor(a: Artifact, action: string, ...args: unknown[]) {
  a.emu.calls.reset();
  const result = a.call<ActionResult>(action, ...args);
  expect(result.ok, JSON.stringify(result.problems?.slice(0, 3))).toBe(true);
  const { reads, commits } = a.emu.calls.cost();
  return { calls: a.emu.calls.byMethod(), reads, commits };
}

// Growing a tab is the one size-dependent step: Sheet.insertRowsAfter plus the new rows' formats and
// dropdowns. A tab doubles when it grows, so over a whole event it grows a handful of times, never per row.
const GROWTH = new Set([
  'Sheet.insertRowsAfter',
  'Sheet.getRangeList',
  'RangeList.setNumberFormat',
  // Pairings' new rows wrap, in the phone font size, table numbers centred (src/server/format-tab.ts).
  'RangeList.setFontSize',
  'RangeList.setWrap',
  'RangeList.setVerticalAlignment',
  'RangeList.setHorizontalAlignment',
  'Range.setDataValidation',
  'Range.setDataValidations',
  'Sheet.getRange',
  'SpreadsheetApp.newDataValidation',
  'DataValidationBuilder.requireValueInList',
  'DataValidationBuilder.setAllowInvalid',
  'DataValidationBuilder.build',
]);
const growthCalls = (calls: Record<string, number>) => calls['Sheet.insertRowsAfter'] ?? 0;
// Widening columns for longer content (src/server/widths.ts) is the other size-dependent step: a longer
// name needs a wider column. Widths only grow, in 20 px steps, so it is rare; counted apart.
const WIDEN = new Set(['Sheet.setColumnWidth', 'Sheet.setColumnWidths']);
const widenCalls = (calls: Record<string, number>) =>
  (calls['Sheet.setColumnWidth'] ?? 0) + (calls['Sheet.setColumnWidths'] ?? 0);

function withoutWidening(calls: Record<string, number>): Record<string, number> {
  const widened = widenCalls(calls) > 0;
  return Object.fromEntries(
    Object.entries(calls).filter(([m]) => !WIDEN.has(m) && !(widened && m === 'Properties.setProperty')),
  );
}

function withoutGrowth(calls: Record<string, number>): Record<string, number> {
  // Actions format rows only when a tab grows: one range list for the text columns, one getRange per
  // setDataValidation(s).
  const growthRanges = (calls['Range.setDataValidation'] ?? 0) + (calls['Range.setDataValidations'] ?? 0);
  const out: Record<string, number> = {};
  for (const [method, n] of Object.entries(calls)) {
    const widened = WIDEN.has(method) || (method === 'Properties.setProperty' && widenCalls(calls) > 0);
    const own = method === 'Sheet.getRange' ? n - growthRanges : GROWTH.has(method) || widened ? 0 : n;
    if (own) out[method] = own;
  }
  return out;
}

function typeAll(a: Artifact, round: number) {
  typeRound(a, round, (_x, _y, row) => [100, row % 90, 'Win']);
}

describe('reads per action do not grow with the number of players', () => {
  it('every action of a 3-round event reads the same at 20 and at 2,000 players, and commits once', () => {
    const small = eventWith(20);
    const large = eventWith(2000);
    let grows = 0;
    let widens = 0;
    const compare = (action: string, ...args: unknown[]) => {
      const s = costFor(small, action, ...args);
      const l = costFor(large, action, ...args);
      // Writes follow what changed, which differs with the field; the reads are the tabs the action needs.
      expect(l.reads, action).toBe(s.reads);
      expect(s.commits, `${action} at 20 players: commits`).toBe(1);
      expect(l.commits, `${action} at 2,000 players: commits`).toBe(1);
      expect(growthCalls(s.calls), `${action} at 20 players`).toBe(0);
      grows += growthCalls(l.calls);
      widens += widenCalls(s.calls) + widenCalls(l.calls);
    };
    for (let round = 1; round <= 3; round++) {
      compare('pairNextRound');
      typeAll(small, round);
      typeAll(large, round);
      compare('updateStandings');
    }
    compare('undoLastRound');
    compare('setPlayerStatus', { name: 'Player 7', status: 'dropped' });
    // Results and the record double as they grow, sized for every round; the tabs the add-on owns grow by
    // the rows they need: a few times each over the event, never per row.
    expect(grows).toBeGreaterThan(0);
    expect(grows).toBeLessThanOrEqual(20);
    expect(widens, 'column widenings in both events').toBeLessThanOrEqual(20);
    // Every action at 2,000 players also works out Standings by round (a Standings per round paired).
  }, 180_000);

  it('pairNextRound, with its tabs already sized, reads the same at 20 and 2,000 players, and commits once', () => {
    const small = eventWith(20);
    const large = eventWith(2000);
    for (const a of [small, large]) {
      for (const round of [1, 2]) {
        a.call('pairNextRound');
        typeAll(a, round);
      }
    }
    // Standings columns start as narrow as their headers (a phone's width), so a score growing a digit
    // may widen one at either size: widening is counted apart, as in the test above.
    const l = costFor(large, 'pairNextRound');
    const s = costFor(small, 'pairNextRound');
    expect(l.reads).toBe(s.reads);
    expect([l.commits, s.commits]).toEqual([1, 1]);
    expect(widenCalls(l.calls) + widenCalls(s.calls)).toBeLessThanOrEqual(2);
    small.emu.calls.reset();
    large.emu.calls.reset();
    small.call('getEventState');
    large.call('getEventState');
    expect(large.emu.calls.byMethod()).toEqual(small.emu.calls.byMethod());
  }, 120_000);
});

describe('document properties are read once per action', () => {
  it('tab ids and column widths come from one getProperties, whichever tabs an action writes', () => {
    const a = eventWith(12);
    for (const round of [1, 2]) {
      const pair = callsFor(a, 'pairNextRound');
      expect(pair['PropertiesService.getDocumentProperties']).toBe(1);
      expect(pair['Properties.getProperties']).toBe(1);
      expect(pair['Properties.getProperty'] ?? 0).toBe(0);
      typeAll(a, round);
    }
    const standings = callsFor(a, 'updateStandings');
    expect(standings['PropertiesService.getDocumentProperties']).toBe(1);
    expect(standings['Properties.getProperties']).toBe(1);
  });
});

const FORM_TAB = 'Form responses 1';

/** Round 1 paired with a form connected and two agreeing reports of every game. */
function reportedEvent(players: number): Artifact {
  const a = eventWith(players);
  linkFormTab(a.emu, FORM_TAB, seatFormTitles('sealed-deck'));
  expect(a.call<ActionResult>('connectReportForm', { tab: FORM_TAB }).ok).toBe(true);
  a.call('pairNextRound');
  let minute = 0;
  a.values('Results').forEach((r, i) => {
    if (i === 0 || r[0] !== 1 || r[3] === 'BYE') return;
    const answers = {
      'Player points': '100',
      'Opponent points': String((i + 1) % 90),
      'How it ended': 'Win',
    };
    for (const name of [r[2], r[3]])
      submitFormResponse(
        a.emu,
        FORM_TAB,
        { Round: '1', Table: String(r[1]), 'Your name': String(name), ...answers },
        new Date(Date.UTC(2026, 11, 5, 10, 0, minute++)),
      );
  });
  return a;
}

describe('reports cost a bounded number of calls', () => {
  it('an action reading the reports, and accepting every agreed game, read the same at 20 and 400 players', () => {
    const small = reportedEvent(20);
    const large = reportedEvent(400);
    const read = ['updateStandings', 'acceptReports'].map((action) => {
      const s = costFor(small, action, {});
      const l = costFor(large, action, {});
      expect(l.reads, action).toBe(s.reads);
      expect([l.commits, s.commits], action).toEqual([1, 1]);
      return {
        action,
        calls: Object.values(withoutGrowth(withoutWidening(l.calls))).reduce((n, c) => n + c, 0),
      };
    });
    // The figures docs/REPORTING.md quotes (growth and widening aside), at 400 players.
    expect(read.map((r) => r.calls)).toEqual([52, 72]);
    // The Results cells of every game of the round: neighbouring rows, one setValues.
    const plain = eventWith(20);
    plain.call('pairNextRound');
    const total = (calls: Record<string, number>) => Object.values(calls).reduce((n, c) => n + c, 0);
    const without = callsFor(plain, 'updateStandings', {});
    const reading = callsFor(reportedEvent(20), 'updateStandings', {});
    // Two more tabs read (getSheetById, getDataRange, getValues each) and the responses tab's name.
    expect(total(reading) - total(without)).toBe(7);
    const accepted = callsFor(reportedEvent(20), 'acceptReports', {});
    // Every game's result in one setValues (neighbouring rows), the decisions in one append: as many
    // writes for 200 games as for 10.
    const acceptedLarge = callsFor(reportedEvent(400), 'acceptReports', {});
    expect(acceptedLarge['Range.setValues']).toBe(accepted['Range.setValues']);
    expect(accepted['Range.setValues']).toBeLessThanOrEqual(10);
  });
});

describe('report links cost a constant number of calls', () => {
  it('getReportLinks makes the same calls at 20 and at 400 players: one read of the event, no call per table', () => {
    const link =
      'https://docs.google.com/forms/d/e/x/viewform?usp=pp_url&entry.1=ROUND&entry.2=TABLE&entry.3=NAME';
    const [small, large] = [20, 400].map((n) => {
      const a = reportedEvent(n);
      expect(a.call<ActionResult>('setReportLink', { link }).ok).toBe(true);
      return callsFor(a, 'getReportLinks');
    });
    expect(large).toEqual(small);
    expect(large['Range.setValues'] ?? 0).toBe(0);
    // The document properties once, then Event, Players, Results and the record by id, one read each:
    // the responses and reports tabs are not needed (docs/REPORTING.md, Pre-filled links).
    expect(Object.values(large).reduce((n, c) => n + c, 0)).toBe(15);
    expect(large['Spreadsheet.getSheetById']).toBe(4);
  });

  it('without a template getReportLinks still serves the slips to print, at the same calls at 20 and at 400 players', () => {
    const [small, large] = [20, 400].map((n) => {
      const a = reportedEvent(n);
      a.emu.calls.reset();
      const links = a.call<ReportLinks>('getReportLinks');
      expect(links.ok).toBe(false);
      expect(links.slips.length).toBeGreaterThan(0);
      return a.emu.calls.byMethod();
    });
    expect(large).toEqual(small);
    expect(large['Range.setValues'] ?? 0).toBe(0);
  });
});
