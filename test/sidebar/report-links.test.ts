// The pure parts of the report links in the sidebar: which addresses are drawn, the template's status
// line, and the report codes page's heading or the message shown instead of cards.
import { describe, expect, it } from 'vitest';
import type { EventState, ReportLinks, ReportQueue } from '../../src/shared/types';
import {
  codesHeading,
  hallFormLink,
  isFormsAddress,
  shownTemplate,
  TEMPLATE_STEPS,
  tableCaption,
  templateStatus,
} from '../../src/sidebar/report-links';

const FORM = 'https://docs.google.com/forms/d/e/1FAIpQLSf-example/viewform';

function withReports(reports: Partial<ReportQueue> | undefined): EventState {
  return { ready: true, reports } as unknown as EventState;
}

const links = (over: Partial<ReportLinks>): ReportLinks => ({
  ok: true,
  message: '',
  round: 2,
  formLink: FORM,
  tables: [{ table: '1', players: [{ name: 'Ann', link: `${FORM}?usp=pp_url` }] }],
  ...over,
});

describe('report links in the sidebar', () => {
  it('draws only Google Forms addresses', () => {
    expect(isFormsAddress(FORM)).toBe(true);
    expect(isFormsAddress('https://forms.gle/AbCdEf123')).toBe(true);
    expect(isFormsAddress('http://docs.google.com/forms/d/e/x/viewform')).toBe(false);
    expect(isFormsAddress('https://docs.google.com.evil.example/forms/x')).toBe(false);
    expect(isFormsAddress('https://docs.google.com/spreadsheets/d/x')).toBe(false);
    expect(isFormsAddress('')).toBe(false);
    expect(isFormsAddress(null)).toBe(false);
    expect(isFormsAddress(undefined)).toBe(false);
  });

  it('the hall screen shows the form only while one is connected and its address is known', () => {
    expect(hallFormLink(withReports({ formLink: FORM }))).toBe(FORM);
    expect(hallFormLink(withReports({ formLink: null }))).toBeNull();
    expect(hallFormLink(withReports({ formLink: 'javascript:alert(1)' }))).toBeNull();
    expect(hallFormLink(withReports(undefined))).toBeNull();
    expect(hallFormLink(null)).toBeNull();
  });

  it('says whether a pre-filled link is set, and how to make one with ROUND, TABLE and NAME', () => {
    expect(templateStatus({ linkTemplate: `${FORM}?usp=pp_url&entry.1=ROUND` })).toMatch(
      /^A pre-filled link is set/,
    );
    expect(templateStatus({ linkTemplate: null })).toMatch(/^No pre-filled link yet/);
    const steps = TEMPLATE_STEPS.join(' ');
    for (const word of ['Get pre-filled link', 'ROUND', 'TABLE', 'NAME', 'Copy link'])
      expect(steps).toContain(word);
  });

  it('shows the kept template answered ROUND, TABLE and NAME, as the organizer pasted it', () => {
    // The placeholders as src/sheets/reports/link-template.ts keeps them, spelled out here.
    const kept = `${FORM}?usp=pp_url&entry.11=TSROUND7Q4&entry.22=TSTABLE7Q4&entry.33=TSNAME7Q4`;
    expect(shownTemplate(kept)).toBe(`${FORM}?usp=pp_url&entry.11=ROUND&entry.22=TABLE&entry.33=NAME`);
    expect(shownTemplate(null)).toBe('');
  });

  it("the codes page is titled with the round, and shows the server's message when it has no cards", () => {
    expect(codesHeading(links({}))).toEqual({ title: 'Round 2: report your result', empty: '' });
    expect(codesHeading(links({ ok: false, message: 'Paste the pre-filled link first.' }))).toEqual({
      title: 'Report codes',
      empty: 'Paste the pre-filled link first.',
    });
    expect(codesHeading(links({ tables: [] })).empty).toBe('Round 2 has no games to report.');
    expect(codesHeading(links({ ok: false, message: '' })).empty).toBe('No report codes to print.');
    expect(tableCaption('3', 2)).toBe('Table 3 \u00b7 Round 2');
  });
});
