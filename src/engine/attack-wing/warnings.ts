// Event settings that depart from the OP instructions: shown as warnings, never refused, since an
// organizer may run a shorter or longer event on purpose.
import { type FormatContext, type FormatNote, optionValue, ROUNDS_SETTING } from '../format';
import { battleMinutesOpt } from './options';

/** The kinds of Attack Wing's notes on the event. */
export const ATTACK_WING_NOTE_CODES = {
  /** Rounds other than the OP instructions' 3 Battle Rounds. */
  rounds: 'attack-wing-op-rounds',
  /** Battle rounds other than the OP instructions' 60 minutes. */
  minutes: 'attack-wing-op-minutes',
} as const;

export function warnings(ctx: FormatContext): FormatNote[] {
  const out: FormatNote[] = [];
  if (ctx.config.rounds !== 3)
    out.push({
      code: ATTACK_WING_NOTE_CODES.rounds,
      message: `The OP instructions run tournaments in 3 Battle Rounds; the Event tab says ${ctx.config.rounds}.`,
      setting: ROUNDS_SETTING,
    });
  const minutes = Number(optionValue(ctx.config, battleMinutesOpt));
  if (minutes !== 60)
    out.push({
      code: ATTACK_WING_NOTE_CODES.minutes,
      message: `Battle round minutes: battle rounds are 60 minutes in the OP instructions; the Event tab says ${minutes}.`,
      setting: battleMinutesOpt.label,
    });
  return out;
}
