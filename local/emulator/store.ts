import { alternativeSwitches, type PlatformSwitches, platformSwitches } from './platform';
import type { ValidationState } from './validation';

/** What a cell holds once parsed; Dates are host-realm and converted on the way out. */
export type CellValue = string | number | boolean | Date;

export interface CellFormat {
  numberFormat?: string;
  background?: string;
  fontColor?: string;
  fontWeight?: string;
  fontSize?: number;
  fontStyle?: string;
  horizontalAlignment?: string;
  verticalAlignment?: string;
  wrap?: boolean;
}

export interface CellState {
  value?: CellValue;
  formula?: string;
  format?: CellFormat;
  validation?: ValidationState;
}

export interface ProtectionState {
  warningOnly: boolean;
  description: string;
}

export interface SheetState {
  id: number;
  name: string;
  maxRows: number;
  maxColumns: number;
  frozenRows: number;
  frozenColumns: number;
  tabColor: string | null;
  hidden: boolean;
  protection: ProtectionState | null;
  columnWidths: Map<number, number>;
  /** Sparse: rows[r-1][c-1]; holes mean a blank cell with default formats. */
  rows: (CellState | undefined)[][];
  /** setBorder calls are only recorded, never rendered. */
  borders: { a1: string; args: unknown[] }[];
  /** Merged ranges (A1), as Range.merge/mergeAcross made them: recorded, values stay per cell. */
  merges: string[];
  deleted: boolean;
  /** Set on the tab a Google Form writes its responses to (forms.ts): what Sheet.getFormUrl returns. */
  formUrl?: string;
  /** Embedded charts (charts.ts), in insertion order; absent when the tab has none. */
  charts?: ChartState[];
}

/** One embedded chart: what EmbeddedChartBuilder set, its ranges as A1 on its own tab. */
export interface ChartState {
  /** EmbeddedChart.getId(): unique in the document, stable while the chart exists. */
  id: string;
  chartId: number;
  type: string;
  ranges: string[];
  options: Record<string, unknown>;
  position: { row: number; col: number; offsetX: number; offsetY: number };
  transpose: boolean;
  /** setNumHeaders; -1 lets Sheets guess. */
  numHeaders: number;
}

export interface MetadataState {
  id: number;
  key: string;
  value: string | null;
  sheetId: number | null;
  visibility: 'DOCUMENT' | 'PROJECT';
}

export type LockKind = 'document' | 'script' | 'user';

/**
 * Everything that belongs to the emulated document rather than to one script execution, so
 * several emulator "executions" can share it (locks, properties, cells).
 */
export interface WorkbookStore {
  id: string;
  name: string;
  sheets: SheetState[];
  metadata: MetadataState[];
  nextMetadataId: number;
  activeSheetId: number;
  activeRange: { sheetId: number; row: number; col: number; numRows: number; numCols: number } | null;
  properties: { document: Map<string, string>; script: Map<string, string>; user: Map<string, string> };
  locks: Record<LockKind, number | null>;
  lockHeldElsewhere: boolean;
  nextExecutionId: number;
  /** Ids are never reused, so a stale Sheet object cannot alias a newer tab. */
  nextSheetId: number;
  /** File > Settings > Time zone: typed dates are midnight here, and dates display in it. */
  timeZone: string;
  /** How the emulated Google behaves where no source settles it (platform.ts). */
  platform: PlatformSwitches;
  /** The switches this document would have under the switch probe's alternative (platform.ts). */
  alternative?: PlatformSwitches;
}

export const DEFAULT_MAX_ROWS = 1000;
export const DEFAULT_MAX_COLUMNS = 26;
export const DEFAULT_COLUMN_WIDTH = 100;

export function newSheetState(id: number, name: string): SheetState {
  return {
    id,
    name,
    maxRows: DEFAULT_MAX_ROWS,
    maxColumns: DEFAULT_MAX_COLUMNS,
    frozenRows: 0,
    frozenColumns: 0,
    tabColor: null,
    hidden: false,
    protection: null,
    columnWidths: new Map(),
    rows: [],
    borders: [],
    merges: [],
    deleted: false,
  };
}

export function newStore(): WorkbookStore {
  return {
    id: 'emulated-spreadsheet-id',
    name: 'Untitled spreadsheet',
    sheets: [],
    metadata: [],
    nextMetadataId: 1,
    activeSheetId: 0,
    activeRange: null,
    properties: { document: new Map(), script: new Map(), user: new Map() },
    locks: { document: null, script: null, user: null },
    lockHeldElsewhere: false,
    nextExecutionId: 1,
    nextSheetId: 0,
    timeZone: 'Etc/UTC',
    platform: platformSwitches(),
    alternative: alternativeSwitches(),
  };
}

export function getCell(sheet: SheetState, row: number, col: number): CellState | undefined {
  return sheet.rows[row - 1]?.[col - 1];
}

export function ensureCell(sheet: SheetState, row: number, col: number): CellState {
  let r = sheet.rows[row - 1];
  if (!r) {
    r = [];
    sheet.rows[row - 1] = r;
  }
  let c = r[col - 1];
  if (!c) {
    c = {};
    r[col - 1] = c;
  }
  return c;
}

export function hasContent(cell: CellState | undefined): boolean {
  return !!cell && (cell.formula !== undefined || (cell.value !== undefined && cell.value !== ''));
}

/** Last row and column holding content (0 when the sheet is empty), as getLastRow/getLastColumn. */
export function contentExtent(sheet: SheetState): { lastRow: number; lastCol: number } {
  let lastRow = 0;
  let lastCol = 0;
  sheet.rows.forEach((r, ri) => {
    r?.forEach((c, ci) => {
      if (hasContent(c)) {
        lastRow = Math.max(lastRow, ri + 1);
        lastCol = Math.max(lastCol, ci + 1);
      }
    });
  });
  return { lastRow, lastCol };
}

export function allocateSheetId(store: WorkbookStore): number {
  // The first tab of a new Google spreadsheet has gid 0; later ones get fresh ids.
  const id = Math.max(store.nextSheetId, ...store.sheets.map((s) => s.id + 1));
  store.nextSheetId = id + 1;
  return id;
}

/** Whether the switch probe's alternative sets `key` otherwise than this document does. */
export function switchDiffers(store: WorkbookStore, key: keyof PlatformSwitches): boolean {
  return store.alternative !== undefined && store.alternative[key] !== store.platform[key];
}

/** Sets switches on a document, and on its alternative: a test's own choice holds in both runs. */
export function setSwitches(store: WorkbookStore, switches: Partial<PlatformSwitches>): void {
  store.platform = { ...store.platform, ...switches };
  if (store.alternative) store.alternative = { ...store.alternative, ...switches };
}
