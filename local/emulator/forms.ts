// A Google Form linked to the spreadsheet: its responses tab (row 1 the question titles after
// "Timestamp", one row per submission) and a submission as Forms writes it, uncounted like typeInto
// (the form writes, not the script). Whether Forms stores "3" as text or as a number is unverified:
// the formAnswers switch (platform.ts) offers both.
import type { Emulator } from './emulator';
import { noteSwitch } from './platform';
import { allocateSheetId, ensureCell, newSheetState, type SheetState, switchDiffers } from './store';

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Adds the tab a form writes to, with its header row; Sheet.getFormUrl gives `formUrl` for it. */
export function linkFormTab(
  emu: Emulator,
  tabName: string,
  questions: readonly string[],
  formUrl = `https://docs.google.com/forms/d/e/emulated-${tabName.replace(/\W+/g, '-')}/viewform`,
): void {
  const sheet = newSheetState(allocateSheetId(emu.store), tabName);
  sheet.formUrl = formUrl;
  ['Timestamp', ...questions].forEach((title, i) => {
    ensureCell(sheet, 1, i + 1).value = title;
  });
  emu.store.sheets.push(sheet);
}

function lastRow(sheet: SheetState): number {
  for (let r = sheet.rows.length; r > 0; r--)
    if ((sheet.rows[r - 1] ?? []).some((c) => c?.value !== undefined && c.value !== '')) return r;
  return 0;
}

/**
 * Appends one submission: Timestamp (a Date) in column A, each answer under its question's title (a
 * title not on the tab yet gets a column of its own, as Forms adds one for a new question).
 */
export function submitFormResponse(
  emu: Emulator,
  tabName: string,
  answers: Record<string, string>,
  at: Date = emu.now(),
): number {
  const sheet = emu.store.sheets.find((s) => s.name === tabName && !s.deleted);
  if (!sheet?.formUrl) throw new Error(`submitFormResponse: "${tabName}" is no form's responses tab`);
  const header = (sheet.rows[0] ?? []).map((c) => String(c?.value ?? ''));
  const row = lastRow(sheet) + 1;
  ensureCell(sheet, row, 1).value = new Date(at.getTime());
  const typed = emu.store.platform.formAnswers === 'typed';
  for (const [title, text] of Object.entries(answers)) {
    let col = header.indexOf(title) + 1;
    if (col === 0) {
      header.push(title);
      col = header.length;
      ensureCell(sheet, 1, col).value = title;
    }
    if (text === '') continue;
    const numeric = NUMBER.test(text.trim());
    if (numeric && switchDiffers(emu.store, 'formAnswers')) noteSwitch('formAnswers');
    ensureCell(sheet, row, col).value = typed && numeric ? Number(text) : text;
  }
  if (row > sheet.maxRows) sheet.maxRows = row;
  if (header.length > sheet.maxColumns) sheet.maxColumns = header.length;
  return row;
}
