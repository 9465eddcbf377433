// Event-level notes: an even field, a Rounds setting the schedule overrides, a bad date, a playoff due.

import type { FormatContext } from '../format';
import { playerNames } from '../format';
import { lineupOf } from './lineup';
import { playoffOf } from './playoff';
import { firstWeekendText, parseDate } from './weekends';

export function warnings(ctx: FormatContext): string[] {
  const lineup = lineupOf(ctx);
  const out = [...lineup.warnings];
  const N = lineup.keys.length;
  if (N > 0 && N % 2 === 0) {
    out.push(
      `${N} players is an even number; the format wants an odd number. The schedule runs ${N - 1} rounds: players 1 to ${N - 1} follow the odd schedule and player ${N} plays whoever would sit out (target in odd rounds, arrow in even rounds).`,
    );
  }
  // Rounds left blank follows the schedule; a number typed there is checked against it.
  if (N >= 2 && ctx.config.rounds > 0 && ctx.config.rounds !== lineup.length) {
    out.push(
      `Rounds on the Event tab says ${ctx.config.rounds}, but the arrow/target schedule for ${N} players has ${lineup.length} rounds; the add-on follows the schedule (plus a playoff if first place is tied). Set Rounds to ${lineup.length}, or leave it blank, to clear this note.`,
    );
  }
  const firstWeekend = firstWeekendText(ctx).trim();
  if (firstWeekend && parseDate(firstWeekend) === null) {
    out.push(
      `"${firstWeekend}" under First weekend is not a date like 2026-12-05; the Schedule tab shows weekends without dates.`,
    );
  }
  const playoff = playoffOf(ctx);
  if (playoff.bracket && !playoff.bracket.champion) {
    const names = playerNames(ctx);
    out.push(
      `First place is tied: ${playoff.seeds.map((s) => names.get(s)).join(', ')} play a single-elimination playoff (Bracket tab); pair the next round to play it.`,
    );
  }
  return out;
}
