import type { Note } from '../../engine/format';
import type { Problem } from '../../shared/types';
import type { EventModel } from '../event-model';

/**
 * The warnings an action hands back with its outcome: the event's own (a near-duplicate name), the
 * format's notes on it, each at the Event cell of the setting it is about, and `extra`, the action's
 * own (a round's pairing warnings), at no cell. Each keeps its code.
 */
export function eventWarnings(model: EventModel, tab: string, extra: readonly Note[] = []): Problem[] {
  // With a paired game missing from Results the format would judge an event that lacks it (arrow/target
  // would say round 1 "no longer matches" and renumber): the missing row's own error says what to do.
  const formatNotes = model.missingGames.length ? [] : model.format.warnings(model.ctx);
  const warning = (note: Note, cell: string): Problem => ({
    severity: 'warning',
    tab,
    cell,
    message: note.message,
    fix: '',
    code: note.code,
  });
  const own = [
    ...formatNotes.map((n) => warning(n, settingCell(model, n.setting))),
    ...extra.map((n) => warning(n, '')),
  ];
  return [...model.problems.filter((p) => p.severity === 'warning'), ...own];
}

/** The value cell of the Event setting labelled `label` (as typed in column A, any case), or '' for none. */
export function settingCell(model: EventModel, label: string | undefined): string {
  if (!label) return '';
  const wanted = label.trim().toLowerCase();
  return model.settingCells.find((s) => s.label.toLowerCase() === wanted)?.cell ?? '';
}
