// Sanctioning: "This format follows Decipher's sanctioning tournament program which requires at least
// three complete games"; timed games "no less than 60 minutes"; CLARIFICATIONS: warn under 8 players.
import { type FormatContext, optionValue } from '../format';
import { gameMinutesOpt } from './options';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const count = ctx.players.filter((p) => p.active).length;
  if (count > 0 && count < 8) out.push(`Sanctioning: ${count} players; a sanctioned event needs at least 8.`);
  if (ctx.config.rounds < 3)
    out.push(`Sanctioning: ${ctx.config.rounds} rounds; Decipher requires at least three complete games.`);
  const minutes = Number(optionValue(ctx.config, gameMinutesOpt));
  if (minutes > 0 && minutes < 60)
    out.push(`Timed games must be no less than 60 minutes; the Event tab says ${minutes}.`);
  return out;
}
