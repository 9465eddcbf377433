// Through the built dist/Code.js: "Report and Fleet Build Sheet headers are cut: every written
// column is wide enough for its content." For every format, after every action of an event, every column
// of every tab the add-on writes is at least as wide as the estimate (src/sheets/widths.ts, Arial metrics)
// of its header and of its longest value: all of each tab the add-on owns; on the tabs people type in,
// the header row and the columns the add-on fills (Results' Round, Table, Player, Opponent and Status,
// the Event tab's settings as setup wrote them).
import { describe, expect, it } from 'vitest';
import type { TabJson } from '../../local/emulator';
import { getCell } from '../../local/emulator/store';
import type { CellValue, Format } from '../../src/engine/format';
import { getFormat } from '../../src/engine/formats/registry';
import { type Random, seededRandom } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import { baseLayouts, headerRowOf, PAIRINGS_WIDTHS } from '../../src/sheets/layout';
import { isFindYourNameHeader, neededWidth, rowStyle, textWidth } from '../../src/sheets/widths';
import { type Artifact, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, startEvent, typeResults, VARIED_NAMES } from '../support/events';

const DEFAULT_WIDTH = 100;
const INPUT_TABS = new Set(['Players', 'Results', 'Fleets']);

/** Every [tab, column, value, needed, width] whose column is narrower than the value needs. */
function cutCells(a: Artifact): string[] {
  const wb = a.save();
  const cut: string[] = [];
  for (const [tab, t] of Object.entries(wb.tabs)) {
    const role = tab.toLowerCase();
    const headerRow = headerRowOf(role);
    const values = (t.values ?? []) as unknown[][];
    if (role === 'pairings') {
      cut.push(...cutOnPairings(t));
      continue;
    }
    const lastCol = Math.max(0, ...values.map((r) => r.length));
    const sheet = a.emu.store.sheets.find((x) => x.name === tab);
    values.forEach((row, i) => {
      const sheetRow = i + 1;
      if (sheetRow < headerRow) return; // the title of Pairings and Standings runs across the columns
      row.forEach((v, j) => {
        if (v === '' || v === null || v === undefined) return;
        // Standings' names wrap in their phone-width column: not cut, as long as the cell wraps.
        if (sheetRow > headerRow && sheet && getCell(sheet, sheetRow, j + 1)?.format?.wrap) return;
        const written =
          !INPUT_TABS.has(tab) ||
          sheetRow === headerRow ||
          (tab === 'Results' && (j < 4 || j === lastCol - 1));
        if (!written) return;
        const style = rowStyle(role, sheetRow, headerRow);
        // A wrapped header (Standings') breaks between words: each word must fit on its own line.
        const wraps = sheetRow === headerRow && sheet && getCell(sheet, sheetRow, j + 1)?.format?.wrap;
        const need = wraps
          ? Math.max(
              ...String(v)
                .split(/\s+/)
                .map((w) => neededWidth(w, style)),
            )
          : neededWidth(v as string, style);
        const widthOf = (c: number) => t.columnWidths?.[String(c + 1)] ?? DEFAULT_WIDTH;
        // Text that does not wrap runs on over the empty cells to its right, as Sheets draws it (My games'
        // name rows): it has their widths too. A number does not.
        let width = widthOf(j);
        if (typeof v === 'string' && !wraps)
          for (let c = j + 1; c < lastCol && (row[c] === '' || row[c] === undefined || row[c] === null); c++)
            width += widthOf(c);
        if (width < need)
          cut.push(
            `${tab}!${String.fromCharCode(65 + j)}${sheetRow} "${String(v)}" needs ${need}, has ${width}`,
          );
      });
    });
  }
  return cut;
}

/**
 * Pairings keep fixed phone widths and wrap ("readable on a 390 px-wide phone ... without
 * horizontal scrolling"), so a long name or note takes more lines instead of a wider column. Cut there
 * means: a column not at its phone width, a written cell that does not wrap, or a header word (row 2 and
 * the find-your-name header) wider than its column.
 */
