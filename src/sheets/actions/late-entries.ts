import { nameKey } from '../../engine/names';
import type { Problem } from '../../shared/types';
import { cellOf } from '../columns';
import type { EventModel } from '../event-model';
import { PLAYER_CODES } from './players';

function lateEntries(model: EventModel) {
  const admitted = new Set<string>();
  // A player paired in any round was admitted when that round was paired (any-game takes late players
  // only until its Swiss rounds are all paired), so only a player in no round is a refused late entry.
  for (const m of model.ctx.matches) {
    admitted.add(m.a);
    if (m.b) admitted.add(m.b);
  }
  // A player of a round-1 game whose row went missing was in round 1: that is the missing row's problem.
  for (const e of model.record.entries) {
    if (e.round !== 1) continue;
    for (const n of [e.a, e.b]) if (n !== null) admitted.add(nameKey(n));
  }
  // A name changed by hand is the question "Did you rename…?", not a late entry to drop or remove.
  for (const r of model.renames) if (admitted.has(nameKey(r.from))) admitted.add(nameKey(r.to));
  return model.ctx.players.filter((p) => p.active && !admitted.has(p.key));
}

/**
 * Active players in no round, once round 1 is paired, when the format takes no late entries now: an error
 * at each name.
 */
export function refusedLateEntries(model: EventModel, playersTab: string): Problem[] {
  if (model.round === 0) return [];
  const rule = model.format.lateEntry(model.ctx);
  if (rule.allowed) return [];
  return lateEntries(model).map((p) => ({
    severity: 'error' as const,
    code: PLAYER_CODES.lateEntryClosed,
    tab: playersTab,
    cell: cellOf(model.columns.players, p.row, 1),
    message: `${p.name} was not in round 1. ${rule.reason}`,
    fix: 'Mark the player dropped, or remove the row.',
  }));
}
