import type { RoundPlan } from '../../engine/format';
import type { EventModel } from '../event-model';
import type { Snapshot } from '../grid';
import type { Write } from '../patch';
import { RECORD_HEADERS, type RecordEntry, recordRow, renderRecord } from '../record';
import { nameOf } from '../render';

/**
 * The record's write: the new games appended to its tab, or the whole record written (an event with no
 * record tab yet, or an action that takes games out of it).
 */
export function recordWrite(
  snapshot: Snapshot,
  model: EventModel,
  entries: readonly RecordEntry[],
  added: readonly RecordEntry[] = [],
): Write {
  const tab = snapshot.tabs.record;
  if (tab && model.record.source === 'tab' && entries === model.record.entries && added.length) {
    // The rounds still to come are reserved: the tab grows once, not every round; its rows have no
    // formats, so the room costs one insert and no cells.
    const round = added[0].round;
    const reserve = Math.max(0, model.ctx.config.rounds - round) * added.length;
    return {
      kind: 'append',
      role: 'record',
      width: RECORD_HEADERS.length,
      rows: added.map(recordRow),
      reserve,
    };
  }
  return renderRecord([...entries, ...added], tab?.values.length ?? 0);
}

/**
 * The record's entries of a round the format planned, named as the players are named now, with when it
 * was paired: reports sent before it answer another pairing.
 */
export function plannedEntries(model: EventModel, plan: RoundPlan, nowIso: string): RecordEntry[] {
  return plan.tables.map((t) => ({
    round: plan.round,
    table: t.table,
    a: nameOf(model, t.a),
    b: t.b === null ? null : nameOf(model, t.b),
    ...(t.pairedAt === undefined ? {} : { pairedAt: t.pairedAt }),
    pairedOn: nowIso,
  }));
}
