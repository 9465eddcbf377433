import { parseA1 } from './a1';
import { parseUserEntered } from './cell-input';
import { checkCellLengths } from './cell-limit';
import type { Emulator } from './emulator';
import { writeUserEntered } from './range';
import { getCell } from './store';
import { acceptsTypedValue } from './validation';

/**
 * A person typing into cells: the same user-entered parsing as setValues (honouring each cell's
 * number format), but uncounted, and a rejecting validation rule refuses the entry as the Sheets
 * editor would (scripts are never checked against validation).
 */
export function typeInto(emulator: Emulator, tabName: string, a1: string, values: unknown[][]): void {
  const sheet = emulator.store.sheets.find((s) => s.name === tabName);
  if (!sheet) throw new Error(`typeInto: no tab named "${tabName}"`);
  const rect = parseA1(a1);
  if (!rect) throw new Error(`typeInto: bad A1 notation "${a1}"`);
  const height = Math.max(rect.numRows, values.length);
  const width = Math.max(rect.numCols, ...values.map((r) => r.length));
  if (rect.row + height - 1 > sheet.maxRows || rect.col + width - 1 > sheet.maxColumns) {
    throw new Error(`typeInto: ${a1} with ${height}x${width} values is outside tab "${tabName}"`);
  }
  // The Sheets editor refuses a cell past 50,000 characters just as setValues does.
  checkCellLengths({ Date, Error }, values);
  values.forEach((row, i) => {
    row.forEach((input, j) => {
      const r = rect.row + i;
      const c = rect.col + j;
      const cell = getCell(sheet, r, c);
      if (cell?.validation) {
        const parsed = parseUserEntered(input, cell.format?.numberFormat);
        const value = 'value' in parsed ? parsed.value : parsed.formula;
        if (!acceptsTypedValue(cell.validation, value)) {
          throw new Error(
            `typeInto: "${String(input)}" in ${tabName}!${a1} violates the cell's data validation`,
          );
        }
      }
      writeUserEntered(sheet, r, c, input);
    });
  });
}
