// A new tab gets its look in grouped calls: the header styled and frozen, names typed as text on the
// tabs people type in, dropdowns on data rows, and warning-only protection on the tabs the add-on owns.
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../src/engine/formats/registry';
import { applyColumnFormats, formatNewTab, runs } from '../../src/server/format-tab';
import { baseLayouts, outputLayout, PAIRINGS_FONT_SIZE, playersLayout } from '../../src/sheets/layout';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();
const sealed = getFormat('sealed-deck');
if (!sealed) throw new Error('no sealed-deck format');
const players = playersLayout(sealed);

describe('runs', () => {
  it('groups neighbouring equal values it keeps, as [first column, count, value]', () => {
    expect(runs([90, 90, 0, 120, 120, 90], (w) => w > 0)).toEqual([
      [1, 2, 90],
      [4, 2, 120],
      [6, 1, 90],
    ]);
  });
});

describe('formatNewTab', () => {
  it('Players: header bold and frozen, names as plain text, the status dropdown, no protection', () => {
    const sheet = g.ss().insertSheet('Players');
    formatNewTab(sheet, players, 1, [players.headers]);
    expect(sheet.getRange(1, 1, 1, players.headers.length).getValues()[0]).toEqual(players.headers);
    expect(sheet.getRange('A1').getFontWeight()).toBe('bold');
    expect(sheet.getFrozenRows()).toBe(1);
    expect(sheet.getRange('A2').getNumberFormat()).toBe('@');
    expect(sheet.getRange(`A${sheet.getMaxRows()}`).getNumberFormat()).toBe('@');
    expect(sheet.getRange('B2').getDataValidation()?.getCriteriaValues()[0]).toEqual(
      players.validations[0].choices,
    );
    expect(sheet.getColumnWidth(1)).toBe(players.widths[0]);
    expect(sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET)).toEqual([]);
  });

  it('an owned tab is protected warning-only and gets no text format', () => {
    const layout = outputLayout('log', 'Log', ['When', 'Action'], [2], [150, 90]);
    const sheet = g.ss().insertSheet('Log');
    formatNewTab(sheet, layout, 1, [layout.headers]);
    const protections = sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET);
    expect(protections.map((p) => p.isWarningOnly())).toEqual([true]);
    expect(sheet.getRange('B2').getNumberFormat()).not.toBe('@');
  });

  it('applyColumnFormats formats only the rows it is given', () => {
    const sheet = g.ss().insertSheet('Players');
    applyColumnFormats(sheet, players, 5, 2);
    expect(sheet.getRange('A4').getNumberFormat()).not.toBe('@');
    expect(sheet.getRange('A5').getNumberFormat()).toBe('@');
    expect(sheet.getRange('A6').getNumberFormat()).toBe('@');
    expect(sheet.getRange('A7').getNumberFormat()).not.toBe('@');
    expect(sheet.getRange('B7').getDataValidation()).toBeNull();
    expect(sheet.getRange('B6').getDataValidation()).not.toBeNull();
  });

  it('Pairings rows: every row gets the phone formats, set on the first and copied down the rest', () => {
    const pairings = baseLayouts(sealed).find((l) => l.role === 'pairings');
    if (!pairings) throw new Error('no Pairings layout');
    const sheet = g.ss().insertSheet('Pairings');
    applyColumnFormats(sheet, pairings, 3, 500);
    const width = pairings.headers.length;
    for (const row of [3, 4, 250, 502]) {
      const range = sheet.getRange(row, 1, 1, width);
      expect(range.getFontSizes()[0], `row ${row}`).toEqual(new Array(width).fill(PAIRINGS_FONT_SIZE));
      expect(range.getWraps()[0], `row ${row}`).toEqual(new Array(width).fill(true));
      expect(range.getVerticalAlignments()[0], `row ${row}`).toEqual(new Array(width).fill('middle'));
      expect(range.getHorizontalAlignments()[0][0], `row ${row}`).toBe('center');
    }
    expect(sheet.getRange(503, 1).getFontSizes()[0][0]).not.toBe(PAIRINGS_FONT_SIZE);
    expect(sheet.getRange(2, 1).getFontSizes()[0][0]).not.toBe(PAIRINGS_FONT_SIZE);
  });

  it('Pairings rows an event already holds (an upgrade): each format on its own, their colours and weights kept', () => {
    const pairings = baseLayouts(sealed).find((l) => l.role === 'pairings');
    if (!pairings) throw new Error('no Pairings layout');
    const sheet = g.ss().insertSheet('Pairings');
    sheet.getRange('A5:D5').setBackground('#f8f9fa');
    sheet.getRange('A7:D7').setFontWeight('bold');
    applyColumnFormats(sheet, pairings, 3, 10, false);
    expect(sheet.getRange('A5').getBackground()).toBe('#f8f9fa');
    expect(sheet.getRange('A7').getFontWeight()).toBe('bold');
    expect(sheet.getRange(12, 1, 1, 4).getFontSizes()[0]).toEqual(new Array(4).fill(PAIRINGS_FONT_SIZE));
  });
});
