import { parseA1, parseOpenEndedA1 } from './a1';
import { insertChart, newChartBuilder, removeChart, updateChart, wrapChart } from './charts';
import { duplicateTab } from './duplicate';
import { exception } from './errors';
import type { Exec } from './exec';
import { assertCellRoom, assertColumnRoom } from './limits';
import { addMetadata, metadataAt, newFinder } from './metadata';
import { wrapProtection } from './protection';
import { newRange } from './range';
import { newRangeList } from './range-list';
import { contentExtent, DEFAULT_COLUMN_WIDTH, type SheetState } from './store';

type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GRange = GoogleAppsScript.Spreadsheet.Range;

type SheetMethods =
  | 'getName'
  | 'setName'
  | 'getSheetId'
  | 'getParent'
  | 'getIndex'
  | 'getRange'
  | 'getDataRange'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getMaxRows'
  | 'getMaxColumns'
  | 'insertRowsAfter'
  | 'appendRow'
  | 'insertColumnsAfter'
  | 'deleteRows'
  | 'deleteRow'
  | 'deleteColumns'
  | 'clear'
  | 'clearContents'
  | 'clearFormats'
  | 'setFrozenRows'
  | 'getFrozenRows'
  | 'setFrozenColumns'
  | 'getFrozenColumns'
  | 'setColumnWidth'
  | 'setColumnWidths'
  | 'getColumnWidth'
  | 'setTabColor'
  | 'getTabColor'
  | 'getFormUrl'
  | 'activate'
  | 'protect'
  | 'getProtections'
  | 'hideSheet'
  | 'showSheet'
  | 'isSheetHidden'
  | 'getRangeList'
  | 'addDeveloperMetadata'
  | 'getDeveloperMetadata'
  | 'createDeveloperMetadataFinder'
  | 'copyTo'
  | 'newChart'
  | 'insertChart'
  | 'getCharts'
  | 'updateChart'
  | 'removeChart';

/** Sheet names clash case-insensitively in Sheets, for both insertSheet and rename. */
export function assertNameFree(exec: Exec, name: string, except?: SheetState): void {
  const lower = name.toLowerCase();
  if (exec.store.sheets.some((s) => s !== except && s.name.toLowerCase() === lower)) {
    throw exception(exec.realm, `A sheet with the name "${name}" already exists. Please enter another name.`);
  }
}

export class EmuSheet implements Pick<GSheet, SheetMethods> {
  constructor(
    private exec: Exec,
    readonly state: SheetState,
  ) {}

  private self(): GSheet {
    return this as unknown as GSheet;
  }

  private checkRows(start: number, n: number): void {
    if (!(start >= 1) || !(n >= 1) || start + n - 1 > this.state.maxRows) {
      throw exception(this.exec.realm, 'Those rows are out of bounds.');
    }
  }

  private checkColumns(start: number, n: number): void {
    if (!(start >= 1) || !(n >= 1) || start + n - 1 > this.state.maxColumns) {
      throw exception(this.exec.realm, 'Those columns are out of bounds.');
    }
  }

  private shiftWidths(from: number, by: number, dropUpTo?: number): void {
    const next = new Map<number, number>();
    for (const [col, px] of this.state.columnWidths) {
      if (dropUpTo !== undefined && col >= from && col <= dropUpTo) continue;
      next.set(col > (dropUpTo ?? from - 1) ? col + by : col, px);
    }
    this.state.columnWidths = next;
  }

  getName(): string {
    return this.state.name;
  }
  setName(name: string): GSheet {
    assertNameFree(this.exec, String(name), this.state);
    this.state.name = String(name);
    return this.self();
  }
  getSheetId(): number {
    return this.state.id;
  }
  getParent(): GoogleAppsScript.Spreadsheet.Spreadsheet {
    return this.exec.spreadsheet();
  }
  getIndex(): number {
    return this.exec.store.sheets.indexOf(this.state) + 1;
  }

