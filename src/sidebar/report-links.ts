// What the sidebar shows of the players' pre-filled report links (docs/REPORTING.md): the template's
// status in the queue section, the headings of the printable slips (Print slips) and which form address the
// hall screen draws as a QR code. Pure: no DOM, so test/sidebar/report-links.test.ts runs it in Node.
import { REPORT_PLACEHOLDERS } from '../engine/report-link';
import type { EventState, ReportLinks, ReportQueue } from '../shared/types';

/** Only a Google Forms address is linked or drawn: anything else is a typo, not the players' form. */
export function isFormsAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https:\/\/(docs\.google\.com\/forms\/|forms\.gle\/)/.test(url);
}

/** The address the hall screen shows as a QR code: only while a form is connected and its address known. */
export function hallFormLink(state: EventState | null): string | null {
  const link = state?.reports?.formLink;
  return isFormsAddress(link) ? link : null;
}

/** Whether a pre-filled link is kept, in words, for the line under the field. */
export function templateStatus(q: Pick<ReportQueue, 'linkTemplate'>): string {
  return q.linkTemplate
    ? 'A pre-filled link is set: each player\u2019s link answers Round, Table and Your name for them.'
    : 'No pre-filled link yet: players answer Round, Table and Your name themselves.';
}

/**
 * The kept template as the organizer made it: the server keeps its answers as REPORT_PLACEHOLDERS
 * (src/sheets/reports/link-template.ts), shown here as ROUND, TABLE and NAME again, so saving the field
 * unchanged keeps the same template.
 */
export function shownTemplate(template: string | null): string {
  if (!template) return '';
  const typed: [string, string][] = [
    [REPORT_PLACEHOLDERS.round, 'ROUND'],
    [REPORT_PLACEHOLDERS.table, 'TABLE'],
    [REPORT_PLACEHOLDERS.name, 'NAME'],
  ];
  return typed.reduce((link, [placeholder, word]) => link.split(placeholder).join(word), template);
}

/** How to make the link in Google Forms, step by step. */
export const TEMPLATE_STEPS = [
  'In the form, open the \u22ee menu, then Get pre-filled link.',
  'Answer Round with ROUND, Table with TABLE and Your name with NAME, in capitals; leave the rest empty.',
  'Click Get link, then Copy link, and paste it here.',
] as const;

/** What the Print slips page says above the slips, with their codes while every player has a link. */
export const SCAN_HELP =
  'Scan the code beside your name to report your game: round, table and name are already filled in.';

/**
 * The Print slips page's heading; the line above the slips (how to scan, or, without links, the
 * server's message saying how to add them); and the line shown instead of slips when there are none.
 */
export function slipsHeading(links: ReportLinks): { title: string; note: string; empty: string } {
  if (!links.slips.length)
    return {
      title: 'Match slips',
      note: '',
      empty:
        links.message ||
        (links.round ? `Round ${links.round} has no games to report.` : 'No slips to print.'),
    };
  return {
    title: `Round ${links.round}: match slips`,
    note: links.ok ? SCAN_HELP : links.message,
    empty: '',
  };
}
