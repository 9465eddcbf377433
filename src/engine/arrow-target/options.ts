// The Event tab settings of the arrow/target round robin. Only start numbers and the weekend grouping
// change what the add-on does; the deck and time limits are posted for players to read.
import type { OptionSpec } from '../../shared/types';

export const startNumbersOpt: OptionSpec = {
  key: 'startNumbers',
  label: 'Start numbers',
  help: 'Round 1 numbers 1..N: the Players list shuffled with the event seed, or in the order listed.',
  type: 'choice',
  default: 'shuffle',
  choices: [
    { value: 'shuffle', label: 'Shuffled by the seed' },
    { value: 'as-listed', label: 'As listed' },
  ],
};

const upgradedCardsOpt: OptionSpec = {
  key: 'upgradedCards',
  label: 'Upgraded cards per deck',
  help: 'How many upgraded cards each deck may hold ("6 upgraded cards are allowed in each deck").',
  type: 'number',
  default: 6,
  min: 0,
  max: 60,
};

const deckMinutesOpt: OptionSpec = {
  key: 'deckMinutes',
  label: 'Arrow deck-building minutes',
  help: 'Time an arrow has to respond and build a counter deck ("Arrows have 10 minutes").',
  type: 'number',
  default: 10,
  min: 0,
  max: 120,
};

const roundMinutesOpt: OptionSpec = {
  key: 'roundMinutes',
  label: 'Minutes per round',
  help: 'A round "should take no longer than about 20 minutes".',
  type: 'number',
  default: 20,
  min: 0,
  max: 600,
};

export const firstWeekendOpt: OptionSpec = {
  key: 'firstWeekend',
  label: 'First weekend',
  help: 'Optional date (YYYY-MM-DD) of the first weekend: the Schedule tab then dates each group of rounds a week apart. Blank: no dates.',
  type: 'text',
  default: '',
};

export const roundsPerWeekendOpt: OptionSpec = {
  key: 'roundsPerWeekend',
  label: 'Rounds per weekend',
  help: 'How many rounds the Schedule tab groups into one weekend ("Up to four rounds will be played in a given weekend").',
  type: 'number',
  default: 4,
  min: 1,
  max: 4,
};

export const options: OptionSpec[] = [
  startNumbersOpt,
  upgradedCardsOpt,
  deckMinutesOpt,
  roundMinutesOpt,
  firstWeekendOpt,
  roundsPerWeekendOpt,
];
