// Sanctioning: "This format follows Decipher's sanctioning tournament program which requires at least
// three complete games"; timed games "no less than 60 minutes"; docs/rules/DECISIONS.md: warn under 8 players.
import { plural } from '../../shared/plural';
import { type FormatContext, optionValue } from '../format';
import { gameMinutesOpt } from './options';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const count = ctx.players.filter((p) => p.active).length;
  if (count > 0 && count < 8)
    out.push(`Sanctioning: ${plural(count, 'player')}; a sanctioned event needs at least 8.`);
  if (ctx.config.rounds < 3)
    out.push(`Sanctioning: Rounds is ${ctx.config.rounds}; Decipher requires at least three complete games.`);
  const minutes = Number(optionValue(ctx.config, gameMinutesOpt));
  if (minutes > 0 && minutes < 60)
    out.push(`Minutes per game: timed games must be no less than 60 minutes; the Event tab says ${minutes}.`);
  return out;
}
