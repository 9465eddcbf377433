import type { EventModel } from '../event-model';
import { EVENT_LABELS } from '../parse-event';

/** How many rounds the event has: the Event tab's Rounds, unless the format decides it (e.g. a round robin). */
export function roundLimit(model: EventModel): { rounds: number; fix: string } {
  const own = model.format.roundLimit?.(model.ctx);
  if (own) return { rounds: own.rounds, fix: own.done };
  return {
    rounds: model.ctx.config.rounds,
    fix: `Raise "${EVENT_LABELS.rounds}" on the Event tab to play more rounds.`,
  };
}
