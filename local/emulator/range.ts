import { type GridRect, parseA1, rectToA1 } from './a1';
import { applyParsed, DEFAULT_INPUT, type InputContext, inputContext, parseUserEntered } from './cell-input';
import { checkCellLengths } from './cell-limit';
import { exception } from './errors';
import type { Exec } from './exec';
import { displayValue, FORMAT_DEFAULTS, type FormatKey } from './format';
import { evaluateFormula } from './formula';
import { type CellState, type CellValue, ensureCell, getCell, type SheetState } from './store';
import { copyValidation, type EmuDataValidation, newValidation } from './validation';

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GValidation = GoogleAppsScript.Spreadsheet.DataValidation;
type HAlign = 'left' | 'center' | 'normal' | 'right' | null;
type VAlign = 'top' | 'middle' | 'bottom' | null;

type RangeMethods =
  | 'getRow'
  | 'getColumn'
  | 'getNumRows'
  | 'getNumColumns'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getA1Notation'
  | 'getSheet'
  | 'getCell'
  | 'getValues'
  | 'getValue'
  | 'getDisplayValues'
  | 'getDisplayValue'
  | 'getFormulas'
  | 'getFormula'
  | 'setValues'
  | 'setValue'
  | 'setFormula'
  | 'clear'
  | 'clearContent'
  | 'clearFormat'
  | 'clearDataValidations'
  | 'setNumberFormat'
  | 'setNumberFormats'
  | 'getNumberFormat'
  | 'getNumberFormats'
  | 'setBackground'
  | 'setBackgrounds'
  | 'getBackground'
  | 'getBackgrounds'
  | 'setFontWeight'
  | 'setFontWeights'
  | 'getFontWeight'
  | 'getFontWeights'
  | 'setFontColor'
  | 'setFontColors'
  | 'getFontColors'
  | 'setFontSize'
  | 'getFontSizes'
  | 'setFontStyle'
  | 'setHorizontalAlignment'
  | 'setHorizontalAlignments'
  | 'getHorizontalAlignments'
  | 'setVerticalAlignment'
  | 'getVerticalAlignments'
  | 'setWrap'
  | 'getWrap'
  | 'getWraps'
  | 'setBorder'
  | 'mergeAcross'
  | 'merge'
  | 'isPartOfMerge'
  | 'copyFormatToRange'
  | 'setDataValidation'
  | 'setDataValidations'
  | 'getDataValidation'
  | 'getDataValidations'
  | 'activate';

/** The computed value a script reads from a cell. */
export function cellValueOut(exec: Exec, cell: CellState | undefined): CellValue {
  if (!cell) return '';
  if (cell.formula !== undefined) return evaluateFormula(cell.formula);
  const v = cell.value;
  if (v === undefined) return '';
  if (v instanceof Date) return new exec.realm.Date(v.getTime());
  return v;
}

/** Throws the errors Apps Script gives for a range that does not fit the sheet. */
export function checkBounds(exec: Exec, sheet: SheetState, r: GridRect): void {
  if (!(r.row >= 1)) throw exception(exec.realm, 'The starting row of the range is too small.');
  if (!(r.col >= 1)) throw exception(exec.realm, 'The starting column of the range is too small.');
  if (!(r.numRows >= 1)) throw exception(exec.realm, 'The number of rows in the range must be at least 1.');
  if (!(r.numCols >= 1))
    throw exception(exec.realm, 'The number of columns in the range must be at least 1.');
  if (r.row + r.numRows - 1 > sheet.maxRows || r.col + r.numCols - 1 > sheet.maxColumns) {
    throw exception(exec.realm, 'The coordinates of the range are outside the dimensions of the sheet.');
  }
}

export function checkShape(exec: Exec, data: unknown, numRows: number, numCols: number): unknown[][] {
  if (!Array.isArray(data))
    throw exception(exec.realm, "The parameters (String) don't match the method signature.");
  if (data.length !== numRows) {
    throw exception(
      exec.realm,
      `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${numRows}.`,
    );
  }
  for (const row of data) {
    const len = Array.isArray(row) ? row.length : 1;
    if (len !== numCols) {
      throw exception(
        exec.realm,
        `The number of columns in the data does not match the number of columns in the range. The data has ${len} but the range has ${numCols}.`,
      );
    }
  }
  return data as unknown[][];
}

export class EmuRange implements Pick<GRange, RangeMethods> {
  constructor(
    private exec: Exec,
    readonly sheetState: SheetState,
    readonly rect: GridRect,
  ) {}

  private self(): GRange {
    return this as unknown as GRange;
  }

