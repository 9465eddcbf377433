// Event-level Full Thrust warnings: missing or disagreeing fleet totals (the lower-fleet tie-break), a
// Rounds value the structure overrides, and an event longer than the source's 8 hours.
import { type FormatContext, optionValue, toNumber } from '../format';
import { minutesOpt } from './options';
import { nameFn, rosters } from './players';
import { rosterTotal } from './roster';
import { structure } from './structure';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const st = structure(ctx);
  const name = nameFn(ctx);
  const ros = rosters(ctx);
  for (const p of ctx.players.filter((x) => x.active)) {
    const typed = toNumber(p.fields.fleet);
    if (typed === null && !ros[p.key])
      out.push(
        `${p.name} has no fleet points (Players tab) and no roster (Fleets tab): the lower-fleet tie-break ranks them last.`,
      );
    if (typed !== null && ros[p.key] && rosterTotal(ros[p.key]) !== typed) {
      out.push(
        `${name(p.key)}: the Fleets tab totals ${rosterTotal(ros[p.key])} points but Fleet points says ${typed}; the typed total is used for ties.`,
      );
    }
  }
  if (ctx.config.rounds !== st.total && st.entrants.length >= 2) {
    out.push(
      `This event plays ${st.total} rounds for ${st.entrants.length} players (${st.qualRounds} qualifying games, then the cut); the Event tab's Rounds value (${ctx.config.rounds}) is not used.`,
    );
  }
  const minutes = Number(optionValue(ctx.config, minutesOpt));
  if (minutes * st.total > 480)
    out.push(
      `Minutes per game: ${st.total} rounds of ${minutes} minutes is more than the 8 hours the source plans for.`,
    );
  return out;
}
