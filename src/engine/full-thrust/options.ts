// The Event-tab options of the Full Thrust Admiral's tournament.
import type { OptionSpec } from '../../shared/types';
import { type FormatContext, optionValue } from '../format';
import { booleanOption, choiceOption, numberOption } from '../option-specs';

export const cutOpt = choiceOption({
  key: 'cutSize',
  label: 'Cut size',
  help: 'How many players the qualifying games send to the single-elimination cut: 4 = semi-finals then the final (the source).',
  default: '4',
  choices: [
    ['2', '2 (final only)'],
    ['4', '4 (semi-finals)'],
    ['8', '8 (quarter-finals)'],
  ],
});

export const oddOpt = choiceOption({
  key: 'oddMethod',
  label: 'Odd number of players',
  help: 'Judge plays: a judge plays a random player in game 1 and the lowest scorer after game 1 is eliminated. Sit out: a random player sits out game 1, the best game-1 scorer goes straight to the cut, and the best of game 2 join.',
  choices: [
    ['judge', 'Judge plays'],
    ['sit-out', 'Sit out'],
  ],
});

export const battleOpt = booleanOption({
  key: 'battle',
  label: 'Tie-breaker battle',
  help: "On: a tie that decides who advances (still level after the lower fleet total) holds the next round until its short battle (a NAC light cruiser each) is recorded, for that tie, on the Players tab or in the cut game's row. Off: a seeded coin toss decides.",
  default: true,
});

export const minutesOpt = numberOption({
  key: 'gameMinutes',
  label: 'Minutes per game',
  help: 'Time per game for the round timer; the source plans at most 8 hours for the whole event.',
  default: 90,
  min: 0,
  max: 600,
});

export const options: OptionSpec[] = [cutOpt, oddOpt, battleOpt, minutesOpt];

/** How an odd field of 5 or more is handled: a judge plays in game 1, or a player sits it out. */
export function oddMethod(ctx: FormatContext): 'judge' | 'sit-out' {
  return optionValue<string>(ctx.config, oddOpt) === 'sit-out' ? 'sit-out' : 'judge';
}
