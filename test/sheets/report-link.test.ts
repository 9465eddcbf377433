// Per-table report links come from the one pre-filled template the form gave at creation.
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../src/engine/formats/registry';
import { prefilledReportLink, REPORT_PLACEHOLDERS } from '../../src/engine/report-link';
import { reportQuestions } from '../../src/sheets/reports/questions';

const P = REPORT_PLACEHOLDERS;
const TEMPLATE = `https://docs.google.com/forms/d/e/1FAIpQL/viewform?usp=pp_url&entry.11=${P.round}&entry.22=${P.table}&entry.33=${P.name}`;

describe('prefilledReportLink', () => {
  it('puts the round, the table and the name in place of the placeholders, URL-encoded', () => {
    expect(prefilledReportLink(TEMPLATE, { round: 2, table: 5, name: 'Zoë & Al' })).toBe(
      'https://docs.google.com/forms/d/e/1FAIpQL/viewform?usp=pp_url&entry.11=2&entry.22=5&entry.33=Zo%C3%AB%20%26%20Al',
    );
  });

  it('a name that looks like a replacement pattern or a placeholder is inserted as typed', () => {
    const link = prefilledReportLink(TEMPLATE, { round: 1, table: '3', name: "$&$' x" });
    expect(link).toContain(`entry.33=${encodeURIComponent("$&$' x")}`);
    expect(prefilledReportLink(TEMPLATE, { round: 1, table: 1, name: P.round })).toContain(
      `entry.11=1&entry.22=1&entry.33=${P.round}`,
    );
  });

  it('a template without the placeholders is not one of ours: no link', () => {
    expect(
      prefilledReportLink('https://docs.google.com/forms/d/e/x/viewform', { round: 1, table: 1, name: 'A' }),
    ).toBe(null);
  });
});

describe('reportQuestions, as the created form asks them', () => {
  it("asks Round, Table, Your name, then each Results column in the reporter's own words, choices as lists, then whether to drop", () => {
    const format = getFormat('sealed-deck');
    if (!format) throw new Error('no sealed-deck');
    const questions = reportQuestions(format);
    expect(questions.slice(0, 3).map((q) => [q.title, q.choices, q.required])).toEqual([
      ['Round', undefined, true],
      ['Table', undefined, true],
      ['Your name', undefined, true],
    ]);
    expect(questions.slice(3).map((q) => q.title)).toEqual([
      'Your points',
      "Your opponent's points",
      'How it ended',
      'Winner',
      'Drop from the event',
    ]);
    expect(questions.find((q) => q.title === 'How it ended')?.choices?.length).toBeGreaterThan(1);
    expect(questions.find((q) => q.title === 'Winner')?.choices).toEqual(['You', 'Your opponent']);
    expect(questions.find((q) => q.title === 'Your points')?.choices).toBeUndefined();
  });

  it('a checkbox column offers the values a checkbox cell holds', () => {
    const format = getFormat('attack-wing');
    if (!format) throw new Error('no attack-wing');
    expect(reportQuestions(format).find((q) => q.title === 'Fleet verified')?.choices).toEqual([
      'TRUE',
      'FALSE',
    ]);
  });
});
