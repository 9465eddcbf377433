import { nameKey } from '../../engine/names';
import type { Problem } from '../../shared/types';
import { cellOf } from '../columns';
import type { EventModel } from '../event-model';

function lateEntries(model: EventModel) {
  const inRoundOne = new Set<string>();
  for (const m of model.ctx.matches) {
    if (m.round !== 1) continue;
    inRoundOne.add(m.a);
    if (m.b) inRoundOne.add(m.b);
  }
  // A player of a round-1 game whose row went missing was in round 1: that is the missing row's problem.
  for (const e of model.record.entries) {
    if (e.round !== 1) continue;
    for (const n of [e.a, e.b]) if (n !== null) inRoundOne.add(nameKey(n));
  }
  // A name changed by hand is the question "Did you rename…?", not a late entry to drop or remove.
  for (const r of model.renames) if (inRoundOne.has(nameKey(r.from))) inRoundOne.add(nameKey(r.to));
  return model.ctx.players.filter((p) => p.active && !inRoundOne.has(p.key));
}

/** Active players not in round 1, once it is paired, when the format takes no late entries: an error at each name. */
export function refusedLateEntries(model: EventModel, playersTab: string): Problem[] {
  if (model.round === 0) return [];
  const rule = model.format.lateEntry(model.ctx);
  if (rule.allowed) return [];
  return lateEntries(model).map((p) => ({
    severity: 'error' as const,
    tab: playersTab,
    cell: cellOf(model.columns.players, p.row, 1),
    message: `${p.name} was not in round 1. ${rule.reason}`,
    fix: 'Mark the player dropped, or remove the row.',
  }));
}
