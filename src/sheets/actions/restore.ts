// "Restore missing rows": every paired game whose Results row was cleared or deleted is written back
// below the last row, as pairing wrote it (result cells blank, its Status and Paired as), from the record.
import { nameKey } from '../../engine/names';
import { plural } from '../../shared/plural';
import { snapshotAfter } from '../after-writes';
import { errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { BYE_LABEL } from '../layout';
import type { Write } from '../patch';
import type { RecordEntry } from '../record';
import { renderLog, renderPairedRows } from '../render';
import { derivedWrites, pairingsDespiteErrors } from './derived-writes';
import { type Plan, refuse } from './plan';
import { tabName } from './tab-name';

const versus = (e: RecordEntry) => `${e.a} v ${e.b ?? BYE_LABEL}`;

/** The code of Restore's own refusal. */
export const RESTORE_CODES = {
  /** No paired game is missing from Results: there is no row to restore. */
  nothingMissing: 'restore-nothing-missing',
} as const;

export function planRestoreRows(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const resultsTab = tabName(snapshot, 'results', 'Results');
  const restorable = model.missingGames.filter((m) => m.restorable).map((m) => m.entry);
  if (!restorable.length)
    return refuse([
      {
        severity: 'error',
        code: RESTORE_CODES.nothingMissing,
        tab: resultsTab,
        cell: '',
        message: 'No paired game is missing from Results: there is no row to restore.',
        fix: '',
      },
    ]);
  const append = renderPairedRows(
    model,
    restorable.map((e) => ({
      ...e,
      a: nameKey(e.a),
      b: e.b === null ? null : nameKey(e.b),
      aName: e.a,
      bName: e.b,
    })),
  );
  const after = readEvent(snapshotAfter(snapshot, [append]));
  const derived = !after.ok
    ? []
    : errorsOf(after.model.problems).length
      ? pairingsDespiteErrors(after.model)
      : derivedWrites(after.model);
  const writes: Write[] = [
    append,
    ...derived,
    renderLog(
      [
        {
          action: 'Restore rows',
          round: model.round,
          seed: '',
          details: `${plural(restorable.length, 'paired game')} put back on ${resultsTab} from the add-on's record, result cells blank: ${restorable.map((e) => `round ${e.round}, table ${e.table}: ${versus(e)}`).join('; ')}.`,
        },
      ],
      nowIso,
    ),
  ];
  return {
    ok: true,
    writes,
    message: `${plural(restorable.length, 'row')} restored at the bottom of ${resultsTab}: type ${restorable.length === 1 ? 'its result' : 'their results'} again.`,
    warnings: [],
  };
}
