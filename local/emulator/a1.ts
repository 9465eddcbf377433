/** A rectangular block of cells, 1-based like every Apps Script coordinate. */
export interface GridRect {
  row: number;
  col: number;
  numRows: number;
  numCols: number;
}

export function columnToLetters(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export function lettersToColumn(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function cellToA1(row: number, col: number): string {
  return `${columnToLetters(col)}${row}`;
}

export function rectToA1(r: GridRect): string {
  const start = cellToA1(r.row, r.col);
  if (r.numRows === 1 && r.numCols === 1) return start;
  return `${start}:${cellToA1(r.row + r.numRows - 1, r.col + r.numCols - 1)}`;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;

function parseCell(text: string): { row: number; col: number } | null {
  const m = CELL.exec(text.trim());
  if (!m) return null;
  return { row: Number(m[2]), col: lettersToColumn(m[1]) };
}

/**
 * Parses 'B2' or 'B2:D9' (a leading "Sheet!" is dropped; callers already know the sheet).
 * Returns null for anything else so each caller can raise the error Apps Script would.
 */
export function parseA1(a1: string): GridRect | null {
  const bang = a1.lastIndexOf('!');
  const body = bang >= 0 ? a1.slice(bang + 1) : a1;
  const parts = body.split(':');
  if (parts.length > 2) return null;
  const a = parseCell(parts[0]);
  const b = parts.length === 2 ? parseCell(parts[1]) : a;
  if (!a || !b) return null;
  const row = Math.min(a.row, b.row);
  const col = Math.min(a.col, b.col);
  return { row, col, numRows: Math.abs(b.row - a.row) + 1, numCols: Math.abs(b.col - a.col) + 1 };
}

const OPEN_END = /^\$?([A-Za-z]{1,3})$/;

/**
 * Parses a range whose end names a column only, 'A1:E' or 'B5:B': Sheets reads it down to the tab's last
 * row ("Sheet1!A5:A refers to all the cells of the first column, from row 5 onward", the Sheets API's
 * A1 notation). `maxRows` is the tab's row count; null when `a1` is not of that form.
 */
export function parseOpenEndedA1(a1: string, maxRows: number): GridRect | null {
  const bang = a1.lastIndexOf('!');
  const parts = (bang >= 0 ? a1.slice(bang + 1) : a1).split(':');
  if (parts.length !== 2) return null;
  const start = CELL.exec(parts[0].trim());
  const end = OPEN_END.exec(parts[1].trim());
  if (!start || !end) return null;
  const row = Number(start[2]);
  const a = lettersToColumn(start[1]);
  const b = lettersToColumn(end[1]);
  return { row, col: Math.min(a, b), numRows: maxRows - row + 1, numCols: Math.abs(b - a) + 1 };
}
