// The pure parts of the report links in the sidebar: which addresses are drawn, the template's status
// line, and the Print slips page's heading, its note, or the message shown instead of slips.
import { describe, expect, it } from 'vitest';
import type { EventState, ReportLinks, ReportQueue } from '../../src/shared/types';
import {
  hallFormLink,
  isFormsAddress,
  SCAN_HELP,
  shownTemplate,
  slipsHeading,
  TEMPLATE_STEPS,
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
  slips: [{ table: '1', rows: [['Round 2 · Table 1', 'Ann', 'Bob']], links: [`${FORM}?usp=pp_url`, ''] }],
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

  it('the slips page is titled with the round, says how to scan or how to add links, and why it has no slips', () => {
    expect(slipsHeading(links({}))).toEqual({ title: 'Round 2: match slips', note: SCAN_HELP, empty: '' });
    // Without links the slips still print, under the server's message saying how to add them.
    expect(slipsHeading(links({ ok: false, message: 'Paste the pre-filled link first.' }))).toEqual({
      title: 'Round 2: match slips',
      note: 'Paste the pre-filled link first.',
      empty: '',
    });
    expect(slipsHeading(links({ slips: [], message: 'Round 1 is not paired yet.' }))).toEqual({
      title: 'Match slips',
      note: '',
      empty: 'Round 1 is not paired yet.',
    });
    expect(slipsHeading(links({ slips: [] })).empty).toBe('Round 2 has no games to report.');
    expect(slipsHeading(links({ ok: false, message: '', round: 0, slips: [] })).empty).toBe(
      'No slips to print.',
    );
  });
});
