// What the page draws: each tab's cells as displayed text with their formatting and dropdowns, read
// straight from the emulator's document (so it shows exactly what a script wrote).
import { cellToA1, type GridRect, parseA1 } from '../emulator/a1';
import { displayValue } from '../emulator/format';
import { type ChartState, contentExtent, type SheetState, type WorkbookStore } from '../emulator/store';

export interface CellView {
  /** Displayed text. */
  t: string;
  /** Formatting, only when set: background, bold, font size, colour, alignment, italic. */
  bg?: string;
  b?: boolean;
  fs?: number;
  fc?: string;
  al?: string;
  it?: boolean;
  /** Choices of a dropdown (data validation "value in list"). */
  dd?: string[];
  /** The cell holds a formula. */
  f?: boolean;
  /** Wrap is on: the text breaks into lines inside the column and the row grows to fit. */
  w?: boolean;
  /** Vertical alignment when not Sheets' default (bottom): top or middle. */
  va?: string;
}

export interface TabView {
  name: string;
  color: string | null;
  frozenRows: number;
  frozenColumns: number;
  protected: boolean;
  /** Column widths in px, index 0 = column A. */
  widths: number[];
  rows: CellView[][];
  maxRows: number;
  /** Every column the tab has (Sheets draws the grid up to here, blank columns included). */
  maxColumns: number;
  /** Merged ranges (1-based): the top-left cell is drawn across the whole range. */
  merges: GridRect[];
  /** Embedded charts (local/emulator/charts.ts) as the page draws them; absent when the tab has none. */
  charts?: ChartView[];
}

/** A line chart read from its ranges: one series per row when transposed, else per column. */
export interface ChartView {
  title: string;
  /** Anchor cell, 1-based. */
  row: number;
  col: number;
  /** The x axis: the header row (or column) after the series' names. */
  categories: string[];
  /** Each series' name and its points; a cell that is not a number (waiting, blank) is a gap. */
  series: { name: string; points: (number | null)[] }[];
}

export interface WorkbookView {
  name: string;
  active: { tab: string; a1: string | null };
  tabs: TabView[];
}

/** Blank rows shown below the data, so there is room to type new players. */
const SPARE_ROWS = 15;
const MIN_COLS = 6;
/** Rows the phone view draws at least: more than a phone's screen holds. */
const PHONE_ROWS = 40;

/**
 * One tab as the page draws it. The editable grid shows the written columns (at least MIN_COLS); the
 * phone view asks for `allColumns`, as the Sheets app draws every column up to the tab's last (and
 * enough rows to fill the screen).
 */
export function tabView(sheet: SheetState, allColumns = false): TabView {
  const { lastRow, lastCol } = contentExtent(sheet);
  let formattedCols = 0;
  for (const row of sheet.rows.slice(0, Math.max(lastRow, 1))) {
    row?.forEach((c, i) => {
      if (c?.format?.background || c?.format?.fontWeight || c?.validation)
        formattedCols = Math.max(formattedCols, i + 1);
    });
  }
  const cols = allColumns
    ? sheet.maxColumns
    : Math.min(sheet.maxColumns, Math.max(lastCol, formattedCols, MIN_COLS));
  // A phone's screen is filled with grid, blank rows included, as the Sheets app draws it.
  const nRows = Math.min(sheet.maxRows, Math.max(lastRow + SPARE_ROWS, allColumns ? PHONE_ROWS : 0));
  const rows: CellView[][] = [];
  for (let r = 1; r <= nRows; r++) {
    const out: CellView[] = [];
    for (let c = 1; c <= cols; c++) {
      const cell = sheet.rows[r - 1]?.[c - 1];
      const f = cell?.format;
      const v: CellView = { t: cell ? displayValue(cell.value, f?.numberFormat) : '' };
      if (cell?.formula !== undefined) {
        v.t = cell.value !== undefined ? displayValue(cell.value, f?.numberFormat) : cell.formula;
        v.f = true;
      }
      if (f?.background && f.background !== '#ffffff') v.bg = f.background;
      if (f?.fontWeight === 'bold') v.b = true;
      if (f?.fontSize && f.fontSize !== 10) v.fs = f.fontSize;
      if (f?.fontColor && f.fontColor !== '#000000') v.fc = f.fontColor;
      if (f?.horizontalAlignment && f.horizontalAlignment !== 'general') v.al = f.horizontalAlignment;
      if (f?.fontStyle === 'italic') v.it = true;
      if (cell?.validation?.type === 'VALUE_IN_LIST') v.dd = cell.validation.values.map(String);
      if (f?.wrap) v.w = true;
      if (f?.verticalAlignment && f.verticalAlignment !== 'bottom') v.va = f.verticalAlignment;
      out.push(v);
    }
    rows.push(out);
  }
  const widths: number[] = [];
  for (let c = 1; c <= cols; c++) widths.push(sheet.columnWidths.get(c) ?? 100);
  return {
    name: sheet.name,
    color: sheet.tabColor,
    frozenRows: sheet.frozenRows,
    frozenColumns: sheet.frozenColumns,
    protected: !!sheet.protection,
    widths,
    rows,
    maxRows: sheet.maxRows,
    maxColumns: sheet.maxColumns,
    merges: sheet.merges.map((a1) => parseA1(a1)).filter((m): m is GridRect => m !== null),
    ...(sheet.charts?.length ? { charts: sheet.charts.map((c) => chartView(sheet, c)) } : {}),
  };
}

/** A chart's data from its first range: the first row holds the categories, the first column the names. */
export function chartView(sheet: SheetState, chart: ChartState): ChartView {
  const rect = parseA1(chart.ranges[0] ?? '');
  const grid: unknown[][] = [];
  if (rect) {
    for (let r = rect.row; r < rect.row + rect.numRows; r++) {
      const row: unknown[] = [];
      for (let c = rect.col; c < rect.col + rect.numCols; c++) row.push(sheet.rows[r - 1]?.[c - 1]?.value);
      grid.push(row);
    }
  }
  // Transposed: a series per row; otherwise a series per column (turn the grid round first).
  const lines = chart.transpose ? grid : (grid[0] ?? []).map((_, c) => grid.map((row) => row[c]));
  const [head = [], ...rest] = lines;
  return {
    title: String(chart.options.title ?? ''),
    row: chart.position.row,
    col: chart.position.col,
    categories: head.slice(1).map((v) => String(v ?? '')),
    series: rest.map((line) => ({
      name: String(line[0] ?? ''),
      points: line.slice(1).map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)),
    })),
  };
}

export function workbookView(store: WorkbookStore): WorkbookView {
  const sheets = store.sheets.filter((s) => !s.deleted && !s.hidden);
  const active = sheets.find((s) => s.id === store.activeSheetId) ?? sheets[0];
  const range = store.activeRange && store.activeRange.sheetId === active?.id ? store.activeRange : null;
  return {
    name: store.name,
    active: { tab: active?.name ?? '', a1: range ? cellToA1(range.row, range.col) : null },
    tabs: sheets.map((s) => tabView(s)),
  };
}

/** A visible tab by name, every column drawn (the phone view); null when there is none. */
export function phoneTabView(store: WorkbookStore, name: string): TabView | null {
  const sheet = store.sheets.find((s) => !s.deleted && !s.hidden && s.name === name);
  return sheet ? tabView(sheet, true) : null;
}
