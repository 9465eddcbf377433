import { cellToA1, parseA1 } from './a1';
import {
  type CellFormat,
  type CellState,
  type CellValue,
  type ChartState,
  contentExtent,
  ensureCell,
  newSheetState,
  newStore,
  type SheetState,
  type WorkbookStore,
} from './store';
import { copyValidation, type ValidationState } from './validation';

export type CellJson = string | number | boolean | { formula: string } | { date: string };

export interface CellFormatJson extends CellFormat {
  validation?: ValidationState;
}

export interface TabJson {
  id: number;
  maxRows: number;
  maxColumns: number;
  frozenRows: number;
  frozenColumns: number;
  tabColor: string | null;
  hidden: boolean;
  protection: { warningOnly: boolean; description: string } | null;
  columnWidths: Record<string, number>;
  /** Trimmed to the data range; '' is a blank cell. */
  values: CellJson[][];
  /** Sparse, keyed by A1 of single cells. */
  formats: Record<string, CellFormatJson>;
  /** Merged ranges (A1), absent when none. */
  merges?: string[];
  /** The form writing its responses to this tab (Sheet.getFormUrl), absent for an ordinary tab. */
  formUrl?: string;
  /** Embedded charts, absent when none (local/emulator/charts.ts). */
  charts?: ChartJson[];
}

/** A chart is saved as the emulator keeps it (store.ts ChartState): plain JSON already. */
export type ChartJson = ChartState;

export interface MetadataJson {
  id: number;
  key: string;
  value: string | null;
  sheet: string | null;
  visibility?: 'PROJECT';
}

export interface WorkbookJson {
  version: 1;
  name: string;
  documentProperties: Record<string, string>;
  metadata: MetadataJson[];
  activeSheet: string;
  /** Object insertion order is tab order. */
  tabs: Record<string, TabJson>;
  /** The spreadsheet's time zone; absent means Etc/UTC. */
  timeZone?: string;
}

function cellToJson(cell: CellState | undefined): CellJson {
  if (!cell) return '';
  if (cell.formula !== undefined) return { formula: cell.formula };
  const v = cell.value;
  if (v === undefined) return '';
  if (v instanceof Date) return { date: v.toISOString() };
  return v;
}

/**
 * Cells load exactly as written, with no user-entered parsing: the JSON string "120" stays text,
 * modelling a value someone typed into a plain-text column.
 */
function cellFromJson(json: CellJson): Pick<CellState, 'value' | 'formula'> {
  if (json === '' || json === null || json === undefined) return {};
  if (typeof json === 'object') {
    if ('formula' in json) return { formula: json.formula };
    if ('date' in json) return { value: new Date(json.date) };
  }
  return { value: json as CellValue };
}

/** A tab's values as TabJson.values holds them (trimmed to the data range), without the rest of the tab. */
export function tabValuesToJson(sheet: SheetState): CellJson[][] {
  const { lastRow, lastCol } = contentExtent(sheet);
  const values: CellJson[][] = [];
  for (let r = 1; r <= lastRow; r++) {
    const row: CellJson[] = [];
    for (let c = 1; c <= lastCol; c++) row.push(cellToJson(sheet.rows[r - 1]?.[c - 1]));
    values.push(row);
  }
  return values;
}

/** `cells` false leaves values and formats empty: the rest of the tab alone (storeSnapshot). */
export function tabToJson(sheet: SheetState, cells = true): TabJson {
  const values = cells ? tabValuesToJson(sheet) : [];
  const formats: Record<string, CellFormatJson> = {};
  if (cells) addFormats(sheet, formats);
  const columnWidths: Record<string, number> = {};
  for (const [col, px] of [...sheet.columnWidths.entries()].sort((a, b) => a[0] - b[0]))
    columnWidths[String(col)] = px;
  return {
    id: sheet.id,
    maxRows: sheet.maxRows,
    maxColumns: sheet.maxColumns,
    frozenRows: sheet.frozenRows,
    frozenColumns: sheet.frozenColumns,
    tabColor: sheet.tabColor,
    hidden: sheet.hidden,
    ...(sheet.formUrl ? { formUrl: sheet.formUrl } : {}),
    protection: sheet.protection ? { ...sheet.protection } : null,
    columnWidths,
    values,
    formats,
    ...(sheet.merges.length ? { merges: sheet.merges.slice() } : {}),
    ...(sheet.charts?.length ? { charts: sheet.charts.map(copyChartJson) } : {}),
  };
}

/**
 * The keys of a cell's format that are set, in FORMAT_KEYS' order, each read and written by name:
 * formats are objects of many shapes, and reading them by a variable key was most of a save's time.
 */
function formatToJson(format: CellFormat): CellFormatJson {
  const f: CellFormatJson = {};
  if (format.numberFormat !== undefined) f.numberFormat = format.numberFormat;
  if (format.background !== undefined) f.background = format.background;
  if (format.fontColor !== undefined) f.fontColor = format.fontColor;
  if (format.fontWeight !== undefined) f.fontWeight = format.fontWeight;
  if (format.fontSize !== undefined) f.fontSize = format.fontSize;
  if (format.fontStyle !== undefined) f.fontStyle = format.fontStyle;
  if (format.horizontalAlignment !== undefined) f.horizontalAlignment = format.horizontalAlignment;
  if (format.verticalAlignment !== undefined) f.verticalAlignment = format.verticalAlignment;
  if (format.wrap !== undefined) f.wrap = format.wrap;
  return f;
}

/**
 * Whether a cell has an entry in the saved formats: a validation rule, or a format key that is set (each
 * read by name, as in formatToJson; the snapshot's test holds both to FORMAT_KEYS).
 */
