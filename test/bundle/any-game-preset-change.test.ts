// The Event tab's dropdowns, and a Preset changed there after setup, through dist/Code.js: the settings
// that still hold the former preset's values follow the new one, what the organizer typed otherwise is
// kept, and the change is written and logged by the next action; once a round is paired it is an error.
import { describe, expect, it } from 'vitest';
import { linkFormTab } from '../../local/emulator';
import { allFormats } from '../../src/engine/formats/registry';
import type { ActionResult, EventState } from '../../src/shared/types';
import { BOOLEAN_LABELS } from '../../src/sheets/parse-event';
import { PRESET_CODES } from '../../src/sheets/preset-change';
import { PREVIEW_OPTION } from '../../src/sheets/preview-option';
import { REPORT_OPTIONS } from '../../src/sheets/reports/options';
import { eventSetting, setupAnyGame } from '../support/any-game';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { readPairings } from '../support/pairings';
import { RESPONSE_HEADERS } from '../support/reports';
import { setupSealed } from '../support/sealed';
import { standingsOf } from '../support/standings';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const FORM_TAB = 'Form responses 1';
const CHESS = 'Chess club (FIDE tie-breaks)';
const MAGIC = 'Magic: The Gathering';

const rowOf = (a: Artifact, label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
const setPreset = (a: Artifact, label: string) => a.type('Event', `B${rowOf(a, 'Preset')}`, [[label]]);

function pair(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

describe('the Event tab: a dropdown on every setting with a fixed set of choices', () => {
  it("after setup, each format's choice settings and yes / no settings carry their choices; the others none", () => {
    for (const format of allFormats()) {
      const a = openArtifact();
      const set = a.call<ActionResult>('setupEvent', { format: format.id, name: 'Club night' });
      expect(set.ok, format.id).toBe(true);
      const formats = a.tab('Event').formats ?? {};
      const specs = [...format.options, PREVIEW_OPTION];
      a.values('Event').forEach((row, i) => {
        if (i === 0) return;
        const spec = specs.find((s) => s.label === row[0]);
        const validation = formats[`B${i + 1}`]?.validation;
        const choices =
          spec?.type === 'choice'
            ? spec.choices?.map((c) => c.label)
            : spec?.type === 'boolean'
              ? [BOOLEAN_LABELS.yes, BOOLEAN_LABELS.no]
              : undefined;
        expect(validation?.values, `${format.id}: ${String(row[0])}`).toEqual(choices);
        // A value typed outside the list is marked, not refused: the tab also reads ids ("chess").
        if (validation) expect(validation.allowInvalid, `${format.id}: ${String(row[0])}`).toBe(true);
        // What setup wrote is one of the choices.
        if (choices) expect(choices, `${format.id}: ${String(row[0])}`).toContain(row[1]);
      });
    }
  });

  it('the reporting settings added when a report form is connected get their yes / no dropdowns too', () => {
    const a = openArtifact();
    setupSealed(a, PLAYERS);
    linkFormTab(a.emu, FORM_TAB, RESPONSE_HEADERS.slice(1), 'https://docs.google.com/forms/d/e/x/viewform');
    expect(a.call<ActionResult>('connectReportForm', { tab: FORM_TAB }).ok).toBe(true);
    const formats = a.tab('Event').formats ?? {};
    for (const spec of REPORT_OPTIONS) {
      const row = rowOf(a, spec.label);
      expect(row, spec.label).toBeGreaterThan(0);
      expect(formats[`B${row}`]?.validation?.values, spec.label).toEqual([
        BOOLEAN_LABELS.yes,
        BOOLEAN_LABELS.no,
      ]);
    }
  });
});

describe('any game: a Preset changed on the Event tab', () => {
  it('set up as Magic, changed to chess before round 1: the round is paired and scored as chess, and the Event tab and the Log say what changed', () => {
    const a = openArtifact();
    setupAnyGame(a, PLAYERS, { preset: 'magic' });
    setPreset(a, CHESS);
    // Until an action writes, the sidebar says what the change will do, at the Preset cell.
    const pending = a.call<EventState>('getEventState').problems;
    expect(pending.map((p) => [p.code, p.cell, p.severity])).toEqual([
      [PRESET_CODES.changed, `B${rowOf(a, 'Preset')}`, 'warning'],
    ]);
    const paired = pair(a);
    expect(paired.warnings.some((w) => w.code === PRESET_CODES.changed)).toBe(false);
    expect(paired.message).toContain(`Preset changed from ${MAGIC} to ${CHESS}`);
    // Colours: the Player column has White, and Pairings says who has which.
    expect(readPairings(a.values('Pairings')).byName.some((r) => String(r.note).includes('White'))).toBe(
      true,
    );
    // Chess's own notation goes into the Result cells of the rows Magic's setup gave its dropdowns.
    a.type('Results', 'H2', [['1-0']]);
    a.type('Results', 'H3', [['½-½']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standingsOf(a);
    expect(s.headers.slice(0, 3)).toEqual(['Rank', 'Player', 'Points']);
    expect(s.headers.filter((h) => ['OMW%', 'GW%', 'OGW%'].includes(h))).toEqual([]);
    expect(s.headers).toEqual(
      expect.arrayContaining(['Direct encounter', 'Wins', 'Buchholz Cut 1', 'Buchholz', 'Sonneborn-Berger']),
    );
    // 1, ½, ½, 0.
    expect(s.rows.map((r) => r[2]).sort()).toEqual([0, 0.5, 0.5, 1]);
    // The Event tab holds chess's values, as setup would have written them.
    expect(
      ['Results', 'Points for a win', 'Points for a draw', 'Points for a bye', 'Double loss', 'Colours'].map(
        (l) => eventSetting(a, l),
      ),
    ).toEqual(['One result (win, draw, loss)', 1, 0.5, 1, 'Allowed', 'White and Black balanced']);
    expect([1, 2, 3, 4, 5, 6].map((n) => eventSetting(a, `Tie-breaker ${n}`))).toEqual([
      'Direct encounter',
      'Wins',
      'Buchholz Cut 1',
      'Buchholz',
      'Sonneborn-Berger',
      'None',
    ]);
    // One Log line, before the round's, lists every setting that changed.
    const log = a.values('Log').filter((r) => r[1] === 'Preset changed');
    expect(log).toHaveLength(1);
    expect(log[0][4]).toBe(
      `Preset changed from ${MAGIC} to ${CHESS}: Results "Games won and drawn (2-1-0)" → "One result (win, draw, loss)", Points for a win 3 → 1, Points for a draw 1 → 0.5, Points for a bye 3 → 1, Double loss "Not allowed" → "Allowed", Colours "No colours" → "White and Black balanced", Tie-breaker 1 "OMW%" → "Direct encounter", Tie-breaker 2 "GW%" → "Wins", Tie-breaker 3 "OGW%" → "Buchholz Cut 1", Tie-breaker 4 "None" → "Buchholz", Tie-breaker 5 "None" → "Sonneborn-Berger".`,
    );
    const actions = a.values('Log').map((r) => r[1]);
    expect(actions.indexOf('Preset changed')).toBeLessThan(actions.indexOf('Pair round'));
    // Applied once: the state no longer lists it.
    expect(a.call<EventState>('getEventState').problems).toEqual([]);
  });

  it('set up as Magic, round 1 paired, then the Preset changed: an error at the Preset cell; pairing and Update standings are refused and write nothing; Undo back to round 0 applies it', () => {
    const a = openArtifact();
    setupAnyGame(a, PLAYERS, { preset: 'magic' });
    pair(a);
    a.type('Results', 'E2', [[2, 0, '', '']]);
    setPreset(a, CHESS);
    const cell = `B${rowOf(a, 'Preset')}`;
    const before = a.snapshot();
    for (const action of ['pairNextRound', 'updateStandings']) {
      const refused = a.call<ActionResult>(action, { force: true });
      expect(refused.ok, action).toBe(false);
      expect(
        refused.problems.map((p) => [p.code, p.tab, p.cell, p.fix]),
        action,
      ).toEqual([
        [
          PRESET_CODES.changedAfterPairing,
          'Event',
          cell,
          `Set it back to ${MAGIC}, or Undo back to round 0 to change it.`,
        ],
      ]);
      expectUnchanged(a, before, `after ${action}`);
    }
    // Set back, the event goes on under Magic's rules as before.
    setPreset(a, MAGIC);
    expect(a.call<EventState>('getEventState').problems).toEqual([]);
    setPreset(a, CHESS);
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    expect(undone.message).toContain(`Preset changed from ${MAGIC} to ${CHESS}`);
    expect(eventSetting(a, 'Results')).toBe('One result (win, draw, loss)');
    const actions = a.values('Log').map((r) => r[1]);
    expect(actions.indexOf('Preset changed')).toBeGreaterThan(actions.indexOf('Undo round'));
    expect(a.call<EventState>('getEventState').problems).toEqual([]);
  });
});
