// Seating before round 1 (a format's `seating`, e.g. sealed deck's deck construction): a seeded order
// of the active players written to Pairings, with a Log line giving the seed and the order. Refused once
// round 1 is paired, and, like pairing, on any error or with fewer than two active players.
import { seatPlayers } from '../../engine/seating';
import { plural } from '../../shared/plural';
import { cellOf } from '../columns';
import { errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { EVENT_LABELS } from '../parse-event';
import { nameOf, renderLog } from '../render';
import { renderSeating } from '../render-seating';
import { eventWarnings } from './event-warnings';
import { type Plan, refuse } from './plan';
import { tabName } from './tab-name';
import { tooFewPlayers } from './too-few-players';

/** The codes of the seating list's own refusals. */
export const SEATING_CODES = {
  /** The format has no seating list before round 1. */
  notOffered: 'seating-not-offered',
  /** A round is paired: the seating list is only for before round 1. */
  tooLate: 'seating-too-late',
} as const;

export function planSeating(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const spec = model.format.seating;
  const eventTab = tabName(snapshot, 'event', 'Event');
  if (!spec) {
    return refuse([
      {
        severity: 'error',
        code: SEATING_CODES.notOffered,
        tab: eventTab,
        cell: model.settingCells.find((c) => c.label === EVENT_LABELS.format)?.cell ?? '',
        message: `${model.format.title} has no seating list before round 1.`,
        fix: 'Pair round 1: Pairings shows each player their table.',
      },
    ]);
  }
  if (model.round > 0) {
    // The Round cell of the first paired row on Results: what makes the list too late.
    const first = model.ctx.matches.reduce((x, m) => (m.row < x.row ? m : x), model.ctx.matches[0]);
    return refuse([
      {
        severity: 'error',
        code: SEATING_CODES.tooLate,
        tab: tabName(snapshot, 'results', 'Results'),
        cell: first ? cellOf(model.columns.results, first.row, 1) : '',
        message: `Round ${model.round} is paired: the ${spec.purpose.toLowerCase()} seating list is only for before round 1, and Pairings now shows round ${model.round}.`,
        fix: 'Seat players at their round 1 tables instead. To seat them before round 1, undo the rounds first (their rows go to the Log tab).',
      },
    ]);
  }
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const few = tooFewPlayers(snapshot, model.ctx.players.filter((p) => p.active).length, 'for a seating list');
  if (few.length) return refuse(few);
  const { seed, seats } = seatPlayers(model.ctx);
  const names = seats.map((k) => nameOf(model, k));
  const minutes = spec.minutes(model.ctx.config);
  const log = renderLog(
    [
      {
        action: `${spec.purpose} seating`,
        round: 0,
        seed,
        // The whole order, so the organizer (and a test) can check the seats against the seed.
        details: `${plural(names.length, 'seat')} drawn with seed "${seed}": ${names.map((n, i) => `${i + 1} ${n}`).join(', ')}.`,
      },
    ],
    nowIso,
  );
  return {
    ok: true,
    writes: [renderSeating({ purpose: spec.purpose, eventName: model.ctx.config.name, minutes, names }), log],
    message: `${spec.purpose} seating: ${plural(names.length, 'seat')} on the Pairings tab. Pairing round 1 replaces it.`,
    warnings: eventWarnings(model, eventTab),
  };
}
