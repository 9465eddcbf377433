// Event-level warnings: settings that contradict each other, or a structure the field cannot fill.
import { plural } from '../../shared/plural';
import { type FormatContext, type FormatNote, ROUNDS_SETTING } from '../format';
import { cutOpt } from './options';
import { anyRated, RATING_COLUMN } from './rating';
import { settingsOf } from './settings';
import { fieldOf, planOf } from './structure';
import { tiebreaker } from './tiebreakers/library';

/** The kinds of any game's notes on the event. */
export const ANY_GAME_NOTE_CODES = {
  /** A top cut set on an event that is not Swiss rounds: it is not played. */
  cutNotPlayed: 'any-game-cut-not-played',
  /** A top cut larger than the field: the Swiss decides. */
  cutTooLarge: 'any-game-cut-too-large',
  /** Rounds typed for a round robin or an elimination event, which set their own. */
  roundsNotUsed: 'any-game-rounds-not-used',
  /** Rounds paired past the Swiss rounds typed: they read as the cut's. */
  roundsAreCut: 'any-game-rounds-are-cut',
  /** A tie-breaker that reads ratings, and no rating typed. */
  noRatings: 'any-game-no-ratings',
  /** Points for a win, a draw and a loss out of order. */
  pointsOrder: 'any-game-points-order',
} as const;

export function warnings(ctx: FormatContext): FormatNote[] {
  const out: FormatNote[] = [];
  const settings = settingsOf(ctx.config);
  const plan = planOf(ctx);
  const n = fieldOf(ctx).length;
  if (settings.structure !== 'swiss' && settings.cut !== 'table' && settings.cut !== 'none')
    out.push({
      code: ANY_GAME_NOTE_CODES.cutNotPlayed,
      message: `Top cut: a cut follows Swiss rounds only; this event is a ${settings.structure.replace(/-/g, ' ')}, so the cut is not played.`,
      setting: cutOpt.label,
    });
  if (
    plan.kind === 'swiss' &&
    settings.cut !== 'table' &&
    settings.cut !== 'none' &&
    plan.cut === null &&
    n > 0
  )
    out.push({
      code: ANY_GAME_NOTE_CODES.cutTooLarge,
      message: `Top cut: a top ${settings.cut} needs more than ${plural(settings.cut, 'player')}; with ${n}, the Swiss decides.`,
      setting: cutOpt.label,
    });
  if (settings.structure !== 'swiss' && ctx.config.rounds > 0)
    out.push({
      code: ANY_GAME_NOTE_CODES.roundsNotUsed,
      message:
        'Rounds: a round robin or an elimination event sets its own rounds; the number typed on the Event tab is not used.',
      setting: ROUNDS_SETTING,
    });
  // Rounds lowered under the rounds paired is an error the sheet layer reports for every format; with a
  // cut, the rounds past the typed Swiss count read as the cut's, so the warning says which they are.
  const paired = Math.max(0, ...ctx.matches.map((m) => m.round));
  if (plan.kind === 'swiss' && plan.cut && ctx.config.rounds > 0 && paired > plan.swissRounds)
    out.push({
      code: ANY_GAME_NOTE_CODES.roundsAreCut,
      message: `Rounds: ${plural(plan.swissRounds, 'Swiss round')} on the Event tab, so round ${plan.swissRounds + 1} and later are the top ${plan.cut} cut. If round ${plan.swissRounds + 1} was paired as a Swiss round, raise Rounds back to the Swiss rounds played.`,
      setting: ROUNDS_SETTING,
    });
  // ARO and TPR read the ratings: with none typed they are 0 for everyone and separate nobody.
  const rated = settings.tiebreakers.filter((t) => t === 'aro' || t === 'tpr');
  if (rated.length && !anyRated(ctx.players))
    out.push({
      code: ANY_GAME_NOTE_CODES.noRatings,
      message: `Tie-breakers: ${rated.map((t) => tiebreaker(t).column).join(' and ')} read the players' ratings, and none is typed: type the header "${RATING_COLUMN.header}" in a free column of row 1 of Players and each rating under it, or choose another tie-breaker.`,
    });
  if (settings.points.win <= settings.points.draw || settings.points.draw < settings.points.loss)
    out.push({
      code: ANY_GAME_NOTE_CODES.pointsOrder,
      message: `Points: a win (${settings.points.win}) should score more than a draw (${settings.points.draw}), and a draw no less than a loss (${settings.points.loss}).`,
    });
  return out;
}
