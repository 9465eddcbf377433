// The Event tab settings of the arrow/target round robin. Only start numbers and the weekend grouping
// change what the add-on does; the deck and time limits are posted for players to read.
import type { OptionSpec } from '../../shared/types';
import { choiceOption, numberOption, textOption } from '../option-specs';

export const startNumbersOpt = choiceOption({
  key: 'startNumbers',
  label: 'Start numbers',
  help: 'Round 1 numbers 1..N: the Players list shuffled with the event seed, or in the order listed.',
  choices: [
    ['shuffle', 'Shuffled by the seed'],
    ['as-listed', 'As listed'],
  ],
});

const upgradedCardsOpt = numberOption({
  key: 'upgradedCards',
  label: 'Upgraded cards per deck',
  help: 'How many upgraded cards each deck may hold ("6 upgraded cards are allowed in each deck").',
  default: 6,
  min: 0,
  max: 60,
});

const deckMinutesOpt = numberOption({
  key: 'deckMinutes',
  label: 'Arrow deck-building minutes',
  help: 'Time an arrow has to respond and build a counter deck ("Arrows have 10 minutes").',
  default: 10,
  min: 0,
  max: 120,
});

const roundMinutesOpt = numberOption({
  key: 'roundMinutes',
  label: 'Minutes per round',
  help: 'A round "should take no longer than about 20 minutes".',
  default: 20,
  min: 0,
  max: 600,
});

export const firstWeekendOpt = textOption({
  key: 'firstWeekend',
  label: 'First weekend',
  help: 'Optional date (YYYY-MM-DD) of the first weekend: the Schedule tab then dates each group of rounds a week apart. Blank: no dates.',
  default: '',
});

export const roundsPerWeekendOpt = numberOption({
  key: 'roundsPerWeekend',
  label: 'Rounds per weekend',
  help: 'How many rounds the Schedule tab groups into one weekend ("Up to four rounds will be played in a given weekend").',
  default: 4,
  min: 1,
  max: 4,
});

export const options: OptionSpec[] = [
  startNumbersOpt,
  upgradedCardsOpt,
  deckMinutesOpt,
  roundMinutesOpt,
  firstWeekendOpt,
  roundsPerWeekendOpt,
];
