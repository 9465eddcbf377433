// Event settings that depart from the OP instructions: shown as warnings, never refused, since an
// organizer may run a shorter or longer event on purpose.
import { type FormatContext, optionValue } from '../format';
import { battleMinutesOpt } from './options';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  if (ctx.config.rounds !== 3)
    out.push(
      `The OP instructions run tournaments in 3 Battle Rounds; the Event tab says ${ctx.config.rounds}.`,
    );
  const minutes = Number(optionValue(ctx.config, battleMinutesOpt));
  if (minutes !== 60)
    out.push(
      `Battle round minutes: battle rounds are 60 minutes in the OP instructions; the Event tab says ${minutes}.`,
    );
  return out;
}
