// What a real spreadsheet charges an action for, beside its calls (docs/PLATFORM.md, Cost model): the
// commits, when Sheets empties its write cache because the script reads after writing, and the cells
// each write covers. Every call the counter records goes through here once, at its outermost depth.

/** The Spreadsheet-service classes: their calls read, write or only build a request. */
const SHEETS_CLASSES = new Set([
  'SpreadsheetApp',
  'Spreadsheet',
  'Sheet',
  'Range',
  'RangeList',
  'DeveloperMetadata',
  'DeveloperMetadataFinder',
  'DeveloperMetadataLocation',
  'Protection',
  'EmbeddedChart',
  'ContainerInfo',
]);

/** Classes whose every method only builds a request locally: neither a read nor a write. */
const BUILDER_CLASSES = new Set([
  'DataValidationBuilder',
  'DataValidation',
  'EmbeddedChartBuilder',
  'ChartOptions',
]);

/**
 * Calls that only make a handle or a builder, or read back what the script already holds (a range's own
 * coordinates): no round trip, so neither a read that commits nor a write.
 */
const LOCAL_CALLS = new Set([
  'SpreadsheetApp.getActiveSpreadsheet',
  'SpreadsheetApp.getActive',
  'SpreadsheetApp.getUi',
  'SpreadsheetApp.newDataValidation',
  'Sheet.getRange',
  'Sheet.getRangeList',
  'Sheet.newChart',
  'Sheet.createDeveloperMetadataFinder',
  'Spreadsheet.createDeveloperMetadataFinder',
  'EmbeddedChart.modify',
  'Range.getRow',
  'Range.getColumn',
  'Range.getNumRows',
  'Range.getNumColumns',
  'Range.getA1Notation',
  'Range.getSheet',
  'Range.getCell',
  'RangeList.getRanges',
  'DeveloperMetadataFinder.withKey',
  'DeveloperMetadataFinder.withValue',
  'DeveloperMetadataFinder.withId',
  'DeveloperMetadataFinder.withLocationType',
  'DeveloperMetadataFinder.withVisibility',
]);

const WRITE =
  /^(set|insert|delete|clear|append|merge|break|hide|show|protect|remove|update|add|copy|activate|sort|autoResize|rename|duplicate|unmerge)/;

export interface ActionCost {
  /** Spreadsheet-service calls that fetch from the spreadsheet. */
  reads: number;
  /** Spreadsheet-service calls that change it. */
  writes: number;
  /** Reads made while writes were pending, flushes with writes pending, and the end of the action. */
  commits: number;
  /** Cells covered by every write of values, formats, validations and notes. */
  cells: number;
  rowsInserted: number;
  rowsDeleted: number;
  columnsInserted: number;
  columnsDeleted: number;
}

interface Rect {
  numRows: number;
  numCols: number;
}

const rectCells = (r: Rect | undefined) => (r ? r.numRows * r.numCols : 0);

/** What the counter reads of a call's target: its range or ranges, or its tab, and the tab's name. */
interface Target {
  rect?: Rect;
  ranges?: { rect?: Rect; sheetState?: { name: string } }[];
  state?: { maxRows: number; maxColumns: number; name: string };
  sheetState?: { name: string };
}

/** The cells a write covers: a range's, every member range's of a list, a whole tab's for a tab-wide clear. */
function cellsCovered(className: string, method: string, target: unknown, args: readonly unknown[]): number {
  const t = target as Target;
  // The destination's cells: the source range is only where the formats are read from.
  if (className === 'Range' && method === 'copyFormatToRange')
    return (Number(args[2]) - Number(args[1]) + 1) * (Number(args[4]) - Number(args[3]) + 1);
  if (className === 'Range') return rectCells(t.rect);
  if (className === 'RangeList') return (t.ranges ?? []).reduce((n, r) => n + rectCells(r.rect), 0);
  if (className === 'Sheet' && /^clear/.test(method) && t.state) return t.state.maxRows * t.state.maxColumns;
  if (className === 'Sheet' && method === 'appendRow') return Array.isArray(args[0]) ? args[0].length : 0;
  return 0;
}

/** The tab a write lands on, for the breakdown of cells by tab. */
function tabOf(target: unknown): string {
  const t = target as Target;
  return t.sheetState?.name ?? t.ranges?.[0]?.sheetState?.name ?? t.state?.name ?? '';
}

export class CostCounter {
  private cost: ActionCost = CostCounter.zero();
  private pending = false;
  /** Cells written by tab and method ("Results Range.setValues"), to say where an action's cells go. */
  private cellsBy = new Map<string, number>();

  static zero(): ActionCost {
    return {
      reads: 0,
      writes: 0,
      commits: 0,
      cells: 0,
      rowsInserted: 0,
      rowsDeleted: 0,
      columnsInserted: 0,
      columnsDeleted: 0,
    };
  }

  record(className: string, method: string, target: unknown, args: readonly unknown[]): void {
    if (!SHEETS_CLASSES.has(className) || BUILDER_CLASSES.has(className)) return;
    const key = `${className}.${method}`;
    if (key === 'SpreadsheetApp.flush') {
      this.commitPending();
      return;
    }
    if (LOCAL_CALLS.has(key)) return;
    if (!WRITE.test(method)) {
      this.cost.reads++;
      this.commitPending();
      return;
    }
    this.cost.writes++;
    this.pending = true;
    const cells = cellsCovered(className, method, target, args);
    this.cost.cells += cells;
    if (cells > 0) {
      const where = `${tabOf(target)} ${key}`;
      this.cellsBy.set(where, (this.cellsBy.get(where) ?? 0) + cells);
    }
    const n = Number(args[1]);
    if (key === 'Sheet.insertRowsAfter' || key === 'Sheet.insertRowsBefore') this.cost.rowsInserted += n;
    else if (key === 'Sheet.deleteRows') this.cost.rowsDeleted += n;
    else if (key === 'Sheet.deleteRow') this.cost.rowsDeleted += 1;
    else if (key === 'Sheet.insertColumnsAfter' || key === 'Sheet.insertColumnsBefore')
      this.cost.columnsInserted += n;
    else if (key === 'Sheet.deleteColumns') this.cost.columnsDeleted += n;
  }

  private commitPending(): void {
    if (!this.pending) return;
    this.cost.commits++;
    this.pending = false;
  }

  /** The cost so far, writes still pending counted as the commit the end of the action makes. */
  total(): ActionCost {
    return { ...this.cost, commits: this.cost.commits + (this.pending ? 1 : 0) };
  }

  /** Cells written so far by tab and method, most first. */
  cellsByWrite(): [string, number][] {
    return [...this.cellsBy].sort((a, b) => b[1] - a[1]);
  }

  reset(): void {
    this.cost = CostCounter.zero();
    this.pending = false;
    this.cellsBy.clear();
  }
}