function cutOnPairings(t: TabJson): string[] {
  const cut: string[] = [];
  const values = (t.values ?? []) as unknown[][];
  PAIRINGS_WIDTHS.forEach((w, j) => {
    const width = t.columnWidths?.[String(j + 1)] ?? DEFAULT_WIDTH;
    if (width !== w) cut.push(`Pairings column ${j + 1} is ${width} px, not its phone width ${w}`);
  });
  values.forEach((row, i) => {
    const header = i === 1 || isFindYourNameHeader(row as CellValue[]);
    row.forEach((v, j) => {
      if (v === '' || v === null || v === undefined) return;
      const a1 = `${String.fromCharCode(65 + j)}${i + 1}`;
      if (!t.formats[a1]?.wrap) cut.push(`Pairings!${a1} "${String(v)}" does not wrap`);
      if (!header) return;
      for (const word of String(v).split(' ')) {
        const need = textWidth(word, rowStyle('pairings', i + 1, 2, true));
        const width = t.columnWidths?.[String(j + 1)] ?? DEFAULT_WIDTH;
        if (need > width) cut.push(`Pairings!${a1} header word "${word}" needs ${need}, has ${width}`);
      }
    });
  });
  return cut;
}

function typeRound(a: Artifact, format: FormatId, round: number, r: Random) {
  typeResults(a, format, round, r);
}

describe('every column the add-on writes is wide enough for its header and its content', () => {
  it('the estimate: Arial widths, bold headers wider, larger type wider still, long prose capped', () => {
    expect(textWidth('iiii')).toBeLessThan(textWidth('MMMM'));
    expect(textWidth('Fleet points', { bold: true })).toBeGreaterThan(textWidth('Fleet points'));
    expect(textWidth('Bob', { fontSize: 14 })).toBeGreaterThan(textWidth('Bob'));
    // Sheets' default column (100 px) holds about 14 average characters of 10 pt Arial.
    expect(textWidth('Waiting for res')).toBeGreaterThan(90);
    expect(textWidth('Waiting for res')).toBeLessThan(110);
    expect(neededWidth('x'.repeat(500))).toBe(640);
  });

  for (const format of FORMATS) {
    it(`${format}: after setup, each round, standings, a drop, an undo and a re-pair`, () => {
      const a = openArtifact();
      const r = seededRandom(`widths:${format}`);
      startEvent(a, format, VARIED_NAMES);
      expect(cutCells(a), 'after setup').toEqual([]);
      const rounds = format === 'full-thrust' ? 2 : 3;
      for (let round = 1; round <= rounds; round++) {
        pairOk(a);
        expect(cutCells(a), `after pairing round ${round}`).toEqual([]);
        typeRound(a, format, round, r);
        expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
        expect(cutCells(a), `after standings ${round}`).toEqual([]);
      }
      expect(a.call<ActionResult>('setPlayerStatus', { name: 'Eve Santos', status: 'dropped' }).ok).toBe(
        true,
      );
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      pairOk(a);
      expect(cutCells(a), 'after undo and pairing again').toEqual([]);
    });
  }

  it('an event set up before widths were recorded: no column is made narrower than it is, and content still fits', () => {
    const a = openArtifact();
    startEvent(a, 'arrow-target', ['Ann', 'Bob', 'Cat', 'Dan', 'Eve']);
    // As setup left an event before widths were recorded: the layout's widths, Sheets' default elsewhere.
    a.emu.PropertiesService.getDocumentProperties().deleteProperty('tourney-sheets.widths');
    for (const layout of baseLayouts(getFormat('arrow-target') as Format)) {
      const sheet = a.emu.store.sheets.find((x) => x.name === layout.title);
      sheet?.columnWidths.clear();
      layout.widths.forEach((w, i) => {
        if (w > 0) sheet?.columnWidths.set(i + 1, w);
      });
    }
    const before = a.save().tabs;
    pairOk(a);
    const after = a.save().tabs;
    for (const [tab, t] of Object.entries(before))
      for (const [col, w] of Object.entries(t.columnWidths ?? {}))
        expect(
          after[tab].columnWidths?.[col] ?? DEFAULT_WIDTH,
          `${tab} column ${col}`,
        ).toBeGreaterThanOrEqual(w);
    // Columns setup left at the default (100) stay at least that wide.
    for (const [tab, t] of Object.entries(after))
      for (const [col, w] of Object.entries(t.columnWidths ?? {}))
        if (before[tab].columnWidths?.[col] === undefined)
          expect(w, `${tab} column ${col}`).toBeGreaterThanOrEqual(DEFAULT_WIDTH);
    // Every tab pairing wrote fits (the Event tab is written by setup only, so it keeps its old widths).
    expect(cutCells(a).filter((c) => !c.startsWith('Event!'))).toEqual([]);
  });
});
