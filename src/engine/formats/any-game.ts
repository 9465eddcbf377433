// Any game: a Swiss, round-robin or single-elimination event with a preset's points and tie-breakers
// (docs/rules/any-game-presets.md, docs/rules/any-game-tiebreakers.md, docs/rules/any-game-pairing.md and
// docs/rules/DECISIONS.md). The pieces live in ../any-game/; this file wires them into the Format.
import { BYE_REQUEST_COLUMN, byeRequestIssues, requestsTakenIn } from '../any-game/bye-requests';
import { eventResultColumns, resultColumns, slipColumns } from '../any-game/columns';
import { options, presetOpt } from '../any-game/options';
import { outcomeOf } from '../any-game/outcome';
import { pairingNote, pairRound } from '../any-game/pairing';
import { RATING_COLUMN } from '../any-game/rating';
import { checkResult } from '../any-game/results';
import { presetValues, settingsOf } from '../any-game/settings';
import { primaryScore, standings } from '../any-game/standings';
import { isKnockoutRound, planOf, ROUNDS_RULE, roundLimit, roundStage } from '../any-game/structure';
import { isTrfChess, trfOf } from '../any-game/trf';
import { warnings } from '../any-game/warnings';
import type { Format } from '../format';

export const anyGame: Format = {
  id: 'any-game',
  title: 'Any game (Swiss, round robin or elimination)',
  summary:
    'Any game from a preset (Magic, Pokémon, chess club, X-Wing, generic Swiss): Swiss rounds with an optional top cut, a round robin or single elimination, ranked by points then the tie-breakers ordered on the Event tab.',
  defaultRounds: 0,
  roundsRule: ROUNDS_RULE,
  typedRounds: "A number typed here is the number of Swiss rounds, over the preset's table.",
  options,
  presetValues,
  presetOption: presetOpt.key,
  playerColumns: [],
  optionalPlayerColumns: [RATING_COLUMN, BYE_REQUEST_COLUMN],
  resultColumns,
  slipColumns,
  eventResultColumns,
  checkResult,
  lateEntry: (ctx) => {
    const plan = planOf(ctx);
    const next = Math.max(0, ...ctx.matches.map((m) => m.round)) + 1;
    if (plan.kind === 'swiss' && next <= plan.swissRounds)
      return { allowed: true, reason: 'Late players join the next Swiss round with 0 points.' };
    return {
      allowed: false,
      reason:
        plan.kind === 'swiss'
          ? plan.cut
            ? 'The Swiss rounds are all paired: a newcomer cannot join the cut.'
            : 'The Swiss rounds are all paired: no round is left for a newcomer to join.'
          : plan.kind === 'round-robin'
            ? 'The round-robin schedule is drawn for the players of round 1: a newcomer cannot be fitted in without changing who meets whom.'
            : 'The bracket is drawn in round 1: a newcomer cannot join it.',
    };
  },
  pairRound,
  pairingNote,
  pairingIssues: byeRequestIssues,
  consumedFields: requestsTakenIn,
  standings,
  primaryScore,
  files: [{ id: 'trf', label: 'FIDE TRF', extension: 'trf', offered: isTrfChess, make: trfOf }],
  winnerSide: (match, ctx) => {
    if (match.b === null) return null;
    const o = outcomeOf(match, settingsOf(ctx.config));
    if (!o || o.a === 'double-loss') return null;
    return o.a === 'win' ? 'a' : o.b === 'win' ? 'b' : 'tie';
  },
  seatRoles: (match, ctx) =>
    settingsOf(ctx.config).colours && match.b !== null ? { a: 'White', b: 'Black' } : null,
  warnings,
  extraTabs: () => [],
  roundLimit,
  roundStage,
  swapsRefused: (ctx, round) => {
    const plan = planOf(ctx);
    if (plan.kind === 'round-robin')
      return 'the round robin follows the Berger tables from the numbers drawn in round 1, so a swap would break the schedule.';
    if (isKnockoutRound(ctx, round))
      return 'the bracket pairs its seeds and winners in order, so a swap would break it.';
    return null;
  },
};
