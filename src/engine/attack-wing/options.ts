// The Event tab settings of Attack Wing OP. Defaults follow the OP instructions; each is named so the
// pieces that read it do not depend on its position in the list.
import type { OptionSpec } from '../../shared/types';
import { choiceOption, numberOption, textOption } from '../option-specs';

export const DEFAULT_RANK_TITLES =
  'Admiral, Vice Admiral, Rear Admiral, Commodore, Captain, Commander, Lieutenant Commander, Lieutenant, Lieutenant (junior grade), Ensign, Cadet';

export const battleMinutesOpt = numberOption({
  key: 'battleMinutes',
  label: 'Battle round minutes',
  help: 'Each player battles 1 other player in each 60 minute Battle Round; the round ends at elimination or time.',
  default: 60,
  min: 1,
  max: 600,
});

export const squadronPointsOpt = numberOption({
  key: 'squadronPoints',
  label: 'Squadron point limit',
  help: "The SP each fleet may spend, from the Set Up section of the OP kit's Overview (faction penalties included).",
  default: 120,
  min: 1,
  max: 1000,
});

export const byeFleetOpt = choiceOption({
  key: 'byeFleetPoints',
  label: 'Bye fleet points',
  help: "A bye scores 2 battle points and the average of every other player's fleet points that round, rounded up (or 0).",
  choices: [
    ['average', 'Average of the others, rounded up'],
    ['zero', '0'],
  ],
});

export const rankTitlesOpt = textOption({
  key: 'rankTitles',
  label: 'Rank titles',
  help: 'Titles by final rank, best first, separated by commas; the last one is used for every rank after it.',
  default: DEFAULT_RANK_TITLES,
});

export const pairingOpt = choiceOption({
  key: 'pairing',
  label: 'Later rounds',
  help: 'Sorted by battle points then fleet points, neighbours paired. Look ahead: never walk into a dead end that forces a rematch. As written: next lower player not yet faced.',
  choices: [
    ['look-ahead', 'Look ahead'],
    ['written', 'As written'],
  ],
});

/** In the order the Event tab lists them. */
export const options: OptionSpec[] = [
  battleMinutesOpt,
  squadronPointsOpt,
  byeFleetOpt,
  rankTitlesOpt,
  pairingOpt,
];