export function savesFormat(cell: CellState): boolean {
  if (cell.validation) return true;
  const f = cell.format;
  return (
    f !== undefined &&
    (f.numberFormat !== undefined ||
      f.background !== undefined ||
      f.fontColor !== undefined ||
      f.fontWeight !== undefined ||
      f.fontSize !== undefined ||
      f.fontStyle !== undefined ||
      f.horizontalAlignment !== undefined ||
      f.verticalAlignment !== undefined ||
      f.wrap !== undefined)
  );
}

function addFormats(sheet: SheetState, formats: Record<string, CellFormatJson>): void {
  // Plain loops and a column-letter cache: this runs over every formatted cell at every save (the
  // playground saves a few seconds after its changes, and an event has tens of thousands of such cells).
  const letters: string[] = [];
  for (let ri = 0; ri < sheet.rows.length; ri++) {
    const row = sheet.rows[ri];
    if (!row) continue;
    for (let ci = 0; ci < row.length; ci++) {
      const cell = row[ci];
      if (!cell || !savesFormat(cell)) continue;
      const f: CellFormatJson = cell.format ? formatToJson(cell.format) : {};
      if (cell.validation) f.validation = copyValidation(cell.validation);
      letters[ci] ??= cellToA1(1, ci + 1).slice(0, -1);
      formats[`${letters[ci]}${ri + 1}`] = f;
    }
  }
}

/** `cells` false: every tab without its values and formats (storeSnapshot holds those apart). */
export function storeToJson(store: WorkbookStore, cells = true): WorkbookJson {
  const nameOf = (id: number | null) =>
    id === null ? null : (store.sheets.find((s) => s.id === id)?.name ?? null);
  const tabs: Record<string, TabJson> = {};
  for (const s of store.sheets) tabs[s.name] = tabToJson(s, cells);
  return {
    version: 1,
    name: store.name,
    ...(store.timeZone !== 'Etc/UTC' ? { timeZone: store.timeZone } : {}),
    documentProperties: Object.fromEntries(store.properties.document),
    metadata: store.metadata.map((m) => {
      const out: MetadataJson = { id: m.id, key: m.key, value: m.value, sheet: nameOf(m.sheetId) };
      if (m.visibility === 'PROJECT') out.visibility = 'PROJECT';
      return out;
    }),
    activeSheet: nameOf(store.activeSheetId) ?? store.sheets[0]?.name ?? '',
    tabs,
  };
}

function copyChartJson(c: ChartJson): ChartJson {
  return { ...c, ranges: c.ranges.slice(), options: { ...c.options }, position: { ...c.position } };
}

function tabFromJson(name: string, tab: TabJson): SheetState {
  const s = newSheetState(tab.id, name);
  s.maxRows = tab.maxRows;
  s.maxColumns = tab.maxColumns;
  s.frozenRows = tab.frozenRows ?? 0;
  s.frozenColumns = tab.frozenColumns ?? 0;
  s.tabColor = tab.tabColor ?? null;
  s.hidden = tab.hidden ?? false;
  if (tab.formUrl) s.formUrl = tab.formUrl;
  s.protection = tab.protection ? { ...tab.protection } : null;
  for (const [col, px] of Object.entries(tab.columnWidths ?? {})) s.columnWidths.set(Number(col), px);
  s.merges = (tab.merges ?? []).slice();
  if (tab.charts?.length) s.charts = tab.charts.map(copyChartJson);
  (tab.values ?? []).forEach((row, ri) => {
    row.forEach((json, ci) => {
      const content = cellFromJson(json);
      if (Object.keys(content).length) Object.assign(ensureCell(s, ri + 1, ci + 1), content);
    });
  });
  for (const [a1, f] of Object.entries(tab.formats ?? {})) {
    const rect = parseA1(a1);
    if (!rect) throw new Error(`workbook JSON: bad cell "${a1}" in formats of tab "${name}"`);
    const cell = ensureCell(s, rect.row, rect.col);
    const { validation, ...format } = f;
    if (Object.keys(format).length) cell.format = { ...format };
    if (validation) cell.validation = copyValidation(validation);
  }
  return s;
}

export function storeFromJson(json: WorkbookJson): WorkbookStore {
  if (json.version !== 1) throw new Error(`workbook JSON: unsupported version ${String(json.version)}`);
  const store = newStore();
  store.name = json.name;
  if (json.timeZone) store.timeZone = json.timeZone;
  for (const [name, tab] of Object.entries(json.tabs)) store.sheets.push(tabFromJson(name, tab));
  if (store.sheets.length === 0) throw new Error('workbook JSON: a workbook needs at least one tab');
  const idOf = (name: string | null) =>
    name === null ? null : (store.sheets.find((s) => s.name === name)?.id ?? null);
  for (const [k, v] of Object.entries(json.documentProperties ?? {})) store.properties.document.set(k, v);
  for (const m of json.metadata ?? []) {
    const sheetId = idOf(m.sheet);
    if (m.sheet !== null && sheetId === null)
      throw new Error(`workbook JSON: metadata ${m.id} names missing tab "${m.sheet}"`);
    store.metadata.push({
      id: m.id,
      key: m.key,
      value: m.value,
      sheetId,
      visibility: m.visibility ?? 'DOCUMENT',
    });
  }
  store.nextMetadataId = Math.max(0, ...store.metadata.map((m) => m.id)) + 1;
  store.nextSheetId = Math.max(...store.sheets.map((s) => s.id)) + 1;
  store.activeSheetId = idOf(json.activeSheet) ?? store.sheets[0].id;
  return store;
}
