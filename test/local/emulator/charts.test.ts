// Embedded charts in the emulator (local/emulator/charts.ts): built with Sheet.newChart, inserted,
// listed, modified in place with modify()...build() + updateChart, removed, counted, saved in the
// workbook JSON only when a tab has one.
import { describe, expect, it } from 'vitest';
import { createEmulator, storeFromJson, storeToJson } from '../../../local/emulator';

/** EmbeddedChart.getId is in Google's reference but not in @types/google-apps-script. */
const idOf = (chart: GoogleAppsScript.Spreadsheet.EmbeddedChart) =>
  (chart as unknown as { getId(): string }).getId();

function lineChart(emu: ReturnType<typeof createEmulator>) {
  const sheet = emu.SpreadsheetApp.getActiveSheet();
  const chart = sheet
    .newChart()
    .asLineChart()
    .addRange(sheet.getRange('B1:D4'))
    .setTransposeRowsAndColumns(true)
    .setOption('title', 'Scores')
    .setPosition(1, 6, 0, 0)
    .build();
  sheet.insertChart(chart);
  return sheet;
}

describe('embedded charts', () => {
  it('newChart ... build, insertChart, getCharts: the chart with its ranges, options and anchor', () => {
    const emu = createEmulator();
    const sheet = lineChart(emu);
    const [chart] = sheet.getCharts();
    expect(sheet.getCharts()).toHaveLength(1);
    expect(chart.getRanges().map((r) => r.getA1Notation())).toEqual(['B1:D4']);
    expect(chart.getOptions().get('title')).toBe('Scores');
    expect(chart.getContainerInfo().getAnchorColumn()).toBe(6);
    expect(idOf(chart)).toMatch(/\S/);
  });

  it('modify() ... build() changes nothing until updateChart, which keeps the id', () => {
    const emu = createEmulator();
    const sheet = lineChart(emu);
    const [chart] = sheet.getCharts();
    const changed = chart.modify().clearRanges().addRange(sheet.getRange('B1:E9')).build();
    expect(sheet.getCharts()[0].getRanges()[0].getA1Notation()).toBe('B1:D4');
    sheet.updateChart(changed);
    const [after] = sheet.getCharts();
    expect(sheet.getCharts()).toHaveLength(1);
    expect(idOf(after)).toBe(idOf(chart));
    expect(after.getRanges()[0].getA1Notation()).toBe('B1:E9');
    expect(after.getOptions().get('title')).toBe('Scores');
  });

  it('removeChart deletes it; a removed chart cannot be updated; a new one gets a new id', () => {
    const emu = createEmulator();
    const sheet = lineChart(emu);
    const [chart] = sheet.getCharts();
    sheet.removeChart(chart);
    expect(sheet.getCharts()).toEqual([]);
    expect(() => sheet.updateChart(chart.modify().build())).toThrow();
    lineChart(emu);
    expect(idOf(sheet.getCharts()[0])).not.toBe(idOf(chart));
  });

  it('counts every call as a Spreadsheet call', () => {
    const emu = createEmulator();
    emu.calls.reset();
    lineChart(emu);
    const by = emu.calls.byMethod();
    expect(by['Sheet.newChart']).toBe(1);
    expect(by['EmbeddedChartBuilder.addRange']).toBe(1);
    expect(by['EmbeddedChartBuilder.build']).toBe(1);
    expect(by['Sheet.insertChart']).toBe(1);
    expect(emu.calls.byService().Spreadsheet).toBe(emu.calls.total());
  });

  it('is saved in the workbook JSON, and a tab without charts has no charts key', () => {
    const emu = createEmulator();
    lineChart(emu);
    emu.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Other');
    const json = storeToJson(emu.store);
    const tabs = Object.values(json.tabs);
    expect(tabs[0].charts?.[0]).toMatchObject({ type: 'LINE', ranges: ['B1:D4'], transpose: true });
    expect('charts' in tabs[1]).toBe(false);
    expect(storeToJson(storeFromJson(json))).toEqual(json);
  });
});

describe("the playground's view of a chart (local/playground/workbook-view.ts)", () => {
  it('reads a transposed chart a series per row, the header row as the rounds, a non-number as a gap', async () => {
    const { chartView } = await import('../../../local/playground/workbook-view');
    const emu = createEmulator();
    const sheet = emu.SpreadsheetApp.getActiveSheet();
    sheet.getRange('B1:D3').setValues([
      ['Player', 'Round 1', 'Round 2'],
      ['Ann', 3, 6],
      ['Bo', 3, 'waiting'],
    ]);
    lineChart(emu);
    const state = emu.store.sheets[0];
    const view = chartView(state, (state.charts ?? [])[0]);
    expect(view).toEqual({
      title: 'Scores',
      row: 1,
      col: 6,
      categories: ['Round 1', 'Round 2'],
      series: [
        { name: 'Ann', points: [3, 6] },
        { name: 'Bo', points: [3, null] },
        { name: '', points: [null, null] },
      ],
    });
  });
});
