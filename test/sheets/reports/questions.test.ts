// The report form's questions (src/sheets/reports/questions.ts) and the responses tab read back
// (responses.ts): exactly the Results result columns, matched by title, numbers as text or as numbers.
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../src/engine/format';
import { allFormats, getFormat } from '../../../src/engine/formats/registry';
import { resultsLayout } from '../../../src/sheets/layout';
import { DROP_ANSWER, DROP_QUESTION, reportQuestions } from '../../../src/sheets/reports/questions';
import { parseResponses } from '../../../src/sheets/reports/responses';

describe('reportQuestions', () => {
  for (const format of allFormats())
    it(`Round, Table, Your name, then exactly the result columns of Results, with their choices, then the optional drop question (${format.id})`, () => {
      const q = reportQuestions(format);
      const results = resultsLayout(format).headers;
      expect(q.map((x) => x.title)).toEqual([
        'Round',
        'Table',
        'Your name',
        ...results.slice(4, results.length - 2),
        DROP_QUESTION,
      ]);
      expect(q.at(-1)).toMatchObject({ choices: [DROP_ANSWER], required: false });
      for (const c of format.resultColumns.filter((x) => x.kind === 'choice'))
        expect(q.find((x) => x.title === c.header)?.choices).toEqual(c.choices);
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
});
