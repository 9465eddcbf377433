// The whole workbook in a form that is cheap to take and to compare, for tests that prove an action
// changed nothing. JSON.stringify(storeToJson(store)) says the same but builds an object keyed by A1 for
// every formatted cell (a new event formats its columns down to row 1,000: some 25,000 cells), which cost
// 25 to 55 ms a save and about a tenth of the bundle tests' time. The snapshot keeps the saved JSON of
// everything but the cells, and of the cells two 32-bit hashes per row.
import { type CellState, hasContent, type SheetState, type WorkbookStore } from './store';
import { savesFormat, storeToJson } from './workbook-json';

/**
 * Two snapshots are equal (snapshotChange gives null) when the two workbooks save to the same JSON text,
 * but for the order of the keys inside a validation rule; when the texts differ, the snapshots differ
 * unless a row's hashes collide (a string's own hash has 53 bits: about one chance in 2^53).
 */
export interface WorkbookSnapshot {
  /** The saved JSON with every tab's values and formats left empty. */
  readonly rest: string;
  /** Each tab (in the JSON's order): two hashes per row of its cells' values and formats. */
  readonly tabs: readonly { name: string; rows: Uint32Array }[];
}

export function storeSnapshot(store: WorkbookStore): WorkbookSnapshot {
  const rest = storeToJson(store, false);
  // The saved JSON keeps one tab per name (the last), in its keys' order.
  const byName = new Map(store.sheets.map((s) => [s.name, s]));
  const tabs = Object.keys(rest.tabs).map((name) => ({
    name,
    rows: rowHashes(byName.get(name) as SheetState),
  }));
  return { rest: JSON.stringify(rest), tabs };
}

// Two lanes of FNV-1a style mixing with different primes and seeds.
const SEED_A = 0x811c9dc5;
const SEED_B = 0x01000193;
let a = SEED_A;
let b = SEED_B;

function mixInt(n: number): void {
  a = Math.imul(a ^ n, 0x01000193);
  b = Math.imul(b ^ n, 0x5bd1e995) ^ (b >>> 15);
}

/**
 * Each distinct string's own two hashes, made once: the same few formats ('@', '#ffffff', 'center') and
 * names fill thousands of cells, and a lookup costs less than mixing their characters again.
 */
const stringHashes = new Map<string, number>();
const STRING_HASHES_LIMIT = 100_000;

function mixString(s: string): void {
  let h = stringHashes.get(s);
  if (h === undefined) {
    let x = SEED_A ^ s.length;
    let y = SEED_B ^ s.length;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      x = Math.imul(x ^ c, 0x01000193);
      y = Math.imul(y ^ c, 0x5bd1e995) ^ (y >>> 15);
    }
    // Both lanes in one number: 32 bits and 21 bits, exact in a double.
    h = (x >>> 0) * 0x200000 + (y >>> 11);
    if (stringHashes.size >= STRING_HASHES_LIMIT) stringHashes.clear();
    stringHashes.set(s, h);
  }
  mixInt(h % 0x200000);
  mixInt(Math.floor(h / 0x200000));
}

const float = new Float64Array(1);
const floatWords = new Uint32Array(float.buffer);

/** One value as the JSON writes it: kinds apart, NaN and the infinities as null, objects as their JSON. */
function mixValue(v: unknown): void {
  if (typeof v === 'string') {
    mixInt(1);
    mixString(v);
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) mixInt(4);
    else {
      mixInt(2);
      // -0 saves as 0.
      float[0] = v === 0 ? 0 : v;
      mixInt(floatWords[0]);
      mixInt(floatWords[1]);
    }
  } else if (typeof v === 'boolean') mixInt(v ? 3 : 5);
  else if (v === null || v === undefined) mixInt(4);
  else {
    mixInt(6);
    mixString(JSON.stringify(v));
  }
}

/** A format key's value: unset (left out of the JSON) apart from null. */
function mixFormat(v: unknown): void {
  if (v === undefined) mixInt(9);
  else mixValue(v);
}

function mixCell(cell: CellState, col: number): void {
  mixInt(col);
  // The value's kind, then the value: the text '=1' and the formula =1 differ, as in the JSON.
  if (cell.formula !== undefined) {
    mixInt(7);
    mixString(cell.formula);
  } else if (cell.value instanceof Date) {
    mixInt(8);
    mixValue(cell.value.getTime());
  } else mixValue(cell.value === undefined ? '' : cell.value);
  // In FORMAT_KEYS' order, each read by name (formats are objects of many shapes, and reading them by a
  // variable key was most of the snapshot's time); no format and a format with no key set save alike.
  const f = cell.format;
  mixFormat(f?.numberFormat);
  mixFormat(f?.background);
  mixFormat(f?.fontColor);
  mixFormat(f?.fontWeight);
  mixFormat(f?.fontSize);
  mixFormat(f?.fontStyle);
  mixFormat(f?.horizontalAlignment);
  mixFormat(f?.verticalAlignment);
  mixFormat(f?.wrap);
  const v = cell.validation;
  if (!v) mixInt(10);
  else {
    mixInt(11);
    mixValue(v.type);
    mixValue(v.allowInvalid);
    mixValue(v.helpText);
    if (v.showDropdown === undefined) mixInt(9);
    else mixValue(v.showDropdown);
    mixInt(v.values.length);
    for (const x of v.values) mixValue(x);
  }
}

function rowHashes(sheet: SheetState): Uint32Array {
  const out = new Uint32Array(sheet.rows.length * 2);
  for (let ri = 0; ri < sheet.rows.length; ri++) {
    a = SEED_A;
    b = SEED_B;
    const row = sheet.rows[ri];
    if (row) {
      for (let ci = 0; ci < row.length; ci++) {
        const cell = row[ci];
        if (cell && (hasContent(cell) || savesFormat(cell))) mixCell(cell, ci);
      }
    }
    out[ri * 2] = a;
    out[ri * 2 + 1] = b;
  }
  return out;
}

/**
 * Null when the two snapshots are of the same workbook; otherwise where they first differ, in words: the
 * row of a tab, or the part of the saved JSON outside the cells.
 */
export function snapshotChange(before: WorkbookSnapshot, after: WorkbookSnapshot): string | null {
  if (before.rest !== after.rest) return `outside the cells: ${firstDifference(before.rest, after.rest)}`;
  // A row with nothing saved in it hashes to the seeds, as a row the tab does not have.
  for (let t = 0; t < before.tabs.length; t++) {
    const [x, y] = [before.tabs[t].rows, after.tabs[t].rows];
    const n = Math.max(x.length, y.length);
    for (let i = 0; i < n; i += 2) {
      const same =
        (i < x.length ? x[i] : SEED_A) === (i < y.length ? y[i] : SEED_A) &&
        (i + 1 < x.length ? x[i + 1] : SEED_B) === (i + 1 < y.length ? y[i + 1] : SEED_B);
      if (!same) return `${before.tabs[t].name}, row ${i / 2 + 1}: a value or format changed`;
    }
  }
  return null;
}

function firstDifference(x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const from = Math.max(0, i - 60);
  return `before …${x.slice(from, i + 60)}… after …${y.slice(from, i + 60)}…`;
}
