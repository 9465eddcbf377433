/** Which Apps Script service each emulated class belongs to, as quotas and budgets count them. */
const SERVICE_OF: Record<string, string> = {
  SpreadsheetApp: 'Spreadsheet',
  Spreadsheet: 'Spreadsheet',
  Sheet: 'Spreadsheet',
  Range: 'Spreadsheet',
  RangeList: 'Spreadsheet',
  DeveloperMetadata: 'Spreadsheet',
  DeveloperMetadataFinder: 'Spreadsheet',
  DeveloperMetadataLocation: 'Spreadsheet',
  DataValidation: 'Spreadsheet',
  DataValidationBuilder: 'Spreadsheet',
  Protection: 'Spreadsheet',
  EmbeddedChart: 'Spreadsheet',
  EmbeddedChartBuilder: 'Spreadsheet',
  ContainerInfo: 'Spreadsheet',
  ChartOptions: 'Charts',
  Ui: 'Ui',
  Menu: 'Ui',
  PromptResponse: 'Ui',
  HtmlService: 'Html',
  HtmlOutput: 'Html',
  LockService: 'Lock',
  Lock: 'Lock',
  PropertiesService: 'Properties',
  Properties: 'Properties',
  FormApp: 'Forms',
};

import { type ActionCost, CostCounter } from './cost-counter';

const NOT_COUNTED = new Set(['constructor', 'toString', 'valueOf', 'toJSON', 'then']);

export class CallCounter {
  private methods = new Map<string, number>();
  /** Nesting depth: only the outermost call is the script's; inner ones are emulator plumbing. */
  private depth = 0;
  private readonly costs = new CostCounter();

  record(className: string, method: string): void {
    const key = `${className}.${method}`;
    this.methods.set(key, (this.methods.get(key) ?? 0) + 1);
  }

  total(): number {
    let n = 0;
    for (const v of this.methods.values()) n += v;
    return n;
  }

  byMethod(): Record<string, number> {
    return Object.fromEntries([...this.methods.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  byService(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [key, n] of this.methods) {
      const cls = key.slice(0, key.indexOf('.'));
      const service = SERVICE_OF[cls] ?? cls;
      out[service] = (out[service] ?? 0) + n;
    }
    return out;
  }

  /** Reads, writes, commits, cells written and rows and columns inserted or deleted (cost-counter.ts). */
  cost(): ActionCost {
    return this.costs.total();
  }

  /** Cells written by tab and method, most first (cost-counter.ts). */
  cellsByWrite(): [string, number][] {
    return this.costs.cellsByWrite();
  }

  reset(): void {
    this.methods.clear();
    this.costs.reset();
  }

  /** Runs fn without counting anything it calls (test helpers such as typeInto). */
  silently<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }

  /** Wraps a service object so every method call from outside the emulator is counted. */
  wrap<T extends object>(target: T, className: string): T {
    const wrappers = new Map<PropertyKey, unknown>();
    const proxy: T = new Proxy(target, {
      get: (t, prop, receiver) => {
        const value = Reflect.get(t, prop, receiver);
        if (typeof value !== 'function' || typeof prop !== 'string' || NOT_COUNTED.has(prop)) return value;
        let w = wrappers.get(prop);
        if (!w) {
          const fn = value as (...a: unknown[]) => unknown;
          w = (...args: unknown[]) => {
            if (this.depth === 0) {
              this.record(className, prop);
              this.costs.record(className, prop, t, args);
            }
            this.depth++;
            try {
              return fn.apply(proxy, args);
            } finally {
              this.depth--;
            }
          };
          wrappers.set(prop, w);
        }
        return w;
      },
    });
    return proxy;
  }
}
