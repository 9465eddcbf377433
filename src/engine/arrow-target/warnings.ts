// Event-level notes: an even field, a Rounds setting the schedule overrides, a bad date, a playoff due.

import type { FormatContext, FormatNote } from '../format';
import { playerNames, ROUNDS_SETTING } from '../format';
import { lineupOf } from './lineup';
import { firstWeekendOpt } from './options';
import { playoffOf } from './playoff';
import { firstWeekendText, parseDate } from './weekends';

/** The kinds of arrow/target's notes on the event (the start numbers' own are LINEUP_CODES). */
export const ARROW_TARGET_NOTE_CODES = {
  /** An even field: the last player plays whoever would sit out. */
  evenField: 'arrow-target-even-field',
  /** A Rounds value other than the schedule's, which is followed instead. */
  roundsNotUsed: 'arrow-target-rounds-not-used',
  /** A First weekend that is not a date. */
  firstWeekendNotDate: 'arrow-target-first-weekend-not-date',
  /** First place is tied: a playoff is to be paired. */
  playoffDue: 'arrow-target-playoff-due',
} as const;

export function warnings(ctx: FormatContext): FormatNote[] {
  const lineup = lineupOf(ctx);
  const out: FormatNote[] = [...lineup.warnings];
  const N = lineup.keys.length;
  if (N > 0 && N % 2 === 0) {
    out.push({
      code: ARROW_TARGET_NOTE_CODES.evenField,
      message: `${N} players is an even number; the format wants an odd number. The schedule runs ${N - 1} rounds: players 1 to ${N - 1} follow the odd schedule and player ${N} plays whoever would sit out (target in odd rounds, arrow in even rounds).`,
    });
  }
  // Rounds left blank follows the schedule; a number typed there is checked against it.
  if (N >= 2 && ctx.config.rounds > 0 && ctx.config.rounds !== lineup.length) {
    out.push({
      code: ARROW_TARGET_NOTE_CODES.roundsNotUsed,
      message: `Rounds on the Event tab says ${ctx.config.rounds}, but the arrow/target schedule for ${N} players has ${lineup.length} rounds; the add-on follows the schedule (plus a playoff if first place is tied). Set Rounds to ${lineup.length}, or leave it blank, to clear this note.`,
      setting: ROUNDS_SETTING,
    });
  }
  const firstWeekend = firstWeekendText(ctx).trim();
  if (firstWeekend && parseDate(firstWeekend) === null) {
    out.push({
      code: ARROW_TARGET_NOTE_CODES.firstWeekendNotDate,
      message: `"${firstWeekend}" under First weekend is not a date like 2026-12-05; the Schedule tab shows weekends without dates.`,
      setting: firstWeekendOpt.label,
    });
  }
  const playoff = playoffOf(ctx);
  if (playoff.bracket && !playoff.bracket.champion) {
    const names = playerNames(ctx);
    out.push({
      code: ARROW_TARGET_NOTE_CODES.playoffDue,
      message: `First place is tied: ${playoff.seeds.map((s) => names.get(s)).join(', ')} play a single-elimination playoff (Bracket tab); pair the next round to play it.`,
    });
  }
  return out;
}
