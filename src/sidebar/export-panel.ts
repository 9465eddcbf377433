// The Export section: the Standings, Results or (for a format that has one) Report tab as a CSV download,
// built in the browser from the tables the server returns (getExportTables), and the format's own files
// (any game's FIDE TRF) as the server made them.
import type { EventState, ExportFileSpec } from '../shared/types';
import { csvFileName, toCsv } from './csv';
import { button, el, plural, section } from './dom';
import { call, errorText } from './server';

type Export = 'standings' | 'results' | 'report';

const EMPTY: Record<Export, string> = {
  standings: 'Standings cannot be computed until the problems listed are fixed.',
  results: 'There are no results yet.',
  report: 'The report cannot be made until the problems listed are fixed.',
};

export function exportSection(s: EventState): HTMLElement {
  const out = el('div', { id: 'export-links' });
  const report = s.formats.find((f) => f.id === s.format)?.report;
  const download = (name: string, text: string, type: string, id: string) =>
    el(
      'a',
      { href: URL.createObjectURL(new Blob([text], { type })), download: name, id },
      `Download ${name}`,
    );
  const make = async (what: Export) => {
    try {
      const tables = await call('getExportTables');
      const rows = tables[what];
      if (!rows.length) {
        out.replaceChildren(el('div', { class: 'status error' }, EMPTY[what]));
        return;
      }
      const file = csvFileName(tables.eventName, what === 'report' && report ? report.toLowerCase() : what);
      const link = download(file, toCsv(rows), 'text/csv;charset=utf-8', `download-${what}`);
      out.replaceChildren(
        el('div', { class: 'status ok' }, `${plural(rows.length - 1, 'row')} ready. `, link),
      );
      link.click();
    } catch (e) {
      out.replaceChildren(el('div', { class: 'status error' }, `Export failed: ${errorText(e)}`));
    }
  };
  const files = s.files ?? [];
  const makeFile = async (file: ExportFileSpec) => {
    try {
      const tables = await call('getExportTables');
      const made = tables.files[file.id];
      if (!made?.ok) {
        out.replaceChildren(
          el('div', { class: 'status error' }, made ? made.reason : `${file.label} is not available.`),
        );
        return;
      }
      const name = csvFileName(tables.eventName, '', file.extension);
      const link = download(name, made.text, 'text/plain;charset=utf-8', `download-${file.id}`);
      out.replaceChildren(el('div', { class: 'status ok' }, `${made.note} `, link));
      link.click();
    } catch (e) {
      out.replaceChildren(el('div', { class: 'status error' }, `Export failed: ${errorText(e)}`));
    }
  };
  return section(
    'Export',
    { id: 'export' },
    el(
      'div',
      {},
      button('export-standings', 'Standings CSV', () => void make('standings')),
      button('export-results', 'Results CSV', () => void make('results')),
      report ? button('export-report', `${report} CSV`, () => void make('report')) : null,
      ...files.map((f) => button(`export-${f.id}`, f.label, () => void makeFile(f))),
    ),
    out,
  );
}
