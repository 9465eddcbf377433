// The report form's questions (src/sheets/reports/questions.ts) and the responses tab read back
// (responses.ts): exactly the Results result columns, matched by title, numbers as text or as numbers.
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../src/engine/format';
import { allFormats, getFormat } from '../../../src/engine/formats/registry';
import { DROP_ANSWER, DROP_QUESTION, reportQuestions } from '../../../src/sheets/reports/questions';
import { parseResponses } from '../../../src/sheets/reports/responses';
import { SEALED_OWN_QUESTIONS } from '../../support/own-side';

describe('reportQuestions', () => {
  for (const format of allFormats())
    it(`Round, Table, Your name, then each result column of Results (a seat column in the reporter's own words), then the optional drop question (${format.id})`, () => {
      const q = reportQuestions(format);
      expect(q.slice(0, 3).map((x) => x.title)).toEqual(['Round', 'Table', 'Your name']);
      expect(q.length).toBe(format.resultColumns.length + 4);
      format.resultColumns.forEach((c, i) => {
        const asked = q[i + 3];
        expect(asked.title).toBe(c.asked?.title ?? c.header);
        if (c.kind === 'choice')
          expect(asked.choices).toEqual((c.choices ?? []).map((v) => c.asked?.words?.[v] ?? v));
      });
      // Nothing reads "Player" or "Opponent" as a seat: the reporter answers as themselves.
      if (format.resultColumns.some((c) => c.mirror))
        for (const x of q.slice(3))
          expect(`${x.title} ${(x.choices ?? []).join(' ')}`, x.title).not.toMatch(/\b(Player|Opponent)\b/);
      expect(q.at(-1)).toMatchObject({ title: DROP_QUESTION, choices: [DROP_ANSWER], required: false });
    });
});

describe('parseResponses', () => {
  const sealed = getFormat('sealed-deck') as Format;
  it('matches answers by title, trimmed and ignoring case, and reads numbers as text either way', () => {
    const at = new Date('2026-12-05T09:30:00Z');
    const grid = [
      [
        'Timestamp',
        ' round ',
        'TABLE',
        'Your Name',
        'player points',
        'Opponent points',
        'How it ended',
        'Email',
      ],
      [at, 1, '2', ' Ann ', 20, '10', 'Win', 'a@example.com'],
    ];
    const { reports, problems } = parseResponses(grid, sealed, 'Form responses 1');
    expect(problems).toEqual([]);
    expect(reports).toEqual([
      {
        row: 2,
        at: '2026-12-05T09:30:00.000Z',
        round: '1',
        table: '2',
        reporter: 'Ann',
        values: { 'Player points': '20', 'Opponent points': '10', 'How it ended': 'Win', Winner: '' },
      },
    ]);
  });

  it('a missing header is a problem at the header cell', () => {
    const { problems } = parseResponses([['Timestamp', 'Table', 'Your name']], sealed, 'Answers');
    expect(problems.map((p) => [p.tab, p.cell])).toEqual([['Answers', 'B1']]);
  });

  it('a drop request: the drop question answered (anything but blank, no or FALSE); a form without it never asks', () => {
    const header = ['Timestamp', 'Round', 'Table', 'Your name', 'Player points', DROP_QUESTION];
    const at = new Date('2026-12-05T09:30:00Z');
    const rows = [DROP_ANSWER, 'No', '', 'FALSE', 'yes'].map((d) => [at, 1, 1, 'Ann', '', d]);
    const { reports } = parseResponses([header, ...rows], sealed, 'Form responses 1');
    expect(reports.map((r) => r.drop ?? false)).toEqual([true, false, false, false, true]);
    const without = parseResponses([header.slice(0, 5), [at, 1, 1, 'Ann', '20']], sealed, 'F');
    expect(without.reports[0].drop).toBeUndefined();
  });

  it("a form in the reporter's own words: answers go back to seat columns as if the reporter sat first, and the report says so", () => {
    const header = ['Timestamp', ...SEALED_OWN_QUESTIONS];
    const at = new Date('2026-12-05T09:30:00Z');
    const { reports } = parseResponses(
      [header, [at, 1, 2, 'Bob', 40, 100, 'Win', 'your opponent']],
      sealed,
      'F',
    );
    expect(reports[0]).toMatchObject({
      ownSide: true,
      values: { 'Player points': '40', 'Opponent points': '100', 'How it ended': 'Win', Winner: 'Opponent' },
    });
    // A form by seat (made before) is read by seat.
    const bySeat = parseResponses(
      [
        ['Timestamp', 'Round', 'Table', 'Your name', 'Player points'],
        [at, 1, 2, 'Bob', 40],
      ],
      sealed,
      'F',
    );
    expect(bySeat.reports[0].ownSide).toBeUndefined();
  });
});