  /**
   * Calls fn for each cell of the range with 0-based offsets inside the range. The tab is passed in:
   * `this` is the counting proxy (call-counter.ts), so reading a field of it in a per-cell callback cost
   * a proxy trap per cell.
   */
  private each(fn: (sheet: SheetState, row: number, col: number, i: number, j: number) => void): void {
    const { row, col, numRows, numCols } = this.rect;
    const sheet = this.sheetState;
    for (let i = 0; i < numRows; i++) for (let j = 0; j < numCols; j++) fn(sheet, row + i, col + j, i, j);
  }

  private grid<T>(fn: (cell: CellState | undefined) => T): T[][] {
    const out: T[][] = [];
    const { row, col, numRows, numCols } = this.rect;
    const rows = this.sheetState.rows;
    for (let i = 0; i < numRows; i++) {
      const line: T[] = new Array(numCols);
      const cells = rows[row + i - 1];
      for (let j = 0; j < numCols; j++) line[j] = fn(cells?.[col + j - 1]);
      out.push(line);
    }
    return out;
  }

  private topLeft(): CellState | undefined {
    return getCell(this.sheetState, this.rect.row, this.rect.col);
  }

  private setFormat(key: FormatKey, value: unknown): GRange {
    this.each((sheet, r, c) => writeFormat(sheet, r, c, key, value));
    return this.self();
  }

  private setFormats(key: FormatKey, data: unknown): GRange {
    const rows = checkShape(this.exec, data, this.rect.numRows, this.rect.numCols);
    this.each((sheet, r, c, i, j) => writeFormat(sheet, r, c, key, rows[i][j]));
    return this.self();
  }

  private getFormats<K extends FormatKey>(key: K): NonNullable<CellState['format']>[K][][] {
    return this.grid((cell) => cell?.format?.[key] ?? FORMAT_DEFAULTS[key]);
  }

  getRow(): number {
    return this.rect.row;
  }
  getColumn(): number {
    return this.rect.col;
  }
  getNumRows(): number {
    return this.rect.numRows;
  }
  getNumColumns(): number {
    return this.rect.numCols;
  }
  getLastRow(): number {
    return this.rect.row + this.rect.numRows - 1;
  }
  getLastColumn(): number {
    return this.rect.col + this.rect.numCols - 1;
  }
  getA1Notation(): string {
    return rectToA1(this.rect);
  }
  getSheet(): GSheet {
    return this.exec.sheetFor(this.sheetState);
  }
  getCell(row: number, column: number): GRange {
    if (row < 1 || column < 1 || row > this.rect.numRows || column > this.rect.numCols) {
      throw exception(this.exec.realm, 'Cell reference out of range');
    }
    return newRange(this.exec, this.sheetState, {
      row: this.rect.row + row - 1,
      col: this.rect.col + column - 1,
      numRows: 1,
      numCols: 1,
    });
  }

  getValues(): unknown[][] {
    const exec = this.exec;
    return this.grid((cell) => cellValueOut(exec, cell));
  }
  getValue(): unknown {
    return cellValueOut(this.exec, this.topLeft());
  }
  getDisplayValues(): string[][] {
    const timeZone = this.exec.store.timeZone;
    return this.grid((cell) => {
      const v = cell?.formula !== undefined ? evaluateFormula(cell.formula) : cell?.value;
      return displayValue(v, cell?.format?.numberFormat, timeZone);
    });
  }
  getDisplayValue(): string {
    return this.getDisplayValues()[0][0];
  }
  getFormulas(): string[][] {
    return this.grid((cell) => cell?.formula ?? '');
  }
  getFormula(): string {
    return this.topLeft()?.formula ?? '';
  }

  setValues(values: unknown[][]): GRange {
    const rows = checkShape(this.exec, values, this.rect.numRows, this.rect.numCols);
    checkCellLengths(this.exec.realm, rows);
    const ctx = inputContext(this.exec.store, this.exec.now());
    // Plain loops: every action writes whole tabs, so this runs for every cell an action writes.
    const { row, col, numRows, numCols } = this.rect;
    const sheet = this.sheetState;
    for (let i = 0; i < numRows; i++) {
      const line = rows[i];
      for (let j = 0; j < numCols; j++) writeUserEntered(sheet, row + i, col + j, line[j], ctx);
    }
    return this.self();
  }
  setValue(value: unknown): GRange {
    checkCellLengths(this.exec.realm, [[value]]);
    // Apps Script fills every cell of a multi-cell range with the one value.
    const ctx = inputContext(this.exec.store, this.exec.now());
    this.each((sheet, r, c) => writeUserEntered(sheet, r, c, value, ctx));
    return this.self();
  }
  setFormula(formula: string): GRange {
    checkCellLengths(this.exec.realm, [[formula]]);
    this.each((sheet, r, c) => applyParsed(ensureCell(sheet, r, c), { formula }));
    return this.self();
  }

