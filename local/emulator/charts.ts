// Embedded charts (Sheet.newChart, insertChart, getCharts, updateChart, removeChart): what the
// add-on's progression chart needs, kept on the tab's state and saved in the workbook JSON. A chart is
// its type, its ranges (as A1 on its own tab), its options and its anchor; nothing is drawn. Ranges are kept as the A1 they were given: they
// do not follow rows or columns inserted above or left of them (docs/PLATFORM.md, unverified).
import { cellToA1, parseA1 } from './a1';
import { exception } from './errors';
import type { Exec } from './exec';
import { newRange } from './range';
import type { ChartState, SheetState, WorkbookStore } from './store';

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;
type GBuilder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;

function a1Of(range: GRange): string {
  const r = range as unknown as { getA1Notation(): string };
  return r.getA1Notation();
}

function copyChart(c: ChartState): ChartState {
  return {
    ...c,
    ranges: c.ranges.slice(),
    options: { ...c.options },
    position: { ...c.position },
  };
}

/** A chart as the script holds it: a snapshot of its state (getCharts gives copies, as Sheets does). */
export class EmuEmbeddedChart {
  constructor(
    private exec: Exec,
    private sheet: SheetState,
    readonly chart: ChartState,
  ) {}
  getId(): string {
    return this.chart.id;
  }
  getChartId(): number {
    return this.chart.chartId;
  }
  getType(): string {
    return 'EmbeddedChart';
  }
  getRanges(): GRange[] {
    return this.chart.ranges.map((a1) => {
      const rect = parseA1(a1);
      if (!rect) throw exception(this.exec.realm, 'Range not found');
      return newRange(this.exec, this.sheet, rect);
    });
  }
  getOptions(): GoogleAppsScript.Charts.ChartOptions {
    const options = { ...this.chart.options };
    return this.exec.calls.wrap(
      { get: (key: string) => options[key] ?? null, getOrDefault: (key: string) => options[key] ?? null },
      'ChartOptions',
    ) as unknown as GoogleAppsScript.Charts.ChartOptions;
  }
  getContainerInfo(): { getAnchorRow(): number; getAnchorColumn(): number } {
    const p = { ...this.chart.position };
    return this.exec.calls.wrap(
      {
        getAnchorRow: () => p.row,
        getAnchorColumn: () => p.col,
        getOffsetX: () => p.offsetX,
        getOffsetY: () => p.offsetY,
      },
      'ContainerInfo',
    );
  }
  modify(): GBuilder {
    return newChartBuilder(this.exec, this.sheet, copyChart(this.chart));
  }
}

export function wrapChart(exec: Exec, sheet: SheetState, chart: ChartState): GChart {
  return exec.calls.wrap(
    new EmuEmbeddedChart(exec, sheet, copyChart(chart)),
    'EmbeddedChart',
  ) as unknown as GChart;
}

/** EmbeddedChartBuilder and its typed builders (asLineChart...): one object, the type a field. */
export class EmuChartBuilder {
  constructor(
    private exec: Exec,
    private sheet: SheetState,
    private chart: ChartState,
  ) {}
  private self(): GBuilder {
    return this as unknown as GBuilder;
  }
  setChartType(type: unknown): GBuilder {
    this.chart.type = String(type);
    return this.self();
  }
  asLineChart(): GBuilder {
    this.chart.type = 'LINE';
    return this.self();
  }
  getChartType(): string {
    return this.chart.type;
  }
  addRange(range: GRange): GBuilder {
    this.chart.ranges.push(a1Of(range));
    return this.self();
  }
  clearRanges(): GBuilder {
    this.chart.ranges = [];
    return this.self();
  }
  getRanges(): GRange[] {
    return new EmuEmbeddedChart(this.exec, this.sheet, this.chart).getRanges();
  }
  setOption(option: string, value: unknown): GBuilder {
    this.chart.options[String(option)] = value;
    return this.self();
  }
  setTransposeRowsAndColumns(transpose: boolean): GBuilder {
    this.chart.transpose = Boolean(transpose);
    return this.self();
  }
  setNumHeaders(headers: number): GBuilder {
    this.chart.numHeaders = Number(headers);
    return this.self();
  }
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): GBuilder {
    if (!(anchorRowPos >= 1) || !(anchorColPos >= 1))
      throw exception(this.exec.realm, 'The coordinates or dimensions of the range are invalid.');
    this.chart.position = { row: anchorRowPos, col: anchorColPos, offsetX, offsetY };
    return this.self();
  }
  build(): GChart {
    return wrapChart(this.exec, this.sheet, this.chart);
  }
}

/**
 * The next chart id of each document: ids are never reused in a document, even after its chart is deleted,
 * and one document's ids do not depend on charts other documents of the same process made.
 */
const nextChartIds = new WeakMap<WorkbookStore, number>();

export function newChartBuilder(exec: Exec, sheet: SheetState, chart?: ChartState): GBuilder {
  const state: ChartState = chart ?? {
    id: '',
    chartId: 0,
    type: 'LINE',
    ranges: [],
    options: {},
    position: { row: 1, col: 1, offsetX: 0, offsetY: 0 },
    transpose: false,
    numHeaders: -1,
  };
  return exec.calls.wrap(
    new EmuChartBuilder(exec, sheet, state),
    'EmbeddedChartBuilder',
  ) as unknown as GBuilder;
}

function stateOf(chart: GChart): ChartState {
  const c = (chart as unknown as EmuEmbeddedChart).chart;
  if (!c) throw new Error('not an emulated chart');
  return c;
}

/** Sheet.insertChart: a new chart on the tab, with an id unique in the document. */
export function insertChart(exec: Exec, sheet: SheetState, chart: GChart): void {
  const c = copyChart(stateOf(chart));
  if (c.ranges.length === 0) throw exception(exec.realm, 'The chart has no data.');
  const used = exec.store.sheets.flatMap((s) => (s.charts ?? []).map((x) => x.chartId));
  c.chartId = Math.max(nextChartIds.get(exec.store) ?? 1, ...used.map((n) => n + 1));
  nextChartIds.set(exec.store, c.chartId + 1);
  c.id = `u${c.chartId}`;
  sheet.charts = [...(sheet.charts ?? []), c];
}

/** Sheet.updateChart: the chart with the same id on this tab takes the built chart's state. */
export function updateChart(exec: Exec, sheet: SheetState, chart: GChart): void {
  const c = stateOf(chart);
  const at = (sheet.charts ?? []).findIndex((x) => x.id === c.id && c.id !== '');
  if (at < 0) throw exception(exec.realm, 'The chart could not be found on this sheet.');
  if (c.ranges.length === 0) throw exception(exec.realm, 'The chart has no data.');
  (sheet.charts as ChartState[])[at] = copyChart(c);
}

export function removeChart(exec: Exec, sheet: SheetState, chart: GChart): void {
  const c = stateOf(chart);
  const at = (sheet.charts ?? []).findIndex((x) => x.id === c.id && c.id !== '');
  if (at < 0) throw exception(exec.realm, 'The chart could not be found on this sheet.');
  sheet.charts?.splice(at, 1);
  if (sheet.charts?.length === 0) delete sheet.charts;
}

/** The A1 of a range of a tab, for tests and the playground. */
export function chartRangeA1(row: number, col: number, numRows: number, numCols: number): string {
  return `${cellToA1(row, col)}:${cellToA1(row + numRows - 1, col + numCols - 1)}`;
}
