import { orList, RESULT_CODES } from '../../engine/cell-checks';
import { type ColumnSpec, isBlank, type Match, resultColumnsOf } from '../../engine/format';
import type { Problem } from '../../shared/types';
import { cellOf } from '../columns';
import type { EventModel } from '../event-model';
import { RESULT_FIXED } from '../layout';

/**
 * Where the list is shown: a refusal to pair offers "Pair anyway"; Check event only says what pairing
 * will need.
 */
export type MissingFor = 'pair' | 'check';

const BEFORE_PAIRING = 'Type the result before pairing the next round.';
const PAIR_ANYWAY = 'Or choose "Pair anyway" to pair before every result is in.';

/** What to type in a blank result column: its choices, or its header, with the column's help. */
function columnFix(col: ColumnSpec): string {
  return col.kind === 'choice' && col.choices?.length
    ? `Choose ${orList(col.choices)}. ${col.help}`
    : `Type the ${col.header}: ${col.help}`;
}

/**
 * Every game up to `round` without its result: an earlier round's too (a row restored after it was
 * deleted comes back blank), since the next round is paired from all of them. A game with nothing typed
 * is "missing" at its first result cell; a half-typed one names each blank column it still needs, at
 * that cell, so no filled cell is ever called missing. A game whose cells hold an error is left to that
 * error, which says what to fix and already stops every action.
 */
export function missingResults(
  model: EventModel,
  round: number,
  tab: string,
  shownIn: MissingFor = 'pair',
): Problem[] {
  const tail = shownIn === 'pair' ? ` ${PAIR_ANYWAY}` : '';
  const cols = model.columns.results;
  const columns = resultColumnsOf(model.format, model.ctx.config.options);
  const colOf = (key: string) => RESULT_FIXED.length + 1 + columns.findIndex((c) => c.key === key);
  const firstCell = (m: Match) => cellOf(cols, m.row, RESULT_FIXED.length + 1);
  return model.ctx.matches
    .filter((m) => m.round <= round && !model.complete.has(m))
    .sort((x, y) => x.round - y.round || x.table - y.table)
    .flatMap((m): Problem[] => {
      const check = model.format.checkResult(m, model.ctx);
      if (check.issues.some((i) => i.severity === 'error')) return [];
      const where = `Round ${m.round}, table ${m.table}`;
      const blank = (check.blank ?? []).filter((k) => columns.some((c) => c.key === k));
      const at = (key: string) => cellOf(cols, m.row, colOf(key));
      if (check.waiting) {
        return [
          {
            severity: 'error',
            tab,
            cell: blank.length ? at(blank[0]) : firstCell(m),
            message: `${where}: ${check.waiting.message}`,
            fix: shownIn === 'pair' ? check.waiting.fix : BEFORE_PAIRING,
            code: RESULT_CODES.waiting,
          },
        ];
      }
      const typed = columns.some((c) => c.kind !== 'checkbox' && !isBlank(m.cells[c.key]));
      if (!typed) {
        return [
          {
            severity: 'error',
            tab,
            cell: firstCell(m),
            message: `${where}: the result is missing.`,
            fix: shownIn === 'pair' ? `Type the result. ${PAIR_ANYWAY}` : BEFORE_PAIRING,
            code: RESULT_CODES.missing,
          },
        ];
      }
      if (blank.length === 0) {
        // The format names no blank cell: say the result is incomplete, at a blank cell if there is one.
        const open = columns.find((c) => c.kind !== 'checkbox' && isBlank(m.cells[c.key]));
        return [
          {
            severity: 'error',
            tab,
            cell: open ? at(open.key) : firstCell(m),
            message: `${where}: the result is not complete.`,
            fix: `Complete the result.${tail}`,
            code: RESULT_CODES.blank,
          },
        ];
      }
      return blank.map((key) => {
        const col = columns.find((c) => c.key === key) as ColumnSpec;
        const cell = at(key);
        return {
          severity: 'error',
          tab,
          cell,
          message: `${where}: ${col.header} is blank (${cell}).`,
          fix: `${columnFix(col)}${tail}`,
          code: RESULT_CODES.blank,
        };
      });
    });
}
