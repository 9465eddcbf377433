// How wide a line of text is in Sheets' default font (Arial), estimated from its advance widths: no
// Apps Script call can measure text, and autoResizeColumns is one call per tab per action.
import type { CellValue } from '../engine/format';

/** Arial advance widths in 1/1000 em for printable ASCII (32..126). */
const ARIAL = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Bold Arial is about 7% wider on average. */
const BOLD = 1.07;
/** Cell padding on both sides, plus room for a filter or dropdown arrow's margin. */
const PADDING = 14;
/** Widths are set in steps, so a column grows a few times over an event, not at every new character. */
export const WIDTH_STEP = 20;
/**
 * The widest a column is made for its content. Longer prose (a Log line, an Event help text, a note)
 * stays readable by spilling into the empty cell beside it, as Sheets shows overflowing text.
 */
export const MAX_COLUMN_WIDTH = 640;

export interface TextStyle {
  /** Points; Sheets' default is 10. */
  fontSize?: number;
  bold?: boolean;
}

function charUnits(code: number): number {
  if (code >= 32 && code <= 126) return ARIAL[code - 32];
  // Wide scripts (CJK, emoji) take a full em; other letters about an average capital.
  return code >= 0x2e80 ? 1000 : 650;
}

/** The pixels a value takes on one line, padding included (the longest line of a multi-line value). */
export function textWidth(value: CellValue, style: TextStyle = {}): number {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (text === '') return 0;
  const px = ((style.fontSize ?? 10) * 4) / 3;
  let widest = 0;
  let units = 0;
  // One pass over UTF-16 units (a string iterator per cell was most of the cost on a large tab); a
  // surrogate pair counts once, as the character it is.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      widest = Math.max(widest, units);
      units = 0;
      continue;
    }
    const next = code >= 0xd800 && code <= 0xdbff ? text.charCodeAt(i + 1) : 0;
    if (next >= 0xdc00 && next <= 0xdfff) {
      units += charUnits(text.codePointAt(i) ?? code);
      i++;
    } else units += charUnits(code);
  }
  widest = Math.max(widest, units);
  return Math.ceil((widest / 1000) * px * (style.bold ? BOLD : 1)) + PADDING;
}

/** What a column needs for `value`: its text width, in whole steps, at most MAX_COLUMN_WIDTH. */
export function neededWidth(value: CellValue, style: TextStyle = {}): number {
  const w = textWidth(value, style);
  if (w === 0) return 0;
  return Math.min(MAX_COLUMN_WIDTH, Math.ceil(w / WIDTH_STEP) * WIDTH_STEP);
}

/**
 * What a wrapped header needs: its longest word on one line (bold), so the header breaks between words
 * and never inside one.
 */
export function wrappedHeaderWidth(header: string, style: TextStyle = {}): number {
  return Math.max(0, ...header.split(/\s+/).map((w) => neededWidth(w, { ...style, bold: true })));
}
