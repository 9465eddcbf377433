// Players asking to drop through the report form, through dist/Code.js for every format
// (docs/REPORTING.md, Drop requests): a request waits for the organizer; Accept drops the player as the
// sidebar's Drop does (Players' Status, the Log, never paired again) and decides every request of
// theirs; Reject needs a reason; a name not on Players is refused and can be dismissed; a result sent
// with a request is still a report of its game. The responses tab is never written.
import { describe, expect, it } from 'vitest';
import { handEdits, linkFormTab, submitFormResponse } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import { DROP_ANSWER, DROP_QUESTION, reportQuestions } from '../../src/sheets/reports/questions';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, resultCells, roundRows, startEvent } from '../support/events';
import { ownWords } from '../support/own-side';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const TAB = 'Form responses 1';

const state = (a: Artifact) => a.call<EventState>('getEventState');
/** The action succeeded; its message and problems are the failure's text. */
function ok(r: ActionResult): ActionResult {
  if (!r.ok) expect.fail(`${r.message} ${JSON.stringify(r.problems)}`);
  return r;
}
const responses = (a: Artifact) => JSON.stringify(handEdits.tabNamed(a.emu.store, TAB).rows);
const statusOf = (a: Artifact, name: string) => a.values('Players').find((r) => r[0] === name)?.[1];
const logText = (a: Artifact) =>
  a
    .values('Log')
    .map((r) => r.join(' | '))
    .join('\n');

describe('drop requests from the report form', () => {
  for (const format of FORMATS) {
    it(`${format}: a request waits, Accept drops as Drop does, Reject needs a reason, a stranger is refused`, () => {
      const a = openArtifact();
      startEvent(a, format, NAMES);
      const questions = reportQuestions(getFormat(format) as NonNullable<ReturnType<typeof getFormat>>);
      linkFormTab(
        a.emu,
        TAB,
        questions.map((q) => q.title),
      );
      ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
      pairOk(a);
      const [first, second] = roundRows(a, 1).filter((x) => x.values[3] !== 'BYE');
      const [leaver, stayer] = [String(first.values[2]), String(second.values[2])];
      let t = Date.parse('2026-12-05T10:05:00Z');
      const send = (answers: Record<string, string>) => {
        t += 60_000;
        submitFormResponse(a.emu, TAB, { Round: '1', ...answers }, new Date(t));
      };
      // A whole result sent with the request, in the form's own words: a report of the game as well.
      const cells = resultCells(format, seededRandom('leaver'), leaver, 1);
      const bySeat = Object.fromEntries(
        (getFormat(format)?.resultColumns ?? []).map((c, i) => [
          c.header,
          typeof cells[i] === 'boolean' ? (cells[i] ? 'TRUE' : 'FALSE') : String(cells[i] ?? ''),
        ]),
      );
      send({
        Table: String(first.values[1]),
        'Your name': leaver,
        ...ownWords(format, 'first', bySeat),
        [DROP_QUESTION]: DROP_ANSWER,
      });
      send({ Table: String(second.values[1]), 'Your name': stayer, [DROP_QUESTION]: DROP_ANSWER });
      send({
        Table: String(second.values[1]),
        'Your name': stayer.toUpperCase(),
        [DROP_QUESTION]: DROP_ANSWER,
      });
      send({ Table: '1', 'Your name': 'Somebody Else', [DROP_QUESTION]: DROP_ANSWER });
      const sent = responses(a);

      let q = state(a).reports;
      expect(q?.drops.map((d) => d.player)).toEqual([leaver, stayer]);
      expect(q?.counts.drops).toBe(2);
      expect(q?.refused.map((r) => r.code)).toEqual(['drop-not-a-player']);
      expect(q?.games.find((g) => g.id === `r1t${first.values[1]}`)?.reports[0].reporter).toBe(leaver);
      const [leaving, staying] = q?.drops ?? [];

      // Accept: dropped as the sidebar's Drop does, with the request named in the Log.
      const accepted = ok(a.call<ActionResult>('acceptDropRequest', { id: leaving.id }));
      expect(accepted.message).toContain(`${leaver} is dropped`);
      expect(statusOf(a, leaver)).toBe('dropped');
      expect(logText(a)).toContain('Asked to drop by the report form');
      q = accepted.state?.reports;
      expect(q?.drops.map((d) => d.player)).toEqual([stayer]);
      // The result sent with the request is still the game's report, undecided.
      expect(q?.games.find((g) => g.id === `r1t${first.values[1]}`)?.reports).toHaveLength(1);
      expect(a.call<ActionResult>('acceptDropRequest', { id: leaving.id }).ok).toBe(false);

      // Reject: a reason is needed; both of the player's requests are decided.
      expect(a.call<ActionResult>('rejectReport', { id: staying.id, reason: ' ' }).ok).toBe(false);
      const rejected = ok(
        a.call<ActionResult>('rejectReport', { id: staying.id, reason: 'Plays the last round' }),
      );
      expect(rejected.state?.reports?.drops).toEqual([]);
      expect(statusOf(a, stayer)).not.toBe('dropped');
      const decided = a.values('Tourney Sheets reports').map((r) => r[4]);
      expect(decided.filter((d) => d === 'drop-rejected')).toHaveLength(2);
      expect(decided.filter((d) => d === 'drop-accepted')).toHaveLength(1);
      expect(logText(a)).toContain('Plays the last round');

      // The stranger's request, dismissed with the rest of the refused.
      const dismissed = ok(a.call<ActionResult>('dismissReports', { reason: 'Not one of ours' }));
      expect(dismissed.state?.reports?.counts.refused).toBe(0);
      expect(a.values('Tourney Sheets reports').map((r) => r[4])).toContain('drop-dismissed');

      // The dropped player is never paired again; the responses tab is as the players left it.
      for (const { row, values } of roundRows(a, 1)) {
        const cells = resultCells(format, seededRandom(`drop-${row}`), String(values[2]), 1);
        if (values[3] !== 'BYE') a.type('Results', `E${row}`, [cells]);
        else if (format === 'full-thrust') a.type('Results', `E${row}`, [cells.slice(0, 3)]);
      }
      pairOk(a);
      const round2 = roundRows(a, 2).flatMap((x) => [String(x.values[2]), String(x.values[3])]);
      expect(round2).toContain(stayer);
      expect(round2).not.toContain(leaver);
      expect(responses(a)).toBe(sent);
    });
  }
});
