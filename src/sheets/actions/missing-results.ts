import type { Problem } from '../../shared/types';
import { cellOf } from '../columns';
import type { EventModel } from '../event-model';
import { RESULT_FIXED } from '../layout';

/**
 * Every game up to `round` without its result: an earlier round's too (a row restored after it was
 * deleted comes back blank), since the next round is paired from all of them.
 */
export function missingResults(model: EventModel, round: number, tab: string): Problem[] {
  const firstResultCol = RESULT_FIXED.length + 1;
  const cols = model.columns.results;
  return model.ctx.matches
    .filter((m) => m.round <= round && !model.complete.has(m))
    .sort((x, y) => x.round - y.round || x.table - y.table)
    .map((m) => {
      const waiting = model.format.checkResult(m, model.ctx).waiting;
      return {
        severity: 'error' as const,
        tab,
        cell: cellOf(cols, m.row, firstResultCol),
        message: `Round ${m.round}, table ${m.table}: ${waiting?.message ?? 'the result is missing.'}`,
        fix: waiting?.fix ?? 'Type the result, or choose "Pair anyway" to pair before every result is in.',
      };
    });
}
