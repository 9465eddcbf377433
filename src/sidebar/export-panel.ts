// The Export section: the Standings or Results tab as a CSV download, built in the browser from the
// tables the server returns (getExportTables).
import { csvFileName, toCsv } from './csv';
import { button, el, plural } from './dom';
import { call, errorText } from './server';

export function exportSection(): HTMLElement {
  const out = el('div', { id: 'export-links' });
  const make = async (what: 'standings' | 'results') => {
    try {
      const tables = await call('getExportTables');
      const rows = tables[what];
      if (!rows.length) {
        out.replaceChildren(
          el(
            'div',
            { class: 'status error' },
            what === 'standings'
              ? 'Standings cannot be computed until the problems listed are fixed.'
              : 'There are no results yet.',
          ),
        );
        return;
      }
      const csv = toCsv(rows);
      const file = csvFileName(tables.eventName, what);
      const link = el(
        'a',
        {
          href: URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' })),
          download: file,
          id: `download-${what}`,
        },
        `Download ${file}`,
      );
      out.replaceChildren(
        el('div', { class: 'status ok' }, `${plural(rows.length - 1, 'row')} ready. `, link),
      );
      link.click();
    } catch (e) {
      out.replaceChildren(el('div', { class: 'status error' }, `Export failed: ${errorText(e)}`));
    }
  };
  return el(
    'section',
    { id: 'export', 'aria-label': 'Export' },
    el('h2', {}, 'Export'),
    el(
      'div',
      {},
      button('export-standings', 'Standings CSV', () => void make('standings')),
      button('export-results', 'Results CSV', () => void make('results')),
    ),
    out,
  );
}