  getRange(a: number | string, column?: number, numRows?: number, numColumns?: number): GRange {
    if (typeof a === 'string') {
      const rect = parseA1(a) ?? parseOpenEndedA1(a, this.state.maxRows);
      if (!rect) throw exception(this.exec.realm, 'Range not found');
      return newRange(this.exec, this.state, rect);
    }
    return newRange(this.exec, this.state, {
      row: a,
      col: column as number,
      numRows: numRows ?? 1,
      numCols: numColumns ?? 1,
    });
  }
  getDataRange(): GRange {
    const { lastRow, lastCol } = contentExtent(this.state);
    return newRange(this.exec, this.state, {
      row: 1,
      col: 1,
      numRows: Math.max(1, lastRow),
      numCols: Math.max(1, lastCol),
    });
  }
  getLastRow(): number {
    return contentExtent(this.state).lastRow;
  }
  getLastColumn(): number {
    return contentExtent(this.state).lastCol;
  }
  getMaxRows(): number {
    return this.state.maxRows;
  }
  getMaxColumns(): number {
    return this.state.maxColumns;
  }

  insertRowsAfter(afterPosition: number, howMany: number): GSheet {
    this.checkRows(afterPosition, 1);
    if (!(howMany >= 1)) throw exception(this.exec.realm, 'Those rows are out of bounds.');
    assertCellRoom(this.exec, howMany * this.state.maxColumns);
    if (this.state.rows.length > afterPosition) {
      this.state.rows.splice(afterPosition, 0, ...new Array(howMany));
    }
    this.state.maxRows += howMany;
    return this.self();
  }
  /**
   * "Appends a row to the bottom of the current data region in the sheet. If a cell's content begins
   * with =, it's interpreted as a formula." (Sheet reference.) A full tab gets one row more, with no
   * formats; a row wider than the tab is refused, as a range past its edge is.
   */
  appendRow(rowContents: unknown[]): GSheet {
    const row = contentExtent(this.state).lastRow + 1;
    if (rowContents.length > this.state.maxColumns)
      throw exception(
        this.exec.realm,
        'The coordinates of the range are outside the dimensions of the sheet.',
      );
    if (row > this.state.maxRows) {
      assertCellRoom(this.exec, this.state.maxColumns);
      this.state.maxRows = row;
    }
    if (rowContents.length)
      newRange(this.exec, this.state, { row, col: 1, numRows: 1, numCols: rowContents.length }).setValues([
        rowContents,
      ]);
    return this.self();
  }
  insertColumnsAfter(afterPosition: number, howMany: number): GSheet {
    this.checkColumns(afterPosition, 1);
    if (!(howMany >= 1)) throw exception(this.exec.realm, 'Those columns are out of bounds.');
    assertColumnRoom(this.exec, this.state.maxColumns + howMany);
    assertCellRoom(this.exec, howMany * this.state.maxRows);
    for (const row of this.state.rows) {
      if (row && row.length > afterPosition) row.splice(afterPosition, 0, ...new Array(howMany));
    }
    this.shiftWidths(afterPosition + 1, howMany);
    this.state.maxColumns += howMany;
    return this.self();
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.checkRows(rowPosition, howMany);
    if (howMany >= this.state.maxRows)
      throw exception(this.exec.realm, "You can't delete all the rows on the sheet.");
    if (this.state.frozenRows > 0 && howMany >= this.state.maxRows - this.state.frozenRows)
      throw exception(this.exec.realm, 'Sorry, it is not possible to delete all non-frozen rows.');
    this.state.rows.splice(rowPosition - 1, howMany);
    this.state.maxRows -= howMany;
  }
  deleteRow(rowPosition: number): GSheet {
    this.deleteRows(rowPosition, 1);
    return this.self();
  }
  deleteColumns(columnPosition: number, howMany: number): void {
    this.checkColumns(columnPosition, howMany);
    if (howMany >= this.state.maxColumns) {
      throw exception(this.exec.realm, "You can't delete all the columns on the sheet.");
    }
    for (const row of this.state.rows) row?.splice(columnPosition - 1, howMany);
    this.shiftWidths(columnPosition, -howMany, columnPosition + howMany - 1);
    this.state.maxColumns -= howMany;
  }

