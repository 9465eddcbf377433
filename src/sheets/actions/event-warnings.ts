import type { Problem } from '../../shared/types';
import type { EventModel } from '../event-model';

/** The codes of the notes listed beside the sheet's own warnings. */
export const WARNING_CODES = {
  /** A note of the format about the event as it stands (Format.warnings). */
  formatNote: 'format-note',
  /** A note of the round just paired that has no PAIRING_CODES code of its own. */
  pairingNote: 'pairing-note',
} as const;

/**
 * The warnings an action hands back with its outcome: the event's own (a near-duplicate name) and the
 * format's notes on it, each at the Event cell of the setting it names. `codes`: the code of each of
 * `extra` that has one, by its text (RoundPlan.warningCodes).
 */
export function eventWarnings(
  model: EventModel,
  tab: string,
  extra: string[] = [],
  codes?: ReadonlyMap<string, string>,
): Problem[] {
  // With a paired game missing from Results the format would judge an event that lacks it (arrow/target
  // would say round 1 "no longer matches" and renumber): the missing row's own error says what to do.
  const formatNotes = model.missingGames.length ? [] : model.format.warnings(model.ctx);
  const warning = (message: string, code: string): Problem => ({
    severity: 'warning',
    tab,
    cell: settingCellOf(model, message),
    message,
    fix: '',
    code,
  });
  const own = [
    ...formatNotes.map((m) => warning(m, WARNING_CODES.formatNote)),
    ...extra.map((m) => warning(m, codes?.get(m) ?? WARNING_CODES.pairingNote)),
  ];
  return [...model.problems.filter((p) => p.severity === 'warning'), ...own];
}

/**
 * The Event cell a format's note is about: the value of the setting whose label the note names (the
 * longest label written as it is on the Event tab, as a whole word), or '' for a note about no setting
 * (a note about the players, a rematch).
 */
export function settingCellOf(model: EventModel, message: string): string {
  let best = { label: '', cell: '' };
  for (const s of model.settingCells) {
    if (s.label.length <= best.label.length) continue;
    const escaped = s.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\w])${escaped}($|[^\\w])`).test(message)) best = s;
  }
  return best.cell;
}
