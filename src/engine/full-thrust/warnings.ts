// Event-level Full Thrust warnings: a typed Rounds value the structure overrides, and an event longer than
// the source's 8 hours. Fleet totals are checked at each player's cell (fleet-issues.ts).
import { type FormatContext, optionValue } from '../format';
import { minutesOpt } from './options';
import { structureOf } from './structure';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const structure = structureOf(ctx);
  // Rounds left blank follows the players; a number typed there is only checked against them.
  if (ctx.config.rounds > 0 && ctx.config.rounds !== structure.total && structure.entrants.length >= 2) {
    out.push(
      `This event plays ${structure.total} rounds for ${structure.entrants.length} players (${structure.qualRounds} qualifying games, then the cut); the Event tab's Rounds value (${ctx.config.rounds}) is not used. Set Rounds to ${structure.total}, or leave it blank, to clear this note.`,
    );
  }
  const minutes = Number(optionValue(ctx.config, minutesOpt));
  if (minutes * structure.total > 480)
    out.push(
      `Minutes per game: ${structure.total} rounds of ${minutes} minutes is more than the 8 hours the source plans for.`,
    );
  return out;
}