  clear(): GSheet {
    // Keeps data validation, like Range.clear().
    for (const row of this.state.rows) {
      row?.forEach((cell) => {
        if (!cell) return;
        delete cell.value;
        delete cell.formula;
        delete cell.format;
      });
    }
    return this.self();
  }
  clearContents(): GSheet {
    for (const row of this.state.rows) {
      row?.forEach((cell) => {
        if (!cell) return;
        delete cell.value;
        delete cell.formula;
      });
    }
    return this.self();
  }
  clearFormats(): GSheet {
    for (const row of this.state.rows) {
      row?.forEach((cell) => {
        if (cell) delete cell.format;
      });
    }
    return this.self();
  }

  setFrozenRows(rows: number): void {
    this.state.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.state.frozenRows;
  }
  setFrozenColumns(columns: number): void {
    this.state.frozenColumns = columns;
  }
  getFrozenColumns(): number {
    return this.state.frozenColumns;
  }
  setColumnWidth(columnPosition: number, width: number): GSheet {
    this.checkColumns(columnPosition, 1);
    this.state.columnWidths.set(columnPosition, width);
    return this.self();
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): GSheet {
    this.checkColumns(startColumn, numColumns);
    for (let c = startColumn; c < startColumn + numColumns; c++) this.state.columnWidths.set(c, width);
    return this.self();
  }
  getColumnWidth(columnPosition: number): number {
    return this.state.columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }
  setTabColor(color: string | null): GSheet {
    this.state.tabColor = color ?? null;
    return this.self();
  }
  /** Null for an ordinary tab; a form's responses tab gives the form's address. */
  getFormUrl(): string | null {
    return this.state.formUrl ?? null;
  }

  getTabColor(): string | null {
    return this.state.tabColor;
  }
  activate(): GSheet {
    this.exec.store.activeSheetId = this.state.id;
    this.exec.store.activeRange = null;
    return this.self();
  }

  protect(): GoogleAppsScript.Spreadsheet.Protection {
    // A sheet has at most one sheet-level protection; protecting again returns the same one.
    this.state.protection ??= { warningOnly: false, description: '' };
    return wrapProtection(this.exec, this.state);
  }
  getProtections(
    type: GoogleAppsScript.Spreadsheet.ProtectionType,
  ): GoogleAppsScript.Spreadsheet.Protection[] {
    if ((type as unknown as string) !== 'SHEET' || !this.state.protection) return [];
    return [wrapProtection(this.exec, this.state)];
  }
  hideSheet(): GSheet {
    const visible = this.exec.store.sheets.filter((s) => !s.hidden && s !== this.state);
    if (visible.length === 0)
      throw exception(this.exec.realm, "You can't hide all the sheets in a document.");
    this.state.hidden = true;
    return this.self();
  }
  showSheet(): GSheet {
    this.state.hidden = false;
    return this.self();
  }
  isSheetHidden(): boolean {
    return this.state.hidden;
  }
  getRangeList(a1Notations: string[]): GoogleAppsScript.Spreadsheet.RangeList {
    const ranges = Array.from(a1Notations, (a1) => this.getRange(a1));
    return newRangeList(this.exec, ranges);
  }

  addDeveloperMetadata(key: string, a?: unknown, b?: unknown): GSheet {
    addMetadata(this.exec, this.state, key, a, b);
    return this.self();
  }
  getDeveloperMetadata(): GoogleAppsScript.Spreadsheet.DeveloperMetadata[] {
    return metadataAt(this.exec, this.state);
  }
  createDeveloperMetadataFinder(): GoogleAppsScript.Spreadsheet.DeveloperMetadataFinder {
    return newFinder(this.exec, this.state);
  }
  newChart(): GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder {
    return newChartBuilder(this.exec, this.state);
  }
  insertChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    insertChart(this.exec, this.state, chart);
  }
  getCharts(): GoogleAppsScript.Spreadsheet.EmbeddedChart[] {
    return (this.state.charts ?? []).map((c) => wrapChart(this.exec, this.state, c));
  }
  updateChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    updateChart(this.exec, this.state, chart);
  }
  removeChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    removeChart(this.exec, this.state, chart);
  }
  /** Only into the same spreadsheet (the one the add-on can reach); see duplicate.ts. */
  copyTo(_spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): GSheet {
    return this.exec.sheetFor(duplicateTab(this.exec, this.state));
  }
}

export function wrapSheet(exec: Exec, state: SheetState): GSheet {
  return exec.calls.wrap(new EmuSheet(exec, state), 'Sheet') as unknown as GSheet;
}
