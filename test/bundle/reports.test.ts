// Players' reports through dist/Code.js, for every format (docs/REPORTING.md): a whole event whose
// results come from simulated form responses. Agreeing pairs, a dispute, a single report, a report for a
// closed round, a wrong table, a name not at the table, duplicates, a resubmission correcting an earlier
// report, a formula as text, a 50,000-character answer and another player's name: nothing that does not
// match the record is applied, a typed result is never overwritten, the Log names the reports'
// timestamps, and the responses tab is unchanged byte for byte.
import { describe, expect, it } from 'vitest';
import { handEdits, linkFormTab, submitFormResponse } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, ReportedGame } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, resultCells, roundRows, startEvent } from '../support/events';
import { seatFormTitles } from '../support/reports';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const TAB = 'Form responses 1';

const state = (a: Artifact) => a.call<EventState>('getEventState');
const ok = (r: ActionResult) => {
  expect(r.ok, `${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
};

function headersOf(format: FormatId) {
  return getFormat(format)?.resultColumns.map((c) => c.header) ?? [];
}

const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));

/** A plausible result of the game at `values` (a Results row), as a report's answers. */
function answersFor(
  format: FormatId,
  values: unknown[],
  round: number,
  seed: string,
): Record<string, string> {
  const cells = resultCells(format, seededRandom(seed), String(values[2]), round);
  return Object.fromEntries(headersOf(format).map((h, i) => [h, asText(cells[i])]));
}

class Clock {
  private t = Date.parse('2026-12-05T10:00:00Z');
  next(): Date {
    this.t += 60_000;
    return new Date(this.t);
  }
}

/** What the responses tab held after the last submission: no action may have changed it since. */
const submitted = new WeakMap<Artifact, string>();

function report(
  a: Artifact,
  clock: Clock,
  round: unknown,
  table: unknown,
  name: string,
  answers: Record<string, string>,
): string {
  const at = clock.next();
  const before = submitted.get(a);
  if (before !== undefined)
    expect(responsesNow(a), 'the responses tab changed since the last submission').toBe(before);
  submitFormResponse(
    a.emu,
    TAB,
    { Round: String(round), Table: String(table), 'Your name': name, ...answers },
    at,
  );
  submitted.set(a, responsesNow(a));
  return at.toISOString();
}

/** The game rows of a round that have an opponent (byes and judge games are the organizer's). */
const games = (a: Artifact, round: number) => roundRows(a, round).filter((x) => x.values[3] !== 'BYE');

const resultOf = (a: Artifact, format: FormatId, row: number) =>
  (a.values('Results')[row - 1] ?? []).slice(4, 4 + headersOf(format).length).map(asText);

/** Types a result on every row of the round still blank (judge games, and games nobody reported). */
function typeBlank(a: Artifact, format: FormatId, round: number): void {
  for (const { row, values } of roundRows(a, round)) {
    if (resultOf(a, format, row).some((v) => v !== '' && v !== 'FALSE')) continue;
    const cells = resultCells(format, seededRandom(`blank-${row}`), String(values[2]), round);
    if (values[3] === 'BYE') {
      if (format === 'full-thrust') a.type('Results', `E${row}`, [cells.slice(0, 3)]);
      continue;
    }
    a.type('Results', `E${row}`, [cells]);
  }
}

const responsesNow = (a: Artifact) => JSON.stringify(handEdits.tabNamed(a.emu.store, TAB).rows);
const logText = (a: Artifact) =>
  a
    .values('Log')
    .map((r) => r.join(' | '))
    .join('\n');
const gameAt = (s: EventState, round: number, table: unknown) =>
  s.reports?.games.find((g) => g.id === `r${round}t${table}`) as ReportedGame;

describe('players report results through the linked form', () => {
  for (const format of FORMATS) {
    it(`a whole event of ${format} whose results come from form responses`, () => {
      const a = openArtifact();
      const clock = new Clock();
      startEvent(a, format, NAMES);
      linkFormTab(a.emu, TAB, seatFormTitles(format));
      expect(a.call<{ name: string }[]>('getReportTabs').map((t) => t.name)).toEqual([TAB]);
      // A tab without the form's columns is refused at its header cell.
      const wrong = a.call<ActionResult>('connectReportForm', { tab: 'Players' });
      expect(wrong.ok).toBe(false);
      expect(wrong.problems[0]?.cell).toMatch(/^[A-D]1$/);
      ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
      expect(state(a).reports?.games).toEqual([]);
      pairOk(a);

      const g = games(a, 1);
      expect(g.length).toBeGreaterThanOrEqual(4);
      const [agreed, corrected, single, typed] = g;
      const names = (x: typeof agreed) => [String(x.values[2]), String(x.values[3])];
      const answers = (x: typeof agreed, seed = 'a') => answersFor(format, x.values, 1, `${x.row}-${seed}`);
      const firstNumberOrChoice = getFormat(format)?.resultColumns.find(
        (c) => c.kind !== 'text' && c.kind !== 'checkbox',
      )?.header as string;
      const textHeader = headersOf(format)[0];

      // Agreeing pair, with a duplicate of the first report.
      const t1 = report(a, clock, 1, agreed.values[1], names(agreed)[0], answers(agreed));
      const t1b = report(a, clock, 1, agreed.values[1], names(agreed)[0], answers(agreed));
      const t2 = report(a, clock, 1, agreed.values[1], names(agreed)[1].toUpperCase(), answers(agreed));
      // A dispute, then the second player resubmits and corrects it.
      report(a, clock, 1, corrected.values[1], names(corrected)[0], answers(corrected));
      const wrongly = {
        ...answers(corrected),
        [firstNumberOrChoice]:
          answers(corrected, 'other')[firstNumberOrChoice] === answers(corrected)[firstNumberOrChoice]
            ? '77'
            : answers(corrected, 'other')[firstNumberOrChoice],
        // Any game's Result must agree with the games, or the report is refused, not disputed: 77 games
        // with the Result blank is a valid report that differs.
        ...(format === 'any-game' ? { [firstNumberOrChoice]: '77', Result: '' } : {}),
      };
      report(a, clock, 1, corrected.values[1], names(corrected)[1], wrongly);
      // One report only.
      report(a, clock, 1, single.values[1], names(single)[1], answers(single));
      // The organizer typed this one; a report never overwrites it.
      const typedCells = resultCells(format, seededRandom('typed'), String(typed.values[2]), 1);
      a.type('Results', `E${typed.row}`, [typedCells]);
      const typedBefore = resultOf(a, format, typed.row);
      report(a, clock, 1, typed.values[1], names(typed)[0], answers(typed));
      // Refused: a table never paired, a name not at the table, a formula, an essay, a name as a result.
      report(a, clock, 1, 99, names(agreed)[0], answers(agreed));
      report(a, clock, 1, agreed.values[1], names(single)[0], answers(agreed));
      report(a, clock, 1, single.values[1], names(single)[0], {
        ...answers(single),
        [textHeader]: '=IMPORTRANGE("x","y")',
      });
      report(a, clock, 1, single.values[1], names(single)[0], {
        ...answers(single),
        [textHeader]: 'x'.repeat(50_000),
      });
      report(a, clock, 1, single.values[1], names(single)[0], {
        ...answers(single),
        [firstNumberOrChoice]: names(agreed)[1],
      });
      report(a, clock, 'one', 1, names(agreed)[0], answers(agreed));

      let s = state(a);
      expect(gameAt(s, 1, agreed.values[1]).status).toBe('agreed');
      expect(gameAt(s, 1, agreed.values[1]).reports.map((r) => r.at)).toEqual([t1b, t2]);
      expect(gameAt(s, 1, corrected.values[1]).status).toBe('disputed');
      expect(gameAt(s, 1, corrected.values[1]).note).toContain(firstNumberOrChoice);
      expect(gameAt(s, 1, single.values[1]).status).toBe('waiting-for-opponent');
      expect(gameAt(s, 1, single.values[1]).result).toBeUndefined();
      expect(gameAt(s, 1, typed.values[1]).status).toBe('conflict');
      expect(s.reports?.refused.map((r) => r.reason)).toHaveLength(6);
      expect(s.reports?.refused[0].reason).toContain('No game was paired at round 1, table 99');
      expect(s.reports?.refused[1].reason).toContain('is not at round 1');

      // A disputed game cannot be accepted by id; the corrected resubmission makes it agreed.
      expect(a.call<ActionResult>('acceptReports', { ids: [`r1t${corrected.values[1]}`] }).ok).toBe(false);
      const t3 = report(a, clock, 1, corrected.values[1], names(corrected)[1], answers(corrected));
      s = state(a);
      expect(gameAt(s, 1, corrected.values[1]).status).toBe('agreed');
      const accepted = ok(a.call<ActionResult>('acceptReports', {}));
      expect(accepted.message).toContain('2 reported games');
      expect(resultOf(a, format, agreed.row)).toEqual(Object.values(answers(agreed)));
      expect(resultOf(a, format, corrected.row)).toEqual(Object.values(answers(corrected)));
      expect(resultOf(a, format, typed.row)).toEqual(typedBefore);
      expect(resultOf(a, format, single.row).every((v) => v === '' || v === 'FALSE')).toBe(true);
      const log = logText(a);
      for (const at of [t1b, t2, t3]) expect(log).toContain(at);
      // The duplicate the later report replaced is decided with its game, so it does not come back.
      expect(a.values('Tourney Sheets reports').some((r) => r[2] === t1 && r[4] === 'accepted')).toBe(true);
      expect(accepted.state?.reports?.games.map((x) => x.status).sort()).toEqual([
        'conflict',
        'waiting-for-opponent',
      ]);

      // Rejecting needs a reason.
      const id = `r1t${single.values[1]}`;
      expect(a.call<ActionResult>('rejectReport', { id, reason: ' ' }).ok).toBe(false);
      ok(a.call<ActionResult>('rejectReport', { id, reason: 'Reported the wrong deck' }));
      expect(logText(a)).toContain('Reported the wrong deck');
      expect(gameAt(state(a), 1, single.values[1])).toBeUndefined();

      // Queue hygiene: the refused reports and the conflict set aside with one reason, then nothing waits.
      const queued = state(a).reports;
      const waiting = queued?.counts;
      const conflictReports = (queued?.games ?? [])
        .filter((g) => g.status === 'conflict')
        .reduce((n, g) => n + g.reports.length, 0);
      expect((waiting?.refused ?? 0) + (waiting?.conflicts ?? 0)).toBeGreaterThan(0);
      expect(a.call<ActionResult>('dismissReports', { reason: '' }).ok).toBe(false);
      const dismissed = ok(a.call<ActionResult>('dismissReports', { reason: 'Settled at the desk' }));
      expect(dismissed.state?.reports?.counts).toEqual({
        agreed: 0,
        waiting: 0,
        disputed: 0,
        conflicts: 0,
        refused: 0,
        drops: 0,
      });
      expect(logText(a)).toContain('Settled at the desk');
      expect(a.values('Tourney Sheets reports').filter((r) => r[4] === 'dismissed')).toHaveLength(
        (waiting?.refused ?? 0) + conflictReports,
      );
      expect(resultOf(a, format, typed.row)).toEqual(typedBefore);

      // The rest of the event: every game from two agreeing reports, accepted automatically.
      typeBlank(a, format, 1);
      // Connecting added the settings, off, to the Event tab.
      const option = a.values('Event').findIndex((r) => r[0] === 'Accept agreed reports automatically');
      expect(a.values('Event')[option]?.[1]).toBe('no');
      a.type('Event', `B${option + 1}`, [['yes']]);
      let round = 1;
      for (; round < 8 && state(a).nextAction === 'pair'; ) {
        pairOk(a);
        round++;
        for (const x of games(a, round))
          for (const n of names(x))
            report(
              a,
              clock,
              round,
              x.values[1],
              n,
              answersFor(format, x.values, round, `${x.row}-r${round}`),
            );
        // A late report for round 1, closed now.
        report(a, clock, 1, agreed.values[1], names(agreed)[0], answers(agreed));
        const r = ok(a.call<ActionResult>('updateStandings'));
        expect(r.message).toContain('Accepted');
        for (const x of games(a, round))
          expect(resultOf(a, format, x.row)).toEqual(
            Object.values(answersFor(format, x.values, round, `${x.row}-r${round}`)),
          );
        typeBlank(a, format, round);
        s = state(a);
        expect(s.reports?.refused.some((x) => x.reason.startsWith('Round 1 is closed'))).toBe(true);
      }
      expect(round).toBeGreaterThanOrEqual(2);
      expect(resultOf(a, format, typed.row)).toEqual(typedBefore);
      expect(responsesNow(a)).toBe(submitted.get(a));
    });
  }
});
