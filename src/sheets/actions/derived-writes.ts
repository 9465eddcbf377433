import { outputTabs } from '../../engine/output-tabs';
import { slipsTab } from '../../engine/slips';
import { type EventModel, errorsOf } from '../event-model';
import type { Write } from '../patch';
import { renderRecord } from '../record';
import { pairingsFromMatches, renderExtraTab, renderPairings, renderStandings } from '../render';

/**
 * Every tab derived from the event, rewritten from it. Pairings is too (the current round, as the record
 * has it), so a hand edit there lasts only until the next action; `pairings: false` when the action
 * writes its own (pairing, undo). Before round 1 Pairings may hold the seating list, which stays.
 */
export function derivedWrites(model: EventModel, options: { pairings?: boolean } = {}): Write[] {
  const own = options.pairings !== false;
  const pairings = own && model.round > 0 ? [renderPairings(pairingsFromMatches(model, model.round))] : [];
  // An event set up before the record existed gets its tab with its first write (pairing and undo,
  // which pass `pairings: false`, write the record themselves).
  const record =
    own && model.record.source === 'paired-as' && model.record.entries.length
      ? [renderRecord(model.record.entries, 0)]
      : [];
  return [
    ...record,
    ...pairings,
    renderStandings(model),
    ...outputTabs(model.format, model.ctx).map(renderExtraTab),
  ];
}

/**
 * Pairings and the match slips, rewritten from the event as it stands: for the actions that change a
 * player but not the round's games (drop, reinstate, add), so a hand edit on either lasts only until then.
 */
export function roundTabsWrites(model: EventModel): Write[] {
  if (model.round === 0) return [];
  if (errorsOf(model.problems).length) return pairingsDespiteErrors(model);
  return [
    renderPairings(pairingsFromMatches(model, model.round)),
    renderExtraTab(slipsTab(model.format, model.ctx)),
  ];
}

/**
 * Pairings while another problem is on the sheet: the other derived tabs wait for it to be fixed, but
 * players must not read a name renamed since or lose a table cleared by hand. The round is rewritten
 * from its games when every game the record holds for it is on Results; otherwise nothing (the action
 * that fixes the sheet rewrites it).
 */
export function pairingsDespiteErrors(model: EventModel): Write[] {
  const round = model.round;
  if (round === 0) return [];
  const view = pairingsFromMatches(model, round);
  const recorded = model.record.entries.filter((e) => e.round === round).length;
  return view.tables.length === recorded ? [renderPairings(view)] : [];
}