  clear(): GRange {
    // Like Sheets, clear() keeps data validation; only clearDataValidations removes it.
    this.each((sheet, r, c) => {
      const cell = getCell(sheet, r, c);
      if (!cell) return;
      delete cell.value;
      delete cell.formula;
      delete cell.format;
    });
    return this.self();
  }
  clearContent(): GRange {
    this.each((sheet, r, c) => {
      const cell = getCell(sheet, r, c);
      if (!cell) return;
      delete cell.value;
      delete cell.formula;
    });
    return this.self();
  }
  clearFormat(): GRange {
    this.each((sheet, r, c) => {
      const cell = getCell(sheet, r, c);
      if (cell) delete cell.format;
    });
    return this.self();
  }
  clearDataValidations(): GRange {
    this.each((sheet, r, c) => {
      const cell = getCell(sheet, r, c);
      if (cell) delete cell.validation;
    });
    return this.self();
  }

  setNumberFormat(format: string): GRange {
    return this.setFormat('numberFormat', format);
  }
  setNumberFormats(formats: string[][]): GRange {
    return this.setFormats('numberFormat', formats);
  }
  getNumberFormat(): string {
    return this.getNumberFormats()[0][0];
  }
  getNumberFormats(): string[][] {
    return this.getFormats('numberFormat') as string[][];
  }
  setBackground(color: string | null): GRange {
    return this.setFormat('background', color);
  }
  setBackgrounds(colors: string[][]): GRange {
    return this.setFormats('background', colors);
  }
  getBackground(): string {
    return this.getBackgrounds()[0][0];
  }
  getBackgrounds(): string[][] {
    return this.getFormats('background') as string[][];
  }
  setFontWeight(weight: GoogleAppsScript.Spreadsheet.FontWeight | null): GRange {
    return this.setFormat('fontWeight', weight);
  }
  setFontWeights(weights: Array<Array<GoogleAppsScript.Spreadsheet.FontWeight | null>>): GRange {
    return this.setFormats('fontWeight', weights);
  }
  getFontWeight(): GoogleAppsScript.Spreadsheet.FontWeight {
    return this.getFontWeights()[0][0];
  }
  getFontWeights(): GoogleAppsScript.Spreadsheet.FontWeight[][] {
    return this.getFormats('fontWeight') as GoogleAppsScript.Spreadsheet.FontWeight[][];
  }
  setFontColor(color: string | null): GRange {
    return this.setFormat('fontColor', color);
  }
  setFontColors(colors: unknown[][]): GRange {
    return this.setFormats('fontColor', colors);
  }
  getFontColors(): string[][] {
    return this.getFormats('fontColor') as string[][];
  }
  /**
   * "Copy the formatting of the range to the given location. If the destination is larger or smaller
   * than the source range then the source is repeated or truncated accordingly. Note that this method
   * copies the formatting only." (Range.copyFormatToRange): every format attribute, neither values nor
   * dropdowns, so a caller that needs dropdowns on the destination sets them itself.
   */
  copyFormatToRange(
    target: GSheet | number,
    column: number,
    columnEnd: number,
    row: number,
    rowEnd: number,
  ): void {
    // The add-on names the tab, never its grid id; the id form is not modelled rather than guessed.
    if (typeof target === 'number')
      throw exception(this.exec.realm, 'copyFormatToRange(gridId, …) is not modelled by the emulator.');
    const dest = (target as unknown as { state: SheetState }).state;
    const rect = { row, col: column, numRows: rowEnd - row + 1, numCols: columnEnd - column + 1 };
    checkBounds(this.exec, dest, rect);
    const source = this.grid((cell) => (cell?.format ? { ...cell.format } : undefined));
    const { numRows, numCols } = this.rect;
    for (let i = 0; i < rect.numRows; i++)
      for (let j = 0; j < rect.numCols; j++) {
        const format = source[i % numRows][j % numCols];
        if (format) ensureCell(dest, row + i, column + j).format = { ...format };
        else {
          const cell = getCell(dest, row + i, column + j);
          if (cell) delete cell.format;
        }
      }
  }

  setFontSize(size: number): GRange {
    return this.setFormat('fontSize', size);
  }
  getFontSizes(): number[][] {
    return this.getFormats('fontSize') as number[][];
  }
  setFontStyle(style: GoogleAppsScript.Spreadsheet.FontStyle | null): GRange {
    return this.setFormat('fontStyle', style);
  }
  setHorizontalAlignment(alignment: HAlign): GRange {
    return this.setFormat('horizontalAlignment', alignment);
  }
  setHorizontalAlignments(alignments: HAlign[][]): GRange {
    return this.setFormats('horizontalAlignment', alignments);
  }
  getHorizontalAlignments(): string[][] {
    return this.getFormats('horizontalAlignment') as string[][];
  }
  getVerticalAlignments(): string[][] {
    return this.getFormats('verticalAlignment') as string[][];
  }
  getWraps(): boolean[][] {
    return this.getFormats('wrap') as boolean[][];
  }
  setVerticalAlignment(alignment: VAlign): GRange {
    return this.setFormat('verticalAlignment', alignment);
  }
  setWrap(wrap: boolean): GRange {
    return this.setFormat('wrap', wrap);
  }
  getWrap(): boolean {
    return this.topLeft()?.format?.wrap ?? FORMAT_DEFAULTS.wrap;
  }
  setBorder(...args: unknown[]): GRange {
    this.sheetState.borders.push({ a1: this.getA1Notation(), args });
    return this.self();
  }

