// How many rounds the event has: the schedule's length (it follows from the players) plus any playoff.
import type { FormatContext } from '../format';
import { lineup } from './lineup';
import { playoff } from './playoff';

export function roundLimit(ctx: FormatContext): { rounds: number; done: string } {
  const lu = lineup(ctx);
  const po = playoff(ctx);
  const extra = po.bracket ? po.bracket.rounds : 0;
  return {
    // Before there are two players the schedule has no length yet: the Event tab's Rounds stands in.
    rounds: lu.length === 0 ? ctx.config.rounds : lu.length + extra,
    done: po.bracket
      ? 'The schedule and the playoff are all paired: type the last results to finish the event.'
      : `The arrow/target schedule has ${lu.length} rounds for ${lu.keys.length} players, and all are paired. A playoff is added only if first place is tied once every result is in.`,
  };
}
