// The report form in the players' own words, through dist/Code.js: "Your points", "Your opponent's
// points", "Winner: You". Both players of a game answer as themselves, and the add-on puts each answer
// on the reporter's seat of the record: the two reports agree, and Accept writes the game by seat. The
// Ann and Bob case: both report, the round is undone and paired again with Bob first; the old reports
// never count, and new ones from the new seats agree. The player's answers are built apart from src/
// (test/support/own-side.ts).
import { describe, expect, it } from 'vitest';
import { linkFormTab, submitFormResponse } from '../../local/emulator';
import { getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId } from '../../src/shared/types';
import { reportQuestions } from '../../src/sheets/reports/questions';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, resultCells, roundRows, startEvent } from '../support/events';
import { ownWords } from '../support/own-side';

const TAB = 'Form responses 1';
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));
const state = (a: Artifact) => a.call<EventState>('getEventState');

function connected(format: FormatId, now?: () => Date): Artifact {
  const a = openArtifact(undefined, now);
  startEvent(a, format, NAMES);
  const format_ = getFormat(format) as NonNullable<ReturnType<typeof getFormat>>;
  linkFormTab(
    a.emu,
    TAB,
    reportQuestions(format_).map((q) => q.title),
  );
  expect(a.call<ActionResult>('connectReportForm', { tab: TAB }).ok).toBe(true);
  return a;
}

describe('the report form in the players\u2019 own words', () => {
  for (const format of FORMATS) {
    it(`${format}: each player answers as themselves; the reports agree and Accept writes the game by seat`, () => {
      const a = connected(format);
      pairOk(a);
      const headers = getFormat(format)?.resultColumns.map((c) => c.header) ?? [];
      let minute = 10;
      const at = () => new Date(Date.UTC(2026, 11, 5, 10, minute++));
      const expected = new Map<number, string[]>();
      for (const game of roundRows(a, 1).filter((x) => x.values[3] !== 'BYE')) {
        const cells = resultCells(format, seededRandom(`own-${game.row}`), String(game.values[2]), 1);
        const bySeat = Object.fromEntries(headers.map((h, i) => [h, asText(cells[i])]));
        const base = { Round: '1', Table: String(game.values[1]) };
        submitFormResponse(
          a.emu,
          TAB,
          { ...base, 'Your name': String(game.values[2]), ...ownWords(format, 'first', bySeat) },
          at(),
        );
        submitFormResponse(
          a.emu,
          TAB,
          { ...base, 'Your name': String(game.values[3]), ...ownWords(format, 'second', bySeat) },
          at(),
        );
        expected.set(
          game.row,
          headers.map((h) => bySeat[h]),
        );
      }
      const q = state(a).reports;
      expect(q?.games.map((g) => g.status)).toEqual([...expected.keys()].map(() => 'agreed'));
      expect(q?.refused).toEqual([]);
      const accepted = a.call<ActionResult>('acceptReports', {});
      expect(accepted.ok, accepted.message).toBe(true);
      for (const [row, cells] of expected)
        expect(
          a
            .values('Results')
            [row - 1].slice(4, 4 + headers.length)
            .map(asText),
          `row ${row}`,
        ).toEqual(cells);
    });
  }

  it('sealed deck, Ann and Bob: reports in their own words, the round undone and paired again; the old reports never count, new ones from the new seats agree and write Ann 100, Bob 40', () => {
    let clock = Date.parse('2026-12-05T10:00:00Z');
    const a = connected('sealed-deck', () => new Date(clock));
    pairOk(a);
    const annWon = (r: number) => {
      const g = roundRows(a, r).find((x) => x.values[2] === 'Ann' || x.values[3] === 'Ann');
      if (!g) throw new Error('Ann is not paired');
      const annFirst = g.values[2] === 'Ann';
      const bySeat = {
        'Player points': annFirst ? '100' : '40',
        'Opponent points': annFirst ? '40' : '100',
        'How it ended': 'Win',
        Winner: '',
      };
      const base = { Round: String(r), Table: String(g.values[1]) };
      for (const [name, seat] of [
        [String(g.values[2]), 'first'],
        [String(g.values[3]), 'second'],
      ] as const) {
        clock += 60_000;
        submitFormResponse(
          a.emu,
          TAB,
          { ...base, 'Your name': name, ...ownWords('sealed-deck', seat, bySeat) },
          new Date(clock),
        );
      }
      return { g, annFirst };
    };
    const before = annWon(1);
    expect(state(a).reports?.games.find((x) => x.id === `r1t${before.g.values[1]}`)?.status).toBe('agreed');
    clock += 60_000;
    expect(a.call<ActionResult>('undoLastRound', {}).ok).toBe(true);
    // Paired again with another seed, so the seats may change.
    const seedRow = a.values('Event').findIndex((r) => r[0] === 'Seed');
    a.type('Event', `B${seedRow + 1}`, [['another seed']]);
    pairOk(a);
    const now = state(a).reports;
    expect(now?.counts.agreed).toBe(0);
    expect(now?.refused.map((r) => r.code)).toEqual(['earlier-pairing', 'earlier-pairing']);
    const after = annWon(1);
    const accepted = a.call<ActionResult>('acceptReports', {});
    expect(accepted.ok, accepted.message).toBe(true);
    const row = a.values('Results')[after.g.row - 1];
    expect(row.slice(4, 6).map(String)).toEqual(after.annFirst ? ['100', '40'] : ['40', '100']);
  });
});
