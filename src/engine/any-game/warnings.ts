// Event-level warnings: settings that contradict each other, or a structure the field cannot fill.
import { plural } from '../../shared/plural';
import type { FormatContext } from '../format';
import { anyRated, RATING_COLUMN } from './rating';
import { settingsOf } from './settings';
import { fieldOf, planOf } from './structure';
import { tiebreaker } from './tiebreakers/library';

export function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const settings = settingsOf(ctx.config);
  const plan = planOf(ctx);
  const n = fieldOf(ctx).length;
  if (settings.structure !== 'swiss' && settings.cut !== 'table' && settings.cut !== 'none')
    out.push(
      `Top cut: a cut follows Swiss rounds only; this event is a ${settings.structure.replace(/-/g, ' ')}, so the cut is not played.`,
    );
  if (
    plan.kind === 'swiss' &&
    settings.cut !== 'table' &&
    settings.cut !== 'none' &&
    plan.cut === null &&
    n > 0
  )
    out.push(
      `Top cut: a top ${settings.cut} needs more than ${plural(settings.cut, 'player')}; with ${n}, the Swiss decides.`,
    );
  if (settings.structure !== 'swiss' && ctx.config.rounds > 0)
    out.push(
      'Rounds: a round robin or an elimination event sets its own rounds; the number typed on the Event tab is not used.',
    );
  // Rounds lowered under the rounds paired is an error the sheet layer reports for every format; with a
  // cut, the rounds past the typed Swiss count read as the cut's, so the warning says which they are.
  const paired = Math.max(0, ...ctx.matches.map((m) => m.round));
  if (plan.kind === 'swiss' && plan.cut && ctx.config.rounds > 0 && paired > plan.swissRounds)
    out.push(
      `Rounds: ${plural(plan.swissRounds, 'Swiss round')} on the Event tab, so round ${plan.swissRounds + 1} and later are the top ${plan.cut} cut. If round ${plan.swissRounds + 1} was paired as a Swiss round, raise Rounds back to the Swiss rounds played.`,
    );
  // ARO and TPR read the ratings: with none typed they are 0 for everyone and separate nobody.
  const rated = settings.tiebreakers.filter((t) => t === 'aro' || t === 'tpr');
  if (rated.length && !anyRated(ctx.players))
    out.push(
      `Tie-breakers: ${rated.map((t) => tiebreaker(t).column).join(' and ')} read the players' ratings, and none is typed: type the header "${RATING_COLUMN.header}" in a free column of row 1 of Players and each rating under it, or choose another tie-breaker.`,
    );
  if (settings.points.win <= settings.points.draw || settings.points.draw < settings.points.loss)
    out.push(
      `Points: a win (${settings.points.win}) should score more than a draw (${settings.points.draw}), and a draw no less than a loss (${settings.points.loss}).`,
    );
  return out;
}
