// Event-level Full Thrust warnings: a typed Rounds value the structure overrides, and an event longer than
// the source's 8 hours. Fleet totals are checked at each player's cell (fleet-issues.ts).
import { type FormatContext, type FormatNote, optionValue, ROUNDS_SETTING } from '../format';
import { minutesOpt } from './options';
import { structureOf } from './structure';

/** The kinds of Full Thrust's notes on the event. */
export const FULL_THRUST_NOTE_CODES = {
  /** A Rounds value other than the structure's rounds, which are played instead. */
  roundsNotUsed: 'full-thrust-rounds-not-used',
  /** More than the source's 8 hours of games. */
  longEvent: 'full-thrust-long-event',
} as const;

export function warnings(ctx: FormatContext): FormatNote[] {
  const out: FormatNote[] = [];
  const structure = structureOf(ctx);
  // Rounds left blank follows the players; a number typed there is only checked against them.
  if (ctx.config.rounds > 0 && ctx.config.rounds !== structure.total && structure.entrants.length >= 2) {
    out.push({
      code: FULL_THRUST_NOTE_CODES.roundsNotUsed,
      message: `This event plays ${structure.total} rounds for ${structure.entrants.length} players (${structure.qualRounds} qualifying games, then the cut); the Event tab's Rounds value (${ctx.config.rounds}) is not used. Set Rounds to ${structure.total}, or leave it blank, to clear this note.`,
      setting: ROUNDS_SETTING,
    });
  }
  const minutes = Number(optionValue(ctx.config, minutesOpt));
  if (minutes * structure.total > 480)
    out.push({
      code: FULL_THRUST_NOTE_CODES.longEvent,
      message: `Minutes per game: ${structure.total} rounds of ${minutes} minutes is more than the 8 hours the source plans for.`,
      setting: minutesOpt.label,
    });
  return out;
}