  /** Merges the whole range into one block. */
  merge(): GRange {
    this.sheetState.merges.push(rectToA1(this.rect));
    return this.self();
  }
  /** Merges each row of the range across its columns (one merge per row), as Apps Script does. */
  mergeAcross(): GRange {
    const { row, col, numRows, numCols } = this.rect;
    if (numCols > 1)
      for (let r = row; r < row + numRows; r++)
        this.sheetState.merges.push(rectToA1({ row: r, col, numRows: 1, numCols }));
    return this.self();
  }
  isPartOfMerge(): boolean {
    const { row, col, numRows, numCols } = this.rect;
    return this.sheetState.merges.some((a1) => {
      const m = parseA1(a1) as GridRect;
      return (
        m.row <= row + numRows - 1 &&
        row <= m.row + m.numRows - 1 &&
        m.col <= col + numCols - 1 &&
        col <= m.col + m.numCols - 1
      );
    });
  }

  setDataValidation(rule: GValidation | null): GRange {
    const state = rule ? validationStateOf(this.exec, rule) : null;
    this.each((sheet, r, c) => setCellValidation(sheet, r, c, state));
    return this.self();
  }
  setDataValidations(rules: Array<Array<GValidation | null>>): GRange {
    const rows = checkShape(this.exec, rules, this.rect.numRows, this.rect.numCols);
    this.each((sheet, r, c, i, j) => {
      const rule = rows[i][j] as GValidation | null;
      setCellValidation(sheet, r, c, rule ? validationStateOf(this.exec, rule) : null);
    });
    return this.self();
  }
  getDataValidation(): GValidation | null {
    return this.getDataValidations()[0][0];
  }
  getDataValidations(): Array<Array<GValidation | null>> {
    return this.grid((cell) => (cell?.validation ? newValidation(this.exec, cell.validation) : null));
  }

  activate(): GRange {
    const { row, col, numRows, numCols } = this.rect;
    this.exec.store.activeSheetId = this.sheetState.id;
    this.exec.store.activeRange = { sheetId: this.sheetState.id, row, col, numRows, numCols };
    return this.self();
  }
}

function validationStateOf(exec: Exec, rule: GValidation) {
  const state = (rule as unknown as EmuDataValidation).state;
  if (!state)
    throw exception(
      exec.realm,
      "The parameters (Object) don't match the method signature for Range.setDataValidation.",
    );
  return state;
}

function setCellValidation(
  sheet: SheetState,
  r: number,
  c: number,
  state: ReturnType<typeof validationStateOf> | null,
) {
  if (state) ensureCell(sheet, r, c).validation = copyValidation(state);
  else {
    const cell = getCell(sheet, r, c);
    if (cell) delete cell.validation;
  }
}

function writeFormat(sheet: SheetState, r: number, c: number, key: FormatKey, value: unknown): void {
  if (value === null || value === undefined) {
    // null resets an attribute to the default, as the Apps Script setters document.
    const cell = getCell(sheet, r, c);
    if (cell?.format) {
      delete cell.format[key];
      if (Object.keys(cell.format).length === 0) delete cell.format;
    }
    return;
  }
  const cell = ensureCell(sheet, r, c);
  cell.format ??= {};
  (cell.format as Record<string, unknown>)[key] = value;
}

/** One cell written the way setValues writes it: user-entered parsing honouring the cell's format. */
export function writeUserEntered(
  sheet: SheetState,
  r: number,
  c: number,
  input: unknown,
  ctx: InputContext = DEFAULT_INPUT,
): void {
  const existing = getCell(sheet, r, c);
  const parsed = parseUserEntered(input, existing?.format?.numberFormat, ctx);
  if (!existing && 'value' in parsed && parsed.value === '') return;
  applyParsed(ensureCell(sheet, r, c), parsed);
}

export function newRange(exec: Exec, sheet: SheetState, rect: GridRect): GRange {
  checkBounds(exec, sheet, rect);
  return exec.calls.wrap(new EmuRange(exec, sheet, { ...rect }), 'Range') as unknown as GRange;
}
