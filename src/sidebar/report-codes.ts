// "Print report codes" (showReportCodes): a printable page of the current round, one card per table
// with each player's name and the QR code of their pre-filled report link, so a player scans their own
// code and finds Round, Table and Your name already answered. The codes are drawn here from the links
// getReportLinks gives: no link leaves the organizer's browser, and a card never splits across pages.
import type { ReportLinks } from '../shared/types';
import { button, el, userText } from './dom';
import { qrSvg } from './qr-code';
import { codesHeading, tableCaption } from './report-links';
import { call, failedText } from './server';

/** On screen; on paper a code is 3.6 cm (sidebar.css). */
const QR_PX = 200;

function card(table: ReportLinks['tables'][number], round: number): HTMLElement {
  return el(
    'section',
    { class: 'code-card', 'aria-label': tableCaption(table.table, round) },
    el('h2', { class: 'code-table' }, tableCaption(table.table, round)),
    el(
      'div',
      { class: 'code-players' },
      ...table.players.map((p) =>
        el(
          'figure',
          { class: 'code-player' },
          p.link
            ? qrSvg(p.link, QR_PX)
            : el('p', { class: 'help' }, 'No link could be made for this player.'),
          el('figcaption', { class: 'code-name' }, userText(p.name)),
        ),
      ),
    ),
  );
}

/** The page for what getReportLinks answered: the cards, or its message when there are none. */
export function codesPage(links: ReportLinks): HTMLElement[] {
  const { title, empty } = codesHeading(links);
  const head = el('h1', { id: 'codes-title' }, title);
  if (empty) return [head, message(empty)];
  return [
    head,
    el(
      'p',
      { class: 'codes-help' },
      'Scan your own code to report your game: round, table and name are already filled in.',
    ),
    button('codes-print', 'Print', () => window.print(), 'primary'),
    el('div', { id: 'codes' }, ...links.tables.map((t) => card(t, links.round))),
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
