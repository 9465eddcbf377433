// The form's trap, through dist/Code.js: "Player" is the first name at the table, and the second player
// often answers "Player points" as their own. Their report is then the first player's told from the other
// seat: the queue calls the dispute mirrored, says so, and Accept one player's version writes the first
// player's report as the game. The mirror here is written from the column titles, apart from src/.
import { describe, expect, it } from 'vitest';
import { linkFormTab, submitFormResponse } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, resultCells, roundRows, startEvent } from '../support/events';
import { fromOtherSeat, SIDES } from '../support/own-side';
import { seatFormTitles } from '../support/reports';

const TAB = 'Form responses 1';
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));
const state = (a: Artifact) => a.call<EventState>('getEventState');

describe('a report from the second seat answered as Player', () => {
  for (const format of Object.keys(SIDES) as FormatId[]) {
    it(`${format}: the dispute is called mirrored, and the first player's version is written`, () => {
      const a = openArtifact();
      startEvent(a, format, NAMES);
      const headers = getFormat(format)?.resultColumns.map((c) => c.header) ?? [];
      linkFormTab(a.emu, TAB, seatFormTitles(format));
      expect(a.call<ActionResult>('connectReportForm', { tab: TAB }).ok).toBe(true);
      pairOk(a);
      const game = roundRows(a, 1).find((x) => x.values[3] !== 'BYE');
      if (!game) throw new Error('no game');
      const [first, second] = [String(game.values[2]), String(game.values[3])];
      // A result whose mirror differs from it (a level draw reads the same from both seats).
      let answers: Record<string, string> = {};
      for (let seed = 0; seed < 50; seed++) {
        const cells = resultCells(format, seededRandom(`mirror-${seed}`), first, 1);
        answers = Object.fromEntries(headers.map((h, i) => [h, asText(cells[i])]));
        if (JSON.stringify(fromOtherSeat(format, answers)) !== JSON.stringify(answers)) break;
      }
      const base = { Round: '1', Table: String(game.values[1]) };
      submitFormResponse(
        a.emu,
        TAB,
        { ...base, 'Your name': first, ...answers },
        new Date('2026-12-05T10:10:00Z'),
      );
      submitFormResponse(
        a.emu,
        TAB,
        { ...base, 'Your name': second, ...fromOtherSeat(format, answers) },
        new Date('2026-12-05T10:11:00Z'),
      );
      const id = `r1t${game.values[1]}`;
      const g = state(a).reports?.games.find((x) => x.id === id);
      expect(g?.status).toBe('disputed');
      expect(g?.mirrored).toBe(true);
      expect(g?.note).toContain('told from the other seat');

      const wrong = a.call<ActionResult>('acceptReports', { ids: [id], version: 'Nobody' });
      expect(wrong.ok).toBe(false);
      expect(wrong.problems.map((p) => p.code)).toEqual(['report-version-refused']);
      const accepted = a.call<ActionResult>('acceptReports', { ids: [id], version: first });
      expect(accepted.ok, accepted.message).toBe(true);
      const row = a
        .values('Results')
        [game.row - 1].slice(4, 4 + headers.length)
        .map(asText);
      expect(row).toEqual(headers.map((h) => answers[h]));
      expect(
        a
          .values('Log')
          .map((r) => r.join(' '))
          .join('\n'),
      ).toContain(`${first}'s version`);
      expect(accepted.state?.reports?.games.find((x) => x.id === id)).toBeUndefined();
    });
  }

  it('arrow/target names decks, not seats: a disagreement there is never called mirrored', () => {
    const a = openArtifact();
    startEvent(a, 'arrow-target', NAMES);
    linkFormTab(a.emu, TAB, seatFormTitles('arrow-target'));
    a.call<ActionResult>('connectReportForm', { tab: TAB });
    pairOk(a);
    const game = roundRows(a, 1).find((x) => x.values[3] !== 'BYE');
    if (!game) throw new Error('no game');
    const base = { Round: '1', Table: String(game.values[1]) };
    const cells = resultCells('arrow-target', seededRandom('m'), String(game.values[2]), 1).map(asText);
    const headers = getFormat('arrow-target')?.resultColumns.map((c) => c.header) ?? [];
    const answers = Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
    const other = { ...answers, Winner: answers.Winner === 'Arrow' ? 'Target' : 'Arrow' };
    submitFormResponse(a.emu, TAB, { ...base, 'Your name': String(game.values[2]), ...answers });
    submitFormResponse(a.emu, TAB, { ...base, 'Your name': String(game.values[3]), ...other });
    const g = state(a).reports?.games.find((x) => x.id === `r1t${game.values[1]}`);
    expect(g?.status).toBe('disputed');
    expect(g?.mirrored).toBeUndefined();
  });
});
