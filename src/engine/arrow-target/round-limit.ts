// How many rounds the event has: the schedule's length (it follows from the players) plus any playoff.
import type { FormatContext } from '../format';
import { lineupOf } from './lineup';
import { playoffOf } from './playoff';

export function roundLimit(ctx: FormatContext): { rounds: number; done: string } {
  const lineup = lineupOf(ctx);
  const playoff = playoffOf(ctx);
  const extra = playoff.bracket ? playoff.bracket.rounds : 0;
  return {
    // Before there are two players the schedule has no length yet: the Event tab's Rounds stands in.
    rounds: lineup.length === 0 ? ctx.config.rounds : lineup.length + extra,
    done: playoff.bracket
      ? 'The schedule and the playoff are all paired: type the last results to finish the event.'
      : `The arrow/target schedule has ${lineup.length} rounds for ${lineup.keys.length} players, and all are paired. A playoff is added only if first place is tied once every result is in.`,
  };
}
