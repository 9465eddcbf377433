// "Print slips" (showReportCodes): the current round's match slips to print, one per table, each exactly
// the slip the Slips tab holds (its rows come from the same code, src/engine/slips.ts, through
// getReportLinks), with each player's QR code of their pre-filled report link beside their name, so a
// player scans their own code and finds Round, Table and Your name already answered. The codes are drawn
// here: no link leaves the organizer's browser. A slip never splits across printed pages.
import type { ReportLinks } from '../shared/types';
import { button, el, userText } from './dom';
import { qrSvg } from './qr-code';
import { slipsHeading } from './report-links';
import { call, failedText } from './server';

/** On screen; on paper a code is 2.6 cm (sidebar.css). */
const QR_PX = 120;

type PrintedSlip = ReportLinks['slips'][number];

/** One cell of a slip: its text as on the Slips tab; a player's name with their code beside it. */
function cell(text: string, link: string, isName: boolean): HTMLElement {
  const value = el('span', { class: 'slip-text' }, userText(text));
  if (isName && link)
    return el('td', { class: 'slip-name' }, value, el('span', { class: 'slip-code' }, qrSvg(link, QR_PX)));
  // The Report online row's links: small, under each player's code.
  return el('td', link && text === link ? { class: 'slip-link' } : {}, value);
}

function slip(s: PrintedSlip): HTMLElement {
  const rows = s.rows.map((row, i) =>
    el(
      'tr',
      i === 0 ? { class: 'slip-title' } : {},
      ...row.map((text, j) => cell(text, j > 0 ? s.links[j - 1] : '', i === 0 && j > 0)),
    ),
  );
  return el(
    'section',
    { class: 'slip', 'aria-label': s.rows[0]?.[0] ?? `Table ${s.table}` },
    el('table', { class: 'slip-rows' }, el('tbody', {}, ...rows)),
  );
}

/** The page for what getReportLinks answered: the slips, or its message when there are none. */
export function codesPage(links: ReportLinks): HTMLElement[] {
  const { title, note, empty } = slipsHeading(links);
  const head = el('h1', { id: 'codes-title' }, title);
  if (empty) return [head, message(empty)];
  return [
    head,
    el('p', { class: 'codes-help', id: 'codes-note' }, note),
    button('codes-print', 'Print', () => window.print(), 'primary'),
    el('div', { id: 'codes' }, ...links.slips.map(slip)),
  ];
}

function message(text: string): HTMLElement {
  return el('p', { id: 'codes-message', role: 'status' }, text);
}

/** Shows the page once the links are read, or why they could not be. */
function show(app: HTMLElement | null, children: HTMLElement[]): void {
  app?.replaceChildren(...children);
  app?.setAttribute('aria-busy', 'false');
}

export function startReportCodes(): void {
  document.body.classList.add('report-codes');
  const app = document.getElementById('app');
  call('getReportLinks').then(
    (links) => show(app, codesPage(links)),
    (e) => show(app, [message(failedText('Could not read the event', e))]),
  );
}
