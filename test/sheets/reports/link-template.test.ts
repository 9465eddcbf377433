// The organizer's pre-filled link (src/sheets/reports/link-template.ts): Google Forms' Get pre-filled
// link answering ROUND, TABLE and NAME becomes a template prefilledReportLink fills; anything else is
// refused with what to fix.
import { describe, expect, it } from 'vitest';
import { REPORT_PLACEHOLDERS as P, prefilledReportLink } from '../../../src/engine/report-link';
import { formLinkOf, readLinkTemplate } from '../../../src/sheets/reports/link-template';

const FORM = 'https://docs.google.com/forms/d/e/1FAIpQL/viewform';

function template(link: string): string | null {
  const r = readLinkTemplate(link);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.template;
}

function refusal(link: string): string {
  const r = readLinkTemplate(link);
  if (r.ok) throw new Error(`taken: ${link}`);
  expect(r.problems.every((p) => p.severity === 'error' && p.fix)).toBe(true);
  return r.problems.map((p) => `${p.message} ${p.fix}`).join('\n');
}

describe('readLinkTemplate', () => {
  it('turns the answers ROUND, TABLE and NAME into the placeholders, keeping the rest of the query', () => {
    expect(template(`${FORM}?usp=pp_url&entry.11=ROUND&entry.22=TABLE&entry.33=NAME`)).toBe(
      `${FORM}?usp=pp_url&entry.11=${P.round}&entry.22=${P.table}&entry.33=${P.name}`,
    );
  });

  it('reads the answers in any case, in any order, URL-encoded, with spaces around, and drops a #fragment', () => {
    expect(template(`  ${FORM}?entry.33=%4Eame&entry.11=+round+&usp=pp_url&entry.22=Table#responses `)).toBe(
      `${FORM}?entry.33=${P.name}&entry.11=${P.round}&usp=pp_url&entry.22=${P.table}`,
    );
    // An address under /u/0/ (signed in to several accounts) or /d/<id>/ is a form's too.
    expect(
      template('https://docs.google.com/forms/u/0/d/abc/viewform?entry.1=ROUND&entry.2=TABLE&entry.3=NAME'),
    ).toContain('/forms/u/0/d/abc/viewform?');
  });

  it('an empty link removes the template', () => {
    expect(readLinkTemplate('')).toEqual({ ok: true, template: null });
    expect(readLinkTemplate('   ')).toEqual({ ok: true, template: null });
  });

  it('a link missing an answer says which, and to which question it belongs', () => {
    expect(refusal(`${FORM}?usp=pp_url&entry.1=ROUND&entry.2=TABLE`)).toBe(
      'The link has no answer NAME. In Get pre-filled link, type NAME as the answer to Your name, then copy the new link.',
    );
    const none = refusal(FORM);
    for (const [typed, question] of [
      ['ROUND', 'Round'],
      ['TABLE', 'Table'],
      ['NAME', 'Your name'],
    ])
      expect(none).toContain(`type ${typed} as the answer to ${question}`);
  });

  it('an answer given twice, or another question answered, is refused', () => {
    expect(refusal(`${FORM}?entry.1=ROUND&entry.2=TABLE&entry.3=NAME&entry.4=name`)).toContain(
      'answers NAME to 2 questions',
    );
    expect(refusal(`${FORM}?entry.1=ROUND&entry.2=TABLE&entry.3=NAME&entry.4=Win`)).toContain(
      'The link also answers "Win"',
    );
  });

  it('only a Google form /viewform address over https is taken', () => {
    const answered = '?entry.1=ROUND&entry.2=TABLE&entry.3=NAME';
    for (const address of [
      'http://docs.google.com/forms/d/e/x/viewform',
      'https://docs.google.com.evil.example/forms/d/e/x/viewform',
      'https://example.com/forms/d/e/x/viewform',
      'https://docs.google.com/forms/d/e/x/edit',
      'https://docs.google.com/spreadsheets/d/x/viewform',
      'ROUND TABLE NAME',
    ])
      expect(refusal(address + answered)).toContain('https://docs.google.com/forms/');
    expect(refusal('https://forms.gle/AbC123')).toContain('short link');
  });

  it("the template fills every player's link, the name encoded so it cannot end or split the query", () => {
    const t = template(`${FORM}?usp=pp_url&entry.11=ROUND&entry.22=TABLE&entry.33=NAME`) ?? '';
    expect(prefilledReportLink(t, { round: 3, table: 12, name: 'Zoë & Al #2 $&' })).toBe(
      `${FORM}?usp=pp_url&entry.11=3&entry.22=12&entry.33=${encodeURIComponent('Zoë & Al #2 $&')}`,
    );
  });
});

describe('formLinkOf', () => {
  it("is the template's address without its query", () => {
    expect(formLinkOf(`${FORM}?entry.1=${P.round}`, 'https://elsewhere.example/')).toBe(FORM);
  });

  it("else the connected form's /edit or /viewform address, made /viewform; anything else is null", () => {
    expect(formLinkOf(null, 'https://docs.google.com/forms/d/abc/edit')).toBe(
      'https://docs.google.com/forms/d/abc/viewform',
    );
    expect(formLinkOf(undefined, `${FORM}?usp=sf_link`)).toBe(FORM);
    expect(formLinkOf(null, '')).toBe(null);
    expect(formLinkOf(null, 'https://forms.example/f')).toBe(null);
    expect(formLinkOf(null, 'https://docs.google.com/forms/d/abc/prefill')).toBe(null);
  });
});
